import { describe, expect, it } from 'vitest';
import {
  effectiveDefaultShift,
  formatRate,
  resolvePayGroup,
  shiftRuleForWeekday,
  shiftRuleVisibility,
} from './payGroup.js';
import type { ShiftRule } from './types.js';

describe('resolvePayGroup', () => {
  it("prefers the employee's, then the location's, then the company's default", () => {
    const company = { settings: { payGroup_id: 'c' } };
    expect(resolvePayGroup({ payGroup_id: 'e' }, { payGroup_id: 'l' }, company)).toBe('e');
    expect(resolvePayGroup({ payGroup_id: null }, { payGroup_id: 'l' }, company)).toBe('l');
    expect(resolvePayGroup({}, {}, company)).toBe('c');
    expect(resolvePayGroup(null, undefined, { payGroup_id: 'top' })).toBe('top');
    expect(resolvePayGroup(null, null, null)).toBe(null);
  });
});

describe('pay group helpers', () => {
  it('defaults the shift to Day', () => {
    expect(effectiveDefaultShift({ defaultShift: 0 })).toBe(1);
    expect(effectiveDefaultShift({ defaultShift: null })).toBe(1);
    expect(effectiveDefaultShift({ defaultShift: 3 })).toBe(3);
  });
  it('derives visibility from status', () => {
    expect(shiftRuleVisibility(1)).toBe(1);
    expect(shiftRuleVisibility(2)).toBe(2);
    expect(shiftRuleVisibility(null)).toBe(2);
  });
  it('formats rates', () => {
    expect(formatRate(1234.5)).toBe('1,234.50');
    expect(formatRate(0)).toBe('0.00');
    expect(formatRate(12.345)).toBe('12.35');
    expect(formatRate(null)).toBe('');
  });
  it('picks the daily child rule for a weekday', () => {
    const base: ShiftRule = { id: 'r', name: 'R', status: 1, day: null, evening: null, night: null };
    const tue: ShiftRule = { ...base, id: 't', type: 2, parentId: 'r' };
    expect(shiftRuleForWeekday({ ...base, useDailyShifts: true, children: [tue] }, 2).id).toBe('t');
    expect(shiftRuleForWeekday({ ...base, useDailyShifts: true, children: [tue] }, 3).id).toBe('r');
    expect(shiftRuleForWeekday({ ...base, useDailyShifts: false, children: [tue] }, 2).id).toBe('r');
    expect(
      shiftRuleForWeekday({ ...base, useDailyShifts: true, children: [{ ...tue, status: 3 }] }, 2).id,
    ).toBe('r');
  });
});
