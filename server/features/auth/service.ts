import { and, desc, eq, sql } from 'drizzle-orm';
import type { LoginBody, RegisterBody, VerifyResult } from '../../../common/schemas/auth.ts';
import type { CurrentUser } from '../../../common/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { emailTokens, users } from '../../db/schema.ts';
import { mayBecomeAdmin } from '../../domain/admins.ts';
import { presentCurrentUser } from '../../domain/members.ts';
import { seedAdminOnce } from '../../platform/auth/admin-seed.ts';
import { issueEmailToken, markEmailTokenUsed } from '../../platform/auth/email-tokens.ts';
import type { LoginThrottle } from '../../platform/auth/login-throttle.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { createSession, revokeSession, sessionIdOf, type UserRow } from '../../platform/auth/sessions.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { HttpError, tooManyAttempts } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  alreadyVerifiedMail,
  registrationAttemptMail,
  verificationMail,
} from '../../platform/mail/templates.ts';
import { maySendVerificationMail, maySignIn, maySignOut } from './policy.ts';

export const VERIFICATION_TTL_MS = 24 * 3600_000;

/** What registration, verification and resend need. */
export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  adminEmails: string[];
  log: { warn(obj: object, msg: string): void };
}

/** Everything the auth feature needs: sign-in adds the throttle, sign-out the live channel. */
export interface AuthDeps extends AccountDeps {
  throttle: LoginThrottle;
  /** Closes the live-channel sockets of a session that ended, on every instance. */
  endLiveSession(sessionId: string): void;
}

/**
 * Creates an unverified account and sends its verification mail. A taken address gets the same
 * answer (after the same password hashing), and its owner is mailed instead: registration cannot be
 * used to discover who is a member.
 */
export async function register(deps: AccountDeps, body: RegisterBody): Promise<{ emailSent: boolean }> {
  const passwordHash = await hashPassword(body.password);
  const [created] = await deps.db
    .insert(users)
    .values({ email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName || null })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created) return { emailSent: await sendVerification(deps, created) };
  const [owner] = await deps.db.select().from(users).where(eq(users.email, body.email)).limit(1);
  if (!owner) return { emailSent: true };
  // Not verified yet: most likely its owner registering again, who needs a working link.
  if (!owner.emailVerifiedAt) return { emailSent: await sendVerification(deps, owner) };
  return { emailSent: await deliver(deps, registrationAttemptMail(owner.email, loginUrl(deps))) };
}

const loginUrl = (deps: Pick<AccountDeps, 'appUrl'>) => `${deps.appUrl}/#accedi`;

