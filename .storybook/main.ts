import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/**
 * The one Storybook for @wm/ui and @wm/widgets. Stories and MDX docs are picked up from every
 * package's src; the same stories run as Vitest browser tests (.storybook/vitest.config.ts).
 */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // react-docgen (Babel) rather than react-docgen-typescript: TS 7 has no compiler API to load.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(base) {
    return mergeConfig(base, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages resolve to their TypeScript source (design: "source" export condition).
      resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
      // vanilla-extract compiles .css.ts files in the SSR environment: it must resolve @wm/ui to the
      // same sources too, or a widget's `vars` from '@wm/ui' get other variable names than the theme sets.
      environments: {
        ssr: {
          resolve: { conditions: ['source', 'module', 'node', 'development|production'], noExternal: true },
        },
      },
    });
  },
};

export default config;
