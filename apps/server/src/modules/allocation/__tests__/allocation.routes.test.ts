import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

let app: FastifyInstance;
let admin: Client;
let manager: Client;
let employee: Client;
let F1: string;
let F2: string;
let L: string;
let L2: string;
let T: string;
let T2: string;
const UNITS_TASK = 'test-alloc-units-task';
const Z = 'America/Denver';

beforeAll(async () => {
  app = await testServer();
  const demo = app.demo!;
  F1 = demo.employeeIds.field1;
  F2 = demo.employeeIds.field2;
  [L, L2] = demo.locationIds as [string, string];
  [T, T2] = demo.taskIds as [string, string];
  await app.platform.db.query(
    `INSERT INTO task (id, company_id, name, data) VALUES ($1, $2, 'Counting', '{"productivityUnitTracking":"tracksUnits"}'::jsonb)`,
    [UNITS_TASK, demo.companyId],
  );
  admin = await signIn(app, 'admin');
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
});
afterAll(async () => {
  await app?.close();
});

let day = 0;
/** Two records (F1, F2) 08:00-16:00 Denver (15:00-23:00Z) on a fresh day of 2025, at location L, task T. */
async function twoRecords(over: Record<string, unknown>[] = [{}, {}]) {
  day += 1;
  const date = new Date(Date.UTC(2025, 0, 1) + day * 86400_000).toISOString().slice(0, 10);
  const base = (employee_id: string) => ({
    employee_id,
    location_id: L,
    task_id: T,
    inTimeStamp: `${date}T15:00:00.000Z`,
    outTimeStamp: `${date}T23:00:00.000Z`,
    inTimeZone: Z,
    outTimeZone: Z,
  });
  const res = await admin.post('/api/Time', [
    { ...base(F1), ...over[0] },
    { ...base(F2), ...over[1] },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return { date, records: res.json() as Record<string, unknown>[] };
}
const originals = (records: Record<string, unknown>[]) =>
  records.map((r) => ({ id: r.id, inTimeStamp: r.inTimeStamp, outTimeStamp: r.outTimeStamp }));
const segment = (date: string, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  inTimeStamp: `${date}T${from}:00.000Z`,
  outTimeStamp: `${date}T${to}:00.000Z`,
  inTimeZone: Z,
  outTimeZone: Z,
  ...extra,
});

describe('POST /api/TimeAllocation', () => {
  it('splits the records per segment, marks them allocator and audits every change', async () => {
    const { date, records } = await twoRecords();
    const res = await admin.post('/api/TimeAllocation', {
      originalRecords: originals(records),
      allocatedRecords: [segment(date, '15:00', '19:30'), segment(date, '19:30', '23:00', { task_id: T2 })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Record<string, unknown>[];
    expect(saved).toHaveLength(4);
    expect(saved.every((r) => r.source === 'allocator')).toBe(true);
    const ids = records.map((r) => r.id);
    const kept = saved.filter((r) => ids.includes(r.id));
    expect(kept.map((r) => [r.employee_id, r.outTimeStamp, r.task_id])).toEqual([
      [F1, `${date}T19:30:00.000Z`, T],
      [F2, `${date}T19:30:00.000Z`, T],
    ]);
    const added = saved.filter((r) => !ids.includes(r.id));
    expect(
      added.map((r) => [r.employee_id, r.inTimeStamp, r.outTimeStamp, r.task_id, r.totalSeconds]),
    ).toEqual([
      [F1, `${date}T19:30:00.000Z`, `${date}T23:00:00.000Z`, T2, 12600],
      [F2, `${date}T19:30:00.000Z`, `${date}T23:00:00.000Z`, T2, 12600],
    ]);
    const list = await admin.get(
      `/api/Time?from=${date}T00:00:00Z&to=${date}T23:59:59Z&filter=${encodeURIComponent(`employee_id eq '${F1}'`)}`,
    );
    expect((list.json() as unknown[]).length).toBe(2);
    const audit = await app.platform.db.query<{ action: string; time_id: string }>(
      'SELECT action, time_id FROM time_audit WHERE time_id = ANY($1::text[]) ORDER BY at',
      [saved.map((r) => r.id)],
    );
    expect(
      audit
        .filter((a) => a.action === 'update')
        .map((a) => a.time_id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(audit.filter((a) => a.action === 'create')).toHaveLength(4); // 2 by POST /Time, 2 by the split
  });

  it('divides segment units by the employees of the segment, to the cent', async () => {
    const { date, records } = await twoRecords();
    const res = await admin.post('/api/TimeAllocation', {
      originalRecords: originals(records),
      allocatedRecords: [
        segment(date, '15:00', '16:00', { task_id: UNITS_TASK, units: 10 }),
        segment(date, '16:00', '23:00', { task_id: UNITS_TASK, units: 0.01 }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as { units: number; inTimeStamp: string }[];
    expect(saved.map((r) => r.units)).toEqual([5, 5, 0.01, 0]);
  });

  it('refuses units on a task that does not track them', async () => {
    const { date, records } = await twoRecords();
    const res = await admin.post('/api/TimeAllocation', {
      originalRecords: originals(records),
      allocatedRecords: [segment(date, '15:00', '23:00', { units: 3 })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Units can be entered only for a task that tracks productivity units.');
  });

  it.each([
    [
      'different locations',
      [{}, { location_id: 'L2' }],
      'All Time Entries must have the same Location to create Time Allocation segments.',
    ],
    [
      'different zones',
      [{}, { inTimeZone: 'America/Chicago', outTimeZone: 'America/Chicago' }],
      'Inconsistent Time Zones',
    ],
    [
      'an incomplete record',
      [{}, { outTimeStamp: null, outTimeZone: null }],
      'Time Records with incomplete time entries cannot be allocated.',
    ],
    [
      'a span over 24 hours',
      [{}, { inTimeStamp: '2024-06-01T15:00:00.000Z', outTimeStamp: '2024-06-01T23:00:00.000Z' }],
      'Time Records to allocate must lie within 24 hours.',
    ],
  ])('refuses a selection with %s (spec message)', async (_name, over, message) => {
    const fixed = over.map((o) => ('location_id' in o ? { location_id: L2 } : o));
    const { date, records } = await twoRecords(fixed);
    const res = await admin.post('/api/TimeAllocation', {
      originalRecords: originals(records),
      allocatedRecords: [segment(date, '15:00', '23:00')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses batched records', async () => {
    const { date, records } = await twoRecords();
    await app.platform.db.query('UPDATE time_record SET "timeBatch_id" = $1 WHERE id = $2', [
      'some-batch',
      records[0]!.id,
    ]);
    const res = await admin.post('/api/TimeAllocation', {
      originalRecords: originals(records),
      allocatedRecords: [segment(date, '15:00', '23:00')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Batched Time Records cannot be allocated.');
  });

  it.each([
    [
      'a gap',
      (d: string) => [segment(d, '15:00', '18:00'), segment(d, '18:01', '23:00')],
      'Segments must follow each other',
    ],
    [
      'unallocated time',
      (d: string) => [segment(d, '15:00', '22:00')],
      'The last segment must end at the latest Out',
    ],
    [
      'no zone',
      (d: string) => [segment(d, '15:00', '23:00', { outTimeZone: null })],
      'Segment In and Out Time Zones are required.',
    ],
    [
      'out before in',
      (d: string) => [segment(d, '15:00', '15:00'), segment(d, '15:00', '23:00')],
      'Out Time must be later than In Time.',
    ],
    ['no segment', () => [], 'Add at least one segment to allocate.'],
    [
      'an unknown task',
      (d: string) => [segment(d, '15:00', '23:00', { task_id: 'no-such-task' })],
      'Task no-such-task not found.',
    ],
  ])('refuses segments with %s', async (_name, segments, message) => {
    const { date, records } = await twoRecords();
    const res = await admin.post('/api/TimeAllocation', {
      originalRecords: originals(records),
      allocatedRecords: segments(date),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 409 when a record changed since it was loaded, and 404 for an unknown one', async () => {
    const { date, records } = await twoRecords();
    const stale = originals(records).map((o, i) =>
      i === 0 ? { ...o, outTimeStamp: `${date}T22:00:00.000Z` } : o,
    );
    const res = await admin.post('/api/TimeAllocation', {
      originalRecords: stale,
      allocatedRecords: [segment(date, '15:00', '23:00')],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Time Records changed since they were loaded. Reload them and allocate again.',
    );
    const missing = await admin.post('/api/TimeAllocation', {
      originalRecords: [{ id: 'no-such-record', inTimeStamp: null, outTimeStamp: null }],
      allocatedRecords: [segment(date, '15:00', '23:00')],
    });
    expect(missing.statusCode).toBe(404);
    const twice = await admin.post('/api/TimeAllocation', {
      originalRecords: [...originals(records), originals(records)[0]],
      allocatedRecords: [segment(date, '15:00', '23:00')],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('runs two allocations of the same records one after the other: the second answers 409', async () => {
    const { date, records } = await twoRecords();
    const body = {
      originalRecords: originals(records),
      allocatedRecords: [segment(date, '15:00', '18:00'), segment(date, '18:00', '23:00')],
    };
    const answers = await Promise.all([
      admin.post('/api/TimeAllocation', body),
      admin.post('/api/TimeAllocation', body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await app.platform.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM time_record WHERE status = 1 AND "inTimeStamp" >= $1::timestamptz AND "inTimeStamp" < $2::timestamptz`,
      [`${date}T00:00:00Z`, `${date}T23:59:59Z`],
    );
    expect(rows[0]?.n).toBe(4);
  });

  it("refuses a task outside an employee's permission sets", async () => {
    const set = await admin.post('/api/PermissionSet', { name: 'Only task T', taskIds: [T] });
    expect(set.statusCode, set.body).toBe(200);
    const limited = await admin.post('/api/Employee', { id: F2, permissionSetIds: [set.json().id] });
    expect(limited.statusCode, limited.body).toBe(200);
    try {
      const { date, records } = await twoRecords();
      const res = await admin.post('/api/TimeAllocation', {
        originalRecords: originals(records),
        allocatedRecords: [
          segment(date, '15:00', '20:00', { task_id: T }),
          segment(date, '20:00', '23:00', { task_id: T2 }),
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Task ${T2} is not permitted for employee ${F2}.`);
      const ok = await admin.post('/api/TimeAllocation', {
        originalRecords: originals(records),
        allocatedRecords: [segment(date, '15:00', '20:00', { task_id: T }), segment(date, '20:00', '23:00')],
      });
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      await admin.post('/api/Employee', { id: F2, permissionSetIds: [] });
    }
  });

  it('sets segment custom fields over the records own, with the custom-field edit privilege', async () => {
    const { date, records } = await twoRecords([{ customFields: { crew: 'A', note: 'x' } }, {}]);
    const body = {
      originalRecords: originals(records),
      allocatedRecords: [
        segment(date, '15:00', '19:00', { customFields: { crew: 'B' } }),
        segment(date, '19:00', '23:00'),
      ],
    };
    // customFieldOthers/edit is Time:Edit:OthersTimeCustomField, which the demo manager lacks.
    const refused = await manager.post('/api/TimeAllocation', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Time:Edit:OthersTimeCustomField');
    const res = await admin.post('/api/TimeAllocation', body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as { employee_id: string; inTimeStamp: string; customFields: unknown }[];
    const f1 = saved.filter((r) => r.employee_id === F1).map((r) => r.customFields);
    expect(f1).toEqual([
      { crew: 'B', note: 'x' },
      { crew: 'A', note: 'x' },
    ]);
    expect(saved.find((r) => r.employee_id === F2)?.customFields).toEqual({ crew: 'B' });
  });

  it('refuses an allocation that would write more than 2000 records', async () => {
    const base = Date.UTC(2024, 2, 4, 15);
    const made = await admin.post(
      '/api/Time',
      Array.from({ length: 11 }, (_, i) => ({
        employee_id: i % 2 ? F1 : F2,
        location_id: L,
        inTimeStamp: new Date(base).toISOString(),
        outTimeStamp: new Date(base + 200 * 60_000).toISOString(),
        inTimeZone: Z,
        outTimeZone: Z,
      })),
    );
    expect(made.statusCode, made.body).toBe(200);
    const minute = (m: number) => new Date(base + m * 60_000).toISOString();
    const res = await admin.post('/api/TimeAllocation', {
      originalRecords: originals(made.json()),
      allocatedRecords: Array.from({ length: 200 }, (_, i) => ({
        inTimeStamp: minute(i),
        outTimeStamp: minute(i === 199 ? 200 : i + 1),
        inTimeZone: Z,
        outTimeZone: Z,
      })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'An allocation can write at most 2000 time records; use fewer segments or records.',
    );
  });

  it('answers 400 naming the problem for a malformed body', async () => {
    const res = await admin.post('/api/TimeAllocation', { originalRecords: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/originalRecords|allocatedRecords/);
  });

  it('needs Time:Execute:AllocateRecords and the edit privileges of the records', async () => {
    const { date, records } = await twoRecords();
    const body = { originalRecords: originals(records), allocatedRecords: [segment(date, '15:00', '23:00')] };
    const refused = await employee.post('/api/TimeAllocation', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Time:Execute:AllocateRecords');
    // The manager may allocate others' time (time, task, location) but not set units (OthersTimeMisc).
    const units = await manager.post('/api/TimeAllocation', {
      ...body,
      allocatedRecords: [segment(date, '15:00', '23:00', { task_id: UNITS_TASK, units: 2 })],
    });
    expect(units.statusCode).toBe(403);
    expect(units.json().message).toContain('Time:Edit:OthersTimeMisc');
    const ok = await manager.post('/api/TimeAllocation', {
      ...body,
      allocatedRecords: [segment(date, '15:00', '17:00'), segment(date, '17:00', '23:00', { task_id: T2 })],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as unknown[]).length).toBe(4);
  });
});
