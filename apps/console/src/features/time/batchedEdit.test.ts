import { describe, expect, it } from 'vitest';
import {
  batchShiftFilters,
  buildShiftSave,
  hoursToSeconds,
  isLeave,
  payTypeKey,
  type ShiftRow,
  serverMessageKey,
  shiftReadOnly,
  shiftSeconds,
  shiftTotals,
  sortShifts,
} from './batchedEdit.js';

const row = (over: Partial<ShiftRow> = {}): ShiftRow => ({
  id: 's1',
  timeBatch_id: 'b1',
  timeRecord_id: 'r1',
  payType: 1,
  inTimeStamp: '2026-05-11T14:00:00.000Z',
  outTimeStamp: '2026-05-11T22:00:00.000Z',
  inTimeZone: 'America/Denver',
  outTimeZone: 'America/Denver',
  totalSeconds: 8 * 3600,
  workday: '2026-05-11',
  ...over,
});

const opts = { timeBatchId: 'b1', zone: 'America/Denver', tracksUnits: false };
const edit = (over: Partial<Parameters<typeof buildShiftSave>[1]> = {}) => ({
  inTimeStamp: '2026-05-11T14:00:00.000Z',
  outTimeStamp: '2026-05-11T23:00:00.000Z',
  payType: 1,
  hours: '',
  units: '',
  ...over,
});

describe('pay types', () => {
  it('names the six pay types and unknown ones', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(payTypeKey)).toEqual([
      'regular',
      'overTime1',
      'overTime2',
      'holiday',
      'sick',
      'vacation',
      'unknown',
    ]);
    expect([1, 3, 4, 5, 6].map(isLeave)).toEqual([false, false, true, true, true]);
  });
});

describe('shiftTotals', () => {
  it('sums seconds by pay type, leaving out lunch rows and deleted rows', () => {
    const t = shiftTotals([
      row({ totalSeconds: 7.5 * 3600 }),
      row({ id: 'l', isLunchDeduction: true, totalSeconds: 0 }),
      row({ id: 'o', payType: 2, totalSeconds: 3600 }),
      row({ id: 'v', payType: 6, inTimeStamp: null, outTimeStamp: null, totalSeconds: 8 * 3600 }),
      row({ id: 'd', payType: 3, totalSeconds: 3600, status: 3 }),
      row({ id: 'x', payType: 9, totalSeconds: 3600 }),
    ]);
    expect(t).toEqual({
      regular: 27000,
      overTime1: 3600,
      overTime2: 0,
      holiday: 0,
      sick: 0,
      vacation: 28800,
      total: 27000 + 3600 + 28800,
    });
  });
});

describe('shiftSeconds', () => {
  it('shows the lunch row as the deducted span, negative', () => {
    expect(
      shiftSeconds(
        row({
          isLunchDeduction: true,
          totalSeconds: 0,
          inTimeStamp: '2026-05-11T21:30:00Z',
          outTimeStamp: '2026-05-11T22:00:00Z',
        }),
      ),
    ).toBe(-1800);
    expect(shiftSeconds(row())).toBe(28800);
  });
});

describe('shiftReadOnly', () => {
  it('needs the batched-records edit key', () => {
    expect(shiftReadOnly(row(), { canEdit: false, batchApproved: false, hasNotes: undefined })).toBe(
      'noPrivilege',
    );
  });
  it('keeps the lunch row to the engine', () => {
    expect(
      shiftReadOnly(row({ isLunchDeduction: true }), {
        canEdit: true,
        batchApproved: false,
        hasNotes: false,
      }),
    ).toBe('lunch');
  });
  it('locks approved shifts without notes, not those with notes or unknown notes', () => {
    expect(shiftReadOnly(row(), { canEdit: true, batchApproved: true, hasNotes: false })).toBe(
      'approvedNoNotes',
    );
    expect(
      shiftReadOnly(row({ approvedTimeStamp: '2026-05-20T00:00:00Z' }), {
        canEdit: true,
        batchApproved: false,
        hasNotes: false,
      }),
    ).toBe('approvedNoNotes');
    expect(shiftReadOnly(row(), { canEdit: true, batchApproved: true, hasNotes: true })).toBeNull();
    expect(shiftReadOnly(row(), { canEdit: true, batchApproved: true, hasNotes: undefined })).toBeNull();
    expect(shiftReadOnly(row(), { canEdit: true, batchApproved: false, hasNotes: false })).toBeNull();
  });
});

