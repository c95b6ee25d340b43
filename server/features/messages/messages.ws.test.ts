import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePayload } from '../../../common/schemas/messages.ts';
import { sessionOf, signedIn } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { jpegWithGps } from '../../test/images.ts';
import type { TestMember } from '../../test/requests.ts';
import { listenForSockets, openSocket, pause } from '../../test/sockets.ts';
import { uploadImage } from '../../test/uploads.ts';

let ctx: TestContext;
let wsUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  wsUrl = await listenForSockets(ctx.app);
});
afterAll(() => ctx.close());

const member = (firstName = 'Mario') => signedIn(ctx, { firstName });
/** A socket of `who` on a session of its own (another tab, the phone). */
const tab = async (who: TestMember) => openSocket(wsUrl, await sessionOf(ctx, who.user));
async function send(from: TestMember, to: TestMember, content: string): Promise<MessagePayload> {
  const res = await from.send('POST', '/api/messages', { receiverId: to.user.id, content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('new_message', () => {
  it("reaches the receiver's sockets and the sender's other tabs, stored before it is pushed", async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const bobPhone = await tab(bob);
    const bobLaptop = await tab(bob);
    const aliceOtherTab = await tab(alice);
    const sent = await send(alice, bob, 'Arrivo subito');
    for (const socket of [bobPhone, bobLaptop, aliceOtherTab]) {
      const event = await socket.next('new_message', (m) => m.id === sent.id);
      expect(event.data).toEqual(sent);
    }
    // Stored before pushed: whoever hears of it can already read it.
    const stored = (await bob.send('GET', `/api/messages/${alice.user.id}`)).json() as MessagePayload[];
    expect(stored.map((m) => m.id)).toContain(sent.id);
    await Promise.all([bobPhone.close(), bobLaptop.close(), aliceOtherTab.close()]);
  });

  it('carries a photo to the receiver: its URL, thumbnail and size (issue 27)', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const bobPhone = await tab(bob);
    const path = await uploadImage(alice, await jpegWithGps(80, 60));
    const res = await alice.send('POST', '/api/messages', { receiverId: bob.user.id, imageUrl: path });
    expect(res.statusCode, res.body).toBe(201);
    const event = await bobPhone.next('new_message', (m) => m.id === res.json().id);
    expect(event.data).toMatchObject({
      content: '',
      image: { url: path, thumbnailUrl: `${path}/thumb`, width: 80, height: 60 },
    });
    expect((await bob.send('GET', path)).statusCode).toBe(200);
    await bobPhone.close();
  });

  it("gives an impostor nothing of another member's traffic", async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const eve = await member('Eva');
    const eveSocket = await tab(eve);
    const bobSocket = await tab(bob);
    // Claiming to be Bob closes Eve's other socket…
    const claiming = await tab(eve);
    claiming.socket.send(JSON.stringify({ type: 'auth', userId: bob.user.id }));
    expect(await claiming.closed).toBe(4403);
    // …typing "as Alice" reaches Bob as Eve…
    eveSocket.socket.send(
      JSON.stringify({ type: 'typing', senderId: alice.user.id, receiverId: bob.user.id, isTyping: true }),
    );
    const typing = await bobSocket.next('typing');
    expect(typing.data).toEqual({ senderId: eve.user.id, isTyping: true });
    // …and Alice and Bob's messages and receipts never reach her.
    const sent = await send(alice, bob, 'Solo per Bob');
    await bobSocket.next('new_message', (m) => m.id === sent.id);
    await bob.send('PUT', `/api/messages/${alice.user.id}/read`);
    await pause(300);
    expect(eveSocket.events.filter((e) => e.type !== 'presence')).toEqual([]);
    await Promise.all([eveSocket.close(), bobSocket.close()]);
  });
});

describe('read receipts', () => {
  it("tell the sender, and the reader's other tabs, what was read", async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const first = await send(alice, bob, 'uno');
    const aliceSocket = await tab(alice);
    const bobOtherTab = await tab(bob);
    await bob.send('PUT', `/api/messages/${alice.user.id}/read`);
    for (const socket of [aliceSocket, bobOtherTab]) {
      const receipt = await socket.next('read');
      expect(receipt.data).toMatchObject({
        readerId: bob.user.id,
        otherUserId: alice.user.id,
        upTo: first.createdAt,
      });
    }
    await Promise.all([aliceSocket.close(), bobOtherTab.close()]);
  });
});

