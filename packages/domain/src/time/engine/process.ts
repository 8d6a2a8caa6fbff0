import { parseStrictTime } from '../../duration/timeOfDay.js';
import { DomainError } from '../../errors.js';
import { effectiveDefaultShift, shiftRuleForWeekday } from '../../payroll/payGroup.js';
import { workweekStartDay } from '../../payroll/payPeriod.js';
import {
  type Lunch,
  type OvertimeLevel,
  type PayCode,
  type PayCodeRule,
  ROUNDING_MINUTES,
  SHIFT_NAMES,
  type ShiftName,
  type ShiftRule,
  WEEKDAY_CUTOFF_FIELDS,
  WEEKDAY_OF_CUTOFF_FIELD,
  type WeekdayCutoffField,
} from '../../payroll/types.js';
import { type ShiftWindow, shiftWindow } from '../../payroll/validate.js';
import { toMillis } from '../instant.js';
import { PayType, type PayTypeValue, type TimeRecord } from '../record.js';
import {
  assertTimeZone,
  dateOfDayNumber,
  isoDateOfDayNumber,
  localDayNumber,
  localSecondOfDay,
  offsetMinutes,
  zonedWallTimeCached,
} from '../zone.js';
import type { BatchTotals, CompletedShift, ProcessInput } from './types.js';

/** Tier of a worked second: 0 regular, 1 overtime 1, 2 overtime 2. */
type Tier = 0 | 1 | 2;

/** A worked record after rounding, with its workday. Times in epoch SECONDS. */
interface Prepared {
  rec: TimeRecord;
  zone: string;
  outZone: string;
  a: number;
  b: number;
  rounded: boolean;
  workday: number;
  prior: boolean;
  /** Shift rule that applies on the workday's weekday. */
  rule: ShiftRule | null;
  /** Shift of the record by its (rounded) in-time. */
  shift: ShiftName;
}

/** A piece of a record's time. */
interface Seg {
  p: Prepared;
  a: number;
  b: number;
  lunch: boolean;
  tier: Tier;
  shift: ShiftName;
}

const WORKED_PAY_TYPES = new Set([undefined, null, 0, PayType.Regular, PayType.Overtime, PayType.DoubleTime]);
const PASS_THROUGH = new Set<number>([PayType.Holiday, PayType.Sick, PayType.Vacation]);
const SHIFT_OF_KIND: Record<number, ShiftName> = { 1: 'day', 2: 'evening', 3: 'night' };
const WEEKDAY_FIELD: Record<number, WeekdayCutoffField> = Object.fromEntries(
  WEEKDAY_CUTOFF_FIELDS.map((f) => [WEEKDAY_OF_CUTOFF_FIELD[f], f]),
) as Record<number, WeekdayCutoffField>;

