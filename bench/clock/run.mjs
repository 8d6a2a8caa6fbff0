#!/usr/bin/env node
/**
 * Offline clock queue benchmark (`pnpm bench clock`; issue 16: "sync of 500 queued events after
 * reconnect, < 5 s on the embedded database"): a fresh in-memory PGlite (and a fresh PostgreSQL
 * schema when DATABASE_URL is set) with the demo company; a field employee's device sends 500 queued
 * taps (250 shifts) in one POST /api/time/queue through the HTTP API (fastify.inject), then the same
 * 500 again (a replay after a lost answer: all duplicates). Prints times and the ratio to the target.
 * Then bench/clock/offline.mjs: the clock screen's load from the service worker with no network.
 * It only reports; it never fails. Usage: node bench/clock/run.mjs [--json]
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
const offline = spawnSync(process.execPath, [join(here, 'offline.mjs'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exitCode = res.status || offline.status || 0;
