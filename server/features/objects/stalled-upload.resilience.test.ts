import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { requestUpload } from '../../test/uploads.ts';

let ctx: TestContext;
// The app's idle timeout made short so the test does not wait 30 s (IDLE_TIMEOUT_MS in production).
beforeAll(async () => {
  ctx = await createTestContext({}, { idleTimeoutMs: 1000 });
});
afterAll(() => ctx.close());

describe('a stalled upload is closed (issue 25)', () => {
  it('closes a PUT that stops sending its body, instead of holding it open', async () => {
    const member = await signedIn(ctx);
    const { uploadURL } = await requestUpload(member);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const cookie = member.headers.cookie ?? '';
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `PUT ${uploadURL} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nOrigin: ${member.headers.origin ?? ''}\r\n` +
            'Content-Type: image/jpeg\r\nContent-Length: 1000000\r\n\r\n',
        );
        // A first slice of the body, then nothing more.
        socket.write(Buffer.alloc(1000, 0xff));
      });
      socket.on('data', () => {});
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('still open after 10 s')), 10_000).unref();
    });
    expect(closedAfter).toBeLessThan(5000);
  });
});
