import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { level, save } from './fixtures.js';

let app: FastifyInstance;
let admin: Client;
let payroll: Client;
let employee: Client;
let manager: Client;

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  payroll = await signIn(app, 'payroll');
  employee = await signIn(app, 'employee');
  manager = await signIn(app, 'manager');
}, 240_000);
afterAll(async () => {
  await app?.close();
});

async function refused(entity: string, body: unknown, message: string) {
  const res = await admin.post(`/api/${entity}`, body);
  expect(res.statusCode, `${entity} ${JSON.stringify(body)}`).toBe(400);
  expect(res.json().message).toBe(message);
}

const shift = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
  useShift: true,
  start,
  end,
  lunch: null,
  ...extra,
});

describe('PayCodeRule', () => {
  it('validates with the spec messages and keeps codes with ids', async () => {
    await refused('PayCodeRule', { status: 1 }, 'Pay Code / Rate name is required.');
    await refused('PayCodeRule', { name: 'x', status: 9 }, 'status: Invalid input');
    await refused(
      'PayCodeRule',
      { name: 'x', status: 1, holiday: { code: 'H', rate: 'much' } },
      'holiday: rate must be a number.',
    );
    const saved = await save(admin, 'PayCodeRule', {
      name: 'Rates',
      status: 1,
      day: {
        regularTime: { code: 'REG', rate: '25.5' },
        overtimeOne: { code: 'OT', rate: 38.25 },
        overtimeTwo: null,
      },
      holiday: { code: 'HOL', rate: 25.5 },
    });
    const day = saved.day as { regularTime: { id: string; rate: number } };
    expect(day.regularTime).toMatchObject({ code: 'REG', rate: 25.5 });
    expect(day.regularTime.id).toBeTruthy();
  });
});

describe('PayPeriod', () => {
  it('validates each type with the spec messages', async () => {
    await refused('PayPeriod', { status: 1, type: 1, factor1: 0 }, 'Pay Period name is required.');
    await refused('PayPeriod', { name: 'p', status: 1 }, 'Type is required.');
    await refused('PayPeriod', { name: 'p', status: 1, type: 1 }, 'Week Start On is required.');
    await refused('PayPeriod', { name: 'p', status: 1, type: 2 }, '1st Pay Period Start Date is required.');
    await refused(
      'PayPeriod',
      { name: 'p', status: 1, type: 3, firstPayDay: 1 },
      '2nd Pay Period Start Date is required.',
    );
    await refused(
      'PayPeriod',
      { name: 'p', status: 1, type: 3, firstPayDay: 29, secondPayDay: 2 },
      '1st Pay Period Start Date is required.',
    );
    await refused(
      'PayPeriod',
      { name: 'p', status: 1, type: 4, payDay: 0 },
      'Pay Period Start Date is required.',
    );
    await refused(
      'PayPeriod',
      { name: 'p', status: 1, type: 1, weekStartsOn: 0, usesRounding: true, roundingMinutes: 7 },
      'Please supply round-time value.',
    );
  });

  it('maps the factors to their names both ways', async () => {
    const weekly = await save(admin, 'PayPeriod', { name: 'W', status: 1, type: 1, weekStartsOn: 0 });
    expect(weekly).toMatchObject({ factor1: 0, weekStartsOn: 0 });
    const bi = await save(admin, 'PayPeriod', {
      name: 'B',
      status: 1,
      type: 2,
      firstPayDate: '2026-01-04T07:00:00Z',
    });
    expect(bi).toMatchObject({
      factor1: '2026-01-04T07:00:00.000Z',
      firstPayDate: '2026-01-04T07:00:00.000Z',
    });
    const monthly = await save(admin, 'PayPeriod', { name: 'M', status: 1, type: 4, factor1: '15' });
    expect(monthly).toMatchObject({ factor1: 15, payDay: 15 });
    const renamed = await save(admin, 'PayPeriod', { id: monthly.id, name: 'Monthly 15th' });
    expect(renamed).toMatchObject({ name: 'Monthly 15th', payDay: 15, type: 4 });
  });
});

