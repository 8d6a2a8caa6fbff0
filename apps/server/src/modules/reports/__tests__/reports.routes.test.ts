import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { upload } from '../../files/__tests__/upload-helpers.js';
import { addRecord, denver, processedFieldWeek } from '../../payroll/__tests__/fixtures.js';

let app: FastifyInstance;
let admin: Client;
let payroll: Client;
let employee: Client;
let batch: Record<string, unknown> & { id: string; totals: Record<string, number> };
const week = { fromDate: '2026-10-04', toDate: '2026-10-10' };
const batchesOnly = { isOpenTime: false, isOpenBatches: true, isClosedBatches: true };

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  payroll = await signIn(app, 'payroll');
  employee = await signIn(app, 'employee');
  const e = app.demo!.employeeIds;
  const id = await processedFieldWeek(app, admin, payroll);
  batch = (await payroll.get(`/api/TimeBatch/${id}`)).json();
  // Still open: 3 h on Monday for field2 (open time).
  await addRecord(app, e.field2, '2026-10-05 09:00', '2026-10-05 12:00');
}, 240_000);
afterAll(async () => {
  await app?.close();
});

const post = (c: Client, key: string, body: unknown) => c.post(`/api/report/${key}`, body);
const rowOf = (records: { EmployeeId: string }[], id: string) => records.find((r) => r.EmployeeId === id);

