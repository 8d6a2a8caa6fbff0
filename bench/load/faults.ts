/**
 * `pnpm bench load --faults` (issue 18, section 3 "Faults"): the slow kill -9 cases, on PGlite (the
 * data folder must open again) and on PostgreSQL. For each: prepare, start the real server (a child
 * process), start the long request, SIGKILL the server while it runs, restart it on the same data,
 * then check:
 * - Time/Process of 1,000 batches: every batch is either processed (processedTimestamp set and its
 *   completed shifts there) or still open (neither); none half done;
 * - a 10,000-row CSV import of locations: applied entirely (as it would have been reported) or not
 *   at all;
 * - in both, the writes acknowledged before the kill are there.
 * The quick case (1,500 rows) runs as a server test (apps/server/test/faults.test.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../apps/server/src/platform/db/db.js';
import { openDb } from '../../apps/server/src/platform/db/db.js';
import { buildServer } from '../../apps/server/src/server.js';
import { addEmployees, freshPgDatabase, signIn, startChild, stopChild } from './bench.js';
import { send } from './loadgen.js';

const PORT = Number(process.env.BENCH_PORT ?? 3361) + 4;

async function withDb<T>(
  opts: { databaseUrl?: string; dataDir?: string },
  fn: (db: Db) => Promise<T>,
): Promise<T> {
  const db = await openDb(opts);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** Wall ms of `request`; throws unless it answers 200. */
async function timed(request: () => Promise<{ status: number; body: string }>): Promise<number> {
  const t = performance.now();
  const res = await request();
  if (res.status !== 200) throw new Error(`calibration run: ${res.status} ${res.body.slice(0, 200)}`);
  return performance.now() - t;
}

