import { defineProject } from 'vitest/config';

/**
 * Server route tests (fastify.inject). On PGlite by default; with DATABASE_URL set the same suite
 * runs on PostgreSQL, each test file in its own schema.
 */
export default defineProject({
  // 'source' resolves @wm/* workspace packages to their TypeScript sources.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: [] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Each file opens its own database; two at a time suits the 2-core machine.
    maxWorkers: 2,
  },
});
