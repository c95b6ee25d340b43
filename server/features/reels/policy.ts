import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;
/** `hiddenAt`: set when a moderator resolved a report on the reel (issue 20). */
type Reel = { authorId: string; hiddenAt?: Date | null };

/** The reel feed is the whole community's, but for reels a moderator hid. */
export const mayViewReel = (_actor: Actor, reel: Reel) => !reel.hiddenAt;

/** A reel's video is one the author uploaded themselves. */
export const mayUseVideo = (actor: Actor, object: { ownerId: string }) => actor.id === object.ownerId;

/** Only the author deletes a reel (as with posts, SPEC §6). */
export const mayDeleteReel = (actor: Actor, reel: Reel) => actor.id === reel.authorId;
