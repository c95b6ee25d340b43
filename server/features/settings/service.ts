import { and, desc, eq } from 'drizzle-orm';
import type {
  AvatarCropQuery,
  AvatarPayload,
  ChangeEmailBody,
  ChangePasswordBody,
  NotificationPreferences,
  SessionPayload,
  UpdateNotificationPreferencesBody,
} from '../../../common/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import { emailTokens, objects, sessions, users } from '../../db/schema.ts';
import { deleteObjectFiles } from '../../domain/objects.ts';
import { endSessions } from '../../domain/sessions.ts';
import { issueEmailToken, markEmailTokenUsed, revokeEmailTokens } from '../../platform/auth/email-tokens.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { confirmNewEmailMail, emailChangedMail } from '../../platform/mail/templates.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { cropAvatar } from './avatar.ts';
import { mayChangeEmail, mayChangePassword, mayConfirmEmailWith, mayEndSession } from './policy.ts';
import { presentAvatar, presentPreferences, presentSession } from './presenter.ts';

export interface SettingsDeps {
  db: Db;
  storage: ObjectStorage;
  mailer: Mailer;
  appUrl: string;
  log: { warn(obj: object, msg: string): void };
  endLiveSession(sessionId: string): void;
}

const EMAIL_CHANGE_TTL_MS = 24 * 3600_000;
const wrongPassword = () => new HttpError(403, 'WRONG_PASSWORD', 'La password non è corretta');

/** Replaces the member's photo with the chosen square of `image`; the old photo is deleted. */
export async function setAvatar(
  deps: SettingsDeps,
  member: UserRow,
  image: Buffer,
  crop: AvatarCropQuery,
): Promise<AvatarPayload> {
  const { image: data, thumb } = await cropAvatar(image, crop);
  const [row] = await deps.db
    .insert(objects)
    .values({
      ownerId: member.id,
      kind: 'image',
      status: 'uploaded',
      acl: 'public',
      contentType: 'image/jpeg',
      size: data.length,
      width: 256,
      height: 256,
      uploadedAt: new Date(),
    })
    .returning({ id: objects.id });
  await deps.storage.put(row!.id, data);
  await deps.storage.put(`${row!.id}.thumb`, thumb);
  const [before] = await deps.db
    .select({ avatarObjectId: users.avatarObjectId })
    .from(users)
    .where(eq(users.id, member.id));
  await deps.db.update(users).set({ avatarObjectId: row!.id }).where(eq(users.id, member.id));
  if (before?.avatarObjectId) await dropObject(deps, before.avatarObjectId);
  return presentAvatar(row!.id);
}

/** Removes the member's photo: initials are shown again. */
export async function removeAvatar(deps: SettingsDeps, member: UserRow): Promise<AvatarPayload> {
  const [before] = await deps.db
    .select({ avatarObjectId: users.avatarObjectId })
    .from(users)
    .where(eq(users.id, member.id));
  await deps.db.update(users).set({ avatarObjectId: null }).where(eq(users.id, member.id));
  if (before?.avatarObjectId) await dropObject(deps, before.avatarObjectId);
  return presentAvatar(null);
}

async function dropObject(deps: SettingsDeps, objectId: string) {
  await deps.db.delete(objects).where(eq(objects.id, objectId));
  await deleteObjectFiles(deps, objectId);
}

/** Sets a new password after checking the current one; the member's other sessions end. */
export async function changePassword(
  deps: SettingsDeps,
  member: UserRow,
  currentSessionId: string | undefined,
  body: ChangePasswordBody,
): Promise<void> {
  if (!mayChangePassword(member)) {
    throw forbidden('Il tuo account non ha una password: usa "Password dimenticata?" per impostarne una');
  }
  if (!(await verifyPassword(member.passwordHash!, body.currentPassword))) throw wrongPassword();
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, member.id));
    // A pending change of address (perhaps asked by whoever knew the old password) is cancelled.
    await revokeEmailTokens(tx, member.id, ['change_email'], new Date());
  });
  await endSessions(deps, member.id, currentSessionId);
}

/**
 * Starts a change of address: with the right password, a link goes to the new address, and the
 * account's e-mail changes only when it is opened. A taken address gets the same answer and no mail.
 */
