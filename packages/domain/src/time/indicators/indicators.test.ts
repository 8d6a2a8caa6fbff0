import { describe, expect, it } from 'vitest';
import {
  enteredServerDifferenceSeconds,
  exemptIndicators,
  faceCaptureIndicator,
  findOverlappingIds,
  gpsIndicators,
  INDICATOR_TAG_IDS,
  type IndicatorRecord,
  indicatorTags,
  isAllocated,
  isDiscrepancy,
  isIncomplete,
  isManualEdit,
  lifecycleIndicator,
  sourceIndicator,
} from './index.js';

const rec = (over: Partial<IndicatorRecord> = {}): IndicatorRecord => ({
  id: 'r1',
  employee_id: 'e1',
  inTimeStamp: '2026-01-05T08:00:00Z',
  outTimeStamp: '2026-01-05T16:00:00Z',
  inLat: -1000,
  outLat: -1000,
  ...over,
});
const ids = (r: IndicatorRecord, ctx = {}) => indicatorTags(r, ctx).map((t) => t.id);

describe('GPS (time spec 4: none at -1000, outside when distance > 0 and not exempt)', () => {
  it('is none at the sentinel and without a latitude', () => {
    expect(gpsIndicators(rec())).toEqual({ in: 'none', out: 'none' });
    expect(gpsIndicators(rec({ inLat: null, outLat: undefined }))).toEqual({ in: 'none', out: 'none' });
  });
  it('is inside at distance 0 or missing, outside above 0', () => {
    expect(gpsIndicators(rec({ inLat: 39.7, inDistance: 0, outLat: 39.7, outDistance: 12 }))).toEqual({
      in: 'inside',
      out: 'outside',
    });
    expect(gpsIndicators(rec({ inLat: 0, inDistance: null })).in).toBe('inside');
    expect(gpsIndicators(rec({ inLat: 39.7, inDistance: 0.01 })).in).toBe('outside');
  });
  it('is inside when the task is geofence-exempt', () => {
    expect(gpsIndicators(rec({ inLat: 39.7, inDistance: 500 }), true).in).toBe('inside');
  });
  it('gives no OUT GPS while the record has no OUT', () => {
    expect(gpsIndicators(rec({ outTimeStamp: null, outLat: 39.7, outDistance: 9 })).out).toBe('none');
  });
  it('draws one IN tag and, once clocked out, one OUT tag', () => {
    expect(ids(rec({ inLat: 39.7, inDistance: 3, outLat: 39.7, outDistance: 0 }))).toEqual([
      'gpsInOutside',
      'gpsOutInside',
    ]);
    expect(ids(rec({ outTimeStamp: null }))).toEqual(['incomplete', 'gpsInNone']);
  });
});

describe('time discrepancy (entered vs server, 5 minutes or more, clock/timesheet/mobile)', () => {
  const clocked = (inRaw: string, source: IndicatorRecord['source'] = 'clock') =>
    rec({
      source,
      inTimeStamp: '2026-01-05T08:00:00Z',
      inTimeStampServer: '2026-01-05T08:00:00Z',
      inTimeStampRaw: inRaw,
    });
  it('is not flagged at 4:59', () => {
    expect(isDiscrepancy(clocked('2026-01-05T07:55:01Z'))).toBe(false);
  });
  it('is flagged at exactly 5:00 and above, either direction', () => {
    expect(isDiscrepancy(clocked('2026-01-05T07:55:00Z'))).toBe(true);
    expect(isDiscrepancy(clocked('2026-01-05T08:05:00Z'))).toBe(true);
    expect(isDiscrepancy(clocked('2026-01-05T09:00:00Z', 'mobile'))).toBe(true);
    expect(isDiscrepancy(clocked('2026-01-05T09:00:00Z', 'timesheet'))).toBe(true);
  });
  it('only for clock, timesheet and mobile sources', () => {
    for (const s of ['editor', 'allocator', 'kiosk', null] as const) {
      expect(isDiscrepancy(clocked('2026-01-05T09:00:00Z', s))).toBe(false);
    }
  });
  it('compares the OUT as well, and the record stamp when there is no raw stamp', () => {
    expect(
      isDiscrepancy(
        rec({
          source: 'clock',
          outTimeStamp: '2026-01-05T16:10:00Z',
          outTimeStampServer: '2026-01-05T16:00:00Z',
        }),
      ),
    ).toBe(true);
    expect(
      enteredServerDifferenceSeconds(
        rec({ inTimeStampServer: '2026-01-05T08:01:00Z', outTimeStampServer: '2026-01-05T16:03:00Z' }),
      ),
    ).toBe(180);
  });
  it('has no difference without server stamps', () => {
    expect(enteredServerDifferenceSeconds(rec())).toBeNull();
    expect(isDiscrepancy(rec({ source: 'clock' }))).toBe(false);
  });
});

