import { defineProject } from 'vitest/config';

/** Unit tests of the widgets' pure parts (row engine, layout, paging, geometry); stories test the rendering. */
export default defineProject({
  test: { name: 'widgets', environment: 'node', include: ['src/**/*.test.ts'] },
});
