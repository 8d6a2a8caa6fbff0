import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { dropSchema } from '../src/platform/db/db.js';
import { type ServerOptions, buildServer } from '../src/server.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';

/** PostgreSQL URL when the suite runs on PostgreSQL (DATABASE_URL), else undefined (PGlite). */
export const DATABASE_URL = process.env.DATABASE_URL || undefined;

/**
 * A seeded server for one test file: a copy of the seeded PGlite template (test/global-setup.ts),
 * or a fresh schema on PostgreSQL; either is removed on close. `extra` overrides buildServer's options.
 */
export async function testServer(extra: Partial<ServerOptions> = {}): Promise<FastifyInstance> {
  if (DATABASE_URL) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const app = await buildServer({
      databaseUrl: DATABASE_URL,
      schema,
      seedDemo: true,
      consoleDir: null,
      ...extra,
    });
    app.addHook('onClose', async () => dropSchema(DATABASE_URL, schema));
    return app;
  }
  const root = mkdtempSync(join(tmpdir(), 'wm-server-file-'));
  const dir = join(root, 'db');
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  const app = await buildServer({
    dataDir: dir,
    seedDemo: true,
    consoleDir: null,
    logger: process.env.WM_TEST_LOG === '1',
    ...extra,
  });
  app.addHook('onClose', async () => rmSync(root, { recursive: true, force: true }));
  return app;
}

/** A signed-in client: cookie jar of one user, sending X-Requested-With on every call. */
export interface Client {
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  del(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  cookie: string;
}

export function client(app: FastifyInstance, cookie = ''): Client {
  const h = (extra?: Record<string, string>) => ({
    'x-requested-with': 'XMLHttpRequest',
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  return {
    cookie,
    get: (url, headers) => app.inject({ method: 'GET', url, headers: h(headers) }),
    post: (url, body, headers) =>
      app.inject({
        method: 'POST',
        url,
        headers: h(headers),
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    del: (url, body, headers) =>
      app.inject({
        method: 'DELETE',
        url,
        headers: h(headers),
        ...(body === undefined ? {} : { payload: body as object }),
      }),
  };
}

/** Signs in a demo user and returns a client carrying its session cookie. */
export async function signIn(
  app: FastifyInstance,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<Client> {
  const res = await client(app).post('/api/account/logon', { userName, password });
  if (res.statusCode !== 200) throw new Error(`logon ${userName} failed: ${res.statusCode} ${res.body}`);
  const set = res.cookies.find((c) => c.name === 'wm_session');
  if (!set) throw new Error('no session cookie');
  return client(app, `wm_session=${set.value}`);
}
