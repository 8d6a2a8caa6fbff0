import { describe, expect, it } from 'vitest';
import type { OvertimeLevel, OvertimeRule, PayPeriod, Shift, ShiftRule } from './types.js';
import {
  isWithinWindow,
  lunchMinutesFromInputs,
  shiftWindow,
  validateLunch,
  validateOvertimeRule,
  validatePayCodeRule,
  validatePayGroup,
  validatePayPeriod,
  validateShiftRule,
  validateSimpleListDelete,
  validateSimpleListItem,
  windowsOverlap,
} from './validate.js';

const msg = (e: { message: string } | null) => e?.message ?? null;

describe('validatePayCodeRule', () => {
  it('requires name and status', () => {
    expect(msg(validatePayCodeRule({ name: ' ', status: 1 }))).toBe('Pay Code / Rate name is required.');
    expect(validatePayCodeRule({ name: 'A', status: null })?.field).toBe('status');
    expect(msg(validatePayCodeRule({ name: 'A', status: null }))).toBe('Status is required.');
    expect(validatePayCodeRule({ name: 'A', status: 1 })).toBe(null);
  });
});

describe('validatePayGroup', () => {
  const g = { id: 'g', name: 'Hourly', status: 1 as const };
  it('requires name, status and one rule', () => {
    expect(msg(validatePayGroup({ ...g, name: null }))).toBe('Pay Group name is required.');
    expect(msg(validatePayGroup({ ...g, status: null }))).toBe('Status is required.');
    expect(msg(validatePayGroup(g))).toBe(
      'At least one is required: Shift Rule, Overtime Rule, Pay Code or Pay Period',
    );
    for (const k of ['shiftRule_id', 'overtimeRule_id', 'payCodeRule_id', 'payPeriod_id']) {
      expect(validatePayGroup({ ...g, [k]: 'x' })).toBe(null);
    }
  });
});

describe('validatePayPeriod', () => {
  const p: PayPeriod = { id: 'p', name: 'Weekly', status: 1, type: 1, factor1: 0 };
  it('requires name, status, type', () => {
    expect(msg(validatePayPeriod({ ...p, name: '' }))).toBe('Pay Period name is required.');
    expect(msg(validatePayPeriod({ ...p, status: null }))).toBe('Status is required.');
    expect(msg(validatePayPeriod({ ...p, type: null }))).toBe('Type is required.');
    expect(msg(validatePayPeriod({ ...p, type: 5 as 1 }))).toBe('Type is required.');
  });
  it('weekly needs a week start (0 allowed)', () => {
    expect(validatePayPeriod(p)).toBe(null);
    expect(validatePayPeriod({ ...p, factor1: 6 })).toBe(null);
    expect(msg(validatePayPeriod({ ...p, factor1: null }))).toBe('Week Start On is required.');
    expect(msg(validatePayPeriod({ ...p, factor1: 7 }))).toBe('Week Start On is required.');
  });
  it('bi-weekly needs a first pay date', () => {
    expect(validatePayPeriod({ ...p, type: 2, factor1: '2026-01-04T00:00:00Z' })).toBe(null);
    expect(validatePayPeriod({ ...p, type: 2, factor1: 1767484800000 })).toBe(null);
    expect(msg(validatePayPeriod({ ...p, type: 2, factor1: null }))).toBe(
      '1st Pay Period Start Date is required.',
    );
    expect(msg(validatePayPeriod({ ...p, type: 2, factor1: 'soon' }))).toBe(
      '1st Pay Period Start Date is required.',
    );
  });
  it('bi-monthly needs two pay days 1-28', () => {
    expect(validatePayPeriod({ ...p, type: 3, factor1: 1, factor2: 16 })).toBe(null);
    expect(msg(validatePayPeriod({ ...p, type: 3, factor1: 29, factor2: 16 }))).toBe(
      '1st Pay Period Start Date is required.',
    );
    expect(msg(validatePayPeriod({ ...p, type: 3, factor1: 0, factor2: 16 }))).toBe(
      '1st Pay Period Start Date is required.',
    );
    expect(msg(validatePayPeriod({ ...p, type: 3, factor1: 1, factor2: null }))).toBe(
      '2nd Pay Period Start Date is required.',
    );
    expect(msg(validatePayPeriod({ ...p, type: 3, factor1: 1, factor2: '15' }))).toBe(
      '2nd Pay Period Start Date is required.',
    );
  });
  it('monthly needs a pay day 1-28', () => {
    expect(validatePayPeriod({ ...p, type: 4, factor1: 28 })).toBe(null);
    expect(msg(validatePayPeriod({ ...p, type: 4, factor1: 31 }))).toBe('Pay Period Start Date is required.');
    expect(msg(validatePayPeriod({ ...p, type: 4, factor1: 2.5 }))).toBe(
      'Pay Period Start Date is required.',
    );
  });
  it('rounding needs an allowed increment', () => {
    for (const m of [3, 5, 10, 15, 30, 60])
      expect(validatePayPeriod({ ...p, usesRounding: true, roundingMinutes: m })).toBe(null);
    expect(msg(validatePayPeriod({ ...p, usesRounding: true, roundingMinutes: null }))).toBe(
      'Please supply round-time value.',
    );
    expect(msg(validatePayPeriod({ ...p, usesRounding: true, roundingMinutes: 7 }))).toBe(
      'Please supply round-time value.',
    );
    expect(validatePayPeriod({ ...p, usesRounding: false, roundingMinutes: 7 })).toBe(null);
  });
});

