/**
 * Payroll configuration entities (service spec 3 "Payroll and service configuration"). Field names
 * are the spec's. Times of day are strict 'HH:mm:ss' local wall-clock strings; durations in
 * MINUTES where the name says Minutes, HOURS where it says Hours.
 */

import type { EntityStatusValue as EntityStatus } from '../platform/status.js';

/** A pay code: external code and hourly rate (USD). */
export interface PayCode {
  id?: string;
  code: string | null;
  rate: number | null;
}

/** The three tiers of one shift of a pay code rule. */
export interface ShiftPayCodes {
  regularTime: PayCode | null;
  overtimeOne: PayCode | null;
  overtimeTwo: PayCode | null;
}

/** Pay code rule: pay codes and rates for day, evening and night shifts, and holiday, sick, vacation. */
export interface PayCodeRule {
  id: string;
  name: string | null;
  status: EntityStatus | null;
  externalId?: string | null;
  day: ShiftPayCodes | null;
  evening: ShiftPayCodes | null;
  night: ShiftPayCodes | null;
  holiday: PayCode | null;
  sick: PayCode | null;
  vacation: PayCode | null;
}

/** Shift numbering (service spec 9): Day = Shift 1, Evening = Shift 2, Night = Shift 3. */
export const ShiftKind = { Day: 1, Evening: 2, Night: 3 } as const;
export type ShiftKindValue = (typeof ShiftKind)[keyof typeof ShiftKind];
/** Key of a shift in ShiftRule / PayCodeRule. */
export type ShiftName = 'day' | 'evening' | 'night';
export const SHIFT_NAMES: readonly ShiftName[] = ['day', 'evening', 'night'];

/** Pay group: ties an employee (or location, or company default) to the four rules. */
export interface PayGroup {
  id: string;
  name: string | null;
  status: EntityStatus | null;
  /** ShiftKind; unset or 0 means Day (the first enumeration value). */
  defaultShift?: number | null;
  payPeriod_id?: string | null;
  shiftRule_id?: string | null;
  overtimeRule_id?: string | null;
  payCodeRule_id?: string | null;
}

/** Pay period types (service spec 3): 1 weekly, 2 bi-weekly, 3 bi-monthly, 4 monthly. */
export const PayPeriodType = { Weekly: 1, BiWeekly: 2, BiMonthly: 3, Monthly: 4 } as const;
export type PayPeriodTypeValue = (typeof PayPeriodType)[keyof typeof PayPeriodType];

/** Allowed rounding increments in minutes (service spec 9). */
export const ROUNDING_MINUTES = [3, 5, 10, 15, 30, 60] as const;

/**
 * Pay period. The factors mean: weekly factor1 = weekStartsOn (0 Sunday .. 6); bi-weekly factor1 =
 * firstPayDate (a UTC timestamp: ISO string or epoch ms); bi-monthly factor1 = firstPayDay, factor2
 * = secondPayDay (1-28); monthly factor1 = payDay (1-28).
 */
export interface PayPeriod {
  id: string;
  name: string | null;
  status: EntityStatus | null;
  type: PayPeriodTypeValue | null;
  factor1: number | string | null;
  factor2?: number | string | null;
  roundingMinutes?: number | null;
  usesRounding?: boolean | null;
}

/** Weekday cutoff field names, Monday to Sunday. */
export const WEEKDAY_CUTOFF_FIELDS = [
  'mondayCutoffHours',
  'tuesdayCutoffHours',
  'wednesdayCutoffHours',
  'thursdayCutoffHours',
  'fridayCutoffHours',
  'saturdayCutoffHours',
  'sundayCutoffHours',
] as const;
export type WeekdayCutoffField = (typeof WEEKDAY_CUTOFF_FIELDS)[number];

/** Weekday index (0 = Sunday) of each weekday cutoff field. */
export const WEEKDAY_OF_CUTOFF_FIELD: Readonly<Record<WeekdayCutoffField, number>> = {
  mondayCutoffHours: 1,
  tuesdayCutoffHours: 2,
  wednesdayCutoffHours: 3,
  thursdayCutoffHours: 4,
  fridayCutoffHours: 5,
  saturdayCutoffHours: 6,
  sundayCutoffHours: 0,
};

/**
 * One overtime level (overtime 1 or overtime 2). Cutoffs are HOURS; null means "not used".
 * `useDayType` / `useWeekendPriority` are interface-only flags.
 */
export interface OvertimeLevel {
  id?: string;
  isActive: boolean | null;
  dayCutoffHours: number | null;
  weekCutoffHours: number | null;
  sixthDayCutoffHours: number | null;
  seventhDayCutoffHours: number | null;
  mondayCutoffHours?: number | null;
  tuesdayCutoffHours?: number | null;
  wednesdayCutoffHours?: number | null;
  thursdayCutoffHours?: number | null;
  fridayCutoffHours?: number | null;
  saturdayCutoffHours?: number | null;
  sundayCutoffHours?: number | null;
  useDayType?: boolean | null;
  useWeekendPriority?: boolean | null;
}

/** Overtime rule: overtime 1 and overtime 2 levels. */
export interface OvertimeRule {
  id: string;
  name: string | null;
  status: EntityStatus | null;
  useShift?: boolean | null;
  overtimeOne: OvertimeLevel | null;
  overtimeTwo: OvertimeLevel | null;
}

/** Lunch types (service spec 3): 1 time specified, 2 end-of-day deduction, 3 dynamic. */
export const LunchState = { TimeSpecified: 1, EndOfDay: 2, Dynamic: 3 } as const;
export type LunchStateValue = (typeof LunchState)[keyof typeof LunchState];

/**
 * Lunch rule of a shift. `deductionMinutes` ("Time to Deduct"), `minLunchMinutes` ("Min Hours", the
 * minimum worked in the workday before lunch applies), `time` (lunch start 'HH:mm:ss', type 1),
 * `dynamicMinutes` ("Starts After", minutes worked before the deduction, type 3).
 */
export interface Lunch {
  id?: string;
  deductionMinutes: number | null;
  minLunchMinutes: number | null;
  lunchState: number | null;
  time?: string | null;
  dynamicMinutes?: number | null;
}

/** One shift window of a shift rule. `start`/`end` are 'HH:mm:ss'; end before start crosses midnight. */
export interface Shift {
  id?: string;
  start: string | null;
  end: string | null;
  timeFloat?: number | string | null;
  useShift: boolean | null;
  enforceStart?: boolean | null;
  enforceEnd?: boolean | null;
  /** null when lunch is disabled. */
  lunch: Lunch | null;
}

/** Shift rule (main rule, or a daily child when parentId is set and `type` is its weekday 0-6). */
export interface ShiftRule {
  id: string;
  name: string | null;
  status: EntityStatus | null;
  visibility?: number | null;
  useShiftCutOff?: boolean | null;
  default_id?: string | null;
  sort?: number | null;
  useDailyShifts?: boolean | null;
  /** Weekday 0 (Sunday, the base rule) .. 6. */
  type?: number | null;
  parentId?: string | null;
  day: Shift | null;
  evening: Shift | null;
  night: Shift | null;
  /** Daily child rules (one per weekday) when useDailyShifts is on. */
  children?: ShiftRule[] | null;
}
