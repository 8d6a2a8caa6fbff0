import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

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

const newAsset = async (c: Client, extra: Record<string, unknown> = {}) => {
  const res = await c.post('/api/Asset', {
    name: `Asset ${Math.random().toString(36).slice(2, 8)}`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: string };
};

describe('Asset record (time spec 3, 4, 5 Assets)', () => {
  it('saves the full record: condition, lookups, dates, custom fields, year parsed to an integer', async () => {
    const vendor = (await manager.post('/api/Vendor', { name: 'Rent Co' })).json();
    const division = (await admin.post('/api/Division', { name: 'East' })).json();
    const department = (await admin.post('/api/Department', { name: 'Roads' })).json();
    const a = await newAsset(manager, {
      code: 'X-1',
      condition: 2,
      vendor_id: vendor.id,
      division_id: division.id,
      department_id: department.id,
      year: '2021',
      purchasedDate: '2021-02-03',
      warrantyExpirationDate: '2024-02-03',
      lastServiceDate: '2026-10-01',
      nextServiceDate: '2027-01-01',
      rentedDate: '2026-11-01',
      returnDate: '',
      extIdLocked: true,
    });
    expect(a).toMatchObject({
      condition: 2,
      year: 2021,
      vendor_id: vendor.id,
      rented: true,
      returnDate: null,
    });
    const got = (await manager.get(`/api/Asset/${a.id}`)).json();
    expect(got).toMatchObject({
      division_id: division.id,
      department_id: department.id,
      purchasedDate: '2021-02-03',
    });
  });

  it('refuses unknown fields and bad values with a clear 400', async () => {
    const unknown = await manager.post('/api/Asset', { name: 'A', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/colour/);
    const cond = await manager.post('/api/Asset', { name: 'A', condition: 5 });
    expect(cond.statusCode).toBe(400);
    expect(cond.json().message).toBe('condition: condition must be 1, 2, 3 or 4');
    const year = await manager.post('/api/Asset', { name: 'A', year: 'abc' });
    expect(year.statusCode).toBe(400);
    expect(year.json().message).toMatch(/^year: /);
    const date = await manager.post('/api/Asset', { name: 'A', purchasedDate: '03/04/2021' });
    expect(date.statusCode).toBe(400);
    const name = await manager.post('/api/Asset', { name: '' });
    expect(name.json().message).toBe('name: Name is required.');
    const vendor = await manager.post('/api/Asset', { name: 'A', vendor_id: 'nope' });
    expect(vendor.statusCode).toBe(400);
    expect(vendor.json().message).toBe('vendor_id: Vendor nope not found');
  });

  it('mileage: higher values add an entry, equal adds none, lower is refused and nothing saved', async () => {
    const a = await newAsset(manager, { currentMileage: 100, entryTimeZone: 'America/Denver' });
    expect(a.currentMileage).toBe(100);
    expect(a.mileages).toHaveLength(1);
    expect((a.mileages as { updatedBy_id: string }[])[0]!.updatedBy_id).toBe(demo.employeeIds.manager);
    const up = (await manager.post('/api/Asset', { id: a.id, currentMileage: 150 })).json();
    expect(up.mileages.map((m: { mileage: number }) => m.mileage)).toEqual([100, 150]);
    const same = (await manager.post('/api/Asset', { id: a.id, currentMileage: 150 })).json();
    expect(same.mileages).toHaveLength(2);
    const low = await manager.post('/api/Asset', { id: a.id, currentMileage: 120, name: 'Renamed' });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Mileage should be greater than previous mileage.');
    const after = (await manager.get(`/api/Asset/${a.id}`)).json();
    expect(after.currentMileage).toBe(150);
    expect(after.name).not.toBe('Renamed');
    // The history is the server's: a client list is ignored.
    const forged = (await manager.post('/api/Asset', { id: a.id, mileages: [] })).json();
    expect(forged.mileages).toHaveLength(2);
  });

  it('notes: dated and authored, only type Asset kept; hidden from and not editable by a field employee', async () => {
    const a = await newAsset(manager, {
      notes: [
        { id: 'n-1', type: 'Asset', text: 'Brakes checked', isNew: true },
        { id: 'n-2', type: 'AssetUsage', text: 'not here' },
      ],
    });
    const notes = a.notes as { id: string; date: string; author_id: string }[];
    expect(notes.map((n) => n.id)).toEqual(['n-1']);
    expect(notes[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(notes[0]!.author_id).toBe(demo.employeeIds.manager);
    const seen = await employee.get(`/api/Asset/${a.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().notes).toBeUndefined();
    const edit = await employee.post('/api/Asset', { id: a.id, name: 'Mine now' });
    expect(edit.statusCode).toBe(403);
  });

  it('a deleted image clears image_id; a parent cannot be the asset itself', async () => {
    const a = await newAsset(manager, { image_id: 'missing-file' });
    expect(a.image_id).toBeNull();
    const self = await manager.post('/api/Asset', { id: a.id, parent_id: a.id });
    expect(self.statusCode).toBe(400);
    const child = await newAsset(manager, { parent_id: a.id });
    const loop = await manager.post('/api/Asset', { id: a.id, parent_id: child.id });
    expect(loop.json().message).toBe('parent_id: an asset cannot be its own parent or ancestor');
  });

  it('an asset save that changes the assignee writes a reassign assignment record', async () => {
    const a = await newAsset(manager);
    const saved = (
      await manager.post('/api/Asset', { id: a.id, assignee_id: demo.employeeIds.field1 })
    ).json();
    expect(saved.assignee_id).toBe(demo.employeeIds.field1);
    await manager.post('/api/Asset', { id: a.id, assignee_id: demo.employeeIds.field2 });
    const hist = (
      await manager.get(`/api/AssetAssignment?filter=${encodeURIComponent(`asset_id eq '${a.id}'`)}`)
    ).json() as { assignee_id: string; previousAssignee_id: string | null; isReassign: boolean }[];
    expect(hist).toHaveLength(2);
    expect(hist[0]).toMatchObject({
      assignee_id: demo.employeeIds.field2,
      previousAssignee_id: demo.employeeIds.field1,
      isReassign: true,
    });
  });
});

describe('Assignments (time spec 2 Assignment, 4, 5)', () => {
  it("assigning nothing is refused: 'Please select at least one asset.'", async () => {
    const res = await manager.post('/api/assets/assign', {
      assetIds: [],
      assignee_id: demo.employeeIds.field1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select at least one asset.');
    const bad = await manager.post('/api/assets/assign', { assetIds: ['x'], extra: 1 });
    expect(bad.statusCode).toBe(400);
    const missing = await manager.post('/api/assets/assign', { assetIds: ['nope'] });
    expect(missing.json().message).toBe('assetIds: nope not found');
  });

  it('assigns two assets, reassigns one as a new record and leaves the old one unchanged', async () => {
    const a1 = await newAsset(manager);
    const a2 = await newAsset(manager);
    const res = await manager.post('/api/assets/assign', {
      assetIds: [a1.id, a2.id],
      assignee_id: demo.employeeIds.field1,
      location_id: demo.locationIds[0],
      dueDate: '2020-01-01',
      notes: 'Careful',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Asset(s) Assigned');
    const [first] = res.json().assignments as { id: string; asset_id: string }[];
    const rows = (await manager.get('/api/assets/assignments')).json() as {
      asset_id: string;
      tags: string[];
      assignment: { assignee_id: string } | null;
    }[];
    const row = rows.find((r) => r.asset_id === a1.id)!;
    expect(row.assignment!.assignee_id).toBe(demo.employeeIds.field1);
    expect(row.tags).toEqual(['owned', 'notes', 'due']);
    expect(rows.some((r) => r.assignment === null)).toBe(true); // unassigned rows
    const re = await manager.post('/api/assets/assignment', {
      id: first!.id,
      assignee_id: demo.employeeIds.field2,
    });
    expect(re.json().reassigned).toBe(true);
    const old = (await manager.get(`/api/AssetAssignment/${first!.id}`)).json();
    expect(old.assignee_id).toBe(demo.employeeIds.field1);
    const hist = (
      await manager.get(
        `/api/AssetAssignment?filter=${encodeURIComponent(`asset_id eq '${first!.asset_id}'`)}`,
      )
    ).json();
    expect(hist).toHaveLength(2);
    // Only the notes and dates change in place.
    const same = await manager.post('/api/assets/assignment', {
      id: re.json().assignment.id,
      notes: 'Now fine',
    });
    expect(same.json()).toMatchObject({ reassigned: false, assignment: { notes: 'Now fine' } });
    // The entity API never alters the assignee of an old record.
    const direct = await manager.post('/api/AssetAssignment', {
      id: first!.id,
      assignee_id: demo.employeeIds.field3,
    });
    expect(direct.statusCode).toBe(400);
  });

  it('a field employee can neither list nor assign', async () => {
    expect((await employee.get('/api/assets/assignments')).statusCode).toBe(403);
    expect((await employee.post('/api/assets/assign', { assetIds: [demo.assetIds[0]] })).statusCode).toBe(
      403,
    );
    expect((await employee.get('/api/AssetUsage')).statusCode).toBe(403);
  });
});

describe('Usage (time spec 3 AssetUsage)', () => {
  it('computes hours from the span and refuses an end before the start', async () => {
    const ok = await manager.post('/api/AssetUsage', {
      asset_id: demo.assetIds[0],
      location_id: demo.locationIds[0],
      employee_id: demo.employeeIds.field1,
      startTimeStamp: '2026-11-20T08:00:00.000Z',
      endTimeStamp: '2026-11-20T11:30:00.000Z',
      actualMiles: 42,
      notes: 'Site A',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ actualHours: 3.5, actualMiles: 42 });
    const bad = await manager.post('/api/AssetUsage', {
      asset_id: demo.assetIds[0],
      startTimeStamp: '2026-11-20T08:00:00.000Z',
      endTimeStamp: '2026-11-20T07:00:00.000Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('endTimeStamp: End time must be later than start time.');
  });
  it('the demo company has 40 assets with assignments and usage', async () => {
    const assets = (await admin.get('/api/Asset')).json();
    expect(assets.length).toBeGreaterThanOrEqual(40);
    expect((await admin.get('/api/AssetUsage')).json().length).toBeGreaterThan(50);
  });
});
