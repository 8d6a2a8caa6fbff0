import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Builds the benchmark page: ListView from source (the "source" export condition). */
export default defineConfig({
  root,
  base: './',
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    conditions: ['source', 'module', 'browser', 'default'],
    alias: {
      '@wm/widgets': fileURLToPath(new URL('../../packages/widgets/src/index.ts', import.meta.url)),
      '@wm/ui': fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url)),
      '@wm/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
    },
    dedupe: ['react', 'react-dom'],
  },
  build: {
    minify: !process.env.BENCH_NO_MINIFY,
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
  },
});
