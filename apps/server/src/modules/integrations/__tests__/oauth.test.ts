import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { decryptValue, integrationKey, isEncrypted } from '../integrations.crypto.js';
import { OAUTH_STATE_INVALID } from '../integrations.oauth.js';

// Recorded answers of the providers' token endpoints (shapes of Intuit's and Xero's documented
// responses; values replaced). The local server plays the provider: no network.
const QUICKBOOKS_TOKENS = {
  token_type: 'bearer',
  expires_in: 3600,
  refresh_token: 'AB11730000000recordedrefreshtoken',
  x_refresh_token_expires_in: 8726400,
  access_token: 'eyJlbmMiOiJBMTI4Q0JDLUhTMjU2IiwiYWxnIjoiZGlyIn0..recorded-access-token',
};
const XERO_REFUSAL = { error: 'invalid_grant' };

let provider: Server;
let tokenUrl: string;
let answers: { status: number; body: unknown }[] = [];
const received: { body: string; authorization: string | undefined }[] = [];
let app: FastifyInstance;
let admin: Client;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ body, authorization: req.headers.authorization });
      const a = answers.shift() ?? { status: 200, body: QUICKBOOKS_TOKENS };
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json');
      res.end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', () => r()));
  tokenUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/token`;
  Object.assign(process.env, {
    QUICKBOOKS_CLIENT_ID: 'qb-client-id',
    QUICKBOOKS_CLIENT_SECRET: 'qb-client-secret',
    QUICKBOOKS_TOKEN_URL: tokenUrl,
    XERO_CLIENT_ID: 'xero-client-id',
    XERO_CLIENT_SECRET: 'xero-client-secret',
    XERO_TOKEN_URL: tokenUrl,
  });
  app = await testServer();
  admin = await signIn(app, 'admin');
});
afterAll(async () => {
  await app?.close();
  await new Promise((r) => provider.close(r));
  for (const k of ['QUICKBOOKS', 'XERO'])
    for (const s of ['CLIENT_ID', 'CLIENT_SECRET', 'TOKEN_URL']) delete process.env[`${k}_${s}`];
});
beforeEach(() => {
  answers = [];
  received.length = 0;
});

const get = (url: string, who?: Client) =>
  app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

/** Starts the OAuth flow as `who` and returns the state sent to the provider. */
async function start(who: Client, connector = 'quickbooks'): Promise<string> {
  const res = await get(`/oauth/init/${connector}`, who);
  expect(res.statusCode).toBe(302);
  const state = new URL(String(res.headers.location)).searchParams.get('state');
  expect(state).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return state!;
}

const connected = async (who: Client) =>
  ((await who.get('/api/settings/connectors')).json() as { id: string; connected?: boolean }[])
    .filter((c) => c.connected)
    .map((c) => c.id);

describe('OAuth start and callback (issue 15 item 5, service spec 7)', () => {
  it('exchanges the code, stores the tokens encrypted and shows the connector connected', async () => {
    expect(await connected(admin)).toEqual([]);
    const state = await start(admin);
    const res = await get(`/oauth/callback/quickbooks?code=auth-code-1&state=${state}&realmId=9130`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('QuickBooks Online is connected');
    // The adapter sent the code with the client's Basic credentials, as the provider expects.
    expect(received).toHaveLength(1);
    const form = new URLSearchParams(received[0]!.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code')).toBe('auth-code-1');
    expect(form.get('redirect_uri')).toBe('http://localhost:80/oauth/callback/quickbooks');
    expect(received[0]!.authorization).toBe(
      `Basic ${Buffer.from('qb-client-id:qb-client-secret').toString('base64')}`,
    );
    // Stored encrypted: the database holds no token in clear.
    const rows = await app.platform.db.query<{ token: string; company_id: string }>(
      'SELECT token, company_id FROM integration_token WHERE "connectorId" = $1',
      ['quickbooks'],
    );
    expect(rows).toHaveLength(1);
    expect(isEncrypted(rows[0]!.token)).toBe(true);
    expect(rows[0]!.token).not.toContain('recorded');
    const plain = JSON.parse(decryptValue(rows[0]!.token, await integrationKey(app.platform.db))!);
    expect(plain).toMatchObject({
      accessToken: QUICKBOOKS_TOKENS.access_token,
      refreshToken: QUICKBOOKS_TOKENS.refresh_token,
      expiresIn: 3600,
      realmId: '9130',
    });
    expect(await connected(admin)).toEqual(['quickbooks']);
    // Another company does not see it connected.
    expect(await connected(await signIn(app, 'admin2'))).toEqual([]);
  });

  it('refuses a reused, unknown, expired or other-connector state with a clear 400', async () => {
    const state = await start(admin);
    expect((await get(`/oauth/callback/quickbooks?code=c&state=${state}`, admin)).statusCode).toBe(200);
    const again = await get(`/oauth/callback/quickbooks?code=c&state=${state}`, admin);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('was already used');
    expect(again.body).toContain(OAUTH_STATE_INVALID.split(':')[0]);
    for (const q of ['code=c&state=not-a-state', 'code=c', `code=c&state=${'x'.repeat(300)}`]) {
      const bad = await get(`/oauth/callback/quickbooks?${q}`, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Start again from the Integrations screen.');
    }
    const expired = await start(admin);
    await app.platform.db.query("UPDATE oauth_state SET expires_at = now() - interval '1 second'");
    expect((await get(`/oauth/callback/quickbooks?code=c&state=${expired}`, admin)).statusCode).toBe(400);
    const forXero = await start(admin, 'xero');
    expect((await get(`/oauth/callback/quickbooks?code=c&state=${forXero}`, admin)).statusCode).toBe(400);
    // Each refusal reached no provider.
    expect(received).toHaveLength(1);
  });

  it("refuses another company's or another user's state, a field employee and no session", async () => {
    const state = await start(admin);
    const admin2 = await signIn(app, 'admin2');
    const other = await get(`/oauth/callback/quickbooks?code=c&state=${state}`, admin2);
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('Start again');
    // The state was spent by the attempt: the rightful user starts again.
    expect((await get(`/oauth/callback/quickbooks?code=c&state=${state}`, admin)).statusCode).toBe(400);
    expect(received).toHaveLength(0);

    const employee = await signIn(app, 'employee');
    const init = await get('/oauth/init/quickbooks', employee);
    expect(init.statusCode).toBe(403);
    expect(init.body).toContain('Not authorized: requires Platform:Execute:ManageIntegration');
    const fresh = await start(admin);
    const cb = await get(`/oauth/callback/quickbooks?code=c&state=${fresh}`, employee);
    expect(cb.statusCode).toBe(403);
    expect((await employee.get('/api/settings/connectors')).statusCode).toBe(403);
    expect((await get('/oauth/init/quickbooks')).statusCode).toBe(401);
    expect((await get(`/oauth/callback/quickbooks?code=c&state=${fresh}`)).statusCode).toBe(401);
    expect(received).toHaveLength(0);
  });

  it('says so when the provider refuses the code or the user declines', async () => {
    answers.push({ status: 400, body: XERO_REFUSAL });
    const state = await start(admin, 'xero');
    const res = await get(`/oauth/callback/xero?code=stale&state=${state}`, admin);
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain('Xero refused the authorisation code (HTTP 400: invalid_grant)');
    answers.push({ status: 200, body: '{"token_type":"bearer"}' });
    const empty = await get(`/oauth/callback/xero?code=c&state=${await start(admin, 'xero')}`, admin);
    expect(empty.statusCode).toBe(502);
    expect(empty.body).toContain('Xero answered without an access token');
    const declined = await get(
      `/oauth/callback/xero?error=access_denied&state=${await start(admin, 'xero')}`,
      admin,
    );
    expect(declined.statusCode).toBe(400);
    expect(declined.body).toContain('Xero did not authorise the connection (access_denied)');
    const noCode = await get(`/oauth/callback/xero?state=${await start(admin, 'xero')}`, admin);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.body).toContain('Xero sent no authorisation code.');
    expect(await connected(admin)).not.toContain('xero');
    expect((await get('/oauth/callback/nope?code=c&state=s', admin)).statusCode).toBe(404);
  });

  it('lets a global administrator connect the company they support (?companyId=)', async () => {
    const global = await signIn(app, 'global');
    // No company chosen: a global administrator has no company of their own.
    expect((await get('/oauth/init/xero', global)).statusCode).toBe(403);
    const companyId = app.demo!.secondCompanyId;
    const res = await get(`/oauth/init/xero?companyId=${companyId}`, global);
    expect(res.statusCode).toBe(302);
    const state = new URL(String(res.headers.location)).searchParams.get('state')!;
    const cb = await get(`/oauth/callback/xero?code=g&state=${state}`, global);
    expect(cb.statusCode).toBe(200);
    const rows = await app.platform.db.query<{ company_id: string }>(
      'SELECT company_id FROM integration_token WHERE "connectorId" = $1',
      ['xero'],
    );
    expect(rows.map((r) => r.company_id)).toEqual([companyId]);
    expect(await connected(await signIn(app, 'admin2'))).toEqual(['xero']);
  });

  it('answers not configured without the client id and secret', async () => {
    const saved = process.env.XERO_CLIENT_SECRET;
    delete process.env.XERO_CLIENT_SECRET;
    try {
      const res = await get('/oauth/callback/xero?code=c&state=s', admin);
      expect(res.body).toContain(
        'Xero is not configured on this server: set XERO_CLIENT_ID and XERO_CLIENT_SECRET',
      );
      expect((await get('/oauth/init/xero', admin)).body).toContain('Xero is not configured');
    } finally {
      process.env.XERO_CLIENT_SECRET = saved;
    }
  });
});
