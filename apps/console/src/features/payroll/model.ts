import {
  formatDuration,
  formatRate,
  formatStrictTime,
  formatTimePicker,
  type Lunch,
  type OvertimeLevel,
  type OvertimeRule,
  type PayCode,
  type PayCodeRule,
  type PayGroup,
  type PayPeriod,
  parseHoursEntry,
  parseStrictTime,
  parseTimePicker,
  SHIFT_NAMES,
  type Shift,
  type ShiftName,
  type ShiftRule,
  shiftRuleVisibility,
  WEEKDAY_CUTOFF_FIELDS,
} from '@wm/domain';
import { newId } from './listEditor.js';

/**
 * Records and conversions of the payroll list editors (service spec 3 "Payroll and service
 * configuration", 4 "Payroll lists", 5 "Payroll lists" and "Duration entry"). The editors keep
 * drafts close to the API shapes; numbers typed into text boxes stay text in the draft until
 * `to...Payload` turns them into numbers (text that is not a number is left for the validators,
 * which answer with the spec's messages).
 */

export type ShiftCodes = NonNullable<PayCodeRule['day']>;
export type PayTier = keyof ShiftCodes;
export const PAY_TIERS: readonly PayTier[] = ['regularTime', 'overtimeOne', 'overtimeTwo'];
export const LEAVE_CODES = ['holiday', 'sick', 'vacation'] as const;
export type LeaveCode = (typeof LEAVE_CODES)[number];

const emptyCode = (): PayCode => ({ id: newId(), code: null, rate: null });
const emptyShiftCodes = (): ShiftCodes => ({
  regularTime: emptyCode(),
  overtimeOne: emptyCode(),
  overtimeTwo: emptyCode(),
});

/** A new pay code rule: active, every pay code present and empty. */
export function newPayCodeRule(): PayCodeRule {
  return {
    id: newId(),
    name: '',
    status: 1,
    externalId: null,
    day: emptyShiftCodes(),
    evening: emptyShiftCodes(),
    night: emptyShiftCodes(),
    holiday: emptyCode(),
    sick: emptyCode(),
    vacation: emptyCode(),
  };
}

/** Fills the missing pay codes of a loaded rule so every field of the panel has a home. */
export function completePayCodeRule(rule: PayCodeRule): PayCodeRule {
  const out: PayCodeRule = { ...rule };
  for (const s of SHIFT_NAMES) {
    const codes = rule[s] ?? emptyShiftCodes();
    out[s] = {
      regularTime: codes.regularTime ?? emptyCode(),
      overtimeOne: codes.overtimeOne ?? emptyCode(),
      overtimeTwo: codes.overtimeTwo ?? emptyCode(),
    };
  }
  for (const k of LEAVE_CODES) out[k] = rule[k] ?? emptyCode();
  return out;
}

/**
 * Parses a typed rate ('1,234.5', '12', '') to a number; '' gives null, anything else that is not a
 * non-negative number gives undefined (the panel then says 'Rate must be a number.').
 */
export function parseRate(text: string | number | null | undefined): number | null | undefined {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : undefined;
  const clean = text.replace(/,/g, '').trim();
  if (clean === '') return null;
  if (!/^\d*\.?\d+$|^\d+\.$/.test(clean)) return undefined;
  return Math.round(Number(clean) * 100) / 100;
}

/** The rate as the panel shows it: currency without symbol, USD style ('1,234.50'); text kept as typed. */
export function displayRate(rate: number | string | null | undefined): string {
  if (typeof rate === 'number') return formatRate(rate);
  return rate ?? '';
}

/** Every pay code of a rule with where it sits, e.g. ['day.regularTime', code]. */
export function payCodesOf(rule: PayCodeRule): [string, PayCode | null][] {
  const out: [string, PayCode | null][] = [];
  for (const s of SHIFT_NAMES) for (const t of PAY_TIERS) out.push([`${s}.${t}`, rule[s]?.[t] ?? null]);
  for (const k of LEAVE_CODES) out.push([k, rule[k] ?? null]);
  return out;
}

