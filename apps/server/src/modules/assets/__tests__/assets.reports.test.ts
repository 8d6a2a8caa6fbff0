import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { addRecord, denver } from '../../payroll/__tests__/fixtures.js';

/** Figure tests of the asset reports (time spec 3 "Report catalogue by key"), on fixed records. */

let app: FastifyInstance;
let admin: Client;
let employee: Client;
let demo: NonNullable<FastifyInstance['demo']>;
const truck = randomUUID();
const drill = randomUUID();
const idle = randomUUID();
let vendorId: string;

const insert = (sql: string, values: unknown[]) => app.platform.db.query(sql, values);

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  employee = await signIn(app, 'employee');
  const C = demo.companyId;
  vendorId = randomUUID();
  await insert('INSERT INTO vendor (id, company_id, name) VALUES ($1, $2, $3)', [vendorId, C, 'Rent Co']);
  await insert(
    `INSERT INTO asset (id, company_id, name, code, condition, vendor_id, status, data) VALUES
       ($1, $4, 'ZZ Report Truck', 'RT-1', 1, NULL, 1, $5::jsonb),
       ($2, $4, 'ZZ Report Drill', 'RD-1', 2, $6, 1, '{"year": 2020}'::jsonb),
       ($3, $4, 'ZZ Idle Saw', 'RS-1', 1, NULL, 2, '{}'::jsonb)`,
    [
      truck,
      drill,
      idle,
      C,
      JSON.stringify({
        year: 2019,
        currentMileage: 15250,
        purchasedDate: '2019-03-15',
        nextServiceDate: '2026-12-01',
      }),
      vendorId,
    ],
  );
  const assign = (asset: string, who: string | null, loc: string | null, at: string, data: object) =>
    insert(
      `INSERT INTO asset_assignment (id, company_id, asset_id, assignee_id, location_id, "assignedTimeStamp", data)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [randomUUID(), C, asset, who, loc, denver(at), JSON.stringify(data)],
    );
  // The truck: first to field1 at location 0, then reassigned to field2 at location 1 (two records).
  await assign(truck, demo.employeeIds.field1, demo.locationIds[0]!, '2026-10-05 08:00', {
    dueDate: '2026-10-09',
    assignor_id: demo.employeeIds.manager,
  });
  await assign(truck, demo.employeeIds.field2, demo.locationIds[1]!, '2026-10-07 09:30', {
    dueDate: '2026-10-20',
    isReassign: true,
    previousAssignee_id: demo.employeeIds.field1,
    previousLocation_id: demo.locationIds[0],
    assignor_id: demo.employeeIds.manager,
    notes: 'Swap crews',
  });
  await assign(drill, demo.employeeIds.field2, null, '2026-10-06 07:00', {});
  const use = (asset: string, start: string, end: string | null, data: object) =>
    insert(
      `INSERT INTO asset_usage (id, company_id, asset_id, employee_id, location_id, "startTimeStamp", "endTimeStamp", data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [
        randomUUID(),
        C,
        asset,
        demo.employeeIds.field1,
        demo.locationIds[0],
        denver(start),
        end && denver(end),
        JSON.stringify(data),
      ],
    );
  await use(truck, '2026-10-05 08:00', '2026-10-05 12:30', { actualMiles: 42 }); // 4.5 h from the times
  await use(truck, '2026-10-06 08:00', '2026-10-06 10:00', {
    actualHours: 3,
    actualMiles: 18,
    notes: 'Gravel run',
  });
  await use(truck, '2026-10-12 08:00', '2026-10-12 09:00', {}); // after the week
  // Time with assets: 8.5 h with the truck and the drill, 2 h with the truck.
  const t1 = await addRecord(app, demo.employeeIds.field1, '2026-10-05 07:00', '2026-10-05 15:30');
  const t2 = await addRecord(app, demo.employeeIds.field1, '2026-10-06 07:00', '2026-10-06 09:00');
  await addRecord(app, demo.employeeIds.field1, '2026-10-06 10:00', '2026-10-06 11:00'); // no asset
  await insert(`UPDATE time_record SET "assetIds" = $2::jsonb WHERE id = $1`, [
    t1,
    JSON.stringify([truck, drill]),
  ]);
  await insert(`UPDATE time_record SET "assetIds" = $2::jsonb WHERE id = $1`, [t2, JSON.stringify([truck])]);
}, 240_000);
afterAll(async () => {
  await app?.close();
});

