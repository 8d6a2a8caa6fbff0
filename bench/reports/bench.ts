/**
 * The reports benchmark proper (see run.mjs). Runs inside apps/server (tsx, 'source' condition).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dropSchema } from '../../apps/server/src/platform/db/db.js';
import { buildServer } from '../../apps/server/src/server.js';
import { EXPORT_PAGING } from '../../apps/server/src/modules/reports/reports.export.js';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo.js';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const TARGETS = { reportMs: 2000, pdfMs: 3000 };
const MONTH = { fromDate: '2026-10-01', toDate: '2026-10-31' };
const json = process.argv.includes('--json');
/**
 * PDFs of larger results are not timed (the per-record reports' 50,000-220,000 rows); 10,010 takes
 * in the reports of a row per employee since the PDF is drawn with pdfkit (reports.pdf.ts).
 */
const PDF_ROWS = Number(process.env.BENCH_PDF_ROWS ?? 10_010);
/** Reports the console pages by employee (pageSize employees a page; BENCH_PAGE_SIZE). */
const PAGED = new Set([
  'payroll-detail',
  'employee-time-card',
  'location-detailed-hours',
  'rollcall',
  'location-sign-in-sheet',
]);
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 50);
/** BENCH_EXPLAIN=1: print EXPLAIN ANALYZE of the slowest SQL of each run (profiling). */
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
/** The time and admin reports of the catalogue, with criteria for a month. */
const REPORTS: [string, Record<string, unknown>][] = [
  ['payroll-summary', MONTH],
  ['payroll-detail', MONTH],
  ['employee-time-card', MONTH],
  ['labor-hours-worked', MONTH],
  ['location-hours-summary', MONTH],
  ['location-detailed-hours', MONTH],
  ['location-task-summary', MONTH],
  ['average-time', MONTH],
  ['rollcall', { fromDate: '2026-10-14' }],
  ['absent-employee', { fromDate: '2026-10-14' }],
  // A Saturday: every employee is on the absent list (10,000 rows).
  ['absent-employee', { fromDate: '2026-10-31' }],
  ['location-sign-in-sheet', { fromDate: '2026-10-14', toDate: '2026-10-14' }],
  ['pending-records', MONTH],
  ['geofence-discrepancies', MONTH],
  ['time-audit-log', MONTH],
  ['device-information', {}],
  ['employee-information', { status: ['1'] }],
  ['user-roles', {}],
];

async function seed(app: FastifyInstance): Promise<number> {
  const db = app.platform.db;
  const demo = app.demo!;
  // A BENCH_DATA_DIR seeded by an earlier run is reused as it is (seeding takes about a minute).
  const had = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM time_record WHERE id LIKE 'bench-%'",
  );
  if (Number(had[0]!.n) > 0) return Number(had[0]!.n);
  await db.query(
    `INSERT INTO employee (id, company_id, code, "firstName", "lastName", "fullName")
     SELECT 'bench-e' || g, $1, 'B' || g, 'Bench', 'Worker ' || g, 'Bench Worker ' || g
       FROM generate_series(1, $2::int) AS g`,
    [demo.companyId, EMPLOYEES],
  );
  // Weekdays of October 2026 (22 days), about 07:00 Denver, 8 to 11.5 h; every 50th IN is 400 m off site.
  await db.query(
    `INSERT INTO time_record (id, company_id, employee_id, location_id, "inTimeStamp", "outTimeStamp",
        "inTimeZone", "outTimeZone", "inLat", "inLon", "outLat", "outLon", source, "totalSeconds", data)
     SELECT 'bench-r' || g || '-' || d, $1, 'bench-e' || g, ($4::text[])[1 + g % array_length($4::text[], 1)], ts, ts + len,
            'America/Denver', 'America/Denver', -1000, -1000, -1000, -1000, 'clock', extract(epoch FROM len)::int,
            CASE WHEN (g + d) % 50 = 0 THEN '{"inDistance": 400}'::jsonb ELSE '{}'::jsonb END
       FROM generate_series(1, $2::int) AS g
       CROSS JOIN unnest($3::int[]) AS d
       CROSS JOIN LATERAL (SELECT timestamptz '2026-10-01 13:00:00+00' + make_interval(days => d - 1, mins => (g * 7 + d * 13) % 45) AS ts,
                                  make_interval(mins => 480 + ((g + d) % 8) * 30 + (g * d) % 17) AS len) x`,
    [
      demo.companyId,
      EMPLOYEES,
      [1, 2, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 19, 20, 21, 22, 23, 26, 27, 28, 29, 30],
      demo.locationIds,
    ],
  );
  await db.query('ANALYZE time_record');
  await db.query('ANALYZE employee');
  const n = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM time_record WHERE id LIKE 'bench-%'",
  );
  return Number(n[0]!.n);
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