const level = (o: Partial<OvertimeLevel> = {}): OvertimeLevel => ({
  isActive: true,
  dayCutoffHours: null,
  weekCutoffHours: null,
  sixthDayCutoffHours: null,
  seventhDayCutoffHours: null,
  useDayType: true,
  ...o,
});

describe('validateOvertimeRule', () => {
  const r: OvertimeRule = {
    id: 'o',
    name: 'CA',
    status: 1,
    overtimeOne: level({ dayCutoffHours: 8 }),
    overtimeTwo: null,
  };
  it('requires name, status and an active level', () => {
    expect(validateOvertimeRule(r)).toBe(null);
    expect(msg(validateOvertimeRule({ ...r, name: null }))).toBe('Overtime Rule name is required.');
    expect(msg(validateOvertimeRule({ ...r, status: null }))).toBe('Status is required.');
    expect(msg(validateOvertimeRule({ ...r, overtimeOne: level({ isActive: false }) }))).toBe(
      'Overtime 1 or Overtime 2 must be selected.',
    );
    expect(
      validateOvertimeRule({ ...r, overtimeOne: null, overtimeTwo: level({ dayCutoffHours: 12 }) }),
    ).toBe(null);
  });
  it('limits the day cutoff to 24 and the week cutoff to 150', () => {
    expect(validateOvertimeRule({ ...r, overtimeOne: level({ dayCutoffHours: 24 }) })).toBe(null);
    const e = validateOvertimeRule({ ...r, overtimeOne: level({ dayCutoffHours: 24.5 }) });
    expect([e?.message, e?.field]).toEqual([
      'Use Day Cutoff must be less than or equal to 24.',
      'overtimeOne.dayCutoffHours',
    ]);
    expect(msg(validateOvertimeRule({ ...r, overtimeOne: level({ weekCutoffHours: 151 }) }))).toBe(
      'Use Week Cutoff must be less than or equal to 150.',
    );
    expect(validateOvertimeRule({ ...r, overtimeOne: level({ weekCutoffHours: 150 }) })).toBe(null);
  });
  it('limits 6th, 7th and weekday cutoffs to 24; used-but-empty or negative fails', () => {
    expect(msg(validateOvertimeRule({ ...r, overtimeOne: level({ sixthDayCutoffHours: 25 }) }))).toBe(
      'Use 6th Consecutive Day Cutoff must be less than or equal to 24.',
    );
    expect(msg(validateOvertimeRule({ ...r, overtimeOne: level({ seventhDayCutoffHours: -1 }) }))).toBe(
      'Use 7th Consecutive Day Cutoff must be less than or equal to 24.',
    );
    expect(msg(validateOvertimeRule({ ...r, overtimeOne: level({ mondayCutoffHours: 30 }) }))).toBe(
      'Use Monday Cutoff must be less than or equal to 24.',
    );
    expect(
      msg(validateOvertimeRule({ ...r, overtimeTwo: level({ sundayCutoffHours: '' as unknown as number }) })),
    ).toBe('Use Sunday Cutoff must be less than or equal to 24.');
    expect(msg(validateOvertimeRule({ ...r, overtimeOne: level({ dayCutoffHours: Number.NaN }) }))).toBe(
      'Use Day Cutoff must be less than or equal to 24.',
    );
  });
  it('ignores an inactive level', () => {
    expect(validateOvertimeRule({ ...r, overtimeTwo: level({ isActive: false, dayCutoffHours: 99 }) })).toBe(
      null,
    );
  });
  it('requires use day type on overtime 1 with a cutoff', () => {
    expect(
      msg(validateOvertimeRule({ ...r, overtimeOne: level({ dayCutoffHours: 8, useDayType: false }) })),
    ).toBe('Use Day Type must be a specified when cutoff is entered.');
    expect(
      validateOvertimeRule({
        ...r,
        overtimeTwo: level({ dayCutoffHours: 12 }),
        overtimeOne: level({ useDayType: false }),
      }),
    ).toBe(null);
    expect(
      validateOvertimeRule({ ...r, overtimeTwo: level({ dayCutoffHours: 12, useDayType: false }) }),
    ).toBe(null);
  });
});

