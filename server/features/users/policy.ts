import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;

/** Only members themselves edit their own profile; admins do not edit others'. */
export const mayEditProfile = (actor: Actor, member: Pick<UserRow, 'id'>) => actor.id === member.id;
