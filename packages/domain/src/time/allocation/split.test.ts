import { describe, expect, it } from 'vitest';
import type { AllocatableRecord } from './selection.js';
import type { AllocationSegment } from './segments.js';
import { distributeHundredths, splitRecords } from './split.js';

const Z = 'America/Denver';
const rec = (
  id: string,
  employee_id: string,
  from: string,
  to: string,
  over: Partial<AllocatableRecord> = {},
) =>
  ({
    id,
    employee_id,
    location_id: 'L1',
    task_id: 'T0',
    inTimeStamp: `2026-03-02T${from}:00.000Z`,
    outTimeStamp: `2026-03-02T${to}:00.000Z`,
    inTimeZone: Z,
    outTimeZone: Z,
    ...over,
  }) as AllocatableRecord;
const segment = (from: string, to: string, over: Partial<AllocationSegment> = {}): AllocationSegment => ({
  inTimeStamp: `2026-03-02T${from}:00.000Z`,
  outTimeStamp: `2026-03-02T${to}:00.000Z`,
  inTimeZone: Z,
  outTimeZone: Z,
  ...over,
});
const sum = (xs: readonly (number | null)[]) =>
  Math.round(xs.reduce<number>((a, x) => a + (x ?? 0) * 100, 0));

describe('distributeHundredths', () => {
  it('gives leftover hundredths to the largest remainders, lower index first on ties', () => {
    expect(distributeHundredths(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(distributeHundredths(200, [1, 1, 1])).toEqual([67, 67, 66]);
    expect(distributeHundredths(100, [1, 2])).toEqual([33, 67]);
    expect(distributeHundredths(0, [1, 1])).toEqual([0, 0]);
    expect(distributeHundredths(5, [0, 0])).toEqual([5, 0]);
    expect(distributeHundredths(5, [])).toEqual([]);
  });
  it('never loses a hundredth', () => {
    for (let total = 0; total < 500; total += 7) {
      for (const weights of [[1], [1, 1, 1], [3, 5, 7, 11], [0.1, 0.2, 0.7], [60_000, 1_740_000]]) {
        const shares = distributeHundredths(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        for (const s of shares) expect(Number.isInteger(s) && s >= 0).toBe(true);
      }
    }
  });
});

describe('splitRecords', () => {
  // Two employees 15:00-23:00Z (08:00-16:00 Denver), two segments split at 19:00Z.
  const records = [rec('r1', 'e1', '15:00', '23:00'), rec('r2', 'e2', '15:00', '23:00')];
  const segments = [
    segment('15:00', '19:00', { task_id: 'T1', units: 10 }),
    segment('19:00', '23:00', { task_id: 'T2', units: 5 }),
  ];

  it('cuts each record at the segment boundaries, first piece keeps the id, source allocator', () => {
    const pieces = splitRecords(records, segments);
    expect(
      pieces.map((p) => [
        p.sourceId,
        p.segmentIndex,
        p.inTimeStamp.slice(11, 16),
        p.outTimeStamp.slice(11, 16),
        p.keepsSourceId,
      ]),
    ).toEqual([
      ['r1', 0, '15:00', '19:00', true],
      ['r2', 0, '15:00', '19:00', true],
      ['r1', 1, '19:00', '23:00', false],
      ['r2', 1, '19:00', '23:00', false],
    ]);
    expect(
      pieces.every((p) => p.source === 'allocator' && p.location_id === 'L1' && p.inTimeZone === Z),
    ).toBe(true);
    expect(pieces.map((p) => p.task_id)).toEqual(['T1', 'T1', 'T2', 'T2']);
    expect(pieces.map((p) => p.totalSeconds)).toEqual([14400, 14400, 14400, 14400]);
  });
  it('divides segment units by the employees of the segment, to the cent', () => {
    const pieces = splitRecords(records, segments);
    expect(pieces.map((p) => p.units)).toEqual([5, 5, 2.5, 2.5]);
    const three = [...records, rec('r3', 'e3', '15:00', '19:00')];
    const p3 = splitRecords(three, [
      segment('15:00', '19:00', { units: 10 }),
      segment('19:00', '23:00', { units: 0.01 }),
    ]);
    expect(p3.filter((p) => p.segmentIndex === 0).map((p) => p.units)).toEqual([3.34, 3.33, 3.33]);
    // e3 has no piece in the second segment: only two employees share it.
    expect(p3.filter((p) => p.segmentIndex === 1).map((p) => [p.employee_id, p.units])).toEqual([
      ['e1', 0.01],
      ['e2', 0],
    ]);
  });
  it('keeps the pieces of a record exactly as long as the record (no minute lost)', () => {
    const mixed = [
      rec('r1', 'e1', '15:00', '20:17'),
      rec('r2', 'e2', '16:03', '23:00'),
      rec('r3', 'e1', '21:00', '22:30'),
    ];
    const segs = [
      segment('15:00', '17:41'),
      segment('17:41', '21:15', { units: 7 }),
      segment('21:15', '23:00'),
    ];
    const pieces = splitRecords(mixed, segs);
    for (const r of mixed) {
      const own = pieces.filter((p) => p.sourceId === r.id);
      const seconds = own.reduce((a, p) => a + p.totalSeconds, 0);
      expect(seconds).toBe((Date.parse(r.outTimeStamp!) - Date.parse(r.inTimeStamp!)) / 1000);
      expect(own.filter((p) => p.keepsSourceId)).toHaveLength(1);
      expect(own.find((p) => p.keepsSourceId)?.inTimeStamp).toBe(r.inTimeStamp);
    }
    // Segment 2: e1 has two pieces (17:41-20:17 and 21:00-21:15), e2 one; 7 units -> 3.50 each.
    const seg2 = pieces.filter((p) => p.segmentIndex === 1);
    expect(sum(seg2.filter((p) => p.employee_id === 'e1').map((p) => p.units))).toBe(350);
    expect(sum(seg2.filter((p) => p.employee_id === 'e2').map((p) => p.units))).toBe(350);
    // e1's share over its pieces by length: 156 min and 15 min.
    expect(seg2.filter((p) => p.employee_id === 'e1').map((p) => p.units)).toEqual([3.19, 0.31]);
  });
  it('keeps source units by length where the segment has none', () => {
    const withUnits = [rec('r1', 'e1', '15:00', '23:00', { units: 10 })];
    const pieces = splitRecords(withUnits, [segment('15:00', '17:00'), segment('17:00', '23:00')]);
    expect(pieces.map((p) => p.units)).toEqual([2.5, 7.5]);
    const none = splitRecords([rec('r1', 'e1', '15:00', '23:00')], [segment('15:00', '23:00')]);
    expect(none[0]?.units).toBe(null);
    const thirds = splitRecords(
      [rec('r1', 'e1', '15:00', '18:00', { units: 1 })],
      [segment('15:00', '16:00'), segment('16:00', '17:00'), segment('17:00', '18:00')],
    );
    expect(sum(thirds.map((p) => p.units))).toBe(100);
    expect(thirds.map((p) => p.units)).toEqual([0.34, 0.33, 0.33]);
  });
  it('takes task, location and assets from the segment when set, else from the record', () => {
    const r = [rec('r1', 'e1', '15:00', '23:00', { assetIds: ['A1'] })];
    const [a, b] = splitRecords(r, [
      segment('15:00', '19:00', { location_id: 'L9', assetIds: ['A2'] }),
      segment('19:00', '23:00', { task_id: null }),
    ]);
    expect([a?.task_id, a?.location_id, a?.assetIds]).toEqual(['T0', 'L9', ['A2']]);
    expect([b?.task_id, b?.location_id, b?.assetIds]).toEqual(['T0', 'L1', ['A1']]);
  });
  it('takes custom list options from the segment and merges its custom fields over the record', () => {
    const r = [
      rec('r1', 'e1', '15:00', '23:00', { customList1Option_id: 'o1', customFields: { a: 1, b: 2 } }),
    ];
    const [a, b] = splitRecords(r, [
      segment('15:00', '19:00', {
        customList1Option_id: 'o9',
        customList2Option_id: 'p1',
        customFields: { b: 3 },
      }),
      segment('19:00', '23:00'),
    ]);
    expect([a?.customList1Option_id, a?.customList2Option_id, a?.customFields]).toEqual([
      'o9',
      'p1',
      { a: 1, b: 3 },
    ]);
    expect([b?.customList1Option_id, b?.customList2Option_id, b?.customFields]).toEqual([
      'o1',
      null,
      { a: 1, b: 2 },
    ]);
    expect(
      splitRecords([rec('r2', 'e1', '15:00', '23:00')], [segment('15:00', '23:00')])[0]?.customFields,
    ).toBe(null);
  });
  it('skips incomplete records and records outside every segment', () => {
    const pieces = splitRecords(
      [rec('r1', 'e1', '15:00', '23:00', { outTimeStamp: null }), rec('r2', 'e1', '15:00', '16:00')],
      [segment('16:00', '23:00')],
    );
    expect(pieces).toEqual([]);
  });
});
