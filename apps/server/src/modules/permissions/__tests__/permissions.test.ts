import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

type Rec = Record<string, unknown> & { id: string };
let app: FastifyInstance;
let admin: Client;
let demo: NonNullable<FastifyInstance['demo']>;
const q = encodeURIComponent;
const ids = (res: { json(): unknown }) => (res.json() as Rec[]).map((r) => r.id).sort();

// Demo ids: locationIds[0] office, [1] union, [2] union-b, [3] cherry ...; tasks [0] install ...
let office: string;
let union: string;
let cherry: string;
let install: string;
let maint: string;
let truck: string;
let van: string;
let listId: string;
let optA: string;
let optB: string;
let setId: string;

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  [office, union, , cherry] = demo.locationIds as [string, string, string, string];
  [install, maint] = demo.taskIds as [string, string];
  [truck, van] = demo.assetIds as [string, string];
  const list = await admin.post('/api/CustomList', {
    name: 'Crew Colour',
    options: [{ value: 'Red' }, { value: 'Blue' }],
  });
  expect(list.statusCode).toBe(200);
  listId = list.json().id;
  [optA, optB] = (list.json().options as Rec[]).map((o) => o.id) as [string, string];
  const set = await admin.post('/api/PermissionSet', {
    name: 'Union crew',
    locationIds: [union],
    taskIds: [install],
    assetIds: [truck],
    customListOptionIds: [optA],
  });
  expect(set.statusCode).toBe(200);
  setId = set.json().id;
  const assign = await admin.post('/api/Employee', {
    id: demo.employeeIds.employee,
    permissionSetIds: [setId],
  });
  expect(assign.statusCode).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

