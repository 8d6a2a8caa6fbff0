import { toMillis } from '../instant.js';
import type { AllocatableRecord } from './selection.js';
import type { AllocationSegment } from './segments.js';

/**
 * One record of an allocation's result (time spec 4 "Allocation": "Saving splits the records per
 * segment, divides units by the number of employees in the segment ... and marks the source as the
 * allocator"): the part of source record `sourceId` inside segment `segmentIndex`.
 */
export interface AllocatedPiece {
  sourceId: string;
  /** True for the earliest piece of its source: it keeps the source's id (an update); the rest are new records. */
  keepsSourceId: boolean;
  /** Index of the segment in In order. */
  segmentIndex: number;
  employee_id: string;
  /** ISO 8601 UTC. */
  inTimeStamp: string;
  outTimeStamp: string;
  inTimeZone: string | null;
  outTimeZone: string | null;
  /** outTimeStamp - inTimeStamp in whole seconds (the stamps are cut at segment boundaries, to the ms). */
  totalSeconds: number;
  task_id: string | null;
  location_id: string | null;
  assetIds: string[];
  customList1Option_id: string | null;
  customList2Option_id: string | null;
  customList3Option_id: string | null;
  /** The record's custom fields with the segment's values over them; null when neither has any. */
  customFields: Record<string, unknown> | null;
  /** Units with 2 decimals (see splitRecords), null when neither the segment nor the source has units. */
  units: number | null;
  source: 'allocator';
}

/**
 * Splits `total` hundredths over `weights` by the largest-remainder method: every share is
 * floor(total * w / sum) and the hundredths left over go one each to the largest fractional remainders
 * (ties: lower index first). The shares always add up to `total`. Zero or negative total weight: all to
 * the first share.
 */
export function distributeHundredths(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (!(sum > 0)) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((p, q) => q.r - p.r || p.i - q.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  return shares;
}

const toHundredths = (units: number) => Math.round(units * 100);
const fromHundredths = (h: number) => h / 100;
const present = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

/**
 * Splits records into per-segment pieces (time spec 4 "Allocation"). `segments` must have passed
 * `validateSegments` for the records' span. Each record is cut at the segment boundaries; every piece
 * with a positive length becomes a record of that segment, with the segment's task, location and
 * assets where the segment sets them (else the source's), its zones, and source 'allocator'. The
 * pieces of a record cover it exactly (no minute lost or added).
 *
 * Units (rounding, state it once): all arithmetic is in hundredths of a unit, so every value is
 * exact to the cent and nothing is lost:
 * - a segment with units: its units are divided equally between the employees who have a piece in
 *   it (ordered by their first piece's In, then employee id); hundredths that do not divide go one
 *   each to the first employees. An employee with several pieces in the segment has the share
 *   divided over them by length (largest remainder). E.g. 10 units over 3 employees: 3.34, 3.33, 3.33.
 * - a segment without units (null/undefined): each piece keeps its source record's units in
 *   proportion to its length (largest remainder per source), so an unchanged record keeps its units.
 * The console shows units rounded to 2 decimals (the spec's "rounded for display").
 * Returns the pieces ordered by segment, then In, then employee id.
 */
export function splitRecords(
  records: readonly AllocatableRecord[],
  segments: readonly AllocationSegment[],
): AllocatedPiece[] {
  const segs = segments
    .map((s) => ({ s, a: toMillis(s.inTimeStamp), b: toMillis(s.outTimeStamp) }))
    .sort((x, y) => x.a - y.a);
  type Raw = Omit<AllocatedPiece, 'units' | 'keepsSourceId'> & {
    a: number;
    b: number;
    sourceUnits: number | null;
  };
  const raws: Raw[] = [];
  for (const r of records) {
    const ra = toMillis(r.inTimeStamp);
    const rb = toMillis(r.outTimeStamp);
    if (Number.isNaN(ra) || Number.isNaN(rb)) continue;
    segs.forEach(({ s, a, b }, segmentIndex) => {
      const pa = Math.max(ra, a);
      const pb = Math.min(rb, b);
      if (pb <= pa) return;
      raws.push({
        sourceId: r.id,
        segmentIndex,
        employee_id: r.employee_id,
        a: pa,
        b: pb,
        inTimeStamp: new Date(pa).toISOString(),
        outTimeStamp: new Date(pb).toISOString(),
        inTimeZone: s.inTimeZone,
        outTimeZone: s.outTimeZone,
        totalSeconds: Math.round((pb - pa) / 1000),
        task_id: present(s.task_id) ?? present(r.task_id),
        location_id: present(s.location_id) ?? present(r.location_id),
        assetIds: [...(s.assetIds ?? r.assetIds ?? [])],
        customList1Option_id: present(s.customList1Option_id) ?? present(r.customList1Option_id),
        customList2Option_id: present(s.customList2Option_id) ?? present(r.customList2Option_id),
        customList3Option_id: present(s.customList3Option_id) ?? present(r.customList3Option_id),
        customFields:
          s.customFields || r.customFields ? { ...(r.customFields ?? {}), ...(s.customFields ?? {}) } : null,
        sourceUnits: typeof r.units === 'number' && Number.isFinite(r.units) ? r.units : null,
        source: 'allocator',
      });
    });
  }
  raws.sort(
    (x, y) => x.segmentIndex - y.segmentIndex || x.a - y.a || x.employee_id.localeCompare(y.employee_id),
  );

  const units = new Map<Raw, number | null>();
  // Segments with units: equal shares per employee, then by length over that employee's pieces.
  segs.forEach(({ s }, segmentIndex) => {
    if (s.units === undefined || s.units === null) return;
    const pieces = raws.filter((p) => p.segmentIndex === segmentIndex);
    const employees: string[] = [];
    for (const p of pieces) if (!employees.includes(p.employee_id)) employees.push(p.employee_id);
    const perEmployee = distributeHundredths(
      toHundredths(s.units),
      employees.map(() => 1),
    );
    employees.forEach((e, i) => {
      const own = pieces.filter((p) => p.employee_id === e);
      const shares = distributeHundredths(
        perEmployee[i]!,
        own.map((p) => p.b - p.a),
      );
      own.forEach((p, k) => {
        units.set(p, fromHundredths(shares[k]!));
      });
    });
  });
  // Segments without units: each source's units by length over its pieces.
  for (const r of records) {
    const own = raws.filter((p) => p.sourceId === r.id);
    const sourceUnits = own[0]?.sourceUnits;
    if (sourceUnits === null || sourceUnits === undefined) continue;
    const shares = distributeHundredths(
      toHundredths(sourceUnits),
      own.map((p) => p.b - p.a),
    );
    own.forEach((p, k) => {
      if (!units.has(p)) units.set(p, fromHundredths(shares[k]!));
    });
  }

  const seen = new Set<string>();
  const firstOf = new Map<string, Raw>();
  for (const p of [...raws].sort((x, y) => x.a - y.a))
    if (!firstOf.has(p.sourceId)) firstOf.set(p.sourceId, p);
  return raws.map((p) => {
    const { a: _a, b: _b, sourceUnits: _u, ...rest } = p;
    const keepsSourceId = firstOf.get(p.sourceId) === p && !seen.has(p.sourceId);
    if (keepsSourceId) seen.add(p.sourceId);
    return { ...rest, keepsSourceId, units: units.get(p) ?? null };
  });
}
