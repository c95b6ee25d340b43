import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;
type StoredObject = { ownerId: string; acl: 'private' | 'public' };
/**
 * Whether the object shows in content a moderator hid (a hidden post's photo, a hidden reel's video), and
 * whether it is the photo of a direct message the viewer sent or received (issue 27).
 */
type Moderation = { hidden: boolean; sentToViewer?: boolean };

/** Only the uploader makes an object public (set-acl) or attaches it to a post. */
export const mayPublishObject = (actor: Actor, object: Pick<StoredObject, 'ownerId'>) =>
  actor.id === object.ownerId;

/**
 * A public object is readable by anyone, guests included; a private one by its uploader only, and a
 * chat photo by the two members of its conversation. What
 * belongs to hidden content stops being public (issue 25): its uploader and admins (who review the
 * moderation) still read it.
 */
export const mayReadObject = (
  viewer: Actor | null,
  object: StoredObject,
  moderation: Moderation = { hidden: false },
) =>
  viewer?.id === object.ownerId ||
  moderation.sentToViewer === true ||
  (object.acl === 'public' && (!moderation.hidden || viewer?.isAdmin === true));
