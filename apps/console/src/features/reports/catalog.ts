import { REPORTS } from '@wm/domain';

/**
 * The reports hub's catalogue and criteria rules (time spec 2 "Reports hub", 3 "Reports", 4
 * "Reports", 5 "Report running", 9). Pure functions: the page supplies the user's access keys and
 * today's date.
 */

export type ReportCategory = keyof typeof REPORTS;
export const REPORT_CATEGORIES: readonly ReportCategory[] = ['time', 'insight', 'asset', 'service', 'admin'];

/** Criteria a report can use (the form shows these; the others are dropped before running). */
export type CriterionName =
  | 'fromDate'
  | 'toDate'
  | 'employeeIds'
  | 'locationIds'
  | 'taskIds'
  | 'assetIds'
  | 'deviceIds'
  | 'departmentIds'
  | 'divisionIds'
  | 'status'
  | 'openness'
  | 'includeNotes'
  | 'includeSignatures'
  | 'printEmployeeSignatureLine'
  | 'oneItemPerpage';

const PAYROLL: CriterionName[] = [
  'fromDate',
  'toDate',
  'employeeIds',
  'divisionIds',
  'departmentIds',
  'locationIds',
  'taskIds',
  'openness',
];
const BASIC: CriterionName[] = ['fromDate', 'toDate', 'employeeIds', 'locationIds'];

/** Criteria by report key; keys without an entry use BASIC. */
const CRITERIA: Record<string, CriterionName[]> = {
  'payroll-summary': PAYROLL,
  'payroll-detail': [...PAYROLL, 'oneItemPerpage'],
  'employee-time-card': [
    ...PAYROLL,
    'status',
    'includeNotes',
    'includeSignatures',
    'printEmployeeSignatureLine',
    'oneItemPerpage',
  ],
  'time-audit-log': ['fromDate', 'toDate', 'employeeIds'],
  'pending-records': ['fromDate', 'toDate', 'employeeIds', 'locationIds', 'openness'],
  rollcall: ['fromDate', 'locationIds', 'employeeIds'],
  'labor-hours-worked': PAYROLL,
  'location-hours-summary': PAYROLL,
  'location-detailed-hours': PAYROLL,
  'location-task-summary': PAYROLL,
  'average-time': PAYROLL,
  'geofence-discrepancies': ['fromDate', 'toDate', 'employeeIds', 'locationIds', 'taskIds'],
  'location-sign-in-sheet': [
    'fromDate',
    'toDate',
    'employeeIds',
    'locationIds',
    'includeSignatures',
    'oneItemPerpage',
  ],
  'location-task-budget': ['toDate', 'locationIds', 'taskIds'],
  'device-information': ['deviceIds'],
  'employee-information': ['employeeIds', 'departmentIds', 'divisionIds', 'status'],
  'user-roles': ['employeeIds'],
  'asset-information': ['assetIds', 'divisionIds', 'departmentIds', 'status'],
  'asset-usage': ['fromDate', 'toDate', 'assetIds', 'locationIds', 'employeeIds'],
  'asset-assignment-history': ['fromDate', 'toDate', 'assetIds', 'employeeIds', 'locationIds'],
  'employee-assigned-assets': ['employeeIds', 'assetIds', 'locationIds', 'oneItemPerpage'],
  'employee-asset-time': ['fromDate', 'toDate', 'employeeIds', 'assetIds', 'locationIds', 'oneItemPerpage'],
  'location-assigned-assets': ['locationIds', 'assetIds', 'employeeIds', 'oneItemPerpage'],
  'field-notes': ['fromDate', 'toDate', 'employeeIds', 'locationIds', 'taskIds'],
  'location-daily-log': ['fromDate', 'toDate', 'locationIds', 'employeeIds', 'oneItemPerpage'],
  'location-photos': ['fromDate', 'toDate', 'locationIds', 'employeeIds'],
  'location-weather': ['locationIds'],
  'custom-report': ['fromDate', 'toDate'],
};

/** Reports whose From Date is required (time spec 5 "Report running"). */
export const FROM_DATE_REQUIRED: ReadonlySet<string> = new Set([
  'location-hours-summary',
  'location-detailed-hours',
  'location-task-summary',
  'payroll-detail',
  'rollcall',
  'average-time',
  'asset-usage',
  'employee-asset-time',
  'field-notes',
  'location-daily-log',
  'location-photos',
]);

/** The spec's message when a required From Date is missing. */
export const FROM_DATE_MESSAGE = 'From Date is required.';

/** Report keys with a printable view of their own in this console; others use the generic view. */
export const REPORT_VIEWS: ReadonlySet<string> = new Set([
  'payroll-summary',
  'payroll-detail',
  'employee-time-card',
  'time-audit-log',
  'location-sign-in-sheet',
]);

