import { randomUUID } from 'node:crypto';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import {
  CONVERSATIONS_MAX,
  type ConversationSummary,
  type MarkReadResult,
  type MessageListQuery,
  type MessagePayload,
  type SendMessageBody,
} from '../../../common/schemas/messages.ts';
import type { AuthorPayload } from '../../../common/schemas/user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { perDatabase, preparedStatement } from '../../db/prepared.ts';
import {
  conversationPartners,
  hiddenConversations,
  messages,
  objects,
  postImages,
  reels,
  users,
} from '../../db/schema.ts';
import {
  assertMayInteract,
  blockedEitherWay,
  blockedEitherWaySql,
  blockedError,
  notBlockedWith,
} from '../../domain/blocks.ts';
import { objectIdOf } from '../../domain/objects.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { EventfulDeps } from '../../platform/events/events.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { mayReadConversation, maySendMessage } from './policy.ts';
import { type ConversationRow, type MessageRow, presentConversation, presentMessage } from './presenter.ts';

declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    /** A member sent a direct message (stored in the emitting transaction). */
    'message.sent': { message: MessageRow; sender: AuthorPayload };
    /** `readerId` read the messages `otherUserId` had sent them, the newest of them sent at `upTo`. */
    'conversation.read': {
      readerId: string;
      otherUserId: string;
      readAt: Date;
      upTo: Date;
      count: number;
      /** False while either blocked the other: the receipt stays with the reader (issue 25). */
      partnerHears: boolean;
    };
  }
}

const toSelf = () => new HttpError(400, 'MESSAGE_TO_SELF', 'Non puoi scrivere a te stesso');
/** SPEC §8's words for a message that cannot be sent, here because either member blocked the other. */
const SEND_REFUSED = 'Impossibile inviare il messaggio';

/** The two members of a conversation, whichever wrote: SQL conditions on the unordered pair (one index). */
function pairIs(a: string | Placeholder, b: string | Placeholder) {
  return sql`least(${messages.senderId}, ${messages.receiverId}) = least(${a}::text, ${b}::text)
    and greatest(${messages.senderId}, ${messages.receiverId}) = greatest(${a}::text, ${b}::text)`;
}

/** The other member of `viewer`'s conversation: 404 when there is no such member, 400 for oneself. */
async function findPartner(db: Db, viewer: UserRow, otherUserId: string): Promise<AuthorPayload> {
  if (otherUserId === viewer.id) throw toSelf();
  const [partner] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, otherUserId))
    .prepare('conversation_partner')
    .execute();
  if (!partner) throw notFound('Utente non trovato');
  if (!mayReadConversation(viewer, { memberIds: [viewer.id, partner.id] })) throw forbidden();
  return partner;
}

/** The statement insertLockingPair runs, prepared (issue 29: it runs for every message). */
const storeMessage = (() => {
  const p = (name: string) => sql.placeholder(name);
  const [sender, receiver] = [p('senderId'), p('receiverId')];
  return preparedStatement<{ blocked: boolean; id: string | null; created_at: string | null }>(
    'store_message',
    sql`
    with r as (
      select ${users.id} as id,
        pg_advisory_xact_lock(hashtext(least(${sender}::text, ${receiver}::text) || ':' || greatest(${sender}::text, ${receiver}::text))) as locked,
        ${blockedEitherWaySql(sender, receiver)} as blocked
      from ${users} where ${users.id} = ${receiver}
    ),
    m as (
      insert into ${messages} (id, sender_id, receiver_id, content, image_object_id, created_at)
      select ${p('id')}, ${sender}, r.id, ${p('content')}, ${p('imageId')}, coalesce(${p('at')}::timestamptz, clock_timestamp())
      from r where r.locked is not null and not r.blocked
      returning id, created_at
    )
    select r.blocked, m.id, m.created_at from r left join m on true`,
  );
})();

/**
 * Stores a message in ONE statement (it runs for every message, and each round trip counts): the pair's
 * lock, the receiver, whether either blocked the other, and the insert. The pair's messages are stored one at a time: with the lock
 * held to the commit, `created_at` (the clock at insert, taken after the lock) follows commit order, so a
 * client catching up "after the last id it has" can never skip a message that committed late. Answers
 * nothing when the receiver does not exist, and no message when they are blocked.
 */
