/**
 * The insight benchmark proper (see run.mjs). Runs inside apps/server (tsx, 'source' condition).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dropSchema } from '../../apps/server/src/platform/db/db.js';
import type { Db } from '../../apps/server/src/platform/db/db.js';
import { buildServer } from '../../apps/server/src/server.js';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo.js';
import { LARGE_SEED, seedLargeDemo } from '../../apps/server/src/seed/large.js';
import { clusterPins } from '../../packages/widgets/src/Map/clusters.js';

const json = process.argv.includes('--json');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ASSETS = Number(process.env.BENCH_ASSETS ?? 2000);
const DAYS = Number(process.env.BENCH_DAYS ?? 5);
/** Targets in ms (issue 11 section 4; reports: issue 12's 2 s). */
const TARGET = { call: 300, paint: 1500, report: 2000, cluster: 100 } as const;
type Kind = keyof typeof TARGET;

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

/** 2,000 assets assigned across employees and locations, a budget on every location, a week of time. */
async function seedInsight(db: Db, companyId: string, taskIds: string[]) {
  await db.query(
    `INSERT INTO asset (id, company_id, name, code, condition, vendor_id, data)
     SELECT 'bench-asset-' || g, $1, 'Bench asset ' || g, 'BA-' || g, 1 + g % 4, NULL,
            jsonb_build_object('currentMileage', g * 10, 'year', 2010 + g % 15)
       FROM generate_series(1, $2::int) g ON CONFLICT (id) DO NOTHING`,
    [companyId, ASSETS],
  );
  await db.query(
    `WITH l AS (SELECT array_agg(id ORDER BY id) a FROM location WHERE company_id = $1),
          e AS (SELECT array_agg(id ORDER BY id) a FROM employee WHERE company_id = $1)
     INSERT INTO asset_assignment (id, company_id, asset_id, assignee_id, location_id, "assignedTimeStamp", data)
     SELECT 'bench-assign-' || g, $1, 'bench-asset-' || g, e.a[1 + (g * 7) % cardinality(e.a)],
            l.a[1 + (g * 13) % cardinality(l.a)], now() - (g % 30) * interval '1 day',
            jsonb_build_object('dueDate', to_char(now() + (g % 20) * interval '1 day', 'YYYY-MM-DD'))
       FROM generate_series(1, $2::int) g, l, e ON CONFLICT (id) DO NOTHING`,
    [companyId, ASSETS],
  );
  await db.query(
    `UPDATE location SET data = data || jsonb_build_object('budget', jsonb_build_array(
        jsonb_build_object('id', id || '-b1', 'location_id', id, 'task_id', $2::text, 'budgetHours', 40 + length(id) % 200),
        jsonb_build_object('id', id || '-b2', 'location_id', id, 'task_id', $3::text, 'budgetHours', 80, 'budgetUnits', 500)))
      WHERE company_id = $1 AND NOT (data ? 'budget')`,
    [companyId, taskIds[0], taskIds[1]],
  );
  await db.query(
    `WITH l AS (SELECT array_agg(id ORDER BY id) a FROM location WHERE company_id = $1),
          k AS (SELECT array_agg(id ORDER BY id) a FROM task WHERE company_id = $1),
          e AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM employee WHERE company_id = $1 AND status = 1)
     INSERT INTO time_record (id, company_id, employee_id, location_id, task_id, "inTimeStamp", "outTimeStamp",
                              "inTimeZone", "outTimeZone", units, source, "totalSeconds", "assetIds")
     SELECT 'bench-time-' || e.rn || '-' || d, $1, e.id, l.a[1 + (e.rn * 7 + d) % cardinality(l.a)],
            k.a[1 + (e.rn + d) % cardinality(k.a)],
            date_trunc('day', now()) - d * interval '1 day' + interval '14 hours',
            date_trunc('day', now()) - d * interval '1 day' + interval '22 hours',
            'America/Denver', 'America/Denver', (e.rn % 10)::float8, 'clock', 28800,
            CASE WHEN e.rn % 5 = 0 THEN jsonb_build_array('bench-asset-' || (1 + e.rn % $2::int)) ELSE '[]'::jsonb END
       FROM e, l, k, generate_series(1, $3::int) d ON CONFLICT (id) DO NOTHING`,
    [companyId, ASSETS, DAYS],
  );
  await db.query('ANALYZE');
}

