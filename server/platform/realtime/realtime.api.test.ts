import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../app.ts';
import { makeMember, makePost, sessionOf } from '../../test/factories.ts';
import { createTestContext, TEST_APP_URL, type TestContext } from '../../test/harness.ts';
import { listenForSockets, openSocket } from '../../test/sockets.ts';
import { diskStorage } from '../storage/storage.ts';
import { CLOSE_SESSION_ENDED, CLOSE_TOO_MANY_SOCKETS, MAX_SOCKETS_PER_MEMBER } from './hub.ts';
import { redisBus } from './redis-bus.ts';

let ctx: TestContext;
let wsUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  wsUrl = await listenForSockets(ctx.app);
});
afterAll(() => ctx.close());

/** A connected socket, from the app's own origin, and the events it received. */
const connect = (url: string, headers: Record<string, string>) =>
  openSocket(url, { origin: TEST_APP_URL, ...headers });

/** The HTTP status a refused upgrade answered with. */
function refusedStatus(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('unexpected-response', (req, res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    socket.once('open', () => reject(new Error('upgrade was accepted')));
    socket.once('error', () => {});
  });
}

/** The close code a socket receives, once it closes. */
const closeCode = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

/** Logs `headers`' session out through the browser navigation. */
const logout = (app: { inject: TestContext['app']['inject'] }, cookie: string, fetchSite = 'same-origin') =>
  app.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': fetchSite } });

async function until<T>(check: () => T | undefined, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out waiting for a live event');
}

describe('/ws live channel', () => {
  it('refuses a guest with 401 and a foreign origin with 403', async () => {
    expect(await refusedStatus(wsUrl, { origin: TEST_APP_URL })).toBe(401);
    const member = await makeMember(ctx);
    const { cookie } = await sessionOf(ctx, member);
    expect(await refusedStatus(wsUrl, { cookie, origin: 'https://malevolo.example' })).toBe(403);
    // A member's upgrade that names no origin is not from a browser page of ours.
    expect(await refusedStatus(wsUrl, { cookie })).toBe(403);
  });

  it('closes a socket that claims to be someone else', async () => {
    const member = await makeMember(ctx);
    const { socket } = await connect(wsUrl, await sessionOf(ctx, member));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'auth', userId: 'qualcun-altro' }));
    expect(await closed).toBe(4403);
  });

  it('relays typing with the sender decided by the server, ignoring junk', async () => {
    const alice = await makeMember(ctx);
    const bob = await makeMember(ctx);
    const a = await connect(wsUrl, await sessionOf(ctx, alice));
    const b = await connect(wsUrl, await sessionOf(ctx, bob));
    a.socket.send(JSON.stringify({ type: 'auth', userId: alice.id }));
    a.socket.send('non è json');
    a.socket.send(JSON.stringify({ type: 'sconosciuto' }));
    a.socket.send(JSON.stringify({ type: 'typing', senderId: 'falso', receiverId: bob.id, isTyping: true }));
    const typing = await until(() => b.events.find((e) => e.type === 'typing'));
    expect(typing.data).toEqual({ senderId: alice.id, isTyping: true });
    expect(a.socket.readyState).toBe(WebSocket.OPEN);
    a.socket.close();
    b.socket.close();
  });

  it('relays no typing between members who blocked each other', async () => {
    const alice = await makeMember(ctx);
    const bob = await makeMember(ctx);
    const carla = await makeMember(ctx);
    const bobSession = await sessionOf(ctx, bob);
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: bobSession,
      payload: { userId: alice.id },
    });
    expect(blocked.statusCode).toBe(200);
    const a = await connect(wsUrl, await sessionOf(ctx, alice));
    const b = await connect(wsUrl, bobSession);
    const c = await connect(wsUrl, await sessionOf(ctx, carla));
    a.socket.send(JSON.stringify({ type: 'typing', receiverId: bob.id, isTyping: true }));
    b.socket.send(JSON.stringify({ type: 'typing', receiverId: alice.id, isTyping: true }));
    // Carla's typing does reach Bob, after Alice's would have: none of Alice's arrived before it.
    c.socket.send(JSON.stringify({ type: 'typing', receiverId: bob.id, isTyping: true }));
    await until(() => b.events.find((e) => e.type === 'typing'));
    await new Promise((r) => setTimeout(r, 100));
    expect(b.events.filter((e) => e.type === 'typing').map((e) => e.data)).toEqual([
      { senderId: carla.id, isTyping: true },
    ]);
    expect(a.events.filter((e) => e.type === 'typing')).toEqual([]);
    for (const s of [a, b, c]) s.socket.close();
  });

  it('closes a socket sending a frame over 16 KB with 1009, logging a warning and no error', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      mailer: ctx.mailer,
      storage: diskStorage(ctx.objectsDir),
      logger,
    });
    try {
      const url = await listenForSockets(app);
      const { socket } = await connect(url, await sessionOf(ctx, await makeMember(ctx)));
      const closed = closeCode(socket);
      socket.send('x'.repeat(20 * 1024));
      expect(await closed).toBe(1009);
      const entries = lines.map((l) => JSON.parse(l));
      expect(entries.find((e) => e.msg === 'live-channel frame refused')).toMatchObject({
        level: 40,
        code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      });
      expect(entries.filter((e) => e.level >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('pushes a new notification to the bell of its member', async () => {
    const author = await makeMember(ctx);
    const fan = await makeMember(ctx, { firstName: 'Ivo' });
    const post = await makePost(ctx, author, { title: 'Tablet' });
    const live = await connect(wsUrl, await sessionOf(ctx, author));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/likes',
      headers: await sessionOf(ctx, fan),
      payload: { entityId: post.id, entityType: 'post' },
    });
    const event = await until(() => live.events.find((e) => e.type === 'notification'));
    expect(event.data).toMatchObject({
      type: 'like',
      isRead: false,
      postId: post.id,
      title: 'Nuovo mi piace',
    });
    live.socket.close();
  });
});

