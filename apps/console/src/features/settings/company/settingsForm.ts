import {
  AdminCompanySettingsSchema,
  DATE_FORMATS,
  INVALID_INPUT_MESSAGE,
  MAX_LUNCH_MINUTES,
  PIN_LENGTH_MESSAGE,
  PRODUCTIVITY_MESSAGE,
  THRESHOLD_MESSAGE,
  VALID_NUMBER_MESSAGE,
} from '@wm/api/schemas';

/** The user's duration format (platform spec 3 "User preferences"): 1 decimal hours, 2 clock h:mm. */
export type TimeFormat = 1 | 2;

/** Productivity percentage choices (service spec 9): 50 to 95 in steps of 5. */
export const PRODUCTIVITY_PERCENTS: readonly number[] = Array.from({ length: 10 }, (_, i) => 50 + i * 5);
export { DATE_FORMATS };

/** The company name message of the entity schema. */
export const NAME_REQUIRED_MESSAGE = 'Name is required.';

/**
 * The values of the company settings form (service spec 3 "Company" settings fields and spec 9
 * "Settings options"). Text fields hold what the user typed; the lunch fields hold a duration in
 * the user's time format ('0.50' or '0:30'); selects hold their option value.
 */
export interface SettingsFormValues {
  name: string;
  timeZone: string;
  timeFormat: '1' | '2';
  pinDigitLength: string;
  recognitionThreshold: string;
  useFaceCapture: boolean;
  hoursExceededAlertAmount: string;
  minLunchMinutes: string;
  lunchDeductionMinutes: string;
  useTimeReview: boolean;
  applyEditorPermissions: boolean;
  timeDisclaimer: string;
  unitSystem: 'imperial' | 'metric';
  clockFormat: '12hr' | '24hr';
  dateFormat: string;
  temperatureUnit: 'F' | 'C';
  numberFormat: 'commas' | 'noCommas';
  geoFenceBuffer: string;
  productivityLowPercent: string;
  productivityHighPercent: string;
}

export type SettingsField = keyof SettingsFormValues;
/** Field -> the English message (the server's wording); translated for display by `messageKey`. */
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** A lunch duration in minutes shown in the user's format: 30 -> '0.50' (decimal) or '0:30' (clock). */
export function formatLunch(minutes: unknown, format: TimeFormat): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) return '';
  if (format === 1) return (minutes / 60).toFixed(2);
  const m = Math.round(minutes);
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * A lunch duration typed in the user's format, in minutes (0..720), or null when it is not valid
 * in that format ('Invalid Input', service spec 5 "Settings"). Decimal: '0.5', '1.25', '.75';
 * clock: '0:30', '1:05'. Empty text is undefined (not set).
 */
