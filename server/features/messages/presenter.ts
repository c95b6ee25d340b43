import type { ConversationSummary, MessagePayload } from '../../../common/schemas/messages.ts';
import type { messages } from '../../db/schema.ts';

export type MessageRow = typeof messages.$inferSelect;

/** What leaves the server for a message, over HTTP and as the `data` of a live `new_message`. */
export function presentMessage(row: MessageRow): MessagePayload {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** One row of the conversation query: the partner, the newest message and the unread count. */
export interface ConversationRow {
  partnerId: string;
  firstName: string | null;
  lastName: string | null;
  messageId: string;
  senderId: string;
  content: string;
  createdAt: Date;
  unreadCount: number;
}

/** SPEC §3 Conversation summary. */
export function presentConversation(row: ConversationRow): ConversationSummary {
  return {
    user: { id: row.partnerId, firstName: row.firstName, lastName: row.lastName },
    lastMessage: {
      id: row.messageId,
      senderId: row.senderId,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
    },
    unreadCount: row.unreadCount,
  };
}
