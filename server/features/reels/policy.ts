import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;
/** `hiddenAt`: set when a moderator resolved a report on the reel (issue 20). */
type Reel = { authorId: string; hiddenAt?: Date | null };

/** Any member may publish a reel (SPEC §2 Create). */
export const mayCreateReel = (_actor: Actor) => true;

/** The reel feed is the whole community's, but for reels a moderator hid. */
export const mayViewReel = (_actor: Actor, reel: Reel) => !reel.hiddenAt;

/** A reel's video is one the author uploaded themselves. */
export const mayUseVideo = (actor: Actor, object: { ownerId: string }) => actor.id === object.ownerId;

/** Any member may like a reel, their own included (liking your own notifies nobody). */
export const mayLikeReel = (_actor: Actor, _reel: Reel) => true;

/** Any member may comment on any reel. */
export const mayCommentReel = (_actor: Actor, _reel: Reel) => true;

/** Only the author deletes a reel (as with posts, SPEC §6). */
export const mayDeleteReel = (actor: Actor, reel: Reel) => actor.id === reel.authorId;
