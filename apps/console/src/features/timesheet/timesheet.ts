import { dateOfDayNumber, localDayNumber, parseHoursEntry, zonedMidnight, zonedWallTime } from '@wm/domain';

/**
 * The weekly timesheet (time spec 2 "/time/timesheet/"): hours per day against a location and task.
 * Pure functions over time records; days are local day numbers (days since 1970-01-01) in the
 * sheet's IANA zone. Hours are decimal HOURS; records carry ISO UTC instants.
 */

/** A time record as the sheet reads it. */
export interface SheetRecord {
  id: string;
  employee_id: string;
  location_id?: string | null;
  task_id?: string | null;
  inTimeStamp: string | null;
  outTimeStamp: string | null;
  inTimeZone?: string | null;
  outTimeZone?: string | null;
  source?: string | null;
  timeBatch_id?: string | null;
  status?: number | null;
}

/**
 * Sources a sheet cell may change: only its own entries. Clock, mobile, kiosk, editor and
 * allocator records are changed in the time editor.
 */
export const EDITABLE_SOURCES: ReadonlySet<string> = new Set(['timesheet']);

/** Where a timesheet entry starts on its day (08:00 local): the sheet records hours, not clock times. */
export const SHEET_START_SECOND = 8 * 3600;

/** The 7 day numbers of the week containing `dayNumber`, starting on weekday `weekStart` (0 Sunday). */
export function weekDays(dayNumber: number, weekStart: number): number[] {
  const weekday = dateOfDayNumber(dayNumber).weekday;
  const first = dayNumber - ((weekday - weekStart + 7) % 7);
  return Array.from({ length: 7 }, (_, i) => first + i);
}

/** The UTC range [from, to) of a week of day numbers in `zone`. */
export function weekRange(days: readonly number[], zone: string): { from: string; to: string } {
  return {
    from: new Date(zonedMidnight(days[0]!, zone)).toISOString(),
    to: new Date(zonedMidnight(days[days.length - 1]! + 1, zone)).toISOString(),
  };
}

/** One cell: the hours of a row on a day and the records behind them. */
export interface SheetCell {
  hours: number;
  records: SheetRecord[];
  /** Editable when empty, or holding one unbatched timesheet record. */
  editable: boolean;
}

/** One row: a location and task with its 7 cells. */
export interface SheetRow {
  key: string;
  location_id: string | null;
  task_id: string | null;
  cells: SheetCell[];
}

export const rowKey = (location: string | null | undefined, task: string | null | undefined) =>
  `${location ?? ''}|${task ?? ''}`;

const hoursOf = (r: SheetRecord) => {
  if (!r.inTimeStamp || !r.outTimeStamp) return 0;
  const s = (Date.parse(r.outTimeStamp) - Date.parse(r.inTimeStamp)) / 3_600_000;
  return Number.isFinite(s) && s > 0 ? s : 0;
};

/**
 * The grid of a week: one row per location+task found in the records (plus `extraRows`), 7 cells
 * each (a record counts on the local day of its IN time in `zone`). Incomplete records count 0
 * hours and make the cell read-only, as do clock/mobile records, batched ones and cells with more
 * than one record (edit those in the time editor). Deleted records (status 3) are left out.
 */
export function buildSheet(
  records: readonly SheetRecord[],
  days: readonly number[],
  zone: string,
  extraRows: readonly { location_id: string | null; task_id: string | null }[] = [],
): SheetRow[] {
  const rows = new Map<string, SheetRow>();
  const row = (location: string | null, task: string | null) => {
    const key = rowKey(location, task);
    let r = rows.get(key);
    if (!r) {
      r = {
        key,
        location_id: location,
        task_id: task,
        cells: days.map(() => ({ hours: 0, records: [], editable: true })),
      };
      rows.set(key, r);
    }
    return r;
  };
  for (const rec of records) {
    if (rec.status === 3 || !rec.inTimeStamp) continue;
    const day = localDayNumber(Date.parse(rec.inTimeStamp), rec.inTimeZone || zone);
    const i = days.indexOf(day);
    if (i < 0) continue;
    const cell = row(rec.location_id ?? null, rec.task_id ?? null).cells[i]!;
    cell.records.push(rec);
    cell.hours += hoursOf(rec);
  }
  for (const x of extraRows) row(x.location_id, x.task_id);
  for (const r of rows.values()) {
    for (const c of r.cells) {
      c.hours = Math.round(c.hours * 100) / 100;
      const only = c.records.length === 1 ? c.records[0]! : null;
      c.editable =
        c.records.length === 0 ||
        (!!only && EDITABLE_SOURCES.has(only.source ?? '') && !only.timeBatch_id && !!only.outTimeStamp);
    }
  }
  return [...rows.values()];
}

