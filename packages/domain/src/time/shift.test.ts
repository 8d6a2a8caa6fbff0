import { describe, expect, it } from 'vitest';
import { validateShiftTimes } from './shift.js';

describe('validateShiftTimes', () => {
  it('accepts a normal shift and an open one', () => {
    expect(validateShiftTimes('2026-01-01T08:00:00Z', '2026-01-01T16:00:00Z')).toBe(null);
    expect(validateShiftTimes('2026-01-01T08:00:00Z', null)).toBe(null);
  });
  it('rejects out equal to or before in', () => {
    expect(validateShiftTimes('2026-01-01T08:00:00Z', '2026-01-01T08:00:00Z')?.message).toBe(
      'Out Time must be later than In Time.',
    );
    expect(validateShiftTimes('2026-01-01T08:00:00Z', '2026-01-01T07:00:00Z')?.code).toBe('OUT_BEFORE_IN');
  });
  it('allows exactly 24 hours and rejects more', () => {
    expect(validateShiftTimes('2026-01-01T08:00:00Z', '2026-01-02T08:00:00Z')).toBe(null);
    expect(validateShiftTimes('2026-01-01T08:00:00Z', '2026-01-02T08:00:01Z')?.message).toBe(
      'Record must not exceed 24 hours.',
    );
  });
  it('names an unparsable time', () => {
    expect(validateShiftTimes('x', '2026-01-02T08:00:01Z')?.code).toBe('INVALID_IN_TIME');
    expect(validateShiftTimes('2026-01-02T08:00:01Z', 'y')?.code).toBe('INVALID_OUT_TIME');
  });
});
