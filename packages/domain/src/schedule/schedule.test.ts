import { getWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { encodeBits } from './bits.js';
import {
  decodeSchedule,
  expandSchedule,
  nextOccurrence,
  type Schedule,
  scheduleWeekOfYear,
  toRecurringDates,
} from './schedule.js';

const NY = 'America/New_York';

describe('decodeSchedule', () => {
  it('decodes every list', () => {
    expect(decodeSchedule({ id: 's', type: 1, hours: 513, weekDays: 34 })).toEqual({
      id: 's',
      type: 1,
      hours: [0, 9],
      weekDays: [1, 5],
      monthDays: [],
      months: [],
      weeks: [],
    });
  });
});

describe('expandSchedule type 1 (hourly by weekday)', () => {
  const s: Schedule = {
    type: 1,
    hours: encodeBits([9, 14], 'hours'),
    weekDays: encodeBits([1, 3], 'weekDays'),
  };
  it('gives each selected hour on each selected weekday, in local time', () => {
    // 2026-01-05 is a Monday.
    const occ = expandSchedule(s, '2026-01-04', '2026-01-10', NY);
    expect(occ).toEqual([
      { localDate: '2026-01-05', hour: 9, start: '2026-01-05T14:00:00.000Z' },
      { localDate: '2026-01-05', hour: 14, start: '2026-01-05T19:00:00.000Z' },
      { localDate: '2026-01-07', hour: 9, start: '2026-01-07T14:00:00.000Z' },
      { localDate: '2026-01-07', hour: 14, start: '2026-01-07T19:00:00.000Z' },
    ]);
  });
  it('keeps local hours across a DST change', () => {
    // DST starts 2026-03-08 in New York; Mondays before and after.
    const occ = expandSchedule({ ...s, weekDays: 2 }, '2026-03-02', '2026-03-09', NY);
    expect(occ.map((o) => o.start)).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T19:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T18:00:00.000Z',
    ]);
  });
  it('moves a skipped hour forward and drops a duplicate', () => {
    const occ = expandSchedule(
      { type: 1, hours: encodeBits([2, 3], 'hours'), weekDays: 1 },
      '2026-03-08',
      '2026-03-08',
      NY,
    );
    expect(occ).toEqual([{ localDate: '2026-03-08', hour: 2, start: '2026-03-08T07:00:00.000Z' }]);
  });
  it('takes the first of a repeated hour on a fall-back day', () => {
    const occ = expandSchedule({ type: 1, hours: 2, weekDays: 1 }, '2026-11-01', '2026-11-01', NY);
    expect(occ.map((o) => o.start)).toEqual(['2026-11-01T05:00:00.000Z']);
  });
  it('clips to instant bounds', () => {
    const occ = expandSchedule(s, '2026-01-05T15:00:00Z', '2026-01-07T14:00:00Z', NY);
    expect(occ.map((o) => o.start)).toEqual(['2026-01-05T19:00:00.000Z', '2026-01-07T14:00:00.000Z']);
  });
  it('gives nothing without hours or weekdays', () => {
    expect(expandSchedule({ type: 1, weekDays: 127 }, '2026-01-01', '2026-01-31', NY)).toEqual([]);
    expect(expandSchedule({ type: 1, hours: 1 }, '2026-01-01', '2026-01-31', NY)).toEqual([]);
  });
});

describe('expandSchedule type 2 (weeks and weekdays)', () => {
  it('gives selected weekdays of selected weeks at local midnight', () => {
    const s: Schedule = {
      type: 2,
      weeks: encodeBits([2], 'weeks'),
      weekDays: encodeBits([0, 6], 'weekDays'),
    };
    // 2026-01-01 is a Thursday: week 1 = Dec 28 .. Jan 3, week 2 = Jan 4 .. Jan 10.
    const occ = expandSchedule(s, '2026-01-01', '2026-01-31', 'Europe/Berlin');
    expect(occ).toEqual([
      { localDate: '2026-01-04', hour: null, start: '2026-01-03T23:00:00.000Z' },
      { localDate: '2026-01-10', hour: null, start: '2026-01-09T23:00:00.000Z' },
    ]);
  });
  it('treats no weeks as every week', () => {
    const occ = expandSchedule({ type: 2, weekDays: 2 }, '2026-01-01', '2026-01-31', 'UTC');
    expect(occ.map((o) => o.localDate)).toEqual(['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26']);
  });
});

describe('scheduleWeekOfYear', () => {
  it('agrees with date-fns getWeek (Sunday weeks, week 1 holds January 1), week 53 counted as 52', () => {
    for (let y = 2020; y <= 2030; y++) {
      for (let m = 1; m <= 12; m++) {
        for (const d of [1, 2, 7, 15, 25, 28, 30, 31]) {
          const date = new Date(y, m - 1, d, 12);
          if (date.getMonth() !== m - 1) continue;
          expect(scheduleWeekOfYear(y, m, d)).toBe(Math.min(52, getWeek(date, { weekStartsOn: 0 })));
        }
      }
    }
  });
  it('puts the last days of December into week 1 when they share a week with January 1', () => {
    expect(scheduleWeekOfYear(2025, 12, 31)).toBe(1);
    expect(scheduleWeekOfYear(2022, 12, 31)).toBe(52);
  });
});

