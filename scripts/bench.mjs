#!/usr/bin/env node
/**
 * `pnpm bench [name...]`: runs every benchmark under bench/ (a folder with a run.mjs: admin, listview,
 * payroll), or only the named ones; each prints its figures as numbers and ratios against its
 * targets. Benchmarks never assert; this machine is shared and noisy. An unknown name lists the
 * benchmarks there are and exits with 2.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const all = readdirSync(path.join(root, 'bench'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(root, 'bench', d.name, 'run.mjs')))
  .map((d) => d.name)
  .sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`No benchmark named ${unknown.join(', ')}; there are: ${all.join(', ')}`);
  process.exit(2);
}
const flags = process.argv.slice(2).filter((a) => a.startsWith('-'));
for (const name of wanted.length ? wanted : all) {
  console.log(`\n=== bench/${name} ===`);
  spawnSync(process.execPath, [path.join('bench', name, 'run.mjs'), ...flags], {
    cwd: root,
    stdio: 'inherit',
  });
}
