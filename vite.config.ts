import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
    // .vite/manifest.json: which files each screen needs, for the page to name them (server/first-requests.ts).
    manifest: true,
    sourcemap: false,
    // Few, larger chunks (issue 29): by default every module two screens share became a file of its own (each
    // icon, each small component), and a signed-in first visit fetched some 60 files one after another.
    // Now: the first load is one file (everything index.html needs), and a screen adds itself and at most
    // the shared icons, libraries and app code, one chunk each. (Splitting the app code by which first screen
    // runs it built fewer schemas but cost Lighthouse's first visit more in requests: docs/perf-notes.md.)
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 4 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 3 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, minShareCount: 2, priority: 2 },
            { name: 'app', minShareCount: 2, priority: 1 },
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
