/**
 * The peer of `pnpm bench load` (see run.mjs): a bare Fastify server on the same machine, with the
 * same database driver and pool size as the real server, so the ratio of our request cost to the
 * framework's shows. Routes: GET /bare -> {ok}; POST /bare/insert {employee_id} -> {id} (one INSERT
 * of one row, like a clock IN's record). Environment: PORT, DATABASE_URL (PostgreSQL) or BARE_DIR
 * (a PGlite data folder). Runs inside apps/server (tsx) so its dependencies resolve.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const DDL = `CREATE TABLE IF NOT EXISTS bare_event (
  id text PRIMARY KEY, company_id text NOT NULL, employee_id text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(), data jsonb NOT NULL DEFAULT '{}')`;

async function main() {
  let query: (sql: string, params: unknown[]) => Promise<unknown[]>;
  let close: () => Promise<void>;
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    await pool.query(DDL);
    query = async (sql, params) => (await pool.query(sql, params)).rows;
    close = () => pool.end();
  } else {
    const db = await PGlite.create(process.env.BARE_DIR!);
    await db.exec(DDL);
    query = async (sql, params) => (await db.query(sql, params)).rows;
    close = () => db.close();
  }
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  app.post('/bare/insert', async (req) => {
    const body = req.body as { employee_id?: string };
    const id = randomUUID();
    await query('INSERT INTO bare_event (id, company_id, employee_id, data) VALUES ($1, $2, $3, $4::jsonb)', [
      id,
      'c1',
      String(body?.employee_id ?? 'e'),
      JSON.stringify({ source: 'bare' }),
    ]);
    return { id };
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log('ready');
  const stop = async () => {
    await app.close();
    await close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