describe('expandSchedule type 3 (months and month days)', () => {
  it('gives selected days of selected months; day 31 only where it exists', () => {
    const s: Schedule = {
      type: 3,
      months: encodeBits([2, 3, 4], 'months'),
      monthDays: encodeBits([29, 31], 'monthDays'),
    };
    const occ = expandSchedule(s, '2028-01-01', '2028-12-31', 'Asia/Tokyo');
    expect(occ.map((o) => o.localDate)).toEqual(['2028-02-29', '2028-03-29', '2028-03-31', '2028-04-29']);
    expect(occ[0]?.start).toBe('2028-02-28T15:00:00.000Z');
    expect(expandSchedule(s, '2027-01-01', '2027-12-31', 'UTC').map((o) => o.localDate)).toEqual([
      '2027-03-29',
      '2027-03-31',
      '2027-04-29',
    ]);
  });
  it('treats no months as every month', () => {
    const occ = expandSchedule({ type: 3, monthDays: 1 }, '2026-01-01', '2026-04-30', 'UTC');
    expect(occ.map((o) => o.localDate)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01']);
    expect(toRecurringDates(occ)[0]).toEqual({ date: '2026-01-01T00:00:00.000Z', onSchedule: true });
  });
});

describe('expandSchedule errors', () => {
  const s: Schedule = { type: 3, monthDays: 1 };
  it('rejects a bad zone, bad dates, a bad type, too long a range', () => {
    expect(() => expandSchedule(s, '2026-01-01', '2026-01-02', 'Mars/Base')).toThrow(
      'Time zone "Mars/Base" is not a valid IANA time zone.',
    );
    expect(() => expandSchedule(s, 'yesterday', '2026-01-02', 'UTC')).toThrow(
      'From date "yesterday" is not a valid date.',
    );
    expect(() => expandSchedule(s, '2026-01-01', '2026-02-30', 'UTC')).toThrow('To date "2026-02-30"');
    expect(() => expandSchedule({ type: 4 as 1 }, '2026-01-01', '2026-01-02', 'UTC')).toThrow(
      'Schedule type must be 1, 2 or 3.',
    );
    expect(() => expandSchedule(s, '2000-01-01', '2030-01-01', 'UTC')).toThrow(
      'The date range must not exceed 7400 days.',
    );
    expect(() => expandSchedule({ type: 3, monthDays: -4 }, '2026-01-01', '2026-01-02', 'UTC')).toThrow(
      'not a valid selection',
    );
  });
  it('gives nothing when to is before from', () => {
    expect(expandSchedule(s, '2026-02-01', '2026-01-01', 'UTC')).toEqual([]);
  });
});

describe('nextOccurrence', () => {
  const zone = 'America/Denver';
  it('finds the next hour of an hourly schedule strictly after the instant', () => {
    // Mondays and Fridays at 07:00 and 17:00 local.
    const s = {
      type: 1 as const,
      hours: encodeBits([7, 17], 'hours'),
      weekDays: encodeBits([1, 5], 'weekDays'),
    };
    // Monday 2026-11-23 07:00 MST = 14:00Z: strictly after it comes 17:00 MST = 00:00Z next day.
    expect(nextOccurrence(s, '2026-11-23T14:00:00.000Z', zone)?.start).toBe('2026-11-24T00:00:00.000Z');
    // Tuesday evening: next is Friday 07:00 MST.
    expect(nextOccurrence(s, '2026-11-25T03:00:00.000Z', zone)?.start).toBe('2026-11-27T14:00:00.000Z');
  });
  it('skips to a far month day and gives null for an impossible one', () => {
    const feb29 = {
      type: 3 as const,
      months: encodeBits([2], 'months'),
      monthDays: encodeBits([29], 'monthDays'),
    };
    expect(nextOccurrence(feb29, '2026-03-01T00:00:00.000Z', zone)?.localDate).toBe('2028-02-29');
    const feb31 = {
      type: 3 as const,
      months: encodeBits([2], 'months'),
      monthDays: encodeBits([31], 'monthDays'),
    };
    expect(nextOccurrence(feb31, '2026-03-01T00:00:00.000Z', zone)).toBeNull();
  });
  it('refuses an invalid instant', () => {
    const s = { type: 2 as const, weekDays: encodeBits([1], 'weekDays') };
    expect(() => nextOccurrence(s, 'soon', zone)).toThrow('From date "soon" is not a valid date.');
  });
});
