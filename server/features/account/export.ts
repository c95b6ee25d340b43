import { asc, eq, or } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { type AccountExport, accountExport } from '../../../common/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import {
  aiConversations,
  aiMessages,
  blocks,
  comments,
  follows,
  messages,
  oauthAccounts,
  objects,
  postImages,
  posts,
  reels,
} from '../../db/schema.ts';
import { objectPath } from '../../domain/objects.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { extensionOf } from './presenter.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Everything the member gave the app, as the JSON of the download (files listed, not inlined). */
export async function collectExport(db: Db, member: UserRow, now = new Date()): Promise<AccountExport> {
  const [
    ownPosts,
    images,
    ownComments,
    ownMessages,
    ownReels,
    conversations,
    aiRows,
    following,
    followers,
    blocked,
    files,
    linked,
  ] = await Promise.all([
    db.select().from(posts).where(eq(posts.authorId, member.id)).orderBy(asc(posts.createdAt)),
    db
      .select({ postId: postImages.postId, objectId: postImages.objectId, position: postImages.position })
      .from(postImages)
      .innerJoin(posts, eq(posts.id, postImages.postId))
      .where(eq(posts.authorId, member.id)),
    db.select().from(comments).where(eq(comments.authorId, member.id)).orderBy(asc(comments.createdAt)),
    db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, member.id), eq(messages.receiverId, member.id)))
      .orderBy(asc(messages.createdAt)),
    db.select().from(reels).where(eq(reels.authorId, member.id)).orderBy(asc(reels.createdAt)),
    db
      .select()
      .from(aiConversations)
      .where(eq(aiConversations.userId, member.id))
      .orderBy(asc(aiConversations.createdAt)),
    db
      .select({ message: aiMessages })
      .from(aiMessages)
      .innerJoin(aiConversations, eq(aiConversations.id, aiMessages.conversationId))
      .where(eq(aiConversations.userId, member.id))
      .orderBy(asc(aiMessages.createdAt)),
    db.select({ id: follows.followingId }).from(follows).where(eq(follows.followerId, member.id)),
    db.select({ id: follows.followerId }).from(follows).where(eq(follows.followingId, member.id)),
    db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, member.id)),
    db.select().from(objects).where(eq(objects.ownerId, member.id)).orderBy(asc(objects.createdAt)),
    db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, member.id)),
  ]);
  const uploaded = files.filter((f) => f.status === 'uploaded');
  return accountExport.parse({
    exportedAt: now.toISOString(),
    profile: {
      id: member.id,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      bio: member.bio,
      createdAt: member.createdAt.toISOString(),
      emailVerifiedAt: iso(member.emailVerifiedAt),
      notificationPreferences: member.notificationPreferences,
      linkedAccounts: linked.map((l) => ({ issuer: l.provider, since: l.createdAt.toISOString() })),
    },
    posts: ownPosts.map((p) => ({
      id: p.id,
      title: p.title,
      content: p.content,
      category: p.category,
      images: images
        .filter((i) => i.postId === p.id)
        .sort((a, b) => a.position - b.position)
        .map((i) => objectPath(i.objectId)),
      createdAt: p.createdAt.toISOString(),
      updatedAt: iso(p.updatedAt),
    })),
    comments: ownComments.map((c) => ({
      id: c.id,
      postId: c.postId,
      content: c.content,
      createdAt: c.createdAt.toISOString(),
    })),
    messages: ownMessages.map((m) => ({
      id: m.id,
      senderId: m.senderId,
      receiverId: m.receiverId,
      content: m.content,
      // The photo of the message (issue 27); the member's own photos are among the files too.
      image: m.imageObjectId ? objectPath(m.imageObjectId) : null,
      createdAt: m.createdAt.toISOString(),
      readAt: iso(m.readAt),
    })),
    reels: ownReels.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      tags: r.tags,
      video: objectPath(r.videoObjectId),
      createdAt: r.createdAt.toISOString(),
    })),
    aiConversations: conversations.map((c) => ({
      id: c.id,
      title: c.title,
      createdAt: c.createdAt.toISOString(),
      messages: aiRows
        .filter((r) => r.message.conversationId === c.id)
        .map(({ message: m }) => ({
          role: m.role,
          content: m.content,
          analysis: m.analysis,
          createdAt: m.createdAt.toISOString(),
        })),
    })),
    follows: { following: following.map((f) => f.id), followers: followers.map((f) => f.id) },
    blocked: blocked.map((b) => b.id),
    files: uploaded.map((f) => ({
      path: objectPath(f.id),
      name: `file/${f.id}.${extensionOf(f.contentType)}`,
      contentType: f.contentType,
    })),
  });
}

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const found = await storage.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The download: `dati.json` plus every uploaded file under `file/`, as one zip. */
export async function buildExportZip(data: AccountExport, storage: ObjectStorage): Promise<Buffer> {
  const entries: Record<string, Uint8Array> = {
    'dati.json': strToU8(JSON.stringify(data, null, 2)),
  };
  for (const file of data.files) {
    const id = file.path.split('/').at(-1)!;
    const bytes = await readAll(storage, id);
    if (bytes) entries[file.name] = new Uint8Array(bytes);
  }
  // Photos and videos are compressed already: store them as they are.
  return Buffer.from(zipSync(entries, { level: 0 }));
}
