import { NOTIFICATION_TYPES } from '../../../common/constants.ts';
import type {
  AvatarPayload,
  NotificationPreferences,
  SessionPayload,
  SettingsDone,
} from '../../../common/schemas/settings.ts';
import type { sessions } from '../../db/schema.ts';
import { avatarUrlOf } from '../../domain/members.ts';

export const presentAvatar = (avatarObjectId: string | null): AvatarPayload => ({
  avatarUrl: avatarUrlOf(avatarObjectId),
});

/** Every type, on unless the member turned it off. */
export const presentPreferences = (stored: Record<string, boolean>): NotificationPreferences =>
  Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, stored[t] !== false])) as NotificationPreferences;

/** A session, named by its id (the token's hash, never the token). */
export const presentSession = (
  row: typeof sessions.$inferSelect,
  currentId: string | undefined,
): SessionPayload => ({
  id: row.tokenHash,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  current: row.tokenHash === currentId,
});

export const presentDone = (message: string): SettingsDone => ({ success: true, message });
