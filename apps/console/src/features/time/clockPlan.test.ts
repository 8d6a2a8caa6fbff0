import { CLOCK_MESSAGES, type TimeRecord } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import { type ClockInput, planClockIn, planClockOut } from './clockPlan.js';

const now = '2026-03-02T16:00:00.000Z';
const base: ClockInput = {
  employees: [{ id: 'e1', firstName: 'Ana', lastName: 'Ruiz' }],
  location_id: 'l1',
  task_id: null,
  assetIds: [],
  timeZone: 'America/Denver',
  now,
  recent: [],
};
const open = (over: Partial<TimeRecord> = {}): TimeRecord => ({
  id: 't1',
  employee_id: 'e1',
  location_id: 'l1',
  inTimeStamp: '2026-03-02T08:00:00.000Z',
  outTimeStamp: null,
  inTimeZone: 'America/Denver',
  ...over,
});

describe('planClockIn', () => {
  it('builds one clock record per employee at the server time, without GPS', () => {
    const plan = planClockIn({ ...base, employees: [{ id: 'e1' }, { id: 'e2' }], assetIds: ['a1'] });
    expect('records' in plan && plan.records).toEqual([
      expect.objectContaining({
        employee_id: 'e1',
        location_id: 'l1',
        task_id: null,
        assetIds: ['a1'],
        inTimeStamp: now,
        inTimeZone: 'America/Denver',
        inLat: -1000,
        inLon: -1000,
        source: 'clock',
      }),
      expect.objectContaining({ employee_id: 'e2' }),
    ]);
  });

  it("refuses without a location: 'Please select a location.'", () => {
    const plan = planClockIn({ ...base, location_id: null });
    expect('refusal' in plan && plan.refusal.error.message).toBe(CLOCK_MESSAGES.locationRequired);
    expect(CLOCK_MESSAGES.locationRequired).toBe('Please select a location.');
  });

  it('refuses without employees', () => {
    const plan = planClockIn({ ...base, employees: [] });
    expect('refusal' in plan && plan.refusal.error.code).toBe('EMPLOYEE_REQUIRED');
  });

  it("needs a task when an employee has permission sets: 'Task Required' / 'Please select task.'", () => {
    const plan = planClockIn({ ...base, employees: [{ id: 'e1', permissionSetIds: ['p1'] }] });
    expect('refusal' in plan && plan.refusal.error).toMatchObject({
      message: 'Please select task.',
      title: 'Task Required',
    });
    expect(
      'records' in
        planClockIn({ ...base, task_id: 't1', employees: [{ id: 'e1', permissionSetIds: ['p1'] }] }),
    ).toBe(true);
  });

  it('blocks an IN when the employee clocked IN within the last hour, naming the employee', () => {
    const plan = planClockIn({ ...base, recent: [open({ inTimeStamp: '2026-03-02T15:30:00.000Z' })] });
    expect('refusal' in plan && plan.refusal.error.code).toBe('DUPLICATE_CLOCK_IN');
    expect('refusal' in plan && plan.refusal.employee?.id).toBe('e1');
    // An IN more than an hour ago does not block.
    expect(
      'records' in planClockIn({ ...base, recent: [open({ inTimeStamp: '2026-03-02T14:59:00.000Z' })] }),
    ).toBe(true);
  });
});

describe('planClockOut', () => {
  it('closes the open record and builds the clock-out request (zone fixed to America/Denver)', () => {
    const plan = planClockOut(
      { ...base, timeZone: 'America/New_York', recent: [open()] },
      { e1: ' left early ' },
      true,
    );
    if (!('records' in plan)) throw new Error('expected a plan');
    expect(plan.records).toEqual([
      expect.objectContaining({
        id: 't1',
        inTimeStamp: '2026-03-02T08:00:00.000Z',
        outTimeStamp: now,
        outTimeZone: 'America/New_York',
        outLat: -1000,
        disclaimerAccepted: true,
        outAdditionalInfo: 'left early',
      }),
    ]);
    expect(plan.request).toEqual({
      timeZone: 'America/Denver',
      clockOutTimeModels: [{ employeeId: 'e1', name: 'Ruiz, Ana', additionalInfo: 'left early' }],
    });
  });

  it("takes the open shift's location and task when none is chosen (issue 19)", () => {
    const plan = planClockOut({
      ...base,
      location_id: null,
      task_id: null,
      recent: [open({ location_id: 'l9', task_id: 'k9' })],
    });
    if (!('records' in plan)) throw new Error(`expected a plan, got ${JSON.stringify(plan)}`);
    expect(plan.records[0]).toMatchObject({ id: 't1', location_id: 'l9', task_id: 'k9' });
    expect(plan.records[0]).not.toHaveProperty('outAdditionalInfo');
  });

  it('refuses an employee who is not clocked IN', () => {
    const plan = planClockOut({ ...base, recent: [open({ outTimeStamp: '2026-03-02T12:00:00.000Z' })] });
    expect('refusal' in plan && plan.refusal.error.code).toBe('NOT_CLOCKED_IN');
  });

  it("refuses an OUT less than a minute after IN: 'Invalid Time'", () => {
    const plan = planClockOut({ ...base, recent: [open({ inTimeStamp: '2026-03-02T15:59:30.000Z' })] });
    expect('refusal' in plan && plan.refusal.error).toMatchObject({
      title: 'Invalid Time',
      message: 'The elapsed time between IN and OUT must be at least 1 minute.',
    });
  });

  it('applies the selection rules to a clock out as well (no location chosen nor on the shift)', () => {
    const plan = planClockOut({ ...base, location_id: null, recent: [open({ location_id: null })] });
    expect('refusal' in plan && plan.refusal.error.code).toBe('LOCATION_REQUIRED');
  });
});