/** The field ('day.regularTime.rate') of the first rate that is not a number, or null. */
export function invalidRateField(rule: PayCodeRule): string | null {
  for (const [where, code] of payCodesOf(rule)) {
    if (code && parseRate(code.rate as number | string | null) === undefined) return `${where}.rate`;
  }
  return null;
}

/** The pay code rule payload: rates as numbers (null when blank), codes trimmed. */
export function toPayCodeRulePayload(rule: PayCodeRule): PayCodeRule {
  const fix = (c: PayCode | null): PayCode | null =>
    c
      ? { ...c, code: c.code?.trim() || null, rate: parseRate(c.rate as number | string | null) ?? null }
      : null;
  const out: PayCodeRule = { ...rule, name: rule.name?.trim() ?? '' };
  for (const s of SHIFT_NAMES) {
    const codes = rule[s];
    out[s] = codes
      ? {
          regularTime: fix(codes.regularTime),
          overtimeOne: fix(codes.overtimeOne),
          overtimeTwo: fix(codes.overtimeTwo),
        }
      : null;
  }
  for (const k of LEAVE_CODES) out[k] = fix(rule[k]);
  return out;
}

/** A new pay group: active, default shift Day (1), no rules yet. */
export function newPayGroup(): PayGroup {
  return {
    id: newId(),
    name: '',
    status: 1,
    defaultShift: 1,
    payPeriod_id: null,
    shiftRule_id: null,
    overtimeRule_id: null,
    payCodeRule_id: null,
  };
}

/** A new pay period: active, weekly starting Sunday, no rounding. */
export function newPayPeriod(): PayPeriod {
  return {
    id: newId(),
    name: '',
    status: 1,
    type: 1,
    factor1: 0,
    factor2: null,
    roundingMinutes: null,
    usesRounding: false,
  };
}

/**
 * A pay period as the panel edits it: factor1/factor2 read from the record (or its aliases
 * weekStartsOn, firstPayDate, firstPayDay/secondPayDay, payDay).
 */
export function fromPayPeriodRecord(record: PayPeriod & Record<string, unknown>): PayPeriod {
  const alias = (name: string) =>
    record[name] !== undefined && record[name] !== null ? record[name] : undefined;
  const type =
    record.type === null || record.type === undefined ? null : (Number(record.type) as PayPeriod['type']);
  let factor1: PayPeriod['factor1'] = record.factor1 ?? null;
  let factor2: PayPeriod['factor2'] = record.factor2 ?? null;
  if (type === 1) factor1 = (alias('weekStartsOn') ?? factor1) as PayPeriod['factor1'];
  if (type === 2) factor1 = (alias('firstPayDate') ?? factor1) as PayPeriod['factor1'];
  if (type === 3) {
    factor1 = (alias('firstPayDay') ?? factor1) as PayPeriod['factor1'];
    factor2 = (alias('secondPayDay') ?? factor2) as PayPeriod['factor2'];
  }
  if (type === 4) factor1 = (alias('payDay') ?? factor1) as PayPeriod['factor1'];
  const num = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
  return {
    id: record.id,
    name: record.name ?? '',
    status: record.status ?? 1,
    type,
    factor1: type === 2 ? factor1 : (num(factor1) as PayPeriod['factor1']),
    factor2: num(factor2) as PayPeriod['factor2'],
    roundingMinutes:
      record.roundingMinutes === null || record.roundingMinutes === undefined
        ? null
        : Number(record.roundingMinutes),
    usesRounding: record.usesRounding === true,
  };
}

/**
 * Changing the type resets the factors to that type's default (weekly Sunday, bi-weekly no date,
 * bi-monthly 1st and 15th, monthly the 1st), so a value of another type never leaks across.
 */
export function changePayPeriodType(period: PayPeriod, type: PayPeriod['type']): PayPeriod {
  const defaults: Record<number, [PayPeriod['factor1'], PayPeriod['factor2']]> = {
    1: [0, null],
    2: [null, null],
    3: [1, 15],
    4: [1, null],
  };
  const [factor1, factor2] = type ? (defaults[type] ?? [null, null]) : [null, null];
  return { ...period, type, factor1, factor2 };
}