async function insertLockingPair(
  tx: Tx,
  senderId: string,
  receiverId: string,
  content: string,
  image: UsableImage | null,
  at?: Date,
) {
  const [row] = await storeMessage(tx, {
    id: randomUUID(),
    senderId,
    receiverId,
    content,
    imageId: image?.id ?? null,
    at: at?.toISOString() ?? null,
  });
  if (!row) return undefined;
  if (!row.id) return { blocked: true as const };
  const message: MessageRow = {
    id: row.id,
    senderId,
    receiverId,
    content,
    imageObjectId: image?.id ?? null,
    imageSize: image ? { width: image.width, height: image.height } : null,
    createdAt: new Date(row.created_at!),
    readAt: null,
  };
  return { blocked: false as const, message };
}

/** A photo a message may carry: the sender's, uploaded through the posts' pipeline, and used nowhere else. */
interface UsableImage {
  id: string;
  width: number | null;
  height: number | null;
}

const badImage = (message = 'Immagine non valida') => new HttpError(400, 'BAD_IMAGE', message);

/**
 * The photo of a new message (issue 27): an image object the sender uploaded (JPEG or PNG, at most 5 MB,
 * re-encoded with its thumbnail by the upload), not a post's, a reel's, an avatar or another message's.
 * Its row is locked to the commit: the same photo cannot go into two messages at once.
 */
async function usableImage(tx: Tx, senderId: string, imageUrl: string): Promise<UsableImage> {
  const objectId = objectIdOf(imageUrl);
  if (!objectId) throw badImage();
  const [row] = await tx
    .select({ id: objects.id, width: objects.width, height: objects.height })
    .from(objects)
    .where(
      and(
        eq(objects.id, objectId),
        eq(objects.ownerId, senderId),
        eq(objects.status, 'uploaded'),
        eq(objects.kind, 'image'),
        sql`not exists (select 1 from ${postImages} where ${postImages.objectId} = ${objectId})
          and not exists (select 1 from ${reels} where ${reels.videoObjectId} = ${objectId} or ${reels.posterObjectId} = ${objectId})
          and not exists (select 1 from ${users} where ${users.avatarObjectId} = ${objectId})
          and not exists (select 1 from ${messages} where ${messages.imageObjectId} = ${objectId})`,
      ),
    )
    .for('update', { of: objects });
  if (!row) throw badImage("L'immagine non è stata caricata da te o è già usata");
  return row;
}

/**
 * Stores a message, then tells whoever listens (`message.sent`: live push, notification). `at` backdates
 * it (the demo community's history); members' messages take the clock at insert.
 */
export async function sendMessage(
  deps: EventfulDeps,
  sender: UserRow,
  body: SendMessageBody,
  { at }: { at?: Date } = {},
): Promise<MessagePayload> {
  if (!maySendMessage(sender, { id: body.receiverId })) throw toSelf();
  const row = await deps.events.transaction(deps.db, async (tx, emit) => {
    const image = body.imageUrl ? await usableImage(tx, sender.id, body.imageUrl) : null;
    const sent = await insertLockingPair(tx, sender.id, body.receiverId, body.content ?? '', image, at);
    if (!sent) throw notFound('Utente non trovato');
    // Either of them blocked the other: nothing passes between them (issue 21), in SPEC §8's words.
    if (sent.blocked) throw blockedError(SEND_REFUSED);
    const { id, firstName, lastName } = sender;
    await emit('message.sent', { message: sent.message, sender: { id, firstName, lastName } });
    return sent.message;
  });
  return presentMessage(row);
}

type PageShape = 'newest' | 'after' | 'before';

/**
 * A page of one conversation, prepared per shape (issue 29: planned once per connection), with whether either
 * member blocked the other (a column, computed once: no statement of its own).
 */
