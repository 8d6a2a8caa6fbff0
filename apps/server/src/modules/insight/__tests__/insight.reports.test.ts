import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { addRecord, denver } from '../../payroll/__tests__/fixtures.js';
import { openMeteoWeather, setWeatherAdapter } from '../index.js';

/** Figure tests of the insight reports (time spec 3 "Report catalogue by key"), on fixed records. */

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/open-meteo-current.json', import.meta.url), 'utf8'),
);

let app: FastifyInstance;
let admin: Client;
let employee: Client;
let demo: NonNullable<FastifyInstance['demo']>;
const site = randomUUID();
const photo = randomUUID();
let taskA: string;
let taskB: string;

const sql = (text: string, values: unknown[]) => app.platform.db.query(text, values);

/** A closed record at the test site with a task and units; returns its id. */
async function work(employeeId: string, from: string, to: string, task: string | null, units: number | null) {
  const id = await addRecord(app, employeeId, from, to);
  await sql('UPDATE time_record SET location_id = $2, task_id = $3, units = $4 WHERE id = $1', [
    id,
    site,
    task,
    units,
  ]);
  return id;
}

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  employee = await signIn(app, 'employee');
  const C = demo.companyId;
  [taskA, taskB] = demo.taskIds as [string, string];
  const budget = [
    { id: randomUUID(), task_id: taskA, budgetHours: 20, budgetUnits: null, estimatedCompletePercentage: 50 },
    {
      id: randomUUID(),
      task_id: taskB,
      budgetHours: 10,
      budgetUnits: 100,
      estimatedCompleteDate: '2026-11-30',
    },
  ];
  await sql(
    `INSERT INTO location (id, company_id, name, code, lat, lon, data) VALUES ($1, $2, 'ZZ Report Site', 'ZRS', 39.7, -105.0, $3::jsonb)`,
    [site, C, JSON.stringify({ budget })],
  );
  await sql(
    `INSERT INTO file (id, company_id, "fileName", "mimeType", "mediaType", size) VALUES ($1, $2, 'in.jpg', 'image/jpeg', 'image', 10)`,
    [photo, C],
  );
  const f1 = demo.employeeIds.field1;
  const f2 = demo.employeeIds.field2;
  const t1 = await work(f1, '2026-10-05 07:00', '2026-10-05 15:30', taskA, null); // 8.5 h
  await work(f2, '2026-10-05 08:00', '2026-10-05 12:00', taskB, 30); // 4 h, 30 units
  await work(f1, '2026-10-06 07:00', '2026-10-06 09:00', taskB, 10); // 2 h, 10 units
  await work(f1, '2026-10-20 07:00', '2026-10-20 08:00', taskA, null); // after the To Date
  await sql(`UPDATE time_record SET data = data || $2::jsonb WHERE id = $1`, [
    t1,
    JSON.stringify({ inPhoto_id: photo }),
  ]);
  const note = (text: string, at: string) =>
    sql(
      `INSERT INTO time_note (id, company_id, time_id, author_id, note, "noteTimeStamp") VALUES ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), C, t1, demo.employeeIds.manager, text, denver(at)],
    );
  await note('Poured footings', '2026-10-05 12:00');
  await note('Rain after 3 pm', '2026-10-05 15:00');
}, 240_000);
afterAll(async () => {
  setWeatherAdapter(null);
  await app?.close();
});

const run = async (key: string, body: unknown) => {
  const res = await admin.post(`/api/report/${key}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const week = { fromDate: '2026-10-04', toDate: '2026-10-10', locationIds: [site] };

describe('insight reports', () => {
  it('field-notes: the notes of the shifts in the range, in order', async () => {
    const body = await run('field-notes', week);
    expect(body.records.map((r: { Note: string; Date: string }) => [r.Date, r.Note])).toEqual([
      ['2026-10-05', 'Poured footings'],
      ['2026-10-05', 'Rain after 3 pm'],
    ]);
    expect(body.records[0].Author).toBeTruthy();
    const none = await run('field-notes', { ...week, fromDate: '2026-10-06' });
    expect(none.records).toEqual([]);
    const missing = await admin.post('/api/report/field-notes', { locationIds: [site] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('From Date is required.');
  });

  it('location-daily-log: employees, hours, units, photos and notes per day', async () => {
    const body = await run('location-daily-log', week);
    expect(body.splitBy).toBe('LocationId');
    expect(body.records).toEqual([
      expect.objectContaining({
        Date: '2026-10-05',
        Employees: 2,
        HoursWorked: 12.5,
        Units: 30,
        Photos: 1,
        Notes: 'Poured footings | Rain after 3 pm',
      }),
      expect.objectContaining({
        Date: '2026-10-06',
        Employees: 1,
        HoursWorked: 2,
        Units: 10,
        Photos: 0,
        Notes: null,
      }),
    ]);
  });

  it('location-photos: the clock photos taken at the location in the range', async () => {
    const body = await run('location-photos', week);
    expect(body.records).toEqual([
      expect.objectContaining({ Kind: 'Clock In', FileId: photo, FileName: 'in.jpg', Date: '2026-10-05' }),
    ]);
    const later = await run('location-photos', { ...week, fromDate: '2026-10-06' });
    expect(later.records).toEqual([]);
  });

  it('location-task-budget: completed hours and units per budget line up to the To Date', async () => {
    const body = await run('location-task-budget', { toDate: '2026-10-10', locationIds: [site] });
    const byTask = new Map(body.records.map((r: { Task: string }) => [r.Task, r]));
    expect(body.records).toHaveLength(2);
    const a = body.records.find((r: { CompleteHours: number }) => r.CompleteHours === 8.5);
    expect(a).toMatchObject({ BudgetHours: 20, CompleteHoursPercentage: 42.5, RemainingInBudgetHours: 11.5 });
    const b = body.records.find((r: { BudgetUnits: number }) => r.BudgetUnits === 100);
    // 6 h, 40 units of 100: 40 %, 6.7 units per hour, 60 units left = 9 h at that pace.
    expect(b).toMatchObject({
      CompleteHours: 6,
      CompleteUnits: 40,
      CompletePercentage: 40,
      CurrentPaceUnitsPerHour: 6.7,
      CurrentPaceHoursLeft: 9,
      TrendingHoursUnderOrOver: -5,
      EstimatedCompleteDate: '2026-11-30',
    });
    expect(byTask.size).toBe(2);
    const all = await run('location-task-budget', { locationIds: [site] });
    expect(all.records.find((r: { BudgetHours: number }) => r.BudgetHours === 20).CompleteHours).toBe(9.5);
    const onlyB = await run('location-task-budget', { locationIds: [site], taskIds: [taskB] });
    expect(onlyB.records).toHaveLength(1);
  });

  it('location-weather: not configured is a clear 400; the recorded response fills the rows', async () => {
    setWeatherAdapter(null);
    const off = await admin.post('/api/report/location-weather', { locationIds: [site] });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('Weather is not configured.');
    setWeatherAdapter(
      openMeteoWeather('https://api.open-meteo.com/v1/forecast', async () => ({
        ok: true,
        json: async () => recorded,
      })),
    );
    const body = await run('location-weather', { locationIds: [site] });
    expect(body.records).toEqual([
      expect.objectContaining({
        Location: 'ZZ Report Site',
        Temperature: 41.3,
        Conditions: 'Thunderstorm',
        Severity: 'danger',
      }),
    ]);
    setWeatherAdapter(null);
  });

  it('a field employee may not run them; the second company sees none of this site', async () => {
    for (const k of [
      'field-notes',
      'location-daily-log',
      'location-photos',
      'location-weather',
      'location-task-budget',
    ])
      expect((await employee.post(`/api/report/${k}`, week)).statusCode).toBe(403);
    const admin2 = await signIn(app, 'admin2');
    const res = await admin2.post('/api/report/location-daily-log', week);
    if (res.statusCode === 200) expect(res.json().records).toEqual([]);
    else expect(res.statusCode, res.body).toBe(403);
  });
});
