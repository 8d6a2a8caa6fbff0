import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_FORM_IDS } from '../src/modules/forms/forms.seed.js';
import { openDb } from '../src/platform/db/db.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { DATABASE_URL } from './helpers.js';

/**
 * Faults (issue 18, section 3): the server process is killed with SIGKILL in the middle of a
 * 1,500-row CSV import, and in the middle of form submissions with photos, on the embedded database;
 * after a restart on the same data folder the folder opens, the import is applied entirely or not at
 * all (one transaction), a submission is either stored whole (its photos readable, its completion job
 * queued) or not at all, and every write the server acknowledged before the kill is there. The kill's moment is not asserted (either outcome is
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

  it('in the middle of form submissions with photos: each is stored whole or not at all, acknowledged ones are there', async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) child = await start();
    const employee = await signIn('employee');
    const site = (
      (await (await call(employee, 'GET', '/api/Location?top=1&select=name')).json()) as {
        id: string;
      }[]
    )[0]!.id;
    const png = Buffer.from(PIXEL.split(',')[1]!, 'base64');
    const submissions = 24;
    // Every photo is uploaded and acknowledged before the submissions start.
    const photos: string[] = [];
    for (let i = 0; i < submissions; i++) {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), `site-${i}.png`);
      const up = await fetch(`${base}/api/file`, {
        method: 'POST',
        headers: { 'x-requested-with': 'test', cookie: employee },
        body: form,
      });
      expect(up.status).toBe(200);
      photos.push(((await up.json()) as { id: string }).id);
    }
    const id = (i: number) => `kill-photo-${i}`;
    const submit = (i: number) =>
      call(employee, 'POST', '/api/FormSubmission', {
        id: id(i),
        form_id: DEMO_FORM_IDS.safety,
        submissionStatus: 'completed',
        answerData: [
          { controlId: 'ss-site', answer: site },
          { controlId: 'ss-incident', answer: 'No' },
          { controlId: 'ss-photos', answer: [photos[i]] },
          { controlId: 'ss-signature', answer: PIXEL },
        ],
      }).then(
        (r) => r.status,
        () => 0,
      );
    // The first few are acknowledged before the fault; the rest are in flight when it comes.
    const acked = new Set<number>();
    for (let i = 0; i < 3; i++) if ((await submit(i)) === 200) acked.add(i);
    expect(acked.size).toBe(3);
    const inFlight = Array.from({ length: submissions - 3 }, (_, k) =>
      submit(k + 3).then((status) => {
        if (status === 200) acked.add(k + 3);
      }),
    );
    await new Promise((r) => setTimeout(r, 60));
    await kill9(child);
    await Promise.all(inFlight);

    // The stored submissions, straight from the data folder (no server holds it now).
    const db = await openDb({ dataDir: join(root, 'db') });
    let stored: { id: string; data: { answerData?: { controlId: string; answer: unknown }[] } }[];
    let jobs: string[];
    try {
      stored = await db.query(`SELECT id, data FROM form_submission WHERE id LIKE 'kill-photo-%'`);
      jobs = (
        await db.query<{ id: string }>(
          `SELECT payload->>'submissionId' AS id FROM job WHERE dedupe_key LIKE 'form-completed:kill-photo-%'`,
        )
      ).map((j) => j.id);
    } finally {
      await db.close();
    }
    const storedIds = new Set(stored.map((r) => r.id));
    for (const i of acked) expect(storedIds, `acknowledged ${id(i)}`).toContain(id(i));
    // Whole: the photo answer is there and the completion job (PDF, e-mail) was queued with it.
    for (const r of stored) {
      const photo = r.data.answerData?.find((a) => a.controlId === 'ss-photos')?.answer;
      expect(photo, r.id).toEqual([photos[Number(r.id.slice('kill-photo-'.length))]]);
      expect(jobs, r.id).toContain(r.id);
    }

    child = await start(); // the data folder opens
    const manager = await signIn('manager');
    for (const r of stored) {
      expect((await call(manager, 'GET', `/api/FormSubmission/${r.id}`)).status, r.id).toBe(200);
      const photo = photos[Number(r.id.slice('kill-photo-'.length))]!;
      expect((await call(manager, 'GET', `/api/file/${photo}`)).status, photo).toBe(200);
    }
    // Submissions the kill stopped can be sent again.
    const lost = Array.from({ length: submissions }, (_, i) => i).filter((i) => !storedIds.has(id(i)));
    const again = await signIn('employee');
    for (const i of lost.slice(0, 2)) {
      const res = await call(again, 'POST', '/api/FormSubmission', {
        id: id(i),
        form_id: DEMO_FORM_IDS.safety,
        submissionStatus: 'completed',
        answerData: [
          { controlId: 'ss-site', answer: site },
          { controlId: 'ss-incident', answer: 'No' },
          { controlId: 'ss-photos', answer: [photos[i]] },
          { controlId: 'ss-signature', answer: PIXEL },
        ],
      });
      expect(res.status, await res.text()).toBe(200);
    }
  }, 180_000);
});

/** A 1x1 PNG as a data URL (the signature and, decoded, the photos). */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
