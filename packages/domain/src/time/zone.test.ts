import { describe, expect, it } from 'vitest';
import {
  assertTimeZone,
  dateOfDayNumber,
  dayNumberOf,
  isoDateOfDayNumber,
  isValidTimeZone,
  localDateTime,
  localDayNumber,
  parseIsoDate,
  zonedMidnight,
  zonedWallTime,
} from './zone.js';

const ms = (iso: string) => Date.parse(iso);

describe('zone helpers', () => {
  it('validates zones', () => {
    expect(isValidTimeZone('America/Denver')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Nowhere/Land')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(5)).toBe(false);
    expect(() => assertTimeZone('Nowhere/Land')).toThrow(
      'Time zone "Nowhere/Land" is not a valid IANA time zone.',
    );
  });
  it('does calendar maths on day numbers', () => {
    expect(dayNumberOf(1970, 1, 1)).toBe(0);
    const leap = dayNumberOf(2028, 2, 29);
    expect(isoDateOfDayNumber(leap)).toBe('2028-02-29');
    expect(isoDateOfDayNumber(leap + 1)).toBe('2028-03-01');
    expect(dateOfDayNumber(dayNumberOf(2026, 11, 22)).weekday).toBe(0);
    expect(parseIsoDate('2027-02-29')).toBe(null);
    expect(parseIsoDate('2028-02-29')).toBe(leap);
    expect(parseIsoDate('2028-2-29')).toBe(null);
  });
  it('gives the local date and wall time of an instant', () => {
    const t = localDateTime(ms('2026-03-08T06:59:59Z'), 'America/New_York');
    expect([t.year, t.month, t.day, t.hour, t.minute, t.second]).toEqual([2026, 3, 8, 1, 59, 59]);
    const u = localDateTime(ms('2026-03-08T07:00:00Z'), 'America/New_York');
    expect([u.hour, u.secondOfDay]).toEqual([3, 3 * 3600]);
    expect(localDayNumber(ms('2026-01-01T04:59:59Z'), 'America/New_York')).toBe(dayNumberOf(2025, 12, 31));
    expect(localDayNumber(ms('2026-01-01T05:00:00Z'), 'America/New_York')).toBe(dayNumberOf(2026, 1, 1));
  });
  it('finds local midnights across DST (23- and 25-hour days)', () => {
    const z = 'America/New_York';
    const d = dayNumberOf(2026, 3, 8);
    expect(zonedMidnight(d + 1, z) - zonedMidnight(d, z)).toBe(23 * 3600_000);
    const f = dayNumberOf(2026, 11, 1);
    expect(zonedMidnight(f + 1, z) - zonedMidnight(f, z)).toBe(25 * 3600_000);
    expect(new Date(zonedMidnight(f, z)).toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });
  it('turns wall times into instants, rolling past midnight', () => {
    const z = 'Europe/London';
    const d = dayNumberOf(2026, 7, 1);
    expect(new Date(zonedWallTime(d, 9 * 3600, z)).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(new Date(zonedWallTime(d, 86400 + 3600, z)).toISOString()).toBe('2026-07-02T00:00:00.000Z');
  });
  it('takes the first of a repeated wall time in every zone', () => {
    const first = (y: number, m: number, d: number, sec: number, z: string) =>
      new Date(zonedWallTime(dayNumberOf(y, m, d), sec, z)).toISOString();
    expect(first(2026, 10, 25, 5400, 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(first(2026, 4, 5, 9000, 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z');
    expect(first(2026, 11, 1, 5400, 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    // Lord Howe changes by 30 minutes.
    expect(first(2026, 4, 5, 5400, 'Australia/Lord_Howe')).toBe('2026-04-04T14:30:00.000Z');
    // Skipped wall times still move forward.
    expect(first(2026, 3, 29, 5400, 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
  });
});
