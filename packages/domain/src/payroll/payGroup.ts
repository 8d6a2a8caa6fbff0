import type { PayGroup, ShiftKindValue, ShiftRule } from './types.js';

/** Anything that may carry a pay group reference. */
export interface HasPayGroup {
  payGroup_id?: string | null;
}

/** A company: the default pay group is in its settings (company settings `payGroup_id`), or at top level. */
export interface CompanyWithPayGroup extends HasPayGroup {
  settings?: HasPayGroup | null;
}

/**
 * The pay group id that applies to an employee working at a location (design.md "Time engine"):
 * the employee's own pay group wins, then the location's, then the company's default (settings
 * `payGroup_id`, else a top-level `payGroup_id`). Null when none is set. Any argument may be null.
 */
export function resolvePayGroup(
  employee: HasPayGroup | null | undefined,
  location: HasPayGroup | null | undefined,
  company: CompanyWithPayGroup | null | undefined,
): string | null {
  return (
    employee?.payGroup_id ||
    location?.payGroup_id ||
    company?.settings?.payGroup_id ||
    company?.payGroup_id ||
    null
  );
}

/** A pay group's default shift: the first enumeration value (Day = 1) when unset or 0 (service spec 4). */
export function effectiveDefaultShift(group: Pick<PayGroup, 'defaultShift'>): ShiftKindValue {
  const s = group.defaultShift;
  return s === 2 || s === 3 ? s : 1;
}

/** A shift rule's visibility: 1 when its status is 1, else 2 (service spec 4 "Payroll lists"). */
export function shiftRuleVisibility(status: number | null | undefined): 1 | 2 {
  return status === 1 ? 1 : 2;
}

/**
 * The shift rule that applies on local weekday `weekday` (0 = Sunday): with useDailyShifts on, the
 * non-deleted daily child whose `type` is that weekday; otherwise (or when missing) the main rule.
 */
export function shiftRuleForWeekday(rule: ShiftRule, weekday: number): ShiftRule {
  if (!rule.useDailyShifts) return rule;
  return rule.children?.find((c) => c.type === weekday && c.status !== 3) ?? rule;
}

const RATE_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A pay rate as currency without a symbol, USD style, 2 decimals ('1,234.50'); '' for no rate. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined || !Number.isFinite(rate) ? '' : RATE_FORMAT.format(rate);
}
