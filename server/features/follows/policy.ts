import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;

/** A member follows or unfollows anyone but themselves (SPEC §6: no follow on your own posts). */
export const mayToggleFollow = (actor: Actor, member: { id: string }) => actor.id !== member.id;