/** Issues a new verification token (older unused ones stop working) and mails its link. */
async function sendVerification(deps: AccountDeps, user: UserRow): Promise<boolean> {
  const token = await issueEmailToken(deps.db, {
    userId: user.id,
    purpose: 'verify_email',
    ttlMs: VERIFICATION_TTL_MS,
  });
  const link = `${deps.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return deliver(deps, verificationMail(user.email, user.firstName ?? '', link));
}

async function deliver(deps: AccountDeps, mail: Parameters<Mailer['send']>[0]): Promise<boolean> {
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (err) {
    // No address in the log: it names a person.
    deps.log.warn({ err, subject: mail.subject }, 'mail delivery failed');
    return false;
  }
}

/**
 * Sends a new verification link, at most one a minute to an address (issue 25). It runs after the
 * answer, which is the same whatever the address, so the call cannot be used to discover members.
 */
export async function resendVerification(deps: AccountDeps, email: string, now = new Date()): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  if (user.emailVerifiedAt) {
    await deliver(deps, alreadyVerifiedMail(user.email, loginUrl(deps)));
    return;
  }
  // Two calls at once must not both pass the check: one member's resends take turns (an advisory lock held
  // until the new link is stored, so the second sees it).
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify_email:${user.id}`}))`);
    const [last] = await tx
      .select({ createdAt: emailTokens.createdAt })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'verify_email')))
      .orderBy(desc(emailTokens.createdAt))
      .limit(1);
    if (!maySendVerificationMail(last?.createdAt, now)) return;
    await sendVerification(deps, user);
  });
}

type VerifyFailure = Required<Pick<VerifyResult, 'reason' | 'error'>> & { status: number; email?: string };

/** Verifies an e-mail with a single-use token valid 24 hours (SPEC §2, §9). */
export async function verifyEmail(
  deps: AccountDeps,
  token: string,
  now = new Date(),
): Promise<{ email: string; userId: string }> {
  const [row] = await deps.db
    .select({ token: emailTokens, user: users })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, 'verify_email')))
    .limit(1);
  const fail = (f: VerifyFailure): never => {
    throw new HttpError(f.status, `VERIFY_${f.reason.toUpperCase()}`, f.error, {
      reason: f.reason,
      email: f.email,
    });
  };
  if (!row) return fail({ status: 400, reason: 'invalid', error: 'Link di verifica non valido' });
  const { email } = row.user;
  if (row.token.usedAt) {
    return fail({
      status: 409,
      reason: 'used',
      error: 'Questo link di verifica è già stato utilizzato',
      email,
    });
  }
  if (row.user.emailVerifiedAt) {
    return fail({
      status: 409,
      reason: 'already_verified',
      error: 'Questa email è già stata verificata',
      email,
    });
  }
  if (row.token.supersededAt) {
    return fail({
      status: 410,
      reason: 'expired',
      error: 'Questo link non è più valido: ne è stato inviato uno più recente',
      email,
    });
  }
  if (row.token.expiresAt <= now) {
    return fail({ status: 410, reason: 'expired', error: 'Il link di verifica è scaduto', email });
  }
  const used = await deps.db.transaction(async (tx) => {
    if (!(await markEmailTokenUsed(tx, row.token.tokenHash, now))) return false;
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, row.user.id));
    if (mayBecomeAdmin({ email, emailVerifiedAt: now }, deps.adminEmails)) await seedAdminOnce(tx, row.user);
    return true;
  });
  if (!used)
    return fail({
      status: 409,
      reason: 'used',
      error: 'Questo link di verifica è già stato utilizzato',
      email,
    });
  return { email, userId: row.user.id };
}

/**
 * The session that following a verification link opens (issue 27): the link proved the mailbox, so the
 * member is signed in, unless this browser is already signed in as someone else.
 */
export async function signInAfterVerification(
  deps: AccountDeps,
  userId: string,
  current: UserRow | null,
  userAgent?: string,
): Promise<string | null> {
  if (current && current.id !== userId) return null;
  return createSession(deps.db, userId, { userAgent });
}

/**
 * Checks credentials; unverified accounts are told so only after the right password. Each account's
 * failed attempts slow down the addresses they came from (platform/auth/login-throttle.ts); an
 * address that never failed on the account is not slowed down by them.
 */
export async function login(
  deps: AuthDeps,
  body: LoginBody,
  ip = '',
  userAgent?: string,
): Promise<{ token: string; user: UserRow }> {
  const wait = await deps.throttle.attempt(body.email, ip);
  if (wait > 0) throw tooManyAttempts(wait);
  const [user] = await deps.db.select().from(users).where(eq(users.email, body.email)).limit(1);
  const invalid = () => new HttpError(401, 'INVALID_CREDENTIALS', 'Credenziali non valide');
  if (!user?.passwordHash) {
    await burnPasswordCheck(body.password);
    throw invalid();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw invalid();
  // The right password: whatever follows, this account's failures are forgotten.
  await deps.throttle.succeeded(body.email, ip);
  if (!maySignIn(user)) {
    throw new HttpError(403, 'EMAIL_NOT_VERIFIED', 'Email non verificata', { requiresVerification: true });
  }
  // A listed address verified before ADMIN_EMAILS named it: promoted once, then the panel decides.
  if (!user.isAdmin && mayBecomeAdmin(user, deps.adminEmails)) {
    if (await deps.db.transaction((tx) => seedAdminOnce(tx, user))) user.isAdmin = true;
  }
  return { token: await createSession(deps.db, user.id, { userAgent }), user };
}

/**
 * Ends the session of `token` and closes its live-channel sockets, unless another site sent the
 * logout (policy `maySignOut`). Answers whether the session ended, so the cookie is cleared only then.
 */
export async function logout(
  deps: Pick<AuthDeps, 'db' | 'endLiveSession'>,
  token: string | undefined,
  fetchSite: string | undefined,
): Promise<{ ended: boolean }> {
  if (!maySignOut(fetchSite)) return { ended: false };
  if (token) {
    await revokeSession(deps.db, token);
    deps.endLiveSession(sessionIdOf(token));
  }
  return { ended: true };
}

/** The signed-in member's own account (GET /api/auth/user). */
export const currentAccount = (member: UserRow): CurrentUser => presentCurrentUser(member);
