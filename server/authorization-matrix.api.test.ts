import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createSession, sessionIdOf } from './platform/auth/sessions.ts';
import { makePost, signedIn, TEST_PASSWORD } from './test/factories.ts';
import { TEST_APP_URL, withTestContext } from './test/harness.ts';
import { jpegWithGps } from './test/images.ts';
import { guest, type Method, type TestMember } from './test/requests.ts';
import { requestUpload, uploadImage } from './test/uploads.ts';
import { uploadVideo } from './test/videos.ts';

// Every route the app registers, collected by an onRoute hook on the instance buildApp creates.
const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const fastify = ((options?: object) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: fastify };
});

const ctx = withTestContext();

/**
 * Who calls: a visitor without a session; the member who owns the row's things; another member who
 * owns nothing of it; an admin who owns nothing of it either (decision 006: no bypass).
 */
type Role = 'guest' | 'member' | 'other' | 'admin';
/** The expected status for [guest, member, other, admin]. */
type Expected = readonly [number, number, number, number];

/** What a row's call acts on, made fresh for each row: the member's things and a partner of theirs. */
interface Fixture {
  member: TestMember;
  other: TestMember;
  admin: TestMember;
  /** A member who wrote to `member`, liked their post (their notification) and reported them. */
  partner: TestMember;
  postId: string;
  notificationId: string;
  reportId: string;
  /** Lazily made: a reel of `member`'s, an upload of theirs, another session of theirs. */
  reelId(): Promise<string>;
  uploadPath(): Promise<string>;
  uploadUrl(): Promise<string>;
  otherSessionId(): Promise<string>;
}

interface Row {
  url: (f: Fixture) => string | Promise<string>;
  body?: (f: Fixture, role: Role) => object | Buffer | Promise<object | Buffer>;
  headers?: Record<string, string>;
  expect: Expected;
}

const OPEN: Expected = [200, 200, 200, 200];
const MEMBERS: Expected = [401, 200, 200, 200];
const CREATED: Expected = [401, 201, 201, 201];
const ADMINS: Expected = [401, 403, 403, 200];
/** The owner may; another member and an admin are refused (403 where the thing is public anyway). */
const OWNER_403: Expected = [401, 200, 403, 403];
/** The owner may; to anyone else the thing does not exist (a private upload, a notification, a session). */
const OWNER_404: Expected = [401, 200, 404, 404];

const jpeg = { 'content-type': 'image/jpeg' };
const unique = (prefix: string) => `${prefix}-${randomUUID()}@example.it`;