/** Totals of a grid: per day, per row (by key) and for the week, in HOURS (2 decimals). */
export function sheetTotals(rows: readonly SheetRow[], edits: Readonly<Record<string, number | null>> = {}) {
  const value = (r: SheetRow, i: number) => {
    const k = cellKey(r.key, i);
    return k in edits ? (edits[k] ?? 0) : r.cells[i]!.hours;
  };
  const days = rows[0]?.cells.map((_, i) => rows.reduce((s, r) => s + value(r, i), 0)) ?? [];
  const byRow: Record<string, number> = {};
  for (const r of rows) byRow[r.key] = round2(r.cells.reduce((s, _c, i) => s + value(r, i), 0));
  return { days: days.map(round2), rows: byRow, week: round2(days.reduce((s, d) => s + d, 0)) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Key of a cell edit: '<rowKey>#<dayIndex>'. */
export const cellKey = (row: string, dayIndex: number) => `${row}#${dayIndex}`;

/**
 * Parses an hours cell (service spec 5 "Duration entry": a decimal, h:mm or '2h 30m'); blank is 0.
 * Refuses more than 24 hours ('Record must not exceed 24 hours.') and anything else ('Invalid Input').
 */
export function parseCellHours(text: string): { ok: true; hours: number } | { ok: false; message: string } {
  const r = parseHoursEntry(text);
  if (!r.ok) return { ok: false, message: r.error.message };
  const hours = r.value ?? 0;
  if (hours > 24) return { ok: false, message: 'Record must not exceed 24 hours.' };
  return { ok: true, hours: round2(hours) };
}

/** The requests that save a sheet: records to create or update (POST /Time) and ids to delete. */
export interface SheetPlan {
  upserts: Record<string, unknown>[];
  deletes: { id: string; inTimeStamp: string | null; outTimeStamp: string | null }[];
}

/**
 * Turns cell edits (HOURS per cell key) into Time saves: an empty cell with hours gets a new record
 * (source 'timesheet', IN at 08:00 local of the day, OUT = IN + hours, both zones `zone`); an
 * editable cell with one record gets a new OUT, or is deleted when set to 0. Read-only cells and
 * unchanged values are skipped.
 */
export function planSheetSave(
  rows: readonly SheetRow[],
  days: readonly number[],
  edits: Readonly<Record<string, number | null>>,
  employeeId: string,
  zone: string,
): SheetPlan {
  const plan: SheetPlan = { upserts: [], deletes: [] };
  for (const r of rows) {
    r.cells.forEach((cell, i) => {
      const k = cellKey(r.key, i);
      if (!(k in edits) || !cell.editable) return;
      const hours = edits[k] ?? 0;
      if (Math.abs(hours - cell.hours) < 0.005) return;
      const existing = cell.records[0];
      if (existing && hours === 0) {
        plan.deletes.push({
          id: existing.id,
          inTimeStamp: existing.inTimeStamp,
          outTimeStamp: existing.outTimeStamp,
        });
        return;
      }
      if (hours === 0) return;
      const inMs = existing?.inTimeStamp
        ? Date.parse(existing.inTimeStamp)
        : zonedWallTime(days[i]!, SHEET_START_SECOND, zone);
      const record: Record<string, unknown> = {
        ...(existing ?? {}),
        employee_id: employeeId,
        location_id: r.location_id,
        task_id: r.task_id,
        inTimeStamp: new Date(inMs).toISOString(),
        outTimeStamp: new Date(inMs + Math.round(hours * 3600) * 1000).toISOString(),
        inTimeZone: existing?.inTimeZone || zone,
        outTimeZone: existing?.outTimeZone || existing?.inTimeZone || zone,
        source: 'timesheet',
      };
      plan.upserts.push(record);
    });
  }
  return plan;
}

/** One employee's line of the manager's week view. */
export interface WeekSummaryRow {
  employee_id: string;
  /** HOURS per day of the week (complete records, by local IN day). */
  days: number[];
  week: number;
  records: number;
  incomplete: number;
  /** Sign-off state: 'signed' when every complete record has an employee sign-off, 'partial' for some, else 'none'. */
  signOff: 'signed' | 'partial' | 'none';
  /** The same state for each of the four sign-offs (employee, manager, office one, office two). */
  signOffs: Record<SheetSignOffType, 'signed' | 'partial' | 'none'>;
  /** Ids of the complete records of the week (what a sign-off from Time Sheets covers). */
  completeIds: string[];
}

/** The four sign-off fields of a time record, by sign-off type (time spec 3). */
export const SHEET_SIGN_OFF_FIELDS = {
  employee: 'employeeSignOff_id',
  fieldManager: 'fieldManagerSignOff_id',
  officeOne: 'officeSignOffOne_id',
  officeTwo: 'officeSignOffTwo_id',
} as const;
export type SheetSignOffType = keyof typeof SHEET_SIGN_OFF_FIELDS;
type SignOffFields = { [K in (typeof SHEET_SIGN_OFF_FIELDS)[SheetSignOffType]]?: string | null };
const SIGN_OFF_KEYS = Object.keys(SHEET_SIGN_OFF_FIELDS) as SheetSignOffType[];
const stateOf = (signed: number, complete: number) =>
  complete > 0 && signed === complete ? 'signed' : signed > 0 ? 'partial' : 'none';

/**
 * The manager's week view (/time/timeSheets/): one row per employee with hours per day, the week
 * total, the count of incomplete records and the employee sign-off state. Deleted records are
 * left out; rows are sorted by `nameOf(employee_id)`.
 */
export function summarizeWeek(
  records: readonly (SheetRecord & SignOffFields)[],
  days: readonly number[],
  zone: string,
  nameOf: (employeeId: string) => string = (id) => id,
): WeekSummaryRow[] {
  const rows = new Map<
    string,
    WeekSummaryRow & { signed: Record<SheetSignOffType, number>; complete: number }
  >();
  for (const r of records) {
    if (r.status === 3 || !r.inTimeStamp) continue;
    const i = days.indexOf(localDayNumber(Date.parse(r.inTimeStamp), r.inTimeZone || zone));
    if (i < 0) continue;
    let row = rows.get(r.employee_id);
    if (!row) {
      row = {
        employee_id: r.employee_id,
        days: days.map(() => 0),
        week: 0,
        records: 0,
        incomplete: 0,
        signOff: 'none',
        signOffs: { employee: 'none', fieldManager: 'none', officeOne: 'none', officeTwo: 'none' },
        completeIds: [],
        signed: { employee: 0, fieldManager: 0, officeOne: 0, officeTwo: 0 },
        complete: 0,
      };
      rows.set(r.employee_id, row);
    }
    row.records++;
    if (!r.outTimeStamp) {
      row.incomplete++;
      continue;
    }
    row.complete++;
    row.completeIds.push(r.id);
    for (const k of SIGN_OFF_KEYS) if (r[SHEET_SIGN_OFF_FIELDS[k]]) row.signed[k]++;
    const h = hoursOf(r);
    row.days[i]! += h;
    row.week += h;
  }
  return [...rows.values()]
    .map(({ signed, complete, ...row }) => ({
      ...row,
      days: row.days.map(round2),
      week: round2(row.week),
      signOff: stateOf(signed.employee, complete) as WeekSummaryRow['signOff'],
      signOffs: Object.fromEntries(
        SIGN_OFF_KEYS.map((k) => [k, stateOf(signed[k], complete)]),
      ) as WeekSummaryRow['signOffs'],
    }))
    .sort((a, b) => nameOf(a.employee_id).localeCompare(nameOf(b.employee_id)));
}
