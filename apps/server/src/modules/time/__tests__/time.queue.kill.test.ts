import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { DATABASE_URL, signIn } from '../../../../test/helpers.js';
import { buildServer } from '../../../server.js';
import { DEMO_PASSWORD } from '../../../seed/demo.js';

// Issue 16 §3: "The server killed in the middle of a sync: after restart every event is either
// recorded once or still queued." A server process of its own (src/main.ts) receives a device's
// queue and is killed with SIGKILL while it stores it; the device, which never heard back, sends the
// whole queue again to the restarted server: the database opens, and every tap makes exactly one
// record (those stored before the kill come back as duplicates).

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const SHIFTS = 150;

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** How many of the field employee's records the API shows since `base` (ms). */
function storedThroughApi(url: string, cookie: string, base: number): () => Promise<number> {
  const from = encodeURIComponent(new Date(base - 60_000).toISOString());
  return async () => {
    const res = await fetch(`${url}/api/Time?from=${from}`, {
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
    });
    const body = (await res.json()) as unknown;
    return Array.isArray(body) ? body.length : 0;
  };
}

/** Counts changes of the newest write-ahead log segment's modification time (one per commit or so). */
function walCommits(dir: string): () => Promise<number> {
  let last = -1;
  let changes = -1;
  return async () => {
    const newest = Math.max(...readdirSync(dir).map((f) => statSync(join(dir, f)).mtimeMs));
    if (newest !== last) {
      last = newest;
      changes += 1;
    }
    return changes;
  };
}

describe('POST /api/time/queue when the server process is killed mid-sync', () => {
  it('after the restart every queued tap is recorded exactly once', { timeout: 420_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'wm-queue-kill-'));
    // A database that outlives the process: a PGlite folder, or a PostgreSQL database of its own
    // (the server process has no schema option).
    const dbName = `wm_queue_kill_${randomBytes(5).toString('hex')}`;
    let databaseUrl: string | undefined;
    if (DATABASE_URL) {
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const u = new URL(DATABASE_URL);
      u.pathname = `/${dbName}`;
      databaseUrl = u.toString();
    } else {
      cpSync(inject('pgliteTemplate'), join(root, 'db'), { recursive: true });
    }
    const open = () =>
      databaseUrl
        ? buildServer({ databaseUrl, seedDemo: true, consoleDir: null })
        : buildServer({ dataDir: join(root, 'db'), seedDemo: true, consoleDir: null });

    let child: ChildProcess | null = null;
    let server: FastifyInstance | null = await open();
    try {
      // The field employee starts without time; the queue holds 150 half-hour shifts of the last days.
      const demo = server.demo!;
      const F = demo.employeeIds.field1;
      await server.platform.db.query('UPDATE time_record SET status = 3 WHERE employee_id = $1', [F]);
      const base = Date.now() - 8 * 86400_000;
      const events = Array.from({ length: SHIFTS * 2 }, (_, i) => {
        const at = new Date(base + Math.floor(i / 2) * 70 * 60_000 + (i % 2) * 30 * 60_000).toISOString();
        return {
          clientEventId: `kill-${i}-${randomBytes(3).toString('hex')}`,
          record:
            i % 2 === 0
              ? {
                  employee_id: F,
                  location_id: demo.locationIds[0],
                  task_id: demo.taskIds[0],
                  inTimeStamp: at,
                }
              : { employee_id: F, outTimeStamp: at },
        };
      });
      await server.close();
      server = null;

      // The server process: signed in as the field employee, it receives the queue and is killed.
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: root,
          DATABASE_URL: databaseUrl ?? '',
          SEED_DEMO: '0',
          JOBS_POLL_MS: '0',
          LOAD_SHEDDING: '0',
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      });
      await waitForHealth(url, child);
      const logon = await fetch(`${url}/api/account/logon`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ userName: 'fiona', password: DEMO_PASSWORD }),
      });
      expect(logon.status).toBe(200);
      const cookie = (logon.headers.get('set-cookie') ?? '').split(';')[0]!;
      const sync = fetch(`${url}/api/time/queue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
        body: JSON.stringify({ events }),
      }).then(
        (res) => res.status,
        () => 'no answer' as const,
      );
      // Kill it once it has stored some of the shifts (each tap is its own transaction). On PostgreSQL
      // that is read back through the API as the device would; the embedded database serves no other
      // request while it stores, so there the test watches its write-ahead log grow, commit by commit.
      const progress = databaseUrl
        ? storedThroughApi(url, cookie, base)
        : walCommits(join(root, 'db', 'pg_wal'));
      for (let seen = 0, since = Date.now(); seen < 10 && Date.now() - since < 30_000; ) {
        seen = await progress();
        await new Promise((r) => setTimeout(r, 5));
      }
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      expect(await sync).toBe('no answer');

      // Restart on the same database: it opens, and the device sends its whole queue again.
      server = await open();
      const fiona = await signIn(server, 'fiona');
      const again = await fiona.post('/api/time/queue', { events });
      expect(again.statusCode).toBe(200);
      const statuses: string[] = again.json().results.map((r: { status: string }) => r.status);
      expect(statuses).toHaveLength(SHIFTS * 2);
      expect(statuses.filter((s) => s !== 'recorded' && s !== 'duplicate')).toEqual([]);
      // What the killed process stored in full comes back as duplicates, in queue order.
      const stored = statuses.indexOf('recorded');
      expect(stored).toBeGreaterThan(0);
      expect(statuses.slice(stored === -1 ? statuses.length : stored).every((s) => s === 'recorded')).toBe(
        true,
      );
      const rows = await server.platform.db.query<{ n: number; complete: number }>(
        `SELECT count(*)::int AS n, count("outTimeStamp")::int AS complete FROM time_record
          WHERE employee_id = $1 AND status = 1`,
        [F],
      );
      expect(rows[0]).toEqual({ n: SHIFTS, complete: SHIFTS }); // every shift once
    } finally {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      await server?.close();
      if (databaseUrl && DATABASE_URL) {
        const admin = new pg.Client({ connectionString: DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      rmSync(root, { recursive: true, force: true });
    }
  });
});
