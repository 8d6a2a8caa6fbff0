import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Library build of @wm/ui: ESM only, React and Radix external, the vanilla-extract CSS
 * extracted to dist/index.css. The JS entry imports './index.css' (added by the
 * `injectCssImport` plugin below) so a consumer keeps the styles just by importing the package.
 */
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    {
      name: 'wm-inject-css-import',
      apply: 'build',
      enforce: 'post',
      generateBundle(_options, bundle) {
        const entry = bundle['index.js'];
        if (entry && entry.type === 'chunk' && bundle['index.css']) {
          entry.code = `import './index.css';\n${entry.code}`;
        }
      },
    },
  ],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'index',
    },
    rollupOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^radix-ui($|\/)/,
        /^@radix-ui\//,
        /^@vanilla-extract\/(css|recipes|sprinkles)\/?/,
      ],
    },
  },
});
