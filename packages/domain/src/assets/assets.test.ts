import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors.js';
import {
  ASSET_MESSAGES,
  applyMileage,
  assignmentTags,
  distanceUnit,
  isReassignment,
  lastMileage,
  newAssetDefaults,
  parseAssetYear,
  prepareAssetNotes,
  recentMileages,
  requireAssets,
  usageHours,
} from './assets.js';

const by = { updatedBy_id: 'e1', now: '2026-11-20T10:00:00.000Z', timeZone: 'America/Denver' };
const entry = (m: number) => ({
  mileage: m,
  updatedBy_id: 'e0',
  entryTimeStamp: '2026-01-01T00:00:00Z',
  entryTimeZone: null,
});

describe('applyMileage (time spec 5 Assets)', () => {
  it('appends an entry only when the mileage exceeds the last', () => {
    const r = applyMileage([entry(100)], 150, by);
    expect(r.currentMileage).toBe(150);
    expect(r.mileages).toHaveLength(2);
    expect(r.mileages[1]).toEqual({
      mileage: 150,
      updatedBy_id: 'e1',
      entryTimeStamp: by.now,
      entryTimeZone: 'America/Denver',
    });
    expect(applyMileage([entry(100)], 100, by).mileages).toHaveLength(1);
  });
  it("refuses a lower mileage with 'Invalid Mileage' and the exact message", () => {
    try {
      applyMileage([entry(100)], 99, by);
      expect.unreachable();
    } catch (e) {
      expect(isDomainError(e)).toBe(true);
      expect((e as Error).message).toBe('Mileage should be greater than previous mileage.');
      expect((e as { title: string }).title).toBe('Invalid Mileage');
    }
  });
  it('accepts any mileage when the previous one is 0 or missing', () => {
    expect(applyMileage([], 5, by).currentMileage).toBe(5);
    expect(applyMileage([entry(0)], 0, by).mileages).toHaveLength(1);
    expect(applyMileage(null, null, by)).toEqual({ mileages: [], currentMileage: 0 });
  });
  it('refuses negative and non-finite values', () => {
    expect(() => applyMileage([], -1, by)).toThrow(ASSET_MESSAGES.invalidMileage);
    expect(() => applyMileage([], Number.NaN, by)).toThrow(ASSET_MESSAGES.invalidMileage);
  });
  it('lastMileage and recentMileages (last 3, newest first)', () => {
    const list = [entry(1), entry(2), entry(3), entry(4)];
    expect(lastMileage(list)).toBe(4);
    expect(recentMileages(list).map((m) => m.mileage)).toEqual([4, 3, 2]);
  });
});

describe('new asset, year and notes', () => {
  it('new asset defaults: active, working, no parent, external id locked', () => {
    expect(newAssetDefaults('x')).toMatchObject({
      id: 'x',
      status: 1,
      condition: 1,
      parent_id: null,
      extIdLocked: true,
    });
  });
  it('parses the year to an integer', () => {
    expect(parseAssetYear('2021')).toBe(2021);
    expect(parseAssetYear(2020.7)).toBe(2020);
    expect(parseAssetYear('')).toBeNull();
    expect(parseAssetYear('abc')).toBeNaN();
  });
  it('keeps only Asset notes, dates the undated ones and sets the author of new ones', () => {
    const out = prepareAssetNotes(
      [
        { id: 'n1', type: 'Asset', text: 'old', date: '2026-01-01T00:00:00Z', author_id: 'a' },
        { id: 'n2', type: 'Asset', text: 'new', isNew: true },
        { id: 'n3', type: 'AssetUsage', text: 'usage note' },
      ],
      '2026-11-20T00:00:00Z',
      'me',
      'asset1',
    );
    expect(out).toEqual([
      {
        id: 'n1',
        type: 'Asset',
        text: 'old',
        date: '2026-01-01T00:00:00Z',
        author_id: 'a',
        recordId: 'asset1',
      },
      {
        id: 'n2',
        type: 'Asset',
        text: 'new',
        date: '2026-11-20T00:00:00Z',
        author_id: 'me',
        recordId: 'asset1',
      },
    ]);
  });
});

describe('assignments', () => {
  const now = '2026-11-20T12:00:00.000Z';
  it('tags rented/owned, notes, due and scheduled', () => {
    expect(assignmentTags({ vendor_id: 'v' }, null, now)).toEqual(['rented']);
    expect(
      assignmentTags(
        { vendor_id: null },
        { notes: 'x', dueDate: '2026-11-19', scheduledDate: '2026-11-01' },
        now,
      ),
    ).toEqual(['owned', 'notes', 'due', 'scheduled']);
    expect(assignmentTags({}, { notes: ' ', dueDate: '2026-12-01', scheduledDate: null }, now)).toEqual([
      'owned',
    ]);
  });
  it('a changed assignee or location is a reassignment', () => {
    expect(
      isReassignment({ assignee_id: 'a', location_id: 'l' }, { assignee_id: 'a', location_id: 'l' }),
    ).toBe(false);
    expect(
      isReassignment({ assignee_id: 'a', location_id: 'l' }, { assignee_id: 'b', location_id: 'l' }),
    ).toBe(true);
    expect(
      isReassignment({ assignee_id: 'a', location_id: 'l' }, { assignee_id: 'a', location_id: null }),
    ).toBe(true);
  });
  it("requires at least one asset: 'Select Asset'", () => {
    expect(() => requireAssets([])).toThrow('Please select at least one asset.');
    expect(() => requireAssets(['a'])).not.toThrow();
  });
  it('units and hours', () => {
    expect(distanceUnit('metric')).toBe('km');
    expect(distanceUnit(undefined)).toBe('mi');
    expect(usageHours('2026-11-20T08:00:00Z', '2026-11-20T10:30:00Z')).toBe(2.5);
    expect(usageHours('2026-11-20T08:00:00Z', null)).toBe(0);
  });
});