describe('PayGroup', () => {
  it('needs a name, a status and at least one rule that exists', async () => {
    await refused('PayGroup', { status: 1, overtimeRule_id: null }, 'Pay Group name is required.');
    await refused(
      'PayGroup',
      { name: 'g', status: 1 },
      'At least one is required: Shift Rule, Overtime Rule, Pay Code or Pay Period',
    );
    await refused('PayGroup', { name: 'g', status: 1, payPeriod_id: 'nope' }, 'Pay Period nope not found.');
    const other = (
      await app.platform.db.query<{ id: string }>('SELECT id FROM pay_period WHERE company_id = $1', [
        app.demo!.secondCompanyId,
      ])
    )[0]!.id;
    await refused(
      'PayGroup',
      { name: 'g', status: 1, payPeriod_id: other },
      `Pay Period ${other} not found.`,
    );
    const group = await save(admin, 'PayGroup', {
      name: 'g',
      status: 1,
      payPeriod_id: app.demo!.payPeriodId,
      defaultShift: 0,
    });
    expect(group.defaultShift).toBe(1);
  });

  it('is read with batch privileges and edited only with Platform:Edit:Modules', async () => {
    const list = await payroll.get('/api/PayGroup?includeInactiveData=true');
    expect(list.statusCode).toBe(200);
    const hourly = list.json().find((g: { id: string }) => g.id === app.demo!.payGroupId);
    expect(hourly.overtimeRule_id).toBeTruthy();
    const body = { name: 'x', status: 1, payPeriod_id: app.demo!.payPeriodId };
    // The manager has no Platform:Edit:Modules; the demo payroll clerk has (role 'Pay Rules').
    expect((await manager.post('/api/PayGroup', body)).statusCode).toBe(403);
    const edit = await payroll.post('/api/PayGroup', body);
    expect(edit.statusCode).toBe(200);
    expect((await payroll.del(`/api/PayGroup/${edit.json().id}`)).statusCode).toBe(200);
    expect((await employee.get('/api/OvertimeRule')).statusCode).toBe(403);
    expect((await employee.get('/api/ShiftRule')).statusCode).toBe(403);
  });
});

describe('OvertimeRule', () => {
  it('validates with the spec messages', async () => {
    await refused('OvertimeRule', { status: 1, overtimeOne: level({}) }, 'Overtime Rule name is required.');
    await refused(
      'OvertimeRule',
      { name: 'o', status: 1, overtimeOne: null, overtimeTwo: null },
      'Overtime 1 or Overtime 2 must be selected.',
    );
    await refused(
      'OvertimeRule',
      { name: 'o', status: 1, overtimeOne: level({ dayCutoffHours: 25 }) },
      'Use Day Cutoff must be less than or equal to 24.',
    );
    await refused(
      'OvertimeRule',
      { name: 'o', status: 1, overtimeOne: level({ weekCutoffHours: 151 }) },
      'Use Week Cutoff must be less than or equal to 150.',
    );
    await refused(
      'OvertimeRule',
      { name: 'o', status: 1, overtimeOne: level({ sixthDayCutoffHours: '' }) },
      'Use 6th Consecutive Day Cutoff must be less than or equal to 24.',
    );
    await refused(
      'OvertimeRule',
      { name: 'o', status: 1, overtimeOne: level({ mondayCutoffHours: -1 }) },
      'Use Monday Cutoff must be less than or equal to 24.',
    );
    await refused(
      'OvertimeRule',
      { name: 'o', status: 1, overtimeOne: level({ dayCutoffHours: 8, useDayType: false }) },
      'Use Day Type must be a specified when cutoff is entered.',
    );
  });

  it('stores null cutoffs as not used and gives levels ids', async () => {
    const saved = await save(admin, 'OvertimeRule', {
      name: 'Daily 10',
      status: 1,
      overtimeOne: level({ dayCutoffHours: '10' }),
      overtimeTwo: null,
    });
    expect(saved.overtimeOne).toMatchObject({ dayCutoffHours: 10, weekCutoffHours: null });
    expect((saved.overtimeOne as { id: string }).id).toBeTruthy();
    expect(saved.overtimeTwo).toBeNull();
  });
});

