import { describe, expect, it } from 'vitest';
import { dayNumberOf } from '../time/zone.js';
import {
  payPeriodContaining,
  payPeriodContainingDay,
  payPeriodFactors,
  payPeriodsBetween,
  workweekStartDay,
} from './payPeriod.js';
import type { PayPeriod } from './types.js';

const NY = 'America/New_York';
const period = (type: 1 | 2 | 3 | 4, factor1: number | string, factor2: number | null = null): PayPeriod => ({
  id: 'p',
  name: 'P',
  status: 1,
  type,
  factor1,
  factor2,
});
const span = (p: PayPeriod, at: string, zone = NY) => {
  const r = payPeriodContaining(p, at, zone);
  return [r.startDate, r.endDate, r.start, r.end];
};

describe('weekly pay periods', () => {
  it('start on weekStartsOn at local midnight', () => {
    // 2026-03-04 is a Wednesday.
    expect(span(period(1, 0), '2026-03-04T12:00:00Z')).toEqual([
      '2026-03-01',
      '2026-03-07',
      '2026-03-01T05:00:00.000Z',
      '2026-03-08T05:00:00.000Z',
    ]);
    expect(span(period(1, 3), '2026-03-04T12:00:00Z').slice(0, 2)).toEqual(['2026-03-04', '2026-03-10']);
    expect(span(period(1, 4), '2026-03-04T12:00:00Z').slice(0, 2)).toEqual(['2026-02-26', '2026-03-04']);
  });
  it('are 167 hours long over spring-forward and 169 over fall-back', () => {
    const spring = payPeriodContaining(period(1, 0), '2026-03-10T12:00:00Z', NY);
    expect([spring.start, spring.end]).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-15T04:00:00.000Z']);
    expect(Date.parse(spring.end) - Date.parse(spring.start)).toBe(167 * 3600_000);
    const fall = payPeriodContaining(period(1, 0), '2026-11-03T12:00:00Z', NY);
    expect(Date.parse(fall.end) - Date.parse(fall.start)).toBe(169 * 3600_000);
  });
  it('uses the local date of the instant, not the UTC date', () => {
    // Saturday 2026-03-07 23:30 in New York is Sunday 04:30 UTC.
    expect(span(period(1, 0), '2026-03-08T04:30:00Z').slice(0, 2)).toEqual(['2026-03-01', '2026-03-07']);
    expect(span(period(1, 0), '2026-03-08T05:00:00Z').slice(0, 2)).toEqual(['2026-03-08', '2026-03-14']);
  });
});

describe('bi-weekly pay periods', () => {
  const p = period(2, '2026-01-04T00:00:00Z');
  it('count 14-day periods from the first pay date, forwards and backwards', () => {
    expect(span(p, '2026-01-04T06:00:00Z').slice(0, 2)).toEqual(['2026-01-04', '2026-01-17']);
    expect(span(p, '2026-01-18T06:00:00Z').slice(0, 2)).toEqual(['2026-01-18', '2026-01-31']);
    expect(span(p, '2026-03-10T12:00:00Z').slice(0, 2)).toEqual(['2026-03-01', '2026-03-14']);
    expect(span(p, '2025-12-25T12:00:00Z').slice(0, 2)).toEqual(['2025-12-21', '2026-01-03']);
  });
  it('reads a local-midnight anchor in the zone, a UTC-midnight one as a UTC date', () => {
    const tokyo = 'Asia/Tokyo';
    // Local midnight 2026-01-04 in Tokyo is 2026-01-03T15:00Z.
    expect(payPeriodFactors(period(2, '2026-01-03T15:00:00Z'), tokyo)).toEqual({
      type: 2,
      firstPayDate: dayNumberOf(2026, 1, 4),
    });
    expect(payPeriodFactors(period(2, Date.parse('2026-01-04T00:00:00Z')), tokyo)).toEqual({
      type: 2,
      firstPayDate: dayNumberOf(2026, 1, 4),
    });
  });
});

