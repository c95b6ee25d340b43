import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;

/** Any member may see another's public profile, posts and reels (SPEC §2 profile overlay). */
export const mayViewMember = (_actor: Actor, _member: Pick<UserRow, 'id'>) => true;

/** Only members themselves edit their own profile; admins do not edit others'. */
export const mayEditProfile = (actor: Actor, member: Pick<UserRow, 'id'>) => actor.id === member.id;
