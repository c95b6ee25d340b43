import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who a page is for, as far as its first requests go. */
export interface PageViewer {
  isAdmin: boolean;
}

/**
 * What the client app will ask first on a page: the API addresses, exactly as it asks them, for a viewer (a
 * member, or null for a guest). Answers nothing for a page it does not know.
 */
export type FirstRequests = (pagePath: string, viewer: PageViewer | null) => readonly string[];

/** How long the page waits to learn who it is for: past this, it goes without preloads. */
const RESOLVE_TIMEOUT_MS = 250;

const withinTimeout = <T>(work: Promise<T>) =>
  Promise.race([work, sleep(RESOLVE_TIMEOUT_MS, undefined, { ref: false })]).catch(() => undefined);

/**
 * The app's page (index.html, any client route) names the data its screen will ask for in a `Link: rel=preload`
 * header (issue 29), so the browser fetches it beside the app's code instead of after it: the app's `fetch`
 * then takes the preloaded answer. Only for a browser that sends a session (a guest asks for nothing of the
 * kind), and only what that member may read: the session is looked up, within 250 ms, and a database that
 * cannot answer costs the page its preloads, never the page.
 */
export function registerEarlyData(
  app: FastifyInstance,
  options: {
    firstRequests: FirstRequests;
    viewerOf: (request: FastifyRequest) => Promise<PageViewer | null> | null;
  },
) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const mode = request.headers['sec-fetch-mode'];
    if (mode !== undefined && mode !== 'navigate') return payload;
    const lookup = options.viewerOf(request);
    if (!lookup) return payload;
    const viewer = await withinTimeout(lookup);
    if (!viewer) return payload;
    const pagePath = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    const urls = options.firstRequests(pagePath, viewer);
    if (urls.length === 0) return payload;
    reply.header(
      'link',
      urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', '),
    );
    // Named for this member: no shared cache may keep it.
    reply.header('cache-control', 'private, no-cache');
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    return payload;
  });
}
