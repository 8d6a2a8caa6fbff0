import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn } from '../../../../test/helpers.js';
import { testServer } from '../../../../test/helpers.js';
import { changedFields } from '../employee.rules.js';

let app: FastifyInstance;
let admin: Client;
let employee: Client;
let demo: NonNullable<FastifyInstance['demo']>;

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  employee = await signIn(app, 'employee');
});
afterAll(async () => {
  await app?.close();
});

const msg = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('changedFields', () => {
  it('treats empty as null and id lists as unordered', () => {
    expect(
      changedFields({ code: '', roleIds: ['b', 'a'] }, { code: null, roleIds: ['a', 'b'] }, [
        'code',
        'roleIds',
      ]),
    ).toEqual([]);
    expect(changedFields({ code: 'X' }, { code: null }, ['code', 'pin'])).toEqual(['code']);
    expect(changedFields({ pin: '1' }, null, ['pin'])).toEqual(['pin']);
    expect(changedFields({ reviews: [], customFields: {} }, {}, ['reviews', 'customFields'])).toEqual([]);
  });
});

describe('My Profile: POST /api/account/profile', () => {
  it('refuses the entity API to a user without an employee edit privilege', async () => {
    const res = await employee.post('/api/Employee', { id: demo.employeeIds.employee, firstName: 'Me' });
    expect(res.statusCode).toBe(403);
  });

  it('saves the own name, e-mail and time zone', async () => {
    const res = await employee.post('/api/account/profile', {
      firstName: 'Eddie',
      email: 'eddie@northwind.example',
      defaultTimeZone: 'America/Denver',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstName).toBe('Eddie');
    expect(res.json().id).toBe(demo.employeeIds.employee);
    const again = await admin.get(`/api/Employee/${demo.employeeIds.employee}?includeSensitiveData=true`);
    expect(again.json().email).toBe('eddie@northwind.example');
    const own = await employee.get('/api/account/profile');
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe('eddie@northwind.example');
    expect(own.json().pin).toBe(again.json().pin);
    expect(again.json().defaultTimeZone).toBe('America/Denver');
  });

  it('accepts the record read back unchanged, refuses changed privileged fields by name', async () => {
    const mine = (await employee.get('/api/account/profile')).json();
    const same = await employee.post('/api/account/profile', { ...mine, lastName: 'Example' });
    expect(same.statusCode).toBe(200);
    for (const [field, value] of [
      ['code', 'ME-1'],
      ['pin', '9999'],
      ['hireDate', '2020-01-01'],
      ['isAdministrator', true],
      ['roleIds', []],
      ['reviews', [{ date: '2026-01-01', writtenBy: 'Me' }]],
      ['status', 2],
      ['externalId', 'X'],
      ['permissionSetIds', ['p']],
    ] as const) {
      const res = await employee.post('/api/account/profile', { ...mine, [field]: value });
      expect(res.statusCode, field).toBe(403);
      expect(msg(res)).toContain(field);
    }
    const user = await employee.post('/api/account/profile', { user: { userName: 'someone-else' } });
    expect(user.statusCode).toBe(403);
    const other = await employee.post('/api/account/profile', { id: demo.employeeIds.admin, firstName: 'X' });
    expect(other.statusCode).toBe(403);
    const bad = await employee.post('/api/account/profile', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    const notObject = await employee.post('/api/account/profile', [1]);
    expect(notObject.statusCode).toBe(400);
  });

  it('changes the own password with the current one and the password rule', async () => {
    const wrong = await employee.post('/api/account/password', {
      currentPassword: 'nope',
      password: 'New-Pass-123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(msg(wrong)).toBe('The current password is not correct.');
    const weak = await employee.post('/api/account/password', {
      currentPassword: 'Demo-1234',
      password: 'a',
    });
    expect(weak.statusCode).toBe(400);
    const missing = await employee.post('/api/account/password', {});
    expect(missing.statusCode).toBe(400);
    const ok = await employee.post('/api/account/password', {
      currentPassword: 'Demo-1234',
      password: 'New-Pass-1234',
    });
    expect(ok.statusCode).toBe(200);
    await signIn(app, 'employee', 'New-Pass-1234');
    const anon = await app.inject({
      method: 'POST',
      url: '/api/account/profile',
      headers: { 'x-requested-with': 'x' },
      payload: { firstName: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('Self-edit and sign-in guards on /api/Employee', () => {
  let editor: Client;
  beforeAll(async () => {
    const role = await admin.post('/api/Role', {
      name: 'Employee Editor',
      moduleId: 'Platform',
      privileges: ['Platform:View:Employee', 'Platform:Edit:Employee'],
    });
    expect(role.statusCode).toBe(200);
    const mgr = (await admin.get(`/api/Employee/${demo.employeeIds.manager}`)).json();
    const assigned = await admin.post('/api/Employee', {
      id: demo.employeeIds.manager,
      roleIds: [...mgr.roleIds, role.json().id],
    });
    expect(assigned.statusCode).toBe(200);
    editor = await signIn(app, 'manager');
  });

  it('lets an employee editor change others but not their own privileged fields', async () => {
    const others = await editor.post('/api/Employee', {
      id: demo.employeeIds.field1,
      hireDate: '2021-03-04',
    });
    expect(others.statusCode).toBe(200);
    const ownName = await editor.post('/api/Employee', { id: demo.employeeIds.manager, middleName: 'M' });
    expect(ownName.statusCode).toBe(200);
    // The console sends the whole record back (unchanged fields, empty lists, the External ID lock).
    const own = (
      await editor.get(`/api/Employee/${demo.employeeIds.manager}?includeSensitiveData=true`)
    ).json();
    const whole = await editor.post('/api/Employee', {
      ...own,
      middleName: 'N',
      reviews: [],
      customFields: [],
      extIdLocked: true,
    });
    expect(whole.statusCode, whole.body).toBe(200);
    const ownDate = await editor.post('/api/Employee', {
      id: demo.employeeIds.manager,
      hireDate: '2001-01-01',
    });
    expect(ownDate.statusCode).toBe(403);
    expect(msg(ownDate)).toBe('Not authorized: you cannot change hireDate of your own record');
    const ownStatus = await editor.post('/api/Employee', {
      id: demo.employeeIds.manager,
      status: 2,
      code: 'Z9',
    });
    expect(ownStatus.statusCode).toBe(403);
    expect(msg(ownStatus)).toBe('Not authorized: you cannot change status, code of your own record');
    const admin_ = await admin.post('/api/Employee', { id: demo.employeeIds.admin, hireDate: '2010-01-01' });
    expect(admin_.statusCode).toBe(200);
  });

  it('needs Platform:Edit:EmployeeAccess to set a password or rename a sign-in', async () => {
    const pw = await editor.post('/api/Employee', {
      id: demo.employeeIds.field1,
      user: { password: 'Taken-Over-123' },
    });
    expect(pw.statusCode).toBe(403);
    expect(msg(pw)).toBe('Not authorized: requires Platform:Edit:EmployeeAccess');
    const rename = await editor.post('/api/Employee', {
      id: demo.employeeIds.field1,
      user: { userName: 'x-fiona' },
    });
    expect(rename.statusCode).toBe(403);
    const adminPw = await admin.post('/api/Employee', {
      id: demo.employeeIds.field1,
      user: { password: 'Fiona-Pass-123' },
    });
    expect(adminPw.statusCode).toBe(200);
  });

  it("keeps an administrator's e-mail for administrators", async () => {
    const res = await editor.post('/api/Employee', {
      id: demo.employeeIds.admin,
      email: 'mallory@evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(msg(res)).toBe(
      'Not authorized: only an administrator changes the e-mail or sign-in of an administrator',
    );
    const name = await editor.post('/api/Employee', { id: demo.employeeIds.admin, middleName: 'Q' });
    expect(name.statusCode).toBe(200);
  });
});
