import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { DEMO_COMPANY_ID, demoId } from '../../../seed/demo.js';
import { FORMS_FIELD_ROLE_ID } from '../../forms/forms.seed.js';

type Audit = Record<string, { quantity: number; used: number; assignedUserIds: string[] }>;
let app: FastifyInstance;
let admin: Client;
let global: Client;
let manager: Client;
let employee: Client;

const audit = async () => (await admin.get('/api/LicenseAudit')).json() as Audit;
/** Sets the demo company's seats of one module (global administrator, service spec 3 licences). */
async function seats(module: string, n: number) {
  const r = await global.post(
    '/api/Company',
    { id: DEMO_COMPANY_ID, licenseSeats: { [module]: n } },
    { 'x-company-id': DEMO_COMPANY_ID },
  );
  expect(r.statusCode).toBe(200);
}
const fiona = demoId('employee:field1');
/** fiona's demo roles: Field Employee (Time) and Forms Field (Forms). */
const fionaRoles = [demoId('role:time-employee'), FORMS_FIELD_ROLE_ID];
const fionaUser = async () =>
  ((await admin.get(`/api/Employee/${fiona}`)).json() as { user_id: string }).user_id;

beforeAll(async () => {
  app = await testServer();
  [admin, global, manager, employee] = await Promise.all([
    signIn(app, 'admin'),
    signIn(app, 'global'),
    signIn(app, 'manager'),
    signIn(app, 'employee'),
  ]);
});
afterAll(async () => {
  await app?.close();
});

describe('licence audit (service spec 3, 7)', () => {
  it('is keyed by product with quantity, used and assignedUserIds; administrators hold every module', async () => {
    const a = await audit();
    expect(Object.keys(a).sort()).toEqual([
      'system-Assets',
      'system-Forms',
      'system-Insight',
      'system-Service',
      'system-Time',
    ]);
    const adminUser = (
      (await admin.get(`/api/Employee/${demoId('employee:admin')}`)).json() as { user_id: string }
    ).user_id;
    for (const e of Object.values(a)) {
      expect(e.used).toBe(e.assignedUserIds.length);
      if (e.quantity > 0) expect(e.assignedUserIds).toContain(adminUser);
    }
    expect(a['system-Time']!.assignedUserIds).toContain(await fionaUser());
  });

  it('is refused to a user without a role or employee privilege', async () => {
    expect((await employee.get('/api/LicenseAudit')).statusCode).toBe(403);
  });

  it('answers for the company named by ?companyId (global: any, partner: customers, others: own)', async () => {
    const c2 = app.demo!.secondCompanyId;
    const asGlobal = await global.get(`/api/LicenseAudit?companyId=${c2}`);
    expect(asGlobal.statusCode, asGlobal.body).toBe(200);
    expect(Object.keys(asGlobal.json())).toContain('system-Time');
    const partner = await signIn(app, 'partner');
    expect((await partner.get(`/api/LicenseAudit?companyId=${c2}`)).statusCode).toBe(200);
    expect((await global.get('/api/LicenseAudit?companyId=nope')).statusCode).toBe(404);
    expect((await admin.get(`/api/LicenseAudit?companyId=${c2}`)).statusCode).toBe(403);
    expect((await admin.get(`/api/LicenseAudit?companyId=${DEMO_COMPANY_ID}`)).json()).toEqual(await audit());
  });
});

