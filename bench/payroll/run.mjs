#!/usr/bin/env node
/**
 * Payroll benchmark (`pnpm bench payroll`): seeds 1,000 employees with two weeks of punches
 * (10,000 records) into a fresh in-memory PGlite (and a fresh PostgreSQL schema when DATABASE_URL is
 * set), then times, through the HTTP API (fastify.inject, no network): Time/Close of the whole pay
 * period, Time/Process of every batch, the payroll summary report, and a month of the time editor's
 * query (GET /api/Time?from=&to=). Prints ms and the ratio against the targets (process < 2 s on
 * PGlite, payroll summary < 1 s). It only reports; it never fails.
 * Usage: node bench/payroll/run.mjs [--json]
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
