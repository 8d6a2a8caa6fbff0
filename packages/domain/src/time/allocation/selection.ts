import { DomainError } from '../../errors.js';
import { toMillis } from '../instant.js';
import { TIME_CONSTANTS, type TimeRecord } from '../record.js';

/**
 * Messages of the allocator's selection (time spec 5 "Allocation, close, process"). The first four
 * are the spec's exact words; the others are not worded by the spec and are ours.
 */
export const ALLOCATION_MESSAGES = {
  sameLocation: 'All Time Entries must have the same Location to create Time Allocation segments.',
  inconsistentTimeZones: 'Inconsistent Time Zones',
  incomplete: 'Time Records with incomplete time entries cannot be allocated.',
  allocating: 'Time Records are currently being Allocated. Finish Allocation before proceeding.',
  /** Spec: "Span within 24 hours" (no wording given). */
  spanTooLong: 'Time Records to allocate must lie within 24 hours.',
  /** Not in the spec: nothing selected. */
  noSelection: 'Select the time records to allocate.',
  /** Not in the spec: allocation works on open records only (batched ones belong to a pay run). */
  batched: 'Batched Time Records cannot be allocated.',
  /** Not in the spec (server answers of TimeAllocation): a record changed since it was loaded (409). */
  changed: 'Time Records changed since they were loaded. Reload them and allocate again.',
  /** Time spec 5: "Units are editable only when the task tracks productivity units". */
  unitsNotTracked: 'Units can be entered only for a task that tracks productivity units.',
  /** Not in the spec: a bound on the records one allocation writes. */
  tooMany: 'An allocation can write at most 2000 time records; use fewer segments or records.',
  /** Not in the spec: a record listed twice. */
  duplicate: 'A time record is listed twice in originalRecords.',
} as const;

/** The fields of a time record the allocator reads. */
export type AllocatableRecord = Pick<
  TimeRecord,
  'id' | 'employee_id' | 'inTimeStamp' | 'outTimeStamp' | 'inTimeZone' | 'outTimeZone'
> &
  Partial<Pick<TimeRecord, 'location_id' | 'task_id' | 'assetIds' | 'units' | 'timeBatch_id'>> & {
    customList1Option_id?: string | null;
    customList2Option_id?: string | null;
    customList3Option_id?: string | null;
    customFields?: Record<string, unknown> | null;
  };

/** The overall span of a selection: earliest IN to latest OUT (epoch ms) and the one time zone. */
export interface AllocationSpan {
  startMs: number;
  endMs: number;
  /** The records' common IANA zone; null when none of the records carries one. */
  timeZone: string | null;
  /** endMs - startMs in minutes (may have a fraction when the stamps carry seconds). */
  totalMinutes: number;
}

const blank = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

/**
 * Checks a selection of time records for the allocator (time spec 5 "Allocation, close, process"),
 * in the spec's order, and returns the first refusal or null:
 * `NO_SELECTION` (empty), `SAME_LOCATION` 'All Time Entries must have the same Location to create
 * Time Allocation segments.' (location_id differs; no location counts as one value),
 * `INCONSISTENT_TIME_ZONES` 'Inconsistent Time Zones' (the IN and OUT zones present on the records are
 * not all one zone), `INCOMPLETE` 'Time Records with incomplete time entries cannot be allocated.'
 * (a missing or unparsable IN or OUT), `BATCHED` (a record is in a time batch), `SPAN_TOO_LONG`
 * (latest OUT - earliest IN > 24 hours; exactly 24 hours is allowed, spec 9).
 */
export function checkAllocationSelection(records: readonly AllocatableRecord[]): DomainError | null {
  if (records.length === 0) return new DomainError('NO_SELECTION', ALLOCATION_MESSAGES.noSelection);
  const locations = new Set(records.map((r) => blank(r.location_id)));
  if (locations.size > 1) return new DomainError('SAME_LOCATION', ALLOCATION_MESSAGES.sameLocation);
  const zones = new Set<string>();
  for (const r of records) {
    for (const z of [blank(r.inTimeZone), blank(r.outTimeZone)]) if (z) zones.add(z);
  }
  if (zones.size > 1) {
    return new DomainError('INCONSISTENT_TIME_ZONES', ALLOCATION_MESSAGES.inconsistentTimeZones);
  }
  for (const r of records) {
    if (Number.isNaN(toMillis(r.inTimeStamp)) || Number.isNaN(toMillis(r.outTimeStamp))) {
      return new DomainError('INCOMPLETE', ALLOCATION_MESSAGES.incomplete);
    }
  }
  if (records.some((r) => blank(r.timeBatch_id)))
    return new DomainError('BATCHED', ALLOCATION_MESSAGES.batched);
  const span = allocationSpanOf(records);
  if (span.endMs - span.startMs > TIME_CONSTANTS.maxRecordSeconds * 1000) {
    return new DomainError('SPAN_TOO_LONG', ALLOCATION_MESSAGES.spanTooLong);
  }
  return null;
}

/**
 * The overall span of complete records (earliest IN, latest OUT) and their common zone (time spec 4
 * "Allocation": segments are sub-intervals of it). Call after `checkAllocationSelection` passed;
 * incomplete records are ignored here.
 */
export function allocationSpanOf(records: readonly AllocatableRecord[]): AllocationSpan {
  let startMs = Number.POSITIVE_INFINITY;
  let endMs = Number.NEGATIVE_INFINITY;
  let timeZone: string | null = null;
  for (const r of records) {
    const a = toMillis(r.inTimeStamp);
    const b = toMillis(r.outTimeStamp);
    if (!Number.isNaN(a) && a < startMs) startMs = a;
    if (!Number.isNaN(b) && b > endMs) endMs = b;
    timeZone ??= blank(r.inTimeZone) ?? blank(r.outTimeZone);
  }
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) {
    return { startMs: Number.NaN, endMs: Number.NaN, timeZone, totalMinutes: 0 };
  }
  return { startMs, endMs, timeZone, totalMinutes: (endMs - startMs) / 60_000 };
}