export async function runFaults({ quick }: { quick: boolean }) {
  const batches = quick ? 300 : 1000;
  const rows = quick ? 3000 : 10000;
  for (const kind of ['pglite', 'postgres'] as const) {
    const root = mkdtempSync(join(tmpdir(), 'prod2-faults-'));
    const pgDb = kind === 'postgres' ? await freshPgDatabase('faults') : null;
    const opts = pgDb ? { databaseUrl: pgDb.url } : { dataDir: join(root, 'db') };
    let server: ChildProcess | null = null;
    const start = () =>
      startChild(
        'src/main.ts',
        {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: root,
          FILES_DIR: join(root, 'files'),
          DATABASE_URL: pgDb?.url ?? '',
          SEED_DEMO: '0',
          LOAD_SHEDDING: '0',
          CONSOLE_DIR: join(root, 'none'),
        },
        /Workforce console on/,
      );
    try {
      console.log(
        `\n--- faults on ${kind}: kill -9 in the middle of Time/Process (${batches} batches) and a ${rows}-row CSV import`,
      );
      // Prepare: demo data, employees with one complete record each, batched by Time/Close.
      const app = await buildServer({ ...opts, seedDemo: true, consoleDir: null });
      const demo = app.demo!;
      await addEmployees(app.platform.db, demo.companyId, batches, 'f');
      await app.platform.db.query(
        `INSERT INTO time_record (id, company_id, employee_id, location_id, task_id, "inTimeStamp", "outTimeStamp",
                "inTimeZone", "outTimeZone", source, "compileState", status)
         SELECT 'ft' || i, $1, 'fe' || i, $2, $3, timestamptz '2025-03-04 08:00:00+00',
                timestamptz '2025-03-04 16:00:00+00', $4, $4, 'clock', 'raw', 1
           FROM generate_series(1, $5::int) i`,
        [demo.companyId, demo.locationIds[0], demo.taskIds[0], demo.timeZone, batches],
      );
      const logon = await app.inject({
        method: 'POST',
        url: '/api/account/logon',
        headers: { 'x-requested-with': 'bench' },
        payload: { userName: 'payroll', password: 'Demo-1234' },
      });
      const cookie = `wm_session=${logon.cookies.find((c) => c.name === 'wm_session')!.value}`;
      const closed = await app.inject({
        method: 'POST',
        url: '/api/Time/Close',
        headers: { 'x-requested-with': 'bench', cookie },
        payload: { from: '2025-03-01T00:00:00Z', to: '2025-03-09T00:00:00Z', includeUnfinished: true },
      });
      if (closed.statusCode !== 200) throw new Error(`Time/Close: ${closed.statusCode} ${closed.body}`);
      let batchIds = (closed.json().batches as { id: string }[]).map((b) => b.id);
      await app.close();

      // Time/Process, killed: an uninterrupted run first gives its duration; then, up to four times,
      // the batches are reopened (Time/Open) and closed again and the run started once more, with the
      // kill after half the last duration, a quarter, ...: a later run may be faster (warm caches), so
      // the delay shrinks until the kill lands before the answer.
      server = await start();
      const payroll = await signIn(PORT, 'payroll');
      const adminBefore = await signIn(PORT, 'admin');
      const processRequest = () => ({
        method: 'POST',
        path: '/api/Time/Process',
        headers: { cookie: payroll },
        body: { batchIds },
      });
      const processDuration = await timed(() => send(PORT, processRequest(), 600_000));
      const reclose = async () => {
        const reopened = await send(PORT, {
          method: 'POST',
          path: '/api/Time/Open',
          headers: { cookie: payroll },
          body: { batchIds },
        });
        if (reopened.status !== 200) throw new Error(`Time/Open: ${reopened.status} ${reopened.body}`);
        const again = await send(PORT, {
          method: 'POST',
          path: '/api/Time/Close',
          headers: { cookie: payroll },
          body: { from: '2025-03-01T00:00:00Z', to: '2025-03-09T00:00:00Z', includeUnfinished: true },
        });
        if (again.status !== 200) throw new Error(`Time/Close: ${again.status} ${again.body}`);
        batchIds = (JSON.parse(again.body).batches as { id: string }[]).map((b) => b.id);
      };
      const ack = await send(PORT, {
        method: 'POST',
        path: '/api/Location',
        headers: { cookie: adminBefore },
        body: { name: 'Acked before kill' },
      });
      let answered = 200;
      let killedAfter = 0;
      let t = 0;
      for (let attempt = 1, delay = processDuration / 2; attempt <= 4 && answered; attempt++, delay /= 2) {
        await reclose();
        t = performance.now();
        let done = false;
        const processing = send(PORT, processRequest(), 600_000).finally(() => {
          done = true;
        });
        await new Promise((r) => setTimeout(r, delay));
        if (!done) server.kill('SIGKILL');
        answered = (await processing).status;
        killedAfter = performance.now() - t;
      }
      if (answered) server.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 200));
      t = performance.now();
      server = await start();
      const reopenMs = performance.now() - t;
      await stopChild(server);
      const check = await withDb(opts, async (db) => {
        const r = await db.query<{ processed: number; open: number; half: number; acked: number }>(
          `SELECT count(*) FILTER (WHERE b."processedTimestamp" IS NOT NULL AND s.n > 0)::int AS processed,
                  count(*) FILTER (WHERE b."processedTimestamp" IS NULL AND coalesce(s.n, 0) = 0)::int AS open,
                  count(*) FILTER (WHERE (b."processedTimestamp" IS NOT NULL) <> (coalesce(s.n, 0) > 0))::int AS half,
                  (SELECT count(*)::int FROM location WHERE name = 'Acked before kill') AS acked
             FROM time_batch b
             LEFT JOIN (SELECT "timeBatch_id", count(*) AS n FROM completed_shift GROUP BY 1) s ON s."timeBatch_id" = b.id
            WHERE b.id = ANY($1::text[])`,
          [batchIds],
        );
        return r[0]!;
      });
      console.log(
        `Time/Process of ${batchIds.length} batches (uninterrupted: ${processDuration.toFixed(0)} ms), killed after ${killedAfter.toFixed(0)} ms (${answered ? `answer ${answered} came first: not a mid-run kill` : 'no answer: killed mid-run'}): restart ${reopenMs.toFixed(0)} ms (data opens); processed ${check.processed}, still open ${check.open}, half done ${check.half} (target 0), acknowledged write there: ${check.acked === (ack.status === 200 ? 1 : 0) ? 'yes' : 'NO'}`,
      );

      // CSV import, killed.
      server = await start();
      const admin = await signIn(PORT, 'admin');
      const upload = async (prefix: string) => {
        const csv = [
          'Name,Code',
          ...Array.from(
            { length: rows },
            (_, i) => `${prefix} ${i + 1},${prefix.replace(/\W/g, '')}${i + 1}`,
          ),
        ].join('\n');
        const form = new FormData();
        form.append('file', new Blob([csv], { type: 'text/csv' }), 'locations.csv');
        const up = await fetch(`http://127.0.0.1:${PORT}/api/file`, {
          method: 'POST',
          headers: { 'x-requested-with': 'bench', cookie: admin },
          body: form,
        });
        return ((await up.json()) as { id: string }).id;
      };
      const importRequest = (fileId: string) => ({
        method: 'POST',
        path: '/api/Location/importcsv',
        headers: { cookie: admin },
        body: { filename: 'locations.csv', fileId },
      });
      // An uninterrupted import of other names first gives the duration; the kill lands halfway.
      const calibration = await upload('Calibration Loc');
      const importDuration = await timed(() => send(PORT, importRequest(calibration), 600_000));
      const fileId = await upload('Fault Loc');
      t = performance.now();
      const importing = send(PORT, importRequest(fileId), 600_000);
      await new Promise((r) => setTimeout(r, importDuration / 2));
      server.kill('SIGKILL');
      const importAnswer = (await importing).status;
      const importKilledAfter = performance.now() - t;
      await new Promise((r) => setTimeout(r, 200));
      server = await start();
      await stopChild(server);
      const imported = await withDb(opts, async (db) =>
        Number(
          (
            await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM location WHERE name LIKE 'Fault Loc %'`,
            )
          )[0]!.n,
        ),
      );
      const whole = imported === 0 || imported === rows;
      console.log(
        `CSV import of ${rows} rows (uninterrupted: ${importDuration.toFixed(0)} ms), killed after ${importKilledAfter.toFixed(0)} ms (${importAnswer ? `answer ${importAnswer} came first: not a mid-run kill` : 'no answer: killed mid-run'}): ${imported} rows there: ${whole ? (imported ? 'applied entirely' : 'not applied at all') : 'HALF DONE'} (target: all or nothing)`,
      );
    } finally {
      if (server) await stopChild(server, 'SIGKILL').catch(() => {});
      rmSync(root, { recursive: true, force: true });
      await pgDb?.drop();
    }
  }
}
