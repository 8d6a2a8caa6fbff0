import { describe, expect, it } from 'vitest';
import { BIT_FIELDS, type BitField, decodeBits, encodeBits, hasBit } from './bits.js';

describe('schedule bits', () => {
  it('maps bit 0 to value 0 for hours and weekdays', () => {
    expect(encodeBits([0], 'hours')).toBe(1);
    expect(encodeBits([0, 9], 'hours')).toBe(513);
    expect(encodeBits([23], 'hours')).toBe(2 ** 23);
    expect(encodeBits([0], 'weekDays')).toBe(1);
    expect(encodeBits([1, 5], 'weekDays')).toBe(34);
    expect(decodeBits(34, 'weekDays')).toEqual([1, 5]);
    expect(decodeBits(127, 'weekDays')).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('maps bit 0 to day 1, January and week 1', () => {
    expect(encodeBits([1], 'monthDays')).toBe(1);
    expect(encodeBits([1, 31], 'monthDays')).toBe(1 + 2 ** 30);
    expect(encodeBits([1, 12], 'months')).toBe(2049);
    expect(decodeBits(2049, 'months')).toEqual([1, 12]);
    expect(encodeBits([52], 'weeks')).toBe(2 ** 51);
    expect(decodeBits(2 ** 51 + 1, 'weeks')).toEqual([1, 52]);
  });
  it('round-trips every field, including all 52 weeks beyond 32 bits', () => {
    for (const field of Object.keys(BIT_FIELDS) as BitField[]) {
      const { first, count } = BIT_FIELDS[field];
      const all = Array.from({ length: count }, (_, i) => first + i);
      expect(encodeBits(all, field)).toBe(2 ** count - 1);
      expect(decodeBits(2 ** count - 1, field)).toEqual(all);
      const some = all.filter((_, i) => i % 3 === 0);
      expect(decodeBits(encodeBits(some, field), field)).toEqual(some);
    }
  });
  it('ignores order and duplicates', () => {
    expect(encodeBits([5, 1, 5], 'weekDays')).toBe(34);
    expect(encodeBits([], 'hours')).toBe(0);
    expect(decodeBits(0, 'hours')).toEqual([]);
    expect(decodeBits(null, 'hours')).toEqual([]);
  });
  it('rejects out-of-range values', () => {
    expect(() => encodeBits([24], 'hours')).toThrow('hours value 24 is out of range 0..23.');
    expect(() => encodeBits([0], 'monthDays')).toThrow('monthDays value 0 is out of range 1..31.');
    expect(() => encodeBits([13], 'months')).toThrow('months value 13 is out of range 1..12.');
    expect(() => encodeBits([53], 'weeks')).toThrow('out of range 1..52');
    expect(() => encodeBits([1.5], 'weekDays')).toThrow('out of range');
  });
  it('rejects invalid sums', () => {
    expect(() => decodeBits(128, 'weekDays')).toThrow('weekDays bits 128 are not a valid selection.');
    expect(() => decodeBits(-1, 'hours')).toThrow('not a valid selection');
    expect(() => decodeBits(1.5, 'hours')).toThrow('not a valid selection');
    expect(() => decodeBits(2 ** 52, 'weeks')).toThrow('not a valid selection');
  });
  it('tests single bits', () => {
    expect(hasBit(34, 'weekDays', 1)).toBe(true);
    expect(hasBit(34, 'weekDays', 2)).toBe(false);
    expect(hasBit(2 ** 51, 'weeks', 52)).toBe(true);
    expect(hasBit(1, 'monthDays', 1)).toBe(true);
    expect(hasBit(1, 'monthDays', 0)).toBe(false);
    expect(hasBit(null, 'hours', 0)).toBe(false);
  });
});
