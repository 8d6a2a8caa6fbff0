import { dayNumberOf } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import {
  buildSheet,
  cellKey,
  parseCellHours,
  planSheetSave,
  rowKey,
  type SheetRecord,
  sheetTotals,
  summarizeWeek,
  weekDays,
  weekRange,
} from './timesheet.js';

const Z = 'America/Denver';
const wed = dayNumberOf(2026, 11, 18); // Wednesday 18 Nov 2026
const rec = (
  id: string,
  inIso: string,
  outIso: string | null,
  extra: Partial<SheetRecord> = {},
): SheetRecord => ({
  id,
  employee_id: 'e1',
  location_id: 'L1',
  task_id: 'T1',
  inTimeStamp: inIso,
  outTimeStamp: outIso,
  inTimeZone: Z,
  source: 'timesheet',
  ...extra,
});

describe('weeks', () => {
  it('7 days from the week start (Sunday or the pay period week start)', () => {
    expect(weekDays(wed, 0)[0]).toBe(dayNumberOf(2026, 11, 15));
    expect(weekDays(wed, 1)[0]).toBe(dayNumberOf(2026, 11, 16));
    expect(weekDays(wed, 4)[0]).toBe(dayNumberOf(2026, 11, 12));
    expect(weekDays(wed, 3)).toHaveLength(7);
  });
  it('the UTC range covers local midnight to midnight', () => {
    expect(weekRange(weekDays(wed, 0), Z)).toEqual({
      from: '2026-11-15T07:00:00.000Z',
      to: '2026-11-22T07:00:00.000Z',
    });
  });
});

describe('buildSheet and totals', () => {
  const days = weekDays(wed, 0);
  it('puts records on the local day of their IN and sums hours per row, day and week', () => {
    const rows = buildSheet(
      [
        rec('a', '2026-11-16T15:00:00Z', '2026-11-16T23:00:00Z'), // Mon 8h
        rec('b', '2026-11-17T05:00:00Z', '2026-11-17T06:30:00Z'), // Mon 22:00 local, 1.5h
        rec('c', '2026-11-18T15:00:00Z', '2026-11-18T19:00:00Z', { task_id: 'T2' }), // Wed 4h
        rec('d', '2026-11-19T15:00:00Z', null), // incomplete
        rec('x', '2026-11-19T15:00:00Z', '2026-11-19T16:00:00Z', { status: 3 }),
      ],
      days,
      Z,
    );
    expect(rows.map((r) => r.key)).toEqual(['L1|T1', 'L1|T2']);
    const mon = rows[0]!.cells[1]!;
    expect(mon.hours).toBe(9.5);
    expect(mon.editable).toBe(false); // two records
    expect(rows[0]!.cells[4]!.editable).toBe(false); // incomplete
    expect(rows[1]!.cells[3]).toMatchObject({ hours: 4, editable: true });
    const totals = sheetTotals(rows);
    expect(totals.days).toEqual([0, 9.5, 0, 4, 0, 0, 0]);
    expect(totals.rows).toEqual({ 'L1|T1': 9.5, 'L1|T2': 4 });
    expect(totals.week).toBe(13.5);
    expect(sheetTotals(rows, { [cellKey('L1|T2', 3)]: 6 }).week).toBe(15.5);
  });
  it('clock and batched records are read-only; extra rows appear empty', () => {
    const rows = buildSheet(
      [
        rec('a', '2026-11-16T15:00:00Z', '2026-11-16T23:00:00Z', { source: 'clock' }),
        rec('b', '2026-11-17T15:00:00Z', '2026-11-17T23:00:00Z', { timeBatch_id: 'B' }),
      ],
      days,
      Z,
      [{ location_id: 'L9', task_id: null }],
    );
    expect(rows[0]!.cells[1]!.editable).toBe(false);
    expect(rows[0]!.cells[2]!.editable).toBe(false);
    expect(rows[1]).toMatchObject({ key: rowKey('L9', null), location_id: 'L9' });
    expect(rows[1]!.cells.every((c) => c.editable && c.hours === 0)).toBe(true);
  });
});

describe('cell entry (service spec 5 "Duration entry")', () => {
  it('accepts decimal, h:mm and 2h 30m; refuses text and more than 24 hours', () => {
    expect(parseCellHours('7.5')).toEqual({ ok: true, hours: 7.5 });
    expect(parseCellHours('7:45')).toEqual({ ok: true, hours: 7.75 });
    expect(parseCellHours('2h 30m')).toEqual({ ok: true, hours: 2.5 });
    expect(parseCellHours('')).toEqual({ ok: true, hours: 0 });
    expect(parseCellHours('lots')).toEqual({ ok: false, message: 'Invalid Input' });
    expect(parseCellHours('25')).toEqual({ ok: false, message: 'Record must not exceed 24 hours.' });
  });
});

