import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console SPA. Workspace packages resolve through their "source" export condition so their
 * TypeScript and `.css.ts` files compile here (toolchain.md "Library builds with vanilla-extract").
 * `vite` (dev) proxies /api to the server (API_TARGET, default http://localhost:3000); `vite build`
 * writes apps/console/dist, which the server serves.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_TARGET ?? 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
});
