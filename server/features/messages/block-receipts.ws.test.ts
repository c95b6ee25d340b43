import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePayload } from '../../../common/schemas/messages.ts';
import { sessionOf, signedIn } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import type { TestMember } from '../../test/requests.ts';
import { listenForSockets, openSocket, pause } from '../../test/sockets.ts';

// Issue 25: a read receipt never crosses a block, live or through the message list.
let ctx: TestContext;
let wsUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  wsUrl = await listenForSockets(ctx.app);
});
afterAll(() => ctx.close());

const tab = async (who: TestMember) => openSocket(wsUrl, await sessionOf(ctx, who.user));
async function send(from: TestMember, to: TestMember, content: string): Promise<MessagePayload> {
  const res = await from.send('POST', '/api/messages', { receiverId: to.user.id, content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('read receipts and blocks', () => {
  it('a member who blocked the sender reads without the sender hearing of it', async () => {
    const alice = await signedIn(ctx, { firstName: 'Alice' });
    const bob = await signedIn(ctx, { firstName: 'Bob' });
    await send(alice, bob, 'ciao');
    expect((await bob.send('POST', '/api/blocks', { userId: alice.user.id })).statusCode).toBe(200);
    const aliceSocket = await tab(alice);
    const bobOtherTab = await tab(bob);
    const read = await bob.send('PUT', `/api/messages/${alice.user.id}/read`);
    expect(read.statusCode).toBe(200);
    // Bob's own tabs still hear it (their unread badge); Alice does not.
    await bobOtherTab.next('read');
    await pause(200);
    expect(aliceSocket.events.filter((e) => e.type === 'read')).toEqual([]);
    // Nor does Alice's message list show it as read.
    const list = await alice.send('GET', `/api/messages/${bob.user.id}`);
    if (list.statusCode === 200) {
      expect((list.json() as MessagePayload[]).every((m) => m.readAt === null)).toBe(true);
    } else expect(list.statusCode).toBe(403);
    await Promise.all([aliceSocket.close(), bobOtherTab.close()]);
  });

  it('a read receipt goes only to the member whose messages were read', async () => {
    const alice = await signedIn(ctx, { firstName: 'Alice' });
    const bob = await signedIn(ctx, { firstName: 'Bob' });
    const stranger = await signedIn(ctx, { firstName: 'Estraneo' });
    await send(alice, bob, 'ciao');
    const aliceSocket = await tab(alice);
    const strangerSocket = await tab(stranger);
    // Bob "reads" a conversation the stranger never wrote in: nothing was read, nobody hears of it.
    expect((await bob.send('PUT', `/api/messages/${stranger.user.id}/read`)).statusCode).toBe(200);
    expect((await bob.send('PUT', `/api/messages/${alice.user.id}/read`)).statusCode).toBe(200);
    await aliceSocket.next('read');
    await pause(200);
    expect(strangerSocket.events.filter((e) => e.type === 'read')).toEqual([]);
    await Promise.all([aliceSocket.close(), strangerSocket.close()]);
  });
});
