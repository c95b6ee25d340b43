import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;

/** Any member may read the comments of a post they can see (not one a moderator hid, issue 20). */
export const mayViewComments = (_actor: Actor, post: { authorId: string; hiddenAt?: Date | null }) =>
  !post.hiddenAt;