/** Every /api route × role, with its expected status. A route without a row fails the suite. */
const TABLE: Record<string, Row> = {
  // Public calls (SPEC §6: the landing page's and verify-email's).
  'GET /api/health': { url: () => '/api/health', expect: OPEN },
  'GET /api/ready': { url: () => '/api/ready', expect: OPEN },
  'GET /api/auth/providers': { url: () => '/api/auth/providers', expect: OPEN },
  'GET /api/login': { url: () => '/api/login', expect: [302, 302, 302, 302] },
  'GET /api/logout': { url: () => '/api/logout', expect: [302, 302, 302, 302] },
  'GET /api/auth/callback/:provider': {
    url: () => '/api/auth/callback/oidc?code=x&state=y',
    expect: [302, 302, 302, 302],
  },
  'POST /api/auth/callback/:provider': {
    url: () => '/api/auth/callback/apple',
    body: () => ({}),
    expect: [302, 302, 302, 302],
  },
  'GET /api/auth/user': { url: () => '/api/auth/user', expect: MEMBERS },
  'POST /api/auth/login': {
    url: () => '/api/auth/login',
    body: () => ({ email: unique('nessuno'), password: 'sbagliata-123' }),
    expect: [401, 401, 401, 401],
  },
  'POST /api/auth/register': {
    url: () => '/api/auth/register',
    body: () => ({ email: unique('nuovo'), password: 'password-nuova-1', firstName: 'Nuovo' }),
    expect: [201, 201, 201, 201],
  },
  'POST /api/auth/resend-verification': {
    url: () => '/api/auth/resend-verification',
    body: (f) => ({ email: f.member.user.email }),
    expect: OPEN,
  },
  'POST /api/auth/verify-email': {
    url: () => '/api/auth/verify-email',
    body: () => ({ token: 'token-inventato' }),
    expect: [400, 400, 400, 400],
  },
  'POST /api/password-reset': {
    url: () => '/api/password-reset',
    body: (f) => ({ email: f.member.user.email }),
    expect: OPEN,
  },
  'POST /api/password-reset/check': {
    url: () => '/api/password-reset/check',
    body: () => ({ token: 'token-inventato' }),
    expect: [400, 400, 400, 400],
  },
  'POST /api/password-reset/confirm': {
    url: () => '/api/password-reset/confirm',
    body: () => ({ token: 'token-inventato', password: 'password-nuova-1' }),
    expect: [400, 400, 400, 400],
  },
  'POST /api/settings/email/confirm': {
    url: () => '/api/settings/email/confirm',
    body: () => ({ token: 'token-inventato' }),
    expect: [400, 400, 400, 400],
  },

  // Posts, comments, likes, follows, users.
  'GET /api/posts': { url: () => '/api/posts', expect: MEMBERS },
  'POST /api/posts': {
    url: () => '/api/posts',
    body: () => ({ title: 'Titolo', content: 'Contenuto', category: 'smartphone' }),
    expect: CREATED,
  },
  'GET /api/posts/:id': { url: (f) => `/api/posts/${f.postId}`, expect: MEMBERS },
  'PUT /api/posts/:id': {
    url: (f) => `/api/posts/${f.postId}`,
    body: () => ({ title: 'Nuovo titolo', content: 'Nuovo contenuto' }),
    expect: OWNER_403,
  },
  'DELETE /api/posts/:id': { url: (f) => `/api/posts/${f.postId}`, expect: OWNER_403 },
  'GET /api/posts/:id/comments': { url: (f) => `/api/posts/${f.postId}/comments`, expect: MEMBERS },
  // Issue 28: only the author chooses a solution (the comment named is not the post's: 400 for them).
  'POST /api/posts/:id/solution': {
    url: (f) => `/api/posts/${f.postId}/solution`,
    body: () => ({ commentId: 'commento-inventato' }),
    expect: [401, 400, 403, 403],
  },
  'DELETE /api/posts/:id/solution': { url: (f) => `/api/posts/${f.postId}/solution`, expect: OWNER_403 },
  'GET /api/search': { url: () => '/api/search?q=schermo', expect: MEMBERS },
  'POST /api/posts/views': {
    url: () => '/api/posts/views',
    body: (f) => ({ postIds: [f.postId] }),
    expect: MEMBERS,
  },
  'POST /api/comments': {
    url: () => '/api/comments',
    body: (f) => ({ postId: f.postId, content: 'Un commento' }),
    expect: CREATED,
  },
  'GET /api/likes/post/:id': { url: (f) => `/api/likes/post/${f.postId}`, expect: MEMBERS },
  'POST /api/likes': {
    url: () => '/api/likes',
    body: (f) => ({ entityId: f.postId, entityType: 'post' }),
    expect: MEMBERS,
  },
  'GET /api/follows/:id/status': { url: (f) => `/api/follows/${f.member.user.id}/status`, expect: MEMBERS },
  'POST /api/follows': {
    url: () => '/api/follows',
    body: (f) => ({ followingId: f.member.user.id }),
    // Nobody follows themselves.
    expect: [401, 400, 200, 200],
  },
  'PATCH /api/users/me': {
    url: () => '/api/users/me',
    body: () => ({ firstName: 'Rinominato' }),
    expect: MEMBERS,
  },
  'GET /api/users/:id': { url: (f) => `/api/users/${f.member.user.id}`, expect: MEMBERS },
  'GET /api/users/:id/posts': { url: (f) => `/api/users/${f.member.user.id}/posts`, expect: MEMBERS },
  'GET /api/users/:id/reels': { url: (f) => `/api/users/${f.member.user.id}/reels`, expect: MEMBERS },

  // Direct messages: each caller acts on their own conversation with the partner.
  'GET /api/conversations': { url: () => '/api/conversations', expect: MEMBERS },
  'DELETE /api/conversations/:otherUserId': {
    url: (f) => `/api/conversations/${f.partner.user.id}`,
    expect: MEMBERS,
  },
  'GET /api/conversations/:otherUserId/presence': {
    url: (f) => `/api/conversations/${f.partner.user.id}/presence`,
    expect: MEMBERS,
  },
  'GET /api/messages/:otherUserId': { url: (f) => `/api/messages/${f.partner.user.id}`, expect: MEMBERS },
  'POST /api/messages': {
    url: () => '/api/messages',
    body: (f) => ({ receiverId: f.partner.user.id, content: 'Ciao' }),
    expect: CREATED,
  },
  'PUT /api/messages/:otherUserId/read': {
    url: (f) => `/api/messages/${f.partner.user.id}/read`,
    expect: MEMBERS,
  },

  // The assistant and the shop.
  'GET /api/ai/conversations': { url: () => '/api/ai/conversations', expect: MEMBERS },
  // Issue 24: a conversation or message of nobody's (someone else's answers the same 404).
  'GET /api/ai/conversations/:id': {
    url: () => '/api/ai/conversations/nessuna',
    expect: [401, 404, 404, 404],
  },
  'DELETE /api/ai/conversations/:id': {
    url: () => '/api/ai/conversations/nessuna',
    expect: [401, 404, 404, 404],
  },
  'PUT /api/ai/messages/:id/progress': {
    url: () => '/api/ai/messages/nessuno/progress',
    body: () => ({ step: 1, done: true }),
    expect: [401, 404, 404, 404],
  },
  'GET /api/ai/status': { url: () => '/api/ai/status', expect: MEMBERS },
  'POST /api/ai/analyze': {
    url: () => '/api/ai/analyze',
    body: () => ({ description: 'Il telefono non si accende più' }),
    expect: MEMBERS,
  },
  'POST /api/ai/chat': {
    url: () => '/api/ai/chat',
    body: () => ({ message: 'Il telefono non carica' }),
    expect: MEMBERS,
  },
  'GET /api/affiliate/recommendations': {
    url: () => '/api/affiliate/recommendations?category=saldatura',
    expect: MEMBERS,
  },
  'POST /api/affiliate/click': {
    url: () => '/api/affiliate/click',
    body: () => ({ productId: 'prodotto-inesistente' }),
    expect: [401, 404, 404, 404],
  },

  // Uploads: a URL and an object belong to the member who asked for them.
  'POST /api/objects/upload': { url: () => '/api/objects/upload', expect: MEMBERS },
  'PUT /api/objects/uploads/:id': {
    url: (f) => f.uploadUrl(),
    body: () => jpegWithGps(),
    headers: jpeg,
    expect: OWNER_403,
  },
  'POST /api/objects/set-acl': {
    url: () => '/api/objects/set-acl',
    body: async (f) => ({ objectPath: await f.uploadPath() }),
    expect: OWNER_404,
  },

  // Reels.
  'GET /api/reels': { url: () => '/api/reels', expect: MEMBERS },
  'POST /api/reels': {
    url: () => '/api/reels',
    body: async (f) => ({ title: 'Reel', description: 'Un reel', videoUrl: await uploadVideo(f.member) }),
    // The video is the member's upload: nobody else may publish it (400, as for a video that is not there).
    expect: [401, 201, 400, 400],
  },
  'GET /api/reels/:id': { url: (f) => f.reelId().then((id) => `/api/reels/${id}`), expect: MEMBERS },
  'DELETE /api/reels/:id': { url: (f) => f.reelId().then((id) => `/api/reels/${id}`), expect: OWNER_403 },
  'POST /api/reels/:id/like': {
    url: (f) => f.reelId().then((id) => `/api/reels/${id}/like`),
    expect: MEMBERS,
  },
  'DELETE /api/reels/:id/like': {
    url: (f) => f.reelId().then((id) => `/api/reels/${id}/like`),
    expect: MEMBERS,
  },
  'GET /api/reels/:id/comments': {
    url: (f) => f.reelId().then((id) => `/api/reels/${id}/comments`),
    expect: MEMBERS,
  },
  'POST /api/reels/:id/comments': {
    url: (f) => f.reelId().then((id) => `/api/reels/${id}/comments`),
    body: () => ({ content: 'Bel reel' }),
    expect: CREATED,
  },

  // Notifications: one's own only.
  'GET /api/notifications': { url: () => '/api/notifications', expect: MEMBERS },
  'GET /api/notifications/unread-count': { url: () => '/api/notifications/unread-count', expect: MEMBERS },
  'PATCH /api/notifications/:id/read': {
    url: (f) => `/api/notifications/${f.notificationId}/read`,
    expect: OWNER_404,
  },

  // Reports and the admin panel.
  'POST /api/reports': {
    url: () => '/api/reports',
    body: (f) => ({ type: 'user', targetId: f.partner.user.id, reason: 'spam' }),
    expect: CREATED,
  },
  'GET /api/admin/reports': { url: () => '/api/admin/reports', expect: ADMINS },
  'PATCH /api/admin/reports/:reportId': {
    url: (f) => `/api/admin/reports/${f.reportId}`,
    body: () => ({ status: 'dismissed' }),
    expect: ADMINS,
  },
  // Restoring visible content changes nothing: the admin's call answers 200 without anything to restore.
  'POST /api/admin/content/:type/:contentId/restore': {
    url: (f) => `/api/admin/content/post/${f.postId}/restore`,
    expect: ADMINS,
  },
  'GET /api/admin/stats': { url: () => '/api/admin/stats', expect: ADMINS },
  'GET /api/admin/analytics': { url: () => '/api/admin/analytics', expect: ADMINS },
  'GET /api/admin/users': { url: () => '/api/admin/users', expect: ADMINS },
  'GET /api/admin/audit-log': { url: () => '/api/admin/audit-log', expect: ADMINS },
  'PATCH /api/admin/users/:userId/admin': {
    url: (f) => `/api/admin/users/${f.partner.user.id}/admin`,
    body: () => ({ isAdmin: true }),
    expect: ADMINS,
  },

  // Blocks, settings and data rights: each caller acts on their own account.
  'GET /api/blocks': { url: () => '/api/blocks', expect: MEMBERS },
  'GET /api/blocks/:id/status': { url: (f) => `/api/blocks/${f.partner.user.id}/status`, expect: MEMBERS },
  'POST /api/blocks': {
    url: () => '/api/blocks',
    body: (f) => ({ userId: f.partner.user.id }),
    expect: MEMBERS,
  },
  'DELETE /api/blocks/:id': { url: (f) => `/api/blocks/${f.partner.user.id}`, expect: MEMBERS },
  'PUT /api/settings/avatar': {
    url: () => '/api/settings/avatar',
    body: () => jpegWithGps(),
    headers: jpeg,
    expect: MEMBERS,
  },
  'DELETE /api/settings/avatar': { url: () => '/api/settings/avatar', expect: MEMBERS },
  'POST /api/settings/password': {
    url: () => '/api/settings/password',
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: 'password-nuova-1' }),
    expect: MEMBERS,
  },
  'POST /api/settings/email': {
    url: () => '/api/settings/email',
    body: () => ({ email: unique('cambio'), password: TEST_PASSWORD }),
    expect: MEMBERS,
  },
  'GET /api/settings/notifications': { url: () => '/api/settings/notifications', expect: MEMBERS },
  'PUT /api/settings/notifications': {
    url: () => '/api/settings/notifications',
    body: () => ({ like: false }),
    expect: MEMBERS,
  },
  'GET /api/settings/sessions': { url: () => '/api/settings/sessions', expect: MEMBERS },
  'DELETE /api/settings/sessions/:id': {
    url: (f) => f.otherSessionId().then((id) => `/api/settings/sessions/${id}`),
    expect: OWNER_404,
  },
  'POST /api/settings/sessions/end-others': {
    url: () => '/api/settings/sessions/end-others',
    expect: MEMBERS,
  },
  'GET /api/account/export': { url: () => '/api/account/export', expect: MEMBERS },
  'POST /api/account/delete': {
    url: () => '/api/account/delete',
    body: () => ({ password: TEST_PASSWORD }),
    expect: MEMBERS,
  },
};

