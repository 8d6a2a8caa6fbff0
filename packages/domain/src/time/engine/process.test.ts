import { describe, expect, it } from 'vitest';
import type { Lunch, PayPeriod } from '../../payroll/types.js';
import type { TimeRecord } from '../record.js';
import {
  at,
  CALIFORNIA,
  FLSA,
  LA,
  local,
  onlyDay,
  otRule,
  PAY_CODES,
  rec,
  shift,
  shiftRule,
  view,
  weekly,
} from './fixtures.test-helpers.js';
import { batchTotals, processShifts, roundToIncrement } from './process.js';
import type { CompletedShift, ProcessInput } from './types.js';

const hours = (rows: CompletedShift[]) => {
  const t = batchTotals(rows);
  return [t.regular, t.overTime1, t.overTime2, t.holiday, t.sick, t.vacation, t.total].map(
    (h) => Math.round(h * 10000) / 10000,
  );
};
/** Five 9-hour days Mon 2026-01-05 .. Fri 2026-01-09. */
const days = (count: number, from = 5, start = '08:00', end = '17:00', extra: Partial<TimeRecord> = {}) =>
  Array.from({ length: count }, (_, i) => {
    const d = `2026-01-${String(from + i).padStart(2, '0')}`;
    return rec(`${d} ${start}`, `${d} ${end}`, { id: `d${from + i}`, ...extra });
  });

describe('basics', () => {
  it('without rules, a record is one regular row with its punches', () => {
    const r = rec('2026-01-05 08:00', '2026-01-05 17:30', { id: 'a', location_id: 'l', task_id: 't' });
    const rows = processShifts({ records: [r], timeBatch_id: 'b1' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 'a-1',
      timeRecord_id: 'a',
      employee_id: 'e1',
      location_id: 'l',
      task_id: 't',
      timeBatch_id: 'b1',
      payType: 1,
      inTimeStamp: r.inTimeStamp,
      outTimeStamp: r.outTimeStamp,
      inTimeZone: LA,
      totalSeconds: 9.5 * 3600,
      workday: '2026-01-05',
      shift: 'day',
      isLunchDeduction: false,
      wasRounded: false,
      wasManuallyEdited: false,
    });
    expect(hours(rows)).toEqual([9.5, 0, 0, 0, 0, 0, 9.5]);
  });
  it('returns nothing for no records and skips deleted ones', () => {
    expect(processShifts({ records: [] })).toEqual([]);
    const rows = processShifts({ records: [rec('2026-01-05 08:00', '2026-01-05 17:00', { status: 3 })] });
    expect(rows).toEqual([]);
  });
  it('ignores a tier already on the record: the engine decides', () => {
    const rows = processShifts({ records: [rec('2026-01-05 08:00', '2026-01-05 10:00', { payType: 3 })] });
    expect(rows.map((r) => r.payType)).toEqual([1]);
  });
  it('uses input.timeZone, then UTC, for records without zones', () => {
    const r: TimeRecord = {
      id: 'z',
      employee_id: 'e',
      inTimeStamp: '2026-01-06T03:00:00Z',
      outTimeStamp: '2026-01-06T05:00:00Z',
    };
    expect(processShifts({ records: [r], timeZone: LA })[0]?.workday).toBe('2026-01-05');
    expect(processShifts({ records: [r] })[0]?.workday).toBe('2026-01-06');
    expect(processShifts({ records: [r] })[0]?.inTimeZone).toBe('UTC');
  });
  it('processes employees independently and keeps input order', () => {
    const a = rec('2026-01-05 08:00', '2026-01-05 18:00', { id: 'a', employee_id: 'e1' });
    const b = rec('2026-01-05 07:00', '2026-01-05 17:00', { id: 'b', employee_id: 'e2' });
    const c = rec('2026-01-05 06:00', '2026-01-05 07:00', { id: 'c', employee_id: 'e1' });
    const rows = processShifts({ records: [a, b, c], overtimeRule: CALIFORNIA });
    // e1 worked 06-07 and 08-18 (11 h): the first 8 h are 06-07 + 08-15 regular, 15-18 overtime 1.
    expect(view(rows.filter((r) => r.employee_id === 'e1'))).toEqual([
      ['a', 1, 7, '08:00:00', '15:00:00'],
      ['a', 2, 3, '15:00:00', '18:00:00'],
      ['c', 1, 1, '06:00:00', '07:00:00'],
    ]);
    expect(view(rows.filter((r) => r.employee_id === 'e2'))).toEqual([
      ['b', 1, 8, '07:00:00', '15:00:00'],
      ['b', 2, 2, '15:00:00', '17:00:00'],
    ]);
    expect(rows.map((r) => r.timeRecord_id)).toEqual(['a', 'a', 'b', 'b', 'c']);
  });
});

describe('errors', () => {
  it('names an incomplete record', () => {
    const r = rec('2026-01-05 08:00', '2026-01-05 09:00', { id: 'x', outTimeStamp: null });
    expect(() => processShifts({ records: [r] })).toThrow('Time record x has no valid IN and OUT time.');
  });
  it('names a record whose out is before its in', () => {
    const r = rec('2026-01-05 08:00', '2026-01-05 07:00', { id: 'y' });
    expect(() => processShifts({ records: [r] })).toThrow(
      'Time record y: Out Time must be later than In Time.',
    );
  });
  it('names a bad zone and an unknown pay type', () => {
    const r = rec('2026-01-05 08:00', '2026-01-05 09:00', { inTimeZone: 'Nowhere/Else', outTimeZone: null });
    expect(() => processShifts({ records: [r] })).toThrow(
      'Time zone "Nowhere/Else" is not a valid IANA time zone.',
    );
    const q = rec('2026-01-05 08:00', '2026-01-05 09:00', { id: 'q', payType: 9 });
    expect(() => processShifts({ records: [q] })).toThrow('Time record q has an unknown pay type 9.');
  });
});

