import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who a page is for, as far as its first requests go. */
export interface PageViewer {
  isAdmin: boolean;
}

/**
 * What the client app will ask first on a page, for a viewer (a member, or null for a guest): the API addresses
 * exactly as it asks them, the modules of its screen (source paths as Vite's manifest names them, relative
 * to the client's root) and, when its largest picture depends on data (the first reel's poster), that picture's
 * address, looked up for the viewer. Nothing for a page it does not know.
 */
export type FirstRequests<V extends PageViewer = PageViewer> = (
  pagePath: string,
  viewer: V | null,
) => {
  data: readonly string[];
  screens: readonly string[];
  picture?: () => Promise<string | null | undefined>;
};

/** How long the page waits to learn who it is for and its picture: past this, it goes without them. */
const RESOLVE_TIMEOUT_MS = 250;

const withinTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, sleep(Math.max(ms, 0), undefined, { ref: false })]).catch(() => undefined);

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The files a screen module needs, from the client build's manifest (dist/client/.vite/manifest.json): its own
 * chunk and every chunk it imports, less what the page itself loads. Read again when a rebuild changes it; a
 * build without one, one that does not parse, or a module it does not name preloads no code.
 */
function screenFiles(clientDir: string) {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  let read: { mtimeMs: number; manifest: Manifest; onPage: Set<string> } | undefined;
  const manifest = () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (read?.mtimeMs !== mtimeMs) {
      let parsed: Manifest;
      try {
        parsed = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      } catch {
        // Half written by a rebuild under way, or damaged: no code named until a whole one is there.
        return undefined;
      }
      read = { mtimeMs, manifest: parsed, onPage: closure(parsed, ['index.html']) };
    }
    return read;
  };
  return (screens: readonly string[]): string[] => {
    const current = manifest();
    if (!current) return [];
    return [...closure(current.manifest, screens)].filter((f) => !current.onPage.has(f));
  };
}

/** Every file the manifest's `keys` load statically, themselves included. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The app's page (index.html, any client route) names what its screen will load first in a `Link` header
 * (issue 29): the data (`rel=preload; as=fetch`), which the app's `fetch` then takes, and the screen's code
 * (`rel=modulepreload`), so the browser fetches both beside the page's own script instead of after it runs, and
 * the screen's largest picture when it depends on data (`rel=preload; as=image`: the first reel's poster).
 * The data only for a browser that sends a session, and only what that member may read: the session is looked
 * up, within 250 ms, and a database that cannot answer costs the page its preloads, never the page. A guest's
 * page names only code (the landing page's).
 */
export function registerEarlyData<V extends PageViewer>(
  app: FastifyInstance,
  options: {
    clientDir: string;
    firstRequests: FirstRequests<V>;
    viewerOf: (request: FastifyRequest) => Promise<V | null> | null;
  },
) {
  const filesOf = screenFiles(options.clientDir);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    // The page's headers now depend on who asks: no validators, so a browser never revalidates one member's (or a
    // guest's) copy into another's page with a 304 (Chromium revalidates even when Vary does not match).
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    const mode = request.headers['sec-fetch-mode'];
    if (mode !== undefined && mode !== 'navigate') return payload;
    // No session sent: a guest. One that does not resolve in time: unknown, so nothing is named.
    const deadline = Date.now() + RESOLVE_TIMEOUT_MS;
    const lookup = options.viewerOf(request);
    const viewer = lookup ? await withinTimeout(lookup, RESOLVE_TIMEOUT_MS) : null;
    if (viewer === undefined) return payload;
    const [pathPart, query] = request.url.split('?');
    const pagePath = (pathPart || '/').replace(/(.)\/+$/, '$1');
    const { data, screens, picture } = options.firstRequests(pagePath, viewer);
    // The screen's largest picture, when it is known in time: without it the browser found it only once the
    // screen had rendered (Lighthouse: the reels' poster waited 2 s to be asked). A page asked with a query
    // may open on something else (a shared reel): no picture is named for it.
    const pictureUrl = picture && !query ? await withinTimeout(picture(), deadline - Date.now()) : undefined;
    const links = [
      ...data.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`),
      ...filesOf(screens).map((file) => `<${file}>; rel=modulepreload`),
      ...(pictureUrl ? [`<${pictureUrl}>; rel=preload; as=image`] : []),
    ];
    if (links.length === 0) return payload;
    reply.header('link', links.join(', '));
    // Named for this member: no shared cache may keep it.
    reply.header('cache-control', 'private, no-cache');
    return payload;
  });
}
