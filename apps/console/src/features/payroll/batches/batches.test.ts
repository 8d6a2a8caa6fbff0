import { describe, expect, it } from 'vitest';
import {
  approveIds,
  BATCH_TEXT,
  batchFilter,
  batchState,
  closeIds,
  countsOfBatches,
  findConflicts,
  groupBatches,
  processIds,
  reverseIds,
  type TimeBatchRow,
} from './batches.js';

const b = (id: string, extra: Partial<TimeBatchRow> = {}): TimeBatchRow => ({
  id,
  batchId: Number(id.replace(/\D/g, '')) || 1,
  employee_id: 'e1',
  payPeriod_id: 'p1',
  payPeriodStartDate: '2026-11-15',
  payPeriodEndDate: '2026-11-21',
  totals: { regular: 8, overTime1: 1.5, overTime2: 0, holiday: 0, sick: 0, vacation: 0, total: 9.5 },
  ...extra,
});

describe('batch state', () => {
  it('approved beats processed beats open', () => {
    expect(batchState(b('b1'))).toBe('open');
    expect(batchState(b('b1', { processedTimestamp: '2026-11-20T00:00:00Z' }))).toBe('processed');
    expect(batchState(b('b1', { processedTimestamp: 'x', approvedTimeStamp: 'y' }))).toBe('approved');
    expect(batchState(b('b1', { state: 'approved' }))).toBe('approved');
  });
});

describe('groupBatches (one row per employee and pay period)', () => {
  it('sums totals and lists batch ids by state', () => {
    const rows = groupBatches([
      b('b1'),
      b('b2', { processedTimestamp: 't', totals: { regular: 2.25, total: 2.25 } }),
      b('b3', { employee_id: 'e2' }),
      b('b4', { processedTimestamp: 't', approvedTimeStamp: 'a', exportedTimeStamp: 'x' }),
      b('b5', { status: 3 }),
    ]);
    expect(rows).toHaveLength(2);
    const e1 = rows[0]!;
    expect(e1.batchIds).toEqual(['b1', 'b2', 'b4']);
    expect(e1.processedBatchIds).toEqual(['b2', 'b4']);
    expect(e1.approvedBatchIds).toEqual(['b4']);
    expect(e1.exportedBatchIds).toEqual(['b4']);
    expect(e1.totals).toEqual({
      regular: 18.25,
      overTime1: 3,
      overTime2: 0,
      holiday: 0,
      sick: 0,
      vacation: 0,
      total: 21.25,
    });
    expect(rows[1]!.employee_id).toBe('e2');
  });
});

describe('actions (time spec 5)', () => {
  it('Batch needs a complete open record', () => {
    expect(
      closeIds([
        { id: 'a', inTimeStamp: 'i', outTimeStamp: null },
        { id: 'b', inTimeStamp: 'i', outTimeStamp: 'o' },
        { id: 'c', inTimeStamp: 'i', outTimeStamp: 'o', timeBatch_id: 'B' },
        { id: 'd', inTimeStamp: 'i', outTimeStamp: 'o', status: 3 },
      ]),
    ).toEqual(['b']);
    expect(() => closeIds([{ id: 'a', inTimeStamp: 'i', outTimeStamp: null }])).toThrow(
      BATCH_TEXT.noCompleteRecord,
    );
    expect(() => closeIds([])).toThrow('No complete record to batch');
  });
  it('Process needs an open (not approved) batch', () => {
    expect(processIds([b('b1'), b('b2', { approvedTimeStamp: 'a' })])).toEqual(['b1']);
    expect(() => processIds([b('b2', { approvedTimeStamp: 'a' })])).toThrow(
      'Please select an open batched record to process.',
    );
    expect(() => processIds([])).toThrow(BATCH_TEXT.noOpenBatch);
  });
  it('Close Batch takes processed batches, Reverse takes every selected one (approved too)', () => {
    const list = [b('b1'), b('b2', { processedTimestamp: 't' }), b('b3', { approvedTimeStamp: 'a' })];
    expect(approveIds(list)).toEqual(['b2']);
    expect(reverseIds(list)).toEqual(['b1', 'b2', 'b3']);
    // Issue 19: an approved batch alone is reversible.
    expect(reverseIds([b('b3', { approvedTimeStamp: 'a' })])).toEqual(['b3']);
  });

  it('counts records, employees and pay periods for the confirmation', () => {
    const list = [
      b('b1', { timeRecordIds: ['r1', 'r2'] }),
      b('b2', { employee_id: 'e2', timeRecordIds: ['r3'] }),
      b('b3', { payPeriodStartDate: '2026-11-22', payPeriodEndDate: '2026-11-28', timeRecordIds: ['r4'] }),
    ];
    expect(countsOfBatches(list, ['b1', 'b2', 'b3'])).toEqual({ records: 4, employees: 2, payPeriods: 2 });
    expect(countsOfBatches(list, ['b1'])).toEqual({ records: 2, employees: 1, payPeriods: 1 });
  });
});

describe('conflicts', () => {
  it('lists overlapping records and records inside an approved period', () => {
    const open = [
      {
        id: 'r1',
        employee_id: 'e1',
        inTimeStamp: '2026-11-16T15:00:00Z',
        outTimeStamp: '2026-11-16T20:00:00Z',
      },
      {
        id: 'r2',
        employee_id: 'e1',
        inTimeStamp: '2026-11-25T15:00:00Z',
        outTimeStamp: '2026-11-25T20:00:00Z',
      },
      { id: 'r3', employee_id: 'e2', inTimeStamp: '2026-11-16T15:00:00Z', outTimeStamp: null },
    ];
    const conflicts = findConflicts(open, [b('b7', { approvedTimeStamp: 'a' })], ['r3']);
    expect(conflicts).toEqual([
      { recordId: 'r1', employee_id: 'e1', reason: 'approvedPeriod', batchId: 7 },
      { recordId: 'r3', employee_id: 'e2', reason: 'overlap' },
    ]);
  });
});

describe('batch filter', () => {
  it('pay periods overlapping the range, quoted safely', () => {
    expect(batchFilter('2026-11-01', '2026-11-30')).toBe(
      "payPeriodEndDate ge '2026-11-01' and payPeriodStartDate le '2026-11-30'",
    );
    expect(batchFilter('a', 'b', "p'1")).toContain("payPeriod_id eq 'p''1'");
  });
});
