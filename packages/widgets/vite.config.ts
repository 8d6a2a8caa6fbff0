import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

/**
 * Library build of @wm/widgets: ESM only; React, @wm/ui, @wm/domain and every third-party
 * dependency stay external (apps install @wm/widgets and @wm/ui side by side, so bundling ui would
 * duplicate its theme and components). CSS goes to dist/index.css, which the JS entry imports.
 *
 * The vanilla-extract compiler evaluates our .css.ts files in its own (SSR) environment without the
 * workspace "source" condition, so `vars` from @wm/ui come from ui's BUILT dist and the CSS variable
 * names baked into dist/index.css are exactly the ones @wm/ui's published CSS defines. (Compiling
 * against ui's sources would hash its contract from this package's root and yield other names.)
 * Build @wm/ui first.
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js', cssFileName: 'index' },
    rollupOptions: {
      external: (id) =>
        deps.some((d) => id === d || id.startsWith(`${d}/`)) || /^react(-dom)?($|\/)/.test(id),
    },
  },
});
