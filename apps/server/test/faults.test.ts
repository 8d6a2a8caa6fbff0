import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { DATABASE_URL } from './helpers.js';

/**
 * Faults (issue 18, section 3): the server process is killed with SIGKILL in the middle of a
 * 1,500-row CSV import on the embedded database; after a restart on the same data folder the folder
 * opens, the import is applied entirely or not at all (one transaction), and every write the server
 * acknowledged before the kill is there. The kill's moment is not asserted (either outcome is
 * valid); the slow cases (Time/Process of 1,000 batches, 10,000 rows) are in `pnpm bench load --faults`.
 */
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3364;
const base = `http://127.0.0.1:${PORT}`;
let root = '';
let child: ChildProcess | null = null;

function start(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const c = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: root,
        FILES_DIR: join(root, 'files'),
        SEED_DEMO: '0',
        JOBS_POLL_MS: '0',
        LOG_LEVEL: 'silent',
        LOAD_SHEDDING: '0',
        CONSOLE_DIR: join(root, 'no-console'),
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (/Workforce console on/.test(out)) resolve(c);
    };
    c.stdout!.on('data', onData);
    c.stderr!.on('data', onData);
    c.on('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}): ${out.slice(-1500)}`)),
    );
  });
}

async function kill9(c: ChildProcess) {
  if (c.exitCode !== null || c.signalCode !== null) return;
  const gone = new Promise((r) => c.once('exit', r));
  c.kill('SIGKILL');
  await gone;
}

async function signIn(userName: string): Promise<string> {
  const res = await fetch(`${base}/api/account/logon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('wm_session='))!
    .split(';')[0]!;
}

const call = (cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      'x-requested-with': 'test',
      cookie,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

async function locationsNamed(cookie: string, prefix: string): Promise<string[]> {
  const res = await call(
    cookie,
    'GET',
    `/api/Location?top=10000&filter=${encodeURIComponent(`startswith(name, '${prefix}')`)}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { name: string }[]).map((r) => r.name);
}

describe.skipIf(DATABASE_URL)('kill -9 of the server (embedded database)', () => {
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'prod2-faults-'));
    cpSync(inject('pgliteTemplate'), join(root, 'db'), { recursive: true });
  });
  afterAll(async () => {
    if (child) await kill9(child);
    rmSync(root, { recursive: true, force: true });
  });

  it('in the middle of a 1,500-row CSV import: after restart the import is all or nothing and acknowledged writes are there', async () => {
    child = await start();
    const admin = await signIn('admin');
    // Acknowledged writes before the fault.
    const acked: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await call(admin, 'POST', '/api/Location', { name: `Acked ${i}` });
      expect(res.status).toBe(200);
      acked.push(`Acked ${i}`);
    }
    const rows = 1500;
    const csv = [
      'Name,Code',
      ...Array.from({ length: rows }, (_, i) => `Fault Loc ${i + 1},FL${i + 1}`),
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'locations.csv');
    const up = await fetch(`${base}/api/file`, {
      method: 'POST',
      headers: { 'x-requested-with': 'test', cookie: admin },
      body: form,
    });
    expect(up.status).toBe(200);
    const fileId = ((await up.json()) as { id: string }).id;
    const importing = call(admin, 'POST', '/api/Location/importcsv', {
      filename: 'locations.csv',
      fileId,
    }).then(
      (r) => r.status,
      () => 0,
    );
    // Kill it while the import runs (where exactly it lands is not asserted).
    await new Promise((r) => setTimeout(r, 700));
    await kill9(child);
    const answered = await importing;

    child = await start(); // the data folder opens
    const again = await signIn('admin');
    const imported = await locationsNamed(again, 'Fault Loc ');
    if (answered === 200) expect(imported.length).toBe(rows);
    else expect([0, rows]).toContain(imported.length);
    expect(await locationsNamed(again, 'Acked ')).toEqual(expect.arrayContaining(acked));
    // The restarted server takes writes again.
    expect((await call(again, 'POST', '/api/Location', { name: 'After restart' })).status).toBe(200);
  }, 180_000);
});
