import { defineConfig } from 'vitest/config';

/**
 * Plain unit tests of @wm/ui's framework-free helpers (date parsing, number-key rules, messages).
 * Components are tested through their stories (project 'storybook', .storybook/vitest.config.ts).
 */
export default defineConfig({
  test: {
    name: 'ui',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
