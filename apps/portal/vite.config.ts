import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

// In development the API runs on its own port (pnpm --filter @socios/server dev); in production the server serves
// this build on the same origin, so the client always calls relative /api paths.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  // Every browser the portal supports preloads modules itself (<link rel="modulepreload">); one that does not only loses
  // the early fetch, so the entry does not carry Vite's polyfill for it.
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 800, modulePreload: { polyfill: false } },
});
