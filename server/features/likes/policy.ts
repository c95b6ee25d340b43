import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;

/** Any member may like or unlike any post, their own included (liking your own notifies nobody). */
export const mayToggleLike = (_actor: Actor, _post: { authorId: string }) => true;

/** Members ask only for their own like status; any post they can see may be asked about. */
export const mayViewLikeStatus = (_actor: Actor, _post: { id: string }) => true;