export function parseLunch(text: string, format: TimeFormat): number | null | undefined {
  const s = text.trim();
  if (!s) return undefined;
  let minutes: number;
  if (format === 2) {
    const m = /^(\d{1,2}):([0-5]\d)$/.exec(s);
    if (!m) return null;
    minutes = Number(m[1]) * 60 + Number(m[2]);
  } else {
    if (!/^(\d{1,2}(\.\d{0,2})?|\.\d{1,2})$/.test(s)) return null;
    minutes = Math.round(Number(s) * 60);
  }
  return minutes <= MAX_LUNCH_MINUTES ? minutes : null;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const pick = <T extends string>(v: unknown, options: readonly T[], fallback: T): T =>
  options.includes(v as T) ? (v as T) : fallback;

/** The form's starting values from a Company record (`settings` may be missing or partial). */
export function toFormValues(
  company: { name?: unknown; timeZone?: unknown; settings?: Record<string, unknown> | null },
  format: TimeFormat,
): SettingsFormValues {
  const s = company.settings ?? {};
  return {
    name: text(company.name),
    timeZone: text(company.timeZone),
    timeFormat: s.timeFormat === 2 ? '2' : '1',
    pinDigitLength: text(s.pinDigitLength ?? 4),
    recognitionThreshold: text(s.recognitionThreshold),
    useFaceCapture: s.useFaceCapture === true,
    hoursExceededAlertAmount: text(s.hoursExceededAlertAmount),
    minLunchMinutes: formatLunch(s.minLunchMinutes, format),
    lunchDeductionMinutes: formatLunch(s.lunchDeductionMinutes, format),
    useTimeReview: s.useTimeReview === true,
    applyEditorPermissions: s.applyEditorPermissions === true,
    timeDisclaimer: text(s.timeDisclaimer),
    unitSystem: pick(s.unitSystem, ['imperial', 'metric'] as const, 'imperial'),
    clockFormat: pick(s.clockFormat, ['12hr', '24hr'] as const, '12hr'),
    dateFormat: pick(s.dateFormat, DATE_FORMATS, 'MM/DD/YYYY'),
    temperatureUnit: pick(s.temperatureUnit, ['F', 'C'] as const, 'F'),
    numberFormat: pick(s.numberFormat, ['commas', 'noCommas'] as const, 'commas'),
    geoFenceBuffer: text(s.geoFenceBuffer),
    productivityLowPercent: text(s.productivityLowPercent),
    productivityHighPercent: text(s.productivityHighPercent),
  };
}

/** A typed number as a number when it looks like one, else the text (so the schema names the problem). */
function num(v: string): number | string | undefined {
  const s = v.trim();
  if (!s) return undefined;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : s;
}

/**
 * The Company payload's `settings` from the form: the stored settings (kept: the server replaces
 * `settings` as a whole) overlaid with the form's, lunch converted to minutes. `errors` lists the
 * fields the browser already refuses, with the server's messages (AdminCompanySettingsSchema of
 * @wm/api, the same schema the server validates with, plus 'Invalid Input' for a lunch time not
 * in the user's time format and 'Name is required.').
 */
export function toSettings(
  values: SettingsFormValues,
  format: TimeFormat,
  stored: Record<string, unknown> = {},
): { settings: Record<string, unknown>; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const settings: Record<string, unknown> = { ...stored };
  const set = (key: string, value: unknown) => {
    if (value === undefined) delete settings[key];
    else settings[key] = value;
  };
  set('timeFormat', values.timeFormat === '2' ? 2 : 1);
  // The PIN length is always set (the identity defaults it to 4): an empty field is out of range.
  settings.pinDigitLength = num(values.pinDigitLength) ?? '';
  set('recognitionThreshold', num(values.recognitionThreshold));
  set('useFaceCapture', values.useFaceCapture);
  set(
    'hoursExceededAlertAmount',
    values.hoursExceededAlertAmount.trim() ? values.hoursExceededAlertAmount.trim() : undefined,
  );
  for (const key of ['minLunchMinutes', 'lunchDeductionMinutes'] as const) {
    const minutes = parseLunch(values[key], format);
    if (minutes === null) errors[key] = INVALID_INPUT_MESSAGE;
    set(key, minutes === null ? undefined : minutes);
  }
  set('useTimeReview', values.useTimeReview);
  set('applyEditorPermissions', values.applyEditorPermissions);
  set('timeDisclaimer', values.timeDisclaimer.trim() ? values.timeDisclaimer : null);
  set('unitSystem', values.unitSystem);
  set('clockFormat', values.clockFormat);
  set('dateFormat', values.dateFormat);
  set('temperatureUnit', values.temperatureUnit);
  set('numberFormat', values.numberFormat);
  set('geoFenceBuffer', num(values.geoFenceBuffer));
  set('productivityLowPercent', num(values.productivityLowPercent));
  set('productivityHighPercent', num(values.productivityHighPercent));
  const parsed = AdminCompanySettingsSchema.safeParse(settings);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in values && !errors[field as SettingsField])
        errors[field as SettingsField] = issue.message;
    }
  }
  if (!values.name.trim()) errors.name = NAME_REQUIRED_MESSAGE;
  return { settings: parsed.success ? (parsed.data as Record<string, unknown>) : settings, errors };
}

/**
 * The field and message of a server refusal of a Company save: 'settings.pinDigitLength: PIN
 * length must be between 4 and 10.' -> {field:'pinDigitLength', message:'PIN length must be ...'};
 * 'name: Name is required.' -> {field:'name', ...}; null for anything else.
 */
export function serverFieldError(message: string): { field: SettingsField; message: string } | null {
  const m = /^(?:settings\.)?([A-Za-z]+): (.+)$/.exec(message);
  if (!m) return null;
  const field = m[1] as SettingsField;
  const known: readonly string[] = Object.keys(toFormValues({}, 1));
  return known.includes(field) ? { field, message: m[2]! } : null;
}

/** Translation keys of the server's messages (company.en.json / company.es.json). */
const MESSAGE_KEYS: Record<string, string> = {
  [PIN_LENGTH_MESSAGE]: 'company.msg.pinLength',
  [THRESHOLD_MESSAGE]: 'company.msg.threshold',
  [VALID_NUMBER_MESSAGE]: 'company.msg.validNumber',
  [PRODUCTIVITY_MESSAGE]: 'company.msg.productivity',
  [INVALID_INPUT_MESSAGE]: 'company.msg.invalidInput',
  [NAME_REQUIRED_MESSAGE]: 'company.msg.nameRequired',
};

/** The translation key of a server message, or undefined (then the message is shown as it is). */
export function messageKey(message: string): string | undefined {
  return MESSAGE_KEYS[message];
}