/**
 * Saved custom reports (issue 11 "runs it from the reports hub like any other report") are listed
 * in the Insight category under the hub key 'custom:{id}'; they run as report key 'custom-report'
 * with {customReportId} and the date range.
 */
export const CUSTOM_REPORT_PREFIX = 'custom:';
/** The hub key of a saved custom report. */
export const customHubKey = (id: string) => `${CUSTOM_REPORT_PREFIX}${id}`;
/** The saved custom report id of a hub key, or null for a catalogue report. */
export function customReportIdOf(key: string): string | null {
  return key.startsWith(CUSTOM_REPORT_PREFIX) ? key.slice(CUSTOM_REPORT_PREFIX.length) || null : null;
}
/** The server's report key for a hub key ('custom-report' for saved custom reports). */
export function serverReportKey(key: string): string {
  return customReportIdOf(key) ? 'custom-report' : key;
}

/** The criteria a report uses (a saved custom report: its date range). */
export function reportCriteria(key: string): readonly CriterionName[] {
  return CRITERIA[serverReportKey(key)] ?? BASIC;
}

/** The category of a report key, or null for an unknown key. */
export function reportCategory(key: string): ReportCategory | null {
  for (const c of REPORT_CATEGORIES) if (key in REPORTS[c]) return c;
  return null;
}

/**
 * The permitted reports of a category, in catalogue order: a report is listed only if the user's
 * access keys contain '/reports/{category}/{key}' (time spec 6). employee-asset-time is hidden
 * without the Time module.
 */
export function permittedReports(
  keys: readonly string[],
  category: ReportCategory,
  licensedModules: readonly string[] = ['Time'],
): string[] {
  return Object.keys(REPORTS[category]).filter(
    (key) =>
      keys.includes(`/reports/${category}/${key}`) &&
      !(key === 'employee-asset-time' && !licensedModules.includes('Time')),
  );
}

/** A local calendar day 'YYYY-MM-DD'. */
export type Day = string;

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Form state of the criteria (days as local 'YYYY-MM-DD', '' when empty). */
export interface CriteriaForm {
  fromDate: Day;
  toDate: Day;
  employeeIds: string[];
  locationIds: string[];
  taskIds: string[];
  assetIds: string[];
  deviceIds: string[];
  departmentIds: string[];
  divisionIds: string[];
  status: string[];
  isOpenTime: boolean;
  isOpenBatches: boolean;
  isClosedBatches: boolean;
  includeNotes: boolean;
  includeSignatures: boolean;
  printEmployeeSignatureLine: boolean;
  oneItemPerpage: boolean;
}

/**
 * Default criteria of a report (time spec 4, 9): one month ago to today for most reports; rollcall
 * starts today; location task budget has no from date and ends today. Open time on, open and closed
 * batches off; pending records use open time only. Payroll summary, payroll detail and rollcall
 * leave the employee status filter empty; the others default to active (1).
 */
export function defaultCriteria(key: string, today: Date): CriteriaForm {
  const monthAgo = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
  let fromDate = ymd(monthAgo);
  if (key === 'rollcall') fromDate = ymd(today);
  if (key === 'location-task-budget') fromDate = '';
  return {
    fromDate,
    toDate: ymd(today),
    employeeIds: [],
    locationIds: [],
    taskIds: [],
    assetIds: [],
    deviceIds: [],
    departmentIds: [],
    divisionIds: [],
    status: ['payroll-summary', 'payroll-detail', 'rollcall'].includes(key) ? [] : ['1'],
    isOpenTime: true,
    isOpenBatches: false,
    isClosedBatches: false,
    includeNotes: false,
    includeSignatures: false,
    printEmployeeSignatureLine: false,
    oneItemPerpage: false,
  };
}

/** 'YYYY-MM-DD' -> local Date at the start (00:00:00.000) or end (23:59:59.999) of that day. */
function dayBoundary(day: Day, end: boolean): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 ? date : null;
}

/** The body of POST /report/{key}: criteria plus print options; days as 'YYYY-MM-DD'. */
export type RunCriteria = Record<string, unknown>;

/**
 * The criteria sent when running `key` (time spec 5 "Report running"): 'From Date is required.'
 * for the reports that need it; fromDate and toDate go as the chosen days ('YYYY-MM-DD'), which the
 * server takes as the start and the end of those days in the COMPANY's time zone (a browser in
 * another zone would otherwise move the range by a day); criteria the report does not use are dropped (assets, departments,
 * devices, divisions, employees, locations, tasks, status, end date, sign-off types); the openness
 * flags (open time, open and closed batches) and print options go along. Throws an Error with the
 * spec's message when From Date is required and missing, or with 'To Date is not a valid date.'.
 * A saved custom report's hub key adds its `customReportId`.
 */
