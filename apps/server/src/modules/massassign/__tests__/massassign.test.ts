import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

type Audit = Record<string, { quantity: number; used: number; assignedUserIds: string[] }>;
let app: FastifyInstance;
let admin: Client;
let demo: NonNullable<FastifyInstance['demo']>;
let insightRole: string;
let platformRole: string;

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  insightRole = (
    await admin.post('/api/Role', {
      name: 'Insight Extra',
      moduleId: 'Insight',
      privileges: ['Insight:View:Budget'],
    })
  ).json().id;
  platformRole = (
    await admin.post('/api/Role', {
      name: 'Viewer Extra',
      moduleId: 'Platform',
      privileges: ['Platform:View:Task'],
    })
  ).json().id;
});
afterAll(async () => {
  await app?.close();
});

async function newEmployees(n: number, prefix: string): Promise<{ id: string; userId: string }[]> {
  const res = await admin.post(
    '/api/Employee',
    Array.from({ length: n }, (_, i) => ({
      firstName: prefix,
      lastName: `N${i}`,
      user: { userName: `${prefix}.${i}` },
    })),
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string; user_id: string }[]).map((e) => ({ id: e.id, userId: e.user_id }));
}

const audit = async () => (await admin.get('/api/LicenseAudit')).json() as Audit;

