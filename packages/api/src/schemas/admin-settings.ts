import { z } from 'zod';
import { RefSchema } from './common.js';
import { CompanySchema } from './entities.js';

/**
 * Company settings with the messages of service spec 5 "Settings" and the options of spec 9
 * (validated on Company save by the server's adminrules module).
 * - pinDigitLength 4..10; recognitionThreshold 10..100 ('Threshold must be between 10 and 100.');
 * - hoursExceededAlertAmount: a non-zero number with at most 5 decimals ('Must be a valid number.');
 * - productivityLowPercent / productivityHighPercent: 50..95 in steps of 5;
 * - minLunchMinutes / lunchDeductionMinutes: minutes 0..720, a 'H:mm' time or decimal hours
 *   ('Invalid Input'); stored as whole minutes;
 * - unitSystem imperial|metric, timeFormat 1 (decimal) | 2 (clock h:mm), clockFormat 12hr|24hr,
 *   dateFormat, temperatureUnit F|C, numberFormat commas|noCommas, geoFenceBuffer 0-100000 metres (added to every
 *   location's geofence radius, which is in metres too).
 */
export const PIN_LENGTH_MESSAGE = 'PIN length must be between 4 and 10.';
export const THRESHOLD_MESSAGE = 'Threshold must be between 10 and 100.';
export const VALID_NUMBER_MESSAGE = 'Must be a valid number.';
export const PRODUCTIVITY_MESSAGE = 'Productivity percentages range from 50 to 95 in steps of 5.';
export const INVALID_INPUT_MESSAGE = 'Invalid Input';
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MMM D, YYYY'] as const;

/** Longest lunch accepted (12 hours, in minutes). */
export const MAX_LUNCH_MINUTES = 720;

/**
 * A lunch duration in minutes from what the console sends: whole minutes (number), a clock time
 * 'H:mm' (user time format 2) or decimal hours 'H.hh' (user time format 1); 0..12 hours. Anything
 * else is null. Shared by the server schema and the console form (service spec 5 "Settings").
 */
export function lunchMinutes(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 && v <= MAX_LUNCH_MINUTES ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  let m: RegExpExecArray | null = /^(\d{1,2}):([0-5]\d)$/.exec(s);
  let minutes: number;
  if (m) minutes = Number(m[1]) * 60 + Number(m[2]);
  else {
    m = /^(\d{1,2})?(?:\.(\d{1,2}))?$/.exec(s);
    if (!m || (m[1] === undefined && m[2] === undefined)) return null;
    minutes = Math.round(Number(`${m[1] ?? '0'}.${m[2] ?? '0'}`) * 60);
  }
  return minutes <= MAX_LUNCH_MINUTES ? minutes : null;
}

const lunch = z
  .union([z.number(), z.string()], INVALID_INPUT_MESSAGE)
  .refine((v) => lunchMinutes(v) !== null, INVALID_INPUT_MESSAGE)
  .transform((v) => lunchMinutes(v) as number);
const productivity = z
  .number(PRODUCTIVITY_MESSAGE)
  .refine((n) => n >= 50 && n <= 95 && n % 5 === 0, PRODUCTIVITY_MESSAGE);

export const AdminCompanySettingsSchema = z.strictObject({
  /** The company's default pay group (payroll). */
  payGroup_id: RefSchema.optional(),
  customLabels: z.record(z.string().max(200), z.string().max(200)).nullable().optional(),
  timeFormat: z.union([z.literal(1), z.literal(2)], 'timeFormat must be 1 (decimal) or 2 (h:mm)').optional(),
  pinDigitLength: z
    .number(PIN_LENGTH_MESSAGE)
    .int(PIN_LENGTH_MESSAGE)
    .min(4, PIN_LENGTH_MESSAGE)
    .max(10, PIN_LENGTH_MESSAGE)
    .optional(),
  timeDisclaimer: z.string().max(4000).nullable().optional(),
  unitSystem: z.enum(['imperial', 'metric'], 'unitSystem must be imperial or metric').optional(),
  minLunchMinutes: lunch.optional(),
  lunchDeductionMinutes: lunch.optional(),
  recognitionThreshold: z
    .number(THRESHOLD_MESSAGE)
    .min(10, THRESHOLD_MESSAGE)
    .max(100, THRESHOLD_MESSAGE)
    .optional(),
  hoursExceededAlertAmount: z
    .union([z.number(), z.string()], VALID_NUMBER_MESSAGE)
    .refine((v) => {
      const s = typeof v === 'number' ? String(v) : v.trim();
      return /^-?\d+(\.\d{1,5})?$/.test(s) && Number(s) !== 0;
    }, VALID_NUMBER_MESSAGE)
    .transform((v) => Number(v))
    .optional(),
  productivityLowPercent: productivity.optional(),
  productivityHighPercent: productivity.optional(),
  useTimeReview: z.boolean().optional(),
  useFaceCapture: z.boolean().optional(),
  geoFenceBuffer: z
    .number('geoFenceBuffer must be a number')
    .min(0, 'geoFenceBuffer must not be negative')
    .max(100000, 'geoFenceBuffer must be at most 100000 metres')
    .optional(),
  applyEditorPermissions: z.boolean().optional(),
  clockFormat: z.enum(['12hr', '24hr'], 'clockFormat must be 12hr or 24hr').optional(),
  dateFormat: z.enum(DATE_FORMATS, `dateFormat must be one of ${DATE_FORMATS.join(', ')}`).optional(),
  temperatureUnit: z.enum(['F', 'C'], 'temperatureUnit must be F or C').optional(),
  numberFormat: z.enum(['commas', 'noCommas'], 'numberFormat must be commas or noCommas').optional(),
});

/** Company record with the settings rules above (replaces CompanySchema on save). */
export const AdminCompanySchema = CompanySchema.extend({
  settings: AdminCompanySettingsSchema.optional(),
});
export type AdminCompanySettings = z.infer<typeof AdminCompanySettingsSchema>;
