import { parseStrictTime } from '../duration/timeOfDay.js';
import { DomainError } from '../errors.js';
import {
  type Lunch,
  type OvertimeLevel,
  type OvertimeRule,
  type PayCodeRule,
  type PayGroup,
  type PayPeriod,
  ROUNDING_MINUTES,
  SHIFT_NAMES,
  type Shift,
  type ShiftRule,
  WEEKDAY_CUTOFF_FIELDS,
  type WeekdayCutoffField,
} from './types.js';

/**
 * Messages of service spec 5 "Payroll lists", verbatim (typos included). Where the spec only
 * describes a message, ours is marked.
 */
export const PAYROLL_MESSAGES = {
  payCodeName: 'Pay Code / Rate name is required.',
  status: 'Status is required.',
  payGroupName: 'Pay Group name is required.',
  payGroupRules: 'At least one is required: Shift Rule, Overtime Rule, Pay Code or Pay Period',
  payPeriodName: 'Pay Period name is required.',
  type: 'Type is required.',
  weekStart: 'Week Start On is required.',
  firstPayDate: '1st Pay Period Start Date is required.',
  secondPayDate: '2nd Pay Period Start Date is required.',
  payDay: 'Pay Period Start Date is required.',
  roundTime: 'Please supply round-time value.',
  overtimeName: 'Overtime Rule name is required.',
  overtimeSelected: 'Overtime 1 or Overtime 2 must be selected.',
  dayCutoff: 'Use Day Cutoff must be less than or equal to 24.',
  weekCutoff: 'Use Week Cutoff must be less than or equal to 150.',
  useDayType: 'Use Day Type must be a specified when cutoff is entered.',
  shiftName: 'Shift name is required.',
  shiftRequired: 'shift is required.',
  startTime: 'Start Time is invalid.',
  endTime: 'End Time is invalid.',
  multipleCrossMidnight: 'Multiple Shifts Cross Midnight. Shift Times Must Not Overlap.',
  overlap: 'Shift Times Must Not Overlap.',
  timeFloat: 'Time float must be a number.',
  /** The spec describes this message only; wording ours. */
  lunchType: 'Please choose Time Specified Lunch, End Day Deduction or Dynamic Lunch.',
  lunchStart: 'Lunch Start Time is invalid.',
  lunchWithinShift: 'Lunch start time must be within Shift.',
  startsAfter: 'Starts After is invalid.',
  minHoursHours: 'Min Hours hours must be a number.',
  minHoursMinutes: 'Min Hours minutes must be a number.',
  deductHours: 'Time to Deduct hours must be a number.',
  deductMinutes: 'Time to Deduct minutes must be a number.',
  simpleName: 'Name is required.',
  serviceStatusAdd: 'Cannot add new item to Service Status List.',
  serviceStatusDelete: 'Cannot delete item from Service Status List.',
} as const;

