/**
 * The offline clock queue benchmark proper (see run.mjs). Runs inside apps/server (tsx, 'source' condition).
 * Besides the times it counts the database statements per tap (deterministic, unlike the times on a
 * shared machine) and, as the 'before' beside the batch, sends 100 taps one request each (every tap
 * then pays the per-request look-ups the batch shares).
 */
import type { Db } from '../../apps/server/src/platform/db/db.js';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dropSchema } from '../../apps/server/src/platform/db/db.js';
import { buildServer } from '../../apps/server/src/server.js';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo.js';

const json = process.argv.includes('--json');
/** Target (ms) for sending 500 queued taps after reconnect (issue 16). */
const TARGET_MS = 5000;
const EVENTS = 500;
/** Taps sent one request each (the un-batched comparison). */
const SINGLE = 100;
/** Statements per tap of the 400-tap request before the request-wide look-ups (this bench on main 97b246b). */
const BEFORE_QUERIES_PER_TAP = 14.5;

/** Counts the statements run through `db` and through its transactions (in place; deps hold it). */
function countQueries(db: Db): { n: number } {
  const counter = { n: 0 };
  const counted = (query: Db['query']): Db['query'] =>
    ((sql: string, params?: readonly unknown[]) => {
      counter.n++;
      return query(sql, params);
    }) as Db['query'];
  // A transaction's handle: counted queries; nested transactions reuse it (as the engines do).
  const wrapTx = (tx: Db): Db => {
    const w: Db = Object.create(tx);
    w.query = counted(tx.query.bind(tx));
    w.transaction = ((fn: (t: Db) => Promise<unknown>) => fn(w)) as Db['transaction'];
    return w;
  };
  const transaction = db.transaction.bind(db);
  db.query = counted(db.query.bind(db));
  db.transaction = ((fn: (tx: Db) => Promise<unknown>) =>
    transaction((tx) => fn(wrapTx(tx)))) as Db['transaction'];
  return counter;
}

async function signIn(app: FastifyInstance, userName: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/logon',
    headers: { 'x-requested-with': 'bench' },
    payload: { userName, password: DEMO_PASSWORD },
  });
  const c = res.cookies.find((x) => x.name === 'wm_session');
  if (!c) throw new Error(`logon ${userName}: ${res.statusCode} ${res.body}`);
  return `wm_session=${c.value}`;
}

async function run(kind: 'pglite' | 'postgres') {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const app =
    kind === 'pglite'
      ? await buildServer({ dataDir: 'memory', seedDemo: true, consoleDir: null })
      : await buildServer({
          databaseUrl: process.env.DATABASE_URL,
          schema,
          seedDemo: true,
          consoleDir: null,
        });
  try {
    const demo = app.demo!;
    const employee = demo.employeeIds.field1;
    await app.platform.db.query('UPDATE time_record SET status = 3 WHERE employee_id = $1', [employee]);
    const cookie = await signIn(app, 'fiona');
    const counter = countQueries(app.platform.db);
    // 250 shifts of one hour, two hours apart, ending a day ago (no duplicate INs, no open records).
    const start = Date.now() - 86400_000 - EVENTS * 3600_000;
    const events = Array.from({ length: EVENTS }, (_, i) => {
      const shift = Math.floor(i / 2);
      const at = new Date(start + shift * 2 * 3600_000 + (i % 2) * 3600_000).toISOString();
      const record =
        i % 2 === 0
          ? {
              employee_id: employee,
              location_id: demo.locationIds[0],
              task_id: demo.taskIds[0],
              inTimeStamp: at,
            }
          : { employee_id: employee, outTimeStamp: at };
      return { clientEventId: `bench-${i}-${randomBytes(4).toString('hex')}`, record };
    });
    const counts: Record<string, number> = {};
    const post = async (batch: typeof events) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/time/queue',
        headers: { 'x-requested-with': 'bench', cookie },
        payload: { events: batch },
      });
      if (res.statusCode !== 200) throw new Error(`queue: ${res.statusCode} ${res.body}`);
      for (const r of res.json().results as { status: string }[])
        counts[r.status] = (counts[r.status] ?? 0) + 1;
    };
    const send = async (batch: typeof events, oneByOne = false) => {
      for (const k of Object.keys(counts)) delete counts[k];
      const q0 = counter.n;
      const t0 = performance.now();
      if (oneByOne) for (const e of batch) await post([e]);
      else await post(batch);
      const ms = performance.now() - t0;
      return { ms, counts: { ...counts }, perTap: +((counter.n - q0) / batch.length).toFixed(1) };
    };
    // 'Before': the first SINGLE taps one request each; then the other taps in one request.
    const single = await send(events.slice(0, SINGLE), true);
    const rest = await send(events.slice(SINGLE));
    const first = { ...rest, ms: (rest.ms / (EVENTS - SINGLE)) * EVENTS };
    const replay = await send(events);
    const out = {
      kind,
      events: EVENTS,
      singleMsPerTap: +(single.ms / SINGLE).toFixed(2),
      singleQueriesPerTap: single.perTap,
      batchMsPerTap: +(rest.ms / (EVENTS - SINGLE)).toFixed(2),
      batchQueriesPerTap: rest.perTap,
      beforeQueriesPerTap: BEFORE_QUERIES_PER_TAP,
      replayQueriesPerTap: replay.perTap,
      syncMs: Math.round(first.ms),
      syncRatio: +(first.ms / TARGET_MS).toFixed(2),
      replayMs: Math.round(replay.ms),
      replayRatio: +(replay.ms / TARGET_MS).toFixed(2),
      first: first.counts,
      replay: replay.counts,
    };
    if (json) console.log(JSON.stringify(out));
    else {
      console.log(
        `${kind}: one request per tap: ${out.singleMsPerTap} ms and ${out.singleQueriesPerTap} statements per tap (${SINGLE} taps) ${JSON.stringify(single.counts)}`,
      );
      console.log(
        `${kind}: one request for ${EVENTS - SINGLE} taps: ${out.batchMsPerTap} ms and ${out.batchQueriesPerTap} statements per tap (before the request-wide look-ups: ~${BEFORE_QUERIES_PER_TAP}; ratio ${(out.batchQueriesPerTap / BEFORE_QUERIES_PER_TAP).toFixed(2)}); ms ratio batch/single ${(out.batchMsPerTap / out.singleMsPerTap).toFixed(2)}`,
      );
      console.log(
        `${kind}: ${EVENTS} queued taps at the batch rate: ${out.syncMs} ms (target ${TARGET_MS} ms, ratio ${out.syncRatio}) ${JSON.stringify(first.counts)}`,
      );
      console.log(
        `${kind}: the same ${EVENTS} again in ${out.replayMs} ms (ratio ${out.replayRatio}, ${out.replayQueriesPerTap} statements per tap) ${JSON.stringify(replay.counts)}`,
      );
    }
  } finally {
    await app.close();
    if (kind === 'postgres' && process.env.DATABASE_URL) await dropSchema(process.env.DATABASE_URL, schema);
  }
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
