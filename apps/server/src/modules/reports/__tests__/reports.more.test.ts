import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { addRecord, denver } from '../../payroll/__tests__/fixtures.js';

let app: FastifyInstance;
let admin: Client;
let payroll: Client;
let employee: Client;
let deviceId: string;
const oct = { fromDate: '2026-10-04', toDate: '2026-10-10' };

/** An incomplete record (no OUT, or no IN) straight into time_record. */
async function openRecord(employeeId: string, inAt: string | null, outAt: string | null, device?: string) {
  const id = randomUUID();
  await app.platform.db.query(
    `INSERT INTO time_record (id, company_id, employee_id, location_id, device_id, "inTimeStamp", "outTimeStamp",
       "inTimeZone", "outTimeZone", source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'America/Denver', 'America/Denver', 'clock')`,
    [
      id,
      app.demo!.companyId,
      employeeId,
      app.demo!.locationIds[1],
      device ?? null,
      inAt && denver(inAt),
      outAt && denver(outAt),
    ],
  );
  return id;
}

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  payroll = await signIn(app, 'payroll');
  employee = await signIn(app, 'employee');
  const e = app.demo!.employeeIds;
  await addRecord(app, e.field1, '2026-10-05 07:00', '2026-10-05 15:30');
  await addRecord(app, e.field1, '2026-10-06 07:00', '2026-10-06 12:15');
  await addRecord(app, e.field2, '2026-10-05 09:00', '2026-10-05 12:00');
  await addRecord(app, e.field2, '2026-10-09 09:00', '2026-10-09 12:15');
  deviceId = randomUUID();
  await app.platform.db.query(
    `INSERT INTO device (id, company_id, name, phone) VALUES ($1, $2, 'Tablet 7', '555-0107')`,
    [deviceId, app.demo!.companyId],
  );
  await openRecord(e.field3, '2026-10-07 06:45', null, deviceId);
  await openRecord(e.field3, null, '2026-10-08 16:10');
}, 240_000);
afterAll(async () => {
  await app?.close();
});

const run = async (c: Client, key: string, body: unknown) => {
  const res = await c.post(`/api/report/${key}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('labor-hours-worked', () => {
  it('sums hours per employee, location and task to the minute, one section per employee', async () => {
    const body = await run(admin, 'labor-hours-worked', oct);
    expect(body.splitBy).toBe('EmployeeId');
    const e = app.demo!.employeeIds;
    const f1 = body.records.filter((r: { EmployeeId: string }) => r.EmployeeId === e.field1);
    expect(f1).toHaveLength(1);
    expect(f1[0].HoursWorked).toBe(13.75); // 8:30 + 5:15
    const f2 = body.records.filter((r: { EmployeeId: string }) => r.EmployeeId === e.field2);
    expect(f2.map((r: { HoursWorked: number }) => r.HoursWorked)).toEqual([6.25]); // 3:00 + 3:15
    const one = await run(admin, 'labor-hours-worked', {
      fromDate: '2026-10-09',
      toDate: '2026-10-09',
      employeeIds: [e.field2],
    });
    expect(one.records.map((r: { HoursWorked: number }) => r.HoursWorked)).toEqual([3.25]);
    const none = await run(admin, 'labor-hours-worked', { ...oct, isOpenTime: false });
    expect(none.records).toEqual([]);
  });
});

describe('pending-records', () => {
  it("lists records missing an IN or OUT with 'Incomplete'", async () => {
    const body = await run(payroll, 'pending-records', oct);
    const rows = body.records.filter(
      (r: { EmployeeId: string }) => r.EmployeeId === app.demo!.employeeIds.field3,
    );
    expect(rows).toHaveLength(2);
    const noOut = rows.find((r: { OutTime: string }) => r.OutTime === 'Incomplete');
    expect(noOut).toMatchObject({ Date: '2026-10-07', InTime: denver('2026-10-07 06:45') });
    const noIn = rows.find((r: { InTime: string }) => r.InTime === 'Incomplete');
    expect(noIn).toMatchObject({ Date: '2026-10-08', OutTime: denver('2026-10-08 16:10') });
    const narrow = await run(payroll, 'pending-records', { fromDate: '2026-10-08', toDate: '2026-10-08' });
    expect(
      narrow.records.filter((r: { EmployeeId: string }) => r.EmployeeId === app.demo!.employeeIds.field3),
    ).toHaveLength(1);
  });
});

describe('admin reports', () => {
  it('employee-information: lists employees by status, with the company label in the title', async () => {
    await admin.post('/api/Resource', { key: 'employee', value: 'Worker' });
    const body = await run(admin, 'employee-information', { status: ['1'] });
    expect(body.title).toBe('Worker Information');
    expect(body.fields.find((f: { name: string }) => f.name === 'Employee').label).toBe('Worker');
    const fiona = body.records.find(
      (r: { EmployeeId: string }) => r.EmployeeId === app.demo!.employeeIds.field1,
    );
    expect(fiona).toMatchObject({ Employee: 'Fiona Fields', Code: 'E006', Status: 'Active' });
    const inactive = await run(admin, 'employee-information', { status: ['2'] });
    expect(
      inactive.records.find((r: { EmployeeId: string }) => r.EmployeeId === app.demo!.employeeIds.field1),
    ).toBeUndefined();
    const only = await run(admin, 'employee-information', { employeeIds: [app.demo!.employeeIds.field2] });
    expect(only.records).toHaveLength(1);
    const list = (await admin.get(`/api/Resource?filter=${encodeURIComponent("key eq 'employee'")}`)).json();
    for (const r of list) await admin.del(`/api/Resource/${r.id}`);
  });

  it('device-information: last sync is the latest clock event from the device', async () => {
    const body = await run(admin, 'device-information', { deviceIds: [deviceId] });
    expect(body.records).toEqual([
      {
        DeviceId: deviceId,
        Device: 'Tablet 7',
        Phone: '555-0107',
        Administrator: null,
        LastSync: denver('2026-10-07 06:45'),
        Status: 'Active',
      },
    ]);
    const sorted = await run(admin, 'device-information', { sortBy: '3' });
    expect(sorted.records[0].DeviceId).toBe(deviceId);
  });

  it('user-roles: one section per employee with the roles and privileges', async () => {
    const body = await run(admin, 'user-roles', {});
    expect(body.splitBy).toBe('EmployeeId');
    const rows = body.records.filter(
      (r: { EmployeeId: string }) => r.EmployeeId === app.demo!.employeeIds.payroll,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].UserName).toBe('payroll');
    const withRole = rows.find((r: { Role: string | null }) => r.Role);
    if (withRole) expect(withRole.PrivilegeCount).toBe(withRole.Privileges.split(', ').length);
  });

  it('need their privileges', async () => {
    for (const key of [
      'employee-information',
      'device-information',
      'user-roles',
      'labor-hours-worked',
      'pending-records',
    ])
      expect((await employee.post(`/api/report/${key}`, oct)).statusCode).toBe(403);
  });
});