const err = (code: string, message: string, field: string) => new DomainError(code, message, { field });
const blank = (s: string | null | undefined) => typeof s !== 'string' || s.trim() === '';
const noStatus = (s: number | null | undefined) => s === null || s === undefined || !(s >= 1 && s <= 3);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isIntIn = (v: unknown, lo: number, hi: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/**
 * Pay code rule (service spec 5 "Payroll lists"): name ('Pay Code / Rate name is required.', field
 * `name`) and status ('Status is required.', field `status`). Returns the first error or null.
 */
export function validatePayCodeRule(rule: Pick<PayCodeRule, 'name' | 'status'>): DomainError | null {
  if (blank(rule.name)) return err('PAY_CODE_NAME', PAYROLL_MESSAGES.payCodeName, 'name');
  if (noStatus(rule.status)) return err('STATUS_REQUIRED', PAYROLL_MESSAGES.status, 'status');
  return null;
}

/**
 * Pay group: name ('Pay Group name is required.'), status, and at least one of shift rule, overtime
 * rule, pay code rule or pay period ('At least one is required: Shift Rule, Overtime Rule, Pay Code or
 * Pay Period', field `shiftRule_id`).
 */
export function validatePayGroup(group: PayGroup): DomainError | null {
  if (blank(group.name)) return err('PAY_GROUP_NAME', PAYROLL_MESSAGES.payGroupName, 'name');
  if (noStatus(group.status)) return err('STATUS_REQUIRED', PAYROLL_MESSAGES.status, 'status');
  if (!group.shiftRule_id && !group.overtimeRule_id && !group.payCodeRule_id && !group.payPeriod_id) {
    return err('PAY_GROUP_RULES', PAYROLL_MESSAGES.payGroupRules, 'shiftRule_id');
  }
  return null;
}

/**
 * Pay period: name ('Pay Period name is required.'), status, type 1-4 ('Type is required.'), then by
 * type: weekly factor1 weekday 0-6 ('Week Start On is required.'; 0 is allowed); bi-weekly factor1 a
 * valid timestamp ('1st Pay Period Start Date is required.'); bi-monthly factor1 and factor2 integers
 * 1-28 ('1st Pay Period Start Date is required.', '2nd Pay Period Start Date is required.'); monthly
 * factor1 integer 1-28 ('Pay Period Start Date is required.'); with usesRounding, roundingMinutes one
 * of 3, 5, 10, 15, 30, 60 ('Please supply round-time value.').
 */
export function validatePayPeriod(period: PayPeriod): DomainError | null {
  if (blank(period.name)) return err('PAY_PERIOD_NAME', PAYROLL_MESSAGES.payPeriodName, 'name');
  if (noStatus(period.status)) return err('STATUS_REQUIRED', PAYROLL_MESSAGES.status, 'status');
  const { type, factor1, factor2 } = period;
  if (!isIntIn(type, 1, 4)) return err('TYPE_REQUIRED', PAYROLL_MESSAGES.type, 'type');
  if (type === 1 && !isIntIn(factor1, 0, 6)) return err('WEEK_START', PAYROLL_MESSAGES.weekStart, 'factor1');
  if (type === 2) {
    const ms =
      typeof factor1 === 'number'
        ? factor1
        : typeof factor1 === 'string' && factor1
          ? Date.parse(factor1)
          : Number.NaN;
    if (!Number.isFinite(ms)) return err('FIRST_PAY_DATE', PAYROLL_MESSAGES.firstPayDate, 'factor1');
  }
  if (type === 3) {
    if (!isIntIn(factor1, 1, 28)) return err('FIRST_PAY_DATE', PAYROLL_MESSAGES.firstPayDate, 'factor1');
    if (!isIntIn(factor2, 1, 28)) return err('SECOND_PAY_DATE', PAYROLL_MESSAGES.secondPayDate, 'factor2');
  }
  if (type === 4 && !isIntIn(factor1, 1, 28)) return err('PAY_DAY', PAYROLL_MESSAGES.payDay, 'factor1');
  if (
    period.usesRounding &&
    !(ROUNDING_MINUTES as readonly number[]).includes(period.roundingMinutes ?? -1)
  ) {
    return err('ROUND_TIME', PAYROLL_MESSAGES.roundTime, 'roundingMinutes');
  }
  return null;
}

/** Labels used in the "... must be less than or equal to 24." messages of the other cutoffs. */
export const CUTOFF_LABELS: Readonly<
  Record<'sixthDayCutoffHours' | 'seventhDayCutoffHours' | WeekdayCutoffField, string>
> = {
  sixthDayCutoffHours: 'Use 6th Consecutive Day Cutoff',
  seventhDayCutoffHours: 'Use 7th Consecutive Day Cutoff',
  mondayCutoffHours: 'Use Monday Cutoff',
  tuesdayCutoffHours: 'Use Tuesday Cutoff',
  wednesdayCutoffHours: 'Use Wednesday Cutoff',
  thursdayCutoffHours: 'Use Thursday Cutoff',
  fridayCutoffHours: 'Use Friday Cutoff',
  saturdayCutoffHours: 'Use Saturday Cutoff',
  sundayCutoffHours: 'Use Sunday Cutoff',
};

/** null/undefined = not used; otherwise must be a number within 0..max (a used but empty value fails). */
const badCutoff = (v: unknown, max: number) =>
  v !== null && v !== undefined && !(isNum(v) && v >= 0 && v <= max);

function validateLevel(level: OvertimeLevel, prefix: 'overtimeOne' | 'overtimeTwo'): DomainError | null {
  if (badCutoff(level.dayCutoffHours, 24)) {
    return err('DAY_CUTOFF', PAYROLL_MESSAGES.dayCutoff, `${prefix}.dayCutoffHours`);
  }
  if (badCutoff(level.weekCutoffHours, 150)) {
    return err('WEEK_CUTOFF', PAYROLL_MESSAGES.weekCutoff, `${prefix}.weekCutoffHours`);
  }
  for (const f of ['sixthDayCutoffHours', 'seventhDayCutoffHours', ...WEEKDAY_CUTOFF_FIELDS] as const) {
    if (badCutoff(level[f], 24)) {
      return err('CUTOFF_24', `${CUTOFF_LABELS[f]} must be less than or equal to 24.`, `${prefix}.${f}`);
    }
  }
  return null;
}

const hasAnyCutoff = (l: OvertimeLevel) =>
  (
    [
      'dayCutoffHours',
      'weekCutoffHours',
      'sixthDayCutoffHours',
      'seventhDayCutoffHours',
      ...WEEKDAY_CUTOFF_FIELDS,
    ] as const
  ).some((f) => l[f] !== null && l[f] !== undefined);

/**
 * Overtime rule: name ('Overtime Rule name is required.'), status, at least one active level
 * ('Overtime 1 or Overtime 2 must be selected.'), then for each active level: day cutoff 0-24 ('Use
 * Day Cutoff must be less than or equal to 24.'), week cutoff 0-150 ('Use Week Cutoff must be less
 * than or equal to 150.'), 6th/7th consecutive day and each weekday cutoff 0-24 ('<label> must be
 * less than or equal to 24.', labels in CUTOFF_LABELS); a used (non-null) value that is empty, not a
 * number or negative fails with the same message. Overtime 1 with any cutoff needs useDayType ('Use Day
 * Type must be a specified when cutoff is entered.'). `field` is e.g. 'overtimeOne.dayCutoffHours'.
 */
export function validateOvertimeRule(rule: OvertimeRule): DomainError | null {
  if (blank(rule.name)) return err('OVERTIME_NAME', PAYROLL_MESSAGES.overtimeName, 'name');
  if (noStatus(rule.status)) return err('STATUS_REQUIRED', PAYROLL_MESSAGES.status, 'status');
  const one = rule.overtimeOne?.isActive ? rule.overtimeOne : null;
  const two = rule.overtimeTwo?.isActive ? rule.overtimeTwo : null;
  if (!one && !two)
    return err('OVERTIME_SELECTED', PAYROLL_MESSAGES.overtimeSelected, 'overtimeOne.isActive');
  if (one) {
    const e = validateLevel(one, 'overtimeOne');
    if (e) return e;
    if (hasAnyCutoff(one) && !one.useDayType) {
      return err('USE_DAY_TYPE', PAYROLL_MESSAGES.useDayType, 'overtimeOne.useDayType');
    }
  }
  return two ? validateLevel(two, 'overtimeTwo') : null;
}

/** A shift's window in seconds on the wall clock; end > 86400 when it crosses midnight. */
export interface ShiftWindow {
  name: 'day' | 'evening' | 'night';
  start: number;
  end: number;
  crossesMidnight: boolean;
}

/**
 * The window of a shift from strict 'HH:mm:ss' start and end, or null when either is invalid. End
 * before start crosses midnight (end + 24 h); end equal to start is a full 24-hour window.
 */
export function shiftWindow(
  name: ShiftWindow['name'],
  shift: Pick<Shift, 'start' | 'end'>,
): ShiftWindow | null {
  const s = parseStrictTime(shift.start);
  const e = parseStrictTime(shift.end);
  if (!s || !e) return null;
  const crosses = e.seconds < s.seconds;
  const end = e.seconds <= s.seconds ? e.seconds + 86400 : e.seconds;
  return { name, start: s.seconds, end, crossesMidnight: crosses };
}

/** True when two wall-clock windows overlap on the 24-hour circle (touching ends do not overlap). */
export function windowsOverlap(a: ShiftWindow, b: ShiftWindow): boolean {
  for (const shift of [-86400, 0, 86400]) {
    if (a.start < b.end + shift && b.start + shift < a.end) return true;
  }
  return false;
}

/** True when second-of-day `t` lies within the window (inclusive of both ends). */
export function isWithinWindow(t: number, w: ShiftWindow): boolean {
  return (t >= w.start && t <= w.end) || (t + 86400 >= w.start && t + 86400 <= w.end);
}

const LUNCH_TYPES = [1, 2, 3];

/**
 * A lunch rule (of the shift window `window`, for the "within Shift" check): type 1-3 (lunchType
 * message), minLunchMinutes and deductionMinutes non-negative numbers ('Min Hours hours must be a
 * number.', 'Time to Deduct hours must be a number.'), type 1 time strict 'HH:mm:ss' ('Lunch Start
 * Time is invalid.') within the shift ('Lunch start time must be within Shift.'), type 3
 * dynamicMinutes above 0 ('Starts After is invalid.'). `fieldPrefix` e.g. 'day.lunch'.
 */
export function validateLunch(
  lunch: Lunch,
  window: ShiftWindow | null,
  fieldPrefix = 'lunch',
): DomainError | null {
  const f = (name: string) => `${fieldPrefix}.${name}`;
  if (!LUNCH_TYPES.includes(lunch.lunchState ?? 0))
    return err('LUNCH_TYPE', PAYROLL_MESSAGES.lunchType, f('lunchState'));
  if (!isNum(lunch.minLunchMinutes) || lunch.minLunchMinutes < 0) {
    return err('LUNCH_MIN_HOURS', PAYROLL_MESSAGES.minHoursHours, f('minLunchMinutes'));
  }
  if (!isNum(lunch.deductionMinutes) || lunch.deductionMinutes < 0) {
    return err('LUNCH_DEDUCT', PAYROLL_MESSAGES.deductHours, f('deductionMinutes'));
  }
  if (lunch.lunchState === 1) {
    const t = parseStrictTime(lunch.time);
    if (!t) return err('LUNCH_START', PAYROLL_MESSAGES.lunchStart, f('time'));
    if (window && !isWithinWindow(t.seconds, window)) {
      return err('LUNCH_WITHIN_SHIFT', PAYROLL_MESSAGES.lunchWithinShift, f('time'));
    }
  }
  if (lunch.lunchState === 3 && !(isNum(lunch.dynamicMinutes) && lunch.dynamicMinutes > 0)) {
    return err('LUNCH_STARTS_AFTER', PAYROLL_MESSAGES.startsAfter, f('dynamicMinutes'));
  }
  return null;
}

/** The lunch editor's four inputs, as typed (hours 0-12, minutes 0/15/30/45 in the console). */
export interface LunchDurationInputs {
  minHoursHours: unknown;
  minHoursMinutes: unknown;
  deductHours: unknown;
  deductMinutes: unknown;
}

const numeric = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v));