describe('rule 1: workday and workweek', () => {
  it('a shift crossing midnight belongs to the workday it starts on', () => {
    const r = rec('2026-01-09 20:00', '2026-01-10 06:00', { id: 'n' });
    const rows = processShifts({ records: [r], overtimeRule: CALIFORNIA });
    expect(view(rows)).toEqual([
      ['n', 1, 8, '20:00:00', '04:00:00'],
      ['n', 2, 2, '04:00:00', '06:00:00'],
    ]);
    expect(rows.map((x) => x.workday)).toEqual(['2026-01-09', '2026-01-09']);
    expect(local(rows[0]!.outTimeStamp)).toBe('01-10 04:00:00');
  });
  it('a second record after midnight starts a new workday with its own daily count', () => {
    const a = rec('2026-01-09 14:00', '2026-01-09 23:00', { id: 'a' });
    const b = rec('2026-01-10 00:00', '2026-01-10 06:00', { id: 'b' });
    expect(view(processShifts({ records: [a, b], overtimeRule: CALIFORNIA }))).toEqual([
      ['a', 1, 8, '14:00:00', '22:00:00'],
      ['a', 2, 1, '22:00:00', '23:00:00'],
      ['b', 1, 6, '00:00:00', '06:00:00'],
    ]);
  });
  it('a Saturday night shift crossing into Sunday stays in the Saturday workweek', () => {
    // FLSA, Sunday weeks: Mon-Thu 9 h = 36 h, Saturday 20:00 - Sunday 06:00 (10 h), Sunday 08-16.
    const week = days(4);
    const sat = rec('2026-01-10 20:00', '2026-01-11 06:00', { id: 'sat' });
    const sun = rec('2026-01-11 08:00', '2026-01-11 16:00', { id: 'sun' });
    const rows = processShifts({ records: [...week, sat, sun], overtimeRule: FLSA });
    expect(view(rows.filter((r) => r.timeRecord_id !== 'sun' && !r.timeRecord_id.startsWith('d')))).toEqual([
      ['sat', 1, 4, '20:00:00', '00:00:00'],
      ['sat', 2, 6, '00:00:00', '06:00:00'],
    ]);
    expect(view(rows.filter((r) => r.timeRecord_id === 'sun'))).toEqual([
      ['sun', 1, 8, '08:00:00', '16:00:00'],
    ]);
  });
  it('the workweek starts on the weekly pay period week-start day', () => {
    // FLSA, five 9 h days Mon..Fri; with weeks starting Wednesday, Mon+Tue (18 h) and Wed..Fri (27 h)
    // fall in different weeks: no overtime. With Sunday weeks: 5 h overtime.
    const sunday = processShifts({ records: days(5), overtimeRule: FLSA, payPeriod: weekly(0) });
    expect(hours(sunday)).toEqual([40, 5, 0, 0, 0, 0, 45]);
    const wednesday = processShifts({ records: days(5), overtimeRule: FLSA, payPeriod: weekly(3) });
    expect(hours(wednesday)).toEqual([45, 0, 0, 0, 0, 0, 45]);
    const noPeriod = processShifts({ records: days(5), overtimeRule: FLSA, payPeriod: null });
    expect(hours(noPeriod)).toEqual([40, 5, 0, 0, 0, 0, 45]);
  });
  it('the workday is the local date of the in-time zone', () => {
    const tokyo = rec('2026-01-05 07:00', '2026-01-05 09:00', { id: 't' }, 'Asia/Tokyo');
    expect(processShifts({ records: [tokyo] })[0]?.workday).toBe('2026-01-05');
  });
});

describe('rule 2: rounding', () => {
  const round = (usesRounding: boolean, roundingMinutes: number | null): PayPeriod =>
    weekly(0, { usesRounding, roundingMinutes });
  it('rounds in and out to the nearest increment, half up, marks the row', () => {
    const a = rec('2026-01-05 08:07:29', '2026-01-05 16:52:30', { id: 'a' });
    const b = rec('2026-01-06 08:07:30', '2026-01-06 17:00', { id: 'b' });
    const rows = processShifts({ records: [a, b], payPeriod: round(true, 15) });
    expect(view(rows)).toEqual([
      ['a', 1, 9, '08:00:00', '17:00:00'],
      ['b', 1, 8.75, '08:15:00', '17:00:00'],
    ]);
    expect(rows.map((r) => r.wasRounded)).toEqual([true, true]);
  });
  it('leaves times on an increment alone', () => {
    const rows = processShifts({
      records: [rec('2026-01-05 08:15', '2026-01-05 17:45', { id: 'a' })],
      payPeriod: round(true, 15),
    });
    expect(view(rows)).toEqual([['a', 1, 9.5, '08:15:00', '17:45:00']]);
    expect(rows[0]?.wasRounded).toBe(false);
  });
  it('does not round when rounding is off or the increment is not allowed', () => {
    const r = rec('2026-01-05 08:07', '2026-01-05 17:00', { id: 'a' });
    expect(processShifts({ records: [r], payPeriod: round(false, 15) })[0]?.totalSeconds).toBe(
      8 * 3600 + 53 * 60,
    );
    expect(processShifts({ records: [r], payPeriod: round(true, 7) })[0]?.totalSeconds).toBe(
      8 * 3600 + 53 * 60,
    );
  });
  it('supports every increment (3, 5, 10, 15, 30, 60 minutes)', () => {
    const s = (t: string) => Date.parse(at(`2026-01-05 ${t}`)) / 1000;
    const r = (t: string, inc: number) =>
      local(new Date(roundToIncrement(s(t), inc, LA) * 1000).toISOString()).slice(6);
    expect([r('08:01:29', 3), r('08:01:30', 3), r('08:03:00', 3)]).toEqual([
      '08:00:00',
      '08:03:00',
      '08:03:00',
    ]);
    expect([r('08:02:29', 5), r('08:02:30', 5)]).toEqual(['08:00:00', '08:05:00']);
    expect([r('08:04:59', 10), r('08:05:00', 10)]).toEqual(['08:00:00', '08:10:00']);
    expect([r('08:22:29', 15), r('08:22:30', 15)]).toEqual(['08:15:00', '08:30:00']);
    expect([r('08:14:59', 30), r('08:15:00', 30), r('08:44:00', 30)]).toEqual([
      '08:00:00',
      '08:30:00',
      '08:30:00',
    ]);
    expect([r('08:29:59', 60), r('08:30:00', 60), r('23:30:00', 60)]).toEqual([
      '08:00:00',
      '09:00:00',
      '00:00:00',
    ]);
  });
  it('rounds on the local wall clock (half-hour offset zone)', () => {
    const kolkata = 'Asia/Kolkata';
    const s = Date.parse(at('2026-01-05 08:30', kolkata)) / 1000;
    expect(local(new Date(roundToIncrement(s, 60, kolkata) * 1000).toISOString(), kolkata).slice(6)).toBe(
      '09:00:00',
    );
  });
  it('a record rounded to nothing gives a zero-second row; rounding can move the workday', () => {
    const tiny = rec('2026-01-05 08:01', '2026-01-05 08:05', { id: 't' });
    expect(view(processShifts({ records: [tiny], payPeriod: round(true, 15) }))).toEqual([
      ['t', 1, 0, '08:00:00', '08:00:00'],
    ]);
    const late = rec('2026-01-05 23:55', '2026-01-06 04:00', { id: 'l' });
    expect(processShifts({ records: [late], payPeriod: round(true, 15) })[0]?.workday).toBe('2026-01-06');
  });
});