describe('buildShiftSave', () => {
  it('builds the Upsert CompletedShift record of an edited row', () => {
    const r = buildShiftSave(row(), edit({ payType: 2 }), opts);
    expect(r).toEqual({
      ok: true,
      record: {
        id: 's1',
        timeBatch_id: 'b1',
        payType: 2,
        wasManuallyEdited: true,
        inTimeStamp: '2026-05-11T14:00:00.000Z',
        outTimeStamp: '2026-05-11T23:00:00.000Z',
        inTimeZone: 'America/Denver',
        outTimeZone: 'America/Denver',
      },
    });
  });
  it('sends the chosen day of a leave row without times', () => {
    const r = buildShiftSave(
      null,
      edit({ inTimeStamp: null, outTimeStamp: null, payType: 6, hours: '8', workday: '2026-05-12' }),
      opts,
    );
    expect(r).toMatchObject({ ok: true, record: { payType: 6, totalSeconds: 28800, workday: '2026-05-12' } });
    const noDay = buildShiftSave(
      null,
      edit({ inTimeStamp: null, outTimeStamp: null, payType: 6, hours: '8' }),
      opts,
    );
    expect(noDay.ok && 'workday' in noDay.record).toBe(false);
  });
  it("refuses Out before In and more than 24 hours with the spec's messages", () => {
    expect(buildShiftSave(row(), edit({ outTimeStamp: '2026-05-11T13:00:00.000Z' }), opts)).toEqual({
      ok: false,
      code: 'OUT_BEFORE_IN',
      message: 'Out Time must be later than In Time.',
    });
    expect(buildShiftSave(row(), edit({ outTimeStamp: '2026-05-12T14:01:00.000Z' }), opts)).toEqual({
      ok: false,
      code: 'RECORD_TOO_LONG',
      message: 'Record must not exceed 24 hours.',
    });
    expect(buildShiftSave(row(), edit({ outTimeStamp: null }), opts)).toMatchObject({
      ok: false,
      code: 'OUT_REQUIRED',
    });
    expect(buildShiftSave(row(), edit({ inTimeStamp: null, payType: 1 }), opts)).toMatchObject({
      ok: false,
      code: 'IN_REQUIRED',
    });
  });
  it('adds a vacation row of hours only to the batch', () => {
    const r = buildShiftSave(
      null,
      edit({ inTimeStamp: null, outTimeStamp: null, payType: 6, hours: '7,5' }),
      opts,
    );
    expect(r).toEqual({
      ok: true,
      record: {
        timeBatch_id: 'b1',
        payType: 6,
        wasManuallyEdited: true,
        inTimeStamp: null,
        outTimeStamp: null,
        totalSeconds: 27000,
      },
    });
    expect(
      buildShiftSave(null, edit({ inTimeStamp: null, outTimeStamp: null, payType: 4, hours: '25' }), opts),
    ).toMatchObject({ ok: false, code: 'HOURS' });
  });
  it('sends units only when the task tracks them', () => {
    const tracked = { ...opts, tracksUnits: true };
    expect(buildShiftSave(row(), edit({ units: '12.5' }), tracked)).toMatchObject({
      ok: true,
      record: { units: 12.5 },
    });
    expect(buildShiftSave(row(), edit({ units: '' }), tracked)).toMatchObject({
      ok: true,
      record: { units: null },
    });
    expect(buildShiftSave(row(), edit({ units: 'x' }), tracked)).toMatchObject({ ok: false, code: 'UNITS' });
    const r = buildShiftSave(row(), edit({ units: '3' }), opts);
    expect(r.ok && 'units' in r.record).toBe(false);
  });
  it('gives a row without zones the fallback zone', () => {
    const r = buildShiftSave(row({ inTimeZone: null, outTimeZone: null }), edit(), {
      ...opts,
      zone: 'America/Chicago',
    });
    expect(r).toMatchObject({
      ok: true,
      record: { inTimeZone: 'America/Chicago', outTimeZone: 'America/Chicago' },
    });
  });
});

describe('helpers', () => {
  it('reads hours', () => {
    expect(hoursToSeconds('8')).toBe(28800);
    expect(hoursToSeconds(' 0.25 ')).toBe(900);
    expect(hoursToSeconds('')).toBeNaN();
    expect(hoursToSeconds('-1')).toBeNaN();
  });
  it("maps the server's messages to translation keys", () => {
    expect(serverMessageKey('Out Time must be later than In Time.')).toBe('domain.OUT_BEFORE_IN');
    expect(serverMessageKey('Record must not exceed 24 hours.')).toBe('domain.RECORD_TOO_LONG');
    expect(serverMessageKey('A batched shift already approved cannot be edited unless it has notes.')).toBe(
      'timeeditor.batched.approvedNoNotes',
    );
    expect(serverMessageKey('Something else')).toBeNull();
  });
  it('filters shifts by batch in chunks of 10', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `b${i}`);
    const f = batchShiftFilters(ids);
    expect(f).toHaveLength(2);
    expect(f[0]).toBe(
      ids
        .slice(0, 10)
        .map((id) => `timeBatch_id eq '${id}'`)
        .join(' or '),
    );
    expect(batchShiftFilters(["o'k"])).toEqual(["timeBatch_id eq 'o''k'"]);
  });
  it('orders shifts by In with leave rows after the timed rows of their day', () => {
    const list = sortShifts([
      row({ id: 'v', payType: 6, inTimeStamp: null, outTimeStamp: null, workday: '2026-05-11' }),
      row({ id: 'b', inTimeStamp: '2026-05-12T14:00:00Z' }),
      row({ id: 'a' }),
      row({ id: 'gone', status: 3 }),
    ]);
    expect(list.map((r) => r.id)).toEqual(['a', 'v', 'b']);
  });
});
