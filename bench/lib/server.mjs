/**
 * Shared by the browser benchmarks: starts the BUILT server (apps/server/dist, console in
 * apps/console/dist; `pnpm build` first when missing) on a fresh embedded database with the demo
 * company, and Debian's headless Chromium arguments of the developers' guide.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** BENCH_PORT when set (shared machines give each user a port range), else a free TCP port on 127.0.0.1. */
export function freePort() {
  if (process.env.BENCH_PORT) return Promise.resolve(Number(process.env.BENCH_PORT));
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Resolves when GET /api/health answers; throws after `ms` milliseconds. */
export async function waitForHealth(base, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not answer ${base}/api/health within ${ms / 1000} s`);
}

/**
 * Starts the built server on a free port and a fresh data folder (extra `env` added, e.g. SEED_SIZE)
 * and waits for it. Returns `{ base, stop }`; `stop()` kills it and removes the folder.
 */
export async function startBuiltServer(env = {}) {
  const serverMain = join(root, 'apps', 'server', 'dist', 'main.js');
  if (!existsSync(serverMain) || !existsSync(join(root, 'apps', 'console', 'dist', 'index.html'))) {
    console.log('Building the console and server first (pnpm build)...');
    spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'wm-bench-'));
  const server = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JOBS_POLL_MS: '0',
      LOAD_SHEDDING: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, 300_000);
  } catch (e) {
    stop();
    throw e;
  }
  return { base, stop };
}
