import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../../../test/helpers.js';
import { auditIdsSql, dictionary, insertCompletedShifts } from '../payroll.queries.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
}, 240_000);
afterAll(async () => {
  await app?.close();
});

type Shift = Parameters<typeof insertCompletedShifts>[2][number];
const base: Shift = {
  id: 'ins-r1-1',
  timeRecord_id: 'ins-r1',
  employee_id: 'ins-e1',
  timeBatch_id: 'ins-b1',
  location_id: 'loc-1',
  task_id: null,
  payType: 1,
  isLunchDeduction: false,
  inTimeStamp: '2026-10-12T13:07:00.000Z',
  outTimeStamp: '2026-10-12T21:07:00.000Z',
  inTimeZone: 'America/Denver',
  outTimeZone: 'America/Denver',
  totalSeconds: 28800,
  workday: '2026-10-12',
  payCode: 'REG',
  rate: 21.5,
  shift: 'day',
  payCode_id: 'pc-1',
  lunchSeconds: 0,
  wasRounded: false,
};

describe('dictionary', () => {
  it('sends repeated tuples once and numbers the rows by 1-based index', () => {
    const rows = [{ a: 'x' }, { a: 'y' }, { a: 'x' }];
    const d = dictionary(
      rows,
      (r) => r.a,
      (r) => [r.a],
    );
    expect(d.values).toEqual([['x'], ['y']]);
    expect(d.index).toEqual([1, 2, 1]);
  });
});

describe('auditIdsSql', () => {
  it('makes one UUID per row', async () => {
    const rows = await app.platform.db.query<{ id: string }>(
      `SELECT ${auditIdsSql()} AS id FROM generate_series(1, 3)`,
    );
    const ids = rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('insertCompletedShifts', () => {
  it('stores every column of every shift as given (nulls, quotes, milliseconds, repeated tuples)', async () => {
    const shifts: Shift[] = [
      base,
      {
        ...base,
        id: 'ins-r1-2',
        payType: 2,
        inTimeStamp: '2026-10-12T21:07:00.123Z',
        outTimeStamp: '2026-10-12T23:59:59.999Z',
        totalSeconds: 10379,
        payCode: 'OT "1", \\ x',
        rate: 32.25,
      },
      {
        ...base,
        id: 'ins-r1-3',
        isLunchDeduction: true,
        totalSeconds: 0,
        lunchSeconds: 1800,
        payCode: null,
        rate: null,
        shift: null,
        payCode_id: null,
      },
      {
        ...base,
        id: 'ins-r2-1',
        timeRecord_id: 'ins-r2',
        payType: 5,
        inTimeStamp: null,
        outTimeStamp: null,
        location_id: null,
        task_id: 'task-1',
        inTimeZone: 'Asia/Kolkata',
        outTimeZone: 'UTC',
        workday: '2026-10-13',
        wasRounded: true,
      },
    ];
    const companyId = app.demo!.companyId;
    await insertCompletedShifts(app.platform.db, companyId, shifts);
    const rows = await app.platform.db.query<Record<string, unknown>>(
      `SELECT id, company_id, "timeRecord_id", employee_id, "timeBatch_id", "payType", "isLunchDeduction",
              to_char("inTimeStamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS i,
              to_char("outTimeStamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS o,
              "inTimeZone", "outTimeZone", "totalSeconds", workday::text AS w, location_id, task_id, "payCode",
              rate, data, status, "wasManuallyEdited"
         FROM completed_shift WHERE id LIKE 'ins-%' ORDER BY id`,
    );
    expect(rows).toHaveLength(shifts.length);
    rows.forEach((r, n) => {
      const s = shifts[n]!;
      expect(r).toEqual({
        id: s.id,
        company_id: companyId,
        timeRecord_id: s.timeRecord_id,
        employee_id: s.employee_id,
        timeBatch_id: s.timeBatch_id,
        payType: s.payType,
        isLunchDeduction: s.isLunchDeduction,
        i: s.inTimeStamp,
        o: s.outTimeStamp,
        inTimeZone: s.inTimeZone,
        outTimeZone: s.outTimeZone,
        totalSeconds: s.totalSeconds,
        w: s.workday,
        location_id: s.location_id,
        task_id: s.task_id,
        payCode: s.payCode,
        rate: s.rate,
        data: {
          shift: s.shift,
          payCode_id: s.payCode_id,
          lunchSeconds: s.lunchSeconds,
          wasRounded: s.wasRounded,
        },
        status: 1,
        wasManuallyEdited: false,
      });
    });
  });
});
