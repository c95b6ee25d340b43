import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema.ts';
import { signedIn } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { type Caller, itRequiresAuthentication, notificationsOf } from '../../test/requests.ts';

const ctx = withTestContext();

const member = (firstName = 'Mario') => signedIn(ctx(), { firstName });

describe('follow calls require authentication', () => {
  itRequiresAuthentication(ctx, [
    ['GET', '/api/follows/x/status'],
    ['POST', '/api/follows'],
  ]);
});

describe('POST /api/follows and GET /api/follows/{userId}/status', () => {
  it('toggles a follow, updates both counters and notifies the followed member', async () => {
    const star = await member();
    const fan = await member('Dario');
    const follow = () => fan.send('POST', '/api/follows', { followingId: star.user.id });
    expect((await follow()).json()).toEqual({ isFollowing: true, followersCount: 1 });
    expect((await fan.send('GET', `/api/follows/${star.user.id}/status`)).json()).toEqual({
      isFollowing: true,
    });
    const [n] = await notificationsOf(star);
    expect(n).toMatchObject({
      type: 'follow',
      title: 'Nuovo follower',
      message: 'Dario Rossi ha iniziato a seguirti',
    });
    const counts = async (id: string) =>
      (await ctx().database.db.select().from(users).where(eq(users.id, id)))[0]!;
    expect((await counts(fan.user.id)).followingCount).toBe(1);
    expect((await follow()).json()).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await counts(fan.user.id)).followingCount).toBe(0);
    expect((await counts(star.user.id)).followersCount).toBe(0);
    // Unfollowing withdraws the notification.
    expect(await notificationsOf(star)).toHaveLength(0);
  });

  it('refuses following yourself or a missing member', async () => {
    const follower = await member();
    const self = await follower.send('POST', '/api/follows', { followingId: follower.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Non puoi seguire te stesso');
    expect((await follower.send('POST', '/api/follows', { followingId: 'nessuno' })).statusCode).toBe(404);
    expect((await follower.send('GET', '/api/follows/nessuno/status')).statusCode).toBe(404);
  });

  it('keeps counters equal to the rows under concurrent toggles', async () => {
    const star = await member();
    const fans = await Promise.all(Array.from({ length: 6 }, () => member()));
    const toggle = (fan: Caller) => fan.send('POST', '/api/follows', { followingId: star.user.id });
    await Promise.all([...fans.map(toggle), toggle(fans[0]!), toggle(fans[0]!)]);
    const rows = await ctx().database.db.select().from(follows).where(eq(follows.followingId, star.user.id));
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, star.user.id));
    expect(row!.followersCount).toBe(rows.length);
    expect(rows.length).toBe(6);
  });
});
