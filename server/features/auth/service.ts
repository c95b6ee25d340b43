import { and, eq, isNull } from 'drizzle-orm';
import type { LoginBody, RegisterBody, VerifyResult } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { emailTokens, users } from '../../db/schema.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { createSession, type UserRow } from '../../platform/auth/sessions.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { alreadyVerifiedMail, verificationMail } from '../../platform/mail/templates.ts';

export const VERIFICATION_TTL_MS = 24 * 3600_000;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  adminEmails: string[];
  log: { warn(obj: object, msg: string): void };
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** Creates an unverified account and sends its verification mail. */
export async function register(deps: AuthDeps, body: RegisterBody): Promise<{ emailSent: boolean }> {
  const passwordHash = await hashPassword(body.password);
  let user: UserRow;
  try {
    [user] = (await deps.db
      .insert(users)
      .values({ email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName || null })
      .returning()) as [UserRow];
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new HttpError(409, 'EMAIL_TAKEN', 'Esiste già un account con questa email');
    }
    throw err;
  }
  return { emailSent: await sendVerification(deps, user) };
}

/** Issues a new verification token (older unused ones stop working) and mails its link. */
async function sendVerification(deps: AuthDeps, user: UserRow): Promise<boolean> {
  const token = newToken();
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ supersededAt: now })
      .where(
        and(
          eq(emailTokens.userId, user.id),
          eq(emailTokens.purpose, 'verify_email'),
          isNull(emailTokens.usedAt),
        ),
      );
    await tx.insert(emailTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose: 'verify_email',
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
    });
  });
  const link = `${deps.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return deliver(deps, verificationMail(user.email, user.firstName ?? '', link));
}

async function deliver(deps: AuthDeps, mail: Parameters<Mailer['send']>[0]): Promise<boolean> {
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (err) {
    deps.log.warn({ err, to: mail.to }, 'mail delivery failed');
    return false;
  }
}

/**
 * Sends a new verification link. The answer is the same whether or not the address has an account,
 * so the call cannot be used to discover members.
 */
export async function resendVerification(deps: AuthDeps, email: string): Promise<{ emailSent: boolean }> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return { emailSent: true };
  if (user.emailVerifiedAt) {
    return { emailSent: await deliver(deps, alreadyVerifiedMail(user.email, `${deps.appUrl}/#accedi`)) };
  }
  return { emailSent: await sendVerification(deps, user) };
}

type VerifyFailure = Required<Pick<VerifyResult, 'reason' | 'error'>> & { status: number; email?: string };

/** Verifies an e-mail with a single-use token valid 24 hours (SPEC §2, §9). */
export async function verifyEmail(
  deps: AuthDeps,
  token: string,
  now = new Date(),
): Promise<{ email: string }> {
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
    // The conditional update makes a replay racing this request lose: only one can mark the token used.
    const marked = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.tokenHash, row.token.tokenHash), isNull(emailTokens.usedAt)))
      .returning({ tokenHash: emailTokens.tokenHash });
    if (marked.length === 0) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, ...(deps.adminEmails.includes(email) ? { isAdmin: true } : {}) })
      .where(eq(users.id, row.user.id));
    return true;
  });
  if (!used)
    return fail({
      status: 409,
      reason: 'used',
      error: 'Questo link di verifica è già stato utilizzato',
      email,
    });
  return { email };
}

/** Checks credentials; unverified accounts are told so only after the right password. */
export async function login(deps: AuthDeps, body: LoginBody): Promise<{ token: string; user: UserRow }> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, body.email)).limit(1);
  const invalid = () => new HttpError(401, 'INVALID_CREDENTIALS', 'Credenziali non valide');
  if (!user?.passwordHash) {
    await burnPasswordCheck(body.password);
    throw invalid();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw invalid();
  if (!user.emailVerifiedAt) {
    throw new HttpError(403, 'EMAIL_NOT_VERIFIED', 'Email non verificata', { requiresVerification: true });
  }
  if (!user.isAdmin && deps.adminEmails.includes(user.email)) {
    await deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    user.isAdmin = true;
  }
  return { token: await createSession(deps.db, user.id), user };
}
