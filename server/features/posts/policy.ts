import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;
/** `hiddenAt`: set when a moderator resolved a report on the post (issue 20). */
type Post = { authorId: string; hiddenAt?: Date | null };

/** Any member may read any post a moderator has not hidden: the feed is the whole community's. */
export const mayViewPost = (_actor: Actor, post: Post) => !post.hiddenAt;

/** Only the author edits a post (SPEC §6: user id equals author id), and not once it is hidden. */
export const mayEditPost = (actor: Actor, post: Post) => actor.id === post.authorId && !post.hiddenAt;

/** Only the author deletes a post (SPEC §6). */
export const mayDeletePost = (actor: Actor, post: Post) => actor.id === post.authorId;

/** Only the author chooses (or withdraws) the comment that solved their problem, on a visible post (issue 28). */
export const mayChooseSolution = (actor: Actor, post: Post) => actor.id === post.authorId && !post.hiddenAt;
