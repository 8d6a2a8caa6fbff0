import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: { name: 'api', environment: 'node', include: ['src/**/*.test.ts'] },
});