const lunch = (o: Partial<Lunch>): Lunch => ({
  deductionMinutes: 30,
  minLunchMinutes: 360,
  lunchState: 1,
  time: '12:00:00',
  dynamicMinutes: null,
  ...o,
});
const withLunch = (l: Lunch, start = '06:00:00', end = '20:00:00') =>
  onlyDay(shift(start, end, { lunch: l }));

describe('rule 3: lunch', () => {
  it('type 1 deducts from the lunch start time as a visible unpaid row', () => {
    const r = rec('2026-01-05 08:00', '2026-01-05 17:00', { id: 'a' });
    const rows = processShifts({ records: [r], shiftRule: withLunch(lunch({})) });
    expect(view(rows)).toEqual([
      ['a', 1, 4, '08:00:00', '12:00:00'],
      ['a', 1, 0.5, '12:00:00', '12:30:00', 'L'],
      ['a', 1, 4.5, '12:30:00', '17:00:00'],
    ]);
    expect(rows[1]).toMatchObject({
      isLunchDeduction: true,
      totalSeconds: 0,
      lunchSeconds: 1800,
      payCode: null,
    });
    expect(hours(rows)).toEqual([8.5, 0, 0, 0, 0, 0, 8.5]);
    // The punches are kept: rows cover the record from its IN to its OUT.
    expect(rows[0]?.inTimeStamp).toBe(r.inTimeStamp);
    expect(rows[2]?.outTimeStamp).toBe(r.outTimeStamp);
  });
  it('type 1 does nothing when no record spans the lunch time', () => {
    const r = rec('2026-01-05 12:30', '2026-01-05 19:30', { id: 'a' });
    expect(view(processShifts({ records: [r], shiftRule: withLunch(lunch({})) }))).toEqual([
      ['a', 1, 7, '12:30:00', '19:30:00'],
    ]);
  });
  it('applies only from Min Hours worked in the workday (exactly Min Hours applies)', () => {
    const short = rec('2026-01-05 08:00', '2026-01-05 13:59', { id: 's' });
    expect(processShifts({ records: [short], shiftRule: withLunch(lunch({})) })).toHaveLength(1);
    const exact = rec('2026-01-05 08:00', '2026-01-05 14:00', { id: 'e' });
    expect(processShifts({ records: [exact], shiftRule: withLunch(lunch({})) })).toHaveLength(3);
    // Two records of one workday add up to Min Hours.
    const a = rec('2026-01-06 06:00', '2026-01-06 09:00', { id: 'a' });
    const b = rec('2026-01-06 11:00', '2026-01-06 14:00', { id: 'b' });
    expect(view(processShifts({ records: [a, b], shiftRule: withLunch(lunch({})) }))).toEqual([
      ['a', 1, 3, '06:00:00', '09:00:00'],
      ['b', 1, 1, '11:00:00', '12:00:00'],
      ['b', 1, 0.5, '12:00:00', '12:30:00', 'L'],
      ['b', 1, 1.5, '12:30:00', '14:00:00'],
    ]);
  });
  it('is skipped when the record has bypassAutoLunch', () => {
    const r = rec('2026-01-05 08:00', '2026-01-05 17:00', { id: 'a', bypassAutoLunch: true });
    expect(processShifts({ records: [r], shiftRule: withLunch(lunch({})) })).toHaveLength(1);
    expect(processShifts({ records: [r], shiftRule: withLunch(lunch({ lunchState: 2 })) })).toHaveLength(1);
  });
  it('is skipped when lunch is disabled or deducts nothing', () => {
    const r = rec('2026-01-05 08:00', '2026-01-05 17:00');
    expect(processShifts({ records: [r], shiftRule: onlyDay(shift('06:00:00', '20:00:00')) })).toHaveLength(
      1,
    );
    expect(
      processShifts({ records: [r], shiftRule: withLunch(lunch({ deductionMinutes: 0 })) }),
    ).toHaveLength(1);
  });
  it('type 1 continues into the next record when the first ends during lunch', () => {
    const a = rec('2026-01-05 08:00', '2026-01-05 12:10', { id: 'a' });
    const b = rec('2026-01-05 12:10', '2026-01-05 17:00', { id: 'b' });
    expect(view(processShifts({ records: [a, b], shiftRule: withLunch(lunch({})) }))).toEqual([
      ['a', 1, 4, '08:00:00', '12:00:00'],
      ['a', 1, 0.1667, '12:00:00', '12:10:00', 'L'],
      ['b', 1, 0.3333, '12:10:00', '12:30:00', 'L'],
      ['b', 1, 4.5, '12:30:00', '17:00:00'],
    ]);
  });
  it('type 1 on a night shift deducts at the lunch time after midnight', () => {
    const rule = shiftRule({
      night: shift('22:00:00', '06:00:00', { lunch: lunch({ time: '02:00:00', minLunchMinutes: 240 }) }),
    });
    const r = rec('2026-01-05 22:00', '2026-01-06 06:00', { id: 'n' });
    expect(view(processShifts({ records: [r], shiftRule: rule }))).toEqual([
      ['n', 1, 4, '22:00:00', '02:00:00'],
      ['n', 1, 0.5, '02:00:00', '02:30:00', 'L'],
      ['n', 1, 3.5, '02:30:00', '06:00:00'],
    ]);
  });
  it('type 2 deducts at the end of the workday, backwards across records', () => {
    const l2 = withLunch(lunch({ lunchState: 2, time: null }));
    const a = rec('2026-01-05 08:00', '2026-01-05 12:00', { id: 'a' });
    const b = rec('2026-01-05 12:30', '2026-01-05 17:00', { id: 'b' });
    expect(view(processShifts({ records: [a, b], shiftRule: l2 }))).toEqual([
      ['a', 1, 4, '08:00:00', '12:00:00'],
      ['b', 1, 4, '12:30:00', '16:30:00'],
      ['b', 1, 0.5, '16:30:00', '17:00:00', 'L'],
    ]);
    const c = rec('2026-01-06 08:00', '2026-01-06 16:00', { id: 'c' });
    const d = rec('2026-01-06 16:00', '2026-01-06 16:20', { id: 'd' });
    expect(view(processShifts({ records: [c, d], shiftRule: l2 }))).toEqual([
      ['c', 1, 7.8333, '08:00:00', '15:50:00'],
      ['c', 1, 0.1667, '15:50:00', '16:00:00', 'L'],
      ['d', 1, 0.3333, '16:00:00', '16:20:00', 'L'],
    ]);
  });
  it('type 3 deducts once Starts After minutes have been worked', () => {
    const l3 = withLunch(lunch({ lunchState: 3, time: null, dynamicMinutes: 300 }));
    const r = rec('2026-01-05 08:00', '2026-01-05 17:00', { id: 'a' });
    expect(view(processShifts({ records: [r], shiftRule: l3 }))).toEqual([
      ['a', 1, 5, '08:00:00', '13:00:00'],
      ['a', 1, 0.5, '13:00:00', '13:30:00', 'L'],
      ['a', 1, 3.5, '13:30:00', '17:00:00'],
    ]);
    // Reached exactly at the end of a record: deducted from the start of the next one.
    const l4 = withLunch(lunch({ lunchState: 3, time: null, dynamicMinutes: 240 }));
    const a = rec('2026-01-06 08:00', '2026-01-06 12:00', { id: 'x' });
    const b = rec('2026-01-06 12:30', '2026-01-06 17:00', { id: 'y' });
    expect(view(processShifts({ records: [a, b], shiftRule: l4 }))).toEqual([
      ['x', 1, 4, '08:00:00', '12:00:00'],
      ['y', 1, 0.5, '12:30:00', '13:00:00', 'L'],
      ['y', 1, 4, '13:00:00', '17:00:00'],
    ]);
    // Not more than Starts After worked: nothing.
    const six = rec('2026-01-07 08:00', '2026-01-07 14:00');
    const l5 = withLunch(lunch({ lunchState: 3, time: null, dynamicMinutes: 360, minLunchMinutes: 0 }));
    expect(processShifts({ records: [six], shiftRule: l5 })).toHaveLength(1);
  });
  it('lunch is deducted before overtime is counted', () => {
    const r = rec('2026-01-05 07:00', '2026-01-05 18:00', { id: 'a' });
    const rows = processShifts({ records: [r], shiftRule: withLunch(lunch({})), overtimeRule: CALIFORNIA });
    expect(view(rows)).toEqual([
      ['a', 1, 5, '07:00:00', '12:00:00'],
      ['a', 1, 0.5, '12:00:00', '12:30:00', 'L'],
      ['a', 1, 3, '12:30:00', '15:30:00'],
      ['a', 2, 2.5, '15:30:00', '18:00:00'],
    ]);
    expect(hours(rows)).toEqual([8, 2.5, 0, 0, 0, 0, 10.5]);
  });
  it('uses the lunch of the shift the workday starts in', () => {
    const rule = shiftRule({
      day: shift('06:00:00', '14:00:00', { lunch: lunch({ time: '10:00:00', minLunchMinutes: 0 }) }),
      evening: shift('14:00:00', '22:00:00', { lunch: lunch({ time: '18:00:00', minLunchMinutes: 0 }) }),
    });
    const r = rec('2026-01-05 15:00', '2026-01-05 21:00', { id: 'e' });
    expect(view(processShifts({ records: [r], shiftRule: rule })).filter((x) => x[5] === 'L')).toEqual([
      ['e', 1, 0.5, '18:00:00', '18:30:00', 'L'],
    ]);
  });
});