/** 'YYYY-MM-DD' of a bi-weekly first pay date stored as a UTC timestamp (its UTC calendar day). */
export function payDateToDay(value: PayPeriod['factor1']): string | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? value : Date.parse(String(value));
  if (!Number.isFinite(ms)) return null;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC timestamp (ISO, midnight UTC) of a chosen calendar day 'YYYY-MM-DD'. */
export function dayToPayDate(day: string | null): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return `${day}T00:00:00.000Z`;
}

/** The pay period payload: rounding minutes only while rounding is on. */
export function toPayPeriodPayload(period: PayPeriod): PayPeriod {
  return {
    ...period,
    name: period.name?.trim() ?? '',
    roundingMinutes: period.usesRounding ? (period.roundingMinutes ?? null) : null,
    usesRounding: period.usesRounding === true,
  };
}

/** Cutoff fields of an overtime level in the panel's order. */
export const CUTOFF_FIELDS = [
  'dayCutoffHours',
  'weekCutoffHours',
  'sixthDayCutoffHours',
  'seventhDayCutoffHours',
  ...WEEKDAY_CUTOFF_FIELDS,
] as const;
export type CutoffField = (typeof CUTOFF_FIELDS)[number];

/** A level as the panel edits it: a cutoff is null (not used) or the typed text/number. */
export type OvertimeLevelDraft = Omit<OvertimeLevel, CutoffField> &
  Partial<Record<CutoffField, number | string | null>>;
export type OvertimeRuleDraft = Omit<OvertimeRule, 'overtimeOne' | 'overtimeTwo'> & {
  overtimeOne: OvertimeLevelDraft;
  overtimeTwo: OvertimeLevelDraft;
};

const emptyLevel = (isActive: boolean): OvertimeLevelDraft => {
  const level: OvertimeLevelDraft = { id: newId(), isActive, useDayType: false, useWeekendPriority: false };
  for (const f of CUTOFF_FIELDS) level[f] = null;
  return level;
};

/** A new overtime rule: active, overtime 1 selected, no cutoffs used. */
export function newOvertimeRule(): OvertimeRuleDraft {
  return {
    id: newId(),
    name: '',
    status: 1,
    useShift: false,
    overtimeOne: emptyLevel(true),
    overtimeTwo: emptyLevel(false),
  };
}

/** A loaded overtime rule as a draft: a missing level is an unselected empty one. */
export function fromOvertimeRecord(rule: OvertimeRule): OvertimeRuleDraft {
  const level = (l: OvertimeLevel | null): OvertimeLevelDraft => {
    if (!l) return emptyLevel(false);
    const out: OvertimeLevelDraft = { ...l, isActive: l.isActive !== false };
    for (const f of CUTOFF_FIELDS) out[f] = l[f] ?? null;
    return out;
  };
  return {
    ...rule,
    useShift: rule.useShift === true,
    overtimeOne: level(rule.overtimeOne),
    overtimeTwo: level(rule.overtimeTwo),
  };
}

const cutoffValue = (v: number | string | null | undefined): number | string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  const t = v.trim();
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
};

/**
 * The overtime payload of service spec 7: id, name, status, useShift, overtimeOne and overtimeTwo
 * (null when the level is not selected). Typed cutoffs become numbers; a used but empty or
 * non-numeric cutoff stays text so the validator (browser and server) rejects it with its message.
 */
export function toOvertimePayload(rule: OvertimeRuleDraft): OvertimeRule {
  const level = (l: OvertimeLevelDraft): OvertimeLevel | null => {
    if (!l.isActive) return null;
    const out: Record<string, unknown> = { ...l, isActive: true };
    for (const f of CUTOFF_FIELDS) out[f] = cutoffValue(l[f]);
    return out as unknown as OvertimeLevel;
  };
  return {
    id: rule.id,
    name: rule.name?.trim() ?? '',
    status: rule.status,
    useShift: rule.useShift === true,
    overtimeOne: level(rule.overtimeOne),
    overtimeTwo: level(rule.overtimeTwo),
  };
}