describe('planSheetSave', () => {
  const days = weekDays(wed, 0);
  it('creates a timesheet record at 08:00 local, updates the OUT of an existing one, deletes on 0', () => {
    const rows = buildSheet(
      [
        rec('a', '2026-11-16T15:00:00Z', '2026-11-16T23:00:00Z'),
        rec('b', '2026-11-17T15:00:00Z', '2026-11-17T23:00:00Z'),
      ],
      days,
      Z,
    );
    const plan = planSheetSave(
      rows,
      days,
      {
        [cellKey('L1|T1', 1)]: 6,
        [cellKey('L1|T1', 2)]: 0,
        [cellKey('L1|T1', 3)]: 2.25,
        [cellKey('L1|T1', 4)]: 0,
      },
      'e1',
      Z,
    );
    expect(plan.deletes).toEqual([
      { id: 'b', inTimeStamp: '2026-11-17T15:00:00Z', outTimeStamp: '2026-11-17T23:00:00Z' },
    ]);
    expect(plan.upserts).toHaveLength(2);
    expect(plan.upserts[0]).toMatchObject({
      id: 'a',
      inTimeStamp: '2026-11-16T15:00:00.000Z',
      outTimeStamp: '2026-11-16T21:00:00.000Z',
    });
    expect(plan.upserts[1]).toMatchObject({
      employee_id: 'e1',
      location_id: 'L1',
      task_id: 'T1',
      source: 'timesheet',
      inTimeStamp: '2026-11-18T15:00:00.000Z',
      outTimeStamp: '2026-11-18T17:15:00.000Z',
      inTimeZone: Z,
      outTimeZone: Z,
    });
    expect(plan.upserts[1]!.id).toBeUndefined();
  });
  it('skips read-only and unchanged cells', () => {
    const rows = buildSheet(
      [rec('a', '2026-11-16T15:00:00Z', '2026-11-16T23:00:00Z', { source: 'clock' })],
      days,
      Z,
    );
    expect(planSheetSave(rows, days, { [cellKey('L1|T1', 1)]: 3 }, 'e1', Z)).toEqual({
      upserts: [],
      deletes: [],
    });
    const own = buildSheet([rec('a', '2026-11-16T15:00:00Z', '2026-11-16T23:00:00Z')], days, Z);
    expect(planSheetSave(own, days, { [cellKey('L1|T1', 1)]: 8 }, 'e1', Z)).toEqual({
      upserts: [],
      deletes: [],
    });
  });
});

describe('summarizeWeek (/time/timeSheets/)', () => {
  it('one row per employee with day totals, incomplete count and sign-off state, sorted by name', () => {
    const days = weekDays(wed, 0);
    const rows = summarizeWeek(
      [
        rec('a', '2026-11-16T15:00:00Z', '2026-11-16T23:00:00Z', { employee_id: 'zed' }),
        {
          ...rec('b', '2026-11-17T15:00:00Z', '2026-11-17T19:00:00Z', { employee_id: 'amy' }),
          employeeSignOff_id: 's1',
        },
        rec('c', '2026-11-18T15:00:00Z', null, { employee_id: 'amy' }),
        rec('d', '2026-11-30T15:00:00Z', '2026-11-30T16:00:00Z', { employee_id: 'amy' }),
      ],
      days,
      Z,
      (id) => id,
    );
    expect(rows.map((r) => [r.employee_id, r.week, r.incomplete, r.signOff])).toEqual([
      ['amy', 4, 1, 'signed'],
      ['zed', 8, 0, 'none'],
    ]);
    expect(rows[0]!.days[2]).toBe(4);
  });

  it("reports each sign-off: a week signed by the manager and the office is not 'Not signed' (issue 19)", () => {
    const rows = summarizeWeek(
      [
        {
          ...rec('a', '2026-11-16T15:00:00Z', '2026-11-16T23:00:00Z'),
          fieldManagerSignOff_id: 's1',
          officeSignOffOne_id: 's2',
        },
        rec('b', '2026-11-17T15:00:00Z', '2026-11-17T19:00:00Z'),
      ],
      weekDays(wed, 0),
      Z,
    );
    expect(rows[0]!.signOffs).toEqual({
      employee: 'none',
      fieldManager: 'partial',
      officeOne: 'partial',
      officeTwo: 'none',
    });
    expect(rows[0]!.completeIds).toEqual(['a', 'b']);
  });
});