describe('rule 4: daily cutoffs', () => {
  it('splits a day at overtime 1 and overtime 2 cutoffs', () => {
    const r = rec('2026-01-05 06:00', '2026-01-05 20:00', { id: 'a' });
    expect(view(processShifts({ records: [r], overtimeRule: CALIFORNIA }))).toEqual([
      ['a', 1, 8, '06:00:00', '14:00:00'],
      ['a', 2, 4, '14:00:00', '18:00:00'],
      ['a', 3, 2, '18:00:00', '20:00:00'],
    ]);
  });
  it('counts the cutoff across the records of the workday', () => {
    const a = rec('2026-01-05 06:00', '2026-01-05 11:00', { id: 'a' });
    const b = rec('2026-01-05 12:00', '2026-01-05 20:00', { id: 'b' });
    expect(view(processShifts({ records: [b, a], overtimeRule: CALIFORNIA }))).toEqual([
      ['b', 1, 3, '12:00:00', '15:00:00'],
      ['b', 2, 4, '15:00:00', '19:00:00'],
      ['b', 3, 1, '19:00:00', '20:00:00'],
      ['a', 1, 5, '06:00:00', '11:00:00'],
    ]);
  });
  it('does not use a null cutoff or an inactive level', () => {
    const r = rec('2026-01-05 06:00', '2026-01-05 20:00', { id: 'a' });
    const onlyTwo = otRule({ dayCutoffHours: null }, { dayCutoffHours: 12 });
    expect(view(processShifts({ records: [r], overtimeRule: onlyTwo }))).toEqual([
      ['a', 1, 12, '06:00:00', '18:00:00'],
      ['a', 3, 2, '18:00:00', '20:00:00'],
    ]);
    const inactive = otRule({ dayCutoffHours: 8 }, { dayCutoffHours: 12, isActive: false });
    expect(hours(processShifts({ records: [r], overtimeRule: inactive }))).toEqual([8, 6, 0, 0, 0, 0, 14]);
  });
  it('reads numeric strings as cutoffs and ignores negative or non-numeric ones', () => {
    const r = rec('2026-01-05 06:00', '2026-01-05 16:00');
    const asText = otRule({ dayCutoffHours: '8' as unknown as number });
    expect(hours(processShifts({ records: [r], overtimeRule: asText }))).toEqual([8, 2, 0, 0, 0, 0, 10]);
    for (const bad of [-1, 'x', '', Number.NaN]) {
      const rule = otRule({ dayCutoffHours: bad as number });
      expect(hours(processShifts({ records: [r], overtimeRule: rule }))).toEqual([10, 0, 0, 0, 0, 0, 10]);
    }
  });
  it('splits to the second at fractional cutoffs', () => {
    const r = rec('2026-01-05 08:00:07', '2026-01-05 17:00', { id: 'a' });
    const rows = processShifts({ records: [r], overtimeRule: otRule({ dayCutoffHours: 7.5 }) });
    expect(view(rows)).toEqual([
      ['a', 1, 7.5, '08:00:07', '15:30:07'],
      ['a', 2, 1.4981, '15:30:07', '17:00:00'],
    ]);
    expect(rows[0]?.totalSeconds).toBe(27000);
    expect(rows[1]?.totalSeconds).toBe(5393);
  });
});

