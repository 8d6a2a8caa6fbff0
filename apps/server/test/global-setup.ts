import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Opening a fresh PGlite costs 2-20 s on this machine, reopening an on-disk one ~0.2 s: build one
 * migrated, seeded data directory per run; each test file copies it (test/helpers.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const root = mkdtempSync(join(tmpdir(), 'wm-server-test-'));
  const dir = join(root, 'template');
  // A child process: global setup runs outside the project's resolver (no 'source' condition).
  const here = dirname(fileURLToPath(import.meta.url));
  execFileSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(here, 'make-template.ts'), dir],
    {
      cwd: join(here, '..'),
      stdio: 'inherit',
    },
  );
  project.provide('pgliteTemplate', dir);
  return () => rmSync(root, { recursive: true, force: true });
}
