import { eq, sql } from 'drizzle-orm';
import type { AccountDeleted, DeleteAccountBody } from '../../../common/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { objects, sessions, users } from '../../db/schema.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { forbidden, HttpError } from '../../platform/http/errors.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { buildExportZip, collectExport } from './export.ts';
import { confirmsDeletion, mayExport } from './policy.ts';
import { exportFileName } from './presenter.ts';

export interface AccountDeps {
  db: Db;
  storage: ObjectStorage;
  endLiveSession(sessionId: string): void;
}

/** 'Scarica i miei dati': a zip of the member's data as JSON plus their uploaded files. */
export async function exportData(deps: AccountDeps, member: UserRow, now = new Date()) {
  if (!mayExport(member, member)) throw forbidden();
  const data = await collectExport(deps.db, member, now);
  return { fileName: exportFileName(now), zip: await buildExportZip(data, deps.storage) };
}

/** Storage keys an object may have: the bytes, the thumbnail, a video's poster. */
const keysOf = (objectId: string) => [objectId, `${objectId}.thumb`, `${objectId}.poster`];

/**
 * Deletes the account and everything of it: profile, posts, comments, likes, follows, messages,
 * reels, AI conversations, sessions, tokens, linked accounts and uploaded files. Counters of other
 * members' content that the member's likes, comments, views and follows moved are moved back.
 */
export async function deleteAccount(
  deps: AccountDeps,
  member: UserRow,
  body: DeleteAccountBody,
): Promise<AccountDeleted['deleted']> {
  if (!(await confirmsDeletion(member, body, verifyPassword))) {
    throw new HttpError(
      403,
      'WRONG_PASSWORD',
      member.passwordHash ? 'La password non è corretta' : "L'email non corrisponde al tuo account",
    );
  }
  const id = member.id;
  const { owned, ended, counts } = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    const owned = await tx.select({ id: objects.id }).from(objects).where(eq(objects.ownerId, id));
    // What goes with the account, counted inside the same transaction, for the confirmation screen.
    const counted = await tx.execute<Omit<AccountDeleted['deleted'], 'files'>>(sql`select
      (select count(*)::int from posts where author_id = ${id}) as "posts",
      (select count(*)::int from comments where author_id = ${id})
        + (select count(*)::int from reel_comments where author_id = ${id}) as "comments",
      (select count(*)::int from reels where author_id = ${id}) as "reels",
      (select count(*)::int from messages where sender_id = ${id}) as "messages",
      (select count(*)::int from ai_conversations where user_id = ${id}) as "aiConversations"`);
    const counts = { ...counted.rows[0]!, files: owned.length };
    const ended = await tx.select({ id: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, id));
    await tx.execute(sql`update users set followers_count = greatest(followers_count - 1, 0)
      where id in (select following_id from follows where follower_id = ${id})`);
    await tx.execute(sql`update users set following_count = greatest(following_count - 1, 0)
      where id in (select follower_id from follows where following_id = ${id})`);
    await tx.execute(sql`update posts set likes_count = greatest(likes_count - 1, 0)
      where author_id <> ${id} and id in (select entity_id from likes where user_id = ${id} and entity_type = 'post')`);
    await tx.execute(sql`update comments set likes_count = greatest(likes_count - 1, 0)
      where author_id <> ${id} and id in (select entity_id from likes where user_id = ${id} and entity_type = 'comment')`);
    await tx.execute(sql`update posts p set comments_count = greatest(p.comments_count - c.n, 0)
      from (select post_id, count(*)::int as n from comments where author_id = ${id} group by post_id) c
      where p.id = c.post_id and p.author_id <> ${id}`);
    await tx.execute(sql`update posts set views_count = greatest(views_count - 1, 0)
      where author_id <> ${id} and id in (select post_id from post_views where viewer_id = ${id})`);
    await tx.execute(sql`update reels set likes_count = greatest(likes_count - 1, 0)
      where author_id <> ${id} and id in (select reel_id from reel_likes where user_id = ${id})`);
    await tx.execute(sql`update reels r set comments_count = greatest(r.comments_count - c.n, 0)
      from (select reel_id, count(*)::int as n from reel_comments where author_id = ${id} group by reel_id) c
      where r.id = c.reel_id and r.author_id <> ${id}`);
    // Likes point at their entity without a foreign key: the member's own, and others' on the member's content.
    await tx.execute(sql`delete from likes where user_id = ${id}
      or (entity_type = 'post' and entity_id in (select id from posts where author_id = ${id}))
      or (entity_type = 'comment' and entity_id in (select id from comments where author_id = ${id}
        or post_id in (select id from posts where author_id = ${id})))`);
    // Everything else goes with the row: every table referencing users cascades.
    await tx.delete(users).where(eq(users.id, id));
    return { owned, ended, counts };
  });
  for (const { id: sessionId } of ended) deps.endLiveSession(sessionId);
  for (const { id: objectId } of owned) {
    for (const key of keysOf(objectId)) await deps.storage.delete(key);
  }
  return counts;
}
