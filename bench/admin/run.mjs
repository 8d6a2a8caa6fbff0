#!/usr/bin/env node
/**
 * Admin list benchmark (`pnpm bench admin`; issue 5 quality bar "All lists stay fast at 10,000
 * employees and 5,000 locations"): grows the demo company to that size (apps/server/src/seed/large.ts,
 * the same as SEED_SIZE=large) in a fresh in-memory PGlite (and a fresh PostgreSQL schema when
 * DATABASE_URL is set), then times the list and look-up calls of the administration screens through
 * the HTTP API (fastify.inject, no network), each several times: median and worst against its target.
 * It only reports; it never fails. Usage: node bench/admin/run.mjs [--json]
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
