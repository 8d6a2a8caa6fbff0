#!/usr/bin/env node
/**
 * `pnpm start`: builds the console and the server when their sources changed since the last
 * build, then starts the server (which serves the console at / and the API under /api) on the
 * embedded database with the demo company. PORT, DATA_DIR, DATABASE_URL and SEED_DEMO pass through.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const step = (args) => {
  const r = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step(['--filter', '@wm/console', 'run', 'build']);
step(['--filter', '@wm/server', 'run', 'build']);
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
