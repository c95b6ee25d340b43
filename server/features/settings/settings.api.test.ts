import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { sessionOf, signedIn, TEST_PASSWORD } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { jpegWithGps, png } from '../../test/images.ts';
import { callerWith, guest, itRequiresAuthentication } from '../../test/requests.ts';

const ctx = withTestContext();

const login = (email: string, password: string) =>
  guest(ctx()).send('POST', '/api/auth/login', { email, password });
const userRow = async (id: string) =>
  (await ctx().database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('settings calls require authentication', () => {
  itRequiresAuthentication(
    () => ctx(),
    [
      ['PUT', '/api/settings/avatar'],
      ['DELETE', '/api/settings/avatar'],
      ['POST', '/api/settings/password'],
      ['POST', '/api/settings/email'],
      ['GET', '/api/settings/notifications'],
      ['PUT', '/api/settings/notifications'],
      ['GET', '/api/settings/sessions'],
      ['POST', '/api/settings/sessions/end-others'],
    ],
  );
});

describe('PUT /api/settings/avatar', () => {
  it('keeps the chosen square of the photo, 256 px, without its EXIF, served to everyone', async () => {
    const member = await signedIn(ctx());
    const photo = await jpegWithGps(300, 200);
    const res = await member.send('PUT', '/api/settings/avatar?x=50&y=0&size=200', photo, {
      'content-type': 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    const served = await guest(ctx()).send('GET', avatarUrl);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect(meta.exif).toBeUndefined();
    expect((await userRow(member.user.id)).avatarObjectId).toBe(avatarUrl.split('/').at(-1));
  });

  it('replaces the old photo, whose file is deleted, and removes it on DELETE', async () => {
    const member = await signedIn(ctx());
    const send = async () =>
      (
        await member.send('PUT', '/api/settings/avatar', await png(80, 120), { 'content-type': 'image/png' })
      ).json().avatarUrl as string;
    const first = await send();
    const second = await send();
    expect(second).not.toBe(first);
    expect((await guest(ctx()).send('GET', first)).statusCode).toBe(404);
    const removed = await member.send('DELETE', '/api/settings/avatar');
    expect(removed.json()).toEqual({ avatarUrl: null });
    expect((await guest(ctx()).send('GET', second)).statusCode).toBe(404);
  });

  it('refuses what is not a JPG or PNG', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('PUT', '/api/settings/avatar', Buffer.from('GIF89a nope'), {
      'content-type': 'image/png',
    });
    expect(res.statusCode).toBe(415);
  });

  it('takes the crop only in decimal digits, refusing hex, blanks and a side under 16 pixels', async () => {
    const member = await signedIn(ctx());
    const photo = await png(80, 80);
    for (const query of ['x=0x10', 'y=', 'x=%20', 'size=1e2', 'x=1.5', 'size=15']) {
      const res = await member.send('PUT', `/api/settings/avatar?${query}`, photo, {
        'content-type': 'image/png',
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(
        /^(Deve essere un numero intero|Il ritaglio deve essere di almeno 16 pixel)$/,
      );
    }
    expect((await userRow(member.user.id)).avatarObjectId).toBeNull();
  });
});

describe('POST /api/settings/password', () => {
  it('needs the current password', async () => {
    const member = await signedIn(ctx());
    const res = await member.send('POST', '/api/settings/password', {
      currentPassword: 'sbagliata',
      newPassword: 'nuova-password-1',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('La password non è corretta');
  });

  it('sets the new password and ends the other sessions, keeping this one', async () => {
    const member = await signedIn(ctx());
    const other = callerWith(ctx(), await sessionOf(ctx(), member.user));
    const res = await member.send('POST', '/api/settings/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'nuova-password-1',
    });
    expect(res.statusCode).toBe(200);
    expect((await other.send('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await member.send('GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await login(member.user.email, 'nuova-password-1')).statusCode).toBe(200);
  });
});

describe('POST /api/settings/email', () => {
  it('needs the password, and changes the address only once the new one is verified', async () => {
    const member = await signedIn(ctx());
    const wrong = await member.send('POST', '/api/settings/email', {
      email: 'nuovo@example.it',
      password: 'x',
    });
    expect(wrong.statusCode).toBe(403);
    const newEmail = `nuovo-${member.user.id}@example.it`;
    const res = await member.send('POST', '/api/settings/email', {
      email: newEmail,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow(member.user.id)).email).toBe(member.user.email);
    const mail = ctx()
      .mailer.sent.filter((m) => m.to === newEmail)
      .at(-1)!;
    const token = decodeURIComponent(mail.text.match(/conferma-email\?token=([\w%-]+)/)![1]!);
    const confirmed = await guest(ctx()).send('POST', '/api/settings/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect((await userRow(member.user.id)).email).toBe(newEmail);
    expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await guest(ctx()).send('POST', '/api/settings/email/confirm', { token })).statusCode).toBe(400);
  });

  it('sends nothing for an address another account uses, with the same answer', async () => {
    const member = await signedIn(ctx());
    const other = await signedIn(ctx());
    const before = ctx().mailer.sent.length;
    const res = await member.send('POST', '/api/settings/email', {
      email: other.user.email,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(ctx().mailer.sent.length).toBe(before);
  });
});

describe('notification preferences', () => {
  it('are all on at first and change per type', async () => {
    const member = await signedIn(ctx());
    expect((await member.send('GET', '/api/settings/notifications')).json()).toEqual({
      like: true,
      comment: true,
      follow: true,
      message: true,
      other: true,
    });
    const res = await member.send('PUT', '/api/settings/notifications', { like: false });
    expect(res.json()).toMatchObject({ like: false, comment: true });
    expect((await member.send('GET', '/api/settings/notifications')).json().like).toBe(false);
  });
});

describe('sessions', () => {
  it('lists the member’s sessions, marks this one, and ends the others', async () => {
    const member = await signedIn(ctx());
    const other = callerWith(ctx(), await sessionOf(ctx(), member.user));
    const list = (await member.send('GET', '/api/settings/sessions')).json();
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const ended = await member.send('POST', '/api/settings/sessions/end-others');
    expect(ended.json()).toEqual({ success: true, ended: 1 });
    expect((await other.send('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await member.send('GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('names each device by the browser and system it signed in with', async () => {
    const member = await signedIn(ctx());
    const android =
      'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
    const res = await guest(ctx()).send(
      'POST',
      '/api/auth/login',
      { email: member.user.email, password: TEST_PASSWORD },
      { 'user-agent': android },
    );
    expect(res.statusCode).toBe(200);
    const list = (await member.send('GET', '/api/settings/sessions')).json();
    expect(list.find((s: { current: boolean }) => !s.current)).toMatchObject({
      device: 'Chrome su Android',
      kind: 'phone',
    });
    // The test harness's own session has no User-Agent worth naming.
    expect(list.find((s: { current: boolean }) => s.current)).toMatchObject({ kind: 'unknown' });
  });

  it('ends one session of the member by its id, leaving this one', async () => {
    const member = await signedIn(ctx());
    const other = callerWith(ctx(), await sessionOf(ctx(), member.user));
    const list = (await member.send('GET', '/api/settings/sessions')).json();
    const theirs = list.find((s: { current: boolean }) => !s.current);
    expect((await member.send('DELETE', `/api/settings/sessions/${theirs.id}`)).statusCode).toBe(200);
    expect((await other.send('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await member.send('GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('ends one session of the member, and not someone else’s', async () => {
    const member = await signedIn(ctx());
    const stranger = await signedIn(ctx());
    const [theirs] = await ctx()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.userId, stranger.user.id));
    expect((await member.send('DELETE', `/api/settings/sessions/${theirs!.tokenHash}`)).statusCode).toBe(404);
    expect((await stranger.send('GET', '/api/auth/user')).statusCode).toBe(200);
  });
});
