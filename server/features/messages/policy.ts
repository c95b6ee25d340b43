import type { UserRow } from '../../platform/auth/sessions.ts';

type Actor = Pick<UserRow, 'id' | 'isAdmin'>;

/** A conversation is between exactly two members. */
export interface Conversation {
  memberIds: readonly [string, string];
}

/** Nobody, admins included, reads a conversation they are not in. */
export const mayReadConversation = (actor: Actor, conversation: Conversation) =>
  conversation.memberIds.includes(actor.id);

/** Any member may write to any other member (SPEC §2: 'Aiuta' opens a chat with a post's author). */
export const maySendMessage = (actor: Actor, receiver: Pick<UserRow, 'id'>) => actor.id !== receiver.id;
