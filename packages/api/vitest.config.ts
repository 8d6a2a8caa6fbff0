import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Node-environment tests load @wm/domain (schemas and service calls use it) from its sources too.
  ssr: { resolve: { conditions: ['source'], externalConditions: [] } },
  test: { name: 'api', environment: 'node', include: ['src/**/*.test.ts'] },
});
