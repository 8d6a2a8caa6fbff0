import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signIn, testServer } from '../../../../test/helpers.js';

let app: FastifyInstance;
let admin: Client;
let manager: Client;
let employee: Client;
let demo: NonNullable<FastifyInstance['demo']>;

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
});
afterAll(async () => {
  await app?.close();
});

const msg = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('Employee rules (service spec 5)', () => {
  it('refuses a hire date that is not earlier than the last raise date', async () => {
    const res = await admin.post('/api/Employee', {
      firstName: 'Hal',
      lastName: 'Hire',
      hireDate: '2025-05-01',
      lastRaiseDate: '2025-05-01',
    });
    expect(res.statusCode).toBe(400);
    expect(msg(res)).toBe('Hire Date must be earlier than Last Raise Date.');
    const ok = await admin.post('/api/Employee', {
      firstName: 'Hal',
      lastName: 'Hire',
      hireDate: '2024-05-01',
      lastRaiseDate: '2025-05-01',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().hireDate).toBe('2024-05-01');
    const bad = await admin.post('/api/Employee', { id: ok.json().id, hireDate: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe('hireDate: not a date');
  });

  it('needs a date and a writer on every review', async () => {
    const id = demo.employeeIds.field1;
    const noDate = await admin.post('/api/Employee', { id, reviews: [{ writtenBy: 'Alice', status: 1 }] });
    expect(noDate.statusCode).toBe(400);
    expect(msg(noDate)).toBe('Date is required.');
    const noWriter = await admin.post('/api/Employee', {
      id,
      reviews: [{ date: '2026-01-02', writtenBy: ' ' }],
    });
    expect(noWriter.statusCode).toBe(400);
    expect(msg(noWriter)).toBe('Writted by is required.');
    const ok = await admin.post('/api/Employee', {
      id,
      reviews: [{ date: '2026-01-02', writtenBy: 'Alice' }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().reviews).toHaveLength(1);
  });

  it('refuses a PIN or a code another employee holds', async () => {
    const pin = await admin.post('/api/Employee', { firstName: 'Pia', lastName: 'Pin', pin: '1002' });
    expect(pin.statusCode).toBe(409);
    expect(msg(pin)).toBe('Pin 1002 is already assigned');
    const code = await admin.post('/api/Employee', { firstName: 'Cody', lastName: 'Code', code: 'e002' });
    expect(code.statusCode).toBe(409);
    expect(msg(code)).toBe('Pin e002 is already assigned');
  });

  it('locks the External ID: changing it needs Platform:Edit:ExternalId', async () => {
    const created = await admin.post('/api/Employee', {
      firstName: 'Ext',
      lastName: 'Locked',
      externalId: 'X-1',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    // The manager holds no Platform:Edit:Employee; give a role that edits employees but not external ids.
    const role = await admin.post('/api/Role', {
      name: 'Employee Editor',
      moduleId: 'Platform',
      privileges: ['Platform:View:Employee', 'Platform:Edit:Employee'],
    });
    expect(role.statusCode).toBe(200);
    const mgr = (await admin.get(`/api/Employee/${demo.employeeIds.manager}`)).json();
    const give = await admin.post('/api/Employee', {
      id: demo.employeeIds.manager,
      roleIds: [...mgr.roleIds, role.json().id],
    });
    expect(give.statusCode).toBe(200);
    const m = await signIn(app, 'manager');
    const refused = await m.post('/api/Employee', { id, externalId: 'X-2' });
    expect(refused.statusCode).toBe(403);
    expect(msg(refused)).toBe('Not authorized: requires Platform:Edit:ExternalId');
    const sameOk = await m.post('/api/Employee', { id, externalId: 'X-1', occupation: 'Welder' });
    expect(sameOk.statusCode).toBe(200);
    const byAdmin = await admin.post('/api/Employee', { id, externalId: 'X-2' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().externalId).toBe('X-2');
  });

  it('sends an invite e-mail with a set-password link into the outbox', async () => {
    // An employee without a user name gets no invite: a user name comes first.
    await admin.post('/api/Employee', {
      firstName: 'No',
      lastName: 'User',
      email: 'no.user@northwind.example',
    });
    const res = await admin.post('/api/account/sendwelcomeemail', { email: 'no.user@northwind.example' });
    expect(res.statusCode).toBe(400);
    expect(msg(res)).toMatch(/no user name/);
    const emp = await admin.post('/api/Employee', {
      firstName: 'Ivy',
      lastName: 'Invite',
      email: 'ivy.invite@northwind.example',
      user: { userName: 'ivy.invite' },
    });
    expect(emp.statusCode).toBe(200);
    const sent = await admin.post('/api/account/sendwelcomeemail', { email: 'IVY.invite@northwind.example' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: 'Invite email sent.' });
    const outbox = (await admin.get('/api/Outbox')).json() as { to: string; body: string }[];
    const mail = outbox.find((m) => m.to === 'IVY.invite@northwind.example');
    expect(mail?.body).toMatch(/\/logon\/reset-password\/[A-Za-z0-9_-]{20,}/);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    const check = await admin.get(`/api/account/checkpwtoken/${token}`);
    expect(check.json()).toEqual({ isTokenValid: true });
    const set = await admin.post('/api/account/resetpw', { token, password: 'Welcome-2026' });
    expect(set.statusCode).toBe(200);
    await signIn(app, 'ivy.invite', 'Welcome-2026');

    const unknown = await admin.post('/api/account/sendwelcomeemail', { email: 'nobody@nowhere.example' });
    expect(unknown.statusCode).toBe(404);
    const badEmail = await admin.post('/api/account/sendwelcomeemail', { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    const byEmployee = await employee.post('/api/account/sendwelcomeemail', {
      email: 'ivy.invite@northwind.example',
    });
    expect(byEmployee.statusCode).toBe(403);
  });

  it('lets an administrator set a password with the password rule', async () => {
    const id = demo.employeeIds.payroll;
    const weak = await admin.post(`/api/Employee/${id}/password`, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    const ok = await admin.post(`/api/Employee/${id}/password`, { password: 'Changed-9876' });
    expect(ok.statusCode).toBe(200);
    await signIn(app, 'payroll', 'Changed-9876');
    const byManager = await manager.post(`/api/Employee/${id}/password`, { password: 'Changed-1111' });
    expect(byManager.statusCode).toBe(403);
    const noUser = (await admin.post('/api/Employee', { firstName: 'Pass', lastName: 'Less' })).json();
    const other = await admin.post(`/api/Employee/${noUser.id}/password`, {
      password: 'Changed-9876',
    });
    expect(other.statusCode).toBe(400);
    const missing = await admin.post('/api/Employee/nope/password', { password: 'Changed-9876' });
    expect(missing.statusCode).toBe(404);
    const admin2 = await signIn(app, 'admin2');
    const foreign = await admin2.post(`/api/Employee/${id}/password`, { password: 'Changed-5555' });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('Temporary password (issue 19, platform spec 2.2)', () => {
  it('an administrator sets a temporary password that must be changed at the first sign-in', async () => {
    const created = (
      await admin.post('/api/Employee', {
        firstName: 'Tara',
        lastName: 'Temporary',
        code: 'TT-19',
        user: { userName: 'tara.temp' },
      })
    ).json() as { id: string };
    // A field employee cannot set anyone's password, temporary or not.
    const byEmployee = await employee.post(`/api/Employee/${created.id}/password`, {
      password: 'Temp-Pass-1',
      temporary: true,
    });
    expect(byEmployee.statusCode).toBe(403);
    const badFlag = await admin.post(`/api/Employee/${created.id}/password`, {
      password: 'Temp-Pass-1',
      temporary: 'yes',
    });
    expect(badFlag.statusCode).toBe(400);
    const set = await admin.post(`/api/Employee/${created.id}/password`, {
      password: 'Temp-Pass-1',
      temporary: true,
    });
    expect(set.statusCode).toBe(200);

    // The temporary password opens no session; it asks for a new password instead.
    const anon = client(app);
    const logon = await anon.post('/api/account/logon', { userName: 'tara.temp', password: 'Temp-Pass-1' });
    expect(logon.statusCode).toBe(200);
    expect(logon.json()).toMatchObject({ success: false, mustChangePassword: true });
    expect(logon.cookies.find((c) => c.name === 'wm_session')).toBeUndefined();
    const wrong = await anon.post('/api/account/changetemppw', {
      userName: 'tara.temp',
      password: 'Wrong-Pass-1',
      newPassword: 'Tara-Own-2026',
    });
    expect(wrong.statusCode).toBe(401);
    const weak = await anon.post('/api/account/changetemppw', {
      userName: 'tara.temp',
      password: 'Temp-Pass-1',
      newPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    const same = await anon.post('/api/account/changetemppw', {
      userName: 'tara.temp',
      password: 'Temp-Pass-1',
      newPassword: 'Temp-Pass-1',
    });
    expect(msg(same)).toBe('The new password must differ from the temporary one.');
    const changed = await anon.post('/api/account/changetemppw', {
      userName: 'tara.temp',
      password: 'Temp-Pass-1',
      newPassword: 'Tara-Own-2026',
    });
    expect(changed.statusCode).toBe(200);
    const cookie = changed.cookies.find((c) => c.name === 'wm_session');
    expect(cookie).toBeDefined();
    const tara = client(app, `wm_session=${cookie!.value}`);
    expect((await tara.get('/api/account/identity')).statusCode).toBe(200);

    // The old password no longer works, the new one signs in normally; changetemppw is now refused.
    const old = await anon.post('/api/account/logon', { userName: 'tara.temp', password: 'Temp-Pass-1' });
    expect(old.statusCode).toBe(401);
    await signIn(app, 'tara.temp', 'Tara-Own-2026');
    const again = await anon.post('/api/account/changetemppw', {
      userName: 'tara.temp',
      password: 'Tara-Own-2026',
      newPassword: 'Tara-Other-2026',
    });
    expect(again.statusCode).toBe(400);

    // A password set without `temporary` is a normal one.
    await admin.post(`/api/Employee/${created.id}/password`, { password: 'Normal-Pass-2' });
    await signIn(app, 'tara.temp', 'Normal-Pass-2');
  });
});

describe('Device rules (service spec 5)', () => {
  it('needs a name and an administrator', async () => {
    const noName = await admin.post('/api/Device', { name: ' ', administrator_id: demo.employeeIds.admin });
    expect(noName.statusCode).toBe(400);
    expect(msg(noName)).toMatch(/Name is required\./);
    const noAdmin = await admin.post('/api/Device', { name: 'Tablet A' });
    expect(noAdmin.statusCode).toBe(400);
    expect(msg(noAdmin)).toBe('Administrator is required.');
  });

  it('refuses a used name for a new device and creates suffixed multiples', async () => {
    const first = await admin.post('/api/Device', {
      name: 'Tablet B',
      administrator_id: demo.employeeIds.admin,
      phone: '555-0100',
    });
    expect(first.statusCode).toBe(200);
    const dup = await admin.post('/api/Device', {
      name: 'tablet b',
      administrator_id: demo.employeeIds.admin,
    });
    expect(dup.statusCode).toBe(409);
    expect(msg(dup)).toBe('Device name already exists.');
    const many = await admin.post('/api/Device', {
      name: 'Truck',
      administrator_id: demo.employeeIds.admin,
      cardinality: 3,
      phone: '555-0199',
      sendInviteEmail: true,
    });
    expect(many.statusCode, many.body).toBe(200);
    expect(many.json().name).toBe('Truck 1');
    const list = (await admin.get('/api/Device?includeSensitiveData=true')).json() as Record<
      string,
      unknown
    >[];
    const names = list.filter((d) => String(d.name).startsWith('Truck ')).map((d) => d.name);
    expect(names.sort()).toEqual(['Truck 1', 'Truck 2', 'Truck 3']);
    for (const d of list.filter((x) => String(x.name).startsWith('Truck '))) {
      expect(d.phone ?? null).toBeNull();
      expect(d.sendInviteEmail).toBe(false);
    }
    const again = await admin.post('/api/Device', {
      name: 'Truck',
      administrator_id: demo.employeeIds.admin,
      cardinality: 2,
    });
    expect(again.statusCode).toBe(409);
    const tooMany = await admin.post('/api/Device', {
      name: 'Van',
      administrator_id: demo.employeeIds.admin,
      cardinality: 100,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('Lists (service spec 5 "Lists")', () => {
  it('allows at most 3 custom lists and refuses the placeholder name', async () => {
    const placeholder = await admin.post('/api/CustomList', { name: '<Undefined Custom List>' });
    expect(placeholder.statusCode).toBe(400);
    expect(msg(placeholder)).toBe('Name is Required!');
    const existing = ((await admin.get('/api/CustomList?includeInactiveData=true')).json() as unknown[])
      .length;
    const results: number[] = [];
    for (let i = existing; i < 4; i++)
      results.push((await admin.post('/api/CustomList', { name: `List ${i}` })).statusCode);
    expect(results.at(-1)).toBe(400);
    expect(results.slice(0, -1).every((s) => s === 200)).toBe(true);
    const n = ((await admin.get('/api/CustomList?includeInactiveData=true')).json() as unknown[]).length;
    expect(n).toBe(3);
  });

  it('needs a parent group for a non-administrator in groups; a new group must be active', async () => {
    const inactive = await admin.post('/api/Grouping', { name: 'Paused Crew', status: 2 });
    expect(inactive.statusCode).toBe(400);
    expect(msg(inactive)).toBe('A new group must be active.');
    const top = await admin.post('/api/Grouping', {
      name: 'North Crew',
      employeeIds: [demo.employeeIds.manager],
    });
    expect(top.statusCode).toBe(200);
    const role = await admin.post('/api/Role', {
      name: 'Group Editor',
      moduleId: 'Platform',
      privileges: ['Platform:View:Employee', 'Platform:Edit:Employee'],
    });
    const mgr = (await admin.get(`/api/Employee/${demo.employeeIds.manager}`)).json();
    await admin.post('/api/Employee', {
      id: demo.employeeIds.manager,
      roleIds: [...mgr.roleIds, role.json().id],
    });
    const m = await signIn(app, 'manager');
    const noParent = await m.post('/api/Grouping', { name: 'Sub Crew' });
    expect(noParent.statusCode).toBe(400);
    expect(msg(noParent)).toBe('Parent Group is Required');
    const other = await admin.post('/api/Grouping', { name: 'South Crew' });
    const foreignParent = await m.post('/api/Grouping', { name: 'Sub Crew', parent_id: other.json().id });
    expect(foreignParent.statusCode).toBe(400);
    const ok = await m.post('/api/Grouping', { name: 'Sub Crew', parent_id: top.json().id });
    expect(ok.statusCode).toBe(200);
    const adminTop = await admin.post('/api/Grouping', { name: 'West Crew' });
    expect(adminTop.statusCode).toBe(200);
  });

  it('keeps the five service statuses: no add, no delete, label editable', async () => {
    const list = (await admin.get('/api/ServiceStatus')).json() as {
      id: string;
      name: string;
      label: string;
    }[];
    expect(list.map((s) => s.name).sort()).toEqual([
      'accepted',
      'completed',
      'inProgress',
      'notAccepted',
      'rejected',
    ]);
    const add = await admin.post('/api/ServiceStatus', { name: 'accepted', label: 'Another' });
    expect(add.statusCode).toBe(400);
    expect(msg(add)).toBe('Cannot add new item to Service Status List.');
    const del = await admin.del(`/api/ServiceStatus/${list[0]!.id}`);
    expect(del.statusCode).toBe(400);
    expect(msg(del)).toBe('Cannot delete item from Service Status List.');
    const delBySave = await admin.post('/api/ServiceStatus', { id: list[0]!.id, status: 3 });
    expect(delBySave.statusCode).toBe(400);
    expect(msg(delBySave)).toBe('Cannot delete item from Service Status List.');
    const label = await admin.post('/api/ServiceStatus', {
      id: list[0]!.id,
      label: 'Booked',
      color: '#123456',
    });
    expect(label.statusCode).toBe(200);
    expect(label.json().label).toBe('Booked');
  });

  it('validates simple lists: name and status', async () => {
    for (const entity of ['UnitMeasure', 'Division', 'Department', 'Skill', 'Part']) {
      const noName = await admin.post(`/api/${entity}`, { name: ' ', status: 1 });
      expect(noName.statusCode).toBe(400);
      expect(msg(noName)).toBe('name: Name is required.');
      const noStatus = await admin.post(`/api/${entity}`, { name: 'X', status: null });
      expect(noStatus.statusCode).toBe(400);
      expect(msg(noStatus)).toBe('status: Status is required.');
      const ok = await admin.post(`/api/${entity}`, { name: `${entity} one`, status: 1 });
      expect(ok.statusCode).toBe(200);
      const byEmployee = await employee.post(`/api/${entity}`, { name: 'Nope', status: 1 });
      expect(byEmployee.statusCode).toBe(403);
    }
  });
});

describe('Company settings and labels (service spec 5 "Settings", 7 "Labels")', () => {
  const save = (settings: Record<string, unknown>) =>
    admin.post('/api/Company', { id: demo.companyId, settings });

  it('checks each setting with the spec messages', async () => {
    expect(msg(await save({ recognitionThreshold: 9 }))).toBe(
      'settings.recognitionThreshold: Threshold must be between 10 and 100.',
    );
    expect(msg(await save({ recognitionThreshold: 101 }))).toBe(
      'settings.recognitionThreshold: Threshold must be between 10 and 100.',
    );
    expect(msg(await save({ hoursExceededAlertAmount: 0 }))).toBe(
      'settings.hoursExceededAlertAmount: Must be a valid number.',
    );
    expect(msg(await save({ hoursExceededAlertAmount: '1.123456' }))).toBe(
      'settings.hoursExceededAlertAmount: Must be a valid number.',
    );
    expect(msg(await save({ hoursExceededAlertAmount: 'abc' }))).toBe(
      'settings.hoursExceededAlertAmount: Must be a valid number.',
    );
    expect(msg(await save({ pinDigitLength: 3 }))).toBe(
      'settings.pinDigitLength: PIN length must be between 4 and 10.',
    );
    expect(msg(await save({ pinDigitLength: 11 }))).toBe(
      'settings.pinDigitLength: PIN length must be between 4 and 10.',
    );
    expect(msg(await save({ productivityLowPercent: 45 }))).toMatch(/50 to 95 in steps of 5/);
    expect(msg(await save({ productivityHighPercent: 72 }))).toMatch(/50 to 95 in steps of 5/);
    expect(msg(await save({ minLunchMinutes: '25:99' }))).toBe('settings.minLunchMinutes: Invalid Input');
    expect(msg(await save({ unitSystem: 'nautical' }))).toMatch(/imperial or metric/);
    expect(msg(await save({ clockFormat: '13hr' }))).toMatch(/12hr or 24hr/);
    expect(msg(await save({ temperatureUnit: 'K' }))).toMatch(/F or C/);
    expect(msg(await save({ numberFormat: 'dots' }))).toMatch(/commas/);
    expect(msg(await save({ dateFormat: 'YY' }))).toMatch(/dateFormat/);
    expect(msg(await save({ geoFenceBuffer: -1 }))).toMatch(/geoFenceBuffer/);
    const ok = await save({
      recognitionThreshold: 10,
      hoursExceededAlertAmount: '12.12345',
      pinDigitLength: 6,
      productivityLowPercent: 50,
      productivityHighPercent: 95,
      minLunchMinutes: 30,
      lunchDeductionMinutes: '0:30',
      unitSystem: 'metric',
      clockFormat: '24hr',
      dateFormat: 'YYYY-MM-DD',
      temperatureUnit: 'C',
      numberFormat: 'noCommas',
      geoFenceBuffer: 25,
      timeFormat: 2,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().settings.hoursExceededAlertAmount).toBe(12.12345);
    const byManager = await manager.post('/api/Company', {
      id: demo.companyId,
      settings: { pinDigitLength: 5 },
    });
    expect(byManager.statusCode).toBe(403);
  });

  it('upserts labels by key (Platform:Edit:Label)', async () => {
    const a = await admin.post('/api/Resource', { key: 'location', value: 'Job Site' });
    expect(a.statusCode).toBe(200);
    const b = await admin.post('/api/Resource', { key: 'location', value: 'Site' });
    expect(b.json().id).toBe(a.json().id);
    const all = (await admin.get(`/api/Resource?filter=${encodeURIComponent("key eq 'location'")}`)).json();
    expect(all).toHaveLength(1);
    expect(all[0].value).toBe('Site');
    const identity = (await admin.get('/api/account/identity')).json();
    expect(identity.company.labels.location).toBe('Site');
    const refused = await manager.post('/api/Resource', { key: 'location', value: 'Nope' });
    expect(refused.statusCode).toBe(403);
  });
});
