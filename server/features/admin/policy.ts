import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;

/** Only admins see the stats, analytics, members list and audit log (SPEC §6; the routes say `access: 'admin'`). */
export const mayAdminister = (actor: Actor) => actor.isAdmin;

/** An admin promotes anyone and demotes anyone but themselves (issue 20). */
export const mayChangeAdmin = (actor: Actor, member: { id: string }, isAdmin: boolean) =>
  actor.isAdmin && (isAdmin || actor.id !== member.id);