async function run(kind: 'pglite' | 'postgres') {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const t0 = performance.now();
  const app =
    kind === 'pglite'
      ? await buildServer({
          dataDir: process.env.BENCH_DATA_DIR ?? 'memory',
          seedDemo: true,
          consoleDir: null,
        })
      : await buildServer({
          databaseUrl: process.env.DATABASE_URL,
          schema,
          seedDemo: true,
          consoleDir: null,
        });
  const results: { label: string; target: number; median: number; max: number; rows: number }[] = [];
  try {
    const db = app.platform.db;
    const demo = app.demo!;
    const s0 = performance.now();
    await seedLargeDemo(db, demo);
    await seedInsight(db, demo.companyId, demo.taskIds);
    const seedMs = performance.now() - s0;
    const counts = await db.query<{ e: number; l: number; a: number; t: number }>(
      `SELECT (SELECT count(*) FROM employee WHERE company_id = $1)::int AS e,
              (SELECT count(*) FROM location WHERE company_id = $1)::int AS l,
              (SELECT count(*) FROM asset WHERE company_id = $1)::int AS a,
              (SELECT count(*) FROM time_record WHERE company_id = $1)::int AS t`,
      [demo.companyId],
    );
    const c = counts[0]!;
    if (!json)
      console.log(
        `${kind}: ${c.e} employees, ${c.l} locations, ${c.a} assets, ${c.t} time records (seeded in ${seedMs.toFixed(0)} ms; server ready in ${(s0 - t0).toFixed(0)} ms)`,
      );
    const admin = await signIn(app, 'admin');
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await app.inject({
        method,
        url,
        headers: { 'x-requested-with': 'bench', cookie: admin },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (res.statusCode !== 200)
        throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const v = res.json() as unknown;
      const rows = Array.isArray(v)
        ? v.length
        : Array.isArray((v as { records?: unknown[] }).records)
          ? (v as { records: unknown[] }).records.length
          : Array.isArray((v as { labels?: unknown[] }).labels)
            ? (v as { labels: unknown[] }).labels.length
            : 1;
      return { v, rows };
    };
    const measure = async (label: string, k: Kind, fn: () => Promise<number>) => {
      await fn(); // warm-up (plans, JIT)
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS; i++) {
        const a = performance.now();
        rows = await fn();
        times.push(performance.now() - a);
      }
      times.sort((x, y) => x - y);
      const r = {
        label,
        target: TARGET[k],
        median: times[Math.floor(times.length / 2)]!,
        max: times.at(-1)!,
        rows,
      };
      results.push(r);
      if (!json)
        console.log(
          `  ${label.padEnd(44)} ${String(rows).padStart(6)} rows  median ${r.median.toFixed(0).padStart(5)} ms  max ${r.max
            .toFixed(0)
            .padStart(
              5,
            )} ms  / ${r.target} ms = ${(r.median / r.target).toFixed(2)}${r.median < r.target ? '  PASS' : '  FAIL'}`,
        );
    };
    const dashboard = [
      '/api/report/dashboard-productivity-hours?days=7',
      '/api/report/dashboard-productivity-units?days=7',
      '/api/report/dashboard-hours-pie?days=7',
      '/api/report/dashboard-units-pie?days=7',
      '/api/report/location-hours?days=7',
      '/api/report/dashboard-location-weather',
      '/api/report/dashboard-media',
      '/api/report/dashboard-device?flaggedHours=1',
    ];
    for (const url of dashboard)
      await measure(url.replace('/api/report/', ''), 'call', async () => (await call('GET', url)).rows);
    await measure('dashboard: all its calls at once (first paint)', 'paint', async () => {
      const all = await Promise.all(dashboard.map((u) => call('GET', u)));
      return all.reduce((n, x) => n + x.rows, 0);
    });
    for (const url of [
      '/api/report/idash-location-summary',
      '/api/report/idash-budget',
      '/api/report/idash-asset',
      '/api/report/idash-employee',
    ])
      await measure(url.replace('/api/report/', ''), 'call', async () => (await call('GET', url)).rows);
    // The location map: 5,000 pins clustered for the offline map (the browser then draws the markers).
    const summary = (await call('GET', '/api/report/idash-location-summary')).v as { records: unknown[][] };
    const pins = summary.records.map((r, i) => ({
      id: String(r[2]),
      lat: Number(r[0]),
      lng: Number(r[1]),
      title: String(r[3] ?? i),
    }));
    let markers = 0;
    await measure(`map: cluster ${pins.length} location pins`, 'cluster', async () => {
      markers = clusterPins(pins, 640, 400).length;
      return markers;
    });
    if (!json)
      console.log(
        `  map: ${pins.length} pins drawn as ${markers} markers (${(pins.length / Math.max(1, markers)).toFixed(0)}x fewer SVG nodes to pan)`,
      );
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const week = { fromDate: weekAgo, toDate: today };
    for (const [key, body] of [
      ['asset-information', {}],
      ['asset-usage', week],
      ['asset-assignment-history', { fromDate: '2000-01-01', toDate: today }],
      ['employee-assigned-assets', {}],
      ['location-assigned-assets', {}],
      ['employee-asset-time', week],
      ['field-notes', week],
      ['location-daily-log', week],
      ['location-photos', week],
      ['location-task-budget', { toDate: today }],
    ] as const)
      await measure(
        `report ${key}`,
        'report',
        async () => (await call('POST', `/api/report/${key}`, body)).rows,
      );
    await measure(
      'custom report: hours by location (grouped)',
      'report',
      async () =>
        (
          await call('POST', '/api/insight/custom-report/preview', {
            definition: {
              name: 'bench',
              entity: 'time',
              columns: ['Location', 'Hours'],
              groupBy: 'Location',
              aggregates: [{ column: 'Hours', fn: 'sum' }],
            },
            ...week,
          })
        ).rows,
    );
    return { ...c, seedMs, results };
  } finally {
    await app.close();
    if (kind === 'postgres') await dropSchema(process.env.DATABASE_URL!, schema);
  }
}

const out: Record<string, unknown> = {};
const only = process.env.BENCH_DB;
if (!json)
  console.log(
    `targets (median of ${RUNS}): dashboard and idash calls ${TARGET.call} ms, dashboard first paint ${TARGET.paint} ms, reports ${TARGET.report} ms, clustering ${TARGET.cluster} ms; sizes ${LARGE_SEED.employees} employees, ${LARGE_SEED.locations} locations, ${ASSETS} assets, ${DAYS} days of time`,
  );
if (only !== 'postgres') out.pglite = await run('pglite');
if (process.env.DATABASE_URL && only !== 'pglite') out.postgres = await run('postgres');
if (json) console.log(JSON.stringify({ targets: TARGET, results: out }));