describe('administrator toggle (service spec 4)', () => {
  it("takes a seat in every licensed module, or is refused with 'Not enough licenses.' and nothing changes", async () => {
    const user = await fionaUser();
    const before = await audit();
    const insight = before['system-Insight']!;
    // Insight full: fiona holds no Insight seat, so she cannot become an administrator.
    await seats('Insight', insight.assignedUserIds.length);
    const refused = await admin.post('/api/Employee', { id: fiona, isAdministrator: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Not enough licenses.' });
    expect((await admin.get(`/api/Employee/${fiona}`)).json().isAdministrator).toBe(false);
    expect((await audit())['system-Insight']!.assignedUserIds).not.toContain(user);

    await seats('Insight', insight.quantity);
    const ok = await admin.post('/api/Employee', { id: fiona, isAdministrator: true });
    expect(ok.statusCode).toBe(200);
    const after = await audit();
    for (const [product, e] of Object.entries(after)) {
      if (e.quantity > 0) expect(e.assignedUserIds, product).toContain(user);
    }
    // Back: fiona keeps only her Time and Forms seats (her Field Employee and Forms Field roles).
    expect((await admin.post('/api/Employee', { id: fiona, isAdministrator: false })).statusCode).toBe(200);
    const back = await audit();
    expect(back['system-Insight']!.assignedUserIds).not.toContain(user);
    expect(back['system-Time']!.assignedUserIds).toContain(user);
  });

  it('is refused to a non-administrator without Platform:Edit:EmployeeAccess', async () => {
    const r = await manager.post('/api/Employee', { id: fiona, isAdministrator: true });
    expect(r.statusCode).toBe(403);
    expect((await admin.get(`/api/Employee/${fiona}`)).json().isAdministrator).toBe(false);
  });
});

describe('roles and seats (service spec 6)', () => {
  it("gives a role only while a seat of its module is free ('Not enough licenses.')", async () => {
    const insightViewer = demoId('role:insight-viewer');
    const a = await audit();
    await seats('Insight', a['system-Insight']!.assignedUserIds.length);
    const full = await admin.post('/api/Employee', {
      id: fiona,
      roleIds: [...fionaRoles, insightViewer],
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Not enough licenses.');
    expect((await admin.get(`/api/Employee/${fiona}`)).json().roleIds.sort()).toEqual([...fionaRoles].sort());
    // A Platform (System) role needs no seat.
    const sys = await admin.post('/api/Employee', {
      id: fiona,
      roleIds: [...fionaRoles, demoId('role:platform-viewer')],
    });
    expect(sys.statusCode).toBe(200);
    await seats('Insight', a['system-Insight']!.quantity);
    expect((await admin.post('/api/Employee', { id: fiona, roleIds: fionaRoles })).statusCode).toBe(200);
  });

  it('keeps the module of a saved role, and counts seats when a role becomes active', async () => {
    const moved = await admin.post('/api/Role', {
      id: demoId('role:platform-viewer'),
      name: 'Office Viewer',
      moduleId: 'Insight',
      privileges: [],
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('The module of a saved role cannot change.');
    // An inactive Insight role takes no seat, so it can be given while Insight is full ...
    const a = await audit();
    const insight = a['system-Insight']!;
    await seats('Insight', insight.assignedUserIds.length);
    const role = (
      await admin.post('/api/Role', {
        name: 'Dormant Insight',
        moduleId: 'Insight',
        privileges: ['Insight:View:Budget'],
        status: 2,
      })
    ).json() as { id: string };
    expect(
      (await admin.post('/api/Employee', { id: fiona, roleIds: [...fionaRoles, role.id] })).statusCode,
    ).toBe(200);
    // ... but activating it would overfill Insight: refused and rolled back.
    const wake = await admin.post('/api/Role', { id: role.id, status: 1 });
    expect(wake.statusCode).toBe(409);
    expect(wake.json().message).toBe('Not enough licenses.');
    expect((await admin.get(`/api/Role/${role.id}?includeInactiveData=true`)).json().status).toBe(2);
    expect((await audit())['system-Insight']!.assignedUserIds).not.toContain(await fionaUser());
    // With a free seat it may.
    await seats('Insight', insight.quantity);
    expect((await admin.post('/api/Role', { id: role.id, status: 1 })).statusCode).toBe(200);
    expect((await audit())['system-Insight']!.assignedUserIds).toContain(await fionaUser());
    expect((await admin.post('/api/Employee', { id: fiona, roleIds: fionaRoles })).statusCode).toBe(200);
  });

  it('keeps roles and permission sets from non-administrators without the privileges', async () => {
    // Reading needs a role or employee privilege: a field employee has none.
    expect((await employee.get('/api/Role')).statusCode).toBe(403);
    expect((await employee.get('/api/PermissionSet')).statusCode).toBe(403);
    expect((await employee.get('/api/PermissionProfile')).statusCode).toBe(403);
    // Changing needs Platform:Edit:Role / Platform:Edit:EmployeeAccess: the manager holds neither.
    const role = await manager.post('/api/Role', { name: 'Mine', moduleId: 'Time', privileges: [] });
    expect(role.statusCode).toBe(403);
    const edit = await manager.post('/api/Role', {
      id: demoId('role:time-manager'),
      name: 'Field Manager',
      moduleId: 'Time',
      privileges: ['Time:View:MyTime'],
    });
    expect(edit.statusCode).toBe(403);
    expect((await manager.post('/api/PermissionSet', { name: 'Mine', allLocations: true })).statusCode).toBe(
      403,
    );
    expect((await manager.post('/api/Employee', { id: fiona, roleIds: [] })).statusCode).toBe(403);
    expect((await manager.del(`/api/Role/${demoId('role:time-manager')}`)).statusCode).toBe(403);
    // Nothing changed.
    const r = (await admin.get(`/api/Role/${demoId('role:time-manager')}`)).json() as {
      privileges: string[];
    };
    expect(r.privileges.length).toBeGreaterThan(1);
  });

  it('checks role privileges against the module catalogue (400 naming the id)', async () => {
    const bad = await admin.post('/api/Role', {
      name: 'Bad',
      moduleId: 'Time',
      privileges: ['Time:View:Nope'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Unknown privilege 'Time:View:Nope'");
    const wrong = await admin.post('/api/Role', {
      name: 'Wrong',
      moduleId: 'Time',
      privileges: ['Assets:View:Asset'],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Privilege 'Assets:View:Asset' does not belong to module Time");
    const noModule = await admin.post('/api/Role', { name: 'X', moduleId: 'Payroll', privileges: [] });
    expect(noModule.statusCode).toBe(400);
  });
});
