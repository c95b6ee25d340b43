import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration', () => {
  it('uses the embedded defaults with demo data when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 5000,
      appUrl: 'http://localhost:5000',
      demoData: true,
      secure: false,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('turns demo data off for an external database and parses admin e-mails', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://u@db:5432/x',
      ADMIN_EMAILS: ' Capo@Example.it, vice@example.it ,',
      APP_URL: 'https://riparami.example/',
    });
    expect(config.demoData).toBe(false);
    expect(config.adminEmails).toEqual(['capo@example.it', 'vice@example.it']);
    expect(config.appUrl).toBe('https://riparami.example');
    expect(config.secure).toBe(true);
  });

  it('reads integers written in decimal digits', () => {
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080', AUTH_RATE_LIMIT_PER_MINUTE: '25' })).toMatchObject({
      port: 8080,
      authRateLimitPerMinute: 25,
    });
  });

  it.each([
    [{ PORT: 'cinquemila' }, 'PORT'],
    [{ PORT: '0x10' }, 'PORT'],
    [{ PORT: '1e3' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '0x10' }, 'AUTH_RATE_LIMIT_PER_MINUTE'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '0' }, 'AUTH_RATE_LIMIT_PER_MINUTE'],
    [{ AI_TIMEOUT_MS: '0x3000' }, 'AI_TIMEOUT_MS'],
    [{ AI_RATE_LIMIT_PER_MINUTE: '2e1' }, 'AI_RATE_LIMIT_PER_MINUTE'],
    [{ DATABASE_URL: 'non un url' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'corto' }, 'SESSION_SECRET'],
    [{ DEMO_DATA: 'forse' }, 'DEMO_DATA'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops with one clear line for a bad value %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(
      new RegExp(`^Configurazione non valida: ${name}`),
    );
  });
});
