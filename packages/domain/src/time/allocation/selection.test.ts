import { describe, expect, it } from 'vitest';
import { type AllocatableRecord, allocationSpanOf, checkAllocationSelection } from './selection.js';

const rec = (over: Partial<AllocatableRecord> = {}): AllocatableRecord => ({
  id: 'r1',
  employee_id: 'e1',
  location_id: 'L1',
  inTimeStamp: '2026-03-02T15:00:00Z',
  outTimeStamp: '2026-03-02T23:00:00Z',
  inTimeZone: 'America/Denver',
  outTimeZone: 'America/Denver',
  ...over,
});

describe('checkAllocationSelection', () => {
  it('accepts records of one location, one zone, complete, within 24 hours', () => {
    expect(checkAllocationSelection([rec(), rec({ id: 'r2', employee_id: 'e2' })])).toBe(null);
  });
  it('refuses an empty selection', () => {
    expect(checkAllocationSelection([])?.code).toBe('NO_SELECTION');
  });
  it('refuses different locations with the spec message (no location is a value of its own)', () => {
    const err = checkAllocationSelection([rec(), rec({ id: 'r2', location_id: 'L2' })]);
    expect(err?.message).toBe(
      'All Time Entries must have the same Location to create Time Allocation segments.',
    );
    expect(checkAllocationSelection([rec(), rec({ id: 'r2', location_id: null })])?.code).toBe(
      'SAME_LOCATION',
    );
    expect(checkAllocationSelection([rec({ location_id: null }), rec({ id: 'r2', location_id: '' })])).toBe(
      null,
    );
  });
  it('refuses mixed zones, between records and within one record', () => {
    expect(checkAllocationSelection([rec(), rec({ id: 'r2', inTimeZone: 'America/Chicago' })])?.message).toBe(
      'Inconsistent Time Zones',
    );
    expect(checkAllocationSelection([rec({ outTimeZone: 'UTC' })])?.code).toBe('INCONSISTENT_TIME_ZONES');
  });
  it('refuses incomplete records (a missing OUT zone is not a zone conflict)', () => {
    const err = checkAllocationSelection([rec(), rec({ id: 'r2', outTimeStamp: null, outTimeZone: null })]);
    expect(err?.message).toBe('Time Records with incomplete time entries cannot be allocated.');
    expect(checkAllocationSelection([rec({ inTimeStamp: 'nonsense' })])?.code).toBe('INCOMPLETE');
  });
  it('checks location before zones before completeness (the spec order)', () => {
    const bad = [rec(), rec({ id: 'r2', location_id: 'L2', inTimeZone: 'UTC', outTimeStamp: null })];
    expect(checkAllocationSelection(bad)?.code).toBe('SAME_LOCATION');
    expect(
      checkAllocationSelection([rec(), rec({ id: 'r2', inTimeZone: 'UTC', outTimeStamp: null })])?.code,
    ).toBe('INCONSISTENT_TIME_ZONES');
  });
  it('refuses batched records', () => {
    expect(checkAllocationSelection([rec({ timeBatch_id: 'b1' })])?.message).toBe(
      'Batched Time Records cannot be allocated.',
    );
  });
  it('allows a span of exactly 24 hours and refuses more', () => {
    const a = rec({ inTimeStamp: '2026-03-02T08:00:00Z', outTimeStamp: '2026-03-02T12:00:00Z' });
    const b = rec({ id: 'r2', inTimeStamp: '2026-03-03T00:00:00Z', outTimeStamp: '2026-03-03T08:00:00Z' });
    expect(checkAllocationSelection([a, b])).toBe(null);
    const c = { ...b, outTimeStamp: '2026-03-03T08:01:00Z' };
    expect(checkAllocationSelection([a, c])?.message).toBe(
      'Time Records to allocate must lie within 24 hours.',
    );
  });
});

describe('allocationSpanOf', () => {
  it('runs from the earliest IN to the latest OUT with the common zone', () => {
    const span = allocationSpanOf([
      rec({ inTimeStamp: '2026-03-02T16:00:00Z', outTimeStamp: '2026-03-02T20:00:30Z' }),
      rec({ id: 'r2', inTimeStamp: '2026-03-02T15:00:00Z', outTimeStamp: '2026-03-02T18:00:00Z' }),
    ]);
    expect(span.startMs).toBe(Date.parse('2026-03-02T15:00:00Z'));
    expect(span.endMs).toBe(Date.parse('2026-03-02T20:00:30Z'));
    expect(span.totalMinutes).toBe(300.5);
    expect(span.timeZone).toBe('America/Denver');
  });
  it('has no zone when no record carries one, and is empty for no complete record', () => {
    expect(allocationSpanOf([rec({ inTimeZone: null, outTimeZone: null })]).timeZone).toBe(null);
    expect(allocationSpanOf([rec({ outTimeStamp: null })]).totalMinutes).toBe(0);
  });
});
