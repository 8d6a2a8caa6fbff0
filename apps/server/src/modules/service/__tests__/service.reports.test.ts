import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { demoId } from '../../../seed/demo.js';

let app: FastifyInstance;
let admin: Client;
let employee: Client;
let admin2: Client;
let F1: string;
let F2: string;
const ZONE = 'America/Denver';
const RANGE = { fromDate: '2031-05-05', toDate: '2031-05-06' };
const HEAT = demoId('problem:no-heat');
const LEAK = demoId('problem:leak');

/** A ticket on 2031-05-05 (no demo ticket that far ahead), in Denver (UTC-6 in May). */
const ticket = (extra: Record<string, unknown>) => ({
  name: 'Report ticket',
  serviceStatus: 'accepted',
  location_id: app.demo!.locationIds[0],
  callTimeStamp: '2031-05-05T12:00:00.000Z',
  callTimeZone: ZONE,
  skillSetIds: [demoId('skill:0')],
  priority: 1,
  estimatedDurationMinutes: 60,
  scheduledDate: '2031-05-05',
  scheduledTimeZone: ZONE,
  jobInstructions: 'Report test',
  ...extra,
});

const run = async (c: Client, key: string, body: unknown) => {
  const res = await c.post(`/api/report/${key}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { fields: { name: string; hidden?: boolean }[]; records: Record<string, unknown>[] };
};

beforeAll(async () => {
  app = await testServer();
  F1 = app.demo!.employeeIds.field1;
  F2 = app.demo!.employeeIds.field2;
  admin = await signIn(app, 'admin');
  employee = await signIn(app, 'employee');
  admin2 = await signIn(app, 'admin2');
  const saves = [
    // F1: completed, 3 h actual (08:00-11:00 local), about no heat, called at 06:00 local.
    ticket({
      name: 'R1',
      priority: 3,
      serviceStatus: 'completed',
      employeeIds: [F1],
      serviceCategoryProblemIds: [HEAT],
      estimatedDurationMinutes: 120,
      scheduledStartTime: '08:00',
      callTimeStamp: '2031-05-05T12:00:00.000Z',
      actualStartTimeStamp: '2031-05-05T14:00:00.000Z',
      actualStartTimeZone: ZONE,
      actualEndTimeStamp: '2031-05-05T17:00:00.000Z',
      actualEndTimeZone: ZONE,
    }),
    // F1 and F2: completed, 1 h actual, about heat and leak.
    ticket({
      name: 'R2',
      priority: 2,
      serviceStatus: 'completed',
      employeeIds: [F1, F2],
      serviceCategoryProblemIds: [HEAT, LEAK],
      estimatedDurationMinutes: 60,
      scheduledStartTime: '12:00',
      callTimeStamp: '2031-05-05T15:00:00.000Z',
      actualStartTimeStamp: '2031-05-05T18:30:00.000Z',
      actualStartTimeZone: ZONE,
      actualEndTimeStamp: '2031-05-05T19:30:00.000Z',
      actualEndTimeZone: ZONE,
    }),
    // F2: accepted, not started.
    ticket({ name: 'R3', employeeIds: [F2], estimatedDurationMinutes: 30, scheduledStartTime: '15:00' }),
  ];
  for (const body of saves) {
    const res = await admin.post('/api/Ticket', body);
    expect(res.statusCode, res.body).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('service reports (time spec 3: Service)', () => {
  it('labor-analysis-problem shares each ticket among its problems', async () => {
    const r = await run(admin, 'labor-analysis-problem', RANGE);
    const heat = r.records.find((x) => x.ProblemId === HEAT);
    const leak = r.records.find((x) => x.ProblemId === LEAK);
    const none = r.records.find((x) => x.ProblemId === null);
    expect(heat).toMatchObject({
      Problem: 'No heat',
      Tickets: 2,
      Completed: 2,
      EstimatedHours: 2.5,
      ActualHours: 3.5,
    });
    expect(heat).toMatchObject({ AverageActualHours: 1.75, VarianceHours: 1 });
    expect(leak).toMatchObject({ Problem: 'Water leak', Tickets: 1, ActualHours: 0.5, EstimatedHours: 0.5 });
    expect(none).toMatchObject({ Tickets: 1, Completed: 0, EstimatedHours: 0.5 });
    expect(r.fields.find((x) => x.name === 'ProblemId')?.hidden).toBe(true);
  });

  it('technician-list and technician-call-analysis count per technician', async () => {
    const list = await run(admin, 'technician-list', { ...RANGE, employeeIds: [F1, F2] });
    const f1 = list.records.find((x) => x.EmployeeId === F1);
    const f2 = list.records.find((x) => x.EmployeeId === F2);
    expect(f1).toMatchObject({ Tickets: 2, Open: 0, Completed: 2, ScheduledHours: 3 });
    expect(f2).toMatchObject({ Tickets: 2, Open: 1, Completed: 1, ScheduledHours: 1.5 });
    const calls = await run(admin, 'technician-call-analysis', { ...RANGE, employeeIds: [F1, F2] });
    expect(calls.records.find((x) => x.EmployeeId === F1)).toMatchObject({
      Calls: 2,
      High: 1,
      Medium: 1,
      Low: 0,
      AverageResponseHours: 2.75,
      ActualHours: 4,
      CompletedPercent: 100,
    });
    expect(calls.records.find((x) => x.EmployeeId === F2)).toMatchObject({ Calls: 2, CompletedPercent: 50 });
  });

  it('without chosen employees the technician list has every active technician', async () => {
    const list = await run(admin, 'technician-list', RANGE);
    const ids = list.records.map((x) => x.EmployeeId);
    expect(ids).toEqual(expect.arrayContaining([F1, F2, app.demo!.employeeIds.field3]));
  });

  it('work-order-status lists the tickets of the range by scheduled time', async () => {
    const r = await run(admin, 'work-order-status', RANGE);
    expect(r.records.map((x) => x.Name)).toEqual(['R1', 'R2', 'R3']);
    expect(r.records[0]).toMatchObject({
      Status: 'Completed',
      Priority: 'High',
      ActualHours: 3,
      EstimatedHours: 2,
    });
    expect(r.records[2]).toMatchObject({ Status: 'Accepted', ActualHours: null });
    const byLocation = await run(admin, 'work-order-status', {
      ...RANGE,
      locationIds: [app.demo!.locationIds[1]],
    });
    expect(byLocation.records).toEqual([]);
  });

  it('exports to CSV', async () => {
    const res = await admin.post('/api/report/work-order-status/export/csv', RANGE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('R1');
    expect(res.body).toContain('Ticket #');
    const es = await admin.post('/api/report/work-order-status/export/csv', { ...RANGE, lang: 'es' });
    expect(es.statusCode, es.body).toBe(200);
    expect(es.body).toContain('N.º de ticket');
    expect(es.body).toContain('Horas reales');
  });

  it('refuses a field employee (403) and bad criteria (400)', async () => {
    expect((await employee.post('/api/report/technician-list', RANGE)).statusCode).toBe(403);
    const bad = await admin.post('/api/report/technician-list', { ...RANGE, employeeIds: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/employeeIds/);
  });

  it("another company's reports show none of these tickets", async () => {
    await app.platform.db.query(
      "INSERT INTO company_licence (company_id, module, seats) VALUES ($1, 'Service', 2) ON CONFLICT DO NOTHING",
      [app.demo!.secondCompanyId],
    );
    const res = await admin2.post('/api/report/work-order-status', RANGE);
    if (res.statusCode === 200) expect(res.json().records).toEqual([]);
    else expect(res.statusCode).toBe(403);
  });
});
