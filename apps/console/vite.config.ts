import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/**
 * The console SPA. Workspace packages resolve through their "source" export condition so their
 * TypeScript and `.css.ts` files compile here (toolchain.md "Library builds with vanilla-extract").
 * The same conditions apply to the SSR environment in which vanilla-extract compiles `.css.ts`.
 * `vite` (dev) proxies /api to the server (API_TARGET, default http://localhost:3000); `vite build`
 * writes apps/console/dist (with .br and .gz beside each text file), which the server serves.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // vanilla-extract evaluates .css.ts files in an SSR-like environment: it must resolve workspace
  // packages to the same sources, or `vars` from @wm/ui get other variable names than the theme sets.
  // (The compiler replaces `ssr`, so the conditions go on the ssr environment itself.)
  environments: {
    ssr: {
      resolve: { conditions: ['source', 'module', 'node', 'development|production'], noExternal: true },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_TARGET ?? 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
});
