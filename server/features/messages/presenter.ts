import type { ConversationSummary, MessagePayload } from '../../../common/schemas/messages.ts';
import type { messages } from '../../db/schema.ts';
import { objectPath, thumbnailPath } from '../../domain/objects.ts';

/** A stored message, with the size of its photo when it has one (issue 27). */
export type MessageRow = typeof messages.$inferSelect & {
  imageSize?: { width: number | null; height: number | null } | null;
};

/** What leaves the server for a message, over HTTP and as the `data` of a live `new_message`. */
export function presentMessage(row: MessageRow): MessagePayload {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    image: row.imageObjectId
      ? {
          url: objectPath(row.imageObjectId),
          thumbnailUrl: thumbnailPath(row.imageObjectId),
          width: row.imageSize?.width ?? null,
          height: row.imageSize?.height ?? null,
        }
      : null,
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
  hasImage: boolean;
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
      hasImage: row.hasImage,
      createdAt: row.createdAt.toISOString(),
    },
    unreadCount: row.unreadCount,
  };
}
