import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import cookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './platform/auth/account.routes.js';
import { SESSION_COOKIE, resolveAuth } from './platform/auth/session.js';
import { type Db, openDb } from './platform/db/db.js';
import {
  loadSqlMigrations,
  migrate,
  platformMigrationsDir,
  serverPackageRoot,
} from './platform/db/migrate.js';
import { EntityRegistry } from './platform/entities/repository.js';
import { LiveHub, registerLiveRoutes } from './platform/live/live.js';
import { registerBackupRoute } from './platform/db/backup.routes.js';
import { registerEntityRoutes } from './platform/entities/routes.js';
import { HttpError } from './platform/errors.js';
import { type LoadSheddingOptions, registerLoadShedding } from './platform/load.js';
import { systemClock } from './platform/jobs/clock.js';
import { Jobs } from './platform/jobs/jobs.js';
import { registerTestRoutes } from './platform/jobs/test.routes.js';
import { Mailer, smtpTransport } from './platform/mail/mailer.js';
import type { DemoRefs, Platform, ServerModule } from './platform/module.js';
import { registerAdminRoutes } from './modules/admin/index.js';
import { configuredAllowances, registerSecurityHeaders } from './modules/security/headers.js';
import { SERVER_MODULES } from './modules/registry.js';
import { hasDemoData, seedDemo } from './seed/demo.js';

export interface ServerOptions {
  /** An open database to use (tests); otherwise one is opened from the options below. */
  db?: Db;
  /** postgres://... selects PostgreSQL; absent selects PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory'. Default './.data/db'. */
  dataDir?: string | undefined;
  /** PostgreSQL schema (search_path) to create and use; tests use one per file. */
  schema?: string | undefined;
  /**
   * Demo data: true seeds (re-runnable, no duplicates), false never, 'auto' (default) seeds an empty
   * embedded database only (PostgreSQL gets demo data only when asked).
   */
  seedDemo?: boolean | 'auto';
  /** Folder of the built console (served at / with the SPA fallback); null to serve none. */
  consoleDir?: string | null;
  /** Base URL for links in e-mails, e.g. https://wm.example.com. */
  publicUrl?: string;
  /** smtp://user:pass@host:587: send e-mails (they are stored in the outbox either way). */
  smtpUrl?: string | undefined;
  mailFrom?: string;
  /** Fastify logger (default off). */
  logger?: boolean;
  /** Modules to load (default: SERVER_MODULES of src/modules/registry.ts). */
  modules?: ServerModule[];
  /** Mark cookies Secure (behind HTTPS). */
  secureCookies?: boolean;
  trustProxy?: boolean;
  /**
   * Poll for due jobs every this many ms in the background (main.ts: JOBS_POLL_MS, default 10000);
   * 0 or absent runs none by itself (tests call `app.platform.jobs.runDue()`).
   */
  jobsPollMs?: number;
  /**
   * Shed load past the knee with a quick 503 + Retry-After (platform/load.ts); absent or null: off
   * (tests). main.ts turns it on unless LOAD_SHEDDING=0.
   */
  loadShedding?: LoadSheddingOptions | null;
  /** How often an open live-update socket's session is checked again, ms (tests; default 2 minutes). */
  liveRecheckMs?: number;
  /** Registers POST /api/test/clock and /api/test/jobs/run (WM_TEST_ROUTES=1; never in production). */
  testRoutes?: boolean;
  /**
   * Embedded database only: a secret that `pnpm db:backup` reads from DATA_DIR/server.json to ask
   * this process for a consistent backup (POST /api/server/backup with X-WM-Local-Token).
   */
  localToken?: string;
}

/** The migrations the server applies, in order: the platform's, then each module's. */
export function migrationSources(modules: ServerModule[] = SERVER_MODULES) {
  return [
    { source: 'platform', migrations: loadSqlMigrations(platformMigrationsDir()) },
    ...modules
      .filter((m) => m.migrations?.length)
      .map((m) => ({ source: m.name, migrations: m.migrations! })),
  ];
}

