import { describe, expect, it } from 'vitest';
import { formatStrictTime, formatTimePicker, parseStrictTime, parseTimePicker } from './timeOfDay.js';

describe('parseTimePicker', () => {
  it('parses h:mm with am/pm', () => {
    const cases: [string, number, number][] = [
      ['9:05 am', 9, 5],
      ['9:05am', 9, 5],
      ['12:00 AM', 0, 0],
      ['12:00PM', 12, 0],
      ['11:59 p.m.', 23, 59],
      ['01:30 pm', 13, 30],
    ];
    for (const [text, hour, minute] of cases) {
      const r = parseTimePicker(text);
      expect(r.ok && [r.value.hour, r.value.minute, r.value.seconds]).toEqual([
        hour,
        minute,
        hour * 3600 + minute * 60,
      ]);
    }
  });
  it('flags everything else as a time error', () => {
    for (const bad of [
      '13:00',
      '13:00 pm',
      '0:30 am',
      '9 am',
      '9:5 am',
      '9:60 am',
      '',
      null,
      'noon',
      '9:00 xm',
    ]) {
      const r = parseTimePicker(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.message]).toEqual(['INVALID_TIME', 'Invalid Time']);
    }
  });
});

describe('parseStrictTime', () => {
  it('parses strict HH:mm:ss', () => {
    expect(parseStrictTime('00:00:00')?.seconds).toBe(0);
    expect(parseStrictTime('23:59:59')?.seconds).toBe(86399);
    expect(parseStrictTime('08:30:15')).toEqual({ hour: 8, minute: 30, second: 15, seconds: 30615 });
  });
  it('rejects anything else', () => {
    for (const bad of ['8:30:00', '24:00:00', '08:60:00', '08:30', '08:30:00 ', 'x', '', null, '08:30:60']) {
      expect(parseStrictTime(bad)).toBe(null);
    }
  });
});

describe('formatting times of day', () => {
  it('formats strict and picker text', () => {
    expect(formatStrictTime(30615)).toBe('08:30:15');
    expect(formatStrictTime(86400 + 60)).toBe('00:01:00');
    expect(formatStrictTime(-60)).toBe('23:59:00');
    expect(formatTimePicker(0)).toBe('12:00 AM');
    expect(formatTimePicker(12 * 3600)).toBe('12:00 PM');
    expect(formatTimePicker(13 * 3600 + 5 * 60 + 59)).toBe('1:05 PM');
  });
  it('round-trips picker text', () => {
    for (let s = 0; s < 86400; s += 37 * 60) {
      const r = parseTimePicker(formatTimePicker(s));
      expect(r.ok && r.value.seconds).toBe(s - (s % 60));
    }
  });
});