const shift = (start: string, end: string, o: Partial<Shift> = {}): Shift => ({
  start,
  end,
  useShift: true,
  lunch: null,
  ...o,
});
const rule = (o: Partial<ShiftRule> = {}): ShiftRule => ({
  id: 'r',
  name: 'Standard',
  status: 1,
  day: shift('06:00:00', '14:00:00'),
  evening: shift('14:00:00', '22:00:00'),
  night: shift('22:00:00', '06:00:00'),
  ...o,
});

describe('shift windows', () => {
  it('builds windows and detects overlap on the 24 h circle', () => {
    const n = shiftWindow('night', { start: '22:00:00', end: '06:00:00' })!;
    expect(n).toEqual({ name: 'night', start: 79200, end: 86400 + 21600, crossesMidnight: true });
    const d = shiftWindow('day', { start: '06:00:00', end: '14:00:00' })!;
    expect(windowsOverlap(n, d)).toBe(false);
    const early = shiftWindow('day', { start: '05:00:00', end: '14:00:00' })!;
    expect(windowsOverlap(n, early)).toBe(true);
    expect(windowsOverlap(early, n)).toBe(true);
    expect(isWithinWindow(3600, n)).toBe(true);
    expect(isWithinWindow(12 * 3600, n)).toBe(false);
    expect(shiftWindow('day', { start: '6:00', end: '14:00:00' })).toBe(null);
    expect(shiftWindow('day', { start: '08:00:00', end: '08:00:00' })?.end).toBe(8 * 3600 + 86400);
  });
});

describe('validateShiftRule', () => {
  it('accepts three adjoining shifts with one crossing midnight', () => {
    expect(validateShiftRule(rule())).toBe(null);
  });
  it('requires name and status except for daily children', () => {
    expect(msg(validateShiftRule(rule({ name: '' })))).toBe('Shift name is required.');
    expect(msg(validateShiftRule(rule({ status: null })))).toBe('Status is required.');
    expect(validateShiftRule(rule({ name: null, status: null, parentId: 'p' }))).toBe(null);
  });
  it('requires a used shift', () => {
    const off = { ...shift('', ''), useShift: false };
    expect(msg(validateShiftRule(rule({ day: off, evening: null, night: off })))).toBe('shift is required.');
  });
  it('checks strict HH:mm:ss times', () => {
    expect(msg(validateShiftRule(rule({ day: shift('6:00', '14:00:00') })))).toBe('Start Time is invalid.');
    const e = validateShiftRule(rule({ evening: shift('14:00:00', '22:00') }));
    expect([e?.message, e?.field]).toEqual(['End Time is invalid.', 'evening.end']);
  });
  it('allows only one shift over midnight', () => {
    expect(
      msg(
        validateShiftRule(
          rule({
            day: shift('08:00:00', '12:00:00'),
            evening: shift('20:00:00', '01:00:00'),
            night: shift('02:00:00', '01:30:00'),
          }),
        ),
      ),
    ).toBe('Multiple Shifts Cross Midnight. Shift Times Must Not Overlap.');
  });
  it('rejects overlapping windows', () => {
    expect(msg(validateShiftRule(rule({ evening: shift('13:00:00', '22:00:00') })))).toBe(
      'Shift Times Must Not Overlap.',
    );
    expect(msg(validateShiftRule(rule({ day: shift('05:00:00', '14:00:00') })))).toBe(
      'Shift Times Must Not Overlap.',
    );
  });
  it('requires a numeric time float', () => {
    expect(msg(validateShiftRule(rule({ day: shift('06:00:00', '14:00:00', { timeFloat: 'abc' }) })))).toBe(
      'Time float must be a number.',
    );
    expect(validateShiftRule(rule({ day: shift('06:00:00', '14:00:00', { timeFloat: '0.5' }) }))).toBe(null);
  });
  it('validates lunches and daily children', () => {
    const badLunch = { lunchState: 1, time: '15:00:00', deductionMinutes: 30, minLunchMinutes: 360 };
    expect(msg(validateShiftRule(rule({ day: shift('06:00:00', '14:00:00', { lunch: badLunch }) })))).toBe(
      'Lunch start time must be within Shift.',
    );
    const child = rule({ id: 'c', type: 2, name: null, status: 1, evening: shift('10:00:00', '22:00:00') });
    expect(msg(validateShiftRule(rule({ useDailyShifts: true, children: [child] })))).toBe(
      'Shift Times Must Not Overlap.',
    );
    expect(validateShiftRule(rule({ useDailyShifts: true, children: [{ ...child, status: 3 }] }))).toBe(null);
  });
});

