import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_MAX_PER_WINDOW, RESET_WINDOW_MINUTES } from '../src/platform/auth/account.routes.js';
import { tokenHash } from '../src/platform/auth/passwords.js';
import { DEMO_PASSWORD, demoId } from '../src/seed/demo.js';
import { DATABASE_URL, client, signIn, testServer } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(async () => {
  await app?.close();
});

const anon = () => client(app);
const outboxTokens = async (to: string) => {
  const rows = await app.platform.db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE "to" = $1 ORDER BY created_at',
    [to],
  );
  return rows.map((r) => /\/logon\/reset-password\/([A-Za-z0-9_-]+)/.exec(r.body)?.[1]);
};

describe('health', () => {
  it('answers with the engine in use', async () => {
    const res = await anon().get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: DATABASE_URL ? 'postgres' : 'pglite' });
  });
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await anon().get('/api/nope/at/all/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('Unknown route');
  });
});

describe('logon', () => {
  it('signs in with the right password: success and an HttpOnly SameSite=Lax cookie', async () => {
    const res = await anon().post('/api/account/logon', { userName: 'manager', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cookie = res.cookies.find((c) => c.name === 'wm_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    // Only the hash of the token is stored.
    const rows = await app.platform.db.query('SELECT 1 FROM session WHERE id = $1', [
      tokenHash(cookie!.value),
    ]);
    expect(rows).toHaveLength(1);
    const raw = await app.platform.db.query('SELECT 1 FROM session WHERE id = $1', [cookie!.value]);
    expect(raw).toHaveLength(0);
  });

  it('user names are case-insensitive', async () => {
    const res = await anon().post('/api/account/logon', { userName: 'Manager', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401, success false and no cookie', async () => {
    const res = await anon().post('/api/account/logon', { userName: 'payroll', password: 'Wrong-1234' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Invalid user name or password.' });
    expect(res.cookies.find((c) => c.name === 'wm_session')).toBeUndefined();
  });

  it('refuses an unknown user the same way', async () => {
    const res = await anon().post('/api/account/logon', { userName: 'nobody', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid user name or password.');
  });

  it('validates the body', async () => {
    const res = await anon().post('/api/account/logon', { userName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('User name is required.');
  });

  it('rate-limits 10 failures per user name and IP for 15 minutes (429), even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await anon().post('/api/account/logon', { userName: 'dispatcher', password: `Wrong-${i}a` });
      expect(r.statusCode).toBe(401);
      // Each failure after the third makes the next try wait (1 s, 2 s, ...): let that time pass.
      await app.platform.db.query(
        `UPDATE logon_failure SET at = at - interval '65 seconds' WHERE key LIKE 'dispatcher|%'`,
      );
    }
    const locked = await anon().post('/api/account/logon', {
      userName: 'dispatcher',
      password: DEMO_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(locked.cookies.find((c) => c.name === 'wm_session')).toBeUndefined();
    // Another user name is not affected.
    expect(
      (await anon().post('/api/account/logon', { userName: 'payroll', password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    // After the window the user may sign in again.
    await app.platform.db.query(
      "UPDATE logon_failure SET at = now() - interval '16 minutes' WHERE key LIKE 'dispatcher|%'",
    );
    expect(
      (await anon().post('/api/account/logon', { userName: 'dispatcher', password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});

describe('X-Requested-With', () => {
  it('refuses state-changing requests without it (403), before anything else', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/logon',
      payload: { userName: 'admin', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Missing X-Requested-With header' });
    expect(res.cookies).toHaveLength(0);
    const c = await signIn(app, 'admin');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/Task/${demoId('task:travel')}`,
      headers: { cookie: c.cookie },
    });
    expect(del.statusCode).toBe(403);
    const task = await c.get(`/api/Task/${demoId('task:travel')}`);
    expect(task.json().status).toBe(1);
  });
  it('does not need it for GET', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('identity', () => {
  it('is 401 without a session', async () => {
    const res = await anon().get('/api/account/identity');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in' });
  });

  it('describes a company administrator', async () => {
    const c = await signIn(app, 'admin');
    const id = (await c.get('/api/account/identity')).json();
    expect(id.user).toEqual({ id: demoId('user:admin'), userName: 'admin' });
    expect(id.employee).toMatchObject({
      fullName: 'Alice Admin',
      firstName: 'Alice',
      lastName: 'Admin',
      code: 'E001',
      isAdministrator: true,
    });
    expect(id.company).toMatchObject({
      name: 'Northwind Field Services',
      timeZone: 'America/Denver',
      labels: { division: 'Region' },
    });
    expect(id.company.settings).toMatchObject({ timeFormat: 1, pinDigitLength: 4, unitSystem: 'imperial' });
    expect(id.adminInfo).toEqual({ isGlobal: false, isPartner: false });
    expect(id.preferences).toEqual({
      language: 'en',
      timeFormat: 1,
      defaultTimeZone: null,
      hideTopNav: false,
    });
    expect(id.eula).toEqual({ accepted: false, acceptedOn: null });
    expect(id.access.paths).toContain('/settings/employees/');
    expect(id.licensedModules).toEqual(['Platform', 'Time', 'Assets', 'Forms', 'Insight', 'Service']);
    expect(id.privileges).toContain('Platform:Edit:Employee');
  });

  it('gives the field employee own time clock, own sign-off and forms filling only', async () => {
    const c = await signIn(app, 'employee');
    const id = (await c.get('/api/account/identity')).json();
    expect(id.employee.isAdministrator).toBe(false);
    expect(id.privileges.sort()).toEqual(
      [
        'Forms:Execute:FormMineDelete',
        'Forms:Execute:FormSubmission',
        'Time:Execute:EmployeeSignOff',
        'Time:Execute:RealTimeEntryMobile',
        'Time:Execute:RealTimeEntryWeb',
        'Time:Execute:TimeTracking',
        'Time:View:MyTime',
      ].sort(),
    );
    expect(id.access.paths).toContain('/time/clock/');
    expect(id.access.paths).toContain('/forms/submit/');
    expect(id.access.paths).not.toContain('/forms/builder/');
    expect(id.access.paths).not.toContain('/settings/employees/');
    // His own tickets, read-only (the Ticket list is scoped to them); not the scheduler or triage.
    expect(id.access.paths).toContain('/tickets/tickets/');
    expect(id.access.paths).not.toContain('/tickets/schedules/');
    expect(id.access.paths).not.toContain('/tickets/triage/');
    expect(id.access.keys).not.toContain('/time/editor/others-time/edit');
  });

  it('menus differ between users', async () => {
    const paths = async (u: string) =>
      (await (await signIn(app, u)).get('/api/account/identity')).json().access.paths as string[];
    const [manager, payroll, dispatcher] = [
      await paths('manager'),
      await paths('payroll'),
      await paths('dispatcher'),
    ];
    expect(manager).toContain('/time/editor/');
    expect(dispatcher).toContain('/tickets/schedules/');
    expect(dispatcher).not.toContain('/time/editor/');
    expect(payroll).not.toContain('/tickets/schedules/');
  });

  it('describes global and partner administrators without a company', async () => {
    const g = (await (await signIn(app, 'global')).get('/api/account/identity')).json();
    expect(g.adminInfo).toEqual({ isGlobal: true, isPartner: false });
    expect(g.company).toBeNull();
    expect(g.employee).toBeNull();
    expect(g.access.paths).toEqual(expect.arrayContaining(['/channel-accounts/', '/customers/']));
    expect(g.privileges).toEqual([]);
    const p = (await (await signIn(app, 'partner')).get('/api/account/identity')).json();
    expect(p.adminInfo).toEqual({ isGlobal: false, isPartner: true });
    expect(p.access.paths).toEqual(expect.arrayContaining(['/channel-account/', '/customers/']));
  });
});

describe('logoff, ping and session expiry', () => {
  it('logoff ends the session', async () => {
    const c = await signIn(app, 'manager');
    expect((await c.get('/api/account/identity')).statusCode).toBe(200);
    const off = await c.post('/api/account/logoff');
    expect(off.json()).toEqual({ success: true });
    expect((await c.get('/api/account/identity')).statusCode).toBe(401);
    expect((await c.post('/api/account/ping', { isNewSession: false })).json()).toEqual({
      isActiveSession: false,
    });
  });

  it('ping tells whether the session is active', async () => {
    const c = await signIn(app, 'manager');
    expect((await c.post('/api/account/ping', { isNewSession: true })).json()).toEqual({
      isActiveSession: true,
    });
    expect((await anon().post('/api/account/ping', {})).json()).toEqual({ isActiveSession: false });
    expect((await c.post('/api/account/ping', { isNewSession: 'yes' })).statusCode).toBe(400);
  });

  it('a session idle for more than 3,540,000 ms is over', async () => {
    const c = await signIn(app, 'payroll');
    const hash = tokenHash(c.cookie.replace('wm_session=', ''));
    await app.platform.db.query(
      "UPDATE session SET last_seen_at = now() - interval '3539 seconds' WHERE id = $1",
      [hash],
    );
    expect((await c.post('/api/account/ping', {})).json()).toEqual({ isActiveSession: true });
    await app.platform.db.query(
      "UPDATE session SET last_seen_at = now() - interval '3541 seconds' WHERE id = $1",
      [hash],
    );
    expect((await c.post('/api/account/ping', {})).json()).toEqual({ isActiveSession: false });
    expect((await c.get('/api/account/identity')).statusCode).toBe(401);
  });
});

describe('EULA and preferences', () => {
  it('accepting the EULA stores the date', async () => {
    const c = await signIn(app, 'dispatcher');
    const before = Date.now();
    expect((await c.post('/api/account/eula')).json()).toEqual({ success: true });
    const { eula } = (await c.get('/api/account/identity')).json();
    expect(eula.accepted).toBe(true);
    expect(Date.parse(eula.acceptedOn)).toBeGreaterThanOrEqual(before - 5000);
    expect((await anon().post('/api/account/eula')).statusCode).toBe(401);
  });

  it('preferences merge partial updates and reject bad values', async () => {
    const c = await signIn(app, 'manager');
    const res = await c.post('/api/account/preferences', { language: 'es', hideTopNav: true });
    expect(res.json()).toMatchObject({ language: 'es', hideTopNav: true, timeFormat: 1 });
    await c.post('/api/account/preferences', { timeFormat: 2 });
    expect((await c.get('/api/account/identity')).json().preferences).toMatchObject({
      language: 'es',
      hideTopNav: true,
      timeFormat: 2,
    });
    const bad = await c.post('/api/account/preferences', { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('language');
  });
});

describe('password reset', () => {
  it('mails a single-use link to the outbox, checks it, enforces the rule and resets', async () => {
    const email = 'eli.employee@northwind.example';
    expect((await anon().post('/api/account/initpwreset', { email })).json()).toEqual({ success: true });
    const [token] = await outboxTokens(email);
    expect(token).toBeTruthy();
    const stored = await app.platform.db.query<{ hash: string }>(
      'SELECT hash FROM account_token WHERE kind = $1',
      ['reset'],
    );
    expect(stored.some((r) => r.hash === token)).toBe(false); // stored hashed

    expect((await anon().get(`/api/account/checkpwtoken/${token}`)).json()).toEqual({ isTokenValid: true });
    expect((await anon().get('/api/account/checkpwtoken/not-a-token')).json()).toEqual({
      isTokenValid: false,
    });

    const weak = await anon().post('/api/account/resetpw', { password: 'alllowercase1', token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must contain a lowercase letter, an uppercase letter and a non-letter character.',
    );

    const ok = await anon().post('/api/account/resetpw', { password: 'New-Pass-9', token });
    expect(ok.json()).toEqual({ success: true });
    expect((await anon().get(`/api/account/checkpwtoken/${token}`)).json()).toEqual({ isTokenValid: false });
    const again = await anon().post('/api/account/resetpw', { password: 'Other-Pass-9', token });
    expect(again.statusCode).toBe(400);

    expect(
      (await anon().post('/api/account/logon', { userName: 'employee', password: DEMO_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await anon().post('/api/account/logon', { userName: 'employee', password: 'New-Pass-9' })).statusCode,
    ).toBe(200);
  });

  it('answers success for unknown addresses without mailing anything', async () => {
    const before = await app.platform.db.query('SELECT id FROM outbox');
    expect(
      (await anon().post('/api/account/initpwreset', { email: 'nobody@nowhere.example' })).json(),
    ).toEqual({ success: true });
    expect(await app.platform.db.query('SELECT id FROM outbox')).toHaveLength(before.length);
  });

  it(`sends at most ${RESET_MAX_PER_WINDOW} reset e-mails per user in ${RESET_WINDOW_MINUTES} minutes, answering the same`, async () => {
    const email = 'dana.dispatcher@northwind.example';
    const sent = async () =>
      (
        await app.platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE "to" = $1', [
          email,
        ])
      )[0]!.n;
    const before = await sent();
    for (let i = 0; i < RESET_MAX_PER_WINDOW + 2; i++) {
      expect((await anon().post('/api/account/initpwreset', { email })).json()).toEqual({ success: true });
    }
    expect((await sent()) - before).toBe(RESET_MAX_PER_WINDOW);
  });

  it('expired tokens are invalid', async () => {
    const email = 'hana.hughes@northwind.example';
    // Hana has no sign-in: nothing is sent.
    await anon().post('/api/account/initpwreset', { email });
    expect(await outboxTokens(email)).toHaveLength(0);
    await anon().post('/api/account/initpwreset', { email: 'paula.payroll@northwind.example' });
    const [token] = await outboxTokens('paula.payroll@northwind.example');
    await app.platform.db.query(
      "UPDATE account_token SET expires_at = now() - interval '1 second' WHERE hash = $1",
      [tokenHash(token!)],
    );
    expect((await anon().get(`/api/account/checkpwtoken/${token}`)).json()).toEqual({ isTokenValid: false });
    expect((await anon().post('/api/account/resetpw', { password: 'New-Pass-9', token })).statusCode).toBe(
      400,
    );
  });

  it('administrators read the outbox; others may not', async () => {
    const admin = await signIn(app, 'admin');
    const res = await admin.get('/api/Outbox');
    expect(res.statusCode).toBe(200);
    expect(res.json().some((m: { subject: string }) => m.subject === 'Password reset')).toBe(true);
    expect((await (await signIn(app, 'manager')).get('/api/Outbox')).statusCode).toBe(403);
  });
});

describe('temporary access', () => {
  it('an administrator issues a single-use link that signs the user in', async () => {
    const admin = await signIn(app, 'admin');
    const issued = await admin.post('/api/account/tatoken', { userId: demoId('user:dispatcher') });
    expect(issued.statusCode).toBe(200);
    const { token, url } = issued.json();
    expect(url).toBe(`/logon/temporary-access/${token}`);
    expect((await anon().get(`/api/account/checktatoken/${token}`)).json()).toEqual({ isTokenValid: true });
    const res = await anon().post('/api/account/talogon', { token });
    expect(res.json()).toEqual({ success: true });
    const cookie = res.cookies.find((c) => c.name === 'wm_session')!;
    const who = await client(app, `wm_session=${cookie.value}`).get('/api/account/identity');
    expect(who.json().user.userName).toBe('dispatcher');
    const again = await anon().post('/api/account/talogon', { token });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Request has expired');
  });

  it('only for users of the own company, and only with the access privilege', async () => {
    const admin2 = await signIn(app, 'admin2');
    expect((await admin2.post('/api/account/tatoken', { userId: demoId('user:admin') })).statusCode).toBe(
      404,
    );
    const manager = await signIn(app, 'manager');
    expect((await manager.post('/api/account/tatoken', { userId: demoId('user:employee') })).statusCode).toBe(
      403,
    );
  });
});

describe('first-run setup', () => {
  it('is refused once a user exists', async () => {
    expect((await anon().get('/api/setup')).json()).toEqual({ required: false });
    const res = await anon().post('/api/setup', {
      companyName: 'X',
      userName: 'x',
      password: 'Good-Pass-1',
      email: 'x@x.example',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Setup is already complete.');
  });
});