export function buildRunCriteria(key: string, form: CriteriaForm): RunCriteria {
  const active = new Set(reportCriteria(key));
  const out: RunCriteria = {};
  const customReportId = customReportIdOf(key);
  if (customReportId) out.customReportId = customReportId;
  const from = form.fromDate ? dayBoundary(form.fromDate, false) : null;
  if (form.fromDate && !from) throw new Error('From Date is not a valid date.');
  if (FROM_DATE_REQUIRED.has(key) && !from) throw new Error(FROM_DATE_MESSAGE);
  if (active.has('fromDate') && from) out.fromDate = form.fromDate;
  if (active.has('toDate') && form.toDate) {
    if (!dayBoundary(form.toDate, true)) throw new Error('To Date is not a valid date.');
    out.toDate = form.toDate;
  }
  for (const list of [
    'employeeIds',
    'locationIds',
    'taskIds',
    'assetIds',
    'deviceIds',
    'departmentIds',
    'divisionIds',
    'status',
  ] as const) {
    if (active.has(list) && form[list].length > 0) out[list] = [...form[list]];
  }
  if (active.has('openness')) {
    out.isOpenTime = form.isOpenTime;
    out.isOpenBatches = key === 'pending-records' ? false : form.isOpenBatches;
    out.isClosedBatches = key === 'pending-records' ? false : form.isClosedBatches;
  }
  out.includeNotes = active.has('includeNotes') && form.includeNotes;
  out.includeSignatures = active.has('includeSignatures') && form.includeSignatures;
  out.printEmployeeSignatureLine =
    active.has('printEmployeeSignatureLine') && form.printEmployeeSignatureLine;
  return out;
}

/** What the report window reads from its URL parameter `parameter`. */
export interface ReportParameter {
  report: { key: string; name: string; multiReport: boolean; useDirective: boolean };
  printOption: {
    oneItemPerpage: boolean;
    includeNotes: boolean;
    includeSignatures: boolean;
    printEmployeeSignatureLine: boolean;
  };
  criteria: RunCriteria;
}

/**
 * The report window's address (time spec 2 "Reports hub" run flow): '/viewReport/{key}/' for a
 * report with a view (generic otherwise; a saved custom report runs as 'custom-report') and `parameter` = URL-encoded JSON of report, print
 * options and criteria; `controller` names the view.
 */
export function reportViewUrl(
  hubKey: string,
  name: string,
  criteria: RunCriteria,
  form: CriteriaForm,
): string {
  const key = serverReportKey(hubKey);
  const hasView = REPORT_VIEWS.has(key);
  const view = hasView ? key : 'generic';
  const parameter: ReportParameter = {
    report: { key, name, multiReport: false, useDirective: hasView },
    printOption: {
      oneItemPerpage: form.oneItemPerpage,
      includeNotes: form.includeNotes,
      includeSignatures: form.includeSignatures,
      printEmployeeSignatureLine: form.printEmployeeSignatureLine,
    },
    criteria,
  };
  const controller = `${view.replace(/-/g, '')}Controller`;
  return `/viewReport/${view}/?parameter=${encodeURIComponent(JSON.stringify(parameter))}&controller=${encodeURIComponent(controller)}`;
}

/**
 * Reads the `parameter` query value of a report window. Throws 'The report parameter is missing.' or
 * 'The report parameter is not valid JSON.' / '... has no report key.' for a broken address.
 */
export function parseReportParameter(search: string): ReportParameter {
  const raw = new URLSearchParams(search).get('parameter');
  if (!raw) throw new Error('The report parameter is missing.');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('The report parameter is not valid JSON.');
  }
  const p = value as Partial<ReportParameter> | null;
  if (!p || typeof p !== 'object' || !p.report || typeof p.report.key !== 'string' || !p.report.key) {
    throw new Error('The report parameter has no report key.');
  }
  return {
    report: {
      key: p.report.key,
      name: typeof p.report.name === 'string' ? p.report.name : p.report.key,
      multiReport: p.report.multiReport === true,
      useDirective: p.report.useDirective === true,
    },
    printOption: {
      oneItemPerpage: p.printOption?.oneItemPerpage === true,
      includeNotes: p.printOption?.includeNotes === true,
      includeSignatures: p.printOption?.includeSignatures === true,
      printEmployeeSignatureLine: p.printOption?.printEmployeeSignatureLine === true,
    },
    criteria: p.criteria && typeof p.criteria === 'object' ? (p.criteria as RunCriteria) : {},
  };
}
