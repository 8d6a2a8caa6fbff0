/**
 * The offline clock queue benchmark proper (see run.mjs). Runs inside apps/server (tsx, 'source' condition).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dropSchema } from '../../apps/server/src/platform/db/db.js';
import { buildServer } from '../../apps/server/src/server.js';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo.js';

const json = process.argv.includes('--json');
/** Target (ms) for sending 500 queued taps after reconnect (issue 16). */
const TARGET_MS = 5000;
const EVENTS = 500;

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
    const send = async () => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/time/queue',
        headers: { 'x-requested-with': 'bench', cookie },
        payload: { events },
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`queue: ${res.statusCode} ${res.body}`);
      const counts: Record<string, number> = {};
      for (const r of res.json().results as { status: string }[])
        counts[r.status] = (counts[r.status] ?? 0) + 1;
      return { ms, counts };
    };
    const first = await send();
    const replay = await send();
    const out = {
      kind,
      events: EVENTS,
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
        `${kind}: ${EVENTS} queued taps sent in ${out.syncMs} ms (target ${TARGET_MS} ms, ratio ${out.syncRatio}) ${JSON.stringify(first.counts)}`,
      );
      console.log(
        `${kind}: the same ${EVENTS} again in ${out.replayMs} ms (ratio ${out.replayRatio}) ${JSON.stringify(replay.counts)}`,
      );
    }
  } finally {
    await app.close();
    if (kind === 'postgres' && process.env.DATABASE_URL) await dropSchema(process.env.DATABASE_URL, schema);
  }
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
