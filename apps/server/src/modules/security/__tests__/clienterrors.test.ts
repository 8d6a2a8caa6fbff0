import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, testServer } from '../../../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(async () => app?.close());

describe('POST /api/client-errors (route error boundary reports)', () => {
  it('stores a report for administrators, refuses unknown fields, big bodies and floods', async () => {
    const employee = await signIn(app, 'employee');
    const ok = await employee.post('/api/client-errors', {
      message: 'TypeError: Objects are not valid as a React child',
      path: '/time/timesheet/',
      stack: 'at TimesheetPage',
    });
    expect(ok.statusCode).toBe(204);
    const bad = await employee.post('/api/client-errors', { message: 'x', path: '/', zzz: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('zzz: unknown field');
    const long = await employee.post('/api/client-errors', {
      message: 'x',
      path: '/',
      stack: 'y'.repeat(9000),
    });
    expect(long.statusCode).toBe(400);
    const huge = await employee.post('/api/client-errors', {
      message: 'x',
      path: '/',
      stack: 'y'.repeat(20000),
    });
    expect(huge.statusCode).toBe(413);

    expect((await employee.get('/api/client-errors')).statusCode).toBe(403);
    const admin = await signIn(app, 'admin');
    const list = (await admin.get('/api/client-errors')).json();
    expect(list[0]).toMatchObject({
      message: 'TypeError: Objects are not valid as a React child',
      path: '/time/timesheet/',
      userId: expect.any(String),
    });
    // Another company's administrator does not see it.
    const admin2 = await signIn(app, 'admin2');
    expect((await admin2.get('/api/client-errors')).json()).toEqual([]);

    // Anyone may report (a page can fail before sign-in), at most 10 a minute per address.
    const anon = client(app);
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await anon.post('/api/client-errors', { message: 'm', path: '/' })).statusCode);
    expect(codes.slice(0, 6).every((c) => c === 204)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
