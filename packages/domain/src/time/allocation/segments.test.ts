import { describe, expect, it } from 'vitest';
import type { AllocationSpan } from './selection.js';
import {
  type AllocationSegment,
  addSegment,
  type DraftSegment,
  draftSegmentsToAllocation,
  initialSegments,
  moveSegmentEnd,
  removeSegment,
  SEGMENT_MESSAGES,
  segmentMarks,
  segmentStartMinute,
  unallocatedMinutes,
  updateSegment,
  validateSegments,
} from './segments.js';

const Z = 'America/Denver';
const spanOf = (from: string, to: string, timeZone: string | null = Z): AllocationSpan => {
  const startMs = Date.parse(from);
  const endMs = Date.parse(to);
  return { startMs, endMs, timeZone, totalMinutes: (endMs - startMs) / 60_000 };
};
// 08:00-16:00 Denver (MST, UTC-7): 480 minutes.
const span = spanOf('2026-03-02T15:00:00Z', '2026-03-02T23:00:00Z');
const seg = (key: string, endMinute: number, extra: Partial<DraftSegment> = {}): DraftSegment => ({
  key,
  endMinute,
  ...extra,
});

describe('segment editing model', () => {
  it('adds the first segment over the whole span, then halves the last one', () => {
    const one = addSegment([], span, 'a');
    expect(one).toEqual([{ key: 'a', endMinute: 480 }]);
    const two = addSegment(one, span, 'b', { task_id: 't2' });
    expect(two).toEqual([
      { key: 'a', endMinute: 240 },
      { key: 'b', task_id: 't2', endMinute: 480 },
    ]);
    expect(segmentStartMinute(two, 1)).toBe(240);
  });
  it('adds a segment over the unallocated time when there is some', () => {
    const segs = [seg('a', 100)];
    expect(unallocatedMinutes(segs, span)).toBe(380);
    expect(addSegment(segs, span, 'b')).toEqual([seg('a', 100), seg('b', 480)]);
    expect(unallocatedMinutes(addSegment(segs, span, 'b'), span)).toBe(0);
  });
  it('does not add when the last segment is too short to halve', () => {
    const tiny = spanOf('2026-03-02T15:00:00Z', '2026-03-02T15:01:00Z');
    const one = addSegment([], tiny, 'a');
    expect(addSegment(one, tiny, 'b')).toBe(one);
  });
  it('deleting a segment extends the next one back to its start; deleting the last leaves unallocated time', () => {
    const segs = [seg('a', 100), seg('b', 300), seg('c', 480)];
    const without = removeSegment(segs, 1);
    expect(without).toEqual([seg('a', 100), seg('c', 480)]);
    expect(segmentStartMinute(without, 1)).toBe(100);
    expect(unallocatedMinutes(removeSegment(segs, 2), span)).toBe(180);
    expect(removeSegment(segs, 5)).toBe(segs);
  });
  it('moves a boundary only within its neighbours and the span, in whole minutes', () => {
    const segs = [seg('a', 100), seg('b', 300), seg('c', 480)];
    expect(moveSegmentEnd(segs, 0, 150.4, span)[0]?.endMinute).toBe(150);
    expect(moveSegmentEnd(segs, 0, 1, span)[0]?.endMinute).toBe(1);
    expect(moveSegmentEnd(segs, 0, 0, span)).toBe(segs);
    expect(moveSegmentEnd(segs, 0, 300, span)).toBe(segs);
    expect(moveSegmentEnd(segs, 1, 100, span)).toBe(segs);
    expect(moveSegmentEnd(segs, 1, 479, span)[1]?.endMinute).toBe(479);
    expect(moveSegmentEnd(segs, 2, 400, span)[2]?.endMinute).toBe(400);
    expect(moveSegmentEnd(segs, 2, 900, span)).toBe(segs); // already at the span end
    expect(moveSegmentEnd([seg('a', 100)], 0, 900, span)).toEqual([seg('a', 480)]);
    expect(moveSegmentEnd(segs, 7, 10, span)).toBe(segs);
    expect(moveSegmentEnd(segs, 0, Number.NaN, span)).toBe(segs);
  });
  it('snaps to a span end that carries seconds', () => {
    const odd = spanOf('2026-03-02T15:00:00Z', '2026-03-02T15:10:30Z');
    expect(moveSegmentEnd([seg('a', 5)], 0, 11, odd)[0]?.endMinute).toBe(10.5);
  });
  it('updates details of one segment', () => {
    expect(updateSegment([seg('a', 100), seg('b', 480)], 1, { units: 4 })[1]).toEqual(
      seg('b', 480, { units: 4 }),
    );
  });
});

