import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatHours,
  formatReportDate,
  formatReportDateTime,
  groupBy,
  sumField,
} from './format.js';

describe('report formats (time spec 9)', () => {
  it('hours: two decimals, zero as 0.00, nothing for non-numbers', () => {
    expect(formatHours(7.5)).toBe('7.50');
    expect(formatHours(0)).toBe('0.00');
    expect(formatHours(-0.001)).toBe('0.00');
    expect(formatHours(1.005)).toBe('1.01');
    expect(formatHours('2.345')).toBe('2.35');
    expect(formatHours(null)).toBe('');
    expect(formatHours('abc')).toBe('');
  });
  it('dates MM/DD/YYYY from a day or an instant in its zone', () => {
    expect(formatReportDate('2026-01-04')).toBe('01/04/2026');
    expect(formatReportDate('2026-01-04T05:00:00.000Z', 'America/Denver')).toBe('01/03/2026');
    expect(formatReportDate('nope')).toBe('');
    expect(formatReportDate(null)).toBe('');
  });
  it('date-times MM/DD/YYYY h:mm A (time audit log); unknown zones fall back to UTC', () => {
    expect(formatReportDateTime('2026-01-04T15:05:00.000Z', 'America/Denver')).toBe('01/04/2026 8:05 AM');
    expect(formatReportDateTime('2026-01-04T23:30:00.000Z', 'UTC')).toBe('01/04/2026 11:30 PM');
    expect(formatReportDateTime('2026-01-04T00:10:00.000Z', 'Not/AZone')).toBe('01/04/2026 12:10 AM');
    expect(formatReportDateTime(42)).toBe('');
  });
  it("sign-in sheet times: 'hh:mm A' with the zone (24-hour in Spanish)", () => {
    expect(formatClockTime('2026-01-04T14:05:00.000Z', 'America/Denver', 'en')).toBe('07:05 AM MST');
    expect(formatClockTime('2026-07-04T22:37:00.000Z', 'America/Denver', 'en')).toBe('04:37 PM MDT');
    expect(formatClockTime('2026-01-04T07:00:00.000Z', 'America/Denver', 'en')).toBe('12:00 AM MST');
    expect(formatClockTime('2026-01-04T19:00:00.000Z', 'America/Denver', 'en')).toBe('12:00 PM MST');
    expect(formatClockTime('2026-11-24T22:37:00.000Z', 'America/Denver', 'es')).toBe('15:37 MST');
    expect(formatClockTime('2026-01-04T00:10:00.000Z', 'Not/AZone', 'en')).toBe('12:10 AM UTC');
    expect(formatClockTime(null)).toBe('');
    expect(formatClockTime('nope')).toBe('');
  });
  it('Spanish: day first and a 24-hour clock, as the time screens (issue 19)', () => {
    expect(formatReportDate('2026-11-21', 'UTC', 'es')).toBe('21/11/2026');
    expect(formatReportDateTime('2026-11-24T22:37:00.000Z', 'America/Denver', 'es')).toBe('24/11/2026 15:37');
    expect(formatReportDateTime('2026-01-04T07:10:00.000Z', 'UTC', 'es')).toBe('04/01/2026 07:10');
    expect(formatReportDateTime('2026-01-04T00:10:00.000Z', 'UTC', 'es')).toBe('04/01/2026 00:10');
  });
  it('sums and groups', () => {
    const rows = [
      { e: 'a', h: 1.115 },
      { e: 'b', h: '2' },
      { e: 'a', h: null },
    ];
    expect(sumField(rows, 'h')).toBe(3.12);
    expect(groupBy(rows, 'e').map((g) => [g.key, g.records.length])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
