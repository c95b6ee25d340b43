import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;

// Lists and counts are the member's own by their query: nobody, admins included, reads another's.

/** A member marks read only their own notifications. */
export const mayMarkRead = (actor: Actor, notification: { userId: string }) =>
  actor.id === notification.userId;