describe('segmentMarks', () => {
  it('places 8 AM, 12 PM, 5 PM and 12 AM in the span zone', () => {
    expect(segmentMarks(span)).toEqual([
      { minute: 0, hour: 8 },
      { minute: 240, hour: 12 },
    ]);
    // 15:00 to 09:00 next day (Denver): 5 PM, 12 AM, 8 AM.
    const night = spanOf('2026-03-02T22:00:00Z', '2026-03-03T16:00:00Z');
    expect(segmentMarks(night)).toEqual([
      { minute: 120, hour: 17 },
      { minute: 540, hour: 0 },
      { minute: 1020, hour: 8 },
    ]);
  });
  it('holds a mark twice in a 24-hour span and uses UTC without a zone', () => {
    const day = spanOf('2026-03-02T15:00:00Z', '2026-03-03T15:00:00Z');
    expect(segmentMarks(day).map((m) => m.hour)).toEqual([8, 12, 17, 0, 8]);
    const utc = spanOf('2026-03-02T07:00:00Z', '2026-03-02T13:00:00Z', null);
    expect(segmentMarks(utc)).toEqual([
      { minute: 60, hour: 8 },
      { minute: 300, hour: 12 },
    ]);
  });
  it('follows the wall clock across a DST change (Denver springs forward on 2026-03-08)', () => {
    // 2026-03-07 17:00 MST (00:00Z) to 2026-03-08 13:00 MDT (19:00Z).
    const dst = spanOf('2026-03-08T00:00:00Z', '2026-03-08T19:00:00Z');
    expect(segmentMarks(dst)).toEqual([
      { minute: 0, hour: 17 },
      { minute: 420, hour: 0 }, // 07:00Z
      { minute: 840, hour: 8 }, // 14:00Z (MDT)
      { minute: 1080, hour: 12 }, // 18:00Z
    ]);
  });
});

describe('validateSegments', () => {
  const two = draftSegmentsToAllocation(
    [seg('a', 240, { task_id: 't1' }), seg('b', 480, { units: 3 })],
    span,
  );
  it('converts the editing model to instants in the span zone', () => {
    expect(two).toEqual([
      {
        task_id: 't1',
        inTimeStamp: '2026-03-02T15:00:00.000Z',
        outTimeStamp: '2026-03-02T19:00:00.000Z',
        inTimeZone: Z,
        outTimeZone: Z,
      },
      {
        units: 3,
        inTimeStamp: '2026-03-02T19:00:00.000Z',
        outTimeStamp: '2026-03-02T23:00:00.000Z',
        inTimeZone: Z,
        outTimeZone: Z,
      },
    ]);
    expect(validateSegments(two, span)).toBe(null);
    expect(validateSegments([...two].reverse(), span)).toBe(null);
  });
  const at = (i: number, over: Partial<AllocationSegment>) =>
    two.map((s, k) => (k === i ? { ...s, ...over } : s));
  it.each([
    ['no segment', [], 'NO_SEGMENTS', SEGMENT_MESSAGES.none],
    ['a bad time', at(0, { outTimeStamp: 'x' }), 'SEGMENT_INVALID_TIME', SEGMENT_MESSAGES.invalidTime],
    ['a missing zone', at(1, { outTimeZone: null }), 'SEGMENT_TIME_ZONE', SEGMENT_MESSAGES.timeZone],
    ['an unknown zone', at(0, { inTimeZone: 'Mars/Base' }), 'SEGMENT_TIME_ZONE', SEGMENT_MESSAGES.timeZone],
    [
      'out before in',
      at(1, { outTimeStamp: '2026-03-02T18:00:00Z' }),
      'SEGMENT_OUT_BEFORE_IN',
      SEGMENT_MESSAGES.outBeforeIn,
    ],
    ['negative units', at(1, { units: -1 }), 'SEGMENT_UNITS', SEGMENT_MESSAGES.units],
    [
      'before the earliest in',
      at(0, { inTimeStamp: '2026-03-02T14:59:00Z' }),
      'SEGMENT_OUTSIDE_SPAN',
      SEGMENT_MESSAGES.outsideSpan,
    ],
    [
      'after the latest out',
      at(1, { outTimeStamp: '2026-03-02T23:00:01Z' }),
      'SEGMENT_OUTSIDE_SPAN',
      SEGMENT_MESSAGES.outsideSpan,
    ],
    [
      'overlapping',
      at(1, { inTimeStamp: '2026-03-02T18:59:00Z' }),
      'SEGMENT_OVERLAP',
      SEGMENT_MESSAGES.overlap,
    ],
    ['a gap', at(1, { inTimeStamp: '2026-03-02T19:01:00Z' }), 'SEGMENT_GAP', SEGMENT_MESSAGES.gap],
    [
      'a late first segment',
      at(0, { inTimeStamp: '2026-03-02T15:01:00Z' }),
      'SEGMENT_GAP',
      SEGMENT_MESSAGES.gap,
    ],
    [
      'unallocated time at the end',
      at(1, { outTimeStamp: '2026-03-02T22:59:00Z' }),
      'SEGMENT_UNALLOCATED',
      SEGMENT_MESSAGES.unallocated,
    ],
  ] as const)('refuses %s', (_name, segments, code, message) => {
    const err = validateSegments(segments as AllocationSegment[], span);
    expect(err?.code).toBe(code);
    expect(err?.message).toBe(message);
  });
});

