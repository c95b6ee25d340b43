import { and, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import type { OidcFailure, OidcProviderName } from '../../../common/schemas/oidc.ts';
import { isPrintableName } from '../../../common/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { oauthAccounts, users } from '../../db/schema.ts';
import { mayBecomeAdmin } from '../../domain/admins.ts';
import { seedAdminOnce } from '../../platform/auth/admin-seed.ts';
import { createSession, type UserRow } from '../../platform/auth/sessions.ts';
import type { OidcProviders } from '../../platform/settings.ts';
import type { OidcClients } from './clients.ts';
import { hasVerifiedEmail, type IdentityClaims, mayCreateMember, mayLinkIdentity } from './policy.ts';
import { type PendingSignIn, STATE_TTL_MS } from './state.ts';

export interface OidcDeps {
  db: Db;
  providers: OidcProviders;
  clients: OidcClients;
  appUrl: string;
  adminEmails: string[];
  log: { warn(obj: object, msg: string): void };
}

/** A sign-in that did not end with a session: the login form says why. */
export class SignInFailed extends Error {
  constructor(readonly reason: OidcFailure) {
    super(`social sign-in failed: ${reason}`);
  }
}

export const callbackUrl = (appUrl: string, provider: OidcProviderName) =>
  `${appUrl}/api/auth/callback/${provider}`;

/** Starts a sign-in: the provider's authorization URL, with state, nonce and a PKCE challenge. */
export async function startSignIn(
  deps: OidcDeps,
  provider: OidcProviderName,
  now = Date.now(),
): Promise<{ url: string; pending: PendingSignIn }> {
  const settings = deps.providers[provider];
  if (!settings) throw new SignInFailed('disabled');
  const config = await discover(deps, provider);
  const pending: PendingSignIn = {
    provider,
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    expires: now + STATE_TTL_MS,
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(deps.appUrl, provider),
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    // Apple sends its answer as a form POST when a name or e-mail is asked for.
    ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
  });
  return { url: url.href, pending };
}

async function discover(deps: OidcDeps, provider: OidcProviderName) {
  try {
    return await deps.clients.get(provider, deps.providers[provider]!);
  } catch (err) {
    deps.log.warn({ err, provider }, 'OpenID provider discovery failed');
    throw new SignInFailed('failed');
  }
}

/**
 * Completes a sign-in at the callback: checks state, nonce, PKCE, the ID token's issuer, audience and
 * signature (openid-client), then finds the member linked to issuer + subject, links the identity to
 * the signed-in member, or creates a member from a verified e-mail. Answers a new session's token.
 */
export async function finishSignIn(
  deps: OidcDeps,
  provider: OidcProviderName,
  callback: URL | Request,
  returnedState: string | undefined,
  pending: PendingSignIn | null,
  signedIn: UserRow | null,
  userAgent?: string,
): Promise<{ token: string; user: UserRow }> {
  if (!deps.providers[provider]) throw new SignInFailed('disabled');
  if (!pending || pending.provider !== provider || returnedState !== pending.state) {
    throw new SignInFailed('state');
  }
  const config = await discover(deps, provider);
  let claims: IdentityClaims;
  try {
    const tokens = await client.authorizationCodeGrant(config, callback, {
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      pkceCodeVerifier: pending.verifier,
      idTokenExpected: true,
    });
    claims = tokens.claims() as unknown as IdentityClaims;
    // Some providers put the e-mail in the userinfo answer only; the ID token's subject must match it.
    if (claims.email === undefined) {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      const { email, email_verified, given_name, family_name, name } = info;
      claims = { ...claims, email, email_verified, ...{ given_name, family_name, name } };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    deps.log.warn({ provider, code, message: (err as Error).message }, 'social sign-in refused');
    throw new SignInFailed('failed');
  }
  const user = await memberFor(deps, claims, signedIn);
  return { token: await createSession(deps.db, user.id, { userAgent }), user };
}

async function memberFor(deps: OidcDeps, claims: IdentityClaims, signedIn: UserRow | null): Promise<UserRow> {
  const identity = { provider: claims.iss, subject: claims.sub };
  const [linked] = await deps.db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.subject, identity.subject)))
    .limit(1);
  if (signedIn) {
    if (!mayLinkIdentity(signedIn, linked?.user.id)) throw new SignInFailed('failed');
    if (!linked) await deps.db.insert(oauthAccounts).values({ ...identity, userId: signedIn.id });
    return signedIn;
  }
  if (linked) return linked.user;
  if (!hasVerifiedEmail(claims)) throw new SignInFailed('unverified');
  const email = claims.email.trim().toLowerCase();
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!mayCreateMember(claims, !!taken)) throw new SignInFailed('exists');
  const names = claims as IdentityClaims & { given_name?: unknown; family_name?: unknown; name?: unknown };
  const text = (v: unknown) =>
    typeof v === 'string' && v.trim() && isPrintableName(v.trim()) ? v.trim().slice(0, 60) : null;
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: null,
        firstName: text(names.given_name) ?? text(names.name) ?? email.split('@')[0]!.slice(0, 60),
        lastName: text(names.family_name),
        emailVerifiedAt: now,
      })
      .returning();
    await tx.insert(oauthAccounts).values({ ...identity, userId: created!.id });
    // ADMIN_EMAILS seeds the first promotion, audited (decision 013).
    if (
      mayBecomeAdmin({ email, emailVerifiedAt: now }, deps.adminEmails) &&
      (await seedAdminOnce(tx, created!))
    ) {
      return { ...created!, isAdmin: true };
    }
    return created!;
  });
}
