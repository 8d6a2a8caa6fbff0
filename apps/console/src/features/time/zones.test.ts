import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  formatLocal,
  fromZonedInput,
  guessTimeZone,
  setDisplayLanguage,
  TIME_ZONES,
  timeZoneChoices,
  toZonedInput,
} from './zones.js';

describe('time zones', () => {
  it('offers about 35 valid zones without duplicates', () => {
    expect(TIME_ZONES.length).toBeGreaterThanOrEqual(33);
    expect(TIME_ZONES.length).toBeLessThanOrEqual(40);
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
    for (const z of TIME_ZONES) expect(() => new Intl.DateTimeFormat('en', { timeZone: z }), z).not.toThrow();
  });

  it('adds a valid extra zone in front and ignores invalid or known ones', () => {
    const list = timeZoneChoices('Africa/Nairobi', 'Not/AZone', 'America/Denver', null);
    expect(list[0]).toBe('Africa/Nairobi');
    expect(list).not.toContain('Not/AZone');
    expect(list.filter((z) => z === 'America/Denver')).toHaveLength(1);
  });

  it('converts between UTC instants and wall times in a zone, both ways', () => {
    expect(toZonedInput('2026-01-15T15:30:00.000Z', 'America/Denver')).toBe('2026-01-15T08:30');
    expect(fromZonedInput('2026-01-15T08:30', 'America/Denver')).toBe('2026-01-15T15:30:00.000Z');
    // Summer time (MDT, UTC-6).
    expect(fromZonedInput('2026-07-01T08:00', 'America/Denver')).toBe('2026-07-01T14:00:00.000Z');
    expect(toZonedInput('2026-07-01T14:00:00.000Z', 'America/Denver')).toBe('2026-07-01T08:00');
  });

  it('refuses bad wall times and zones', () => {
    expect(fromZonedInput('2026-02-30T08:00', 'UTC')).toBeNull();
    expect(fromZonedInput('2026-01-01T24:00', 'UTC')).toBeNull();
    expect(fromZonedInput('yesterday', 'UTC')).toBeNull();
    expect(fromZonedInput('2026-01-01T08:00', 'Mars/Olympus')).toBeNull();
    expect(toZonedInput(null, 'UTC')).toBe('');
    expect(toZonedInput('not a date', 'UTC')).toBe('');
  });

  it("formats as 'MM/DD/YYYY h:mm A' in the record's zone", () => {
    expect(formatInZone('2026-01-15T15:30:00.000Z', 'America/Denver')).toBe('01/15/2026 8:30 AM');
    expect(formatInZone('2026-01-15T00:05:00.000Z', 'UTC')).toBe('01/15/2026 12:05 AM');
    expect(formatInZone('2026-01-15T12:00:00.000Z', 'UTC')).toBe('01/15/2026 12:00 PM');
    expect(formatInZone('2026-01-15T15:30:00.000Z', 'America/Denver', true)).toBe('01/15/2026 8:30 AM MST');
    // Spanish: day first and a 24-hour clock, as the clock screen shows it (issue 19).
    expect(formatInZone('2026-11-24T22:37:00.000Z', 'America/Denver', false, 'es')).toBe('24/11/2026 15:37');
    expect(formatInZone(null, 'UTC')).toBe('');
    expect(formatInZone('2026-01-15T12:00:00.000Z', 'Bad/Zone')).toBe('01/15/2026 12:00 PM');
  });

  it('writes list dates in the display language and the viewer zone, not the browser locale', () => {
    const iso = '2026-12-24T15:30:45.000Z';
    try {
      setDisplayLanguage('es');
      expect(formatLocal(iso)).toBe(formatInZone(iso, guessTimeZone(), false, 'es'));
      expect(formatLocal(iso)).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/);
      // A calendar day is that day wherever the viewer is (never UTC midnight moved a day back).
      expect(formatLocal('2026-12-24', true)).toBe('24/12/2026');
      expect(formatLocal('2026-12-24')).toBe('24/12/2026');
      setDisplayLanguage('en');
      expect(formatLocal('2026-12-24')).toBe('12/24/2026');
      expect(formatLocal(iso)).toMatch(/^\d{2}\/\d{2}\/2026 \d{1,2}:\d{2} (AM|PM)$/);
      expect(formatLocal(iso, true)).toMatch(/^\d{2}\/\d{2}\/2026$/);
    } finally {
      setDisplayLanguage('en');
    }
  });

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatLocal(null)).toBe('');
    expect(formatLocal(undefined, true)).toBe('');
    expect(formatLocal('not a date')).toBe('');
  });
});