describe('incomplete, manual edit, allocator, source', () => {
  it('incomplete when IN or OUT is missing or invalid', () => {
    expect(isIncomplete(rec())).toBe(false);
    expect(isIncomplete(rec({ outTimeStamp: null }))).toBe(true);
    expect(isIncomplete(rec({ inTimeStamp: '' }))).toBe(true);
    expect(isIncomplete(rec({ inTimeStamp: 'yesterday' }))).toBe(true);
  });
  it('manual edit from wasManuallyEdited or compileState edit', () => {
    expect(isManualEdit({ wasManuallyEdited: true })).toBe(true);
    expect(isManualEdit({ compileState: 'edit' })).toBe(true);
    expect(isManualEdit({ compileState: 'raw', wasManuallyEdited: false })).toBe(false);
    expect(isManualEdit({ compileState: 'system-hard' })).toBe(false);
  });
  it('allocator and the entry channel', () => {
    expect(isAllocated({ source: 'allocator' })).toBe(true);
    expect(isAllocated({ source: 'clock' })).toBe(false);
    expect(sourceIndicator({ source: 'mobile' })).toBe('mobile');
    expect(sourceIndicator({ source: 'timesheet' })).toBe('timesheet');
    expect(sourceIndicator({ source: 'allocator' })).toBe('allocator');
    for (const s of ['clock', 'kiosk', 'editor', null, undefined] as const) {
      expect(sourceIndicator({ source: s })).toBeNull();
    }
  });
  it('draws the allocator tag once (not also as a source tag)', () => {
    expect(ids(rec({ source: 'allocator' }))).toEqual(['gpsInNone', 'gpsOutNone', 'allocator']);
  });
});

describe('exempt flags, disclaimer, face capture, asset, notes, forms', () => {
  it('lists the exempt flags in order', () => {
    expect(exemptIndicators({})).toEqual([]);
    expect(
      exemptIndicators({ bypassAutoLunch: true, bypassForceInTime: true, bypassForceOutTime: true }),
    ).toEqual(['autoLunchExempt', 'forcedInExempt', 'forcedOutExempt']);
    expect(exemptIndicators({ bypassForceOutTime: true, bypassAutoLunch: false })).toEqual([
      'forcedOutExempt',
    ]);
  });
  it('face capture: none, ok, warning when not recognised', () => {
    expect(faceCaptureIndicator({})).toBeNull();
    expect(faceCaptureIndicator({ inPhoto_id: 'p' })).toBe('ok');
    expect(faceCaptureIndicator({ inPhoto_id: 'p', inPhotoRecognized: true })).toBe('ok');
    expect(faceCaptureIndicator({ inPhoto_id: 'p', outPhoto_id: 'q', outPhotoRecognized: false })).toBe(
      'warning',
    );
    // A recognition result without a photo does not count.
    expect(faceCaptureIndicator({ inPhotoRecognized: false })).toBeNull();
  });
  it('tags disclaimer, asset, notes and form submissions', () => {
    expect(
      ids(
        rec({
          disclaimerAccepted: true,
          assetIds: ['a'],
          noteIds: ['n'],
          outFormSubmissionIds: ['f'],
          inPhoto_id: 'p',
          inPhotoRecognized: false,
        }),
      ),
    ).toEqual([
      'fieldNotes',
      'formSubmission',
      'gpsInNone',
      'gpsOutNone',
      'faceCaptureWarning',
      'asset',
      'disclaimer',
    ]);
    expect(ids(rec({ assetIds: [], noteIds: [], inFormSubmissionIds: [] }))).toEqual([
      'gpsInNone',
      'gpsOutNone',
    ]);
    expect(ids(rec(), { hasNotes: true })).toContain('fieldNotes');
  });
});

