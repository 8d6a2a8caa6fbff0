#!/usr/bin/env node
/**
 * Insight benchmark (`pnpm bench insight`; issue 11 section 4): grows the demo company to 10,000
 * employees and 5,000 locations (the SEED_SIZE=large seed) plus 2,000 assets with assignments, task
 * budgets on every location and a week of time, in a fresh in-memory PGlite (and a fresh PostgreSQL
 * schema when DATABASE_URL is set); then times, through the HTTP API (fastify.inject), the home
 * dashboard's calls one by one and all together (the server part of its first paint), the
 * `idash-*` map calls, the asset and insight reports and a custom report, and the clustering of the
 * 5,000 location pins. Then, when the console is built (apps/console/dist; `pnpm build`), the
 * browser figures in Debian's headless Chromium against this server: the dashboard's first paint
 * (first contentful paint and first card content, cold cache, target 1.5 s) and the location map's
 * 5,000 pins, clustered, panned for 3 s (frames per second, target 50). Median of BENCH_RUNS (5)
 * against each target. Reports only; never fails. BENCH_BROWSER=0 skips the browser, =only runs it alone;
 * BENCH_CONSOLE_DIR serves another console build; BENCH_PORT
 * picks its port (default a free one); BENCH_DB=pglite|postgres runs one database only.
 * Usage: node bench/insight/run.mjs [--json]
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
