import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { addRecord } from '../../payroll/__tests__/fixtures.js';

/** Custom reports (issue 11): definitions enforced on the server, preview, save, run as a report. */

let app: FastifyInstance;
let admin: Client;
let manager: Client;
let employee: Client;
let demo: NonNullable<FastifyInstance['demo']>;
const site = randomUUID();

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
  await app.platform.db.query(
    `INSERT INTO location (id, company_id, name) VALUES ($1, $2, 'ZZ Custom Site')`,
    [site, demo.companyId],
  );
  const at = async (emp: string, from: string, to: string, task: string, units: number) => {
    const id = await addRecord(app, emp, from, to);
    await app.platform.db.query(
      'UPDATE time_record SET location_id = $2, task_id = $3, units = $4 WHERE id = $1',
      [id, site, task, units],
    );
  };
  await at(demo.employeeIds.field1, '2026-10-05 07:00', '2026-10-05 15:30', demo.taskIds[0]!, 10);
  await at(demo.employeeIds.field2, '2026-10-05 08:00', '2026-10-05 12:00', demo.taskIds[0]!, 5);
  await at(demo.employeeIds.field1, '2026-10-06 07:00', '2026-10-06 09:00', demo.taskIds[1]!, 1);
}, 240_000);
afterAll(async () => {
  await app?.close();
});

const hoursByEmployee = {
  name: 'Hours by employee at the custom site',
  entity: 'time',
  columns: ['Employee', 'Hours'],
  filters: [{ column: 'Location', op: 'eq', value: 'zz custom site' }],
  groupBy: 'Employee',
  aggregates: [
    { column: 'Hours', fn: 'sum' },
    { column: 'Units', fn: 'max' },
  ],
};
const week = { fromDate: '2026-10-04', toDate: '2026-10-10' };

describe('custom reports', () => {
  it('preview groups and aggregates on the server', async () => {
    const res = await manager.post('/api/insight/custom-report/preview', {
      definition: hoursByEmployee,
      ...week,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.fields.map((f: { name: string }) => f.name)).toEqual([
      'Employee',
      'Count',
      'SumOfHours',
      'MaxOfUnits',
    ]);
    expect(body.records.map((r: Record<string, unknown>) => [r.Count, r.SumOfHours, r.MaxOfUnits])).toEqual(
      expect.arrayContaining([
        [2, 10.5, 10],
        [1, 4, 5],
      ]),
    );
    const rows = await manager.post('/api/insight/custom-report/preview', {
      definition: {
        ...hoursByEmployee,
        columns: ['Task', 'Date', 'Hours'],
        groupBy: null,
        aggregates: [],
        filters: [...hoursByEmployee.filters, { column: 'Hours', op: 'gte', value: 4 }],
      },
      ...week,
    });
    expect(rows.json().records.map((r: { Date: string; Hours: number }) => [r.Date, r.Hours])).toEqual(
      expect.arrayContaining([
        ['2026-10-05', 8.5],
        ['2026-10-05', 4],
      ]),
    );
    expect(rows.json().records).toHaveLength(2);
  });

  it('bad definitions get the rule message and nothing is saved', async () => {
    const bad = async (patch: object, message: string) => {
      const res = await admin.post('/api/insight/custom-report', { ...hoursByEmployee, ...patch });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad({ columns: ['Employee', 'Salary'] }, "Column 'Salary' is not a column of time.");
    await bad({ name: '  ' }, 'Report name is required.');
    await bad({ groupBy: 'Task' }, "Group by 'Task': the column must be selected.");
    await bad(
      { aggregates: [{ column: 'Employee', fn: 'sum' }] },
      "Aggregate on 'Employee': only number and hours columns can be summed or averaged.",
    );
    await bad(
      { filters: [{ column: 'Hours', op: 'gt', value: 'lots' }] },
      "Filter on 'Hours' needs a number.",
    );
    await bad({ entity: 'payroll' }, 'entity: entity must be time, assets, tickets or forms');
    await bad({ sql: 'DROP TABLE x' }, 'sql: unknown field');
    const list = await manager.get('/api/insight/custom-report');
    expect(list.json()).toEqual([]);
    // The demo manager views custom reports (Insight Viewer role) but may not save them.
    expect((await manager.post('/api/insight/custom-report', hoursByEmployee)).statusCode).toBe(403);
  });

  it('save, list, run from the report framework (and export), update, delete', async () => {
    const saved = await admin.post('/api/insight/custom-report', hoursByEmployee);
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().id;
    expect((await manager.get('/api/insight/custom-report')).json().map((r: { id: string }) => r.id)).toEqual(
      [id],
    );
    const run = await manager.post('/api/report/custom-report', { customReportId: id, ...week });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().records).toHaveLength(2);
    const csv = await manager.post('/api/report/custom-report/export/csv', { customReportId: id, ...week });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Sum of Hours');
    const noId = await manager.post('/api/report/custom-report', week);
    expect(noId.statusCode).toBe(400);
    const upd = await admin.post('/api/insight/custom-report', { ...hoursByEmployee, id, name: 'Renamed' });
    expect(upd.json().name).toBe('Renamed');
    expect((await manager.del(`/api/insight/custom-report/${id}`)).statusCode).toBe(403);
    expect((await admin.del(`/api/insight/custom-report/${id}`)).statusCode).toBe(200);
    const gone = await manager.post('/api/report/custom-report', { customReportId: id, ...week });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Custom report not found.');
  });

  it('assets, tickets and forms entities run', async () => {
    for (const [entity, columns] of [
      ['assets', ['Rented', 'CurrentMileage']],
      ['tickets', ['ServiceStatus', 'EstimatedHours']],
      ['forms', ['Form', 'SubmissionStatus']],
    ] as const) {
      const res = await admin.post('/api/insight/custom-report/preview', {
        definition: { name: entity, entity, columns, filters: [], groupBy: columns[0], aggregates: [] },
      });
      expect(res.statusCode, `${entity}: ${res.body}`).toBe(200);
    }
    const assets = await admin.post('/api/insight/custom-report/preview', {
      definition: {
        name: 'a',
        entity: 'assets',
        columns: ['Rented', 'CurrentMileage'],
        filters: [{ column: 'Asset', op: 'contains', value: 'truck' }],
        groupBy: 'Rented',
        aggregates: [{ column: 'CurrentMileage', fn: 'average' }],
      },
    });
    expect(assets.json().records.length).toBeGreaterThan(0);
  });

  it('a field employee may neither preview, save nor run; another company cannot run ours', async () => {
    expect(
      (await employee.post('/api/insight/custom-report/preview', { definition: hoursByEmployee })).statusCode,
    ).toBe(403);
    expect((await employee.post('/api/insight/custom-report', hoursByEmployee)).statusCode).toBe(403);
    expect((await employee.get('/api/insight/custom-report')).statusCode).toBe(403);
    const saved = (await admin.post('/api/insight/custom-report', hoursByEmployee)).json();
    expect((await employee.post('/api/report/custom-report', { customReportId: saved.id })).statusCode).toBe(
      403,
    );
    const admin2 = await signIn(app, 'admin2');
    const other = await admin2.post('/api/report/custom-report', { customReportId: saved.id });
    expect([403, 404]).toContain(other.statusCode);
  });
});