/**
 * The lunch editor's hour/minute inputs must each be numbers: 'Min Hours hours must be a number.',
 * 'Min Hours minutes must be a number.', 'Time to Deduct hours must be a number.', 'Time to Deduct
 * minutes must be a number.' On success returns `{minLunchMinutes, deductionMinutes}` in MINUTES.
 */
export function lunchMinutesFromInputs(
  inputs: LunchDurationInputs,
):
  | { ok: true; value: { minLunchMinutes: number; deductionMinutes: number } }
  | { ok: false; error: DomainError } {
  const checks: [unknown, string, string][] = [
    [inputs.minHoursHours, PAYROLL_MESSAGES.minHoursHours, 'minHoursHours'],
    [inputs.minHoursMinutes, PAYROLL_MESSAGES.minHoursMinutes, 'minHoursMinutes'],
    [inputs.deductHours, PAYROLL_MESSAGES.deductHours, 'deductHours'],
    [inputs.deductMinutes, PAYROLL_MESSAGES.deductMinutes, 'deductMinutes'],
  ];
  for (const [v, message, field] of checks) {
    if (!numeric(v)) return { ok: false, error: err('LUNCH_NUMBER', message, field) };
  }
  const n = (v: unknown) => Number(v);
  return {
    ok: true,
    value: {
      minLunchMinutes: n(inputs.minHoursHours) * 60 + n(inputs.minHoursMinutes),
      deductionMinutes: n(inputs.deductHours) * 60 + n(inputs.deductMinutes),
    },
  };
}

