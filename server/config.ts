import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AppSettings } from './platform/settings.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const url = (name: string) => z.url({ error: `${name} deve essere un URL valido` });
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** A whole number written in decimal digits only: `0x10`, `1e3` or `12.0` are refused, not read as numbers. */
const decimalInt = (name: string) =>
  z.string().regex(/^\d+$/, `${name} deve essere un numero intero decimale`).transform(Number);

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: z.preprocess(blankToUndefined, decimalInt('PORT').pipe(z.number().max(65535)).default(5000)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  APP_URL: optional(url('APP_URL')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('data')),
  DATABASE_URL: optional(url('DATABASE_URL')),
  REDIS_URL: optional(url('REDIS_URL')),
  SESSION_SECRET: optional(z.string().min(32, 'SESSION_SECRET deve avere almeno 32 caratteri')),
  SMTP_URL: optional(url('SMTP_URL')),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('Riparami <no-reply@riparami.local>')),
  ADMIN_EMAILS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
  ),
  S3_BUCKET: optional(z.string()),
  S3_REGION: optional(z.string()),
  S3_ENDPOINT: optional(url('S3_ENDPOINT')),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  AI_BASE_URL: optional(url('AI_BASE_URL')),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string()),
  AI_VISION_MODEL: optional(z.string()),
  AI_TIMEOUT_MS: z.preprocess(
    blankToUndefined,
    decimalInt('AI_TIMEOUT_MS').pipe(z.number().min(100)).default(20_000),
  ),
  AI_RATE_LIMIT_PER_MINUTE: z.preprocess(
    blankToUndefined,
    decimalInt('AI_RATE_LIMIT_PER_MINUTE').pipe(z.number().min(1)).default(20),
  ),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  APPLE_CLIENT_ID: optional(z.string()),
  APPLE_CLIENT_SECRET: optional(z.string()),
  OIDC_ISSUER: optional(url('OIDC_ISSUER')),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  DEMO_DATA: optional(flag),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(
    blankToUndefined,
    decimalInt('AUTH_RATE_LIMIT_PER_MINUTE').pipe(z.number().min(1)).default(10),
  ),
  TRUST_PROXY: optional(flag),
});

/** The whole configuration: what features may read (AppSettings) and what only the app's start-up reads. */
export interface Config extends AppSettings {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  demoData: boolean;
  logLevel: string;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For. */
  trustProxy: boolean;
  s3?: { bucket: string; region?: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };
}

/** Thrown when the environment holds a bad value; main prints its one-line message and exits. */
export class ConfigError extends Error {}

/** Reads and validates the environment once (DESIGN §2). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Configurazione non valida: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV ?? 'development',
    port: e.PORT,
    host: e.HOST,
    appUrl,
    secure: appUrl.startsWith('https://'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS,
    // Demo data is on by default only for the embedded database (DESIGN §2).
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY ?? false,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    aiRateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    oidc: {
      google: e.GOOGLE_CLIENT_ID
        ? {
            issuer: 'https://accounts.google.com',
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
      apple: e.APPLE_CLIENT_ID
        ? {
            issuer: 'https://appleid.apple.com',
            clientId: e.APPLE_CLIENT_ID,
            clientSecret: e.APPLE_CLIENT_SECRET,
          }
        : undefined,
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID
          ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
          : undefined,
    },
    ai:
      e.AI_BASE_URL || e.AI_API_KEY
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, visionModel: e.AI_VISION_MODEL }
        : undefined,
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
