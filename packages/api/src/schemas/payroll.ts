import { z } from 'zod';
import { BaseRecordSchema, IdSchema, RefSchema } from './common.js';
import { timeRecordFields } from './time-record.js';

/**
 * Payroll records and calls (service spec 3 "Payroll and service configuration", time spec 3
 * "Completed shift" / "Time batch", time spec 7 "Time"). Record schemas are deliberately lenient on
 * the fields the spec validates: the server checks those with the @wm/domain validators so that the
 * answer is the spec's exact message ('Pay Group name is required.', ...), not a schema message.
 */

const text = z.string().max(200).nullable().optional();
const num = z.number().nullable().optional();
const flag = z.boolean().nullable().optional();
/** A cutoff or factor as typed: numbers, or a string the validator rejects with the spec's message. */
const loose = z.union([z.number(), z.string()]).nullable().optional();

/** A pay code: external code and hourly rate (USD). */
export const PayCodeSchema = z.strictObject({ id: IdSchema.optional(), code: text, rate: loose });
const payCode = PayCodeSchema.nullable().optional();
const shiftCodes = z
  .strictObject({ regularTime: payCode, overtimeOne: payCode, overtimeTwo: payCode })
  .nullable()
  .optional();

export const PayCodeRuleSchema = BaseRecordSchema.extend({
  name: text,
  externalId: text,
  day: shiftCodes,
  evening: shiftCodes,
  night: shiftCodes,
  holiday: payCode,
  sick: payCode,
  vacation: payCode,
});

export const PayGroupRecordSchema = BaseRecordSchema.extend({
  name: text,
  defaultShift: num,
  payPeriod_id: RefSchema.optional(),
  shiftRule_id: RefSchema.optional(),
  overtimeRule_id: RefSchema.optional(),
  payCodeRule_id: RefSchema.optional(),
});

/**
 * Pay period. factor1/factor2 may also be sent by name: weekStartsOn (weekly), firstPayDate
 * (bi-weekly, ISO UTC timestamp), firstPayDay and secondPayDay (bi-monthly), payDay (monthly).
 */
export const PayPeriodRecordSchema = BaseRecordSchema.extend({
  name: text,
  type: loose,
  factor1: loose,
  factor2: loose,
  weekStartsOn: loose,
  firstPayDate: loose,
  firstPayDay: loose,
  secondPayDay: loose,
  payDay: loose,
  roundingMinutes: loose,
  usesRounding: flag,
});

export const OvertimeLevelSchema = z.strictObject({
  id: IdSchema.optional(),
  isActive: flag,
  dayCutoffHours: loose,
  weekCutoffHours: loose,
  sixthDayCutoffHours: loose,
  seventhDayCutoffHours: loose,
  mondayCutoffHours: loose,
  tuesdayCutoffHours: loose,
  wednesdayCutoffHours: loose,
  thursdayCutoffHours: loose,
  fridayCutoffHours: loose,
  saturdayCutoffHours: loose,
  sundayCutoffHours: loose,
  useDayType: flag,
  useWeekendPriority: flag,
});

export const OvertimeRuleSchema = BaseRecordSchema.extend({
  name: text,
  useShift: flag,
  overtimeOne: OvertimeLevelSchema.nullable().optional(),
  overtimeTwo: OvertimeLevelSchema.nullable().optional(),
});

export const LunchSchema = z.strictObject({
  id: IdSchema.optional(),
  deductionMinutes: loose,
  minLunchMinutes: loose,
  lunchState: loose,
  time: text,
  dynamicMinutes: loose,
});

export const ShiftSchema = z.strictObject({
  id: IdSchema.optional(),
  start: text,
  end: text,
  timeFloat: loose,
  useShift: flag,
  enforceStart: flag,
  enforceEnd: flag,
  lunch: LunchSchema.nullable().optional(),
});

const shiftRuleFields = {
  name: text,
  visibility: num,
  useShiftCutOff: flag,
  default_id: RefSchema.optional(),
  sort: num,
  useDailyShifts: flag,
  type: num,
  parentId: RefSchema.optional(),
  day: ShiftSchema.nullable().optional(),
  evening: ShiftSchema.nullable().optional(),
  night: ShiftSchema.nullable().optional(),
};
/** A daily child of a shift rule (one per weekday, `type` 0 Sunday .. 6). */
export const DailyShiftRuleSchema = BaseRecordSchema.extend(shiftRuleFields);
/** A shift rule; `dailyShifts` (or `children`) carries its daily children on save. */
export const ShiftRuleSchema = BaseRecordSchema.extend({
  ...shiftRuleFields,
  dailyShifts: z.array(DailyShiftRuleSchema).max(7).nullable().optional(),
  children: z.array(DailyShiftRuleSchema).max(7).nullable().optional(),
});