/**
 * Shift rule (service spec 5 "Payroll lists", Shift): name and status unless a daily child
 * (parentId set); at least one used shift ('shift is required.'); each used shift's start and end strict
 * 'HH:mm:ss' ('Start Time is invalid.', 'End Time is invalid.'); at most one shift crossing midnight
 * ('Multiple Shifts Cross Midnight. Shift Times Must Not Overlap.'); no overlapping windows ('Shift
 * Times Must Not Overlap.'); timeFloat a number when given ('Time float must be a number.'); lunch
 * rules (see validateLunch). Daily children are validated too (first error wins).
 */
export function validateShiftRule(rule: ShiftRule): DomainError | null {
  const isChild = !!rule.parentId;
  if (!isChild && blank(rule.name)) return err('SHIFT_NAME', PAYROLL_MESSAGES.shiftName, 'name');
  if (!isChild && noStatus(rule.status)) return err('STATUS_REQUIRED', PAYROLL_MESSAGES.status, 'status');
  const used = SHIFT_NAMES.filter((n) => rule[n]?.useShift);
  if (used.length === 0) return err('SHIFT_REQUIRED', PAYROLL_MESSAGES.shiftRequired, 'day.useShift');
  const windows: ShiftWindow[] = [];
  for (const n of used) {
    const s = rule[n]!;
    if (!parseStrictTime(s.start)) return err('SHIFT_START', PAYROLL_MESSAGES.startTime, `${n}.start`);
    if (!parseStrictTime(s.end)) return err('SHIFT_END', PAYROLL_MESSAGES.endTime, `${n}.end`);
    windows.push(shiftWindow(n, s)!);
  }
  if (windows.filter((w) => w.crossesMidnight).length > 1) {
    return err('SHIFT_MIDNIGHT', PAYROLL_MESSAGES.multipleCrossMidnight, `${used[0]}.end`);
  }
  for (let i = 0; i < windows.length; i++) {
    for (let j = i + 1; j < windows.length; j++) {
      if (windowsOverlap(windows[i]!, windows[j]!)) {
        return err('SHIFT_OVERLAP', PAYROLL_MESSAGES.overlap, `${windows[j]!.name}.start`);
      }
    }
  }
  for (const [i, n] of used.entries()) {
    const s = rule[n]!;
    const tf = s.timeFloat;
    if (tf !== null && tf !== undefined && tf !== '' && !numeric(tf)) {
      return err('TIME_FLOAT', PAYROLL_MESSAGES.timeFloat, `${n}.timeFloat`);
    }
    if (s.lunch) {
      const e = validateLunch(s.lunch, windows[i]!, `${n}.lunch`);
      if (e) return e;
    }
  }
  if (rule.useDailyShifts) {
    for (const child of rule.children ?? []) {
      if (child.status === 3) continue;
      const e = validateShiftRule({ ...child, parentId: child.parentId ?? rule.id });
      if (e) return e;
    }
  }
  return null;
}

/** A simple list item (service spec 5 "Simple list"). */
export interface SimpleListItem {
  name: string | null;
  status: number | null;
  isNew?: boolean;
}

/**
 * A simple list item: 'Name is required.', 'Status is required.'. For the Service Status list
 * (`isServiceStatusList`), a new item gives 'Cannot add new item to Service Status List.'.
 */
export function validateSimpleListItem(
  item: SimpleListItem,
  isServiceStatusList = false,
): DomainError | null {
  if (isServiceStatusList && item.isNew) {
    return err('SERVICE_STATUS_ADD', PAYROLL_MESSAGES.serviceStatusAdd, 'name');
  }
  if (blank(item.name)) return err('NAME_REQUIRED', PAYROLL_MESSAGES.simpleName, 'name');
  if (noStatus(item.status)) return err('STATUS_REQUIRED', PAYROLL_MESSAGES.status, 'status');
  return null;
}

/** Deleting from the Service Status list is refused ('Cannot delete item from Service Status List.'). */
export function validateSimpleListDelete(isServiceStatusList: boolean): DomainError | null {
  return isServiceStatusList
    ? err('SERVICE_STATUS_DELETE', PAYROLL_MESSAGES.serviceStatusDelete, 'name')
    : null;
}
