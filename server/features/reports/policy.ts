import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;

/** Any member reports anything but their own content, or themselves (issue 20). */
export const mayReport = (actor: Actor, target: { authorId: string | null }) => actor.id !== target.authorId;

/** Only admins see and review reports (SPEC §6: resolve or dismiss). */
export const mayReviewReports = (actor: Actor) => actor.isAdmin;
