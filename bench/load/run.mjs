#!/usr/bin/env node
/**
 * Load benchmark (`pnpm bench load`; issue 18, section 3): see bench.ts for what it measures.
 * Clock calls at 100/250/500 requests/s on PostgreSQL and PGlite beside a bare Fastify peer, entity
 * reads at 20 clients, records against acknowledgements; --large adds the large company (1.5 M time
 * records), --faults the kill -9 cases. It only reports; it never fails.
 * Usage: node bench/load/run.mjs [--quick] [--seconds=N] [--db=postgres|pglite] [--large] [--faults] [--json]
 *   [--statements] (print one clock call's statements and stop) [--inprocess=N] (N clock IN + OUT pairs
 *   in-process before the load, each kind of round trip timed)
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const server = join(here, '..', '..', 'apps', 'server');
// The server is TypeScript: run the bench under tsx with the workspace's 'source' condition.
const res = spawnSync(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', join(here, 'bench.ts'), ...process.argv.slice(2)],
  { cwd: server, stdio: 'inherit', env: process.env },
);
process.exitCode = res.status ?? 1;
