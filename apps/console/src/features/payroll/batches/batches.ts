/**
 * The time editor's batch views and actions (time spec 2 "Time editor", 3 "Time batch", 4 "Time
 * record lifecycle", 5 "Allocation, close, process", 8): pure helpers over TimeBatch records as
 * GET /api/TimeBatch answers them (totals in HOURS with two decimals, `state` open | processed |
 * approved, `timeRecordIds`).
 */

/** Totals of a batch by pay type, in HOURS. */
export interface BatchTotals {
  regular: number;
  overTime1: number;
  overTime2: number;
  holiday: number;
  sick: number;
  vacation: number;
  total: number;
}

export const TOTAL_KEYS: readonly (keyof BatchTotals)[] = [
  'regular',
  'overTime1',
  'overTime2',
  'holiday',
  'vacation',
  'sick',
  'total',
];

/** A time batch (one employee, one pay period, one close). */
export interface TimeBatchRow {
  id: string;
  batchId: number;
  employee_id: string;
  payPeriod_id?: string | null;
  payPeriodStartDate: string;
  payPeriodEndDate: string;
  processedTimestamp?: string | null;
  approvedTimeStamp?: string | null;
  approvedBy_id?: string | null;
  exportedTimeStamp?: string | null;
  state?: 'open' | 'processed' | 'approved' | string;
  totals?: Partial<BatchTotals> | null;
  timeRecordIds?: string[];
  status?: number | null;
}

/** The state of a batch: approved (closed), processed, or open. */
export function batchState(b: TimeBatchRow): 'open' | 'processed' | 'approved' {
  if (b.approvedTimeStamp || b.state === 'approved') return 'approved';
  if (b.processedTimestamp || b.state === 'processed') return 'processed';
  return 'open';
}

