import Bowser from 'bowser';
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

const KINDS: Record<string, SessionPayload['kind']> = {
  mobile: 'phone',
  tablet: 'tablet',
  desktop: 'computer',
};

/** 'Chrome su Android' and the kind of device, from the User-Agent a session started with. */
function deviceOf(userAgent: string | null): Pick<SessionPayload, 'device' | 'kind'> {
  if (!userAgent) return { device: null, kind: 'unknown' };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const device = [browser.name, os.name].filter(Boolean).join(' su ');
  return { device: device || null, kind: KINDS[platform.type ?? ''] ?? 'unknown' };
}

/** A session, named by its id (the token's hash, never the token) and by the device it runs on. */
export const presentSession = (
  row: typeof sessions.$inferSelect,
  currentId: string | undefined,
): SessionPayload => ({
  id: row.tokenHash,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  current: row.tokenHash === currentId,
  ...deviceOf(row.userAgent),
});

export const presentDone = (message: string): SettingsDone => ({ success: true, message });
