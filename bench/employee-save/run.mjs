#!/usr/bin/env node
/**
 * Employee save benchmark (`pnpm bench employee-save`; issue 18 section 3 "Creating employees slows
 * as the company grows"): creates employees through POST /api/Employee (fastify.inject) in a small
 * company, then grows the company to 3,000 and 10,000 seat holders (employees with a user and a
 * Time role, inserted in SQL) and creates the same number again. Prints ms per save at each size and
 * the ratio to the small company's (target: at most 1.3x, i.e. independent of the company's size).
 * PGlite in memory, and PostgreSQL too when DATABASE_URL is set. Reports only; never fails.
 * Usage: node bench/employee-save/run.mjs [--json]
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const server = join(here, '..', '..', 'apps', 'server');
const res = spawnSync(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', join(here, 'bench.ts'), ...process.argv.slice(2)],
  { cwd: server, stdio: 'inherit', env: process.env },
);
process.exitCode = res.status ?? 1;