describe('permission sets limit what a non-administrator reads (service spec 6)', () => {
  it('limits every list and single read of Location, Task, Asset and custom-list options', async () => {
    const emp = await signIn(app, 'employee');
    expect(ids(await emp.get('/api/Location'))).toEqual([union]);
    expect(ids(await emp.get('/api/v2.1/Location?includeInactiveData=true&includeDeletedData=true'))).toEqual(
      [union],
    );
    expect(ids(await emp.get(`/api/Location?filter=${q(`id eq '${office}' or id eq '${union}'`)}`))).toEqual([
      union,
    ]);
    expect((await emp.get(`/api/Location/${office}`)).statusCode).toBe(404);
    expect((await emp.get(`/api/v2.1/Location/${office}`)).statusCode).toBe(404);
    expect((await emp.get(`/api/Location/${union}`)).statusCode).toBe(200);
    expect(ids(await emp.get('/api/Task'))).toEqual([install]);
    expect((await emp.get(`/api/Task/${maint}`)).statusCode).toBe(404);
    expect(ids(await emp.get('/api/Asset'))).toEqual([truck]);
    expect((await emp.get(`/api/Asset/${van}`)).statusCode).toBe(404);
    const lists = (await emp.get('/api/CustomList')).json() as Rec[];
    const mine = lists.find((l) => l.id === listId)!;
    expect((mine.options as Rec[]).map((o) => o.id)).toEqual([optA]);
    const one = (await emp.get(`/api/CustomList/${listId}`)).json();
    expect((one.options as Rec[]).map((o) => o.id)).toEqual([optA]);
    // CSV export of a list follows the same limits.
    const csv = await emp.get('/api/Location/exportcsv');
    if (csv.statusCode === 200) {
      expect(csv.body).toContain('Union Station Renovation');
      expect(csv.body).not.toContain('Head Office');
    }
  });

  it('does not limit administrators or employees without sets', async () => {
    expect(ids(await admin.get('/api/Location')).length).toBeGreaterThan(3);
    const mgr = await signIn(app, 'manager');
    expect(ids(await mgr.get('/api/Location'))).toContain(office);
    const lists = (await mgr.get('/api/CustomList')).json() as Rec[];
    expect((lists.find((l) => l.id === listId)!.options as Rec[]).map((o) => o.id)).toEqual([optA, optB]);
  });

  it("answers 'Not authorized to module' on Asset without any Assets privilege (pickers hide on it)", async () => {
    const dispatcherLike = await admin.post('/api/Role', {
      name: 'Only employees',
      moduleId: 'Platform',
      privileges: ['Platform:View:Employee'],
    });
    const emp = await admin.post('/api/Employee', {
      firstName: 'Nora',
      lastName: 'Noassets',
      user: { userName: 'nora.noassets', password: 'Nora-12345' },
      roleIds: [dispatcherLike.json().id],
    });
    expect(emp.statusCode).toBe(200);
    const nora = await signIn(app, 'nora.noassets', 'Nora-12345');
    const res = await nora.get('/api/Asset');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Not authorized to module' });
    // The lookup form of the read too (GET /Asset?filter=id eq ...).
    const lookup = await nora.get(`/api/Asset?filter=${encodeURIComponent(`id eq '${truck}'`)}`);
    expect(lookup.json()).toEqual({ message: 'Not authorized to module' });
    expect((await nora.get(`/api/Asset/${truck}`)).statusCode).toBe(403);
    expect((await nora.get('/api/Location')).statusCode).toBe(200);
  });

  it("answers the field employee 'Not authorized to module' for asset usage, but lists assets to clock with", async () => {
    const emp = await signIn(app, 'employee');
    const usage = await emp.get('/api/AssetUsage');
    expect(usage.statusCode).toBe(403);
    expect(usage.json()).toEqual({ message: 'Not authorized to module' });
    expect((await emp.get('/api/Asset')).statusCode).toBe(200);
  });

  it('keeps the privilege answer for a caller with the module but not the privilege', async () => {
    const role = await admin.post('/api/Role', {
      name: 'Asset notes only',
      moduleId: 'Assets',
      privileges: ['Assets:View:AssetNotes'],
    });
    expect(role.statusCode).toBe(200);
    const emp = await admin.post('/api/Employee', {
      firstName: 'Otto',
      lastName: 'Notesonly',
      user: { userName: 'otto.notesonly', password: 'Otto-12345' },
      roleIds: [role.json().id],
    });
    expect(emp.statusCode).toBe(200);
    const otto = await signIn(app, 'otto.notesonly', 'Otto-12345');
    const usage = await otto.get('/api/AssetUsage');
    expect(usage.statusCode).toBe(403);
    expect(usage.json().message).toMatch(/^Not authorized: requires Assets:View:AssetAssignmentOrUsage/);
  });

  it('refuses changes outside the sets: an editor cannot update a location it is not given', async () => {
    const role = await admin.post('/api/Role', {
      name: 'Location editor',
      moduleId: 'Platform',
      privileges: ['Platform:View:Location', 'Platform:Edit:Location'],
    });
    const emp = await admin.post('/api/Employee', {
      firstName: 'Lou',
      lastName: 'Limited',
      user: { userName: 'lou.limited', password: 'Lou-123456' },
      roleIds: [role.json().id],
      permissionSetIds: [setId],
    });
    expect(emp.statusCode).toBe(200);
    const lou = await signIn(app, 'lou.limited', 'Lou-123456');
    const outside = await lou.post('/api/Location', { id: office, name: 'Renamed' });
    expect(outside.statusCode).toBe(404);
    const del = await lou.del(`/api/Location/${office}`);
    expect(del.statusCode).toBe(404);
    expect((await admin.get(`/api/Location/${office}`)).json().name).toBe('Head Office');
    const inside = await lou.post('/api/Location', { id: union, description: 'Given to Lou' });
    expect(inside.statusCode).toBe(200);
  });

  it('answers the allowed ids, intersected over several employees', async () => {
    const wide = await admin.post('/api/PermissionSet', {
      name: 'Downtown',
      locationIds: [union, cherry],
      allTasks: true,
      assetIds: [truck, van],
    });
    // v2.0/PermissionSet is the permission set (issue 15 section 5), not the profile.
    const versioned = (await admin.get(`/api/v2.0/PermissionSet/${wide.json().id}`)).json();
    expect(versioned).toMatchObject({ id: wide.json().id, name: 'Downtown' });
    const profile = await admin.post('/api/PermissionProfile', {
      name: 'Downtown profile',
      permissionSetIds: [wide.json().id],
    });
    expect(profile.statusCode).toBe(200);
    expect((await admin.get(`/api/PermissionProfile/${profile.json().id}`)).statusCode).toBe(200);
    const f1 = await admin.post('/api/Employee', {
      id: demo.employeeIds.field1,
      permissionProfileIds: [profile.json().id],
    });
    expect(f1.statusCode).toBe(200);
    const one = await admin.get(`/api/permissions/allowed?employeeIds=${demo.employeeIds.field1}`);
    expect(one.json()).toEqual({
      locationIds: [union, cherry].sort(),
      taskIds: null,
      assetIds: [truck, van].sort(),
      formIds: [],
      customListOptionIds: [],
    });
    const both = await admin.get(
      `/api/permissions/allowed?employeeIds=${demo.employeeIds.field1},${demo.employeeIds.employee}`,
    );
    expect(both.json()).toEqual({
      locationIds: [union],
      taskIds: [install],
      assetIds: [truck],
      formIds: [],
      customListOptionIds: [],
    });
    const withAdmin = await admin.get(`/api/permissions/allowed?employeeIds=${demo.employeeIds.admin}`);
    expect(withAdmin.json().locationIds).toBeNull();
    // A limited caller never learns ids outside its own sets.
    const emp = await signIn(app, 'employee');
    const own = await emp.get('/api/permissions/allowed');
    expect(own.json().locationIds).toEqual([union]);
    const admin2 = await signIn(app, 'admin2');
    expect(
      (await admin2.get(`/api/permissions/allowed?employeeIds=${demo.employeeIds.field1}`)).statusCode,
    ).toBe(404);
  });

  it('validates sets and guards who may change them', async () => {
    const bad = await admin.post('/api/PermissionSet', { name: 'Bad', locationIds: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('locationIds: nope not found');
    const badOption = await admin.post('/api/PermissionProfile', {
      name: 'Bad option',
      customListOptionIds: [optA, 'no-such-option'],
    });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().message).toBe('customListOptionIds: no-such-option not found');
    expect(
      (await admin.post('/api/PermissionSet', { name: 'Red only', customListOptionIds: [optA] })).statusCode,
    ).toBe(200);
    const noName = await admin.post('/api/PermissionSet', { name: '' });
    expect(noName.statusCode).toBe(400);
    const mgr = await signIn(app, 'manager');
    expect((await mgr.post('/api/PermissionSet', { name: 'Mine' })).statusCode).toBe(403);
    const emp = await signIn(app, 'employee');
    expect((await emp.get('/api/PermissionSet')).statusCode).toBe(403);
    const unknown = await admin.post('/api/Employee', {
      id: demo.employeeIds.field2,
      permissionSetIds: ['nope'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('permissionSetIds: nope not found');
  });
});