describe('licences (service spec 4, 6, 7)', () => {
  it('GET /api/LicenseAudit is keyed by product with quantity and assignedUserIds', async () => {
    const a = await audit();
    expect(a['system-Insight']).toMatchObject({ quantity: 5 });
    expect(a['system-Insight']!.assignedUserIds).toContain(
      demo.employeeIds.admin ? a['system-Insight']!.assignedUserIds[0] : '',
    );
    expect(Object.keys(a).sort()).toEqual([
      'system-Assets',
      'system-Forms',
      'system-Insight',
      'system-Service',
      'system-Time',
    ]);
  });

  it('role privileges must be catalogue ids of the role module (400 naming the id)', async () => {
    const unknown = await admin.post('/api/Role', {
      name: 'X',
      moduleId: 'Time',
      privileges: ['Time:View:Nothing'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Time:View:Nothing');
    const other = await admin.post('/api/Role', {
      name: 'X',
      moduleId: 'Time',
      privileges: ['Assets:View:Asset'],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('Assets:View:Asset');
  });
});

describe('POST /api/massassign (service spec 4, 5, 7)', () => {
  it('refuses before writing anything when seats would run out, then assigns and revokes', async () => {
    const before = await audit();
    const free = before['system-Insight']!.quantity - before['system-Insight']!.used;
    const people = await newEmployees(free + 1, 'mass');
    const tooMany = await admin.post('/api/massassign', {
      employeeIds: people.map((p) => p.id),
      roleIds: [insightRole],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Assignment exceeds available licenses');
    expect(await audit()).toEqual(before);
    for (const p of people) expect((await admin.get(`/api/Employee/${p.id}`)).json().roleIds).toEqual([]);

    const fit = people.slice(0, free);
    const ok = await admin.post('/api/massassign', {
      employeeIds: fit.map((p) => p.id),
      roleIds: [insightRole, platformRole],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, employees: free, chunks: 1 });
    const after = await audit();
    expect(after['system-Insight']!.used).toBe(after['system-Insight']!.quantity);
    for (const p of fit) expect(after['system-Insight']!.assignedUserIds).toContain(p.userId);
    expect(ok.json().licenseAudit).toEqual(after);
    // A single role save now also finds no seat.
    const single = await admin.post('/api/Employee', { id: people[free]!.id, roleIds: [insightRole] });
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toBe('Not enough licenses.');
    // The administrator toggle needs a seat in every licensed module.
    const toggle = await admin.post('/api/Employee', { id: people[free]!.id, isAdministrator: true });
    expect(toggle.statusCode).toBe(409);
    expect(toggle.json().message).toBe('Not enough licenses.');
    expect((await admin.get(`/api/Employee/${people[free]!.id}`)).json().isAdministrator).toBe(false);

    const revoke = await admin.post('/api/massassign', {
      employeeIds: fit.map((p) => p.id),
      roleIds: [insightRole],
      revoke: true,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await audit())['system-Insight']).toEqual(before['system-Insight']);
    expect((await admin.get(`/api/Employee/${fit[0]!.id}`)).json().roleIds).toEqual([platformRole]);
    const toggleNow = await admin.post('/api/Employee', { id: people[free]!.id, isAdministrator: true });
    expect(toggleNow.statusCode).toBe(200);
  });

  it('processes 200 per chunk in batches of 400', async () => {
    // Inserted directly: 450 sign-ins through the API would take most of the test's time.
    const db = app.platform.db;
    const people = Array.from({ length: 450 }, (_, i) => ({ id: `chunk-e-${i}`, userId: `chunk-u-${i}` }));
    await db.query(
      `INSERT INTO app_user (id, company_id, "userName") SELECT 'chunk-u-' || i, $1, 'chunk.user.' || i FROM generate_series(0, 449) i`,
      [demo.companyId],
    );
    await db.query(
      `INSERT INTO employee (id, company_id, user_id, "firstName", "lastName") SELECT 'chunk-e-' || i, $1, 'chunk-u-' || i, 'Chunk', 'N' || i FROM generate_series(0, 449) i`,
      [demo.companyId],
    );
    const res = await admin.post('/api/massassign', {
      employeeIds: people.map((p) => p.id),
      roleIds: [platformRole],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().chunks).toBe(3);
    expect((await admin.get(`/api/Employee/${people[449]!.id}`)).json().roleIds).toEqual([platformRole]);
  });

  it('checks its input and its caller', async () => {
    expect(
      (await admin.post('/api/massassign', { employeeIds: [], roleIds: [platformRole] })).statusCode,
    ).toBe(400);
    expect(
      (await admin.post('/api/massassign', { employeeIds: ['nope'], roleIds: [platformRole] })).statusCode,
    ).toBe(404);
    const noRole = await admin.post('/api/massassign', {
      employeeIds: [demo.employeeIds.manager],
      roleIds: ['nope'],
    });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().message).toBe('Role nope not found');
    const noUser = await admin.post('/api/massassign', {
      employeeIds: [(await admin.post('/api/Employee', { firstName: 'No', lastName: 'User' })).json().id],
      roleIds: [platformRole],
    });
    expect(noUser.statusCode).toBe(400);
    const mgr = await signIn(app, 'manager');
    const refused = await mgr.post('/api/massassign', {
      employeeIds: [demo.employeeIds.manager],
      roleIds: [platformRole],
    });
    expect(refused.statusCode).toBe(403);
    const admin2 = await signIn(app, 'admin2');
    const foreign = await admin2.post('/api/massassign', {
      employeeIds: [demo.employeeIds.manager],
      roleIds: [platformRole],
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /api/massassignemployee/assign (service spec 7)', () => {
  it('adds, replaces and removes permission sets and profiles, and sets the pay group', async () => {
    const people = await newEmployees(3, 'perm');
    const a = (await admin.post('/api/PermissionSet', { name: 'A', allLocations: true })).json().id;
    const b = (await admin.post('/api/PermissionSet', { name: 'B', allTasks: true })).json().id;
    const ids = people.map((p) => p.id);
    const add = await admin.post('/api/massassignemployee/assign', {
      employeeIds: ids,
      permissionSetIds: [a],
      payGroupId: demo.payGroupId,
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ success: true, employees: 3, chunks: 1 });
    const e0 = (await admin.get(`/api/Employee/${ids[0]}`)).json();
    expect(e0.permissionSetIds).toEqual([a]);
    expect(e0.payGroup_id).toBe(demo.payGroupId);
    await admin.post('/api/massassignemployee/assign', {
      employeeIds: ids,
      type: 'add',
      permissionSetIds: [b],
    });
    expect((await admin.get(`/api/Employee/${ids[1]}`)).json().permissionSetIds).toEqual([a, b]);
    await admin.post('/api/massassignemployee/assign', {
      employeeIds: ids,
      type: 'remove',
      permissionSetIds: [a],
    });
    expect((await admin.get(`/api/Employee/${ids[2]}`)).json().permissionSetIds).toEqual([b]);
    await admin.post('/api/massassignemployee/assign', {
      employeeIds: ids,
      type: 'replace',
      permissionSetIds: [a],
    });
    expect((await admin.get(`/api/Employee/${ids[2]}`)).json().permissionSetIds).toEqual([a]);
    const bad = await admin.post('/api/massassignemployee/assign', {
      employeeIds: ids,
      permissionSetIds: ['nope'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('permissionSetIds: nope not found');
    const badType = await admin.post('/api/massassignemployee/assign', { employeeIds: ids, type: 'merge' });
    expect(badType.statusCode).toBe(400);
  });

  it('gives the roles of profiles only while seats last (checked before writing)', async () => {
    const before = await audit();
    const free = before['system-Insight']!.quantity - before['system-Insight']!.used;
    const profile = (
      await admin.post('/api/PermissionProfile', {
        name: 'Insight crew',
        roleIds: [insightRole],
        allAssets: true,
      })
    ).json().id;
    const people = await newEmployees(free + 1, 'prof');
    const tooMany = await admin.post('/api/massassignemployee/assign', {
      employeeIds: people.map((p) => p.id),
      permissionProfileIds: [profile],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Assignment exceeds available licenses');
    expect((await admin.get(`/api/Employee/${people[0]!.id}`)).json().permissionProfileIds ?? []).toEqual([]);
    expect(await audit()).toEqual(before);
    const ok = await admin.post('/api/massassignemployee/assign', {
      employeeIds: people.slice(0, free).map((p) => p.id),
      permissionProfileIds: [profile],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().licenseAudit['system-Insight'].used).toBe(before['system-Insight']!.quantity);
    expect((await admin.get(`/api/Employee/${people[0]!.id}`)).json().roleIds).toEqual([insightRole]);
  });
});
