import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, testServer } from '../../../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(async () => app?.close());

describe('Vendor entity', () => {
  it('is saved with Assets:Edit:Asset, read by the company, strict, tenant-scoped', async () => {
    const admin = await signIn(app, 'admin');
    const saved = await admin.post('/api/Vendor', {
      name: ' Rent-All ',
      code: 'RA',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Rent-All', code: 'RA' });
    const id = saved.json().id;
    expect((await admin.post('/api/Vendor', { name: '' })).json().message).toMatch(/^name: /);
    expect((await admin.post('/api/Vendor', { name: 'x', zzz: 1 })).json().message).toBe(
      'zzz: unknown field of Vendor',
    );
    const employee = await signIn(app, 'employee');
    expect((await employee.get(`/api/Vendor/${id}`)).statusCode).toBe(200);
    expect((await employee.post('/api/Vendor', { id, name: 'Mine' })).statusCode).toBe(403);
    const admin2 = await signIn(app, 'admin2');
    expect((await admin2.get(`/api/Vendor/${id}`)).statusCode).toBe(404);
  });
});