describe('ShiftRule', () => {
  it('validates with the spec messages', async () => {
    await refused('ShiftRule', { status: 1, day: shift('06:00:00', '14:00:00') }, 'Shift name is required.');
    await refused('ShiftRule', { name: 's', status: 1 }, 'shift is required.');
    await refused(
      'ShiftRule',
      { name: 's', status: 1, day: shift('6:00', '14:00:00') },
      'Start Time is invalid.',
    );
    await refused(
      'ShiftRule',
      { name: 's', status: 1, day: shift('06:00:00', '25:00:00') },
      'End Time is invalid.',
    );
    await refused(
      'ShiftRule',
      { name: 's', status: 1, day: shift('06:00:00', '14:00:00'), evening: shift('13:00:00', '22:00:00') },
      'Shift Times Must Not Overlap.',
    );
    await refused(
      'ShiftRule',
      { name: 's', status: 1, evening: shift('20:00:00', '02:00:00'), night: shift('23:00:00', '05:00:00') },
      'Multiple Shifts Cross Midnight. Shift Times Must Not Overlap.',
    );
    await refused(
      'ShiftRule',
      { name: 's', status: 1, day: shift('06:00:00', '14:00:00', { timeFloat: 'abc' }) },
      'Time float must be a number.',
    );
    await refused(
      'ShiftRule',
      {
        name: 's',
        status: 1,
        day: shift('06:00:00', '14:00:00', {
          lunch: { lunchState: 1, time: '18:00:00', deductionMinutes: 30, minLunchMinutes: 0 },
        }),
      },
      'Lunch start time must be within Shift.',
    );
    await refused(
      'ShiftRule',
      {
        name: 's',
        status: 1,
        day: shift('06:00:00', '14:00:00', {
          lunch: { lunchState: 3, dynamicMinutes: 0, deductionMinutes: 30, minLunchMinutes: 0 },
        }),
      },
      'Starts After is invalid.',
    );
  });

  it('saves daily children, reads them back and deletes them with the main rule', async () => {
    const saved = await save(admin, 'ShiftRule', {
      name: 'Daily',
      status: 1,
      useDailyShifts: true,
      day: shift('06:00:00', '14:00:00'),
      dailyShifts: [
        { type: 6, day: shift('08:00:00', '12:00:00') },
        { type: 0, day: shift('09:00:00', '13:00:00') },
      ],
    });
    expect(saved.visibility).toBe(1);
    const kids = saved.dailyShifts as { id: string; type: number; parentId: string }[];
    expect(kids.map((k) => k.type)).toEqual([0, 6]);
    expect(kids.every((k) => k.parentId === saved.id)).toBe(true);
    const badChild = await admin.post('/api/ShiftRule', {
      id: saved.id,
      dailyShifts: [{ type: 1, day: shift('08:00:00', '7:00') }],
    });
    expect(badChild.statusCode).toBe(400);
    expect(badChild.json().message).toBe('End Time is invalid.');
    const mains = (await admin.get('/api/ShiftRule?filter=parentId eq null')).json();
    expect(mains.map((m: { id: string }) => m.id)).toContain(saved.id);
    expect(mains.map((m: { id: string }) => m.id)).not.toContain(kids[0]!.id);
    const del = await admin.del(`/api/ShiftRule/${saved.id}`);
    expect(del.statusCode).toBe(200);
    const left = await app.platform.db.query<{ status: number }>(
      `SELECT status FROM shift_rule WHERE "parentId" = $1`,
      [saved.id],
    );
    expect(left.map((r) => Number(r.status))).toEqual([3, 3]);
  });
});

describe('TimeBatch and CompletedShift', () => {
  it('refuses direct batch edits and shifts of unknown batches', async () => {
    const res = await admin.post('/api/TimeBatch', { batchId: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Time\/Close/);
    const shift = await admin.post('/api/CompletedShift', { timeBatch_id: 'nope', payType: 1 });
    expect(shift.statusCode).toBe(400);
    expect(shift.json().message).toBe('Time batch nope not found.');
    const many = await admin.del(
      '/api/CompletedShift',
      Array.from({ length: 151 }, (_, i) => `x${i}`),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/At most 150/);
  });
});
