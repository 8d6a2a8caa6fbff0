import { describe, expect, it } from 'vitest';
import { DURATION_MESSAGES, formatDurationEntry, parseDuration, parseHoursEntry } from './duration.js';

const value = (r: ReturnType<typeof parseDuration>) => (r.ok ? r.value : r.error.message);

describe('parseDuration modes 0 and 1', () => {
  for (const mode of [0, 1] as const) {
    it(`mode ${mode}: parses hours and minutes to minutes`, () => {
      expect(value(parseDuration('2h 30m', mode))).toBe(150);
      expect(value(parseDuration('2h', mode))).toBe(120);
      expect(value(parseDuration('45m', mode))).toBe(45);
      expect(value(parseDuration('90m', mode))).toBe(90);
      expect(value(parseDuration(' 1H30M ', mode))).toBe(90);
      expect(value(parseDuration('1 h 5 m', mode))).toBe(65);
      expect(value(parseDuration('0h 0m', mode))).toBe(0);
    });
  }
  it('gives null for blank input', () => {
    expect(value(parseDuration('', 0))).toBe(null);
    expect(value(parseDuration('   ', 1))).toBe(null);
    expect(value(parseDuration(null, 0))).toBe(null);
  });
  it('requires an identifier', () => {
    const r = parseDuration('150', 0);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('DURATION_IDENTIFIERS');
      expect(r.error.message).toBe('Hours and/or minutes identifiers must be specified.');
    }
    expect(value(parseDuration('abc', 1))).toBe(DURATION_MESSAGES.identifiersRequired);
  });
  it('requires whole hours', () => {
    expect(value(parseDuration('2.5h', 0))).toBe('Hours must be a whole number.');
    expect(value(parseDuration('h 30m', 0))).toBe('Hours must be a whole number.');
    expect(value(parseDuration('-2h', 0))).toBe('Hours must be a whole number.');
    expect(value(parseDuration('30m 2h', 0))).toBe('Hours must be a whole number.');
  });
  it('requires whole minutes', () => {
    expect(value(parseDuration('2h 30.5m', 0))).toBe('Minutes must be a whole number.');
    expect(value(parseDuration('m', 0))).toBe('Minutes must be a whole number.');
    expect(value(parseDuration('2h x m', 0))).toBe('Minutes must be a whole number.');
  });
  it('rejects characters after minutes', () => {
    expect(value(parseDuration('2h 30m x', 0))).toBe('Invalid characters after minutes.');
    expect(value(parseDuration('30m 5m', 1))).toBe('Invalid characters after minutes.');
  });
  it('rejects characters after the hours format', () => {
    expect(value(parseDuration('2h 30', 0))).toBe('Invalid characters after time format.');
    expect(value(parseDuration('2h!', 0))).toBe('Invalid characters after time format.');
  });
});

describe('parseDuration mode 2', () => {
  it('parses decimal hours to minutes', () => {
    expect(value(parseDuration('2.5', 2))).toBe(150);
    expect(value(parseDuration('.25', 2))).toBe(15);
    expect(value(parseDuration('3.', 2))).toBe(180);
    expect(value(parseDuration('0.1', 2))).toBe(6);
    expect(value(parseDuration('0', 2))).toBe(0);
  });
  it('rejects anything but digits and one decimal point', () => {
    for (const bad of ['2h', '1,5', '-1', '1.2.3', '.', 'abc', '2 5']) {
      expect(value(parseDuration(bad, 2))).toBe(
        'Invalid character. Only numbers and a decimal point are valid.',
      );
    }
  });
});

describe('formatDurationEntry', () => {
  it('formats minutes in modes 0/1', () => {
    expect(formatDurationEntry(150, 0)).toBe('2h 30m');
    expect(formatDurationEntry(120, 1)).toBe('2h');
    expect(formatDurationEntry(45, 0)).toBe('45m');
    expect(formatDurationEntry(0, 0)).toBe('0m');
  });
  it('formats decimal hours in mode 2', () => {
    expect(formatDurationEntry(150, 2)).toBe('2.5');
    expect(formatDurationEntry(20, 2)).toBe('0.33');
  });
  it('round-trips through parseDuration', () => {
    for (const mode of [0, 1, 2] as const) {
      for (const minutes of [0, 15, 45, 60, 150, 600]) {
        expect(value(parseDuration(formatDurationEntry(minutes, mode), mode))).toBe(minutes);
      }
    }
  });
  it('gives an empty string for nothing to show', () => {
    expect(formatDurationEntry(null, 0)).toBe('');
    expect(formatDurationEntry(-5, 0)).toBe('');
    expect(formatDurationEntry(Number.NaN, 2)).toBe('');
  });
});

describe('parseHoursEntry', () => {
  it('accepts a decimal, h:mm and 2h 30m', () => {
    expect(value(parseHoursEntry('7.5'))).toBe(7.5);
    expect(value(parseHoursEntry('7:30'))).toBe(7.5);
    expect(value(parseHoursEntry('0:15'))).toBe(0.25);
    expect(value(parseHoursEntry('2h 30m'))).toBe(2.5);
    expect(value(parseHoursEntry('45m'))).toBe(0.75);
    expect(value(parseHoursEntry(''))).toBe(null);
  });
  it('rejects anything else with Invalid Input', () => {
    for (const bad of ['7:5', '7:60', 'abc', '2h 30', '-1', '1:30:00', '2.5h']) {
      const r = parseHoursEntry(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.message]).toEqual(['INVALID_INPUT', 'Invalid Input']);
    }
  });
});
