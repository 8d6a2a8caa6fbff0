/**
 * The employee save benchmark proper (see run.mjs). Runs inside apps/server (tsx, 'source' condition).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dropSchema } from '../../apps/server/src/platform/db/db.js';
import { buildServer } from '../../apps/server/src/server.js';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo.js';

const json = process.argv.includes('--json');
const SAVES = Number(process.env.BENCH_SAVES ?? 60);
const SIZES = [3_000, 10_000];
const TARGET_RATIO = 1.3;

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

/** Adds seat holders up to `total`: an employee with a user holding the Time role each. */
async function growTo(app: FastifyInstance, roleId: string, total: number) {
  const db = app.platform.db;
  const companyId = app.demo!.companyId;
  const [{ n }] = (await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_role WHERE company_id = $1 AND role_id = $2',
    [companyId, roleId],
  )) as [{ n: number }];
  const add = total - n;
  if (add <= 0) return;
  const tag = randomBytes(3).toString('hex');
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO app_user (id, company_id, "userName")
       SELECT 'bu-${tag}-' || g, $1, 'bench-${tag}-' || g FROM generate_series(1, $2) g`,
      [companyId, add],
    );
    await tx.query(
      `INSERT INTO employee (id, company_id, code, "firstName", "lastName", "fullName", status, user_id, data)
       SELECT 'be-${tag}-' || g, $1, 'B${tag}' || g, 'Bench', 'Holder ' || g, 'Bench Holder ' || g, 1,
              'bu-${tag}-' || g, '{}'::jsonb
         FROM generate_series(1, $2) g`,
      [companyId, add],
    );
    await tx.query(
      `INSERT INTO user_role (company_id, user_id, role_id)
       SELECT $1, 'bu-${tag}-' || g, $3 FROM generate_series(1, $2) g`,
      [companyId, add, roleId],
    );
  });
}

/** ms per save of `SAVES` new employees: half plain, half with a user and the Time role. */
async function timeSaves(app: FastifyInstance, cookie: string, roleId: string, label: string) {
  const tag = randomBytes(3).toString('hex');
  const plain: number[] = [];
  const withSeat: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const seat = i % 2 === 1;
    const payload: Record<string, unknown> = {
      code: `${label}-${tag}-${i}`,
      firstName: 'Saved',
      lastName: `${label} ${i}`,
    };
    if (seat) payload.user = { userName: `save-${tag}-${i}` };
    if (seat) payload.roleIds = [roleId];
    const t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/Employee',
      headers: { 'x-requested-with': 'bench', cookie },
      payload,
    });
    const ms = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
    (seat ? withSeat : plain).push(ms);
  }
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
  return { plain: median(plain), withSeat: median(withSeat) };
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
    const db = app.platform.db;
    const companyId = app.demo!.companyId;
    await db.query(`UPDATE company_licence SET seats = 1000000 WHERE company_id = $1`, [companyId]);
    const [role] = await db.query<{ id: string }>(
      `SELECT id FROM role WHERE company_id = $1 AND "moduleId" = 'Time' AND status = 1 ORDER BY name LIMIT 1`,
      [companyId],
    );
    if (!role) throw new Error('no Time role in the demo company');
    const cookie = await signIn(app, 'admin');
    await timeSaves(app, cookie, role.id, 'warm');
    const rows: { holders: number; plain: number; withSeat: number }[] = [];
    const count = async () =>
      (
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM employee WHERE company_id = $1', [
          companyId,
        ])) as [{ n: number }]
      )[0].n;
    rows.push({ holders: await count(), ...(await timeSaves(app, cookie, role.id, 'small')) });
    for (const size of SIZES) {
      await growTo(app, role.id, size);
      rows.push({ holders: await count(), ...(await timeSaves(app, cookie, role.id, `s${size}`)) });
    }
    const base = rows[0]!;
    if (json) {
      console.log(JSON.stringify({ kind, rows }));
      return;
    }
    console.log(`${kind}: median ms per POST /api/Employee (${SAVES / 2} of each kind per size)`);
    for (const r of rows) {
      const rp = r.plain / base.plain;
      const rs = r.withSeat / base.withSeat;
      const mark = (x: number) => (x <= TARGET_RATIO ? 'ok' : 'MISS');
      console.log(
        `  ${String(r.holders).padStart(6)} employees: plain ${r.plain.toFixed(1).padStart(6)} ms (${rp.toFixed(2)}x ${mark(rp)}), ` +
          `with user + Time role ${r.withSeat.toFixed(1).padStart(6)} ms (${rs.toFixed(2)}x ${mark(rs)}); target <= ${TARGET_RATIO}x of the small company`,
      );
    }
  } finally {
    await app.close();
    if (kind === 'postgres') await dropSchema(process.env.DATABASE_URL!, schema);
  }
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
