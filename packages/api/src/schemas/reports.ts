import { z } from 'zod';

/**
 * Report criteria (time spec 3 "Reports", 5 "Report running"): POST /api/report/{key} body, or
 * GET /api/report/{key} query. Lists may come as arrays or comma-separated strings (query form).
 */
const list = z
  .union([z.array(z.string().max(64)).max(10000), z.string().max(100000)])
  .nullable()
  .optional()
  .transform((v) =>
    v === null || v === undefined ? undefined : Array.isArray(v) ? v : v.split(',').filter(Boolean),
  );
const bool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .nullable()
  .optional()
  .transform((v) =>
    v === null || v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1',
  );

export const ReportCriteriaSchema = z.looseObject({
  fromDate: z.string().max(64).nullable().optional(),
  toDate: z.string().max(64).nullable().optional(),
  employeeIds: list,
  locationIds: list,
  taskIds: list,
  assetIds: list,
  deviceIds: list,
  departmentIds: list,
  divisionIds: list,
  status: list,
  isOpenTime: bool,
  isOpenBatches: bool,
  isClosedBatches: bool,
  includeNotes: bool,
  includeSignatures: bool,
  printEmployeeSignatureLine: bool,
  sortBy: z.string().max(64).nullable().optional(),
  groupBy: z.string().max(64).nullable().optional(),
  grouping: z
    .looseObject({ by: z.string().max(64).nullable().optional() })
    .nullable()
    .optional(),
});
/** Parsed criteria; every criterion is optional. */
export type ReportCriteria = Partial<z.output<typeof ReportCriteriaSchema>>;

/**
 * A report column. `type`: 'string' | 'number' | 'hours' (decimal hours) | 'date' | 'datetime'.
 * `hidden` columns (ids, sort keys) are data only; `aggregate` puts a footer under the column.
 */
export interface ReportField {
  name: string;
  type: 'string' | 'number' | 'hours' | 'date' | 'datetime';
  label: string;
  hidden?: boolean;
  aggregate?: 'sum' | 'average' | 'min' | 'max' | null;
  /** The hidden field with the file id of an image (PNG/JPEG) printed in this column when present. */
  imageField?: string;
  /** A 'datetime' column printed as the clock time only, 'hh:mm A' with the zone (sign-in sheet). */
  clock?: boolean;
}

/** Largest page of POST /api/report/{key} (rows, or employees for the per-employee reports). */
export const REPORT_MAX_PAGE_SIZE = 1000;
const whole = (max: number) => {
  const message = `must be a whole number from 1 to ${max}.`;
  return z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : v),
      z.number(message).int(message).min(1, message).max(max, message),
    )
    .nullable()
    .optional();
};
/**
 * Paging of an interactive run (POST/GET /api/report/{key}; exports and scheduled e-mails always
 * take every row): `pageSize` turns paging on, `page` is 1-based (default 1). Numbers or digit
 * strings (query form); otherwise 400 'pageSize: must be a whole number from 1 to 1000.'.
 */
export const ReportPagingSchema = z.looseObject({
  page: whole(1_000_000),
  pageSize: whole(REPORT_MAX_PAGE_SIZE),
});

/**
 * One page of a paged run. `by`: what a page holds ('row', or 'employee' for the per-employee
 * reports payroll-detail and employee-time-card, whose pages hold whole employees so each
 * employee's subtotal is complete). `items`: rows or employees in all pages; `rows`: rows in all.
 */
export interface ReportPaging {
  page: number;
  pageSize: number;
  pages: number;
  items: number;
  rows: number;
  by: 'row' | 'employee';
}

/** Export formats of POST /api/report/{key}/export/{format}. */
export const REPORT_EXPORT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** Answer of POST /api/report/{key} (GET adds `name`). Dates ISO 8601 UTC. */
export interface ReportResult {
  name?: string;
  fields: ReportField[];
  records: Record<string, unknown>[];
  dateRange: { from: string | null; to: string | null };
  /** Title with the company's labels (e.g. 'Worker Time Card'). */
  title?: string;
  /** Multi-report: one section (page) per value of this field, titled by `splitLabel`. */
  splitBy?: string | null;
  splitLabel?: string | null;
  /** The grouping field of the run (criteria groupBy / grouping.by). */
  groupBy?: string | null;
  /** With `pageSize` in the request: which page this is (records are that page only). */
  paging?: ReportPaging | null;
  /** With paging: each hours column summed over every page (decimal hours, 2 decimals). */
  totals?: Record<string, number> | null;
}

/** A recipient of a scheduled report: an employee (their e-mail) or an e-mail address. */
export const ScheduledReportSubscriberSchema = z.union([
  z.strictObject({ employee_id: z.string().min(1).max(64) }),
  z.strictObject({ email: z.email('Invalid e-mail address.').max(320) }),
]);

/**
 * POST /api/scheduled-report (time spec 3 "Reports", schedule; issue 12): a report with its
 * criteria sent on a schedule (Schedule type 1 hourly by weekday = dailySendOn + dailyAt, 2
 * weekly = weeklyOn, 3 monthly = monthlySendEvery + monthlyOn; in the company's time zone), a date
 * span relative to the run, a format and 1-50 subscribers.
 */
export const ScheduledReportInputSchema = z.strictObject({
  id: z.string().min(1).max(64).optional(),
  name: z.string().trim().min(1, 'Name is required.').max(200),
  reportKey: z.string().min(1).max(64),
  format: z.enum(['pdf', 'csv', 'xlsx'], 'format must be pdf, csv or xlsx.'),
  dateSpan: z.enum(
    [
      'today',
      'yesterday',
      'last-7-days',
      'week-to-date',
      'last-week',
      'month-to-date',
      'last-month',
      'last-pay-period',
    ],
    'dateSpan must be one of today, yesterday, last-7-days, week-to-date, last-week, month-to-date, last-month, last-pay-period.',
  ),
  /** The pay period (PayPeriod id) whose last period the 'last-pay-period' span takes; required with it. */
  payPeriod_id: z.string().min(1).max(64).nullable().optional(),
  lang: z.enum(['en', 'es']).optional(),
  criteria: z.record(z.string(), z.unknown()).optional(),
  schedule: z.strictObject({
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    hours: z
      .number()
      .int()
      .min(0)
      .max(2 ** 24 - 1)
      .nullable()
      .optional(),
    weekDays: z.number().int().min(0).max(127).nullable().optional(),
    monthDays: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .nullable()
      .optional(),
    months: z.number().int().min(0).max(4095).nullable().optional(),
    weeks: z
      .number()
      .min(0)
      .max(2 ** 52)
      .nullable()
      .optional(),
  }),
  subscribers: z.array(ScheduledReportSubscriberSchema).min(1, 'Add at least one subscriber.').max(50),
});
export type ScheduledReportInput = z.input<typeof ScheduledReportInputSchema>;

/** A scheduled report as GET /api/scheduled-report lists it. */
export interface ScheduledReport {
  id: string;
  name: string;
  reportKey: string;
  format: 'pdf' | 'csv' | 'xlsx';
  dateSpan: string;
  /** With dateSpan 'last-pay-period': the pay period followed. */
  payPeriod_id: string | null;
  lang: 'en' | 'es';
  criteria: Record<string, unknown>;
  schedule: {
    type: 1 | 2 | 3;
    hours: number | null;
    weekDays: number | null;
    monthDays: number | null;
    months: number | null;
    weeks: number | null;
  };
  subscribers: { email: string; employee_id: string | null; optedOut: boolean }[];
  nextRunAt: string | null;
  lastRunAt: string | null;
}
