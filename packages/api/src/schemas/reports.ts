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
}
