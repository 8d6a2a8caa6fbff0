import {
  type OvertimeRule,
  type PayPeriod,
  type ShiftRule,
  validateOvertimeRule,
  validatePayCodeRule,
  validatePayPeriod,
  validateShiftRule,
} from '@wm/domain';
import { describe, expect, it } from 'vitest';
import {
  changePayPeriodType,
  dayToPayDate,
  displayRate,
  entryToMinutes,
  fromOvertimeRecord,
  fromPayPeriodRecord,
  fromShiftRuleRecord,
  invalidLunchEntry,
  invalidRateField,
  minutesToEntry,
  newDailyShift,
  newOvertimeRule,
  newPayCodeRule,
  newPayPeriod,
  newShiftRule,
  parseRate,
  payDateToDay,
  pickerToStored,
  putShiftRuleForTab,
  setLunchEnabled,
  setShiftUsed,
  shiftRuleForTab,
  shiftRuleForValidation,
  storedToPicker,
  toOvertimePayload,
  toPayCodeRulePayload,
  toPayPeriodPayload,
  toShiftRulePayload,
} from './model.js';

describe('pay code rates (service spec 9: currency without symbol)', () => {
  it('parses typed rates and rejects text', () => {
    expect(parseRate('1,234.5')).toBe(1234.5);
    expect(parseRate(' 12 ')).toBe(12);
    expect(parseRate('')).toBeNull();
    expect(parseRate('12.345')).toBe(12.35);
    expect(parseRate('abc')).toBeUndefined();
    expect(parseRate('-3')).toBeUndefined();
    expect(parseRate(Number.NaN)).toBeUndefined();
  });
  it('shows numbers with two decimals and thousands separators, text as typed', () => {
    expect(displayRate(1234.5)).toBe('1,234.50');
    expect(displayRate(0)).toBe('0.00');
    expect(displayRate(null)).toBe('');
    expect(displayRate('12x')).toBe('12x');
  });
  it('finds the first bad rate and sends numbers', () => {
    const rule = newPayCodeRule();
    rule.name = ' Standard ';
    rule.evening!.overtimeOne!.rate = '4x' as unknown as number;
    expect(invalidRateField(rule)).toBe('evening.overtimeOne.rate');
    rule.evening!.overtimeOne!.rate = '1,000.10' as unknown as number;
    expect(invalidRateField(rule)).toBeNull();
    const payload = toPayCodeRulePayload(rule);
    expect(payload.evening?.overtimeOne?.rate).toBe(1000.1);
    expect(payload.name).toBe('Standard');
    expect(payload.day?.regularTime?.rate).toBeNull();
    expect(validatePayCodeRule({ ...payload, name: '' })?.message).toBe('Pay Code / Rate name is required.');
  });
});

describe('pay periods', () => {
  it('reads factors from their aliases', () => {
    const p = fromPayPeriodRecord({
      id: 'p',
      name: 'Semi',
      status: 1,
      type: 3,
      factor1: null,
      firstPayDay: '1',
      secondPayDay: 16,
    } as unknown as PayPeriod & Record<string, unknown>);
    expect([p.factor1, p.factor2]).toEqual([1, 16]);
    expect(validatePayPeriod(p)).toBeNull();
  });
  it('changing type resets the factors so weekly 0 stays valid and others need their values', () => {
    const weekly = changePayPeriodType({ ...newPayPeriod(), name: 'W' }, 1);
    expect(weekly.factor1).toBe(0);
    expect(validatePayPeriod(weekly)).toBeNull();
    const biweekly = changePayPeriodType(weekly, 2);
    expect(validatePayPeriod(biweekly)?.message).toBe('1st Pay Period Start Date is required.');
    expect(validatePayPeriod({ ...biweekly, factor1: dayToPayDate('2026-01-04') })).toBeNull();
  });
  it('stores the bi-weekly first pay date as UTC midnight and reads its UTC day', () => {
    expect(dayToPayDate('2026-01-04')).toBe('2026-01-04T00:00:00.000Z');
    expect(dayToPayDate('04/01/2026')).toBeNull();
    expect(payDateToDay('2026-01-04T00:00:00.000Z')).toBe('2026-01-04');
    expect(payDateToDay('garbage')).toBeNull();
  });
  it('drops rounding minutes while rounding is off and requires them when on', () => {
    const p = { ...newPayPeriod(), name: 'W', roundingMinutes: 15, usesRounding: false };
    expect(toPayPeriodPayload(p).roundingMinutes).toBeNull();
    const on = toPayPeriodPayload({ ...p, usesRounding: true, roundingMinutes: null });
    expect(validatePayPeriod(on)?.message).toBe('Please supply round-time value.');
  });
});