/** Weekday names by `type` (0 Sunday, the base rule .. 6 Saturday). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const emptyShift = (): Shift => ({
  id: newId(),
  start: null,
  end: null,
  timeFloat: null,
  useShift: false,
  enforceStart: false,
  enforceEnd: false,
  lunch: null,
});

/** A new main shift rule: active, visible, day shift 8:00 AM to 5:00 PM. */
export function newShiftRule(): ShiftRule {
  return {
    id: newId(),
    name: '',
    status: 1,
    visibility: 1,
    useShiftCutOff: false,
    default_id: null,
    sort: 0,
    useDailyShifts: false,
    type: 0,
    parentId: null,
    day: { ...emptyShift(), useShift: true, start: '08:00:00', end: '17:00:00' },
    evening: emptyShift(),
    night: emptyShift(),
    children: [],
  };
}

/**
 * A missing weekday child, created as new with status 1 (service spec 4). It starts as a copy of
 * the main rule's shifts (new ids), so turning daily shifts on keeps every day valid until edited.
 */
export function newDailyShift(parent: ShiftRule, weekday: number): ShiftRule {
  const copy = (s: Shift | null): Shift => {
    if (!s) return emptyShift();
    const lunch = s.lunch ? { ...s.lunch, id: newId() } : null;
    return { ...s, id: newId(), lunch };
  };
  return {
    id: newId(),
    name: parent.name,
    status: 1,
    visibility: 1,
    useShiftCutOff: parent.useShiftCutOff ?? false,
    default_id: null,
    sort: weekday,
    useDailyShifts: false,
    type: weekday,
    parentId: parent.id,
    day: copy(parent.day),
    evening: copy(parent.evening),
    night: copy(parent.night),
  };
}

/** A loaded shift rule as a draft: every shift present, daily children from `dailyShifts`. */
export function fromShiftRuleRecord(record: ShiftRule & { dailyShifts?: ShiftRule[] | null }): ShiftRule {
  const fill = (r: ShiftRule): ShiftRule => ({
    ...r,
    day: r.day ?? emptyShift(),
    evening: r.evening ?? emptyShift(),
    night: r.night ?? emptyShift(),
  });
  const { dailyShifts, ...rest } = record;
  const children = (dailyShifts ?? record.children ?? []).filter((c) => c.status !== 3).map(fill);
  return { ...fill(rest as ShiftRule), children };
}

/** The rule edited for a weekday tab: the main rule for Sunday (0), else its child (created when missing). */
export function shiftRuleForTab(rule: ShiftRule, weekday: number): { rule: ShiftRule; created: boolean } {
  if (weekday === 0) return { rule, created: false };
  const child = rule.children?.find((c) => c.type === weekday);
  return child ? { rule: child, created: false } : { rule: newDailyShift(rule, weekday), created: true };
}

/** Replaces (or adds) the weekday's rule inside the main rule. */
export function putShiftRuleForTab(rule: ShiftRule, weekday: number, edited: ShiftRule): ShiftRule {
  if (weekday === 0) return { ...edited, children: rule.children };
  const children = [...(rule.children ?? [])];
  const i = children.findIndex((c) => c.type === weekday);
  if (i >= 0) children[i] = edited;
  else children.push(edited);
  return { ...rule, children };
}

/** Clearing useShift resets the shift's times, lunch and enforcement fields (service spec 4). */
export function setShiftUsed(shift: Shift, used: boolean): Shift {
  if (used) return { ...shift, useShift: true };
  return {
    ...shift,
    useShift: false,
    start: null,
    end: null,
    timeFloat: null,
    enforceStart: false,
    enforceEnd: false,
    lunch: null,
  };
}

/** Lunch on: a time-specified lunch of 30 minutes after 0 hours; off: null (service spec 4). */
export function setLunchEnabled(shift: Shift, enabled: boolean): Shift {
  if (!enabled) return { ...shift, lunch: null };
  return {
    ...shift,
    lunch: shift.lunch ?? {
      id: newId(),
      lunchState: 1,
      time: shift.start ?? null,
      minLunchMinutes: 0,
      deductionMinutes: 30,
      dynamicMinutes: null,
    },
  };
}

/**
 * A time of day typed in the picker ('8:00 AM', h:mm with am/pm) to the stored 'HH:mm:ss'. Text the
 * picker refuses is kept as typed so the validator names the field ('Start Time is invalid.').
 */