describe('validateLunch', () => {
  const w = shiftWindow('day', { start: '06:00:00', end: '14:00:00' });
  const base = {
    deductionMinutes: 30,
    minLunchMinutes: 360,
    lunchState: 1,
    time: '12:00:00',
    dynamicMinutes: null,
  };
  it('accepts the three types', () => {
    expect(validateLunch(base, w)).toBe(null);
    expect(validateLunch({ ...base, lunchState: 2, time: null }, w)).toBe(null);
    expect(validateLunch({ ...base, lunchState: 3, dynamicMinutes: 240 }, w)).toBe(null);
  });
  it('gives each lunch message', () => {
    expect(msg(validateLunch({ ...base, lunchState: 4 }, w))).toBe(
      'Please choose Time Specified Lunch, End Day Deduction or Dynamic Lunch.',
    );
    expect(msg(validateLunch({ ...base, time: '12:00' }, w))).toBe('Lunch Start Time is invalid.');
    expect(msg(validateLunch({ ...base, time: '05:59:59' }, w))).toBe(
      'Lunch start time must be within Shift.',
    );
    expect(validateLunch({ ...base, time: '14:00:00' }, w)).toBe(null);
    expect(msg(validateLunch({ ...base, lunchState: 3, dynamicMinutes: 0 }, w))).toBe(
      'Starts After is invalid.',
    );
    expect(msg(validateLunch({ ...base, minLunchMinutes: null }, w))).toBe(
      'Min Hours hours must be a number.',
    );
    expect(msg(validateLunch({ ...base, deductionMinutes: Number.NaN }, w))).toBe(
      'Time to Deduct hours must be a number.',
    );
    expect(validateLunch({ ...base, time: '12:00:00' }, w, 'night.lunch')).toBe(null);
    expect(validateLunch({ ...base, time: 'x' }, w, 'night.lunch')?.field).toBe('night.lunch.time');
  });
});

describe('lunchMinutesFromInputs', () => {
  it('converts hours and minutes to minutes', () => {
    expect(
      lunchMinutesFromInputs({ minHoursHours: 6, minHoursMinutes: '0', deductHours: '0', deductMinutes: 30 }),
    ).toEqual({
      ok: true,
      value: { minLunchMinutes: 360, deductionMinutes: 30 },
    });
  });
  it('names the first non-numeric input', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ minHoursHours: 'x' }, 'Min Hours hours must be a number.'],
      [{ minHoursMinutes: '' }, 'Min Hours minutes must be a number.'],
      [{ deductHours: null }, 'Time to Deduct hours must be a number.'],
      [{ deductMinutes: '3o' }, 'Time to Deduct minutes must be a number.'],
    ];
    for (const [patch, message] of cases) {
      const r = lunchMinutesFromInputs({
        minHoursHours: 6,
        minHoursMinutes: 0,
        deductHours: 0,
        deductMinutes: 30,
        ...patch,
      });
      expect(r.ok ? null : r.error.message).toBe(message);
    }
  });
});

describe('simple list items', () => {
  it('validates name, status and the service status list', () => {
    expect(msg(validateSimpleListItem({ name: '', status: 1 }))).toBe('Name is required.');
    expect(msg(validateSimpleListItem({ name: 'a', status: null }))).toBe('Status is required.');
    expect(validateSimpleListItem({ name: 'a', status: 2 })).toBe(null);
    expect(msg(validateSimpleListItem({ name: 'a', status: 1, isNew: true }, true))).toBe(
      'Cannot add new item to Service Status List.',
    );
    expect(msg(validateSimpleListDelete(true))).toBe('Cannot delete item from Service Status List.');
    expect(validateSimpleListDelete(false)).toBe(null);
  });
});
