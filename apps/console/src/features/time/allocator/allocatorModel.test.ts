import { type AllocationSpan, addSegment, type DraftSegment } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../i18n/resources.js';
import {
  allocationMessageKey,
  allocationMessageKeys,
  applyThumbs,
  canEditField,
  formatMinutes,
  percentAt,
  segmentEmployeeIds,
  segmentInstants,
  segmentTracksUnits,
  sliderMax,
  thumbValues,
  tracksUnits,
  unitShares,
} from './allocatorModel.js';

const span = (minutes: number): AllocationSpan => {
  const startMs = Date.parse('2026-03-02T15:00:00Z');
  return { startMs, endMs: startMs + minutes * 60_000, timeZone: 'America/Denver', totalMinutes: minutes };
};
const seg = (key: string, endMinute: number): DraftSegment => ({ key, endMinute });

describe('allocator slider glue', () => {
  it('shows the span end as the slider maximum, rounded up', () => {
    const s = span(480.5);
    expect(sliderMax(s)).toBe(481);
    expect(thumbValues([seg('a', 100), seg('b', 480.5)], s)).toEqual([100, 481]);
    expect(percentAt(240.5, s)).toBeCloseTo(50);
    expect(percentAt(900, s)).toBe(100);
  });
  it('moves the thumb that changed, within its neighbours', () => {
    const s = span(480);
    const segs = [seg('a', 100), seg('b', 480)];
    expect(applyThumbs(segs, [150, 480], s)).toEqual([seg('a', 150), seg('b', 480)]);
    expect(applyThumbs(segs, [100, 470], s)).toEqual([seg('a', 100), seg('b', 470)]);
    expect(applyThumbs(segs, [480, 480], s)).toBe(segs);
    expect(applyThumbs(segs, [100, 480], s)).toBe(segs);
    const odd = span(10.5);
    expect(applyThumbs([seg('a', 5)], [11], odd)).toEqual([seg('a', 10.5)]);
  });
  it('gives each segment its instants and length', () => {
    const s = span(480);
    const segs = addSegment(addSegment([], s, 'a'), s, 'b');
    expect(segmentInstants(segs, 1, s)).toEqual({
      start: '2026-03-02T19:00:00.000Z',
      end: '2026-03-02T23:00:00.000Z',
      minutes: 240,
    });
    expect(formatMinutes(240)).toBe('4:00');
    expect(formatMinutes(61.4)).toBe('1:01');
  });
  it('lists the employees of a segment', () => {
    const s = span(480);
    const records = [
      {
        id: 'r1',
        employee_id: 'e1',
        inTimeStamp: '2026-03-02T15:00:00Z',
        outTimeStamp: '2026-03-02T18:00:00Z',
      },
      {
        id: 'r2',
        employee_id: 'e2',
        inTimeStamp: '2026-03-02T16:00:00Z',
        outTimeStamp: '2026-03-02T23:00:00Z',
      },
      {
        id: 'r3',
        employee_id: 'e1',
        inTimeStamp: '2026-03-02T21:00:00Z',
        outTimeStamp: '2026-03-02T22:00:00Z',
      },
    ];
    const segs = [seg('a', 60), seg('b', 240), seg('c', 480)];
    expect(segmentEmployeeIds(records, segs, 0, s)).toEqual(['e1']);
    expect(segmentEmployeeIds(records, segs, 1, s)).toEqual(['e1', 'e2']);
    expect(segmentEmployeeIds(records, segs, 2, s)).toEqual(['e2', 'e1']);
  });
  it('allows units only when the tasks of the segment track them', () => {
    const s = span(480);
    const tasks = new Map([
      ['T1', { productivityUnitTracking: 'tracksUnits' }],
      ['T2', { productivityUnitTracking: 'none' }],
    ]);
    const records = [
      {
        id: 'r1',
        employee_id: 'e1',
        task_id: 'T1',
        inTimeStamp: '2026-03-02T15:00:00Z',
        outTimeStamp: '2026-03-02T19:00:00Z',
      },
      {
        id: 'r2',
        employee_id: 'e2',
        task_id: 'T2',
        inTimeStamp: '2026-03-02T18:00:00Z',
        outTimeStamp: '2026-03-02T23:00:00Z',
      },
    ];
    const segs = [seg('a', 120), seg('b', 480)];
    expect(segmentTracksUnits(records, segs, 0, s, tasks)).toBe(true);
    expect(segmentTracksUnits(records, segs, 1, s, tasks)).toBe(false);
    expect(
      segmentTracksUnits(records, [seg('a', 120), { ...seg('b', 480), task_id: 'T1' }], 1, s, tasks),
    ).toBe(true);
    expect(segmentTracksUnits(records, [{ ...seg('a', 480), task_id: 'T2' }], 0, s, tasks)).toBe(false);
  });
  it('previews unit shares to the cent', () => {
    expect(unitShares(10, 3)).toEqual(['3.34', '3.33', '3.33']);
    expect(unitShares(null, 3)).toEqual([]);
    expect(unitShares(5, 0)).toEqual([]);
  });
  it('finds the i18n key of a server message', () => {
    expect(allocationMessageKey('Inconsistent Time Zones')).toBe('allocator.error.INCONSISTENT_TIME_ZONES');
    expect(
      allocationMessageKey('Time Records changed since they were loaded. Reload them and allocate again.'),
    ).toBe('allocator.error.CHANGED');
    expect(allocationMessageKey('Something else')).toBe(null);
  });
  it('checks the per-field edit keys for own and others time', () => {
    const keys = new Set(['others-time/task/edit', 'my-time/task/edit', 'others-time/time/edit']);
    const can = (path: string, key?: string) => path === '/time/editor/' && keys.has(key ?? '');
    expect(canEditField(can, 'me', ['me', 'you'], 'task')).toBe(true);
    expect(canEditField(can, 'me', ['you'], 'time')).toBe(true);
    expect(canEditField(can, 'me', ['me', 'you'], 'time')).toBe(false);
    expect(canEditField(can, null, ['you'], 'misc')).toBe(false);
  });
  it('has English (the exact messages) and Spanish for every allocation message', () => {
    for (const key of allocationMessageKeys()) {
      expect(RESOURCES.es[key], key).toBeTruthy();
      expect(allocationMessageKey(RESOURCES.en[key] ?? '')).toBe(key);
    }
  });
  it('knows which tasks track units', () => {
    expect(tracksUnits({ productivityUnitTracking: 'tracksUnits' })).toBe(true);
    expect(tracksUnits({ productivityUnitTracking: 'none' })).toBe(false);
    expect(tracksUnits(null)).toBe(false);
  });
});