describe('initialSegments', () => {
  const key = (i: number) => `k${i}`;
  const r = (from: string, to: string, extra: Record<string, unknown> = {}) => ({
    inTimeStamp: `2026-03-02T${from}:00.000Z`,
    outTimeStamp: `2026-03-02T${to}:00.000Z`,
    source: 'allocator',
    ...extra,
  });
  it('starts with one unsaved segment over the span for records not from the allocator', () => {
    expect(
      initialSegments([r('15:00', '19:00', { source: 'clock' }), r('19:00', '23:00')], span, key),
    ).toEqual([{ key: 'k0', endMinute: 480 }]);
    expect(initialSegments([], { ...span, totalMinutes: 0 }, key)).toEqual([]);
  });
  it("rebuilds an earlier allocation's segments, marked saved, with shared task and summed units", () => {
    // Segments 15-19 (T1, 10 units) and 19-23: e1 and e2 cut at 19:00; e3 came at 16:00 and left at 22:00.
    const pieces = [
      r('15:00', '19:00', { employee_id: 'e1', task_id: 'T1', units: 3.34 }),
      r('15:00', '19:00', { employee_id: 'e2', task_id: 'T1', units: 3.33 }),
      r('16:00', '19:00', { employee_id: 'e3', task_id: 'T1', units: 3.33 }),
      r('19:00', '23:00', { employee_id: 'e1', task_id: 'T2' }),
      r('19:00', '23:00', { employee_id: 'e2', task_id: 'T3' }),
      r('19:00', '22:00', { employee_id: 'e3', task_id: 'T2' }),
    ];
    expect(initialSegments(pieces, span, key)).toEqual([
      { key: 'k0', endMinute: 240, saved: true, task_id: 'T1', units: 10 },
      { key: 'k1', endMinute: 480, saved: true, units: null },
    ]);
  });
  it('apportions units of a record that spans a cut by length', () => {
    // e1 worked two records 15-19 and 19-23 (a cut); e2's single record spans both with 8 units.
    const records = [
      r('15:00', '19:00', { employee_id: 'e1' }),
      r('19:00', '23:00', { employee_id: 'e1' }),
      r('15:00', '23:00', { employee_id: 'e2', units: 8 }),
    ];
    expect(initialSegments(records, span, key).map((s) => [s.endMinute, s.units])).toEqual([
      [240, 4],
      [480, 4],
    ]);
  });
  it('forgets "saved" on the segments an edit touches', () => {
    const saved = initialSegments(
      [
        r('15:00', '19:00', { employee_id: 'e1' }),
        r('19:00', '21:00', { employee_id: 'e1' }),
        r('21:00', '23:00', { employee_id: 'e1' }),
      ],
      span,
      key,
    );
    expect(saved.map((s) => s.saved)).toEqual([true, true, true]);
    expect(moveSegmentEnd(saved, 0, 200, span).map((s) => s.saved ?? false)).toEqual([false, false, true]);
    expect(removeSegment(saved, 0).map((s) => s.saved ?? false)).toEqual([false, true]);
    expect(updateSegment(saved, 2, { units: 1 }).map((s) => s.saved ?? false)).toEqual([true, true, false]);
    expect(addSegment(saved, span, 'n').map((s) => s.saved ?? false)).toEqual([true, true, false, false]);
    expect(draftSegmentsToAllocation(saved, span)[0]).not.toHaveProperty('saved');
  });
});