const run = async (key: string, body: unknown) => {
  const res = await admin.post(`/api/report/${key}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const week = { fromDate: '2026-10-04', toDate: '2026-10-10' };

describe('asset reports', () => {
  it('asset-information: record fields, current assignment and status filter', async () => {
    const body = await run('asset-information', { assetIds: [truck, drill, idle] });
    expect(body.records.map((r: { Asset: string }) => r.Asset)).toEqual([
      'ZZ Idle Saw',
      'ZZ Report Drill',
      'ZZ Report Truck',
    ]);
    const t = body.records.find((r: { AssetId: string }) => r.AssetId === truck);
    expect(t).toMatchObject({
      AssetCode: 'RT-1',
      Status: 'Active',
      Rented: 'Owned',
      Year: 2019,
      CurrentMileage: 15250,
      PurchasedDate: '2019-03-15',
      'Due Date': '2026-10-20',
      Location: expect.any(String),
      'Assigned To': expect.any(String),
    });
    expect(body.records.find((r: { AssetId: string }) => r.AssetId === drill)).toMatchObject({
      Vendor: 'Rent Co',
      Rented: 'Rented',
      Condition: 2,
    });
    const active = await run('asset-information', { assetIds: [truck, drill, idle], status: ['1'] });
    expect(active.records).toHaveLength(2);
    const bad = await admin.post('/api/report/asset-information', { status: ['7'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("status: must be 1 (active) or 2 (inactive): '7'");
    expect(body.fields.find((x: { name: string }) => x.name === 'CurrentMileage').label).toBe(
      'Current Miles',
    );
  });

  it('asset-usage: hours from actualHours or the times, miles summed, From Date required', async () => {
    const body = await run('asset-usage', { ...week, assetIds: [truck] });
    expect(body.splitBy).toBe('AssetId');
    expect(body.records.map((r: { Hours: number; Miles: number | null }) => [r.Hours, r.Miles])).toEqual([
      [4.5, 42],
      [3, 18],
    ]);
    expect(body.records[1].Notes).toBe('Gravel run');
    expect(body.fields.find((x: { name: string }) => x.name === 'Miles').aggregate).toBe('sum');
    const missing = await admin.post('/api/report/asset-usage', { assetIds: [truck] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('From Date is required.');
  });

  it('asset-assignment-history: both records of a reassignment, oldest first', async () => {
    const body = await run('asset-assignment-history', { ...week, assetIds: [truck] });
    expect(body.records).toHaveLength(2);
    expect(body.records.map((r: { Reassign: string }) => r.Reassign)).toEqual(['No', 'Yes']);
    expect(body.records[0]['Due Date']).toBe('2026-10-09');
    expect(body.records[1]).toMatchObject({ 'Due Date': '2026-10-20', Notes: 'Swap crews' });
    expect(body.records[1].PreviousAssignee).toBe(body.records[0]['Assigned To']);
    expect(body.records[1].PreviousLocation).toBe(body.records[0].Location);
    expect(body.records[0].AssignedBy).toBeTruthy();
    const before = await run('asset-assignment-history', {
      fromDate: '2026-10-01',
      toDate: '2026-10-06',
      assetIds: [truck],
    });
    expect(before.records).toHaveLength(1);
  });

  it('employee-assigned-assets and location-assigned-assets: the current assignment only', async () => {
    const byEmployee = await run('employee-assigned-assets', { assetIds: [truck, drill] });
    expect(byEmployee.splitBy).toBe('EmployeeId');
    expect(
      byEmployee.records.map((r: { EmployeeId: string; AssetId: string }) => [r.EmployeeId, r.AssetId]),
    ).toEqual(
      expect.arrayContaining([
        [demo.employeeIds.field2, truck],
        [demo.employeeIds.field2, drill],
      ]),
    );
    expect(byEmployee.records).toHaveLength(2);
    const field1 = await run('employee-assigned-assets', {
      employeeIds: [demo.employeeIds.field1],
      assetIds: [truck],
    });
    expect(field1.records).toEqual([]);
    const byLocation = await run('location-assigned-assets', { assetIds: [truck, drill] });
    expect(byLocation.records).toEqual([
      expect.objectContaining({ LocationId: demo.locationIds[1], AssetId: truck, 'Due Date': '2026-10-20' }),
    ]);
  });

  it('employee-asset-time: hours per employee and asset from the time records carrying the asset', async () => {
    const body = await run('employee-asset-time', { ...week, assetIds: [truck, drill] });
    expect(
      body.records.map((r: { AssetId: string; 'Hours Worked': number; Records: number }) => [
        r.AssetId,
        r['Hours Worked'],
        r.Records,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [truck, 10.5, 2],
        [drill, 8.5, 1],
      ]),
    );
    expect(body.records).toHaveLength(2);
    expect(body.records[0]).toMatchObject({ EmployeeId: demo.employeeIds.field1, FirstDate: '2026-10-05' });
    const missing = await admin.post('/api/report/employee-asset-time', { assetIds: [truck] });
    expect(missing.json().message).toBe('From Date is required.');
  });

  it('the reports hub lists them; exports work; a field employee may not run them', async () => {
    const list = await admin.get('/api/report');
    const keys = list.json().map((r: { key: string }) => r.key);
    for (const k of [
      'asset-information',
      'asset-usage',
      'asset-assignment-history',
      'employee-assigned-assets',
      'employee-asset-time',
      'location-assigned-assets',
    ]) {
      expect(keys).toContain(k);
      expect((await employee.post(`/api/report/${k}`, week)).statusCode).toBe(403);
    }
    const csv = await admin.post('/api/report/asset-usage/export/csv', { ...week, assetIds: [truck] });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Gravel run');
    const es = await admin.post('/api/report/asset-usage/export/csv', {
      ...week,
      assetIds: [truck],
      lang: 'es',
    });
    expect(es.statusCode).toBe(200);
    expect(es.body).toContain('Distancia');
  });

  it('tenancy: the second company administrator sees none of these assets, usage or time', async () => {
    const admin2 = await signIn(app, 'admin2');
    for (const k of ['asset-information', 'asset-usage', 'employee-asset-time', 'asset-assignment-history']) {
      const res = await admin2.post(`/api/report/${k}`, { ...week, assetIds: [truck, drill] });
      // Their company has no asset licence (403) or, with one, none of these records.
      if (res.statusCode === 200) expect(res.json().records).toEqual([]);
      else expect(res.statusCode, res.body).toBe(403);
    }
  });
});
