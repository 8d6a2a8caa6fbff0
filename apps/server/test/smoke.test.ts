import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { client, signIn, testServer } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(async () => {
  await app?.close();
});

describe('smoke', () => {
  it('health', async () => {
    const res = await client(app).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
  it('identity and lists', async () => {
    const c = await signIn(app, 'admin');
    const id = await c.get('/api/account/identity');
    expect(id.statusCode).toBe(200);
    expect(id.json().company.name).toBe('Northwind Field Services');
    const emps = await c.get('/api/Employee');
    expect(emps.statusCode).toBe(200);
    expect(emps.json().map((e: { code: string }) => e.code)).toContain('E005');
  });
});
