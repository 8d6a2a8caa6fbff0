import { z } from 'zod';
import { CompanySchema } from './entities.js';

/**
 * Company settings with the messages of service spec 5 "Settings" and the options of spec 9
 * (validated on Company save by the server's adminrules module).
 * - pinDigitLength 4..10; recognitionThreshold 10..100 ('Threshold must be between 10 and 100.');
 * - hoursExceededAlertAmount: a non-zero number with at most 5 decimals ('Must be a valid number.');
 * - productivityLowPercent / productivityHighPercent: 50..95 in steps of 5;
 * - minLunchMinutes / lunchDeductionMinutes: minutes 0..720 or a 'H:mm' time ('Invalid Input');
 * - unitSystem imperial|metric, timeFormat 1 (decimal) | 2 (clock h:mm), clockFormat 12hr|24hr,
 *   dateFormat, temperatureUnit F|C, numberFormat commas|noCommas, geoFenceBuffer >= 0.
 */
export const PIN_LENGTH_MESSAGE = 'PIN length must be between 4 and 10.';
export const THRESHOLD_MESSAGE = 'Threshold must be between 10 and 100.';
export const VALID_NUMBER_MESSAGE = 'Must be a valid number.';
export const PRODUCTIVITY_MESSAGE = 'Productivity percentages range from 50 to 95 in steps of 5.';
export const INVALID_INPUT_MESSAGE = 'Invalid Input';
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MMM D, YYYY'] as const;

const lunch = z
  .union([z.number(), z.string()], INVALID_INPUT_MESSAGE)
  .refine(
    (v) =>
      typeof v === 'number'
        ? Number.isInteger(v) && v >= 0 && v <= 720
        : /^([0-9]|1[0-2]):[0-5][0-9]$/.test(v),
    INVALID_INPUT_MESSAGE,
  );
const productivity = z
  .number(PRODUCTIVITY_MESSAGE)
  .refine((n) => n >= 50 && n <= 95 && n % 5 === 0, PRODUCTIVITY_MESSAGE);

export const AdminCompanySettingsSchema = z.looseObject({
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
    .max(100000)
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