describe('overtime rules', () => {
  it('sends an unselected level as null and used cutoffs as numbers', () => {
    const d = newOvertimeRule();
    d.name = 'OT';
    d.overtimeOne.dayCutoffHours = '8';
    d.overtimeOne.useDayType = true;
    const payload = toOvertimePayload(d);
    expect(payload.overtimeTwo).toBeNull();
    expect(payload.overtimeOne?.dayCutoffHours).toBe(8);
    expect(payload.overtimeOne?.weekCutoffHours).toBeNull();
    expect(validateOvertimeRule(payload)).toBeNull();
  });
  it('a used but empty cutoff fails with the spec message', () => {
    const d = newOvertimeRule();
    d.name = 'OT';
    d.overtimeOne.useDayType = true;
    d.overtimeOne.dayCutoffHours = '';
    expect(validateOvertimeRule(toOvertimePayload(d))?.message).toBe(
      'Use Day Cutoff must be less than or equal to 24.',
    );
    d.overtimeOne.dayCutoffHours = null;
    d.overtimeOne.sixthDayCutoffHours = '25';
    expect(validateOvertimeRule(toOvertimePayload(d))?.message).toBe(
      'Use 6th Consecutive Day Cutoff must be less than or equal to 24.',
    );
  });
  it('no selected level: Overtime 1 or Overtime 2 must be selected.', () => {
    const d = newOvertimeRule();
    d.name = 'OT';
    d.overtimeOne.isActive = false;
    expect(validateOvertimeRule(toOvertimePayload(d))?.message).toBe(
      'Overtime 1 or Overtime 2 must be selected.',
    );
  });
  it('a stored rule without overtime 2 reads as an unselected level', () => {
    const d = fromOvertimeRecord({
      id: 'o',
      name: 'X',
      status: 1,
      overtimeOne: {
        isActive: true,
        dayCutoffHours: 8,
        weekCutoffHours: null,
        sixthDayCutoffHours: null,
        seventhDayCutoffHours: null,
      },
      overtimeTwo: null,
    } as OvertimeRule);
    expect(d.overtimeTwo.isActive).toBe(false);
    expect(d.overtimeOne.dayCutoffHours).toBe(8);
    expect(d.overtimeOne.mondayCutoffHours).toBeNull();
  });
});

