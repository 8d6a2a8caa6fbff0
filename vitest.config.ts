import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace. Each package keeps its own
 * `vitest.config.ts`; this file only lists them, so `vitest run --project X`
 * picks one (see scripts/test.mjs for the order CI uses).
 */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', '.storybook/vitest.config.{ts,mts}'],
  },
});