/** Upsert of a completed shift (time spec 7); `timebatch_id` is accepted for `timeBatch_id`. */
export const CompletedShiftSchema = BaseRecordSchema.extend({
  ...timeRecordFields,
  timeRecord_id: RefSchema.optional(),
  employee_id: RefSchema.optional(),
  timeBatch_id: RefSchema.optional(),
  timebatch_id: RefSchema.optional(),
  payType: z.number().int().min(1, 'payType must be 1 to 6').max(6, 'payType must be 1 to 6').optional(),
  wasManuallyEdited: flag,
  inTimeStamp: z.string().max(64).nullable().optional(),
  outTimeStamp: z.string().max(64).nullable().optional(),
  inTimeZone: text,
  outTimeZone: text,
  location_id: RefSchema.optional(),
  task_id: RefSchema.optional(),
  units: num,
  totalSeconds: num,
  /** The day the hours count for (YYYY-MM-DD; holiday, sick and vacation rows). */
  workday: z.string().max(40).nullable().optional(),
  isLunchDeduction: flag,
  approvedBy_id: RefSchema.optional(),
  approvedTimeStamp: z.string().max(64).nullable().optional(),
  rate: num,
  notes: z.string().max(4000).nullable().optional(),
});

/**
 * A time batch is only changed by the batching calls; the entity API reads it (its fields are named
 * so that a save reaches the server's refusal, 'use Time/Close ...', rather than an unknown field).
 */
export const TimeBatchSchema = BaseRecordSchema.extend({
  batchId: z.number().int().nullable().optional(),
  employee_id: RefSchema.optional(),
  payPeriod_id: RefSchema.optional(),
  payPeriodStartDate: z.string().max(40).nullable().optional(),
  payPeriodEndDate: z.string().max(40).nullable().optional(),
  payPeriodStart: z.string().max(64).nullable().optional(),
  payPeriodEnd: z.string().max(64).nullable().optional(),
  payGroup_id: RefSchema.optional(),
  processedTimestamp: z.string().max(64).nullable().optional(),
  approvedBy_id: RefSchema.optional(),
  approvedTimeStamp: z.string().max(64).nullable().optional(),
  createdTimeStamp: z.string().max(64).nullable().optional(),
});

/** Hours by pay type of a batch (HOURS, two decimals). */
export interface BatchTotalsHours {
  regular: number;
  overTime1: number;
  overTime2: number;
  holiday: number;
  sick: number;
  vacation: number;
  total: number;
}

const idList = (max: number) => z.array(IdSchema).max(max, `At most ${max} ids per request`);

/** POST /api/Time/Close: the open records of [from, to] (by IN time), or exactly `timeIds`. */
export const TimeCloseRequestSchema = z.object({
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
  timeIds: idList(20000).nullable().optional(),
  payPeriodId: RefSchema.optional(),
  /**
   * Batch records of pay periods that have not ended yet too (issue 19: never batch an unfinished
   * pay period unless the user ticks it). Default false: those records stay open.
   */
  includeUnfinished: z.boolean().optional(),
  /** Count only (nothing is written): the answer is a TimeClosePreview for the confirmation. */
  preview: z.boolean().optional(),
});
export type TimeCloseRequest = z.infer<typeof TimeCloseRequestSchema>;

/** POST /api/Time/Open, /api/Batch/Close. */
export const BatchIdsRequestSchema = z.object({ batchIds: idList(20000).nullable().optional() });
export type BatchIdsRequest = z.infer<typeof BatchIdsRequestSchema>;

/** POST /api/Time/Process; confirmOverwrite drops manual edits of system-generated shifts. */
export const TimeProcessRequestSchema = BatchIdsRequestSchema.extend({
  confirmOverwrite: z.boolean().optional(),
});
export type TimeProcessRequest = z.infer<typeof TimeProcessRequestSchema>;

/** DELETE /api/TimeBatch and /api/CompletedShift bodies: at most 150 ids (time spec 9). */
export const DeleteChunkSchema = z
  .array(z.union([IdSchema, z.looseObject({ id: IdSchema })]))
  .min(1, 'Nothing to delete')
  .max(150, 'At most 150 records per delete request');

/** Answer of POST /api/Time/Close. */
export interface TimeCloseResult {
  batches: {
    id: string;
    batchId: number;
    employee_id: string;
    payPeriodStartDate: string;
    payPeriodEndDate: string;
    records: number;
  }[];
  batchedIds: string[];
  overlappingIds: string[];
  message: string;
}

/** Counts of what a Batch would take: records, distinct employees and distinct pay periods. */
export interface BatchCounts {
  records: number;
  employees: number;
  payPeriods: number;
}

/**
 * Answer of POST /api/Time/Close with preview: what Batch takes from ended pay periods only
 * (`finished`) and with the unfinished ones (`all`), and the unfinished periods themselves.
 */
export interface TimeClosePreview {
  finished: BatchCounts;
  all: BatchCounts;
  unfinishedPayPeriods: { startDate: string; endDate: string }[];
  overlappingIds: string[];
}

/** Answer of POST /api/Time/Process. */
export type TimeProcessResult =
  | { requiresConfirmation: true; manualEdits: number; message: string }
  | { processed: number; completedShifts: number; batchIds: string[]; message: string };

/** One element of the answer of POST /api/Batch/Close. */
export interface BatchCloseResult {
  id: string;
  batchId: number;
  approvedTimeStamp: string;
  approvedById: string | null;
}