describe('presence', () => {
  it('tells conversation partners when a member comes online and goes offline', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const stranger = await member('Estraneo');
    await send(alice, bob, 'ci sei?');
    const aliceSocket = await tab(alice);
    const strangerSocket = await tab(stranger);
    const presenceOfBob = () => alice.send('GET', `/api/conversations/${bob.user.id}/presence`);
    expect((await presenceOfBob()).json()).toEqual({ userId: bob.user.id, isOnline: false });

    const bobSocket = await tab(bob);
    const online = await aliceSocket.next('presence', (p) => p.userId === bob.user.id);
    expect(online.data).toEqual({ userId: bob.user.id, isOnline: true });
    expect((await presenceOfBob()).json()).toEqual({ userId: bob.user.id, isOnline: true });

    await bobSocket.close();
    const offline = await aliceSocket.next(
      'presence',
      (p) => p.userId === bob.user.id && p.isOnline === false,
    );
    expect(offline.data).toEqual({ userId: bob.user.id, isOnline: false });
    expect((await presenceOfBob()).json()).toEqual({ userId: bob.user.id, isOnline: false });
    // Someone who never wrote to Bob hears nothing of him.
    expect(strangerSocket.events.filter((e) => e.type === 'presence')).toEqual([]);
    await Promise.all([aliceSocket.close(), strangerSocket.close()]);
  });

  it('tells nothing to a partner either of them blocked', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    await send(alice, bob, 'prima del blocco');
    await bob.send('POST', '/api/blocks', { userId: alice.user.id });
    const aliceSocket = await tab(alice);
    const bobSocket = await tab(bob);
    await pause(500);
    await bobSocket.close();
    await pause(2500);
    expect(aliceSocket.events.filter((e) => e.type === 'presence')).toEqual([]);
    await aliceSocket.close();
  });

  it('stays online through a quick reconnect (a reload) without announcing anything', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    await send(bob, alice, 'ciao');
    const aliceSocket = await tab(alice);
    const first = await tab(bob);
    await aliceSocket.next('presence', (p) => p.userId === bob.user.id);
    await first.close();
    const second = await tab(bob);
    await pause(2500);
    expect(aliceSocket.events.filter((e) => e.type === 'presence').map((e) => e.data?.isOnline)).toEqual([
      true,
    ]);
    await Promise.all([aliceSocket.close(), second.close()]);
  });
});

describe('flood protection', () => {
  it('closes a socket that floods the channel', async () => {
    const alice = await member();
    const bob = await member();
    const socket = await tab(alice);
    for (let i = 0; i < 60; i++)
      socket.socket.send(JSON.stringify({ type: 'typing', receiverId: bob.user.id, isTyping: i % 2 === 0 }));
    expect(await socket.closed).toBe(1008);
  });
});

describe('reconnecting', () => {
  it('fetches the messages missed while disconnected, since the last id it has', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const bobSocket = await tab(bob);
    const seen = await send(alice, bob, 'prima');
    await bobSocket.next('new_message', (m) => m.id === seen.id);
    await bobSocket.close();

    const missed = [await send(alice, bob, 'mentre eri via'), await send(alice, bob, 'ci sei?')];
    const again = await tab(bob);
    const caughtUp = (
      await bob.send('GET', `/api/messages/${alice.user.id}?after=${seen.id}`)
    ).json() as MessagePayload[];
    expect(caughtUp).toEqual(missed);
    const next = await send(alice, bob, 'bentornato');
    expect((await again.next('new_message', (m) => m.id === next.id)).data).toEqual(next);
    await again.close();
  });

  it('loses no message when many are sent at once: catching up in send order skips none', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const first = await send(alice, bob, 'inizio');
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 2 ? alice : bob, i % 2 ? bob : alice, `raffica ${i}`)),
    );
    const caughtUp: MessagePayload[] = [];
    let after = first.id;
    for (;;) {
      const page = (
        await bob.send('GET', `/api/messages/${alice.user.id}?after=${after}&limit=3`)
      ).json() as MessagePayload[];
      caughtUp.push(...page);
      if (page.length < 3) break;
      after = page.at(-1)!.id;
    }
    expect(caughtUp.map((m) => m.id).sort()).toEqual(burst.map((m) => m.id).sort());
    const times = caughtUp.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort());
  });
});
