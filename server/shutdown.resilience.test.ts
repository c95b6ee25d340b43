import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signedIn } from './test/factories.ts';
import { createTestContext } from './test/harness.ts';
import { openSocket } from './test/sockets.ts';

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

describe('SIGTERM on the running app (issue 25)', () => {
  it('exits 0 at once with an idle keep-alive client connected', async () => {
    const { chmodSync, mkdtempSync, rmSync } = await import('node:fs');
    const http = await import('node:http');
    const os = await import('node:os');
    const path = await import('node:path');
    const { startServer, waitForHealth } = await import('./test/server-process.ts');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'riparami-sigterm-'));
    chmodSync(dir, 0o755);
    const server = await startServer(dir, { DEMO_DATA: 'false' });
    const agent = new http.Agent({ keepAlive: true });
    try {
      await waitForHealth(server);
      await new Promise<void>((resolve) =>
        http.get(`${server.base}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve());
        }),
      );
      const started = Date.now();
      const exited = new Promise<number | null>((resolve) =>
        server.child.once('exit', (code) => resolve(code)),
      );
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // It used to wait 5 s for the idle keep-alive connection (a browser would hit the 10 s forced exit).
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      agent.destroy();
      server.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
