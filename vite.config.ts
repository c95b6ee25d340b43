import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '5001';

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss()],
  // '@common/…' is the code shared with the server (zod schemas, constants); the same alias is in tsconfig and vitest.
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
