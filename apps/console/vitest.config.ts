import { defineProject } from 'vitest/config';

const conditions = ['source', 'module', 'node', 'development|production'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    name: 'console',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Workspace packages are TypeScript sources: let Vite transform them instead of Node importing them.
    server: { deps: { inline: [/@wm\//] } },
  },
});