function preparePage(db: Db, shape: PageShape) {
  const p = (name: string) => sql.placeholder(name);
  const viewer = p('viewer');
  const partner = p('partner');
  const position =
    shape === 'newest'
      ? sql``
      : sql`and (${messages.createdAt}, ${messages.id}) ${shape === 'after' ? sql`>` : sql`<`}
        (select c.created_at, c.id from ${messages} c where c.id = ${p('cursor')})`;
  return (
    db
      .select({
        message: messages,
        width: objects.width,
        height: objects.height,
        blocked: sql<boolean>`(select ${blockedEitherWaySql(viewer, partner)})`,
      })
      .from(messages)
      .leftJoin(objects, eq(objects.id, messages.imageObjectId))
      .where(
        sql`${pairIs(viewer, partner)}
        and ${messages.createdAt} > coalesce((select h.hidden_before from ${hiddenConversations} h
          where h.user_id = ${viewer} and h.other_user_id = ${partner}), '-infinity')
        ${position}`,
      )
      // In the pair index's own order (desc nulls last, read backwards for asc nulls first; both columns are
      // never null): with plain desc/asc a page sorted the pair's whole history (issue 29).
      .orderBy(
        shape === 'after'
          ? sql`${messages.createdAt} asc nulls first, ${messages.id} asc nulls first`
          : sql`${messages.createdAt} desc nulls last, ${messages.id} desc nulls last`,
      )
      .limit(p('limit'))
      .prepare(`messages_page_${shape}`)
  );
}
const pageStatements = perDatabase((db) => ({
  newest: preparePage(db, 'newest'),
  after: preparePage(db, 'after'),
  before: preparePage(db, 'before'),
}));

/**
 * A page of `viewer`'s conversation with another member, oldest to newest: the newest page, the page
 * before a message (`before`), or everything since one (`after`). Messages the viewer hid are left out.
 */
export async function listMessages(
  db: Db,
  viewer: UserRow,
  otherUserId: string,
  query: MessageListQuery,
): Promise<MessagePayload[]> {
  const partner = await findPartner(db, viewer, otherUserId);
  const shape: PageShape = query.after ? 'after' : query.before ? 'before' : 'newest';
  const found = await pageStatements(db)[shape].execute({
    viewer: viewer.id,
    partner: partner.id,
    cursor: query.after ?? query.before,
    limit: query.limit,
  });
  const rows: MessageRow[] = found.map(({ message, width, height }) => ({
    ...message,
    imageSize: message.imageObjectId ? { width, height } : null,
  }));
  if (shape !== 'after') rows.reverse();
  // While either blocked the other, the viewer's own messages show no read receipt (issue 25).
  if (found[0]?.blocked) {
    return rows.map((row) => presentMessage(row.senderId === viewer.id ? { ...row, readAt: null } : row));
  }
  return rows.map(presentMessage);
}

/** The member whose conversations are listed. */
const me = sql.placeholder('me');
const conversationsOf = preparedStatement<{
  partner_id: string;
  first_name: string | null;
  last_name: string | null;
  id: string;
  sender_id: string;
  content: string;
  has_image: boolean;
  created_at: string | Date;
  unread_count: number;
}>(
  'conversations_of',
  sql`
    with partners as (
      select cp.partner_id from ${conversationPartners} cp where cp.user_id = ${me}
    ),
    latest as materialized (
      select p.partner_id, l.id, l.sender_id, l.content, l.image_object_id, l.created_at, hb.hidden_before
      from partners p
      cross join lateral (
        select coalesce((select h.hidden_before from ${hiddenConversations} h
          where h.user_id = ${me} and h.other_user_id = p.partner_id), '-infinity') as hidden_before
      ) hb
      cross join lateral (
        select m.id, m.sender_id, m.content, m.image_object_id, m.created_at from ${messages} m
        where least(m.sender_id, m.receiver_id) = least(${me}::text, p.partner_id)
          and greatest(m.sender_id, m.receiver_id) = greatest(${me}::text, p.partner_id)
          and m.created_at > hb.hidden_before
        order by m.created_at desc nulls last, m.id desc nulls last
        limit 1
      ) l
      order by l.created_at desc, l.id desc
      limit ${CONVERSATIONS_MAX}
    )
    select l.partner_id, u.first_name, u.last_name, l.id, l.sender_id, l.content,
      l.image_object_id is not null as has_image, l.created_at,
      (select count(*)::int from ${messages} r
        where r.receiver_id = ${me} and r.sender_id = l.partner_id and r.read_at is null
          and r.created_at > l.hidden_before) as unread_count
    from latest l
    cross join lateral (select u.first_name, u.last_name from ${users} u where u.id = l.partner_id offset 0) u
    order by l.created_at desc, l.id desc`,
);