/**
 * Exports of big reports (issue 12 §2 and §4): payroll-detail for the month (every record, 220,000
 * rows at 10,000 employees) as CSV and XLSX, and payroll-summary (a row per employee) as PDF, each
 * timed end to end through POST /report/{key}/export/{format} against the 3 s file target, with the
 * time to the first byte, the file size, the CPU of this process and the growth of its resident
 * memory. The answer is read as a stream and dropped chunk by chunk, as a client saving the file
 * would (CSV and XLSX are streamed; PDF is built whole before the first byte).
 * BENCH_ONLY=exports runs only these; BENCH_EXPORTS=0 skips them, BENCH_EXPORTS=csv,pdf runs those formats.
 * CSV and XLSX of payroll-detail stream page by page of employees (EXPORT_PAGING.employees);
 * BENCH_EXPORT_PAGE=n sets the page size, 0 runs the whole report first (as before issue 12's streaming).
 */
async function timeExports(
  app: FastifyInstance,
  headers: Record<string, string>,
  out: Record<string, { rows: number; ms: number; pdfMs: number; pdfBytes: number }>,
) {
  if (process.env.BENCH_EXPORTS === '0') return;
  const jobs: [string, string, Record<string, unknown>][] = [
    ['payroll-detail', 'csv', MONTH],
    ['payroll-detail', 'xlsx', MONTH],
    ['payroll-summary', 'pdf', MONTH],
  ];
  const formats = (process.env.BENCH_EXPORTS ?? '').split(',').filter(Boolean);
  if (process.env.BENCH_EXPORT_PAGE) EXPORT_PAGING.employees = Number(process.env.BENCH_EXPORT_PAGE);
  const mode = (format: string) =>
    format === 'pdf'
      ? ''
      : EXPORT_PAGING.employees > 0
        ? `pages of ${EXPORT_PAGING.employees} employees; `
        : 'whole run; ';
  // The first PDF of a process loads pdfmake and its fonts (a second or two under tsx): done here,
  // untimed, so the figures below are the export's own cost as a running server pays it.
  await app.inject({
    method: 'POST',
    url: '/api/report/user-roles/export/pdf',
    headers,
    payload: {},
  });
  for (const [key, format, criteria] of jobs) {
    if (formats.length && !formats.includes(format)) continue;
    // Peak of the JavaScript heap and buffers over the export, sampled every 20 ms, less the start.
    (globalThis as { gc?: () => void }).gc?.();
    const mem = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.external;
    };
    const base = mem();
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, mem());
    }, 20);
    const a = performance.now();
    const cpu = process.cpuUsage();
    const res = await app.inject({
      method: 'POST',
      url: `/api/report/${key}/export/${format}`,
      headers,
      payload: criteria,
      payloadAsStream: true,
    });
    let firstMs = Number.NaN;
    let size = 0;
    for await (const chunk of res.stream()) {
      if (size === 0) firstMs = performance.now() - a;
      size += (chunk as Buffer).length;
    }
    clearInterval(sampler);
    const ms = performance.now() - a;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const grew = (Math.max(peak, mem()) - base) / 2 ** 20;
    const b = performance.now();
    const rows = (
      await app.inject({ method: 'POST', url: `/api/report/${key}`, headers, payload: criteria })
    ).json().records.length as number;
    const runMs = performance.now() - b;
    out[`${key} ${format}`] = { rows, ms, pdfMs: Number.NaN, pdfBytes: size };
    if (!json)
      console.log(
        `  export ${`${key} ${format}`.padEnd(22)} ${String(rows).padStart(7)} rows ${ms.toFixed(0).padStart(6)} ms ` +
          `(x${(ms / TARGETS.pdfMs).toFixed(2)} of ${TARGETS.pdfMs} ms; ${mode(format)}first byte ${firstMs.toFixed(0)} ms; ${cpuMs.toFixed(0)} ms CPU in this process; ` +
          `${(size / 2 ** 20).toFixed(1)} MiB, status ${res.statusCode}, peak heap +${grew.toFixed(0)} MiB; the report alone as JSON ${runMs.toFixed(0)} ms)${ms < TARGETS.pdfMs ? '  PASS' : '  FAIL'}`,
      );
  }
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
  const out: Record<string, { rows: number; ms: number; pdfMs: number; pdfBytes: number }> = {};
  try {
    const records = await seed(app);
    if (!json)
      console.log(
        `${kind}: ${EMPLOYEES} employees, ${records} records seeded in ${(performance.now() - t0).toFixed(0)} ms`,
      );
    const headers = { cookie: await signIn(app, 'admin'), 'x-requested-with': 'bench' };
    const ratio = (ms: number, target: number) => (ms / target).toFixed(2);
    /** After: the interactive view asks for one page of employees (SQL totals, page rows only). */
    const db = app.platform.db;
    const query = db.query.bind(db);
    let log: { sql: string; params: readonly unknown[]; ms: number }[] | null = null;
    db.query = (async (sql: string, params: readonly unknown[] = []) => {
      const t = performance.now();
      const r = await query(sql, params);
      log?.push({ sql, params, ms: performance.now() - t });
      return r;
    }) as typeof db.query;
    const transaction = db.transaction.bind(db);
    db.transaction = ((fn: (tx: typeof db) => Promise<unknown>) =>
      transaction(async (tx) => {
        const q = tx.query.bind(tx);
        tx.query = (async (sql: string, params: readonly unknown[] = []) => {
          const t = performance.now();
          const r = await q(sql, params);
          if (!sql.startsWith('SET ')) log?.push({ sql, params, ms: performance.now() - t });
          return r;
        }) as typeof tx.query;
        return fn(tx);
      })) as typeof db.transaction;
    const timePaged = async (key: string, criteria: Record<string, unknown>, ms: number) => {
      if (EXPLAIN) log = [];
      const c = performance.now();
      const cpu = process.cpuUsage();
      const paged = await app.inject({
        method: 'POST',
        url: `/api/report/${key}`,
        headers,
        payload: { ...criteria, page: 1, pageSize: PAGE_SIZE },
      });
      const pagedMs = performance.now() - c;
      // This process's CPU (PGlite runs in it): hardly depends on how busy the shared machine is.
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      const body = paged.json();
      if (log) {
        const slow = log.sort((a, b) => b.ms - a.ms).slice(0, 2);
        log = null;
        for (const q of slow) {
          const plan = await query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${q.sql}`, q.params);
          console.log(
            `  -- ${key}: ${q.ms.toFixed(0)} ms\n${plan.map((r) => `     ${r['QUERY PLAN']}`).join('\n')}`,
          );
        }
      }
      const last = performance.now();
      await app.inject({
        method: 'POST',
        url: `/api/report/${key}`,
        headers,
        payload: { ...criteria, page: body.paging?.pages ?? 1, pageSize: PAGE_SIZE },
      });
      const lastMs = performance.now() - last;
      out[`${key} (paged)`] = { rows: body.records.length, ms: pagedMs, pdfMs: Number.NaN, pdfBytes: 0 };
      if (!json)
        console.log(
          `  ${key.padEnd(24)} before: every row in one answer ${ms.toFixed(0)} ms (x${ratio(ms, TARGETS.reportMs)}); ` +
            `after: page 1 of ${body.paging?.pages} (${PAGE_SIZE} employees, ${body.records.length} rows, totals of ${body.paging?.rows} rows) ` +
            `${pagedMs.toFixed(0)} ms (x${ratio(pagedMs, TARGETS.reportMs)}; ${cpuMs.toFixed(0)} ms CPU in this process), last page ${lastMs.toFixed(0)} ms; ` +
            `${(ms / pagedMs).toFixed(1)}x faster${pagedMs < TARGETS.reportMs ? '  PASS' : '  FAIL'}`,
        );
    };
    const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
    for (const [key0, criteria] of REPORTS) {
      if (only.length && !only.includes(key0)) continue;
      // The same report twice (another start date): the second is listed with its date.
      const key = key0 in out ? `${key0} ${String(criteria.fromDate ?? '')}` : key0;
      if (EXPLAIN) log = [];
      const a = performance.now();
      const cpu0 = process.cpuUsage();
      const res = await app.inject({
        method: 'POST',
        url: `/api/report/${key0}`,
        headers,
        payload: criteria,
      });
      const ms = performance.now() - a;
      const used0 = process.cpuUsage(cpu0);
      // CPU of this process (PGlite runs in it): the figure to read on a busy shared machine.
      const cpuText = `; ${((used0.user + used0.system) / 1000).toFixed(0)} ms CPU`;
      if (log) {
        const slow = log.sort((x, y) => y.ms - x.ms).slice(0, 1);
        log = null;
        for (const q of slow) {
          const plan = await query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${q.sql}`, q.params);
          console.log(
            `  -- ${key}: ${q.ms.toFixed(0)} ms\n${plan.map((r) => `     ${r['QUERY PLAN']}`).join('\n')}`,
          );
        }
      }
      if (res.statusCode !== 200) {
        console.log(`  ${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const rows = res.json().records.length;
      if (rows > PDF_ROWS) {
        out[key] = { rows, ms, pdfMs: Number.NaN, pdfBytes: 0 };
        if (!json)
          console.log(
            `  ${key.padEnd(24)} ${String(rows).padStart(7)} rows ${ms.toFixed(0).padStart(6)} ms (x${ratio(ms, TARGETS.reportMs)}${cpuText})` +
              `  pdf not timed (> ${PDF_ROWS} rows; BENCH_PDF_ROWS)${ms < TARGETS.reportMs ? '  PASS' : '  FAIL'}`,
          );
        if (PAGED.has(key)) await timePaged(key, criteria, ms);
        continue;
      }
      const b = performance.now();
      const cpu1 = process.cpuUsage();
      const pdf = await app.inject({
        method: 'POST',
        url: `/api/report/${key0}/export/pdf`,
        headers,
        payload: criteria,
      });
      const pdfMs = performance.now() - b;
      const used1 = process.cpuUsage(cpu1);
      const pdfCpu = `; ${((used1.user + used1.system) / 1000).toFixed(0)} ms CPU, report run included`;
      out[key] = { rows, ms, pdfMs, pdfBytes: pdf.rawPayload.length };
      if (!json)
        console.log(
          `  ${key.padEnd(24)} ${String(rows).padStart(7)} rows ${ms.toFixed(0).padStart(6)} ms (x${ratio(ms, TARGETS.reportMs)}${cpuText})` +
            `  pdf ${pdfMs.toFixed(0).padStart(6)} ms (x${ratio(pdfMs, TARGETS.pdfMs)}, ${(pdf.rawPayload.length / 1024).toFixed(0)} KiB${pdfCpu})` +
            `${ms < TARGETS.reportMs && pdfMs < TARGETS.pdfMs ? '  PASS' : '  FAIL'}`,
        );
      if (PAGED.has(key)) await timePaged(key, criteria, ms);
    }
    if (!only.length || only.includes('exports')) await timeExports(app, headers, out);
  } finally {
    await app.close();
    if (kind === 'postgres') await dropSchema(process.env.DATABASE_URL!, schema);
  }
  return out;
}

const results: Record<string, unknown> = {};
const only = process.env.BENCH_DB;
if (only !== 'postgres') results.pglite = await run('pglite');
if (process.env.DATABASE_URL && only !== 'pglite') results.postgres = await run('postgres');
if (json) console.log(JSON.stringify({ targets: TARGETS, employees: EMPLOYEES, results }));