describe('rule 5: per-weekday cutoffs', () => {
  it("overtime beyond the weekday's cutoff", () => {
    const rule = otRule({ sundayCutoffHours: 0, saturdayCutoffHours: 4 }, { saturdayCutoffHours: 6 });
    const sun = rec('2026-01-04 08:00', '2026-01-04 13:00', { id: 'sun' });
    const mon = rec('2026-01-05 08:00', '2026-01-05 18:00', { id: 'mon' });
    const sat = rec('2026-01-10 08:00', '2026-01-10 16:00', { id: 'sat' });
    expect(view(processShifts({ records: [sun, mon, sat], overtimeRule: rule }))).toEqual([
      ['sun', 2, 5, '08:00:00', '13:00:00'],
      ['mon', 1, 10, '08:00:00', '18:00:00'],
      ['sat', 1, 4, '08:00:00', '12:00:00'],
      ['sat', 2, 2, '12:00:00', '14:00:00'],
      ['sat', 3, 2, '14:00:00', '16:00:00'],
    ]);
  });
  it('the lowest of day and weekday cutoff wins (highest tier)', () => {
    const rule = otRule({ dayCutoffHours: 8, fridayCutoffHours: 6 });
    const thu = rec('2026-01-08 08:00', '2026-01-08 17:00', { id: 'thu' });
    const fri = rec('2026-01-09 08:00', '2026-01-09 17:00', { id: 'fri' });
    expect(view(processShifts({ records: [thu, fri], overtimeRule: rule }))).toEqual([
      ['thu', 1, 8, '08:00:00', '16:00:00'],
      ['thu', 2, 1, '16:00:00', '17:00:00'],
      ['fri', 1, 6, '08:00:00', '14:00:00'],
      ['fri', 2, 3, '14:00:00', '17:00:00'],
    ]);
  });
});

describe('rule 6: consecutive days', () => {
  it('California 7th consecutive day: overtime 1 from the first hour, overtime 2 after 8', () => {
    const week = days(7, 4, '08:00', '18:00'); // Sunday 2026-01-04 .. Saturday 2026-01-10, 10 h each
    const rows = processShifts({ records: week, overtimeRule: CALIFORNIA });
    expect(view(rows.filter((r) => r.timeRecord_id === 'd10'))).toEqual([
      ['d10', 2, 8, '08:00:00', '16:00:00'],
      ['d10', 3, 2, '16:00:00', '18:00:00'],
    ]);
    // Days 1-5: 8 + 2; day 6: the weekly 40 h are reached, so all 10 h are overtime 1.
    expect(view(rows.filter((r) => r.timeRecord_id === 'd9'))).toEqual([
      ['d9', 2, 10, '08:00:00', '18:00:00'],
    ]);
    expect(hours(rows)).toEqual([40, 28, 2, 0, 0, 0, 70]);
  });
  it('no 7th-day rule when the run of days is broken', () => {
    const week = days(7, 4, '08:00', '18:00').filter((r) => r.id !== 'd7');
    const rows = processShifts({ records: week, overtimeRule: CALIFORNIA });
    expect(view(rows.filter((r) => r.timeRecord_id === 'd10'))).toEqual([
      ['d10', 2, 10, '08:00:00', '18:00:00'],
    ]);
    expect(hours(rows)).toEqual([40, 20, 0, 0, 0, 0, 60]);
  });
  it('6th consecutive day cutoff', () => {
    const rule = otRule({ sixthDayCutoffHours: 4 }, { sixthDayCutoffHours: 4.5 });
    const six = days(6, 5, '08:00', '13:00'); // Monday .. Saturday, 5 h each
    expect(
      view(processShifts({ records: six, overtimeRule: rule }).filter((r) => r.timeRecord_id === 'd10')),
    ).toEqual([
      ['d10', 1, 4, '08:00:00', '12:00:00'],
      ['d10', 2, 0.5, '12:00:00', '12:30:00'],
      ['d10', 3, 0.5, '12:30:00', '13:00:00'],
    ]);
    const broken = six.filter((r) => r.id !== 'd7');
    expect(hours(processShifts({ records: broken, overtimeRule: rule }))).toEqual([25, 0, 0, 0, 0, 0, 25]);
  });
  it('the 7th day uses the 7th-day cutoffs, not the 6th', () => {
    const rule = otRule({ sixthDayCutoffHours: 1, seventhDayCutoffHours: 3 });
    const rows = processShifts({ records: days(7, 4, '08:00', '13:00'), overtimeRule: rule });
    expect(view(rows.filter((r) => r.timeRecord_id === 'd9' || r.timeRecord_id === 'd10'))).toEqual([
      ['d9', 1, 1, '08:00:00', '09:00:00'],
      ['d9', 2, 4, '09:00:00', '13:00:00'],
      ['d10', 1, 3, '08:00:00', '11:00:00'],
      ['d10', 2, 2, '11:00:00', '13:00:00'],
    ]);
  });
  it('consecutive days restart with the workweek', () => {
    // Wednesday weeks: Sun..Sat is two partial weeks, so Saturday is only the 4th day of its week.
    const rows = processShifts({
      records: days(7, 4, '08:00', '18:00'),
      overtimeRule: CALIFORNIA,
      payPeriod: weekly(3),
    });
    expect(hours(rows)).toEqual([56, 14, 0, 0, 0, 0, 70]);
  });
});