/**
 * A safety net for constraint violations that a hook did not catch first: a client error with a
 * plain message instead of a 500. Returns [status, message] or null for other errors.
 */
function databaseErrorMessage(err: unknown): [number, string] | null {
  const e = err as { code?: unknown; column?: unknown; constraint?: unknown; severity?: unknown };
  if (typeof e.code !== 'string' || typeof e.severity !== 'string') return null;
  if (e.code === '23505') return [409, `Duplicate value (${String(e.constraint ?? 'unique constraint')})`];
  if (e.code === '23503') return [400, 'A referenced record does not exist'];
  if (e.code === '23502') return [400, `${String(e.column ?? 'A field')} is required`];
  if (e.code === '23514') return [400, `Value out of range (${String(e.constraint ?? 'check constraint')})`];
  if (e.code.startsWith('22')) return [400, 'Invalid value for a field'];
  return null;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    /** Demo ids when the demo data exists (seeded now or before), else null. */
    demo: DemoRefs | null;
    /** This process's live-update hub (platform/live: the WebSocket GET /api/live). */
    live: LiveHub;
  }
}

/**
 * Builds the Fastify server (design.md section 3): opens the database, runs migrations of the
 * platform and of every module, seeds the demo data when asked, registers /api (health, account,
 * modules' routes, entity API) and serves the built console with the SPA fallback. The caller
 * listens (main.ts) or injects (tests); `app.close()` closes the database it opened.
 */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const modules = options.modules ?? SERVER_MODULES;
  const ownsDb = !options.db;
  const db =
    options.db ??
    (await openDb({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir ?? './.data/db',
      schema: options.schema,
    }));
  try {
    await migrate(db, migrationSources(modules));
  } catch (err) {
    if (ownsDb) await db.close();
    throw err;
  }

  const seedMode = options.seedDemo ?? 'auto';
  let demo: DemoRefs | null = null;
  const empty = (await db.query('SELECT 1 FROM app_user LIMIT 1')).length === 0;
  if (seedMode === true || (seedMode === 'auto' && db.kind === 'pglite' && empty)) {
    demo = await seedDemo(db);
    for (const m of modules) await m.seedDemo?.(db, demo);
  } else if (await hasDemoData(db)) {
    demo = await seedDemo(db); // idempotent: returns the ids, inserts nothing new
  }

  const transport = options.smtpUrl
    ? await smtpTransport(options.smtpUrl, options.mailFrom ?? 'no-reply@workforce.local')
    : null;
  const clock = systemClock();
  const jobs = new Jobs(db, clock);
  const entities = new EntityRegistry();
  for (const m of modules) for (const e of m.entities ?? []) entities.register(e);
  for (const m of modules) m.extendEntities?.(entities);
  entities.verify();
  const platform: Platform = {
    db,
    entities,
    mail: new Mailer(db, transport, jobs),
    repo: (auth, entity) => entities.repository(entity, auth, db),
    publicUrl: (options.publicUrl ?? '').replace(/\/$/, ''),
    jobs,
    clock,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
  });
  app.decorate('platform', platform);
  app.decorate('demo', demo);
  const live = new LiveHub(db);
  await live.start();
  app.decorate('live', live);
  // Jobs and the live hub stop before the database closes (hooks run in order of registration).
  app.addHook('onClose', async () => jobs.stop());
  app.addHook('onClose', async () => live.close());
  if (ownsDb) app.addHook('onClose', async () => db.close());
  if (options.loadShedding) await registerLoadShedding(app, options.loadShedding);
  await app.register(cookie);
  // WebSocket upgrades (GET /api/live) pass through the same hooks as any request (session,
  // load shedding) before the route accepts them; a console message is small (64 KiB at most).
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // API answers (and anything not precompressed) go out brotli- or gzip-compressed when the client
  // accepts it and they exceed 1 KiB; brotli at quality 4 keeps the CPU cost near gzip's.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Security headers on every response (CSP, frame-ancestors 'none', nosniff, HSTS when secure).
  configuredAllowances();
  await registerSecurityHeaders(app, { secure: options.secureCookies ?? false });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    const dbMessage = databaseErrorMessage(err);
    if (dbMessage) return reply.code(dbMessage[0]).send({ message: dbMessage[1] });
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error(err);
      return reply.code(500).send({ message: 'Internal server error' });
    }
    // A translation key travels beside the English message (kiosk free-text messages, issue 19).
    const keyed =
      err instanceof HttpError && err.messageKey
        ? { messageKey: err.messageKey, ...(err.params ? { params: err.params } : {}) }
        : {};
    return reply.code(status).send({ message: err.message, ...keyed });
  });

  const consoleDir =
    options.consoleDir === undefined
      ? join(serverPackageRoot(), '..', 'console', 'dist')
      : options.consoleDir;
  const hasConsole = consoleDir !== null && existsSync(join(consoleDir, 'index.html'));
  // wildcard: files are looked up per request, so a console rebuilt while the server runs (new
  // hashed chunk names such as assets/Card.css.ts-CL53cV48.css) is served; misses reach the
  // not-found handler below (SPA fallback).
  if (hasConsole) {
    // preCompressed: the build writes .br/.gz beside each file (apps/console/precompress.ts).
    // Hashed files under /assets/ never change: cached for a year; index.html is always revalidated.
    await app.register(fastifyStatic, {
      root: consoleDir!,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // Client routes (no file extension, asking for html) get index.html before any file lookup:
    // '/assets/' is both the Assets section and the bundle's folder.
    app.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return;
      const path = req.url.split('?')[0]!;
      if (path === '/api' || path.startsWith('/api/')) return;
      // A module's root route (ServerModule.rootRoutes) answers itself.
      if (req.routeOptions.url !== undefined && req.routeOptions.url !== '/*') return;
      const last = path.slice(path.lastIndexOf('/') + 1);
      if (last.includes('.') || !(req.headers.accept ?? '').includes('text/html')) return;
      return reply.type('text/html').sendFile('index.html');
    });
  }

  for (const m of modules) await m.rootRoutes?.(app, platform);

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ message: `Unknown route ${req.method} ${path}` });
    }
    // SPA fallback: client routes (/time/editor/, /logon/...) get the console's index.html.
    if ((req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html')) {
      if (hasConsole) return reply.type('text/html').sendFile('index.html');
      return reply
        .code(404)
        .type('text/plain')
        .send('The console is not built: run pnpm --filter @wm/console build');
    }
    return reply.code(404).send({ message: `Not found: ${path}` });
  });

  await app.register(
    async (api) => {
      api.decorateRequest('auth', null);
      api.addHook('onRequest', async (req, reply) => {
        reply.header('cache-control', 'no-store');
        if (
          req.method !== 'GET' &&
          req.method !== 'HEAD' &&
          req.method !== 'OPTIONS' &&
          !req.headers['x-requested-with']
        ) {
          return reply.code(403).send({ message: 'Missing X-Requested-With header' });
        }
        const companyHeader = req.headers['x-company-id'];
        req.auth = await resolveAuth(
          db,
          req.cookies[SESSION_COOKIE],
          typeof companyHeader === 'string' && companyHeader.length <= 64 ? companyHeader : undefined,
        );
      });
      api.get('/health', async () => ({ status: 'ok', database: db.kind }));
      registerAccountRoutes(api, {
        db,
        mail: platform.mail,
        publicUrl: platform.publicUrl,
        secureCookies: options.secureCookies ?? false,
      });
      registerAdminRoutes(api, platform, options.secureCookies ?? false);
      for (const m of modules) await m.routes?.(api, platform);
      if (options.testRoutes) registerTestRoutes(api, platform);
      if (options.localToken && db.pglite) registerBackupRoute(api, db.pglite, options.localToken);
      registerLiveRoutes(api, live, db, options.liveRecheckMs);
      registerEntityRoutes(api, entities, db);
    },
    { prefix: '/api' },
  );
  if (options.jobsPollMs && options.jobsPollMs > 0) {
    const pollMs = options.jobsPollMs;
    app.addHook('onReady', async () => jobs.start(pollMs));
  }
  return app;
}
