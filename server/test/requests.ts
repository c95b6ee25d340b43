import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { NotificationPayload } from '../../common/schemas/notifications.ts';
import type { UserRow } from '../platform/auth/sessions.ts';
import type { TestContext } from './harness.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Someone calling the test app: a guest, or a member whose session and Origin every request carries. */
export interface Caller {
  headers: Record<string, string>;
  /** Sends a request; a payload object goes as JSON, a Buffer as it is. */
  send(
    method: Method,
    url: string,
    payload?: object | Buffer,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** A signed-in member and how they call the app. */
export interface TestMember extends Caller {
  user: UserRow;
}

/** A caller sending `headers` with each request. */
export function callerWith(ctx: TestContext, headers: Record<string, string>): Caller {
  return {
    headers,
    send: (method, url, payload, extra = {}) =>
      ctx.app.inject({ method, url, headers: { ...headers, ...extra }, payload }),
  };
}

/** A visitor with no session. */
export const guest = (ctx: TestContext): Caller => callerWith(ctx, {});

/** What a member's bell lists, newest first. */
export const notificationsOf = async (member: Caller, query = '') =>
  (await member.send('GET', `/api/notifications${query}`)).json() as NotificationPayload[];

/** The first cases of every feature's API test: each of its routes answers a guest 401 Unauthorized. */
export function itRequiresAuthentication(
  context: () => TestContext,
  routes: readonly (readonly [Method, string])[],
) {
  it.each(routes)('%s %s answers 401 Unauthorized to a guest', async (method, url) => {
    const res = await guest(context()).send(method, url, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Unauthorized');
  });
}