describe('rule 7: weekly cutoff', () => {
  it('FLSA: weekly only, overtime after 40 regular hours, split inside the day', () => {
    const rows = processShifts({ records: days(5), overtimeRule: FLSA });
    expect(view(rows.filter((r) => r.timeRecord_id === 'd9'))).toEqual([
      ['d9', 1, 4, '08:00:00', '12:00:00'],
      ['d9', 2, 5, '12:00:00', '17:00:00'],
    ]);
    expect(hours(rows)).toEqual([40, 5, 0, 0, 0, 0, 45]);
  });
  it('FLSA has no daily overtime', () => {
    const r = rec('2026-01-05 06:00', '2026-01-05 22:00');
    expect(hours(processShifts({ records: [r], overtimeRule: FLSA }))).toEqual([16, 0, 0, 0, 0, 0, 16]);
  });
  it('no pyramiding: daily overtime does not count toward the weekly cutoff', () => {
    // California, five 9 h days: 8 + 1 daily each; the 40 regular hours do not exceed 40.
    expect(hours(processShifts({ records: days(5), overtimeRule: CALIFORNIA }))).toEqual([
      40, 5, 0, 0, 0, 0, 45,
    ]);
    // Six 9 h days Mon..Sat: the 6th day's 8 regular hours are beyond 40 -> overtime 1.
    const rows = processShifts({ records: days(6), overtimeRule: CALIFORNIA });
    expect(view(rows.filter((r) => r.timeRecord_id === 'd10'))).toEqual([
      ['d10', 2, 9, '08:00:00', '17:00:00'],
    ]);
    expect(hours(rows)).toEqual([40, 14, 0, 0, 0, 0, 54]);
  });
  it('weekly overtime 2 beyond overtime 2 week cutoff', () => {
    const rule = otRule({ weekCutoffHours: 40 }, { weekCutoffHours: 44 });
    const rows = processShifts({ records: days(5, 5, '08:00', '18:00'), overtimeRule: rule });
    expect(view(rows.filter((r) => r.timeRecord_id === 'd9'))).toEqual([
      ['d9', 2, 4, '08:00:00', '12:00:00'],
      ['d9', 3, 6, '12:00:00', '18:00:00'],
    ]);
    expect(hours(rows)).toEqual([40, 4, 6, 0, 0, 0, 50]);
  });
  it('a daily overtime 2 hour stays overtime 2 past the weekly cutoff', () => {
    const rule = otRule({ weekCutoffHours: 8 }, { dayCutoffHours: 10 });
    const r = rec('2026-01-05 06:00', '2026-01-05 18:00', { id: 'a' });
    expect(view(processShifts({ records: [r], overtimeRule: rule }))).toEqual([
      ['a', 1, 8, '06:00:00', '14:00:00'],
      ['a', 2, 2, '14:00:00', '16:00:00'],
      ['a', 3, 2, '16:00:00', '18:00:00'],
    ]);
  });
});

describe('pay period boundary splitting a week', () => {
  // Bi-weekly periods starting Wednesday 2026-01-07; the workweek starts Sunday.
  const biweekly: PayPeriod = { id: 'bw', name: 'BW', status: 1, type: 2, factor1: '2026-01-07T00:00:00Z' };
  const prior = days(3, 4, '08:00', '18:00'); // Sun, Mon, Tue: 30 h in the previous period
  const current = days(3, 7, '08:00', '18:00'); // Wed, Thu, Fri
  it('counts prior-period hours of the week toward the weekly cutoff, outputs only the current period', () => {
    const rows = processShifts({
      records: current,
      priorRecords: prior,
      overtimeRule: FLSA,
      payPeriod: biweekly,
    });
    expect(new Set(rows.map((r) => r.timeRecord_id))).toEqual(new Set(['d7', 'd8', 'd9']));
    expect(view(rows)).toEqual([
      ['d7', 1, 10, '08:00:00', '18:00:00'],
      ['d8', 2, 10, '08:00:00', '18:00:00'],
      ['d9', 2, 10, '08:00:00', '18:00:00'],
    ]);
    expect(hours(rows)).toEqual([10, 20, 0, 0, 0, 0, 30]);
    // Without the prior records the same week looks like 30 regular hours.
    expect(hours(processShifts({ records: current, overtimeRule: FLSA, payPeriod: biweekly }))).toEqual([
      30, 0, 0, 0, 0, 0, 30,
    ]);
  });
  it('counts prior-period days toward consecutive days', () => {
    const p8 = days(3, 4, '08:00', '16:00');
    const c8 = days(4, 7, '08:00', '16:00'); // Wed..Sat: Saturday is the 7th consecutive day
    const rows = processShifts({
      records: c8,
      priorRecords: p8,
      overtimeRule: CALIFORNIA,
      payPeriod: biweekly,
    });
    expect(view(rows)).toEqual([
      ['d7', 1, 8, '08:00:00', '16:00:00'],
      ['d8', 1, 8, '08:00:00', '16:00:00'],
      ['d9', 2, 8, '08:00:00', '16:00:00'],
      ['d10', 2, 8, '08:00:00', '16:00:00'],
    ]);
  });
  it('prior records of another employee do not count', () => {
    const others = prior.map((r) => ({ ...r, employee_id: 'e2' }));
    const rows = processShifts({ records: current, priorRecords: others, overtimeRule: FLSA });
    expect(hours(rows)).toEqual([30, 0, 0, 0, 0, 0, 30]);
  });
});