describe('shift rules', () => {
  it('shows stored times as h:mm AM and stores HH:mm:ss; bad text is kept for the validator', () => {
    expect(storedToPicker('17:30:00')).toBe('5:30 PM');
    expect(pickerToStored('5:30 pm')).toBe('17:30:00');
    expect(pickerToStored('08:15:00')).toBe('08:15:00');
    expect(pickerToStored('')).toBeNull();
    expect(pickerToStored('25:00')).toBe('25:00');
    const r = newShiftRule();
    r.name = 'S';
    r.day!.start = pickerToStored('25:00');
    expect(validateShiftRule(shiftRuleForValidation(r))?.message).toBe('Start Time is invalid.');
  });
  it('clearing useShift resets times, lunch and enforcement; lunch off is null', () => {
    const s = setLunchEnabled({ ...newShiftRule().day!, enforceStart: true }, true);
    expect(s.lunch?.lunchState).toBe(1);
    expect(setLunchEnabled(s, false).lunch).toBeNull();
    const off = setShiftUsed(s, false);
    expect(off).toMatchObject({ useShift: false, start: null, end: null, enforceStart: false, lunch: null });
  });
  it('lunch durations use the user format and answer Invalid Input', () => {
    expect(minutesToEntry(30, 1)).toBe('0.50');
    expect(minutesToEntry(90, 2)).toBe('1:30');
    expect(entryToMinutes('0:45')).toEqual({ ok: true, minutes: 45 });
    expect(entryToMinutes('1.5')).toEqual({ ok: true, minutes: 90 });
    expect(entryToMinutes('1h 15m')).toEqual({ ok: true, minutes: 75 });
    expect(entryToMinutes('')).toEqual({ ok: true, minutes: 0 });
    expect(entryToMinutes('soon')).toEqual({ ok: false, message: 'Invalid Input' });
    const r = newShiftRule();
    r.day = { ...setLunchEnabled(r.day!, true) };
    r.day.lunch = { ...r.day.lunch!, deductionMinutes: 'x' as unknown as number };
    expect(invalidLunchEntry(r)).toBe('day.lunch.deductionMinutes');
    expect(invalidLunchEntry(r, 'd2.')).toBe('d2.day.lunch.deductionMinutes');
  });
  it('a missing weekday child is created as new with status 1, copying the main shifts', () => {
    const main = { ...newShiftRule(), name: 'Main', useDailyShifts: true };
    const { rule: monday, created } = shiftRuleForTab(main, 1);
    expect(created).toBe(true);
    expect(monday).toMatchObject({ status: 1, type: 1, parentId: main.id });
    expect(monday.day?.start).toBe('08:00:00');
    expect(monday.day?.id).not.toBe(main.day?.id);
    const withChild = putShiftRuleForTab(main, 1, { ...monday, day: { ...monday.day!, end: '12:00:00' } });
    expect(withChild.children).toHaveLength(1);
    expect(shiftRuleForTab(withChild, 1)).toMatchObject({ created: false });
    expect(shiftRuleForTab(withChild, 0).rule).toBe(withChild);
    expect(newDailyShift(main, 6).type).toBe(6);
  });
  it('payload: dailyShifts while daily shifts are on; stored children deleted when turned off', () => {
    const main = putShiftRuleForTab(
      { ...newShiftRule(), name: 'Main', useDailyShifts: true },
      2,
      newDailyShift(newShiftRule(), 2),
    );
    const on = toShiftRulePayload(main) as { dailyShifts: ShiftRule[]; visibility: number };
    expect(on.dailyShifts).toHaveLength(1);
    expect(on.dailyShifts[0]).toMatchObject({ parentId: main.id, status: 1, type: 2 });
    expect(on.visibility).toBe(1);
    const childId = main.children![0]!.id;
    const off = toShiftRulePayload({ ...main, useDailyShifts: false, status: 2 }, [childId]) as {
      dailyShifts: ShiftRule[];
      visibility: number;
    };
    expect(off.dailyShifts.map((c) => [c.id, c.status])).toEqual([[childId, 3]]);
    expect(off.visibility).toBe(2);
    expect(toShiftRulePayload({ ...main, useDailyShifts: false }).dailyShifts).toEqual([]);
  });
  it('reads dailyShifts from the server and drops deleted ones', () => {
    const r = fromShiftRuleRecord({
      ...newShiftRule(),
      evening: null,
      dailyShifts: [{ ...newDailyShift(newShiftRule(), 1), status: 3 }, newDailyShift(newShiftRule(), 2)],
    } as ShiftRule & { dailyShifts: ShiftRule[] });
    expect(r.children?.map((c) => c.type)).toEqual([2]);
    expect(r.evening?.useShift).toBe(false);
  });
});
