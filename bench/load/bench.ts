/**
 * `pnpm bench load` proper (see run.mjs; issue 18, section 3). Runs inside apps/server (tsx,
 * 'source' condition). For each database (a fresh PostgreSQL database prod2_bench_<hex>, dropped
 * afterwards, and a PGlite data folder in /tmp):
 * 1. prepares the demo company plus 1,000 bench employees (SQL, not the API), and counts the
 *    database statements of one clock call in-process (the deterministic part of its cost);
 * 2. starts the real server (src/main.ts, a child process, load shedding on) and a bare Fastify
 *    peer (bare.ts) on the same database engine;
 * 3. clocks the 1,000 employees in and out at 100, 250 and 500 requests/s (half POST /api/time/real
 *    by a manager, half POST /api/time/kiosk/clock by PIN) for N seconds each, the bare insert route
 *    at the same rates, then entity reads at 20 concurrent clients beside the bare GET route;
 * 4. stops the server and compares the time records in the database with the acknowledged clock
 *    events (they must be equal).
 * The clock runs at 3600x (POST /api/test/clock {rate}), so a real second is an hour and the
 * one-hour duplicate rule and the one-minute minimum let every employee clock again.
 * Flags: --quick (5 s per rate), --seconds=N, --db=postgres|pglite|none, --large (the large-company
 * figures of large.ts), --faults (fault figures of faults.ts), --json, --statements (print each
 * counted call's statements and stop), --inprocess=N (time N clock IN/OUT pairs in-process).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../../apps/server/src/platform/db/db.js';
import { openDb } from '../../apps/server/src/platform/db/db.js';
import { buildServer } from '../../apps/server/src/server.js';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo.js';
import { type Answer, concurrent, fixedRate, type Request, type RunStats, send } from './loadgen.js';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..', '..', 'apps', 'server');
const argv = process.argv.slice(2);
const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const quick = argv.includes('--quick');
const SECONDS = Number(flag('seconds') ?? (quick ? 5 : 30));
const READ_SECONDS = quick ? 3 : 10;
const RATES = [100, 250, 500];
const EMPLOYEES = 1000;
const CLIENTS = 20;
const ONLY = flag('db');
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORTS = {
  server: Number(process.env.BENCH_PORT ?? 3361),
  bare: Number(process.env.BENCH_PORT ?? 3361) + 1,
};
/** Targets of issue 18, section 3. */
export const TARGETS = { p99At500Ms: 20, costRatio: 3, readP99Ms: 200 };

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
const log = (s: string) => console.log(s);

