#!/usr/bin/env node
/**
 * Reports benchmark (`pnpm bench reports`): seeds 10,000 employees (BENCH_EMPLOYEES) with a month of
 * weekday punches into a fresh in-memory PGlite (and a fresh PostgreSQL schema when DATABASE_URL is
 * set), then times every registered time and admin report through the HTTP API (fastify.inject)
 * and its PDF export. Prints ms and ratios against the targets (report < 2 s, PDF < 3 s). It only
 * reports; it never fails. payroll-detail, employee-time-card, location-detailed-hours, rollcall and
 * the sign-in sheet are timed twice: every row in one answer (before paging) and one page of 50
 * employees (after). absent-employee is timed on a weekday
 * (nobody absent) and on a Saturday (everyone absent). BENCH_ONLY=key,key runs only those ('exports':
 * payroll-detail of the month, 220,000 rows, as CSV and XLSX and payroll-summary as PDF, against
 * the 3 s file target). BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of the slowest SQL of each run. Each report prints the CPU of the bench process (PGlite runs in it).
 * Usage: node bench/reports/run.mjs [--json]
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const server = join(here, '..', '..', 'apps', 'server');
// The server is TypeScript: run the bench under tsx with the workspace's 'source' condition.
const res = spawnSync(
  process.execPath,
  ['--expose-gc', '--conditions=source', '--import', 'tsx', join(here, 'bench.ts'), ...process.argv.slice(2)],
  { cwd: server, stdio: 'inherit', env: process.env },
);
process.exitCode = res.status ?? 1;
