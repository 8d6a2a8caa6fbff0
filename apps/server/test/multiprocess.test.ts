import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeBits } from '@wm/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { multipartBody } from '../src/modules/files/__tests__/upload-helpers.js';
import { DATABASE_URL } from './helpers.js';

/**
 * Issue 18 section 1: two real server processes (src/main.ts) on one fresh PostgreSQL database,
 * sharing one FILES_DIR, as behind a load balancer. Runs in the PostgreSQL pass of the server
 * tests (DATABASE_URL set; scripts/test.mjs) and is skipped on PGlite. The database is
 * `${WM_TEST_DB_PREFIX ?? 'wm_mp_'}<random>`, dropped afterwards; ports are free ones unless
 * WM_TEST_PORTS=a,b names them.
 */
const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');

interface Proc {
  child: ChildProcess;
  url: string;
  output: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

let dbName = '';
let dbUrl = '';
let root = '';
const procs: Proc[] = [];

/** Starts `node src/main.ts` (through tsx) and waits until /api/health answers. */
async function startServer(name: string, port: number, env: Record<string, string>): Promise<Proc> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(childEnv))
    if (k.startsWith('S3_') || k.startsWith('VITEST')) delete childEnv[k];
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...childEnv,
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(root, name),
      FILES_DIR: join(root, 'shared-files'),
      CONSOLE_DIR: join(root, 'no-console'),
      JOBS_POLL_MS: '0',
      LOAD_SHEDDING: '0',
      WM_TEST_ROUTES: '1',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { child, url: `http://127.0.0.1:${port}`, output: [] };
  child.stdout!.on('data', (d) => proc.output.push(String(d)));
  child.stderr!.on('data', (d) => proc.output.push(String(d)));
  procs.push(proc);
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${proc.output.join('')}`);
    const ok = await fetch(`${proc.url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start: ${proc.output.join('')}`);
}

const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

async function signIn(p: Proc, userName: string): Promise<string> {
  const res = await fetch(`${p.url}/api/account/logon`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('wm_session='));
  return cookie!.split(';')[0]!;
}

const call = (p: Proc, cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${p.url}${path}`, {
    method,
    headers: { ...json, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function admin(sql: string, params: unknown[] = [], url = DATABASE_URL!) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

/** A console's live-update WebSocket on `p`, open (and so subscribed), with what it received. */
async function liveStream(p: Proc, cookie: string) {
  const socket = new WebSocket(`${p.url.replace(/^http/, 'ws')}/api/live`, { headers: { cookie } });
  let text = '';
  socket.on('message', (data) => {
    text += `${String(data)}\n`;
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const readUntil = async (pred: (t: string) => boolean, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!pred(text) && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    return text;
  };
  return { readUntil, text: () => text, close: () => socket.close() };
}

beforeAll(async () => {
  if (!DATABASE_URL) return;
  dbName = `${process.env.WM_TEST_DB_PREFIX ?? 'wm_mp_'}${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const u = new URL(DATABASE_URL);
  u.pathname = `/${dbName}`;
  dbUrl = u.toString();
  root = mkdtempSync(join(tmpdir(), 'wm-multiproc-'));
  const ports = process.env.WM_TEST_PORTS?.split(',').map(Number) ?? [await freePort(), await freePort()];
  // A migrates and seeds; B starts on the migrated database (as a second replica would).
  await startServer('a', ports[0]!, { SEED_DEMO: '1' });
  await startServer('b', ports[1]!, { SEED_DEMO: '0' });
}, 180_000);

afterAll(async () => {
  for (const p of procs) {
    if (p.child.exitCode === null) {
      const exited = new Promise((r) => p.child.once('exit', r));
      p.child.kill('SIGTERM');
      await exited;
    }
  }
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  if (root) rmSync(root, { recursive: true, force: true });
}, 60_000);

describe.runIf(DATABASE_URL)('two server processes on one PostgreSQL (issue 18 section 1)', () => {
  it('a session made on A is valid on B, and signing off on B ends it on A', async () => {
    const [a, b] = procs as [Proc, Proc];
    const cookie = await signIn(a, 'manager');
    const onB = await call(b, cookie, 'GET', '/api/account/identity');
    expect(onB.status).toBe(200);
    expect((await onB.json()).user.userName).toBe('manager');
    expect((await call(b, cookie, 'POST', '/api/account/logoff', {})).status).toBe(200);
    expect((await call(a, cookie, 'GET', '/api/account/identity')).status).toBe(401);
  });

  it('a file uploaded on A is read on B', async () => {
    const [a, b] = procs as [Proc, Proc];
    const cookie = await signIn(a, 'admin');
    const { payload, contentType } = multipartBody({
      name: 'shared.txt',
      content: 'stored once, read anywhere',
      type: 'text/plain',
    });
    const up = await fetch(`${a.url}/api/file`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest', cookie },
      body: new Uint8Array(payload),
    });
    expect(up.status, await up.clone().text()).toBe(200);
    const { id, url } = (await up.json()) as { id: string; url: string };
    const got = await call(b, cookie, 'GET', `/api/file/${id}`);
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('stored once, read anywhere');
    // The signed URL made on A is honoured by B (the signing secret is in the database).
    expect(await (await fetch(`${b.url}${url}`)).text()).toBe('stored once, read anywhere');
  });

  it('a due scheduled report is sent once when both processes run their jobs at the same time', async () => {
    const [a, b] = procs as [Proc, Proc];
    const cookie = await signIn(a, 'payroll');
    const pin = (p: Proc, now: string | null) => call(p, cookie, 'POST', '/api/test/clock', { now });
    await Promise.all([pin(a, '2026-12-06T12:00:00Z'), pin(b, '2026-12-06T12:00:00Z')]);
    const created = await call(a, cookie, 'POST', '/api/scheduled-report', {
      name: 'Two processes',
      reportKey: 'payroll-summary',
      format: 'csv',
      dateSpan: 'last-week',
      criteria: { isOpenTime: true },
      schedule: {
        type: 1,
        hours: encodeBits([7], 'hours'),
        weekDays: encodeBits([1, 2, 3, 4, 5], 'weekDays'),
      },
      subscribers: [{ email: 'twice@example.com' }],
    });
    expect(created.status, await created.clone().text()).toBe(200);
    // Monday 07:00 in the company zone (MST) is 14:00 UTC: due on both processes' clocks.
    await Promise.all([pin(a, '2026-12-07T14:00:30Z'), pin(b, '2026-12-07T14:00:30Z')]);
    const runs = await Promise.all(
      [a, b, a, b].map((p) => call(p, cookie, 'POST', '/api/test/jobs/run', {}).then((r) => r.json())),
    );
    const done = runs.reduce((n, r: { done: number }) => n + r.done, 0);
    expect(done).toBeGreaterThanOrEqual(1);
    const sent = await admin(
      'SELECT "to" FROM outbox WHERE subject = $1',
      ['Scheduled report: Two processes'],
      dbUrl,
    );
    expect(sent).toEqual([{ to: 'twice@example.com' }]);
    // The report's job was claimed by one process, once (a second claim would count an attempt).
    const jobs = await admin(
      `SELECT state, attempts, locked_by FROM job WHERE dedupe_key LIKE 'scheduled-report:%'`,
      [],
      dbUrl,
    );
    expect(jobs).toEqual([{ state: 'done', attempts: 1, locked_by: expect.any(String) }]);
    await Promise.all([pin(a, null), pin(b, null)]);
  });

  it("a change saved on A reaches a console on B, and never another company's console", async () => {
    const [a, b] = procs as [Proc, Proc];
    const first = await signIn(a, 'admin');
    const second = await signIn(a, 'admin2');
    const mine = await liveStream(b, first);
    const theirs = await liveStream(b, second);
    try {
      const task = await call(a, first, 'POST', '/api/Task', { name: 'Live across processes' });
      expect(task.status, await task.clone().text()).toBe(200);
      const taskId = ((await task.json()) as { id: string }).id;
      const text = await mine.readUntil((t) => t.includes(taskId));
      expect(text).toContain(`"entity":"Task","ids":["${taskId}"],"op":"save"`);
      // Then a change in the second company: its console gets that one, and (events arrive in
      // commit order on one listening connection) it would have got the first one before it.
      const other = await call(a, second, 'POST', '/api/Task', { name: 'Second company task' });
      expect(other.status, await other.clone().text()).toBe(200);
      const otherId = ((await other.json()) as { id: string }).id;
      const seen = await theirs.readUntil((t) => t.includes(otherId));
      expect(seen).toContain(otherId);
      expect(seen).not.toContain(taskId);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