const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

async function makeFixture(): Promise<Fixture> {
  const [member, other, admin, partner] = await Promise.all([
    signedIn(ctx(), { firstName: 'Proprietario' }),
    signedIn(ctx(), { firstName: 'Altro' }),
    signedIn(ctx(), { firstName: 'Admin', isAdmin: true }),
    signedIn(ctx(), { firstName: 'Partner' }),
  ]);
  const post = await makePost(ctx(), member.user);
  expect(
    (await partner.send('POST', '/api/likes', { entityId: post.id, entityType: 'post' })).statusCode,
  ).toBe(200);
  expect(
    (await partner.send('POST', '/api/messages', { receiverId: member.user.id, content: 'Ciao!' }))
      .statusCode,
  ).toBe(201);
  const notifications = (await member.send('GET', '/api/notifications')).json() as { id: string }[];
  const report = await partner.send('POST', '/api/reports', {
    type: 'user',
    targetId: member.user.id,
    reason: 'spam',
  });
  expect(report.statusCode).toBe(201);
  return {
    member,
    other,
    admin,
    partner,
    postId: post.id,
    notificationId: notifications[0]!.id,
    reportId: (report.json() as { id: string }).id,
    reelId: once(async () => {
      const videoUrl = await uploadVideo(member);
      const res = await member.send('POST', '/api/reels', { title: 'Reel', description: 'Prova', videoUrl });
      expect(res.statusCode).toBe(201);
      await ctx().app.reelProcessor.idle();
      return (res.json() as { id: string }).id;
    }),
    uploadPath: once(() => uploadImage(member)),
    uploadUrl: once(async () => (await requestUpload(member)).uploadURL),
    otherSessionId: once(async () => sessionIdOf(await createSession(ctx().database.db, member.user.id))),
  };
}