describe('bi-monthly pay periods', () => {
  const p = period(3, 1, 16);
  it('alternate between the two pay days', () => {
    expect(span(p, '2026-02-10T12:00:00Z').slice(0, 2)).toEqual(['2026-02-01', '2026-02-15']);
    expect(span(p, '2026-02-16T12:00:00Z').slice(0, 2)).toEqual(['2026-02-16', '2026-02-28']);
    expect(span(p, '2028-02-29T12:00:00Z').slice(0, 2)).toEqual(['2028-02-16', '2028-02-29']);
  });
  it('wrap across months and years and accept the pay days in either order', () => {
    const q = period(3, 20, 5);
    expect(span(q, '2026-01-03T12:00:00Z').slice(0, 2)).toEqual(['2025-12-20', '2026-01-04']);
    expect(span(q, '2026-01-10T12:00:00Z').slice(0, 2)).toEqual(['2026-01-05', '2026-01-19']);
    expect(span(q, '2026-12-25T12:00:00Z').slice(0, 2)).toEqual(['2026-12-20', '2027-01-04']);
  });
  it('treat equal pay days as monthly', () => {
    expect(span(period(3, 10, 10), '2026-01-03T12:00:00Z').slice(0, 2)).toEqual(['2025-12-10', '2026-01-09']);
  });
});

describe('monthly pay periods', () => {
  it('run from pay day to pay day', () => {
    expect(span(period(4, 1), '2026-02-14T12:00:00Z').slice(0, 2)).toEqual(['2026-02-01', '2026-02-28']);
    expect(span(period(4, 1), '2028-02-29T12:00:00Z').slice(0, 2)).toEqual(['2028-02-01', '2028-02-29']);
    expect(span(period(4, 15), '2026-01-10T12:00:00Z').slice(0, 2)).toEqual(['2025-12-15', '2026-01-14']);
    expect(span(period(4, 28), '2026-03-01T12:00:00Z').slice(0, 2)).toEqual(['2026-02-28', '2026-03-27']);
  });
  it('in a southern-hemisphere zone over its DST change', () => {
    const r = payPeriodContaining(period(4, 1), '2026-04-15T00:00:00Z', 'Australia/Sydney');
    expect([r.start, r.end]).toEqual(['2026-03-31T13:00:00.000Z', '2026-04-30T14:00:00.000Z']);
  });
});

describe('helpers and errors', () => {
  it('gives consecutive periods', () => {
    const list = payPeriodsBetween(
      period(2, '2026-01-04T00:00:00Z'),
      '2026-01-05T12:00:00Z',
      '2026-02-20T12:00:00Z',
      'UTC',
    );
    expect(list.map((r) => r.startDate)).toEqual(['2026-01-04', '2026-01-18', '2026-02-01', '2026-02-15']);
    expect(list[1]?.start).toBe(list[0]?.end);
    expect(payPeriodContainingDay(period(4, 1), dayNumberOf(2026, 5, 31), 'UTC').startDate).toBe(
      '2026-05-01',
    );
  });
  it('gives the workweek start', () => {
    expect(workweekStartDay(period(1, 3))).toBe(3);
    expect(workweekStartDay(period(2, '2026-01-06T00:00:00Z'))).toBe(0);
    expect(workweekStartDay(null)).toBe(0);
  });
  it('rejects invalid input with a clear message', () => {
    expect(() => payPeriodContaining(period(4, 31), '2026-01-01T00:00:00Z', 'UTC')).toThrow(
      'Pay Period Start Date is required.',
    );
    expect(() => payPeriodContaining(period(4, 1), 'never', 'UTC')).toThrow(
      'The date "never" is not a valid date.',
    );
    expect(() => payPeriodContaining(period(4, 1), '2026-01-01T00:00:00Z', 'Moon/Base')).toThrow(
      'is not a valid IANA time zone',
    );
  });
});
