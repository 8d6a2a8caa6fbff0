import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The toolbar language the story tests run in (issue 17): `STORY_LOCALE=es` or `STORY_LOCALE=pseudo`
 * (long labels) runs every play function and axe check in that language; screenshots are compared
 * only in English, the default, since the baselines are English.
 */
const STORY_LOCALES = ['en', 'es', 'pseudo'];
const storyLocale = process.env.STORY_LOCALE || 'en';
if (!STORY_LOCALES.includes(storyLocale)) {
  throw new Error(`STORY_LOCALE must be one of ${STORY_LOCALES.join(', ')}; got '${storyLocale}'.`);
}

/**
 * Every story of ui and widgets as a test in headless Chromium (Debian's /usr/bin/chromium, no
 * browser download): render, play function, axe check (parameters.a11y.test = 'error' fails on any
 * violation) and a screenshot compared with the committed baseline (see vitest.setup.ts).
 *   pnpm test:stories          run
 *   pnpm test:stories:update   rewrite the screenshot baselines
 *   STORY_LOCALE=es pnpm test:stories     the same in Spanish (or `pseudo`: long labels), no screenshots
 */
export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    storybookTest({
      configDir: dirname,
      // Tests render in a fixed 800x600 viewport; designers keep the full canvas in Storybook.
      initialGlobals: { viewport: { value: 'wmTest', isRotated: false }, locale: storyLocale },
    }),
  ],
  define: { __STORY_LOCALE__: JSON.stringify(storyLocale) },
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    // Same module for `vars` in ui and widgets .css.ts files (see .storybook/main.ts).
    alias: [{ find: /^@wm\/ui$/, replacement: path.join(dirname, '../packages/ui/src/index.ts') }],
  },
  // vanilla-extract compiles .css.ts files in the SSR environment; it must see workspace sources
  // too (see .storybook/main.ts).
  environments: {
    ssr: {
      resolve: { conditions: ['source', 'module', 'node', 'development|production'], noExternal: [/^@wm\//] },
    },
  },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      // The toolbar language's decorator (.storybook/locale.tsx): found late, they would reload the page.
      'i18next',
      'react-i18next',
    ],
    // Imported only by vanilla-extract's transformed output, which the dependency scanner never
    // sees; pre-bundling them mid-run reloads the page and breaks the run. They are ESM already.
    exclude: ['@vanilla-extract/recipes', '@vanilla-extract/sprinkles', '@vanilla-extract/css'],
  },
  test: {
    name: 'storybook',
    root: path.resolve(dirname, '..'),
    setupFiles: [path.join(dirname, 'vitest.setup.ts')],
    testTimeout: 20_000,
    // In CI the stories run beside the end-to-end menu walks on 2 cores: a story whose screenshot
    // was taken mid-layout once gets one more try (a real change fails both).
    retry: process.env.CI ? 1 : 0,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // Same pixels on every machine: no LCD subpixel text, fixed scale.
            '--font-render-hinting=none',
            '--disable-lcd-text',
            '--force-device-scale-factor=1',
          ],
        },
        contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 800, height: 600 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          // One baseline per story, named by story id, beside the stories file.
          resolveScreenshotPath: ({ arg, ext, testFileDirectory, testFileName, root }) =>
            path.join(root, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
        },
      },
    },
  },
});