describe('lifecycle: processed, closed, Exported', () => {
  it('follows the batch and the record state', () => {
    expect(lifecycleIndicator({}, null)).toBeNull();
    expect(lifecycleIndicator({}, {})).toBeNull();
    expect(lifecycleIndicator({}, { processedTimestamp: '2026-01-06T00:00:00Z' })).toBe('processed');
    expect(
      lifecycleIndicator(
        {},
        { processedTimestamp: '2026-01-06T00:00:00Z', approvedTimeStamp: '2026-01-07T00:00:00Z' },
      ),
    ).toBe('closed');
    expect(lifecycleIndicator({}, { approvedBy_id: 'u' })).toBe('closed');
    expect(lifecycleIndicator({ state: 'exported' }, { approvedTimeStamp: 'x' })).toBe('exported');
    expect(lifecycleIndicator({ state: 'exported' }, null)).toBe('exported');
  });
  it('draws one stage tag', () => {
    const tags = indicatorTags(rec({ state: 'exported' }), {
      batch: { processedTimestamp: 'x', approvedBy_id: 'u' },
    });
    expect(tags.filter((t) => ['processed', 'closed', 'exported'].includes(t.id))).toEqual([
      { id: 'exported', tone: 'success' },
    ]);
    expect(ids(rec(), { batch: { processedTimestamp: 'x' } }).at(-1)).toBe('processed');
  });
});

describe('overlapping shifts', () => {
  const r = (id: string, a: string, b: string | null, employee_id = 'e1', status = 1) => ({
    id,
    employee_id,
    inTimeStamp: `2026-01-05T${a}:00Z`,
    outTimeStamp: b ? `2026-01-05T${b}:00Z` : null,
    status,
  });
  it('finds records of one employee that overlap', () => {
    expect([...findOverlappingIds([r('a', '08:00', '12:00'), r('b', '11:00', '13:00')])].sort()).toEqual([
      'a',
      'b',
    ]);
  });
  it('does not count back-to-back shifts, other employees or deleted records', () => {
    expect(findOverlappingIds([r('a', '08:00', '12:00'), r('b', '12:00', '13:00')]).size).toBe(0);
    expect(findOverlappingIds([r('a', '08:00', '12:00'), r('b', '09:00', '10:00', 'e2')]).size).toBe(0);
    expect(findOverlappingIds([r('a', '08:00', '12:00'), r('b', '09:00', '10:00', 'e1', 3)]).size).toBe(0);
  });
  it('finds a short shift inside a long one after a shift that it does not touch', () => {
    const found = findOverlappingIds([
      r('long', '06:00', '18:00'),
      r('x', '07:00', '08:00'),
      r('y', '15:00', '16:00'),
      r('z', '19:00', '20:00'),
    ]);
    expect([...found].sort()).toEqual(['long', 'x', 'y']);
  });
  it('treats a record without OUT as still running and ignores one without IN', () => {
    expect([...findOverlappingIds([r('open', '08:00', null), r('b', '10:00', '11:00')])].sort()).toEqual([
      'b',
      'open',
    ]);
    expect(
      findOverlappingIds([{ id: 'n', employee_id: 'e1', inTimeStamp: null }, r('b', '10:00', '11:00')]).size,
    ).toBe(0);
  });
  it('tags overlapping rows', () => {
    expect(indicatorTags(rec(), { overlapping: true })).toContainEqual({ id: 'overlapping', tone: 'error' });
  });
});

describe('indicatorTags', () => {
  it('keeps the declared order and only known ids', () => {
    const tags = indicatorTags(
      rec({
        outTimeStamp: null,
        wasManuallyEdited: true,
        noteIds: ['n'],
        inFormSubmissionIds: ['f'],
        inLat: 1,
        inDistance: 2,
        inPhoto_id: 'p',
        assetIds: ['a'],
        source: 'mobile',
        inTimeStampRaw: '2026-01-05T07:00:00Z',
        inTimeStampServer: '2026-01-05T08:00:00Z',
        bypassAutoLunch: true,
        bypassForceInTime: true,
        bypassForceOutTime: true,
        disclaimerAccepted: true,
      }),
      { overlapping: true, batch: { processedTimestamp: 'x' } },
    ).map((t) => t.id);
    const order = tags.map((id) => INDICATOR_TAG_IDS.indexOf(id));
    expect(order.every((n) => n >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(tags).toEqual([
      'incomplete',
      'manualEdit',
      'fieldNotes',
      'formSubmission',
      'gpsInOutside',
      'faceCapture',
      'asset',
      'discrepancy',
      'overlapping',
      'sourceMobile',
      'autoLunchExempt',
      'forcedInExempt',
      'forcedOutExempt',
      'disclaimer',
      'processed',
    ]);
  });
});
