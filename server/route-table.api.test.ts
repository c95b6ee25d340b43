import type { RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { withTestContext } from './test/harness.ts';

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

/**
 * /api routes that answer no JSON body, each with its reason; nothing else may go without a
 * response schema (DESIGN §3: every response payload is a zod schema in common/).
 */
const WITHOUT_JSON_BODY = new Map([
  [
    'GET /api/login',
    'a browser navigation answered with a redirect (SPEC §7), to a provider or the login form',
  ],
  ['GET /api/logout', 'a browser navigation answered with a redirect (SPEC §7)'],
  ['GET /api/auth/callback/:provider', "a provider's redirect back, answered with a redirect"],
  ['POST /api/auth/callback/:provider', "a provider's form post back (Apple), answered with a redirect"],
  ['GET /api/account/export', 'the data download: a zip file'],
]);

const _ctx = withTestContext();

const apiRoutes = () =>
  routes
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, route })))
    .filter(({ method }) => method !== 'HEAD');

describe('the route table', () => {
  it('holds the app’s /api routes', () => {
    const names = apiRoutes().map(({ method, route }) => `${method} ${route.url}`);
    expect(names).toEqual(expect.arrayContaining(['GET /api/posts', 'POST /api/likes', 'GET /api/health']));
  });

  it('declares a response schema on every /api route, save the listed non-JSON ones', () => {
    const missing = apiRoutes()
      .filter(({ route }) => {
        const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
        return !response || Object.keys(response).length === 0;
      })
      .map(({ method, route }) => `${method} ${route.url}`)
      .filter((name) => !WITHOUT_JSON_BODY.has(name));
    expect(missing).toEqual([]);
  });

  it('lists only exemptions that still exist', () => {
    const names = new Set(apiRoutes().map(({ method, route }) => `${method} ${route.url}`));
    expect([...WITHOUT_JSON_BODY.keys()].filter((name) => !names.has(name))).toEqual([]);
  });
});
