import type { UserRow } from '../../platform/auth/sessions.ts';

/** A member blocks anyone but themselves. */
export const mayBlock = (actor: Pick<UserRow, 'id'>, member: { id: string }) => actor.id !== member.id;
