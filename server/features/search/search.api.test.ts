import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../common/schemas/search.ts';
import { makePost, signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { itRequiresAuthentication } from '../../test/requests.ts';

const ctx = withTestContext();

const member = (firstName = 'Mario', lastName = 'Rossi') => signedIn(ctx(), { firstName, lastName });
const searchAs = async (who: Awaited<ReturnType<typeof member>>, query: string) => {
  const res = await who.send('GET', `/api/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
};

describe('search requires authentication', () => {
  itRequiresAuthentication(ctx, [['GET', '/api/search?q=lavatrice']]);
});

describe('GET /api/search', () => {
  it('refuses a query shorter than two characters once trimmed, and bad parameters', async () => {
    const me = await member();
    for (const query of ['q=a', 'q=%20a%20', '', 'q=ok&type=reels', 'q=ok&category=tv', 'q=ok&cursor=abc']) {
      const res = await me.send('GET', `/api/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await me.send('GET', '/api/search?q=%20a%20')).json().message).toContain('almeno 2 caratteri');
  });

  it('finds posts by Italian stem: plural and infinitive find the singular and the verb', async () => {
    const me = await member();
    const author = await member('Luca', 'Bianchi');
    const washer = await makePost(ctx(), author.user, {
      title: 'Lavatrice che non centrifuga',
      content: 'Il cestello non gira più a fine lavaggio',
    });
    await makePost(ctx(), author.user, { title: 'Schermo rotto', content: 'Vetro crepato' });
    expect((await searchAs(me, 'q=lavatrici%20centrifugare')).posts.map((p) => p.id)).toEqual([washer.id]);
    expect((await searchAs(me, 'q=cestelli')).posts.map((p) => p.id)).toEqual([washer.id]);
    // While typing: the last word counts as a prefix.
    expect((await searchAs(me, 'q=centrif')).posts.map((p) => p.id)).toEqual([washer.id]);
  });

  it('searches the comments too, and ranks a title match above a comment match', async () => {
    const me = await member();
    const author = await member('Luca', 'Bianchi');
    const inComment = await makePost(ctx(), author.user, { title: 'Forno freddo', content: 'Non scalda' });
    await me.send('POST', '/api/comments', {
      postId: inComment.id,
      content: 'Cambia la resistenza del forno',
    });
    const inTitle = await makePost(ctx(), author.user, {
      title: 'Resistenza bruciata',
      content: 'Odore di bruciato',
    });
    const found = await searchAs(me, 'q=resistenza');
    expect(found.posts.map((p) => p.id)).toEqual([inTitle.id, inComment.id]);
  });

  it('never returns hidden posts or posts of members blocked either way', async () => {
    const me = await member();
    const blocked = await member('Bruno', 'Neri');
    const blocker = await member('Carla', 'Verdi');
    const hidden = await makePost(ctx(), blocked.user, { title: 'Frigorifero rumoroso', content: 'Ronza' });
    await makePost(ctx(), blocked.user, { title: 'Frigorifero che gocciola', content: 'Acqua sotto' });
    await makePost(ctx(), blocker.user, { title: 'Frigorifero caldo', content: 'Non raffredda' });
    const visible = await makePost(ctx(), me.user, {
      title: 'Frigorifero che perde',
      content: 'Perde acqua',
    });
    await ctx().database.db.execute(sql`update posts set hidden_at = now() where id = ${hidden.id}`);
    expect((await me.send('POST', `/api/blocks`, { userId: blocked.user.id })).statusCode).toBe(200);
    expect((await blocker.send('POST', `/api/blocks`, { userId: me.user.id })).statusCode).toBe(200);
    const found = await searchAs(me, 'q=frigorifero');
    expect(found.posts.map((p) => p.id)).toEqual([visible.id]);
    expect((await searchAs(me, 'q=neri&type=users')).users).toEqual([]);
    expect((await searchAs(me, 'q=verdi&type=users')).users).toEqual([]);
  });

  it('finds members by first or last name whatever the case and the accents', async () => {
    const me = await member();
    const target = await member('Gennaro', 'Espòsito');
    await member('Anna', 'Bianchi');
    const byLast = await searchAs(me, 'q=esposito&type=users');
    expect(byLast.users.map((u) => u.id)).toEqual([target.user.id]);
    expect(byLast.users[0]).not.toHaveProperty('email');
    expect(byLast.posts).toEqual([]);
    expect((await searchAs(me, 'q=GENN&type=users')).users.map((u) => u.id)).toEqual([target.user.id]);
    // 'Tutto' carries the first few members beside the posts.
    expect((await searchAs(me, 'q=espos')).users.map((u) => u.id)).toEqual([target.user.id]);
  });

  it('filters by category and pages with nextCursor', async () => {
    const me = await member();
    const author = await member('Luca', 'Bianchi');
    for (let i = 0; i < 22; i++) {
      await makePost(ctx(), author.user, {
        title: `Batteria ${i}`,
        content: 'Si scarica',
        category: 'smartphone',
      });
    }
    await makePost(ctx(), author.user, {
      title: 'Batteria portatile',
      content: 'Dura poco',
      category: 'computer',
    });
    const computers = await searchAs(me, 'q=batteria&category=computer');
    expect(computers.posts.map((p) => p.title)).toEqual(['Batteria portatile']);
    const first = await searchAs(me, 'q=batteria&type=posts');
    expect(first.posts).toHaveLength(20);
    expect(first.nextCursor).toBe('20');
    const second = await searchAs(me, `q=batteria&type=posts&cursor=${first.nextCursor}`);
    expect(second.posts).toHaveLength(3);
    expect(second.nextCursor).toBeUndefined();
    const ids = new Set([...first.posts, ...second.posts].map((p) => p.id));
    expect(ids.size).toBe(23);
  });

  it('treats what a member types as words, never as query syntax', async () => {
    const me = await member();
    for (const q of ["'&|!:*()", 'a & b | !c', '<script>', '%_\\']) {
      const res = await me.send('GET', `/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('reads the GIN index on a table of 20,000 posts', async () => {
    const me = await member();
    const db = ctx().database.db;
    // In batches: each statement stays well within the pool's statement timeout.
    for (let from = 1; from <= 20_000; from += 2500) {
      await db.execute(sql`
        insert into posts (id, author_id, title, content, category)
        select gen_random_uuid()::text, ${me.user.id}, 'Problema ' || g, 'Descrizione numero ' || g, 'altri'
        from generate_series(${from}::int, ${from + 2499}::int) g`);
    }
    // What autovacuum does after a bulk load: the GIN pending list merged, statistics taken.
    await db.execute(sql`vacuum analyze posts`);
    const plan = await db.execute<{ 'QUERY PLAN': string }>(
      sql`explain select id from posts where search_vector @@ to_tsquery('italian', 'lavatrice')`,
    );
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('posts_search_vector_idx');
  });
});
