import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.API_PORT ?? '5001';

/**
 * The first screen's stylesheet goes inside index.html (issue 29): as a file it was a render-blocking request
 * of its own (~14 kB gzip, ~150 ms on Lighthouse's slow 4G). The file stays in the build for anything that
 * still asks for it.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'riparami-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source);
            return css.includes('</style') ? tag : `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

/** The screens a signed-in member's first visit opens (the shell and the feed), and a guest's (the landing page). */
const MEMBER_FIRST = /[\\/]client[\\/]src[\\/](signed-in-routes\.tsx|features[\\/]feed[\\/]feed-page\.tsx)$/;
const GUEST_FIRST = /[\\/]client[\\/]src[\\/]features[\\/]landing[\\/]landing-page\.tsx$/;
/** The client's building blocks: small, and they build no schema. */
const UI = /[\\/]client[\\/]src[\\/](ui|lib|i18n)[\\/]/;

/** Whether a module matching `target` imports `id`, directly or through other modules (static imports). */
function importedBy(target: RegExp, id: string, ctx: Rolldown.ChunkingContext): boolean {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (target.test(current)) return true;
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/**
 * Where code two or more screens share goes. Zod 4 builds every schema a module declares when the module runs
 * (~60 µs each here), so the chunks a screen loads decide which schemas it builds. 'app': the building blocks and
 * what both first screens need; 'member': what only the member's first screens need (the feed's and the live
 * channel's data and schemas), which the landing page never runs; 'guest': what only the landing page needs (its
 * sign-in forms), which the feed never runs; the rest (settings' forms, the reels' data…) is left to Rolldown's
 * own splitting, a chunk per set of screens sharing it, so no first screen runs it.
 */
function sharedChunkName(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (UI.test(id)) return 'app';
  const member = importedBy(MEMBER_FIRST, id, ctx);
  const guest = importedBy(GUEST_FIRST, id, ctx);
  if (member && guest) return 'app';
  if (member) return 'member';
  return guest ? 'guest' : null;
}

export default defineConfig({
  root: 'client',
  plugins: [
    react(),
    tailwindcss(),
    inlineEntryCss(),
    // The installable app (issue 28): a web app manifest and a Workbox service worker that precaches the shell
    // and the static assets only. Nothing under /api, /objects (members' media) or /ws is ever cached.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Riparami',
        short_name: 'Riparami',
        description: 'La community di riparazione intelligente',
        lang: 'it',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#ea580c',
        background_color: '#f8fafc',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Affiliate pictures and the like are small; the shell is what matters offline.
        globIgnores: ['affiliate/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/objects\//, /^\/ws/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // '@common/…' is the code shared with the server (zod schemas, constants); the same alias is in tsconfig and vitest.
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Few, larger chunks (issue 29): by default every module two screens share became a file of its own (each
    // icon, each small component), and a signed-in first visit fetched some 60 files one after another.
    // Now: the first load is one file (everything index.html needs), and a first screen adds itself, the shared
    // icons and libraries, and the app code it runs (sharedChunkName); a later screen adds what it shares with
    // few others.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 4 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 3 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, minShareCount: 2, priority: 2 },
            { name: sharedChunkName, debugName: 'app', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