export async function requestEmailChange(
  deps: SettingsDeps,
  member: UserRow,
  body: ChangeEmailBody,
  now = new Date(),
) {
  if (!mayChangeEmail(member)) {
    throw forbidden('Il tuo account non ha una password: usa "Password dimenticata?" per impostarne una');
  }
  if (!(await verifyPassword(member.passwordHash!, body.password))) throw wrongPassword();
  if (body.email === member.email) {
    throw new HttpError(400, 'SAME_EMAIL', 'Questo è già il tuo indirizzo email');
  }
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, body.email))
    .limit(1);
  if (taken) return;
  const token = await issueEmailToken(deps.db, {
    userId: member.id,
    purpose: 'change_email',
    newEmail: body.email,
    ttlMs: EMAIL_CHANGE_TTL_MS,
    now,
  });
  const link = `${deps.appUrl}/conferma-email?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(confirmNewEmailMail(body.email, member.firstName ?? '', link));
  } catch (err) {
    deps.log.warn({ err }, 'email change mail delivery failed');
    throw new HttpError(503, 'MAIL_UNAVAILABLE', 'Sistema email temporaneamente non disponibile');
  }
}

/**
 * Opens a change-of-address link: the new address becomes the account's, verified. The reset and
 * verification links mailed to the old address die, both addresses are told, and the member's other
 * sessions end (the device that opened the link, when signed in as them, stays signed in).
 */
export async function confirmEmailChange(
  deps: SettingsDeps,
  token: string,
  current: { userId?: string; sessionId?: string } = {},
  now = new Date(),
) {
  const invalid = () => new HttpError(400, 'EMAIL_LINK_INVALID', 'Il link non è valido o è scaduto');
  const [row] = await deps.db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, 'change_email')))
    .limit(1);
  if (!row?.newEmail || !mayConfirmEmailWith(row, now)) throw invalid();
  const newEmail = row.newEmail;
  let before: { email: string; firstName: string | null } | undefined;
  try {
    const done = await deps.db.transaction(async (tx) => {
      if (!(await markEmailTokenUsed(tx, row.tokenHash, now))) return false;
      [before] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, row.userId))
        .for('update');
      await tx.update(users).set({ email: newEmail, emailVerifiedAt: now }).where(eq(users.id, row.userId));
      await revokeEmailTokens(tx, row.userId, ['reset_password', 'verify_email'], now);
      return true;
    });
    if (!done) throw invalid();
  } catch (err) {
    if (
      (err as { code?: string }).code === '23505' ||
      (err as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw new HttpError(409, 'EMAIL_TAKEN', 'Questo indirizzo è già usato da un altro account');
    }
    throw err;
  }
  await endSessions(deps, row.userId, current.userId === row.userId ? current.sessionId : undefined);
  for (const mail of [
    emailChangedMail(before!.email, before!.firstName ?? '', before!.email, newEmail),
    emailChangedMail(newEmail, before!.firstName ?? '', before!.email, newEmail),
  ]) {
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      deps.log.warn({ err }, 'email changed notice delivery failed');
    }
  }
  return { email: newEmail };
}

/** Every notification type, on unless the member turned it off. */
export const notificationPreferencesOf = (member: UserRow): NotificationPreferences =>
  presentPreferences(member.notificationPreferences);

/** Changes the notification types sent; the others stay as they were. */
export async function updateNotificationPreferences(
  deps: Pick<SettingsDeps, 'db'>,
  member: UserRow,
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferences> {
  const next = { ...member.notificationPreferences, ...body };
  await deps.db.update(users).set({ notificationPreferences: next }).where(eq(users.id, member.id));
  return presentPreferences(next);
}

/** The member's signed-in devices, most recently used first. */
export async function listSessions(
  deps: Pick<SettingsDeps, 'db'>,
  member: UserRow,
  currentSessionId: string | undefined,
): Promise<SessionPayload[]> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, member.id))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.filter((r) => r.expiresAt > new Date()).map((r) => presentSession(r, currentSessionId));
}

/** Ends one of the member's sessions (not necessarily this one). */
export async function endSession(deps: SettingsDeps, member: UserRow, sessionId: string) {
  const [row] = await deps.db.select().from(sessions).where(eq(sessions.tokenHash, sessionId)).limit(1);
  if (!row || !mayEndSession(member, row)) throw notFound('Sessione non trovata');
  await deps.db.delete(sessions).where(eq(sessions.tokenHash, sessionId));
  deps.endLiveSession(sessionId);
}

/** 'Esci da tutti i dispositivi': every other session of the member ends. */
export const endOtherSessions = (deps: SettingsDeps, member: UserRow, currentSessionId: string | undefined) =>
  endSessions(deps, member.id, currentSessionId);
