import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  gpsStatus,
  hasTimeDiscrepancy,
  instantDifferenceSeconds,
  isIncompleteRecord,
  recordIndicators,
} from './display.js';
import type { TimeRecord } from './record.js';

describe('formatDuration', () => {
  it('formats decimal hours with 2 places', () => {
    expect(formatDuration(0, 1)).toBe('0.00');
    expect(formatDuration(27000, 1)).toBe('7.50');
    expect(formatDuration(3618, 1)).toBe('1.01');
    expect(formatDuration(100, 1)).toBe('0.03');
    expect(formatDuration(-5400, 1)).toBe('-1.50');
    expect(formatDuration(10, 1)).toBe('0.00');
  });
  it('formats h:mm', () => {
    expect(formatDuration(0, 2)).toBe('0:00');
    expect(formatDuration(27000, 2)).toBe('7:30');
    expect(formatDuration(26 * 3600 + 5 * 60, 2)).toBe('26:05');
    expect(formatDuration(89, 2)).toBe('0:01');
    expect(formatDuration(3599, 2)).toBe('1:00');
    expect(formatDuration(-90 * 60, 2)).toBe('-1:30');
  });
  it('gives an empty string for non-finite input', () => {
    expect(formatDuration(Number.NaN, 1)).toBe('');
    expect(formatDuration(Number.POSITIVE_INFINITY, 2)).toBe('');
  });
});

describe('gpsStatus', () => {
  it('is none at the sentinel or without a latitude', () => {
    expect(gpsStatus(-1000, 50)).toBe('none');
    expect(gpsStatus(null, 50)).toBe('none');
  });
  it('is outside when the distance is above 0 and the task is not exempt', () => {
    expect(gpsStatus(40, 0.1)).toBe('outside');
    expect(gpsStatus(40, 0.1, true)).toBe('inside');
    expect(gpsStatus(40, 0)).toBe('inside');
    expect(gpsStatus(0, null)).toBe('inside');
  });
});

const base: TimeRecord = {
  id: 'r',
  employee_id: 'e',
  inTimeStamp: '2026-01-01T08:00:00Z',
  outTimeStamp: '2026-01-01T16:00:00Z',
  inTimeStampServer: '2026-01-01T08:04:59Z',
  outTimeStampServer: '2026-01-01T16:00:00Z',
  source: 'clock',
};

describe('discrepancy', () => {
  it('is false below 5 minutes', () => {
    expect(hasTimeDiscrepancy(base)).toBe(false);
  });
  it('is true at exactly 5 minutes on IN or OUT', () => {
    expect(hasTimeDiscrepancy({ ...base, inTimeStampServer: '2026-01-01T08:05:00Z' })).toBe(true);
    expect(hasTimeDiscrepancy({ ...base, outTimeStampServer: '2026-01-01T15:55:00Z' })).toBe(true);
  });
  it('applies to clock, timesheet and mobile only', () => {
    const late = { ...base, inTimeStampServer: '2026-01-01T09:00:00Z' };
    for (const source of ['clock', 'timesheet', 'mobile'] as const)
      expect(hasTimeDiscrepancy({ ...late, source })).toBe(true);
    for (const source of ['editor', 'allocator', 'kiosk'] as const)
      expect(hasTimeDiscrepancy({ ...late, source })).toBe(false);
    expect(hasTimeDiscrepancy({ ...late, source: null })).toBe(false);
  });
  it('ignores missing server times', () => {
    expect(hasTimeDiscrepancy({ ...base, inTimeStampServer: null, outTimeStampServer: undefined })).toBe(
      false,
    );
    expect(instantDifferenceSeconds('2026-01-01T00:00:00Z', null)).toBe(null);
  });
});

describe('incomplete and indicators', () => {
  it('flags a missing or invalid IN or OUT', () => {
    expect(isIncompleteRecord(base)).toBe(false);
    expect(isIncompleteRecord({ inTimeStamp: base.inTimeStamp, outTimeStamp: null })).toBe(true);
    expect(isIncompleteRecord({ inTimeStamp: null, outTimeStamp: base.outTimeStamp })).toBe(true);
    expect(isIncompleteRecord({ inTimeStamp: 'garbage', outTimeStamp: base.outTimeStamp })).toBe(true);
  });
  it('combines all indicators', () => {
    expect(recordIndicators({ ...base, inLat: 40, inDistance: 12, outLat: -1000, outDistance: 3 })).toEqual({
      inGps: 'outside',
      outGps: 'none',
      discrepancy: false,
      incomplete: false,
    });
    expect(
      recordIndicators({ ...base, outTimeStamp: null, inLat: 40, inDistance: 12, outLat: 40 }, true),
    ).toEqual({
      inGps: 'inside',
      outGps: 'none',
      discrepancy: false,
      incomplete: true,
    });
  });
});
