import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openSocket } from './features/messages/test-sockets.ts';
import { signedIn } from './test/factories.ts';
import { createTestContext } from './test/harness.ts';

describe('shutting down (issue 25)', () => {
  it('tells live sockets 1001 going away, so clients reconnect elsewhere at once', async () => {
    const ctx = await createTestContext();
    const member = await signedIn(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const live = await openSocket(`ws://127.0.0.1:${port}/ws`, member.headers);
    const closing = ctx.app.close();
    expect(await live.closed).toBe(1001);
    await closing;
    await ctx.database.close();
  });
});