describe('DST days', () => {
  it('a night shift over spring-forward is one hour shorter (elapsed time counts)', () => {
    const r = rec('2026-03-07 22:00', '2026-03-08 08:00', { id: 'n' });
    expect(view(processShifts({ records: [r], overtimeRule: CALIFORNIA }))).toEqual([
      ['n', 1, 8, '22:00:00', '07:00:00'],
      ['n', 2, 1, '07:00:00', '08:00:00'],
    ]);
  });
  it('a night shift over fall-back is one hour longer', () => {
    const r = rec('2026-10-31 22:00', '2026-11-01 06:00', { id: 'n' });
    expect(view(processShifts({ records: [r], overtimeRule: CALIFORNIA }))).toEqual([
      ['n', 1, 8, '22:00:00', '05:00:00'],
      ['n', 2, 1, '05:00:00', '06:00:00'],
    ]);
  });
  it('midnight to noon on the spring-forward day is 11 hours', () => {
    const r = rec('2026-03-08 00:00', '2026-03-08 12:00', { id: 'd' });
    const rows = processShifts({ records: [r], overtimeRule: CALIFORNIA });
    expect(hours(rows)).toEqual([8, 3, 0, 0, 0, 0, 11]);
    expect(rows[0]?.workday).toBe('2026-03-08');
  });
  it('the weekly cutoff counts real hours in a DST week', () => {
    // Sunday 2026-03-08 22:00 - Monday 08:00 is 10 h; with FLSA 4 more 8 h days the week holds 42 h.
    const sun = rec('2026-03-08 22:00', '2026-03-09 08:00', { id: 's' });
    const rest = [10, 11, 12, 13].map((d) =>
      rec(`2026-03-${d} 09:00`, `2026-03-${d} 17:00`, { id: `m${d}` }),
    );
    expect(hours(processShifts({ records: [sun, ...rest], overtimeRule: FLSA }))).toEqual([
      40, 2, 0, 0, 0, 0, 42,
    ]);
  });
  it('lunch at a wall time on a DST day', () => {
    const r = rec('2026-11-01 00:00', '2026-11-01 09:00', { id: 'f' });
    const rule = withLunch(lunch({ time: '03:00:00' }), '00:00:00', '12:00:00');
    expect(view(processShifts({ records: [r], shiftRule: rule }))).toEqual([
      ['f', 1, 4, '00:00:00', '03:00:00'],
      ['f', 1, 0.5, '03:00:00', '03:30:00', 'L'],
      ['f', 1, 5.5, '03:30:00', '09:00:00'],
    ]);
  });
});

describe('rule 9: shifts and pay codes', () => {
  it('the shift containing the in-time picks the pay codes and rates', () => {
    const r = rec('2026-01-05 15:00', '2026-01-05 23:00', { id: 'e' });
    const rows = processShifts({ records: [r], shiftRule: shiftRule(), payCodeRule: PAY_CODES });
    expect(rows.map((x) => [x.shift, x.payCode, x.payCode_id, x.rate])).toEqual([
      ['evening', 'E-REG', 'E1', 22],
    ]);
  });
  it('overtime rows take the overtime codes of their shift', () => {
    const r = rec('2026-01-05 22:00', '2026-01-06 09:00', { id: 'n' });
    const rows = processShifts({
      records: [r],
      shiftRule: shiftRule(),
      payCodeRule: PAY_CODES,
      overtimeRule: CALIFORNIA,
    });
    expect(rows.map((x) => [x.payType, x.shift, x.payCode, x.rate])).toEqual([
      [1, 'night', 'N-REG', 24],
      [2, 'night', 'N-OT1', 36],
    ]);
  });
  it('with useShiftCutOff, time splits at shift window boundaries', () => {
    const r = rec('2026-01-05 13:00', '2026-01-05 23:30', { id: 'c' });
    const rows = processShifts({
      records: [r],
      shiftRule: shiftRule({ useShiftCutOff: true }),
      payCodeRule: PAY_CODES,
      overtimeRule: CALIFORNIA,
    });
    expect(
      rows.map((x) => [x.payType, x.payCode, local(x.inTimeStamp).slice(6), local(x.outTimeStamp).slice(6)]),
    ).toEqual([
      [1, 'D-REG', '13:00:00', '14:00:00'],
      [1, 'E-REG', '14:00:00', '21:00:00'],
      [2, 'E-OT1', '21:00:00', '22:00:00'],
      [2, 'N-OT1', '22:00:00', '23:30:00'],
    ]);
  });
  it('a night window crosses midnight', () => {
    const r = rec('2026-01-05 23:00', '2026-01-06 07:00', { id: 'n' });
    const rows = processShifts({
      records: [r],
      shiftRule: shiftRule({ useShiftCutOff: true }),
      payCodeRule: PAY_CODES,
    });
    expect(
      rows.map((x) => [x.shift, local(x.inTimeStamp).slice(6), local(x.outTimeStamp).slice(6), x.workday]),
    ).toEqual([
      ['night', '23:00:00', '06:00:00', '2026-01-05'],
      ['day', '06:00:00', '07:00:00', '2026-01-05'],
    ]);
    const early = rec('2026-01-06 02:00', '2026-01-06 05:00');
    expect(processShifts({ records: [early], shiftRule: shiftRule() })[0]?.shift).toBe('night');
  });
  it("outside every window the pay group's default shift applies", () => {
    const rule = onlyDay(shift('06:00:00', '14:00:00'));
    const r = rec('2026-01-05 15:00', '2026-01-05 20:00');
    expect(processShifts({ records: [r], shiftRule: rule })[0]?.shift).toBe('day');
    expect(processShifts({ records: [r], shiftRule: rule, defaultShift: 3 })[0]?.shift).toBe('night');
    expect(processShifts({ records: [r], defaultShift: 2, payCodeRule: PAY_CODES })[0]?.payCode).toBe(
      'E-REG',
    );
  });
  it('daily shift rules apply on their weekday', () => {
    const saturday = shiftRule({
      id: 'sat',
      type: 6,
      parentId: 'sr',
      day: shift('00:00:00', '01:00:00'),
      evening: shift('06:00:00', '18:00:00'),
      night: { start: null, end: null, useShift: false, lunch: null },
    });
    const rule = shiftRule({ useDailyShifts: true, children: [saturday] });
    const mon = rec('2026-01-05 08:00', '2026-01-05 12:00');
    const sat = rec('2026-01-10 08:00', '2026-01-10 12:00');
    const rows = processShifts({ records: [mon, sat], shiftRule: rule });
    expect(rows.map((x) => x.shift)).toEqual(['day', 'evening']);
  });
});