/**
 * Every conversation of a member, one row per partner with the newest message and the unread count,
 * most recent first: one SQL statement whatever their number. Issue 29: the partners are one index range of
 * conversation_partners, then each conversation's newest visible message is one step down the pair's index and
 * its unread count one probe of the unread index — a member's thousands of messages are never all read;
 * the statement is prepared, so it is planned once per connection.
 */
export async function listConversations(db: Db, member: UserRow): Promise<ConversationSummary[]> {
  const rows = await conversationsOf(db, { me: member.id });
  return rows.map((row) =>
    presentConversation({
      partnerId: row.partner_id,
      firstName: row.first_name,
      lastName: row.last_name,
      messageId: row.id,
      senderId: row.sender_id,
      content: row.content,
      hasImage: row.has_image,
      createdAt: new Date(row.created_at),
      unreadCount: Number(row.unread_count),
    } satisfies ConversationRow),
  );
}

/** Marks read what the other member sent `reader`; `conversation.read` carries the receipt to the sender. */
export async function markConversationRead(
  deps: EventfulDeps,
  reader: UserRow,
  otherUserId: string,
  { at = new Date() }: { at?: Date } = {},
): Promise<MarkReadResult> {
  const partner = await findPartner(deps.db, reader, otherUserId);
  const readAt = at;
  const count = await deps.events.transaction(deps.db, async (tx, emit) => {
    const read = await tx
      .update(messages)
      .set({ readAt })
      .where(
        and(
          eq(messages.senderId, partner.id),
          eq(messages.receiverId, reader.id),
          sql`${messages.readAt} is null`,
        ),
      )
      .returning({ createdAt: messages.createdAt });
    if (read.length > 0) {
      const upTo = new Date(Math.max(...read.map((row) => row.createdAt.getTime())));
      await emit('conversation.read', {
        readerId: reader.id,
        otherUserId: partner.id,
        readAt,
        upTo,
        count: read.length,
        partnerHears: !(await blockedEitherWay(tx, reader.id, partner.id)),
      });
    }
    return read.length;
  });
  return { success: true, count, readAt: readAt.toISOString() };
}

/** Hides a conversation for `member` only, until a newer message arrives; the partner keeps theirs. */
export async function hideConversation(db: Db, member: UserRow, otherUserId: string) {
  const partner = await findPartner(db, member, otherUserId);
  await db
    .insert(hiddenConversations)
    .values({ userId: member.id, otherUserId: partner.id, hiddenBefore: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [hiddenConversations.userId, hiddenConversations.otherUserId],
      set: { hiddenBefore: sql`clock_timestamp()` },
    });
  return { success: true as const };
}

/** The members `userId` has exchanged messages with (who hears of their presence), up to `limit`. */
export async function partnersOf(db: Db, userId: string, limit = 1000): Promise<string[]> {
  const result = await db.execute<{ partner_id: string }>(sql`
    select partners.partner_id from ${conversationPartners} partners
    where partners.user_id = ${userId} and ${notBlockedWith(userId, sql`partners.partner_id`)}
    limit ${limit}`);
  return result.rows.map((row) => row.partner_id);
}

/** Whether the other member of a conversation has the app open anywhere. */
export async function partnerPresence(
  db: Db,
  isOnline: (userId: string) => Promise<boolean>,
  viewer: UserRow,
  otherUserId: string,
) {
  const partner = await findPartner(db, viewer, otherUserId);
  await assertMayInteract(db, viewer.id, partner.id);
  return { userId: partner.id, isOnline: await isOnline(partner.id) };
}
