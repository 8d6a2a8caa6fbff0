import { defineProject } from 'vitest/config';

/** Unit tests of the widgets' pure parts (row engine, layout, paging, geometry); stories test the rendering. */
export default defineProject({
  // The scheduler grid's layout reads @wm/domain's rules from its sources (as the api project does).
  ssr: { resolve: { conditions: ['source'], externalConditions: [] } },
  test: { name: 'widgets', environment: 'node', include: ['src/**/*.test.ts'] },
});
