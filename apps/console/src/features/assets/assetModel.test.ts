import { describe, expect, it } from 'vitest';
import { assetPayload, dateOf, dateText, newAsset, newNote, validateAsset } from './assetModel.js';

const m = (mileage: number) => ({
  mileage,
  updatedBy_id: null,
  entryTimeStamp: '2026-01-01T00:00:00Z',
  entryTimeZone: null,
});

describe('asset model (time spec 4, 5 Assets)', () => {
  it('a new asset is active, working, without parent, external id locked', () => {
    expect(newAsset('a')).toMatchObject({
      id: 'a',
      status: 1,
      condition: 1,
      parent_id: null,
      extIdLocked: true,
    });
  });
  it('validates name, year and mileage with the spec message', () => {
    expect(validateAsset({ id: 'a', name: '' })?.message).toBe('Name is required.');
    expect(validateAsset({ id: 'a', name: 'x', year: 'abc' })?.field).toBe('year');
    expect(validateAsset({ id: 'a', name: 'x', mileages: [m(100)], currentMileage: 90 })?.message).toBe(
      'Mileage should be greater than previous mileage.',
    );
    expect(validateAsset({ id: 'a', name: 'x', mileages: [m(100)], currentMileage: 110 })).toBeNull();
  });
  it('the payload drops server-owned fields and sends mileage only when it changed', () => {
    const p = assetPayload(
      {
        id: 'a',
        name: 'x',
        year: '2020',
        mileages: [m(100)],
        currentMileage: 100,
        rented: true,
        assignee_id: 'e',
      },
      false,
      'UTC',
    );
    expect(p).toEqual({ id: 'a', name: 'x', year: 2020 });
    expect(
      assetPayload({ id: 'a', name: 'x', mileages: [m(100)], currentMileage: 120 }, false, 'UTC'),
    ).toMatchObject({
      currentMileage: 120,
      entryTimeZone: 'UTC',
    });
  });
  it('notes and dates', () => {
    expect(newNote('n', ' hi ')).toEqual({ id: 'n', type: 'Asset', text: 'hi', isNew: true });
    expect(dateText(dateOf('2026-03-04'))).toBe('2026-03-04');
    expect(dateOf('')).toBeNull();
  });
});
