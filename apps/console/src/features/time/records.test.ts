import type { TimeRecord } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import {
  employeeName,
  hoursBefore,
  openRecordsOf,
  recordName,
  recordSeconds,
  clockEmployeeChoices,
} from './records.js';

const rec = (over: Partial<TimeRecord>): TimeRecord => ({
  id: 'r',
  employee_id: 'e1',
  inTimeStamp: '2026-01-01T08:00:00.000Z',
  outTimeStamp: null,
  ...over,
});

describe('time record helpers', () => {
  it('names employees and records with sensible fallbacks', () => {
    expect(employeeName({ id: 'e1', firstName: 'Ana', lastName: 'Ruiz' })).toBe('Ruiz, Ana');
    expect(employeeName({ id: 'e1', fullName: ' Ana Ruiz ' })).toBe('Ana Ruiz');
    expect(employeeName({ id: 'e1', code: 'E-7' })).toBe('E-7');
    expect(employeeName({ id: 'e1' })).toBe('e1');
    expect(employeeName(null)).toBe('');
    expect(recordName({ id: 'l1', name: 'Yard', fullPathName: 'North / Yard' })).toBe('North / Yard');
    expect(recordName({ id: 'l1' })).toBe('l1');
    expect(recordName(undefined)).toBe('');
  });

  it('finds open records, newest first, skipping closed and deleted ones', () => {
    const records = [
      rec({ id: 'a', inTimeStamp: '2026-01-01T08:00:00.000Z' }),
      rec({ id: 'b', inTimeStamp: '2026-01-01T09:00:00.000Z' }),
      rec({ id: 'c', outTimeStamp: '2026-01-01T10:00:00.000Z' }),
      rec({ id: 'd', status: 3 }),
      rec({ id: 'e', employee_id: 'e2' }),
      rec({ id: 'f', inTimeStamp: null }),
    ];
    expect(openRecordsOf(records, 'e1').map((r) => r.id)).toEqual(['b', 'a']);
    expect(openRecordsOf(records, 'nobody')).toEqual([]);
  });

  it('computes record seconds from totalSeconds or the two instants', () => {
    expect(recordSeconds({ inTimeStamp: 'x', outTimeStamp: 'y', totalSeconds: 120 })).toBe(120);
    expect(
      recordSeconds({ inTimeStamp: '2026-01-01T08:00:00.000Z', outTimeStamp: '2026-01-01T16:30:00.000Z' }),
    ).toBe(30600);
    expect(recordSeconds({ inTimeStamp: '2026-01-01T08:00:00.000Z', outTimeStamp: null })).toBeNull();
    expect(recordSeconds({ inTimeStamp: 'bad', outTimeStamp: 'worse' })).toBeNull();
    expect(hoursBefore(Date.UTC(2026, 0, 1, 12), 1)).toBe('2026-01-01T11:00:00.000Z');
  });
});

describe('clockEmployeeChoices (time spec 6)', () => {
  const self = { id: 's', fullName: 'Self' };
  it('offers exactly the time-tracking employees once loaded (self only if among them)', () => {
    expect(clockEmployeeChoices([{ id: 'a' }, { id: 'b' }], self).map((e) => e.id)).toEqual(['a', 'b']);
    expect(clockEmployeeChoices([], self)).toEqual([]);
  });
  it('offers the signed-in employee while loading, nobody without one', () => {
    expect(clockEmployeeChoices(undefined, self)).toEqual([self]);
    expect(clockEmployeeChoices(undefined, null)).toEqual([]);
  });
});
