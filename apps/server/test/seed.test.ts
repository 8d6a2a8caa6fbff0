import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema } from '../src/platform/db/db.js';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemo } from '../src/seed/demo.js';
import { buildServer } from '../src/server.js';
import { DATABASE_URL, client, signIn, testServer } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(async () => {
  await app?.close();
});

const TABLES = [
  'partner',
  'discount_code',
  'billing_record',
  'company',
  'company_licence',
  'app_user',
  'role',
  'user_role',
  'employee',
  'location',
  'task',
  'device',
  'asset',
  'custom_list',
  'employee_grouping',
  'resource',
  'pay_period',
  'pay_group',
];
const counts = async () => {
  const out: Record<string, number> = {};
  for (const t of TABLES)
    out[t] = (await app.platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n;
  return out;
};

describe('demo seed', () => {
  it('has two companies, two partners, and every documented sign-in', async () => {
    const c = await counts();
    expect(c.company).toBeGreaterThanOrEqual(2);
    expect(c.partner).toBe(2);
    for (const s of DEMO_SIGN_INS) {
      const res = await client(app).post('/api/account/logon', {
        userName: s.userName,
        password: DEMO_PASSWORD,
      });
      expect(res.statusCode, s.userName).toBe(200);
    }
  });

  it('re-running it adds no duplicates and changes nothing', async () => {
    const before = await counts();
    const admin = await signIn(app, 'admin');
    await admin.post('/api/Location', {
      id: (await admin.get('/api/Location')).json()[0].id,
      name: 'Renamed by user',
    });
    await seedDemo(app.platform.db);
    await seedDemo(app.platform.db);
    expect(await counts()).toEqual(before);
    const names = (await admin.get('/api/Location')).json().map((l: { name: string }) => l.name);
    expect(names).toContain('Renamed by user');
    // Starting the server again with the seed flag is the same re-run.
    const again = await buildServer({ db: app.platform.db, seedDemo: true, consoleDir: null });
    await again.close();
    expect(await counts()).toEqual(before);
  });
});

describe('console serving', () => {
  let dir: string;
  let web: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wm-console-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    web = await buildServer({ db: app.platform.db, seedDemo: false, consoleDir: dir });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files, and index.html for client routes that accept html', async () => {
    const js = await web.inject({ method: 'GET', url: '/app.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1)');
    // A file written after start (a rebuilt console) is served too, whatever its name.
    writeFileSync(join(dir, 'Card.css.ts-CL53cV48.css'), 'a{}');
    const css = await web.inject({ method: 'GET', url: '/Card.css.ts-CL53cV48.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    mkdirSync(join(dir, 'assets'));
    for (const url of ['/', '/time/editor/', '/logon/reset-password/abc', '/assets/', '/assets/inventory/']) {
      const res = await web.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>console</title>');
    }
  });

  it('serves precompressed files and caches hashed assets for a year (issue 20)', async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    const body = `export const x = "${'a'.repeat(4000)}";`;
    writeFileSync(join(dir, 'assets', 'main-abc123.js'), body);
    writeFileSync(join(dir, 'assets', 'main-abc123.js.br'), brotliCompressSync(body));
    writeFileSync(join(dir, 'assets', 'main-abc123.js.gz'), gzipSync(body));
    const br = await web.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await web.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(body);
    const plain = await web.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);
    const html = await web.inject({ method: 'GET', url: '/time/editor/', headers: { accept: 'text/html' } });
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API answers over 1 KiB for clients that accept it (issue 20)', async () => {
    const admin = await signIn(web, 'admin');
    const res = await admin.get('/api/Employee', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const employees = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(employees.length).toBeGreaterThan(0);
    const small = await web.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never answers /api or non-html requests with the console', async () => {
    const api = await web.inject({
      method: 'GET',
      url: '/api/nothing/here/at/all',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toContain('Unknown route');
    const asset = await web.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    // The web server's health still answers.
    expect((await web.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('first-run setup on an empty database', () => {
  let empty: FastifyInstance;
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const url = DATABASE_URL;
    if (url) {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      empty = await buildServer({ databaseUrl: url, schema, seedDemo: 'auto', consoleDir: null });
      cleanup = () => dropSchema(url, schema);
    } else {
      // 'auto' would seed an empty embedded database; false keeps it empty, as PostgreSQL starts.
      empty = await buildServer({ dataDir: 'memory', seedDemo: false, consoleDir: null });
    }
  }, 120_000);
  afterAll(async () => {
    await empty?.close();
    await cleanup();
  });

  it('PostgreSQL (and an unseeded database) starts without demo users', async () => {
    expect(empty.demo).toBeNull();
    expect((await client(empty).get('/api/setup')).json()).toEqual({ required: true });
    expect(
      (await client(empty).post('/api/account/logon', { userName: 'admin', password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(401);
  });

  it('creates the first company and administrator once, with the password rule', async () => {
    const weak = await client(empty).post('/api/setup', {
      companyName: 'Acme',
      userName: 'owner',
      password: 'weakpass',
      email: 'owner@acme.example',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must contain a lowercase letter, an uppercase letter and a non-letter character.',
    );
    const bad = await client(empty).post('/api/setup', {
      companyName: '',
      userName: 'owner',
      password: 'Strong-Pass-1',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    const ok = await client(empty).post('/api/setup', {
      companyName: 'Acme',
      userName: 'owner',
      password: 'Strong-Pass-1',
      email: 'owner@acme.example',
    });
    expect(ok.json()).toEqual({ success: true });
    const cookie = ok.cookies.find((c) => c.name === 'wm_session')!;
    const id = (await client(empty, `wm_session=${cookie.value}`).get('/api/account/identity')).json();
    expect(id.company.name).toBe('Acme');
    expect(id.employee.isAdministrator).toBe(true);
    expect(id.access.paths).toContain('/settings/employees/');
    const second = await client(empty).post('/api/setup', {
      companyName: 'Evil',
      userName: 'evil',
      password: 'Strong-Pass-1',
      email: 'e@e.example',
    });
    expect(second.statusCode).toBe(409);
    expect((await client(empty).get('/api/setup')).json()).toEqual({ required: false });
  });
});
