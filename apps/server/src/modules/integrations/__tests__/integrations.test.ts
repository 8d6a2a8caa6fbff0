import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Client, client, signIn, testServer } from '../../../../test/helpers.js';
import { buildServer } from '../../../server.js';

type Rec = Record<string, unknown> & { id: string };
let app: FastifyInstance;
let admin: Client;
let filesDir: string;
let demo: NonNullable<FastifyInstance['demo']>;

// A local webhook receiver: answers the queued statuses in order (then 200), records each delivery.
let receiver: Server;
let receiverUrl: string;
let queue: number[] = [];
const deliveries: { body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'wm-integrations-'));
  process.env.FILES_DIR = filesDir;
  process.env.INTEGRATION_RETRY_BASE_MS = '5';
  delete process.env.QUICKBOOKS_CLIENT_ID;
  delete process.env.QUICKBOOKS_CLIENT_SECRET;
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      deliveries.push({ body, signature: req.headers['x-signature'] as string | undefined });
      res.statusCode = queue.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
});
afterAll(async () => {
  await app?.close();
  await new Promise((r) => receiver.close(r));
  rmSync(filesDir, { recursive: true, force: true });
  delete process.env.FILES_DIR;
  delete process.env.INTEGRATION_RETRY_BASE_MS;
});
beforeEach(() => {
  queue = [];
  deliveries.length = 0;
});

const webhook = (extra: Record<string, unknown> = {}) =>
  admin.post('/api/Integration', {
    name: 'Payroll hook',
    connectorId: 'webhook',
    recordType: 'Location',
    direction: 'outbound',
    configKeyValues: [
      { key: 'url', value: receiverUrl },
      { key: 'secret', value: 's3cret-value' },
    ],
    ...extra,
  });

