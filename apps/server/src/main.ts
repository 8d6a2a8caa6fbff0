import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSheddingFromEnv } from './platform/load.js';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './seed/demo.js';
import { buildServer } from './server.js';

/**
 * Starts the server (design.md section 3). Environment: PORT (3000), HOST (0.0.0.0), DATA_DIR
 * (./.data; PGlite keeps its files in $DATA_DIR/db), DATABASE_URL (PostgreSQL), SEED_DEMO
 * (1 seeds, 0 never; default: an empty embedded database is seeded), --seed-demo, SMTP_URL,
 * PUBLIC_URL, CONSOLE_DIR (default apps/console/dist), COOKIE_SECURE=1, TRUST_PROXY=1, JOBS_POLL_MS
 * (10000; 0 runs no jobs in this process), WM_TEST_ROUTES=1 (test-only clock and job routes),
 * LOAD_SHEDDING=0 (off; on by default), LOAD_MAX_EVENT_LOOP_DELAY_MS (200), LOAD_MAX_IN_FLIGHT (256),
 * LOAD_MAX_EVENT_LOOP_UTILIZATION (0 = off), LOAD_MAX_MEDIAN_MS (1000), LOAD_RETRY_AFTER_S (2): see platform/load.ts.
 * FILES_DIR or S3_BUCKET (+ S3_ENDPOINT, S3_REGION, S3_PREFIX; files.s3.ts), DB_POOL_MAX (PostgreSQL
 * connections per process, default 10). With the embedded database it writes DATA_DIR/server.json
 * (pid, url, a local token; owner-only) so `pnpm db:backup` asks this process for a consistent dump.
 */
async function main(): Promise<void> {
  const env = process.env;
  const seedFlag =
    process.argv.includes('--seed-demo') || env.SEED_DEMO === '1'
      ? true
      : env.SEED_DEMO === '0'
        ? false
        : 'auto';
  const dataDir = env.DATA_DIR ?? './.data';
  const localToken = randomBytes(24).toString('base64url');
  const app = await buildServer({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: join(dataDir, 'db'),
    seedDemo: seedFlag,
    ...(env.CONSOLE_DIR ? { consoleDir: env.CONSOLE_DIR } : {}),
    publicUrl: env.PUBLIC_URL ?? '',
    smtpUrl: env.SMTP_URL || undefined,
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    logger: env.LOG_LEVEL !== 'silent',
    secureCookies: env.COOKIE_SECURE === '1',
    trustProxy: env.TRUST_PROXY === '1',
    jobsPollMs: env.JOBS_POLL_MS ? Number(env.JOBS_POLL_MS) : 10_000,
    testRoutes: env.WM_TEST_ROUTES === '1',
    loadShedding: loadSheddingFromEnv(env),
    localToken,
  });
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });
  // The embedded database is reachable only through this process: `pnpm db:backup` finds it here.
  const serverFile = join(dataDir, 'server.json');
  if (app.platform.db.kind === 'pglite') {
    const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    writeFileSync(
      serverFile,
      JSON.stringify({ pid: process.pid, url: `http://${local}:${port}`, token: localToken }),
      { mode: 0o600 },
    );
  }
  const db = app.platform.db.kind === 'pglite' ? `PGlite in ${join(dataDir, 'db')}` : 'PostgreSQL';
  const lines = [`Workforce console on http://localhost:${port} (database: ${db})`];
  if (app.demo) {
    lines.push(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const s of DEMO_SIGN_INS) lines.push(`  ${s.userName.padEnd(11)} ${s.who}`);
  } else if ((await app.platform.db.query('SELECT 1 FROM app_user LIMIT 1')).length === 0) {
    lines.push('No users yet: open the console to create the first administrator (POST /api/setup).');
  }
  console.log(lines.join('\n'));
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    rmSync(serverFile, { force: true });
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