/** One row of the grouped view: one employee and pay period, with the batches that make it up. */
export interface GroupedBatch {
  key: string;
  employee_id: string;
  payPeriod_id: string | null;
  payPeriodStartDate: string;
  payPeriodEndDate: string;
  batchIds: string[];
  processedBatchIds: string[];
  approvedBatchIds: string[];
  exportedBatchIds: string[];
  totals: BatchTotals;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const emptyTotals = (): BatchTotals => ({
  regular: 0,
  overTime1: 0,
  overTime2: 0,
  holiday: 0,
  sick: 0,
  vacation: 0,
  total: 0,
});

/**
 * Groups batches into one row per employee and pay period (time spec 3 "A grouped batch ... holds
 * batchIds, processedBatchIds, approvedBatchIds, exportedBatchIds, totals by pay type and total
 * hours"). Deleted batches (status 3) are left out; rows keep the order of first appearance.
 */
export function groupBatches(batches: readonly TimeBatchRow[]): GroupedBatch[] {
  const groups = new Map<string, GroupedBatch>();
  for (const b of batches) {
    if (b.status === 3) continue;
    const key = `${b.employee_id}|${b.payPeriod_id ?? ''}|${b.payPeriodStartDate}|${b.payPeriodEndDate}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        employee_id: b.employee_id,
        payPeriod_id: b.payPeriod_id ?? null,
        payPeriodStartDate: b.payPeriodStartDate,
        payPeriodEndDate: b.payPeriodEndDate,
        batchIds: [],
        processedBatchIds: [],
        approvedBatchIds: [],
        exportedBatchIds: [],
        totals: emptyTotals(),
      };
      groups.set(key, g);
    }
    g.batchIds.push(b.id);
    const state = batchState(b);
    if (state !== 'open') g.processedBatchIds.push(b.id);
    if (state === 'approved') g.approvedBatchIds.push(b.id);
    if (b.exportedTimeStamp) g.exportedBatchIds.push(b.id);
    for (const k of TOTAL_KEYS) g.totals[k] = round2(g.totals[k] + Number(b.totals?.[k] ?? 0));
  }
  return [...groups.values()];
}

/** Messages of time spec 5 and the success toasts of time spec 8, verbatim. */
export const BATCH_TEXT = {
  noCompleteRecord: 'No complete record to batch',
  noOpenBatch: 'Please select an open batched record to process.',
  unfinishedOnly:
    'The records to batch are in pay periods that have not ended yet; include unfinished pay periods to batch them.',
  batched: 'Time was Batched.',
  reversed: 'Batched Time reversed.',
  processed: 'Batched Time processed.',
  closed: 'Batch Closed',
} as const;

/** A record as the Batch (close) action sees it. */
export interface OpenRecord {
  id: string;
  inTimeStamp: string | null;
  outTimeStamp: string | null;
  timeBatch_id?: string | null;
  status?: number | null;
}

/**
 * The ids Batch (close) sends (POST /Time/Close timeIds): the complete, unbatched, non-deleted
 * records among `records` (the selection, or every open record of the range when nothing is
 * selected). Throws 'No complete record to batch' when there are none (time spec 5).
 */
export function closeIds(records: readonly OpenRecord[]): string[] {
  const ids = records
    .filter((r) => r.status !== 3 && !r.timeBatch_id && !!r.inTimeStamp && !!r.outTimeStamp)
    .map((r) => r.id);
  if (ids.length === 0) throw new Error(BATCH_TEXT.noCompleteRecord);
  return ids;
}

/**
 * The batches Process (POST /Time/Process) may take: the selected ones not yet approved. Throws
 * 'Please select an open batched record to process.' when there are none (time spec 5).
 */
export function processIds(selected: readonly TimeBatchRow[]): string[] {
  const ids = selected.filter((b) => batchState(b) !== 'approved').map((b) => b.id);
  if (ids.length === 0) throw new Error(BATCH_TEXT.noOpenBatch);
  return ids;
}

/** The batches Close Batch (approve) takes: selected, processed and not yet approved. */
export function approveIds(selected: readonly TimeBatchRow[]): string[] {
  return selected.filter((b) => batchState(b) === 'processed').map((b) => b.id);
}

/**
 * The batches Reverse (POST /Time/Open) takes: every selected one, approved too (time spec 4
 * "Time record lifecycle": reversing returns entries to open at any state; an export to other
 * systems stays done).
 */
export function reverseIds(selected: readonly TimeBatchRow[]): string[] {
  return selected.map((b) => b.id);
}

/** What a batch action covers: time records, distinct employees and distinct pay periods. */
export interface BatchCounts {
  records: number;
  employees: number;
  payPeriods: number;
}

/**
 * The counts of the confirmation 'Process N records of M employees in K pay periods?' (and
 * Reverse) for the batches `ids` among `batches`: their time records (`timeRecordIds`), employees
 * and pay periods (by start and end date).
 */
export function countsOfBatches(batches: readonly TimeBatchRow[], ids: readonly string[]): BatchCounts {
  const chosen = batches.filter((b) => ids.includes(b.id));
  return {
    records: chosen.reduce((n, b) => n + (b.timeRecordIds?.length ?? 0), 0),
    employees: new Set(chosen.map((b) => b.employee_id)).size,
    payPeriods: new Set(chosen.map((b) => `${b.payPeriodStartDate}|${b.payPeriodEndDate}`)).size,
  };
}

/** Batches of the selected grouped rows. */
export function batchesOfGroups(
  groups: readonly GroupedBatch[],
  batches: readonly TimeBatchRow[],
): TimeBatchRow[] {
  const ids = new Set(groups.flatMap((g) => g.batchIds));
  return batches.filter((b) => ids.has(b.id));
}

/** A batch conflict: an open record the last Batch left open because it overlaps another record, or one inside an approved pay period. */
export interface BatchConflict {
  recordId: string;
  employee_id: string;
  reason: 'overlap' | 'approvedPeriod';
  batchId?: number;
}

/**
 * Batch conflicts (time spec 2 "batch conflicts" tab): open complete records listed as overlapping by
 * the last close, and open records whose IN falls inside a pay period of the same employee that
 * already has an approved batch (they cannot join it). Dates compare as 'YYYY-MM-DD' of the IN
 * instant's UTC day against the batch's period dates.
 */
export function findConflicts(
  openRecords: readonly (OpenRecord & { employee_id: string })[],
  batches: readonly TimeBatchRow[],
  overlappingIds: readonly string[] = [],
): BatchConflict[] {
  const out: BatchConflict[] = [];
  const overlap = new Set(overlappingIds);
  for (const r of openRecords) {
    if (r.status === 3 || r.timeBatch_id) continue;
    if (overlap.has(r.id)) {
      out.push({ recordId: r.id, employee_id: r.employee_id, reason: 'overlap' });
      continue;
    }
    const day = r.inTimeStamp ? r.inTimeStamp.slice(0, 10) : null;
    if (!day) continue;
    const approved = batches.find(
      (b) =>
        b.employee_id === r.employee_id &&
        batchState(b) === 'approved' &&
        b.payPeriodStartDate.slice(0, 10) <= day &&
        day <= b.payPeriodEndDate.slice(0, 10),
    );
    if (approved)
      out.push({
        recordId: r.id,
        employee_id: r.employee_id,
        reason: 'approvedPeriod',
        batchId: approved.batchId,
      });
  }
  return out;
}

/** The TimeBatch list filter for a range: pay periods overlapping [from, to] ('YYYY-MM-DD' days). */
export function batchFilter(fromDay: string, toDay: string, payPeriodId?: string | null): string {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const parts = [`payPeriodEndDate ge ${q(fromDay)}`, `payPeriodStartDate le ${q(toDay)}`];
  if (payPeriodId) parts.push(`payPeriod_id eq ${q(payPeriodId)}`);
  return parts.join(' and ');
}
