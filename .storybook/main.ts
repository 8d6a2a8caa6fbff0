import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';
import { mergeConfig } from 'vite';

const uiSource = fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url));

/**
 * The one Storybook for @wm/ui and @wm/widgets. Stories and MDX docs are picked up from every
 * package's src; the same stories run as Vitest browser tests (.storybook/vitest.config.ts).
 */
const config: StorybookConfig = {
  // The Welcome page (.storybook/docs) comes first; then each package's MDX pages and stories.
  stories: ['./docs/*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown in the MDX pages (tables in Introduction and Theming).
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // react-docgen (Babel) rather than react-docgen-typescript: TS 7 has no compiler API to load.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(base) {
    return mergeConfig(base, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages resolve to their TypeScript source (design: "source" export condition).
      // vanilla-extract's compiler evaluates .css.ts files with this inline config: the alias makes a
      // widget's `import { vars } from '@wm/ui'` load the same source module as the themes, so both
      // use the same CSS variable names. (An environments.ssr override broke the static build here:
      // the compiler could no longer load @vanilla-extract/css/adapter from the repository root.)
      resolve: {
        conditions: ['source', 'module', 'browser', 'development|production'],
        alias: [{ find: /^@wm\/ui$/, replacement: uiSource }],
      },
    });
  },
};

export default config;
