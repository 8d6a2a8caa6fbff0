/**
 * The admin list benchmark proper (see run.mjs). Runs inside apps/server (tsx, 'source' condition).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dropSchema } from '../../apps/server/src/platform/db/db.js';
import { buildServer } from '../../apps/server/src/server.js';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo.js';
import { LARGE_SEED, seedLargeDemo } from '../../apps/server/src/seed/large.js';

const json = process.argv.includes('--json');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Targets in ms (median of RUNS calls): a page, a filter or a look-up; a whole 10k/5k list. */
const TARGET = { page: 300, lookup: 150, full: 1500 } as const;

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

const q = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
const idFilter = (ids: string[]) => ids.map((id) => `id eq '${id}'`).join(' or ');

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
    const added = await seedLargeDemo(db, demo);
    const seedMs = performance.now() - s0;
    const counts = await db.query<{ e: number; l: number }>(
      `SELECT (SELECT count(*) FROM employee WHERE company_id = $1)::int AS e,
              (SELECT count(*) FROM location WHERE company_id = $1)::int AS l`,
      [demo.companyId],
    );
    if (!json) {
      console.log(
        `${kind}: ${counts[0]!.e} employees, ${counts[0]!.l} locations (large seed ${added.employees} + ${added.locations} rows in ${seedMs.toFixed(0)} ms; server ready in ${(s0 - t0).toFixed(0)} ms)`,
      );
    }
    // A non-administrator limited by a permission set: the manager gets 200 locations.
    const some = await db.query<{ id: string }>(
      `SELECT id FROM location WHERE company_id = $1 AND code LIKE 'A%' ORDER BY code LIMIT 200`,
      [demo.companyId],
    );
    const setId = `bench-set-${randomBytes(3).toString('hex')}`;
    await db.query(
      `INSERT INTO permission_set (id, company_id, name, data) VALUES ($1, $2, 'Bench crews', $3::jsonb)`,
      [setId, demo.companyId, JSON.stringify({ locationIds: some.map((r) => r.id) })],
    );
    await db.query(
      `UPDATE employee SET data = data || jsonb_build_object('permissionSetIds', jsonb_build_array($2::text))
        WHERE id = $1`,
      [demo.employeeIds.manager, setId],
    );
    const admin = await signIn(app, 'admin');
    const manager = await signIn(app, 'manager');
    const get = async (cookie: string, url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie, 'x-requested-with': 'bench' } });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      // CSV exports: one row per line after the header.
      if (!String(res.headers['content-type'] ?? '').includes('json'))
        return res.body.trim().split('\n').slice(1);
      const body = res.json() as unknown;
      return Array.isArray(body) ? body : [body];
    };
    const ids = (
      await db.query<{ id: string }>(
        `SELECT id FROM employee WHERE company_id = $1 ORDER BY md5(id) LIMIT 30`,
        [demo.companyId],
      )
    ).map((r) => r.id);
    const locIds = (
      await db.query<{ id: string }>(
        `SELECT id FROM location WHERE company_id = $1 ORDER BY md5(id) LIMIT 30`,
        [demo.companyId],
      )
    ).map((r) => r.id);
    const site = (
      await db.query<{ id: string }>(`SELECT id FROM location WHERE company_id = $1 AND code = 'S00051'`, [
        demo.companyId,
      ])
    )[0]?.id;
    const cases: [string, keyof typeof TARGET, string, string][] = [
      [
        'Employee page (top 50, by name)',
        'page',
        admin,
        `/api/Employee?${q({ top: '50', orderby: 'lastName asc, firstName asc' })}`,
      ],
      [
        'Employee page, last names from M',
        'page',
        admin,
        `/api/Employee?${q({ top: '50', orderby: 'lastName asc, firstName asc', filter: "lastName ge 'M'" })}`,
      ],
      [
        'Employee filter contains (top 50)',
        'page',
        admin,
        `/api/Employee?${q({ top: '50', filter: "contains(lastName, 'ngu')" })}`,
      ],
      ['Employee filter by code', 'page', admin, `/api/Employee?${q({ filter: "code eq 'L04321'" })}`],
      [
        'Employee list, all 10k (console)',
        'full',
        admin,
        `/api/Employee?${q({ orderby: 'lastName asc, firstName asc', includeInactiveData: 'true' })}`,
      ],
      ['Location list, all 5k (tree)', 'full', admin, `/api/Location?${q({ includeInactiveData: 'true' })}`],
      [
        'Location children of a site',
        'page',
        admin,
        `/api/Location?${q({ filter: `parent_id eq '${site}'` })}`,
      ],
      [
        'Location filter contains (top 50)',
        'page',
        admin,
        `/api/Location?${q({ top: '50', filter: "contains(name, 'Area 12')" })}`,
      ],
      [
        'Look-up 30 employees (id eq .. or)',
        'lookup',
        admin,
        `/api/Employee?${q({ filter: idFilter(ids), includeInactiveData: 'true', includeDeletedData: 'true' })}`,
      ],
      [
        'Look-up 30 locations (id eq .. or)',
        'lookup',
        admin,
        `/api/Location?${q({ filter: idFilter(locIds), includeInactiveData: 'true', includeDeletedData: 'true' })}`,
      ],
      ['Manager (200 permitted): locations', 'page', manager, '/api/Location'],
      [
        'Manager (200 permitted): look-up 30',
        'lookup',
        manager,
        `/api/Location?${q({ filter: idFilter(locIds) })}`,
      ],
      [
        'Manager: employee page (top 50)',
        'page',
        manager,
        `/api/Employee?${q({ top: '50', orderby: 'lastName asc, firstName asc' })}`,
      ],
      ['Manager: own permitted ids', 'lookup', manager, '/api/permissions/allowed'],
      ['Clock picker: time employees', 'full', admin, '/api/time/employees'],
      ['Licence audit', 'page', admin, '/api/LicenseAudit'],
      ['Employee export CSV (10k)', 'full', admin, '/api/Employee/exportcsv'],
    ];
    for (const [label, kindOf, cookie, url] of cases) {
      const times: number[] = [];
      let rows = 0;
      await get(cookie, url); // warm-up (plans, JIT)
      for (let i = 0; i < RUNS; i++) {
        const a = performance.now();
        rows = (await get(cookie, url)).length;
        times.push(performance.now() - a);
      }
      times.sort((x, y) => x - y);
      const r = {
        label,
        target: TARGET[kindOf],
        median: times[Math.floor(times.length / 2)]!,
        max: times.at(-1)!,
        rows,
      };
      results.push(r);
      if (!json) {
        console.log(
          `  ${label.padEnd(38)} ${String(rows).padStart(6)} rows  median ${r.median.toFixed(0).padStart(5)} ms  max ${r.max
            .toFixed(0)
            .padStart(
              5,
            )} ms  / ${r.target} ms = ${(r.median / r.target).toFixed(2)}${r.median < r.target ? '  PASS' : '  FAIL'}`,
        );
      }
    }
    return { employees: counts[0]!.e, locations: counts[0]!.l, seedMs, results };
  } finally {
    await app.close();
    if (kind === 'postgres') await dropSchema(process.env.DATABASE_URL!, schema);
  }
}

const out: Record<string, unknown> = {};
// BENCH_DB=pglite|postgres runs one engine only.
const only = process.env.BENCH_DB;
if (!json)
  console.log(
    `targets (median of ${RUNS}): page/filter ${TARGET.page} ms, look-up ${TARGET.lookup} ms, whole list ${TARGET.full} ms; sizes ${LARGE_SEED.employees} employees, ${LARGE_SEED.locations} locations`,
  );
if (only !== 'postgres') out.pglite = await run('pglite');
if (process.env.DATABASE_URL && only !== 'pglite') out.postgres = await run('postgres');
if (json) console.log(JSON.stringify({ targets: TARGET, results: out }));
