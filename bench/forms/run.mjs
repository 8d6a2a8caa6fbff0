#!/usr/bin/env node
/**
 * Forms benchmark (`pnpm bench forms`; issue 9 section 7): filler validation of a 300-control form
 * with 20 tables of 100 rows (target < 30 ms) and PDF generation of a 20-page submission (target
 * < 1.5 s), each several times: median and worst against the target; then the designer reorder
 * (300 controls, end to start, < 50 ms to the next frame) in headless Chromium (designer.mjs).
 * It only reports; it never fails. Usage: node bench/forms/run.mjs
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
const { runDesignerBench } = await import('./designer.mjs');
try {
  await runDesignerBench();
} catch (error) {
  console.error('designer reorder: not measured:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
