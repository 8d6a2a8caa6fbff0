import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

let app: FastifyInstance;
let admin: Client;
let employee: Client;
let fiona: Client;

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  employee = await signIn(app, 'employee');
  fiona = await signIn(app, 'fiona');
}, 240_000);
afterAll(async () => {
  await app?.close();
});

const keysOf = async (c: Client) => (await c.get('/api/report-favorites')).json().keys as string[];
const permitted = async (c: Client) =>
  ((await c.get('/api/report')).json() as { key: string }[]).map((r) => r.key);

describe('report favourites', () => {
  it('starts empty and keeps keys per user, in order, without duplicates', async () => {
    expect(await keysOf(admin)).toEqual([]);
    const res = await admin.post('/api/report-favorites', {
      keys: ['payroll-detail', 'payroll-summary', 'payroll-detail'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ keys: ['payroll-detail', 'payroll-summary'] });
    expect(await keysOf(admin)).toEqual(['payroll-detail', 'payroll-summary']);
    expect(await keysOf(employee)).toEqual([]);
  });

  it('refuses unknown keys, bad shapes and too many keys', async () => {
    const unknown = await admin.post('/api/report-favorites', { keys: ['no-such-report'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Unknown report 'no-such-report'");
    expect((await admin.post('/api/report-favorites', { keys: 'payroll-detail' })).statusCode).toBe(400);
    expect((await admin.post('/api/report-favorites', { keys: [1] })).statusCode).toBe(400);
    const many = await admin.post('/api/report-favorites', { keys: Array(101).fill('payroll-detail') });
    expect(many.statusCode).toBe(400);
    expect(await keysOf(admin)).toEqual(['payroll-detail', 'payroll-summary']);
  });

  it('keeps a saved custom report of the company as a favourite (custom:{id}), and refuses an unknown one', async () => {
    const saved = await admin.post('/api/insight/custom-report', {
      name: 'Hours by employee (favourite)',
      entity: 'time',
      columns: ['Employee', 'Hours'],
      filters: [],
      groupBy: 'Employee',
      aggregates: [{ column: 'Hours', fn: 'sum' }],
    });
    expect(saved.statusCode).toBe(200);
    const key = `custom:${saved.json().id}`;
    const res = await admin.post('/api/report-favorites', { keys: ['payroll-detail', key] });
    expect(res.statusCode).toBe(200);
    expect(await keysOf(admin)).toEqual(['payroll-detail', key]);
    const unknown = await admin.post('/api/report-favorites', { keys: ['custom:no-such-id'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Unknown report 'custom:no-such-id'");
    expect(await keysOf(admin)).toEqual(['payroll-detail', key]);
    // The employee may not run custom reports: refused, whatever the id.
    expect((await employee.post('/api/report-favorites', { keys: [key] })).statusCode).toBe(403);
    await admin.post('/api/report-favorites', { keys: ['payroll-detail', 'payroll-summary'] });
  });

  it('lets a field employee see and change only his own favourites, of reports he may run', async () => {
    const mine = await permitted(employee);
    const forbiddenKey = (await permitted(admin)).find((k) => !mine.includes(k))!;
    expect(forbiddenKey).toBeTruthy();
    const refused = await employee.post('/api/report-favorites', { keys: [forbiddenKey] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Not authorized: requires /);
    if (mine.length > 0) {
      const ok = await employee.post('/api/report-favorites', { keys: [mine[0]] });
      expect(ok.json()).toEqual({ keys: [mine[0]] });
    }
    // A user id anywhere in the body is ignored: nobody else's favourites change.
    await employee.post('/api/report-favorites', { keys: [], userId: 'admin' });
    expect(await keysOf(employee)).toEqual([]);
    expect(await keysOf(admin)).toEqual(['payroll-detail', 'payroll-summary']);
    expect(await keysOf(fiona)).toEqual([]);
    const anonymous = await app.inject({ method: 'GET', url: '/api/report-favorites' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves out favourites the user may no longer run', async () => {
    await app.platform.db.query(
      `UPDATE app_user SET preferences = preferences || '{"reportFavorites":["payroll-detail","gone",3]}'::jsonb
        WHERE lower("userName") = 'employee'`,
    );
    expect(await keysOf(employee)).not.toContain('gone');
  });
});
