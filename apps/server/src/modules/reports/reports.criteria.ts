import type { ReportCriteria, ReportField } from '@wm/api/schemas';
import { dayNumberOf, isoDateOfDayNumber, localDayNumber, parseIsoDate, zonedMidnight } from '@wm/domain';
import { badRequest } from '../../platform/errors.js';

/** Messages of time spec 5 "Report running" / 8. */
export const REPORT_MESSAGES = {
  fromDateRequired: 'From Date is required.',
  fieldNotFound: 'Field not found',
} as const;

/** Criteria a report may use; everything else is dropped before running (time spec 5). */
export type CriterionName =
  | 'fromDate'
  | 'toDate'
  | 'employeeIds'
  | 'locationIds'
  | 'taskIds'
  | 'deviceIds'
  | 'assetIds'
  | 'includeSignatures'
  | 'printEmployeeSignatureLine'
  | 'divisionIds'
  | 'departmentIds'
  | 'status'
  | 'isOpenTime'
  | 'isOpenBatches'
  | 'isClosedBatches'
  | 'includeNotes'
  | 'includeSignatures'
  | 'sortBy'
  | 'groupBy';

/** The date range of a run: [from, toExclusive) instants (ISO UTC); `to` is the last millisecond. */
export interface DateRange {
  from: string | null;
  to: string | null;
  toExclusive: string | null;
}

/**
 * The day number of a criteria date in `zone`: 'YYYY-MM-DD', 'MM/DD/YYYY' (or M/D/YYYY), or an ISO
 * date and time (its local date in `zone`). 400 "<name> is not a valid date: '<value>'." otherwise.
 */
export function criteriaDay(value: string, zone: string, name: string): number {
  const text = value.trim();
  const iso = parseIsoDate(text);
  if (iso !== null) return iso;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) {
    const n = dayNumberOf(Number(us[3]), Number(us[1]), Number(us[2]));
    const [y, m, d] = isoDateOfDayNumber(n).split('-').map(Number);
    if (y === Number(us[3]) && m === Number(us[1]) && d === Number(us[2])) return n;
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return localDayNumber(ms, zone);
  }
  throw badRequest(`${name} is not a valid date: '${value}'.`);
}

/**
 * Time spec 5 "Report running": fromDate becomes the start of its day and toDate the end of its day,
 * in the company's time zone `zone`. Either may be absent (open-ended).
 */
export function dateRangeOf(criteria: ReportCriteria, zone: string): DateRange {
  const from = criteria.fromDate
    ? zonedMidnight(criteriaDay(criteria.fromDate, zone, 'fromDate'), zone)
    : null;
  const toEx = criteria.toDate ? zonedMidnight(criteriaDay(criteria.toDate, zone, 'toDate') + 1, zone) : null;
  if (from !== null && toEx !== null && toEx <= from) {
    throw badRequest('To Date must not be before From Date.');
  }
  return {
    from: from === null ? null : new Date(from).toISOString(),
    to: toEx === null ? null : new Date(toEx - 1).toISOString(),
    toExclusive: toEx === null ? null : new Date(toEx).toISOString(),
  };
}

/** Keeps only the criteria `active` for the report (time spec 5: the others are dropped). */
export function activeCriteria(criteria: ReportCriteria, active: readonly CriterionName[]): ReportCriteria {
  const out: Record<string, unknown> = {};
  const keep = new Set<string>(active);
  for (const [k, v] of Object.entries(criteria)) {
    if (keep.has(k)) out[k] = v;
  }
  if (keep.has('groupBy')) out.groupBy = criteria.groupBy ?? criteria.grouping?.by ?? undefined;
  return out as ReportCriteria;
}

/**
 * Orders records by the grouping field (stable), after `sortBy` when that names a field. A grouping
 * by a field that is not among the report's fields fails with 'Field not found' (time spec 5).
 */
export function groupAndSort(
  fields: readonly ReportField[],
  records: Record<string, unknown>[],
  criteria: ReportCriteria,
): Record<string, unknown>[] {
  const names = new Set(fields.map((f) => f.name));
  const groupBy = criteria.groupBy;
  if (groupBy && !names.has(groupBy)) throw badRequest(REPORT_MESSAGES.fieldNotFound);
  const cmp = (k: string) => (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const x = a[k];
    const y = b[k];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return typeof x === 'number' && typeof y === 'number' ? x - y : textCompare(String(x), String(y));
  };
  let out = records;
  if (criteria.sortBy && names.has(criteria.sortBy)) out = [...out].sort(cmp(criteria.sortBy));
  if (groupBy) out = [...out].sort(cmp(groupBy));
  return out;
}

/** Fast text order for sorting many rows (one shared collator instead of localeCompare per call). */
export const textCompare = new Intl.Collator('en').compare;

/** Sort key of time spec 9: first 15 characters of the lower-cased, whitespace-stripped name, then the id. */
export function lexicographic(name: string | null | undefined, id: string): string {
  return `${(name ?? '').toLowerCase().replace(/\s+/g, '').slice(0, 15)}${id}`;
}