const apiRoutes = () =>
  routes
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
    .filter((name) => !name.startsWith('HEAD '));

describe('the authorisation matrix (issue 25)', () => {
  it('has a row for every /api route', () => {
    expect(apiRoutes().filter((name) => !(name in TABLE))).toEqual([]);
  });

  it('has no row for a route that is gone', () => {
    const names = new Set(apiRoutes());
    expect(Object.keys(TABLE).filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(Object.entries(TABLE))('%s', async (name, row) => {
    const f = await makeFixture();
    const method = name.split(' ')[0] as Method;
    // The owner goes last: their call may delete what the others were refused.
    const order: Role[] = ['guest', 'other', 'admin', 'member'];
    const seen: Partial<Record<Role, number>> = {};
    for (const role of order) {
      const caller = role === 'guest' ? guest(ctx()) : f[role];
      const url = await row.url(f);
      const body = row.body ? await row.body(f, role) : undefined;
      const headers = { origin: TEST_APP_URL, ...row.headers };
      const res = await caller.send(method, url, body, headers);
      seen[role] = res.statusCode;
    }
    const roles: Role[] = ['guest', 'member', 'other', 'admin'];
    expect(Object.fromEntries(roles.map((r) => [r, seen[r]]))).toEqual(
      Object.fromEntries(roles.map((r, i) => [r, row.expect[i]])),
    );
  });
});
