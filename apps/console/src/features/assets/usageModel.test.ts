import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput, usagePayload, validateUsage } from './usageModel.js';

describe('usage model (time spec 3 AssetUsage)', () => {
  const base = { id: '', asset_id: 'a', startTimeStamp: '2026-11-20T08:00:00.000Z' };
  it('needs an asset and an end after the start', () => {
    expect(validateUsage({ ...base, asset_id: '' })?.field).toBe('asset_id');
    expect(validateUsage({ ...base, endTimeStamp: '2026-11-20T07:00:00.000Z' })?.message).toBe(
      'End time must be later than start time.',
    );
    expect(validateUsage({ ...base, actualMiles: 'x' })?.field).toBe('actualMiles');
    expect(validateUsage({ ...base, endTimeStamp: '2026-11-20T09:00:00.000Z', actualHours: 1 })).toBeNull();
  });
  it('builds the payload at the location; notes only when allowed', () => {
    const p = usagePayload({ ...base, notes: ' x ', actualHours: '' }, 'loc', false);
    expect(p).toMatchObject({ asset_id: 'a', location_id: 'loc', actualHours: null, endTimeStamp: null });
    expect('notes' in p).toBe(false);
    expect(usagePayload({ ...base, notes: ' x ' }, 'loc', true).notes).toBe('x');
  });
  it('round-trips local date-times', () => {
    const iso = '2026-11-20T15:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
  });
});