describe('/ws sockets and sessions', () => {
  it("closes that session's sockets at logout, and only those", async () => {
    const member = await makeMember(ctx);
    const ended = await sessionOf(ctx, member);
    const other = await sessionOf(ctx, member);
    const a = await connect(wsUrl, ended);
    const b = await connect(wsUrl, ended);
    const c = await connect(wsUrl, other);
    const closes = [closeCode(a.socket), closeCode(b.socket)];
    expect((await logout(ctx.app, ended.cookie)).statusCode).toBe(302);
    expect(await Promise.all(closes)).toEqual([CLOSE_SESSION_ENDED, CLOSE_SESSION_ENDED]);
    // The member's other session keeps its live channel.
    const post = await makePost(ctx, member);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: await sessionOf(ctx, await makeMember(ctx)),
      payload: { postId: post.id, content: 'Ancora qui?' },
    });
    await until(() => c.events.find((e) => e.type === 'notification'));
    expect(c.socket.readyState).toBe(WebSocket.OPEN);
    c.socket.close();
  });

  it('keeps the sockets open when another site sends the logout', async () => {
    const member = await makeMember(ctx);
    const headers = await sessionOf(ctx, member);
    const live = await connect(wsUrl, headers);
    await logout(ctx.app, headers.cookie, 'cross-site');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    live.socket.close();
  });

  it(`keeps at most ${MAX_SOCKETS_PER_MEMBER} sockets per member, closing the oldest with its own code`, async () => {
    const member = await makeMember(ctx);
    const headers = await sessionOf(ctx, member);
    const sockets: WebSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) sockets.push((await connect(wsUrl, headers)).socket);
    const oldestClosed = closeCode(sockets[0]!);
    const newest = await connect(wsUrl, headers);
    expect(await oldestClosed).toBe(CLOSE_TOO_MANY_SOCKETS);
    expect(sockets.slice(1).every((s) => s.readyState === WebSocket.OPEN)).toBe(true);
    // Another member is not affected by this one's sockets.
    const other = await connect(wsUrl, await sessionOf(ctx, await makeMember(ctx)));
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    for (const socket of [...sockets, newest.socket, other.socket]) socket.close();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('live channel across instances (Redis)', () => {
  it('delivers an event raised on one instance to a socket on another', async () => {
    const channel = `test-${randomUUID()}`;
    const busA = redisBus(process.env.TEST_REDIS_URL!, channel);
    const busB = redisBus(process.env.TEST_REDIS_URL!, channel);
    const deps = {
      config: ctx.config,
      database: ctx.database,
      mailer: ctx.mailer,
      storage: (await import('../storage/storage.ts')).diskStorage(ctx.objectsDir),
    };
    const a = await buildApp({ ...deps, bus: busA });
    const b = await buildApp({ ...deps, bus: busB });
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      const author = await makeMember(ctx);
      const fan = await makeMember(ctx);
      const post = await makePost(ctx, author);
      const authorSession = await sessionOf(ctx, author);
      const live = await connect(
        `ws://127.0.0.1:${(b.server.address() as AddressInfo).port}/ws`,
        authorSession,
      );
      await a.inject({
        method: 'POST',
        url: '/api/comments',
        headers: await sessionOf(ctx, fan),
        payload: { postId: post.id, content: 'Visto da un altro server' },
      });
      const event = await until(() => live.events.find((e) => e.type === 'notification'));
      expect(event.data).toMatchObject({ type: 'comment', postId: post.id });
      // A logout on one instance closes that session's socket on the other.
      const closed = closeCode(live.socket);
      await logout(a, authorSession.cookie);
      expect(await closed).toBe(CLOSE_SESSION_ENDED);
    } finally {
      await a.close();
      await b.close();
      await busA.close();
      await busB.close();
    }
  });
});
