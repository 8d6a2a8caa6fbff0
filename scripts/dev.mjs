#!/usr/bin/env node
/**
 * `pnpm dev`: the server with reload (tsx watch, port 3000) and the console on Vite with hot reload
 * (port 5173, proxying /api to the server). Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const procs = [
  spawn('pnpm', ['--filter', '@wm/server', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@wm/console', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) {
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