describe('rule 10: holiday, sick and vacation pass through', () => {
  it('keeps their pay type, time and code and counts toward no cutoff', () => {
    const hol = rec('2026-01-05 00:00', '2026-01-05 00:00', { id: 'h', payType: 4, totalSeconds: 8 * 3600 });
    const sick = rec('2026-01-10 08:00', '2026-01-10 16:00', { id: 's', payType: 5 });
    const vac: TimeRecord = {
      id: 'v',
      employee_id: 'e1',
      inTimeStamp: null,
      outTimeStamp: null,
      payType: 6,
      totalSeconds: 3600,
    };
    const input: ProcessInput = {
      records: [...days(5), hol, sick, vac],
      overtimeRule: FLSA,
      payCodeRule: PAY_CODES,
      payPeriod: weekly(0, { usesRounding: true, roundingMinutes: 60 }),
    };
    const rows = processShifts(input);
    expect(hours(rows)).toEqual([40, 5, 0, 8, 8, 1, 62]);
    const h = rows.find((r) => r.timeRecord_id === 'h')!;
    expect(h).toMatchObject({
      payType: 4,
      payCode: 'HOL',
      shift: null,
      inTimeStamp: hol.inTimeStamp,
      workday: '2026-01-05',
    });
    expect(rows.find((r) => r.timeRecord_id === 's')).toMatchObject({
      payType: 5,
      payCode: 'SICK',
      totalSeconds: 28800,
    });
    expect(rows.find((r) => r.timeRecord_id === 'v')).toMatchObject({
      payType: 6,
      payCode: 'VAC',
      workday: '',
    });
  });
});

describe('batchTotals', () => {
  it('sums hours by pay type, skipping lunch rows', () => {
    const r = rec('2026-01-05 06:00', '2026-01-05 21:00');
    const rows = processShifts({ records: [r], overtimeRule: CALIFORNIA, shiftRule: withLunch(lunch({})) });
    const t = batchTotals(rows);
    expect([t.regular, t.overTime1, t.overTime2, t.total]).toEqual([8, 4, 2.5, 14.5]);
    expect(t.seconds.total).toBe(14.5 * 3600);
    expect(batchTotals([])).toMatchObject({ regular: 0, total: 0 });
  });
});

describe('invariants over generated weeks', () => {
  it('rows of a record are contiguous from rounded IN to rounded OUT and sum to its length', () => {
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let trial = 0; trial < 40; trial++) {
      const records: TimeRecord[] = [];
      for (let d = 4; d <= 17; d++) {
        if (rnd(4) === 0) continue;
        const startMin = 300 + rnd(900);
        const len = 60 + rnd(700);
        const s =
          Date.parse(at(`2026-03-${String(d).padStart(2, '0')} 00:00`)) + startMin * 60_000 + rnd(60) * 1000;
        records.push({
          id: `t${trial}-${d}`,
          employee_id: 'e',
          inTimeStamp: new Date(s).toISOString(),
          outTimeStamp: new Date(s + len * 60_000).toISOString(),
          inTimeZone: LA,
          outTimeZone: LA,
        });
      }
      const rows = processShifts({
        records,
        overtimeRule: CALIFORNIA,
        shiftRule: withLunch(lunch({ lunchState: 1 + rnd(3), dynamicMinutes: 240 })),
        payPeriod: weekly(rnd(7), { usesRounding: rnd(2) === 0, roundingMinutes: 15 }),
      });
      for (const r of records) {
        const mine = rows.filter((x) => x.timeRecord_id === r.id);
        expect(mine.length).toBeGreaterThan(0);
        for (let i = 1; i < mine.length; i++) expect(mine[i]!.inTimeStamp).toBe(mine[i - 1]!.outTimeStamp);
        const span = (Date.parse(mine.at(-1)!.outTimeStamp!) - Date.parse(mine[0]!.inTimeStamp!)) / 1000;
        expect(mine.reduce((s, x) => s + x.totalSeconds + x.lunchSeconds, 0)).toBe(span);
        for (const x of mine) expect([1, 2, 3]).toContain(x.payType);
      }
      const t = batchTotals(rows);
      expect(t.total).toBeCloseTo(t.regular + t.overTime1 + t.overTime2, 9);
    }
  });
});
