import { and, desc, eq } from 'drizzle-orm';
import {
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordResetConfirmBody,
} from '../../../common/schemas/password-reset.ts';
import type { Db } from '../../db/client.ts';
import { emailTokens, users } from '../../db/schema.ts';
import { endSessions } from '../../domain/sessions.ts';
import { issueEmailToken, markEmailTokenUsed, revokeEmailTokens } from '../../platform/auth/email-tokens.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { passwordResetMail } from '../../platform/mail/templates.ts';
import { mayResetWith, maySendResetMail, verifiesAddress } from './policy.ts';

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: { warn(obj: object, msg: string): void };
  endLiveSession(sessionId: string): void;
}

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

/**
 * Mails a single-use reset link to the account of `email`, if there is one. The caller always gets
 * the same answer, so the form cannot be used to discover members; a failed delivery is only logged.
 */
export async function requestReset(deps: PasswordResetDeps, email: string, now = new Date()): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const [last] = await deps.db
    .select({ createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset_password')))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  if (!maySendResetMail(last?.createdAt, now)) return;
  const token = await issueEmailToken(deps.db, {
    userId: user.id,
    purpose: 'reset_password',
    ttlMs: TTL_MS,
    now,
  });
  const link = `${deps.appUrl}/reimposta-password?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(passwordResetMail(user.email, user.firstName ?? '', link));
  } catch (err) {
    deps.log.warn({ err }, 'password reset mail delivery failed');
  }
}

const invalid = () =>
  new HttpError(400, 'RESET_LINK_INVALID', 'Il link non è valido o è scaduto: chiedine uno nuovo.');

/** The reset token of a mailed link with its account, if the link is one. */
async function tokenRow(deps: PasswordResetDeps, token: string) {
  const [row] = await deps.db
    .select({ token: emailTokens, user: users })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, 'reset_password')))
    .limit(1);
  return row;
}

/**
 * Whether a mailed link still sets a password (issue 27): its page asks when it opens, so a used or
 * expired link says so before the member types a new password. Changes nothing.
 */
export async function checkReset(deps: PasswordResetDeps, token: string, now = new Date()): Promise<void> {
  const row = await tokenRow(deps, token);
  if (!row || !mayResetWith(row.token, now)) throw invalid();
}

/** Sets the new password with a mailed token, once; every session of the account ends. */
export async function confirmReset(
  deps: PasswordResetDeps,
  body: PasswordResetConfirmBody,
  now = new Date(),
): Promise<void> {
  const row = await tokenRow(deps, body.token);
  if (!row || !mayResetWith(row.token, now)) throw invalid();
  const passwordHash = await hashPassword(body.password);
  const used = await deps.db.transaction(async (tx) => {
    if (!(await markEmailTokenUsed(tx, row.token.tokenHash, now))) return false;
    await tx
      .update(users)
      .set({ passwordHash, ...(verifiesAddress(row.user) ? { emailVerifiedAt: now } : {}) })
      .where(eq(users.id, row.user.id));
    // A change of address asked before the reset may be the intruder's: it is cancelled.
    await revokeEmailTokens(tx, row.user.id, ['change_email'], now);
    return true;
  });
  if (!used) throw invalid();
  await endSessions(deps, row.user.id);
}
