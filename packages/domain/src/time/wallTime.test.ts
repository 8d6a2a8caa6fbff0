import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './zone.js';
import { TIME_ZONES, utcToZonedWallTime, zonedWallTimeToUtc } from './wallTime.js';

describe('TIME_ZONES', () => {
  it('holds about 35 valid, distinct zones including the clock-out zone', () => {
    expect(TIME_ZONES.length).toBeGreaterThanOrEqual(33);
    expect(TIME_ZONES.length).toBeLessThanOrEqual(40);
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
    for (const z of TIME_ZONES) expect(isValidTimeZone(z)).toBe(true);
    expect(TIME_ZONES).toContain('America/Denver');
  });
});

describe('wall time <-> UTC', () => {
  it('converts a wall time to UTC and back', () => {
    expect(zonedWallTimeToUtc('2026-01-01T08:00', 'America/Denver')).toBe('2026-01-01T15:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-07-01 08:00:30', 'America/Denver')).toBe('2026-07-01T14:00:30.000Z');
    expect(utcToZonedWallTime('2026-01-01T15:00:00Z', 'America/Denver')).toBe('2026-01-01T08:00');
    expect(utcToZonedWallTime('2026-07-01T14:00:30Z', 'America/Denver', { seconds: true })).toBe(
      '2026-07-01T08:00:30',
    );
    expect(utcToZonedWallTime('2026-01-01T00:30:00Z', 'Asia/Kolkata')).toBe('2026-01-01T06:00');
  });
  it('moves a skipped wall time forward and takes the first of a repeated one', () => {
    expect(zonedWallTimeToUtc('2026-03-08T02:30', 'America/Denver')).toBe('2026-03-08T09:30:00.000Z');
    expect(utcToZonedWallTime('2026-03-08T09:30:00Z', 'America/Denver')).toBe('2026-03-08T03:30');
    expect(zonedWallTimeToUtc('2026-11-01T01:30', 'America/Denver')).toBe('2026-11-01T07:30:00.000Z');
  });
  it('round-trips every hour of a year in several zones', () => {
    for (const zone of ['America/Denver', 'Europe/London', 'Australia/Sydney']) {
      for (let h = 0; h < 365 * 24; h += 7) {
        const iso = new Date(Date.UTC(2026, 0, 1) + h * 3600_000).toISOString();
        const wall = utcToZonedWallTime(iso, zone, { seconds: true });
        const back = zonedWallTimeToUtc(wall, zone)!;
        // Only the repeated hour of a fall-back day maps back to its first occurrence.
        expect([0, -3600_000]).toContain(Date.parse(back) - Date.parse(iso));
      }
    }
  });
  it('gives null or empty for bad input', () => {
    expect(zonedWallTimeToUtc('2026-02-30T08:00', 'UTC')).toBe(null);
    expect(zonedWallTimeToUtc('2026-01-01T24:00', 'UTC')).toBe(null);
    expect(zonedWallTimeToUtc('8:00', 'UTC')).toBe(null);
    expect(zonedWallTimeToUtc('2026-01-01T08:00', 'Bad/Zone')).toBe(null);
    expect(zonedWallTimeToUtc(null, 'UTC')).toBe(null);
    expect(utcToZonedWallTime('soon', 'UTC')).toBe('');
    expect(utcToZonedWallTime(null, 'UTC')).toBe('');
    expect(utcToZonedWallTime('2026-01-01T00:00:00Z', 'Bad/Zone')).toBe('');
  });
});