export function pickerToStored(text: string): string | null {
  if (text.trim() === '') return null;
  const parsed = parseTimePicker(text);
  if (parsed.ok) return formatStrictTime(parsed.value.seconds);
  const strict = parseStrictTime(text.trim());
  return strict ? formatStrictTime(strict.seconds) : text;
}

/** A stored 'HH:mm:ss' as the picker shows it ('8:00 AM'); anything else as it is. */
export function storedToPicker(value: string | null | undefined): string {
  if (!value) return '';
  const t = parseStrictTime(value);
  return t ? formatTimePicker(t.seconds) : value;
}

/**
 * A lunch duration in MINUTES as the user's time format shows it (1 decimal hours '0.50', 2 clock
 * '0:30'); null gives ''.
 */
export function minutesToEntry(minutes: number | null | undefined, timeFormat: 1 | 2): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  return formatDuration(minutes * 60, timeFormat);
}

/**
 * A typed lunch duration (decimal hours, h:mm or '2h 30m', service spec 5 "Duration entry") to
 * MINUTES; blank is 0; anything else fails with 'Invalid Input' (the domain's message).
 */
export function entryToMinutes(text: string): { ok: true; minutes: number } | { ok: false; message: string } {
  const r = parseHoursEntry(text);
  if (!r.ok) return { ok: false, message: r.error.message };
  return { ok: true, minutes: Math.round((r.value ?? 0) * 60) };
}

/**
 * The shift rule payload of service spec 7: the main rule with `dailyShifts` (its children, only
 * while useDailyShifts is on; otherwise the stored children are sent as deleted), visibility from
 * the status, timeFloat as a number when it is one, lunch null when disabled.
 */
export function toShiftRulePayload(
  rule: ShiftRule,
  storedChildIds: readonly string[] = [],
): Record<string, unknown> {
  const shift = (s: Shift | null): Shift | null => {
    if (!s) return null;
    const tf = s.timeFloat;
    const timeFloat =
      tf === null || tf === undefined || tf === ''
        ? null
        : typeof tf === 'string' && /^\d+(\.\d+)?$/.test(tf.trim())
          ? Number(tf)
          : tf;
    return { ...s, timeFloat, lunch: s.useShift ? (s.lunch as Lunch | null) : null };
  };
  const body = (r: ShiftRule) => ({
    ...r,
    visibility: shiftRuleVisibility(r.status),
    day: shift(r.day),
    evening: shift(r.evening),
    night: shift(r.night),
  });
  const { children, ...main } = rule;
  const daily = rule.useDailyShifts
    ? (children ?? []).map((c) => {
        const { children: _c, ...child } = body({ ...c, parentId: rule.id, status: c.status ?? 1 });
        return child;
      })
    : (children ?? [])
        .filter((c) => storedChildIds.includes(c.id))
        .map((c) => {
          const { children: _c, ...child } = body({ ...c, parentId: rule.id, status: 3 });
          return child;
        });
  return { ...body(main as ShiftRule), name: rule.name?.trim() ?? '', dailyShifts: daily };
}

/** For the shift rule validator: the rule with its children only while daily shifts are used. */
export function shiftRuleForValidation(rule: ShiftRule): ShiftRule {
  const fixTf = (s: Shift | null): Shift | null =>
    s && typeof s.timeFloat === 'string' && s.timeFloat.trim() === '' ? { ...s, timeFloat: null } : s;
  const fix = (r: ShiftRule): ShiftRule => ({
    ...r,
    day: fixTf(r.day),
    evening: fixTf(r.evening),
    night: fixTf(r.night),
  });
  return { ...fix(rule), children: rule.useDailyShifts ? (rule.children ?? []).map(fix) : [] };
}

export type { ShiftName };

/** Lunch duration fields typed as text that did not parse ('Invalid Input'); first field path or null. */
export function invalidLunchEntry(rule: ShiftRule, prefix = ''): string | null {
  for (const n of SHIFT_NAMES) {
    const lunch = rule[n]?.useShift ? rule[n]?.lunch : null;
    if (!lunch) continue;
    for (const f of ['minLunchMinutes', 'deductionMinutes', 'dynamicMinutes'] as const) {
      if (typeof lunch[f] === 'string') return `${prefix}${n}.lunch.${f}`;
    }
  }
  return null;
}
