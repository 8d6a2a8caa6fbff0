import { defineProject } from 'vitest/config';

/** Unit tests of the widgets' pure parts (row engine, layout, paging, geometry); stories test the rendering. */
export default defineProject({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Node-environment tests load @wm/domain from its sources (the ticket editor's model and the
  // scheduler grid's layout use it).
  ssr: { resolve: { conditions: ['source'], externalConditions: [] } },
  test: { name: 'widgets', environment: 'node', include: ['src/**/*.test.ts'] },
});
