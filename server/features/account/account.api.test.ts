import { readdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { aiConversations, aiMessages, posts, users } from '../../db/schema.ts';
import { signedIn, TEST_PASSWORD } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { png } from '../../test/images.ts';
import { guest, itRequiresAuthentication, type TestMember } from '../../test/requests.ts';
import { uploadImage } from '../../test/uploads.ts';

const ctx = withTestContext();

/** A member with a bit of everything: a post with a photo, a comment, a like, a follow, a message, an AI chat, a profile photo. */
async function busyMember(other: TestMember, tag: string) {
  const member = await signedIn(ctx(), { firstName: `Giulia${tag}`, lastName: 'Verdi' });
  const image = await uploadImage(member);
  const post = (
    await member.send('POST', '/api/posts', {
      title: `Lavatrice ${tag}`,
      content: 'Fa un rumore forte',
      imageUrls: [image],
    })
  ).json();
  const theirPost = (
    await other.send('POST', '/api/posts', { title: 'Forno', content: 'Non scalda' })
  ).json();
  expect(
    (await member.send('POST', '/api/comments', { postId: theirPost.id, content: 'Controlla la resistenza' }))
      .statusCode,
  ).toBe(201);
  await member.send('POST', '/api/likes', { entityId: theirPost.id, entityType: 'post' });
  await other.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' });
  await member.send('POST', '/api/follows', { followingId: other.user.id });
  await other.send('POST', '/api/follows', { followingId: member.user.id });
  await member.send('POST', '/api/messages', {
    receiverId: other.user.id,
    content: `Ciao, ti aiuto io ${tag}`,
  });
  await other.send('POST', '/api/messages', { receiverId: member.user.id, content: 'Grazie!' });
  const [conversation] = await ctx()
    .database.db.insert(aiConversations)
    .values({ userId: member.user.id, title: 'Telefono' })
    .returning();
  await ctx()
    .database.db.insert(aiMessages)
    .values({ conversationId: conversation!.id, role: 'user', content: 'Il telefono non si accende' });
  await member.send('PUT', '/api/settings/avatar', await png(64, 64), { 'content-type': 'image/png' });
  return { member, post, theirPost };
}

describe('account calls require authentication', () => {
  itRequiresAuthentication(
    () => ctx(),
    [
      ['GET', '/api/account/export'],
      ['POST', '/api/account/delete'],
    ],
  );
});

describe('GET /api/account/export', () => {
  it('downloads a zip with the profile, posts, comments, messages, reels, AI conversations and the files', async () => {
    const other = await signedIn(ctx());
    const { member, post } = await busyMember(other, 'Uno');
    const res = await member.send('GET', '/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="riparami-dati-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(files['dati.json']!));
    expect(data.profile).toMatchObject({
      id: member.user.id,
      email: member.user.email,
      firstName: 'GiuliaUno',
    });
    expect(data.posts).toEqual([expect.objectContaining({ id: post.id, title: 'Lavatrice Uno' })]);
    expect(data.comments).toEqual([expect.objectContaining({ content: 'Controlla la resistenza' })]);
    expect(data.messages.map((m: { content: string }) => m.content)).toEqual([
      'Ciao, ti aiuto io Uno',
      'Grazie!',
    ]);
    expect(data.reels).toEqual([]);
    expect(data.aiConversations[0].messages[0].content).toBe('Il telefono non si accende');
    expect(data.files).toHaveLength(2);
    for (const file of data.files) expect(files[file.name]?.length).toBeGreaterThan(0);
    // Only the member's own data: nothing of the other member's posts.
    expect(JSON.stringify(data)).not.toContain('Non scalda');
  });
});

describe('POST /api/account/delete', () => {
  it('needs the password', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('POST', '/api/account/delete', { password: 'sbagliata' });
    expect(res.statusCode).toBe(403);
    expect((await member.send('GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('leaves nothing of the member in the database or the storage, and puts the others’ counters back', async () => {
    const other = await signedIn(ctx());
    const filesBefore = readdirSync(ctx().objectsDir);
    const { member, theirPost } = await busyMember(other, 'Due');
    const db = ctx().database.db;
    const ownedFiles = readdirSync(ctx().objectsDir);
    expect(ownedFiles.length).toBeGreaterThan(filesBefore.length);
    const res = await member.send('POST', '/api/account/delete', { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    // The confirmation screen says what went: the post, the comment, the message and the photo.
    expect(res.json().deleted).toMatchObject({ posts: 1, comments: 1, reels: 0, messages: 1 });
    expect(res.json().deleted.files).toBeGreaterThanOrEqual(1);
    expect(res.headers['set-cookie']).toContain('riparami_session=;');
    expect((await member.send('GET', '/api/auth/user')).statusCode).toBe(401);

    // No row of any table mentions the member's id, e-mail or name.
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables.rows) {
      const found = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${`%${member.user.id}%`} or t::text like ${`%${member.user.email}%`} or t::text like ${'%GiuliaDue%'} or t::text like ${'%Lavatrice Due%'} or t::text like ${'%ti aiuto io Due%'}`,
      );
      expect({ table: table_name, rows: found.rows[0]!.n }).toEqual({ table: table_name, rows: 0 });
    }
    // None of the member's stored files remain.
    const left = readdirSync(ctx().objectsDir);
    expect(ownedFiles.filter((f) => left.includes(f) && !filesBefore.includes(f))).toEqual([]);

    const [after] = await db.select().from(users).where(eq(users.id, other.user.id));
    expect([after!.followersCount, after!.followingCount]).toEqual([0, 0]);
    const [theirs] = await db.select().from(posts).where(eq(posts.id, theirPost.id));
    expect([theirs!.likesCount, theirs!.commentsCount]).toEqual([0, 0]);
    expect(
      (
        await guest(ctx()).send('POST', '/api/auth/login', {
          email: member.user.email,
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
  });
});