const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** Epoch seconds as ISO 8601 UTC, identical to Date#toISOString (which is slow in bulk). */
function iso(sec: number): string {
  const day = Math.floor(sec / 86400);
  const s = sec - day * 86400;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${isoDateOfDayNumber(day)}T${TWO[h]}:${TWO[m]}:${TWO[s % 60]}.000Z`;
}

/**
 * Rounds epoch SECONDS `sec` to the nearest `incrementMinutes` mark of the local wall clock in `zone`
 * (so 60-minute rounding lands on local whole hours also in zones with half-hour offsets). Half an
 * increment rounds up; a time already on a mark does not move.
 */
export function roundToIncrement(sec: number, incrementMinutes: number, zone: string): number {
  const inc = incrementMinutes * 60;
  const off = offsetMinutes(zone, sec * 1000) * 60;
  const local = sec + off;
  const rem = ((local % inc) + inc) % inc;
  if (rem === 0) return sec;
  return local - rem + (rem * 2 >= inc ? inc : 0) - off;
}

const windowCache = new WeakMap<ShiftRule, [ShiftName, ShiftWindow][]>();

/** The used shift windows of a rule (memoised per rule object). */
function windowsOf(rule: ShiftRule): [ShiftName, ShiftWindow][] {
  let w = windowCache.get(rule);
  if (!w) {
    w = [];
    for (const name of SHIFT_NAMES) {
      const s = rule[name];
      if (!s?.useShift) continue;
      const win = shiftWindow(name, s);
      if (win) w.push([name, win]);
    }
    windowCache.set(rule, w);
  }
  return w;
}

function inWindow(secondOfDay: number, w: ShiftWindow): boolean {
  return (
    (secondOfDay >= w.start && secondOfDay < w.end) ||
    (secondOfDay + 86400 >= w.start && secondOfDay + 86400 < w.end)
  );
}

/**
 * Cutoff HOURS to seconds; null, empty, negative or non-numeric values mean "not used" (Infinity).
 * Numeric strings (as some JSON stores send them) count as numbers.
 */
function cut(hours: number | string | null | undefined): number {
  const h = typeof hours === 'string' && hours.trim() !== '' ? Number(hours) : hours;
  return typeof h === 'number' && Number.isFinite(h) && h >= 0 ? Math.round(h * 3600) : Infinity;
}

/** The day threshold of a level on a workday: the lowest of day, weekday and 6th/7th-day cutoffs. */
function dayThreshold(level: OvertimeLevel | null, weekday: number, run: number): number {
  if (!level) return Infinity;
  let t = Math.min(cut(level.dayCutoffHours), cut(level[WEEKDAY_FIELD[weekday]!]));
  if (run === 6) t = Math.min(t, cut(level.sixthDayCutoffHours));
  if (run === 7) t = Math.min(t, cut(level.seventhDayCutoffHours));
  return t;
}

const tierAt = (pos: number, t1: number, t2: number): Tier => (pos >= t2 ? 2 : pos >= t1 ? 1 : 0);

/** Splits positions [x, x + len) at thresholds t1 (tier 1) and t2 (tier 2): [length, tier] pieces. */
function splitByThresholds(x: number, len: number, t1: number, t2: number): [number, Tier][] {
  const end = x + len;
  const out: [number, Tier][] = [];
  let pos = x;
  const points = t1 <= t2 ? [t1, t2, end] : [t2, t1, end];
  for (const t of points) {
    if (t > pos && t <= end) {
      out.push([t - pos, tierAt(pos, t1, t2)]);
      pos = t;
    }
  }
  if (pos < end) out.push([end - pos, tierAt(pos, t1, t2)]);
  if (len === 0) out.push([0, tierAt(x, t1, t2)]);
  return out;
}

/** The lunch that applies to a workday: the shift rule's lunch of the first record's shift, if that shift is used. */
function lunchOf(first: Prepared): Lunch | null {
  const s = first.rule?.[first.shift];
  return s?.useShift ? (s.lunch ?? null) : null;
}

/**
 * Applies the workday's lunch deduction to its records (sorted by in-time) and returns the pieces,
 * lunch pieces flagged. See processShifts for the rules.
 */
function applyLunch(day: number, items: Prepared[]): Seg[] {
  const segs: Seg[] = items.map((p) => ({ p, a: p.a, b: p.b, lunch: false, tier: 0, shift: p.shift }));
  const lunch = lunchOf(items[0]!);
  if (!lunch) return segs;
  const d = Math.round((lunch.deductionMinutes ?? 0) * 60);
  if (!(d > 0)) return segs;
  const worked = segs.reduce((s, x) => s + (x.b - x.a), 0);
  if (worked < Math.round((lunch.minLunchMinutes ?? 0) * 60)) return segs;

  let idx = -1;
  let from = 0;
  let backward = false;
  if (lunch.lunchState === 1) {
    const t = parseStrictTime(lunch.time);
    if (!t) return segs;
    for (const dd of [day, day + 1]) {
      const at = Math.floor(zonedWallTimeCached(dd, t.seconds, items[0]!.zone) / 1000);
      idx = segs.findIndex((s) => s.a <= at && at < s.b);
      if (idx >= 0) {
        from = at;
        break;
      }
    }
  } else if (lunch.lunchState === 2) {
    idx = segs.length - 1;
    backward = true;
  } else if (lunch.lunchState === 3) {
    const after = Math.round((lunch.dynamicMinutes ?? 0) * 60);
    if (!(after > 0) || worked <= after) return segs;
    let cum = 0;
    for (let i = 0; i < segs.length; i++) {
      const s = segs[i]!;
      if (cum + (s.b - s.a) > after) {
        idx = i;
        from = s.a + (after - cum);
        break;
      }
      cum += s.b - s.a;
    }
  }
  if (idx < 0 || segs[idx]!.p.rec.bypassAutoLunch) return segs;

  // Lunch interval [la, lb) within each affected segment.
  const cutOf = new Map<number, [number, number]>();
  let rest = d;
  if (backward) {
    for (let i = segs.length - 1; i >= 0 && rest > 0; i--) {
      const s = segs[i]!;
      const take = Math.min(rest, s.b - s.a);
      if (take > 0) cutOf.set(i, [s.b - take, s.b]);
      rest -= take;
    }
  } else {
    for (let i = idx; i < segs.length && rest > 0; i++) {
      const s = segs[i]!;
      const start = i === idx ? from : s.a;
      const take = Math.min(rest, s.b - start);
      if (take > 0) cutOf.set(i, [start, start + take]);
      rest -= take;
    }
  }
  const out: Seg[] = [];
  segs.forEach((s, i) => {
    const c = cutOf.get(i);
    if (!c) {
      out.push(s);
      return;
    }
    if (c[0] > s.a) out.push({ ...s, b: c[0] });
    out.push({ ...s, a: c[0], b: c[1], lunch: true });
    if (c[1] < s.b) out.push({ ...s, a: c[1] });
  });
  return out;
}

type WindowInstance = [start: number, end: number, name: ShiftName];
const instanceCache = new WeakMap<ShiftRule, Map<string, Map<number, WindowInstance[]>>>();

/**
 * The instants (epoch seconds) of a rule's windows on the days before, of and after `workday` in
 * `zone`, memoised per rule, zone and day (the same few days recur for every employee of a batch).
 */
function windowInstances(rule: ShiftRule, zone: string, workday: number): WindowInstance[] {
  let byZone = instanceCache.get(rule);
  if (!byZone) {
    byZone = new Map();
    instanceCache.set(rule, byZone);
  }
  let byDay = byZone.get(zone);
  if (!byDay) {
    byDay = new Map();
    byZone.set(zone, byDay);
  }
  let list = byDay.get(workday);
  if (!list) {
    list = [];
    for (const day of [workday - 1, workday, workday + 1]) {
      for (const [name, w] of windowsOf(rule)) {
        const a = Math.floor(zonedWallTimeCached(day, w.start, zone) / 1000);
        const b = Math.floor(zonedWallTimeCached(day, w.end, zone) / 1000);
        list.push([a, b, name]);
      }
    }
    byDay.set(workday, list);
  }
  return list;
}

/** Splits a worked piece at the boundaries of the shift windows (useShiftCutOff). */
function splitByShiftWindows(seg: Seg): Seg[] {
  const rule = seg.p.rule;
  if (!rule?.useShiftCutOff) return [seg];
  const inst: WindowInstance[] = [];
  for (const w of windowInstances(rule, seg.p.zone, seg.p.workday)) {
    if (w[1] > seg.a && w[0] < seg.b) inst.push(w);
  }
  if (inst.length === 0) return [seg];
  const points = [seg.a, seg.b];
  for (const [a, b] of inst) {
    if (a > seg.a && a < seg.b) points.push(a);
    if (b > seg.a && b < seg.b) points.push(b);
  }
  points.sort((x, y) => x - y);
  const out: Seg[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    if (b === a) continue;
    let shift = seg.p.shift;
    for (const [x, y, name] of inst) {
      if (x <= a && b <= y) {
        shift = name;
        break;
      }
    }
    const last = out[out.length - 1];
    if (last && last.shift === shift) last.b = b;
    else out.push({ ...seg, a, b, shift });
  }
  return out;
}

function payCodeFor(
  rule: PayCodeRule | null | undefined,
  shift: ShiftName | null,
  payType: number,
): PayCode | null {
  if (!rule) return null;
  if (payType === PayType.Holiday) return rule.holiday ?? null;
  if (payType === PayType.Sick) return rule.sick ?? null;
  if (payType === PayType.Vacation) return rule.vacation ?? null;
  const codes = rule[shift ?? 'day'];
  if (!codes) return null;
  return (
    (payType === PayType.DoubleTime
      ? codes.overtimeTwo
      : payType === PayType.Overtime
        ? codes.overtimeOne
        : codes.regularTime) ?? null
  );
}

function zoneOf(rec: TimeRecord, fallback: string, which: 'in' | 'out'): string {
  const z = which === 'in' ? rec.inTimeZone || rec.outTimeZone : rec.outTimeZone || rec.inTimeZone;
  const zone = z || fallback;
  assertTimeZone(zone);
  return zone;
}

/** Processes one employee's records. */
function processEmployee(
  input: ProcessInput,
  current: readonly TimeRecord[],
  prior: readonly TimeRecord[],
): CompletedShift[] {
  const fallbackZone = input.timeZone || 'UTC';
  const period = input.payPeriod ?? null;
  const rounding =
    period?.usesRounding && (ROUNDING_MINUTES as readonly number[]).includes(period.roundingMinutes ?? -1)
      ? (period.roundingMinutes as number)
      : 0;
  const weekStartsOn = workweekStartDay(period);
  const ot = input.overtimeRule ?? null;
  const lvl1 = ot?.overtimeOne?.isActive ? ot.overtimeOne : null;
  const lvl2 = ot?.overtimeTwo?.isActive ? ot.overtimeTwo : null;
  const w1 = cut(lvl1?.weekCutoffHours);
  const w2 = cut(lvl2?.weekCutoffHours);
  const defaultShiftName =
    SHIFT_OF_KIND[effectiveDefaultShift({ defaultShift: input.defaultShift ?? null })]!;
  const payCodeRule = input.payCodeRule ?? null;
  const batchId = input.timeBatch_id ?? null;

  const rows: CompletedShift[] = [];
  const prepared: Prepared[] = [];

  const prepare = (rec: TimeRecord, isPrior: boolean) => {
    const inMs = toMillis(rec.inTimeStamp);
    const outMs = toMillis(rec.outTimeStamp);
    if (Number.isNaN(inMs) || Number.isNaN(outMs)) {
      throw new DomainError('INCOMPLETE_RECORD', `Time record ${rec.id} has no valid IN and OUT time.`);
    }
    if (outMs < inMs) {
      throw new DomainError('OUT_BEFORE_IN', `Time record ${rec.id}: Out Time must be later than In Time.`);
    }
    const zone = zoneOf(rec, fallbackZone, 'in');
    const outZone = zoneOf(rec, fallbackZone, 'out');
    let a = Math.floor(inMs / 1000);
    let b = Math.floor(outMs / 1000);
    const a0 = a;
    const b0 = b;
    if (rounding) {
      a = roundToIncrement(a, rounding, zone);
      b = Math.max(a, roundToIncrement(b, rounding, outZone));
    }
    const workday = localDayNumber(a * 1000, zone);
    const rule = input.shiftRule
      ? shiftRuleForWeekday(input.shiftRule, dateOfDayNumber(workday).weekday)
      : null;
    let shift = defaultShiftName;
    if (rule) {
      const sod = localSecondOfDay(a * 1000, zone);
      for (const [name, w] of windowsOf(rule)) {
        if (inWindow(sod, w)) {
          shift = name;
          break;
        }
      }
    }
    prepared.push({
      rec,
      zone,
      outZone,
      a,
      b,
      rounded: a !== a0 || b !== b0,
      workday,
      prior: isPrior,
      rule,
      shift,
    });
  };

  for (const rec of prior) {
    if (WORKED_PAY_TYPES.has(rec.payType as number) && rec.status !== 3) prepare(rec, true);
  }
  current.forEach((rec) => {
    if (rec.status === 3) return;
    if (PASS_THROUGH.has(rec.payType as number)) {
      const inMs = toMillis(rec.inTimeStamp);
      const outMs = toMillis(rec.outTimeStamp);
      const zone = zoneOf(rec, fallbackZone, 'in');
      const anchor = Number.isNaN(inMs) ? outMs : inMs;
      const seconds =
        typeof rec.totalSeconds === 'number' && Number.isFinite(rec.totalSeconds)
          ? rec.totalSeconds
          : Number.isNaN(inMs) || Number.isNaN(outMs)
            ? 0
            : Math.max(0, Math.floor(outMs / 1000) - Math.floor(inMs / 1000));
      const payType = rec.payType as PayTypeValue;
      const code = payCodeFor(payCodeRule, null, payType);
      rows.push({
        id: `${rec.id}-1`,
        timeRecord_id: rec.id,
        employee_id: rec.employee_id,
        location_id: rec.location_id ?? null,
        task_id: rec.task_id ?? null,
        timeBatch_id: batchId ?? rec.timeBatch_id ?? null,
        payType,
        inTimeStamp: rec.inTimeStamp,
        outTimeStamp: rec.outTimeStamp,
        inTimeZone: zone,
        outTimeZone: zoneOf(rec, fallbackZone, 'out'),
        totalSeconds: seconds,
        workday: Number.isNaN(anchor) ? '' : isoDateOfDayNumber(localDayNumber(anchor, zone)),
        shift: null,
        payCode: code?.code ?? null,
        payCode_id: code?.id ?? null,
        rate: code?.rate ?? null,
        isLunchDeduction: false,
        lunchSeconds: 0,
        wasRounded: false,
        wasManuallyEdited: false,
      });
      return;
    }
    if (!WORKED_PAY_TYPES.has(rec.payType as number)) {
      throw new DomainError(
        'INVALID_PAY_TYPE',
        `Time record ${rec.id} has an unknown pay type ${String(rec.payType)}.`,
      );
    }
    prepare(rec, false);
  });

  // Workdays in order; records of a workday by in-time.
  const byDay = new Map<number, Prepared[]>();
  for (const p of prepared) {
    const list = byDay.get(p.workday);
    if (list) list.push(p);
    else byDay.set(p.workday, [p]);
  }
  const days = [...byDay.keys()].sort((x, y) => x - y);

  const segsByRecord = new Map<Prepared, Seg[]>();
  let week = Number.NaN;
  let weekRegular = 0;
  let run = 0;
  let lastWorkedDay = Number.NaN;
  for (const day of days) {
    const items = byDay.get(day)!.sort((x, y) => x.a - y.a || x.b - y.b);
    const segs = applyLunch(day, items);
    const weekday = dateOfDayNumber(day).weekday;
    const weekStart = day - ((weekday - weekStartsOn + 7) % 7);
    if (weekStart !== week) {
      week = weekStart;
      weekRegular = 0;
      run = 0;
      lastWorkedDay = Number.NaN;
    }
    const workedToday = segs.some((s) => !s.lunch && s.b > s.a);
    if (workedToday) {
      run = lastWorkedDay === day - 1 ? run + 1 : 1;
      lastWorkedDay = day;
    }
    const t1 = dayThreshold(lvl1, weekday, workedToday ? run : 0);
    const t2 = dayThreshold(lvl2, weekday, workedToday ? run : 0);
    let pos = 0;
    for (const s of segs) {
      const out = segsByRecord.get(s.p) ?? [];
      segsByRecord.set(s.p, out);
      if (s.lunch) {
        out.push(s);
        continue;
      }
      let at = s.a;
      for (const [len, dayTier] of splitByThresholds(pos, s.b - s.a, t1, t2)) {
        if (dayTier > 0) {
          out.push({ ...s, a: at, b: at + len, tier: dayTier });
        } else {
          let x = at;
          for (const [wlen, weekTier] of splitByThresholds(weekRegular, len, w1, w2)) {
            out.push({ ...s, a: x, b: x + wlen, tier: weekTier });
            x += wlen;
            weekRegular += wlen;
          }
        }
        at += len;
      }
      pos += s.b - s.a;
    }
  }

  // Rows of the current records, with shift cut-off splitting and merging of equal neighbours.
  for (const p of prepared) {
    if (p.prior) continue;
    const pieces: Seg[] = [];
    for (const s of segsByRecord.get(p) ?? []) {
      for (const piece of s.lunch ? [s] : splitByShiftWindows(s)) {
        const last = pieces[pieces.length - 1];
        if (
          last &&
          last.b === piece.a &&
          last.lunch === piece.lunch &&
          last.tier === piece.tier &&
          last.shift === piece.shift
        ) {
          last.b = piece.b;
        } else pieces.push({ ...piece });
      }
    }
    const rec = p.rec;
    const workday = isoDateOfDayNumber(p.workday);
    pieces.forEach((s, i) => {
      const payType = s.lunch ? PayType.Regular : ((s.tier + 1) as PayTypeValue);
      const code = s.lunch ? null : payCodeFor(payCodeRule, s.shift, payType);
      rows.push({
        id: `${rec.id}-${i + 1}`,
        timeRecord_id: rec.id,
        employee_id: rec.employee_id,
        location_id: rec.location_id ?? null,
        task_id: rec.task_id ?? null,
        timeBatch_id: batchId ?? rec.timeBatch_id ?? null,
        payType,
        inTimeStamp: iso(s.a),
        outTimeStamp: iso(s.b),
        inTimeZone: p.zone,
        outTimeZone: p.outZone,
        totalSeconds: s.lunch ? 0 : s.b - s.a,
        workday,
        shift: s.shift,
        payCode: code?.code ?? null,
        payCode_id: code?.id ?? null,
        rate: code?.rate ?? null,
        isLunchDeduction: s.lunch,
        lunchSeconds: s.lunch ? s.b - s.a : 0,
        wasRounded: p.rounded,
        wasManuallyEdited: false,
      });
    });
  }

  return rows;
}

/**
 * The overtime engine (design.md "Time engine"): turns a pay period's time records into completed
 * shifts by the pay group's rules. Pure; all instants ISO 8601 UTC; hours in HOURS, rows in SECONDS.
 *
 * Rules, in the order they apply:
 * 1. Workday and workweek. A record belongs to the workday (local date) on which its (rounded) IN
 *    falls, in its inTimeZone (else outTimeZone, else `input.timeZone`, else UTC). The workweek starts
 *    on the pay period's week-start day (weekly periods' factor1; Sunday otherwise or when unset).
 * 2. Rounding. With `payPeriod.usesRounding` and roundingMinutes 3/5/10/15/30/60, IN and OUT round to
 *    the nearest increment of the local wall clock; half an increment rounds up; a time already on an
 *    increment does not move. Sub-second parts are dropped first.
 * 3. Lunch. The lunch of the shift rule (rule for the workday's weekday; the shift of the workday's
 *    first record) applies only when the workday's worked time is at least `minLunchMinutes`
 *    ("Min Hours"), and never when the record where the deduction falls has `bypassAutoLunch`.
 *    Type 1 deducts `deductionMinutes` ("Time to Deduct") of worked time from the lunch start `time`
 *    (that wall time on the workday, or the next day for a shift past midnight) when a record spans
 *    it; type 2 deducts it from the end of the workday (backwards from the last OUT); type 3 deducts it
 *    once `dynamicMinutes` ("Starts After") have been worked (only if more than that was worked). A
 *    deduction that outlasts the record continues into the next (type 1/3) or previous (type 2)
 *    record. The deduction is a visible row (`isLunchDeduction: true`, unpaid, `totalSeconds` 0,
 *    `lunchSeconds` its length, payType 1); the worked rows cover the rest of the record.
 * 4. Daily. Within a workday, worked time up to overtime 1's dayCutoffHours is regular, up to
 *    overtime 2's dayCutoffHours overtime 1, beyond overtime 2. A null (or inactive level's) cutoff is
 *    not used.
 * 5. Per weekday. Worked time on a weekday beyond that weekday's cutoff (mondayCutoffHours ...) is at
 *    least overtime 1 (overtime 2 beyond overtime 2's cutoff).
 * 6. Consecutive days. On the 6th (7th) consecutive workday of a workweek (counting days with worked
 *    time, including prior-period days of the same week), time beyond sixthDayCutoffHours
 *    (seventhDayCutoffHours) of overtime 1 is at least overtime 1, beyond overtime 2's overtime 2.
 * 7. Weekly. Time that is regular after rules 4-6 accumulates across the workweek in time order;
 *    beyond overtime 1's weekCutoffHours it becomes overtime 1, beyond overtime 2's overtime 2. Time
 *    already overtime by a daily rule does not count toward the weekly cutoff (no pyramiding).
 * 8. Every second takes the highest tier any rule gives it (rules 4-6 combine as the lowest cutoff of
 *    each level; rule 7 can only raise regular time).
 * 9. Shifts and pay codes. A record's shift is the used day/evening/night window of the shift rule that
 *    contains its IN (wall clock; a window whose end is before its start crosses midnight), else the
 *    pay group's default shift. With the rule's `useShiftCutOff`, time is split at window boundaries
 *    and each piece takes its window's shift. The Pay Code rule's code and rate for that shift and tier
 *    (regularTime, overtimeOne, overtimeTwo) go on the row.
 * 10. Holiday, sick and vacation records (payType 4/5/6) pass through unchanged (totalSeconds as
 *    given, else OUT - IN); they count toward no cutoff.
 * 11. Prior-period records (`priorRecords`) of the same workweek go through rules 1-8 so that they
 *    count toward weekly cutoffs and consecutive days; only the current records produce rows.
 * Records are split at tier and lunch boundaries to the second; rows keep the order of the input
 * records (by record, then time). Deleted records (status 3) are skipped.
 *
 * Throws DomainError: `INCOMPLETE_RECORD` ('Time record <id> has no valid IN and OUT time.'),
 * `OUT_BEFORE_IN` ('Time record <id>: Out Time must be later than In Time.'), `INVALID_PAY_TYPE`,
 * `INVALID_TIME_ZONE`.
 */
export function processShifts(input: ProcessInput): CompletedShift[] {
  const byEmployee = new Map<string, { current: TimeRecord[]; prior: TimeRecord[] }>();
  const slot = (id: string) => {
    let s = byEmployee.get(id);
    if (!s) {
      s = { current: [], prior: [] };
      byEmployee.set(id, s);
    }
    return s;
  };
  for (const r of input.records) slot(r.employee_id).current.push(r);
  for (const r of input.priorRecords ?? []) slot(r.employee_id).prior.push(r);
  const out: CompletedShift[] = [];
  for (const { current, prior } of byEmployee.values()) {
    if (current.length === 0) continue;
    for (const r of processEmployee(input, current, prior)) out.push(r);
  }
  if (out.length < 2) return out;
  const rank = new Map<string, Map<string, number>>();
  input.records.forEach((r, i) => {
    let m = rank.get(r.employee_id);
    if (!m) {
      m = new Map();
      rank.set(r.employee_id, m);
    }
    if (!m.has(r.id)) m.set(r.id, i);
  });
  // Decorate, then a stable sort: rows of one record keep their time order.
  const keyed = out.map((row) => [rank.get(row.employee_id)?.get(row.timeRecord_id) ?? 0, row] as const);
  keyed.sort((x, y) => x[0] - y[0]);
  return keyed.map((k) => k[1]);
}

/**
 * Totals of completed shifts in HOURS by pay type (time spec 3 "Time batch": regular, overTime1,
 * overTime2, holiday, sick, vacation, total), unrounded, with the exact seconds alongside. Lunch
 * deduction rows add nothing (they are unpaid).
 */
export function batchTotals(shifts: readonly CompletedShift[]): BatchTotals {
  const s = { regular: 0, overTime1: 0, overTime2: 0, holiday: 0, sick: 0, vacation: 0, total: 0 };
  const key = {
    1: 'regular',
    2: 'overTime1',
    3: 'overTime2',
    4: 'holiday',
    5: 'sick',
    6: 'vacation',
  } as const;
  for (const row of shifts) {
    if (row.isLunchDeduction) continue;
    const k = key[row.payType];
    if (!k) continue;
    s[k] += row.totalSeconds;
    s.total += row.totalSeconds;
  }
  const h = (n: number) => n / 3600;
  return {
    regular: h(s.regular),
    overTime1: h(s.overTime1),
    overTime2: h(s.overTime2),
    holiday: h(s.holiday),
    sick: h(s.sick),
    vacation: h(s.vacation),
    total: h(s.total),
    seconds: s,
  };
}
