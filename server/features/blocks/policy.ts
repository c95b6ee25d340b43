import type { UserRow } from '../../platform/auth/sessions.ts';

/** A member blocks anyone but themselves. */
export const mayBlock = (actor: Pick<UserRow, 'id'>, member: { id: string }) => actor.id !== member.id;

/** Two members reach each other (messages, comments, follows, notifications) only when neither blocked the other. */
export const mayInteract = (blockedEitherWay: boolean) => !blockedEitherWay;