describe('payroll-summary', () => {
  it('equals the batch totals', async () => {
    const res = await post(payroll, 'payroll-summary', { ...week, ...batchesOnly });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['Employee', 'RegularTime', 'Overtime', 'DoubleTime', 'TotalTime']),
    );
    expect(body.fields[0]).toEqual({
      name: 'EmployeeId',
      type: 'string',
      label: 'Employee Id',
      hidden: true,
    });
    const row = rowOf(body.records, app.demo!.employeeIds.field1);
    expect(row).toMatchObject({
      Employee: 'Fiona Fields',
      RegularTime: batch.totals.regular,
      Overtime: batch.totals.overTime1,
      DoubleTime: batch.totals.overTime2,
      TotalTime: batch.totals.total,
    });
    expect(row).toMatchObject({ RegularTime: 40, Overtime: 12.37, DoubleTime: 0.5, TotalTime: 52.87 });
    expect(rowOf(body.records, app.demo!.employeeIds.field2)).toBeUndefined();
    expect(body.dateRange).toEqual({ from: '2026-10-04T06:00:00.000Z', to: '2026-10-11T05:59:59.999Z' });
  });

  it('shows open time by default and batches only when asked', async () => {
    const body = (await post(payroll, 'payroll-summary', week)).json();
    expect(rowOf(body.records, app.demo!.employeeIds.field2)).toMatchObject({ RegularTime: 3, TotalTime: 3 });
    expect(rowOf(body.records, app.demo!.employeeIds.field1)).toBeUndefined();
  });

  it('date-filters only regular, overtime and double-time rows', async () => {
    const vac = await payroll.post('/api/CompletedShift', {
      timeBatch_id: batch.id,
      payType: 6,
      totalSeconds: 8 * 3600,
    });
    expect(vac.statusCode).toBe(200);
    const monday = { fromDate: '10/05/2026', toDate: '2026-10-05' };
    const row = rowOf(
      (await post(payroll, 'payroll-summary', { ...monday, ...batchesOnly })).json().records,
      app.demo!.employeeIds.field1,
    );
    expect(row).toMatchObject({ RegularTime: 8, Overtime: 4, DoubleTime: 0.5, Vacation: 8, TotalTime: 20.5 });
    await payroll.del('/api/CompletedShift', [vac.json().id]);
  });

  it('drops criteria the report does not use and groups only by its fields', async () => {
    const dropped = (
      await post(payroll, 'payroll-summary', { ...week, ...batchesOnly, status: ['2'], deviceIds: ['x'] })
    ).json();
    expect(rowOf(dropped.records, app.demo!.employeeIds.field1)).toBeTruthy();
    const bad = await post(payroll, 'payroll-summary', { ...week, groupBy: 'Nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Field not found');
    const badGrouping = await post(payroll, 'payroll-summary', { ...week, grouping: { by: 'Nope' } });
    expect(badGrouping.json().message).toBe('Field not found');
    expect((await post(payroll, 'payroll-summary', { ...week, groupBy: 'Employee' })).statusCode).toBe(200);
    const badDate = await post(payroll, 'payroll-summary', { fromDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe("fromDate is not a valid date: '2026-02-30'.");
  });

  it("filters by the employee's division and department", async () => {
    const e = app.demo!.employeeIds;
    const saved = await admin.post('/api/Employee', {
      id: e.field1,
      division_id: 'div-a',
      department_id: 'dep-a',
    });
    expect(saved.statusCode).toBe(200);
    const run = async (extra: Record<string, unknown>) =>
      rowOf(
        (await post(payroll, 'payroll-summary', { ...week, ...batchesOnly, ...extra })).json().records,
        e.field1,
      );
    expect(await run({ divisionIds: ['div-a'] })).toMatchObject({ TotalTime: 52.87 });
    expect(await run({ divisionIds: ['div-b'] })).toBeUndefined();
    expect(await run({ departmentIds: ['dep-a'], divisionIds: ['div-a'] })).toMatchObject({
      TotalTime: 52.87,
    });
    expect(await run({ departmentIds: ['dep-b'] })).toBeUndefined();
  });

  it('answers GET with the criteria in the query, and the name', async () => {
    const e = app.demo!.employeeIds;
    const res = await payroll.get(
      `/api/report/payroll-summary?fromDate=2026-10-04&toDate=2026-10-10&isOpenTime=false&isOpenBatches=true&employeeIds=${e.field1},${e.field2}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Payroll Summary');
    expect(res.json().records).toHaveLength(1);
    const json = await payroll.get(
      `/api/report/payroll-summary?criteria=${encodeURIComponent(JSON.stringify({ ...week, ...batchesOnly }))}`,
    );
    expect(rowOf(json.json().records, e.field1)).toMatchObject({ TotalTime: 52.87 });
  });
});

describe('payroll-detail and employee-time-card', () => {
  it('requires From Date for payroll-detail', async () => {
    const res = await post(payroll, 'payroll-detail', { toDate: '2026-10-10' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('From Date is required.');
  });

  it('lists completed shifts whose hours add up to the batch totals', async () => {
    const body = (await post(payroll, 'payroll-detail', { ...week, ...batchesOnly })).json();
    const rows = body.records.filter(
      (r: { EmployeeId: string }) => r.EmployeeId === app.demo!.employeeIds.field1,
    );
    const sum = (k: string) => rows.reduce((s: number, r: Record<string, number>) => s + r[k]!, 0);
    expect(Math.round(sum('RegularTime') * 100) / 100).toBe(40);
    expect(Math.round(sum('TotalTime') * 100) / 100).toBe(52.87);
    expect(rows[0]).toMatchObject({
      Date: '2026-10-05',
      PayType: 'Regular',
      Paytype: 1,
      BatchId: batch.batchId,
    });
    expect(rows[0].InTime).toBe(denver('2026-10-05 07:00'));
  });

  it('sums a record per row on the time card', async () => {
    const body = (
      await post(payroll, 'employee-time-card', { ...week, ...batchesOnly, includeNotes: true })
    ).json();
    const rows = body.records.filter(
      (r: { EmployeeId: string }) => r.EmployeeId === app.demo!.employeeIds.field1,
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({
      Date: '2026-10-05',
      RegularTime: 8,
      Overtime: 4,
      DoubleTime: 0.5,
      TotalTime: 12.5,
      InTime: denver('2026-10-05 07:00'),
      OutTime: denver('2026-10-05 19:30'),
      Notes: null,
    });
  });
});

describe('paging (pageSize, page)', () => {
  const everything = { ...week, isOpenTime: true, isOpenBatches: true, isClosedBatches: true };
  const of = (records: { EmployeeId: string }[], id: string) => records.filter((r) => r.EmployeeId === id);
  // Fiona Fields: the processed week (40 + 12.37 + 0.5 = 52.87 h); Gabriel Garcia: 3 h open time.
  const totals = {
    RegularTime: 43,
    Overtime: 12.37,
    DoubleTime: 0.5,
    Holiday: 0,
    Sick: 0,
    Vacation: 0,
    TotalTime: 55.87,
  };

  for (const key of ['payroll-detail', 'employee-time-card']) {
    it(`pages ${key} by whole employees, with totals over every page`, async () => {
      const e = app.demo!.employeeIds;
      const full = (await post(payroll, key, everything)).json();
      expect(full.paging).toBeNull();
      expect(full.totals).toBeNull();
      const fiona = of(full.records, e.field1);
      const gabriel = of(full.records, e.field2);
      expect(gabriel).toHaveLength(1);
      expect(fiona.length + gabriel.length).toBe(full.records.length);

      const first = (await post(payroll, key, { ...everything, pageSize: 1 })).json();
      expect(first.paging).toEqual({
        page: 1,
        pageSize: 1,
        pages: 2,
        items: 2,
        rows: full.records.length,
        by: 'employee',
      });
      expect(first.records).toEqual(fiona);
      expect(first.totals).toEqual(totals);
      const second = (await post(payroll, key, { ...everything, page: 2, pageSize: 1 })).json();
      expect(second.records).toEqual(gabriel);
      expect(second.totals).toEqual(totals);
      // Both on one page: the rows of the unpaged run, in its order.
      const one = (await post(payroll, key, { ...everything, pageSize: 10 })).json();
      expect(one.records).toEqual(full.records);
      expect(one.paging).toMatchObject({ pages: 1, items: 2 });
      // Past the last page: no rows, the same counts.
      const past = (await post(payroll, key, { ...everything, page: 3, pageSize: 1 })).json();
      expect(past.records).toEqual([]);
      expect(past.paging).toMatchObject({ page: 3, pages: 2, items: 2, rows: full.records.length });
      // Filters apply before paging: one employee asked for is one page.
      const only = (await post(payroll, key, { ...everything, employeeIds: [e.field2], pageSize: 1 })).json();
      expect(only.records).toEqual(gabriel);
      expect(only.paging).toMatchObject({ pages: 1, items: 1, rows: 1 });
      expect(only.totals).toMatchObject({ RegularTime: 3, TotalTime: 3 });
    });
  }

  it('pages the other reports by row; GET takes paging in the query', async () => {
    const full = (await post(payroll, 'payroll-summary', everything)).json();
    expect(full.records).toHaveLength(2);
    const res = await payroll.get(
      '/api/report/payroll-summary?fromDate=2026-10-04&toDate=2026-10-10&isOpenBatches=true&isClosedBatches=true&page=2&pageSize=1',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.records).toEqual([full.records[1]]);
    expect(body.paging).toEqual({ page: 2, pageSize: 1, pages: 2, items: 2, rows: 2, by: 'row' });
    expect(body.totals).toEqual(totals);
  });

  it('refuses a bad page or page size, naming it', async () => {
    for (const [bad, message] of [
      [{ pageSize: 0 }, 'pageSize: must be a whole number from 1 to 1000.'],
      [{ pageSize: 1001 }, 'pageSize: must be a whole number from 1 to 1000.'],
      [{ pageSize: 10, page: 'x' }, 'page: must be a whole number from 1 to 1000000.'],
      [{ pageSize: 10, page: 1.5 }, 'page: must be a whole number from 1 to 1000000.'],
      [{ pageSize: 10, page: 0 }, 'page: must be a whole number from 1 to 1000000.'],
      [{ pageSize: [5] }, 'pageSize: must be a whole number from 1 to 1000.'],
    ] as const) {
      const res = await post(payroll, 'payroll-detail', { ...everything, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('a field employee may not page a payroll report; exports ignore paging', async () => {
    expect((await post(employee, 'payroll-detail', { ...everything, pageSize: 1 })).statusCode).toBe(403);
    expect((await post(employee, 'employee-time-card', { ...everything, pageSize: 1 })).statusCode).toBe(403);
    const csv = await payroll.post('/api/report/payroll-detail/export/csv', { ...everything, pageSize: 1 });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Fiona Fields');
    expect(csv.body).toContain('Gabriel Garcia');
  });
});

describe('time-audit-log and privileges', () => {
  it('needs the report privilege', async () => {
    expect((await post(payroll, 'time-audit-log', week)).statusCode).toBe(403);
    expect((await post(employee, 'payroll-summary', week)).statusCode).toBe(403);
    expect((await employee.get('/api/report/payroll-detail?fromDate=2026-10-04')).statusCode).toBe(403);
    expect((await post(admin, 'no-such-report', week)).statusCode).toBe(404);
  });

  it('lists the batching steps', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await post(admin, 'time-audit-log', {
      fromDate: '2026-01-01',
      toDate: `${Number(today.slice(0, 4)) + 1}-12-31`,
      employeeIds: [app.demo!.employeeIds.field1],
    });
    expect(res.statusCode).toBe(200);
    const actions = res.json().records.map((r: { Action: string }) => r.Action);
    expect(actions.filter((a: string) => a === 'Batched')).toHaveLength(6);
    expect(actions.filter((a: string) => a === 'Processed')).toHaveLength(6);
    expect(res.json().records[0]).toMatchObject({ User: 'payroll', Employee: 'Fiona Fields' });
  });

  it('says whose time and which dates a sign-off row covers (issue 19)', async () => {
    const rec = await addRecord(app, app.demo!.employeeIds.field1, '2026-10-20 07:00', '2026-10-20 15:00');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const sig = await upload(app, admin, { name: 'signature.png', content: png, type: 'image/png' });
    const signed = await admin.post('/api/time/signoff', {
      type: 'officeOne',
      signature_id: sig.json().id,
      timeIds: [rec],
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const res = await post(admin, 'time-audit-log', {
      fromDate: '2026-01-01',
      toDate: `${new Date().getUTCFullYear() + 1}-12-31`,
      employeeIds: [app.demo!.employeeIds.field1],
    });
    const row = res
      .json()
      .records.find((r: { TimeId: string; Action: string }) => r.TimeId === rec && r.Action === 'Signed off');
    expect(row).toMatchObject({
      Employee: 'Fiona Fields',
      InTime: denver('2026-10-20 07:00'),
      OutTime: denver('2026-10-20 15:00'),
    });
    // 'Include signatures' puts the record's sign-offs on the time card.
    const card = await post(admin, 'employee-time-card', {
      fromDate: '2026-10-18',
      toDate: '2026-10-24',
      employeeIds: [app.demo!.employeeIds.field1],
      isOpenTime: true,
      includeSignatures: true,
    });
    expect(card.statusCode, card.body).toBe(200);
    const line = card.json().records.find((r: { TimeId: string }) => r.TimeId === rec);
    expect(line.Signatures).toEqual([
      { type: 'officeOne', name: expect.any(String), at: expect.any(String), fileId: sig.json().id },
    ]);
    const plain = await post(admin, 'employee-time-card', {
      fromDate: '2026-10-18',
      toDate: '2026-10-24',
      employeeIds: [app.demo!.employeeIds.field1],
      isOpenTime: true,
    });
    expect(plain.json().records.find((r: { TimeId: string }) => r.TimeId === rec)).not.toHaveProperty(
      'Signatures',
    );
  });
});
