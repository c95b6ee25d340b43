import { schema, z } from '../zod-it.ts';
import { decimalInt, entityId } from './shared.ts';
import { authorPayload } from './user.ts';

/** A direct message holds 1 to this many characters after trimming. */
export const MESSAGE_MAX = 2000;
/** Messages a chat page holds when the client does not say, and the most it may ask for. */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;
/** The conversation list answers at most this many partners, most recent first. */
export const CONVERSATIONS_MAX = 500;

export const MESSAGE_EMPTY = 'Il messaggio non può essere vuoto';

/** The preview of a message that is only a photo (the conversation list, issue 27). */
export const PHOTO_PREVIEW = '📷 Foto';

/** A message in one line (the conversation list, the in-app banner): its text, a photo marked '📷'. */
export const messagePreview = (content: string, hasImage: boolean) =>
  hasImage ? (content ? `📷 ${content}` : PHOTO_PREVIEW) : content;

const messageText = schema(() =>
  z
    .string({ error: MESSAGE_EMPTY })
    .trim()
    .max(MESSAGE_MAX, `Il messaggio può avere al massimo ${MESSAGE_MAX} caratteri`)
    .refine((v) => v === '' || /[^\s\p{Cf}]/u.test(v), MESSAGE_EMPTY),
);

/**
 * POST /api/messages (SPEC §5: trimmed, never empty). Issue 27: a message may carry one photo the sender
 * uploaded (`imageUrl`: its object path, or the upload URL it was sent to); then the text may be empty.
 */
export const sendMessageBody = schema(() =>
  z
    .object({
      receiverId: z.string({ error: 'Destinatario mancante' }).min(1, 'Destinatario mancante').max(64),
      content: messageText.optional().default(''),
      imageUrl: z.string().min(1, 'Immagine non valida').max(1000, 'Immagine non valida').optional(),
    })
    .refine((body) => body.content !== '' || !!body.imageUrl, { message: MESSAGE_EMPTY, path: ['content'] }),
);
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** A message's photo: the full image, its thumbnail and its size (the bubble keeps its place while loading). */
export const messageImage = schema(() =>
  z.object({
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  }),
);
export type MessageImage = z.infer<typeof messageImage>;

/** SPEC §3 Message, plus when the receiver read it (read ticks); also the `data` of a live `new_message`. */
export const messagePayload = schema(() =>
  z.object({
    id: z.string(),
    senderId: z.string(),
    receiverId: z.string(),
    content: z.string(),
    image: messageImage.nullable(),
    createdAt: z.iso.datetime(),
    readAt: z.iso.datetime().nullable(),
  }),
);
export type MessagePayload = z.infer<typeof messagePayload>;

/** The `{otherUserId}` path parameter of the conversation calls. */
export const otherUserParams = schema(() => z.object({ otherUserId: entityId }));
export type OtherUserParams = z.infer<typeof otherUserParams>;

/**
 * GET /api/messages/{otherUserId}: without a cursor the newest page; `before` pages back through older
 * messages; `after` answers what came since (a client catching up after a reconnect). Each page is
 * oldest to newest.
 */
export const messageListQuery = schema(() =>
  z
    .object({
      before: entityId.optional(),
      after: entityId.optional(),
      limit: decimalInt.pipe(z.number().min(1).max(MESSAGE_PAGE_MAX)).optional().default(MESSAGE_PAGE_SIZE),
    })
    .refine((query) => !(query.before && query.after), 'Usa before oppure after, non entrambi'),
);
export type MessageListQuery = z.infer<typeof messageListQuery>;
export const messagePage = schema(() => z.array(messagePayload).max(MESSAGE_PAGE_MAX));

/** SPEC §3 Conversation summary: one per partner, most recent first. */
export const conversationSummary = schema(() =>
  z.object({
    user: authorPayload,
    lastMessage: z.object({
      id: z.string(),
      senderId: z.string(),
      content: z.string(),
      /** The newest message carries a photo: an empty text shows as '📷 Foto'. */
      hasImage: z.boolean(),
      createdAt: z.iso.datetime(),
    }),
    unreadCount: z.number().int(),
  }),
);
export type ConversationSummary = z.infer<typeof conversationSummary>;
export const conversationList = schema(() => z.array(conversationSummary).max(CONVERSATIONS_MAX));

/** PUT /api/messages/{otherUserId}/read: how many messages it marked, and when. */
export const markReadResult = schema(() =>
  z.object({
    success: z.literal(true),
    count: z.number().int(),
    readAt: z.iso.datetime(),
  }),
);
export type MarkReadResult = z.infer<typeof markReadResult>;

/** Whether a member has a live channel open anywhere (the chat's 'Online' / 'Offline'). */
export const presencePayload = schema(() => z.object({ userId: z.string(), isOnline: z.boolean() }));
export type PresencePayload = z.infer<typeof presencePayload>;

/** Live `read`: at `readAt`, `readerId` read the messages `otherUserId` sent them up to the one sent at `upTo`. */
export const readReceiptPayload = schema(() =>
  z.object({
    readerId: z.string(),
    otherUserId: z.string(),
    readAt: z.iso.datetime(),
    upTo: z.iso.datetime(),
  }),
);
export type ReadReceiptPayload = z.infer<typeof readReceiptPayload>;

/** Live `typing` (SPEC §7). */
export const typingPayload = schema(() => z.object({ senderId: z.string(), isTyping: z.boolean() }));
export type TypingPayload = z.infer<typeof typingPayload>;
