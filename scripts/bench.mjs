#!/usr/bin/env node
/**
 * `pnpm bench`: runs every benchmark under bench/ (each prints its figures as numbers and ratios
 * against its targets). Benchmarks never assert; this machine is shared and noisy.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benches = readdirSync(path.join(root, 'bench'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(root, 'bench', d.name, 'run.mjs')))
  .map((d) => d.name)
  .filter((name) => process.argv.length <= 2 || process.argv.slice(2).includes(name));
for (const name of benches) {
  console.log(`\n=== bench/${name} ===`);
  spawnSync(process.execPath, [path.join('bench', name, 'run.mjs')], { cwd: root, stdio: 'inherit' });
}
