import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OidcProviderName } from '../../../common/schemas/oidc.ts';

/** What the browser carries between the start of a sign-in and its callback. */
export interface PendingSignIn {
  provider: OidcProviderName;
  state: string;
  nonce: string;
  verifier: string;
  /** Epoch ms after which the callback is refused. */
  expires: number;
}

export const STATE_COOKIE = 'riparami_oidc';
export const STATE_TTL_MS = 10 * 60_000;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `oidc-state:${secret}`).update(payload).digest('base64url');

/** The cookie value: the pending sign-in, signed with the app's secret so it cannot be altered. */
export function sealPending(secret: string, pending: PendingSignIn): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The pending sign-in of a cookie, or null when it is missing, altered or expired. */
export function openPending(
  secret: string,
  value: string | undefined,
  now = Date.now(),
): PendingSignIn | null {
  const [payload, signature] = value?.split('.') ?? [];
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const pending = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PendingSignIn;
    return pending.expires > now ? pending : null;
  } catch {
    return null;
  }
}