/** A fresh PostgreSQL database named prod2_bench_<hex>; answers its URL and a drop function. */
export async function freshPgDatabase(tag = 'bench'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${process.env.BENCH_DB_PREFIX ?? 'prod2'}_${tag}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Starts a TypeScript entry (tsx) in apps/server as a child; resolves once `ready` matches its output. */
export function startChild(entry: string, env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'silent', JOBS_POLL_MS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${entry} exited ${code}: ${out.slice(-2000)}`)));
  });
}

export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await done;
}

export async function signIn(port: number, userName: string): Promise<string> {
  let a = await send(port, {
    method: 'POST',
    path: '/api/account/logon',
    body: { userName, password: DEMO_PASSWORD },
  });
  // A server just started (or a busy machine) may shed the first calls: wait as Retry-After says.
  for (let k = 0; k < 20 && a.status === 503; k++) {
    await new Promise((r) => setTimeout(r, Number(a.headers['retry-after'] ?? 1) * 1000));
    a = await send(port, {
      method: 'POST',
      path: '/api/account/logon',
      body: { userName, password: DEMO_PASSWORD },
    });
  }
  const set = [a.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('wm_session='));
  if (!set) throw new Error(`logon ${userName}: ${a.status} ${a.body}`);
  return set.split(';')[0]!;
}

interface BenchEmployee {
  id: string;
  pin: string;
}

/** Adds `n` clockable employees (each with a user holding the demo field-employee role and a PIN). */
export async function addEmployees(
  db: Db,
  companyId: string,
  n: number,
  tag = 'b',
): Promise<BenchEmployee[]> {
  const role = await db.query<{ role_id: string }>(
    `SELECT ur.role_id FROM user_role ur JOIN app_user u ON u.id = ur.user_id
      WHERE lower(u."userName") = 'employee'`,
  );
  await db.query(
    `INSERT INTO app_user (id, company_id, "userName", status)
     SELECT '${tag}u' || i, $1, '${tag}user' || i, 1 FROM generate_series(1, $2::int) i`,
    [companyId, n],
  );
  await db.query(
    `INSERT INTO employee (id, company_id, user_id, code, "firstName", "lastName", "fullName", pin, status)
     SELECT '${tag}e' || i, $1, '${tag}u' || i, 'B' || i, 'Bench', 'Employee ' || lpad(i::text, 7, '0'),
            'Bench Employee ' || lpad(i::text, 7, '0'), (700000 + i)::text, 1
       FROM generate_series(1, $2::int) i`,
    [companyId, n],
  );
  for (const r of role)
    await db.query(
      `INSERT INTO user_role (company_id, user_id, role_id)
       SELECT $1, '${tag}u' || i, $3 FROM generate_series(1, $2::int) i`,
      [companyId, n, r.role_id],
    );
  return Array.from({ length: n }, (_, k) => ({ id: `${tag}e${k + 1}`, pin: String(700000 + k + 1) }));
}

/**
 * Counts the statements run through `db` and its transactions (in place), those that ride on a
 * COMMIT (Db.queryAtCommit) or on a BEGIN (Db.transactionWith) included; `atCommit` and `onBegin`
 * count those apart and `tx` the transactions (each adds a BEGIN and a COMMIT round trip).
 */
/** --inprocess: wall time of each kind of round trip (calls, total ms), by its statement's start. */
const tripTimes = new Map<string, { n: number; ms: number }>();
function timeTrip(key: string, since: number) {
  const e = tripTimes.get(key) ?? { n: 0, ms: 0 };
  e.n++;
  e.ms += performance.now() - since;
  tripTimes.set(key, e);
}
function countQueries(db: Db): { n: number; atCommit: number; onBegin: number; tx: number; sql: string[] } {
  const counter = { n: 0, atCommit: 0, onBegin: 0, tx: 0, sql: [] as string[] };
  const counted = (query: Db['query']): Db['query'] =>
    ((sql: string, params?: readonly unknown[]) => {
      counter.n++;
      counter.sql.push(
        sql
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, argv.includes('--statements') ? 400 : 90),
      );
      const t = performance.now();
      const r = query(sql, params);
      r.then(() => timeTrip(sql.replace(/\s+/g, ' ').trim().slice(0, 70), t)).catch(() => {});
      return r;
    }) as Db['query'];
  const wrapTx = (tx: Db): Db => {
    const w: Db = Object.create(tx);
    w.query = counted(tx.query.bind(tx));
    if (tx.queryAtCommit) {
      const later = counted(tx.queryAtCommit.bind(tx) as unknown as Db['query']);
      w.queryAtCommit = (async (sql: string, params?: readonly unknown[]) => {
        counter.atCommit++;
        await later(sql, params);
      }) as Db['queryAtCommit'];
    }
    w.transaction = ((fn: (t: Db) => Promise<unknown>) => fn(w)) as Db['transaction'];
    return w;
  };
  const transaction = db.transaction.bind(db);
  db.query = counted(db.query.bind(db));
  // Counts a statement that another method runs (prepared, or riding on a BEGIN).
  const countFirst = counted(async () => []);
  db.transaction = ((fn: (tx: Db) => Promise<unknown>) => {
    counter.tx++;
    return transaction((tx) => fn(wrapTx(tx)));
  }) as Db['transaction'];
  if (db.queryPrepared) {
    const prepared = db.queryPrepared.bind(db);
    db.queryPrepared = (async (name: string, sql: string, params?: readonly unknown[]) => {
      await countFirst(sql, params);
      const t = performance.now();
      const r = await prepared(name, sql, params);
      timeTrip(`prepared ${name}`, t);
      return r;
    }) as Db['queryPrepared'];
  }
  if (db.transactionWith) {
    const withFirst = db.transactionWith.bind(db);
    db.transactionWith = (async (
      sql: string,
      params: readonly unknown[],
      fn: (tx: Db, rows: unknown[]) => Promise<unknown>,
    ) => {
      counter.tx++;
      counter.onBegin++;
      await countFirst(sql, params);
      const t = performance.now();
      let bodyDone = 0;
      const out = await withFirst(sql, params, (tx, rows) => {
        timeTrip('BEGIN with the setup statement', t);
        return fn(wrapTx(tx), rows).finally(() => {
          bodyDone = performance.now();
        });
      });
      timeTrip('COMMIT with the statements riding on it', bodyDone);
      return out;
    }) as Db['transactionWith'];
  }
  return counter;
}

interface Prepared {
  employees: BenchEmployee[];
  locationId: string;
  taskId: string;
  queriesPerClock: { realIn: number; realOut: number; kioskIn: number; kioskOut: number };
  /** Database round trips of each counted call (PostgreSQL: BEGIN and COMMIT included). */
  tripsPerClock: { realIn: number; realOut: number; kioskIn: number; kioskOut: number };
  /** The statements of each counted call (real IN/OUT, kiosk IN/OUT), in order. */
  statements: Record<'realIn' | 'realOut' | 'kioskIn' | 'kioskOut', string[]>;
}

/** Migrates and seeds the database, adds the bench employees and counts one clock call's statements. */
async function prepare(opts: { databaseUrl?: string; dataDir?: string }): Promise<Prepared> {
  const app = await buildServer({ ...opts, seedDemo: true, consoleDir: null, testRoutes: true });
  try {
    const demo = app.demo!;
    const employees = await addEmployees(app.platform.db, demo.companyId, EMPLOYEES);
    const locationId = demo.locationIds[0]!;
    const taskId = demo.taskIds[0]!;
    const cookie = async (userName: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/logon',
        headers: { 'x-requested-with': 'bench' },
        payload: { userName, password: DEMO_PASSWORD },
      });
      const c = res.cookies.find((x) => x.name === 'wm_session');
      if (!c) throw new Error(`logon ${userName}: ${res.statusCode} ${res.body}`);
      return `wm_session=${c.value}`;
    };
    const manager = await cookie('manager');
    const admin = await cookie('admin');
    const counter = countQueries(app.platform.db);
    const count = async (url: string, cookieValue: string, payload: unknown) => {
      const q0 = counter.n;
      const a0 = counter.atCommit;
      const b0 = counter.onBegin;
      const t0 = counter.tx;
      const s0 = counter.sql.length;
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'x-requested-with': 'bench', cookie: cookieValue },
        payload: payload as object,
      });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      const atCommit = counter.atCommit - a0;
      // Round trips: the statements that ride on neither a BEGIN nor a COMMIT, plus BEGIN and COMMIT.
      const trips = counter.n - q0 - atCommit - (counter.onBegin - b0) + 2 * (counter.tx - t0);
      return { n: counter.n - q0, atCommit, trips, sql: counter.sql.slice(s0) };
    };
    // A past instant, so the prepared records never meet the load's.
    app.platform.clock.set(new Date('2020-01-06T08:00:00Z'), 0);
    const e1 = employees[0]!;
    const e2 = employees[1]!;
    const realIn = await count('/api/time/real', manager, [
      { employee_id: e1.id, location_id: locationId, task_id: taskId, inTimeStamp: '2020-01-06T08:00:00Z' },
    ]);
    const kioskIn = await count('/api/time/kiosk/clock', admin, {
      pin: e2.pin,
      action: 'in',
      location_id: locationId,
      task_id: taskId,
    });
    app.platform.clock.set(new Date('2020-01-06T12:00:00Z'), 0);
    const realOut = await count('/api/time/real', manager, [
      { employee_id: e1.id, outTimeStamp: '2020-01-06T12:00:00Z' },
    ]);
    const kioskOut = await count('/api/time/kiosk/clock', admin, { pin: e2.pin, action: 'out' });
    // --inprocess=N: N clock IN + OUT pairs through fastify.inject (no HTTP, no load generator), so
    // the server's own cost per call shows apart from the machine's noise.
    const inprocess = Number(flag('inprocess') ?? 0);
    if (inprocess > 0) {
      const times: number[] = [];
      for (let k = 0; k < inprocess; k++) {
        const e = employees[2 + (k % (employees.length - 2))]!;
        const base = Date.parse('2020-02-03T08:00:00Z') + Math.floor(k / (employees.length - 2)) * 86_400_000;
        app.platform.clock.set(new Date(base), 0);
        let t = performance.now();
        await count('/api/time/real', manager, [
          { employee_id: e.id, location_id: locationId, task_id: taskId },
        ]);
        times.push(performance.now() - t);
        app.platform.clock.set(new Date(base + 3_600_000), 0);
        t = performance.now();
        await count('/api/time/real', manager, [
          { employee_id: e.id, outTimeStamp: new Date(base).toISOString() },
        ]);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      log(
        `in-process (fastify.inject, ${times.length} real IN/OUT calls): p50 ${ms(at(0.5))}, p90 ${ms(at(0.9))}`,
      );
      log('  per round trip (mean wall ms, calls; statements counted but riding on another show ~0):');
      for (const [k, e] of tripTimes) if (e.n > 100) log(`  ${(e.ms / e.n).toFixed(2)} ms x${e.n}  ${k}`);
      await app.platform.db.query(`DELETE FROM time_record WHERE employee_id LIKE 'be%'`).catch(() => {});
    }
    await app.platform.db
      .query(`DELETE FROM time_record WHERE employee_id IN ($1, $2)`, [e1.id, e2.id])
      .catch(() => {});
    return {
      employees,
      locationId,
      taskId,
      queriesPerClock: { realIn: realIn.n, realOut: realOut.n, kioskIn: kioskIn.n, kioskOut: kioskOut.n },
      tripsPerClock: {
        realIn: realIn.trips,
        realOut: realOut.trips,
        kioskIn: kioskIn.trips,
        kioskOut: kioskOut.trips,
      },
      statements: { realIn: realIn.sql, realOut: realOut.sql, kioskIn: kioskIn.sql, kioskOut: kioskOut.sql },
    };
  } finally {
    await app.close();
  }
}

interface ClockRun extends RunStats {
  rate: number;
  ok: number;
  rejected: number;
  shed: number;
  errors: number;
}

function classify(s: RunStats) {
  let ok = 0;
  let rejected = 0;
  let shed = 0;
  let errors = 0;
  for (const [k, v] of Object.entries(s.statuses)) {
    const code = Number(k);
    if (code >= 200 && code < 300) ok += v;
    else if (code === 503) shed += v;
    else if (code >= 400 && code < 500) rejected += v;
    else errors += v;
  }
  return { ok, rejected, shed, errors };
}

/** Holds when it answered >= 95% of the rate, p99 < 1 s and sheds/fails < 1%. */
const holds = (r: ClockRun) =>
  r.achieved >= 0.95 * r.rate && r.p99 < 1000 && (r.shed + r.errors) / r.sent < 0.01;

async function runDatabase(kind: 'postgres' | 'pglite') {
  const root = mkdtempSync(join(tmpdir(), 'prod2-load-'));
  const pgDb = kind === 'postgres' ? await freshPgDatabase() : null;
  const children: ChildProcess[] = [];
  try {
    const opts = pgDb ? { databaseUrl: pgDb.url } : { dataDir: join(root, 'db') };
    const t0 = performance.now();
    const prep = await prepare(opts);
    log(
      `\n--- ${kind}: prepared demo + ${EMPLOYEES} employees in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const q = prep.queriesPerClock;
    log(
      `statements per clock call (in-process count): real IN ${q.realIn}, real OUT ${q.realOut}, kiosk IN ${q.kioskIn}, kiosk OUT ${q.kioskOut}`,
    );
    const rt = prep.tripsPerClock;
    log(
      `database round trips per clock call${kind === 'postgres' ? ' (BEGIN and COMMIT included; a statement that rides on one of them adds none)' : ''}: real IN ${rt.realIn}, real OUT ${rt.realOut}, kiosk IN ${rt.kioskIn}, kiosk OUT ${rt.kioskOut}`,
    );
    // --statements: print each counted call's statements and stop (no load).
    if (argv.includes('--statements')) {
      for (const [call, list] of Object.entries(prep.statements)) {
        log(`${call}:`);
        for (const [k, s] of list.entries()) log(`  ${k + 1}. ${s}`);
      }
      return { kind, queriesPerClock: prep.queriesPerClock };
    }

    const server = await startChild(
      'src/main.ts',
      {
        PORT: String(PORTS.server),
        HOST: '127.0.0.1',
        DATA_DIR: root,
        DATABASE_URL: pgDb?.url ?? '',
        SEED_DEMO: '0',
        WM_TEST_ROUTES: '1',
        CONSOLE_DIR: join(root, 'no-console'),
      },
      /Workforce console on/,
    );
    children.push(server);
    const bare = await startChild(
      join(here, 'bare.ts'),
      { PORT: String(PORTS.bare), DATABASE_URL: pgDb?.url ?? '', BARE_DIR: join(root, 'bare') },
      /ready/,
    );
    children.push(bare);
    const manager = await signIn(PORTS.server, 'manager');
    const admin = await signIn(PORTS.server, 'admin');
    // Simulated time: from 2030-01-07 on, an hour per real second.
    const simStart = '2030-01-07T00:00:00.000Z';
    const clockSet = await send(PORTS.server, {
      method: 'POST',
      path: '/api/test/clock',
      headers: { cookie: admin },
      body: { now: simStart, rate: 3600 },
    });
    if (clockSet.status !== 200) throw new Error(`test clock: ${clockSet.status} ${clockSet.body}`);

    const state = prep.employees.map(() => 'out' as 'in' | 'out');
    const busy = prep.employees.map(() => false);
    let ackIn = 0;
    let ackOut = 0;
    const clockRequest = (i: number): { req: Request; emp: number; action: 'in' | 'out' } => {
      let emp = i % EMPLOYEES;
      // Skip an employee whose previous call has not answered yet (one device per employee).
      for (let k = 0; k < EMPLOYEES && busy[emp]; k++) emp = (emp + 1) % EMPLOYEES;
      busy[emp] = true;
      const e = prep.employees[emp]!;
      const action = state[emp] === 'out' ? 'in' : 'out';
      const kiosk = emp % 2 === 1;
      const req: Request = kiosk
        ? {
            method: 'POST',
            path: '/api/time/kiosk/clock',
            headers: { cookie: admin },
            body:
              action === 'in'
                ? { pin: e.pin, action, location_id: prep.locationId, task_id: prep.taskId }
                : { pin: e.pin, action },
          }
        : {
            method: 'POST',
            path: '/api/time/real',
            headers: { cookie: manager },
            body: [
              action === 'in'
                ? {
                    employee_id: e.id,
                    location_id: prep.locationId,
                    task_id: prep.taskId,
                    inTimeStamp: simStart,
                  }
                : { employee_id: e.id, outTimeStamp: simStart },
            ],
          };
      return { req, emp, action };
    };
    const runs: ClockRun[] = [];
    const bareRuns: ClockRun[] = [];
    const rejections: Record<string, number> = {};
    let timedOut = 0;
    const onClock = (meta: Map<number, { emp: number; action: 'in' | 'out' }>) => (i: number, a: Answer) => {
      const m = meta.get(i)!;
      busy[m.emp] = false;
      if (a.status === 0) timedOut++;
      if (a.status === 200) {
        state[m.emp] = m.action === 'in' ? 'in' : 'out';
        if (m.action === 'in') ackIn++;
        else ackOut++;
      } else if (a.status >= 400 && a.status < 500) {
        let msg = a.body.slice(0, 60);
        try {
          msg = String(JSON.parse(a.body).message).slice(0, 60);
        } catch {}
        rejections[`${a.status} ${msg}`] = (rejections[`${a.status} ${msg}`] ?? 0) + 1;
      }
    };
    // Warm-up and the cost of one call: one client at a time (no queueing), clock and bare insert.
    const single = async () => {
      const meta = new Map<number, { emp: number; action: 'in' | 'out' }>();
      const answer = onClock(meta);
      return concurrent(
        PORTS.server,
        1,
        READ_SECONDS,
        (i) => {
          const c = clockRequest(i);
          meta.set(i, c);
          return c.req;
        },
        answer,
      );
    };
    await single();
    const one = await single();
    await concurrent(PORTS.bare, 1, 2, (i) => ({
      method: 'POST',
      path: '/bare/insert',
      body: { employee_id: `e${i}` },
    }));
    const oneBare = await concurrent(PORTS.bare, 1, READ_SECONDS, (i) => ({
      method: 'POST',
      path: '/bare/insert',
      body: { employee_id: `e${i}` },
    }));
    const costRatio = one.okP50 / oneBare.okP50;
    log(
      `one client (2xx answers): clock call p50 ${ms(one.okP50)}, p99 ${ms(one.okP99)} (${one.achieved.toFixed(0)}/s, ${one.statuses[200] ?? 0} of ${one.sent} served) | bare insert p50 ${ms(oneBare.okP50)}, p99 ${ms(oneBare.okP99)} | our cost ${costRatio.toFixed(2)}x the bare insert (target <= ${TARGETS.costRatio}x)`,
    );
    for (const rate of RATES) {
      const meta = new Map<number, { emp: number; action: 'in' | 'out' }>();
      const s = await fixedRate(
        PORTS.server,
        rate,
        SECONDS,
        (i) => {
          const c = clockRequest(i);
          meta.set(i, c);
          return c.req;
        },
        onClock(meta),
      );
      const run = { rate, ...s, ...classify(s) };
      runs.push(run);
      const b = await fixedRate(PORTS.bare, rate, SECONDS, (i) => ({
        method: 'POST',
        path: '/bare/insert',
        body: { employee_id: `e${i % EMPLOYEES}` },
      }));
      bareRuns.push({ rate, ...b, ...classify(b) });
      log(
        `clock ${String(rate).padStart(3)}/s: achieved ${run.achieved.toFixed(0)}/s, p50 ${ms(run.p50)}, p99 ${ms(run.p99)}, max ${ms(run.max)} (served: p50 ${ms(run.okP50)}, p99 ${ms(run.okP99)}), ok ${run.ok}, rejected ${run.rejected}, shed(503) ${run.shed}, errors ${run.errors}` +
          ` | bare insert: p50 ${ms(b.p50)}, p99 ${ms(b.p99)}, achieved ${b.achieved.toFixed(0)}/s` +
          ` | ratio p50 ${(run.p50 / b.p50).toFixed(2)}x`,
      );
      if (!holds(run)) {
        log(`  ${kind} does not hold ${rate}/s: the knee lies below it; higher rates skipped.`);
        break;
      }
    }
    if (Object.keys(rejections).length) log(`  rejections: ${JSON.stringify(rejections)}`);

    // Entity reads at 20 concurrent clients beside the bare GET route.
    const anEmployee = prep.employees[2]!.id;
    const month = { from: '2030-01-01T00:00:00.000Z', to: '2030-03-01T00:00:00.000Z' };
    const reads: Record<string, RunStats> = {};
    reads['employee list (GET /api/Employee?top=100)'] = await concurrent(
      PORTS.server,
      CLIENTS,
      READ_SECONDS,
      () => ({
        method: 'GET',
        path: '/api/Employee?top=100&orderby=fullName',
        headers: { cookie: manager },
      }),
    );
    reads['time editor month, one employee'] = await concurrent(PORTS.server, CLIENTS, READ_SECONDS, () => ({
      method: 'GET',
      path: `/api/Time?from=${month.from}&to=${month.to}&filter=${encodeURIComponent(`employee_id eq '${anEmployee}'`)}`,
      headers: { cookie: manager },
    }));
    reads['bare GET /bare'] = await concurrent(PORTS.bare, CLIENTS, READ_SECONDS, () => ({
      method: 'GET',
      path: '/bare',
    }));
    const bareRead = reads['bare GET /bare']!;
    for (const [name, r] of Object.entries(reads)) {
      const c = classify(r);
      log(
        `read ${name.padEnd(44)} ${r.achieved.toFixed(0).padStart(5)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)} (target < ${TARGETS.readP99Ms} ms), non-2xx ${r.sent - c.ok}${r.sent - c.ok ? ` ${JSON.stringify(r.statuses)}` : ''}` +
          (name.startsWith('bare')
            ? ''
            : ` | vs bare: ${(bareRead.achieved / r.achieved).toFixed(1)}x fewer req/s`),
      );
    }

    await stopChild(server);
    await stopChild(bare);
    // Records afterwards against acknowledged events.
    const db = await openDb(pgDb ? { databaseUrl: pgDb.url } : { dataDir: join(root, 'db') });
    let records = 0;
    let completed = 0;
    try {
      const r = await db.query<{ n: number; done: number }>(
        `SELECT count(*)::int AS n, count("outTimeStamp")::int AS done FROM time_record
          WHERE employee_id LIKE 'be%' AND status <> 3 AND "inTimeStamp" >= $1`,
        [simStart],
      );
      records = r[0]!.n;
      completed = r[0]!.done;
    } finally {
      await db.close();
    }
    // A call the client gave up on (15 s, status 0) may still have been saved: records must lie
    // between the acknowledgements and the acknowledgements plus those.
    const verdict = (got: number, acked: number) =>
      got === acked
        ? 'EQUAL'
        : got > acked && got <= acked + timedOut
          ? `EQUAL + ${got - acked} saved after the client's timeout`
          : 'MISMATCH (a write is lost or extra)';
    log(
      `records afterwards: ${records} vs acknowledged INs ${ackIn}: ${verdict(records, ackIn)}; completed ${completed} vs acknowledged OUTs ${ackOut}: ${verdict(completed, ackOut)}`,
    );
    const held = runs.filter(holds);
    const knee = held.length ? held[held.length - 1]!.rate : 0;
    const first = runs.find((r) => r.shed > 0 || !holds(r));
    log(
      `knee: holds ${knee ? `${knee}/s` : 'none of the rates'}${first ? `; at ${first.rate}/s p99 ${ms(first.p99)}, ${first.shed} shed with 503` : '; every rate held'}`,
    );
    const at500 = runs.find((r) => r.rate === 500);
    log(
      `targets: p99 at 500/s ${at500 ? ms(at500.p99) : 'not reached'} (target < ${TARGETS.p99At500Ms} ms${kind === 'postgres' ? '' : ', PostgreSQL only'}); our cost (one client) ${costRatio.toFixed(2)}x the bare insert route (target <= ${TARGETS.costRatio}x)`,
    );
    return {
      kind,
      queriesPerClock: prep.queriesPerClock,
      one,
      oneBare,
      costRatio,
      runs,
      bareRuns,
      reads,
      records,
      ackIn,
      completed,
      ackOut,
      knee,
    };
  } finally {
    for (const c of children) await stopChild(c).catch(() => {});
    rmSync(root, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

// DROP DATABASE ... WITH (FORCE) ends a pooled connection a closed engine may still hold.
process.on('uncaughtException', (err) => {
  if (/administrator command/.test(String(err))) return;
  console.error(err);
  process.exit(1);
});

async function main() {
  const [l1, l5] = loadavg();
  log(
    `pnpm bench load: ${SECONDS} s per rate, ${EMPLOYEES} employees, Node ${process.version}, load average ${l1!.toFixed(2)} / ${l5!.toFixed(2)} (1/5 min)`,
  );
  const results = [];
  // --db=none: only the --large / --faults parts.
  if (!ONLY || ONLY === 'postgres') results.push(await runDatabase('postgres'));
  if (!ONLY || ONLY === 'pglite') results.push(await runDatabase('pglite'));
  if (argv.includes('--large')) {
    const { runLarge } = await import('./large.js');
    await runLarge({ quick });
  }
  if (argv.includes('--faults')) {
    const { runFaults } = await import('./faults.js');
    await runFaults({ quick });
  }
  if (argv.includes('--json')) console.log(JSON.stringify(results));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
