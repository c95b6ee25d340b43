import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/constants.ts';
import { signedIn } from '../../test/factories.ts';
import { createTestContext, withTestContext } from '../../test/harness.ts';
import type { TestMember } from '../../test/requests.ts';
import { requestUpload } from '../../test/uploads.ts';

const ctx = withTestContext();

/** A request body that counts how many of its bytes the server pulled. */
function countingBody(total: number) {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

/** PUTs a large streamed body that announces `length` bytes; answers the response and the bytes read. */
async function putLarge(member: TestMember, url: string, length = 50 * 1024 * 1024) {
  const body = countingBody(length);
  const res = await ctx().app.inject({
    method: 'PUT',
    url,
    headers: { ...member.headers, 'content-type': 'video/mp4', 'content-length': String(length) },
    payload: body.stream,
  });
  body.stream.destroy();
  return { res, pulled: body.pulled() };
}

describe('an upload URL is checked before its body is read (issue 25)', () => {
  it('refuses a forged signature with 403 and closes, having read nothing', async () => {
    const member = await signedIn(ctx());
    const { uploadURL } = await requestUpload(member);
    const forged = uploadURL.replace(/signature=[^&]+/, 'signature=forged');
    const { res, pulled } = await putLarge(member, forged);
    expect(res.statusCode).toBe(403);
    expect(res.headers.connection).toBe('close');
    expect(pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses another member’s upload URL before reading', async () => {
    const owner = await signedIn(ctx());
    const thief = await signedIn(ctx());
    const { uploadURL } = await requestUpload(owner);
    const { res, pulled } = await putLarge(thief, uploadURL);
    expect(res.statusCode).toBe(403);
    expect(pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses an expired URL before reading', async () => {
    const member = await signedIn(ctx());
    const { uploadURL } = await requestUpload(member);
    const expired = uploadURL.replace(/expires=\d+/, `expires=${Date.now() - 1000}`);
    const { res, pulled } = await putLarge(member, expired);
    expect(res.statusCode).toBe(403);
    expect(pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses a malformed id or query with 400/403 before reading', async () => {
    const member = await signedIn(ctx());
    for (const url of [
      '/api/objects/uploads/not-a-uuid?expires=1&signature=x',
      '/api/objects/uploads/00000000-0000-0000-0000-000000000000',
      '/api/objects/uploads/00000000-0000-0000-0000-000000000000?expires=abc&signature=x',
    ]) {
      const { res, pulled } = await putLarge(member, url);
      expect([400, 403]).toContain(res.statusCode);
      expect(pulled).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('refuses a body announced over the video limit with 413 before reading', async () => {
    const member = await signedIn(ctx());
    const { uploadURL } = await requestUpload(member);
    const { res, pulled } = await putLarge(member, uploadURL, LIMITS.reelVideoBytes + 1);
    expect(res.statusCode).toBe(413);
    expect(pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses a URL already used with 409 before reading', async () => {
    const member = await signedIn(ctx());
    const { uploadURL } = await requestUpload(member);
    const { jpegWithGps } = await import('../../test/images.ts');
    const first = await member.send('PUT', uploadURL, await jpegWithGps(), { 'content-type': 'image/jpeg' });
    expect(first.statusCode).toBe(200);
    const { res, pulled } = await putLarge(member, uploadURL);
    expect(res.statusCode).toBe(409);
    expect(pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('limits how many uploads a member may send per minute', async () => {
    const member = await signedIn(ctx());
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) {
      const res = await member.send(
        'PUT',
        '/api/objects/uploads/00000000-0000-0000-0000-000000000000?expires=1&signature=x',
        Buffer.from('x'),
        { 'content-type': 'image/jpeg' },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });

  it('over a real socket, answers a forged URL at once and closes, without waiting for the body', async () => {
    const own = await createTestContext();
    let socket: ReturnType<typeof connect> | undefined;
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = own.app.server.address() as AddressInfo;
      const member = await signedIn(own);
      const { uploadURL } = await requestUpload({
        headers: member.headers,
        send: (method, url, payload, extra = {}) =>
          own.app.inject({ method, url, headers: { ...member.headers, ...extra }, payload }),
      });
      const forged = uploadURL.replace(/signature=[^&]+/, 'signature=forged');
      const raw = connect(port, '127.0.0.1');
      socket = raw;
      let answer = '';
      raw.on('data', (chunk) => {
        answer += chunk;
      });
      const closed = new Promise<void>((resolve) => raw.on('close', () => resolve()));
      // Headers announcing 100 MB, then only a few bytes: the answer must not wait for the rest.
      raw.write(
        `PUT ${forged} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${member.headers.cookie}\r\n` +
          `Origin: ${member.headers.origin}\r\nContent-Type: video/mp4\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
      );
      raw.write(Buffer.alloc(1024, 0x41));
      await Promise.race([
        closed,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('the server waited for the body')), 3000),
        ),
      ]);
      expect(answer).toMatch(/^HTTP\/1\.1 403/);
      expect(answer.toLowerCase()).toContain('connection: close');
    } finally {
      socket?.destroy();
      await own.close();
    }
  });
});
