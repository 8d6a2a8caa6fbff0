import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/demo.js';
import { signIn, testServer } from '../../../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(async () => app?.close());

/** POST /api/account/logon from an address. */
const logon = (userName: string, password: string, address = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/account/logon',
    remoteAddress: address,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { userName, password },
  });
const passTime = (userName: string, seconds: number) =>
  app.platform.db.query(`UPDATE logon_failure SET at = at - make_interval(secs => $2) WHERE key LIKE $1`, [
    `${userName}|%`,
    seconds,
  ]);

describe('sign-in throttling by user and address', () => {
  it('makes each failure after the third wait longer (1 s, 2 s, ...), not counting the waits', async () => {
    for (let i = 0; i < 3; i++) expect((await logon('payroll', 'Wrong-pass1')).statusCode).toBe(401);
    const wait1 = await logon('payroll', DEMO_PASSWORD);
    expect(wait1.statusCode).toBe(429);
    expect(wait1.json().message).toBe('Too many failed sign-in attempts. Try again in 1 second.');
    expect(wait1.headers['retry-after']).toBe('1');
    await passTime('payroll', 2);
    expect((await logon('payroll', 'Wrong-pass1')).statusCode).toBe(401);
    const wait2 = await logon('payroll', 'Wrong-pass1');
    expect(wait2.statusCode).toBe(429);
    expect(wait2.json().message).toBe('Too many failed sign-in attempts. Try again in 2 seconds.');
    // The right password still works from an address that has not failed.
    expect((await logon('payroll', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    // And from the failing address once the wait is over.
    await passTime('payroll', 3);
    expect((await logon('payroll', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an address out after 10 failures; other addresses and an administrator clear are unaffected', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await logon('dispatcher', 'Wrong-pass1', '10.0.0.3')).statusCode).toBe(401);
      await passTime('dispatcher', 65);
    }
    const locked = await logon('dispatcher', DEMO_PASSWORD, '10.0.0.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect((await logon('dispatcher', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);

    const [{ id }] = (await app.platform.db.query<{ id: string }>(
      `SELECT id FROM app_user WHERE "userName" = 'dispatcher'`,
    )) as [{ id: string }];
    const employee = await signIn(app, 'employee');
    expect((await employee.del(`/api/User/${id}/signin-lock`)).statusCode).toBe(403);
    const admin2 = await signIn(app, 'admin2');
    expect((await admin2.del(`/api/User/${id}/signin-lock`)).statusCode).toBe(404);
    const admin = await signIn(app, 'admin');
    expect((await admin.get(`/api/User/${id}/signin-lock`)).json()).toEqual({
      failures: 10,
      lockedAddresses: 1,
    });
    const cleared = await admin.del(`/api/User/${id}/signin-lock`);
    expect(cleared.json()).toEqual({ cleared: 10 });
    expect((await logon('dispatcher', DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
  });
});