describe('connectors and the Integration entity (service spec 3, 5, 7)', () => {
  it('lists the connector catalogue with the OAuth ones not configured', async () => {
    const res = await admin.get('/api/settings/connectors');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Rec[];
    expect(list.map((c) => c.id)).toEqual(['csv-export', 'webhook', 'quickbooks', 'xero']);
    expect(list.find((c) => c.id === 'quickbooks')).toMatchObject({
      usesOAuth: true,
      state: 'not configured',
      hostOAuthUrl: '/oauth/init/quickbooks',
    });
    expect(list.find((c) => c.id === 'webhook')).toMatchObject({ usesOAuth: false, state: 'ready' });
    process.env.XERO_CLIENT_ID = 'id';
    process.env.XERO_CLIENT_SECRET = 'secret';
    try {
      const again = (await admin.get('/api/settings/connectors')).json() as Rec[];
      expect(again.find((c) => c.id === 'xero')!.state).toBe('ready');
    } finally {
      delete process.env.XERO_CLIENT_ID;
      delete process.env.XERO_CLIENT_SECRET;
    }
    const mgr = await signIn(app, 'manager');
    expect((await mgr.get('/api/settings/connectors')).statusCode).toBe(403);
  });

  it('validates integrations and stores encrypted values encrypted', async () => {
    const noName = await admin.post('/api/Integration', { name: '', connectorId: 'csv-export' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('name: Name is required.');
    const badConnector = await admin.post('/api/Integration', { name: 'X', connectorId: 'ftp' });
    expect(badConnector.json().message).toBe("Unknown connector 'ftp'");
    const badType = await admin.post('/api/Integration', {
      name: 'X',
      connectorId: 'csv-export',
      recordType: 'Nope',
    });
    expect(badType.json().message).toBe("Unknown record type 'Nope'");
    const noUrl = await admin.post('/api/Integration', {
      name: 'X',
      connectorId: 'webhook',
      configKeyValues: [{ key: 'secret', value: 'x' }],
    });
    expect(noUrl.json().message).toBe('URL is required.');
    const badUrl = await webhook({
      configKeyValues: [
        { key: 'url', value: 'ftp://x' },
        { key: 'secret', value: 'x' },
      ],
    });
    expect(badUrl.json().message).toBe('URL must be an http or https address.');

    const saved = await webhook();
    expect(saved.statusCode).toBe(200);
    const pairs = saved.json().configKeyValues as Rec[];
    expect(pairs.find((p) => p.key === 'secret')).toMatchObject({ value: '********', isEncrypted: true });
    expect(pairs.find((p) => p.key === 'url')).toMatchObject({ value: receiverUrl });
    const raw = await app.platform.db.query<{ data: { configKeyValues: { key: string; value: string }[] } }>(
      'SELECT data FROM integration WHERE id = $1',
      [saved.json().id],
    );
    const stored = raw[0]!.data.configKeyValues.find((p) => p.key === 'secret')!.value;
    expect(stored.startsWith('enc:v1:')).toBe(true);
    expect(JSON.stringify(raw[0]!.data)).not.toContain('s3cret-value');
    // Saving the mask back keeps the stored value; a new value replaces it.
    const keep = await admin.post('/api/Integration', {
      id: saved.json().id,
      name: 'Renamed hook',
      configKeyValues: pairs,
    });
    expect(keep.statusCode).toBe(200);
    const raw2 = await app.platform.db.query<{ data: { configKeyValues: { key: string; value: string }[] } }>(
      'SELECT data FROM integration WHERE id = $1',
      [saved.json().id],
    );
    expect(raw2[0]!.data.configKeyValues.find((p) => p.key === 'secret')!.value).toBe(stored);
    const mgr = await signIn(app, 'manager');
    expect((await mgr.get('/api/Integration')).statusCode).toBe(403);
    expect((await mgr.post('/api/Integration', { name: 'Mine', connectorId: 'csv-export' })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/Integration/adhoc (service spec 4, 7)', () => {
  it('exports the selected records to a CSV file with a signed download URL', async () => {
    const integ = await admin.post('/api/Integration', {
      name: 'Sites CSV',
      connectorId: 'csv-export',
      recordType: 'Location',
    });
    const [office, union] = demo.locationIds as [string, string];
    const run = await admin.post('/api/Integration/adhoc', {
      id: integ.json().id,
      filterIds: [office, union],
    });
    expect(run.statusCode).toBe(200);
    const out = run.json();
    expect(out).toMatchObject({ success: true, exportedCount: 2 });
    expect((out.exportedRecords as string[]).sort()).toEqual([office, union].sort());
    expect(typeof out.logId).toBe('string');
    const file = await client(app).get(out.url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Head Office');
    expect(file.body).toContain('Union Station Renovation');
    expect(file.body).not.toContain('Boulder Depot');
    const logs = (
      await admin.get(
        `/api/IntegrationLog?filter=${encodeURIComponent(`integration_id eq '${integ.json().id}'`)}`,
      )
    ).json() as Rec[];
    expect(logs.find((l) => l.id === out.logId)).toMatchObject({
      kind: 'run',
      success: true,
      exportedCount: 2,
    });
    const all = await admin.post('/api/Integration/adhoc', { id: integ.json().id, forceUpdate: true });
    expect(all.json().exportedCount).toBeGreaterThanOrEqual(6);
  });

  it('posts signed JSON to a webhook, retrying failures, with every attempt in the log', async () => {
    const integ = (await webhook()).json();
    queue = [500, 503];
    const run = await admin.post('/api/Integration/adhoc', {
      id: integ.id,
      filterIds: [demo.locationIds[0]],
    });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ success: true, exportedCount: 1 });
    expect(deliveries).toHaveLength(3);
    const d = deliveries[2]!;
    const expected = `sha256=${createHmac('sha256', 's3cret-value').update(d.body).digest('hex')}`;
    expect(d.signature).toBe(expected);
    const payload = JSON.parse(d.body);
    expect(payload).toMatchObject({ integrationId: integ.id, recordType: 'Location' });
    expect(payload.records.map((r: Rec) => r.id)).toEqual([demo.locationIds[0]]);
    const logs = (
      await admin.get(
        `/api/IntegrationLog?filter=${encodeURIComponent(`integration_id eq '${integ.id}'`)}&orderby=createdOn%20asc`,
      )
    ).json() as Rec[];
    const attempts = logs.filter((l) => l.kind === 'attempt');
    expect(attempts.map((a) => [a.attempt, a.success, a.httpStatus])).toEqual([
      [1, false, 500],
      [2, false, 503],
      [3, true, 200],
    ]);

    deliveries.length = 0;
    queue = [500, 500, 500, 500];
    const failed = await admin.post('/api/Integration/adhoc', { id: integ.id, forceUpdate: true });
    expect(failed.json()).toMatchObject({ success: false, exportedCount: 0 });
    expect(failed.json().message).toMatch(/after 4 attempts \(HTTP 500\)/);
    expect(deliveries).toHaveLength(4);
    const runLog = (await admin.get(`/api/IntegrationLog/${failed.json().logId}`)).json();
    expect(runLog).toMatchObject({ kind: 'run', success: false });
  });

  it("answers 'invalid-token' for an OAuth connector without a token", async () => {
    const qb = await admin.post('/api/Integration', {
      name: 'Books',
      connectorId: 'quickbooks',
      recordType: 'Employee',
    });
    expect(qb.statusCode).toBe(200);
    expect(qb.json()).toMatchObject({
      usesOAuth: true,
      connector: { hostOAuthUrl: '/oauth/init/quickbooks' },
    });
    const run = await admin.post('/api/Integration/adhoc', { id: qb.json().id, forceUpdate: true });
    expect(run.json()).toMatchObject({ success: false, message: 'invalid-token', exportedRecords: [] });
    const badKeys = await admin.post('/api/Integration', {
      name: 'Books 2',
      connectorId: 'xero',
      recordType: 'Employee',
      configKeyValues: [{ key: 'clientId', value: 'short' }],
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json().message).toBe('Invalid OAuth Keys.');
    const keys = await admin.post('/api/Integration', {
      name: 'Books 3',
      connectorId: 'xero',
      recordType: 'Employee',
      configKeyValues: [
        { key: 'clientId', value: 'ABCDEF0123456789' },
        { key: 'clientSecret', value: 'secret-0123456789' },
      ],
    });
    expect(keys.statusCode).toBe(200);
    const pairs = keys.json().configKeyValues as Rec[];
    expect(pairs.find((p) => p.key === 'clientSecret')!.value).toBe('********');
    const kept = await admin.post('/api/Integration', { id: keys.json().id, configKeyValues: pairs });
    expect(kept.statusCode).toBe(200);
  });

  it('refuses unknown ids, other companies, other callers; the log is read-only', async () => {
    expect((await admin.post('/api/Integration/adhoc', { id: 'nope' })).statusCode).toBe(404);
    expect((await admin.post('/api/Integration/adhoc', {})).statusCode).toBe(400);
    const integ = (await webhook()).json();
    const admin2 = await signIn(app, 'admin2');
    expect((await admin2.post('/api/Integration/adhoc', { id: integ.id })).statusCode).toBe(404);
    const mgr = await signIn(app, 'manager');
    expect((await mgr.post('/api/Integration/adhoc', { id: integ.id })).statusCode).toBe(403);
    const write = await admin.post('/api/IntegrationLog', {
      integration_id: integ.id,
      kind: 'run',
      success: true,
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('Integration log entries are written by the server.');
  });
});

describe('GET /oauth/init/{connectorId}', () => {
  it('says the connector is not configured, or redirects to the provider', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/oauth/init/quickbooks',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('QuickBooks Online is not configured');
    process.env.QUICKBOOKS_CLIENT_ID = 'client-1';
    process.env.QUICKBOOKS_CLIENT_SECRET = 'secret-1';
    try {
      const go = await app.inject({
        method: 'GET',
        url: '/oauth/init/quickbooks',
        headers: { cookie: admin.cookie },
      });
      expect(go.statusCode).toBe(302);
      const to = new URL(String(go.headers.location));
      expect(to.origin).toBe('https://appcenter.intuit.com');
      expect(to.searchParams.get('client_id')).toBe('client-1');
    } finally {
      delete process.env.QUICKBOOKS_CLIENT_ID;
      delete process.env.QUICKBOOKS_CLIENT_SECRET;
    }
    expect((await app.inject({ method: 'GET', url: '/oauth/init/nope' })).statusCode).toBe(404);
  });

  it('is served before the console SPA fallback (a root route of the module)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wm-console-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
    const web = await buildServer({ db: app.platform.db, seedDemo: false, consoleDir: dir });
    try {
      const html = { accept: 'text/html,application/xhtml+xml' };
      const page = await web.inject({ method: 'GET', url: '/oauth/init/xero', headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Xero is not configured');
      const spa = await web.inject({ method: 'GET', url: '/settings/integrations/', headers: html });
      expect(spa.body).toContain('<title>console</title>');
      expect((await web.inject({ method: 'GET', url: '/', headers: html })).body).toContain('console');
    } finally {
      await web.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/{Entity}/exportcsv', () => {
  it('answers the list as CSV with its filter, privileges and company', async () => {
    const res = await admin.get(`/api/Location/exportcsv?filter=${encodeURIComponent("code eq 'HQ'")}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.split(',')[0]).toBe('id');
    expect(lines[1]).toContain('Head Office');
    const versioned = await admin.get('/api/v2.1/Location/exportcsv');
    expect(versioned.statusCode).toBe(200);
    expect(versioned.body).toContain('Boulder Depot');
    const emps = await admin.get('/api/Employee/exportcsv');
    expect(emps.body).toContain('Alice');
    const employee = await signIn(app, 'employee');
    expect((await employee.get('/api/Role/exportcsv')).statusCode).toBe(403);
    const own = await employee.get('/api/Employee/exportcsv');
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('Alice');
    expect((await admin.get('/api/Nope/exportcsv')).statusCode).toBe(404);
    expect((await admin.get('/api/Location/exportcsv?filter=bogus%20eq')).statusCode).toBe(400);
    const admin2 = await signIn(app, 'admin2');
    expect((await admin2.get('/api/Location/exportcsv')).body).not.toContain('Head Office');
    // Formula-looking text is neutralised.
    await admin.post('/api/Location', { name: '=HYPERLINK("x")' });
    expect((await admin.get('/api/Location/exportcsv')).body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
