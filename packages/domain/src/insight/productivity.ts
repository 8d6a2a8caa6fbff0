/**
 * Task budget rows of the productivity screen and the location-task-budget report (time spec 3
 * "Task budget row fields", 5 "Report running", 9): budget against completed hours and units,
 * percentages, pace and trend. Pure: completed values come in as arguments.
 */

/** A budget line of a location (service spec 3 "Budget"); empty values count as zero. */
export interface BudgetLine {
  task_id: string;
  budgetHours?: number | null;
  budgetUnits?: number | null;
  estimatedCompletePercentage?: number | null;
  /** 'YYYY-MM-DD' or null. */
  estimatedCompleteDate?: string | null;
}

/** One task budget row with the spec's field names. */
export interface TaskBudgetRow {
  BudgetHours: number;
  BudgetUnits: number;
  CompleteHours: number;
  CompleteUnits: number;
  CompletePercentage: number;
  CompleteHoursPercentage: number;
  CompleteUnitsPercentage: number;
  EstimatedCompletePercentage: number;
  EstimatedCompleteVariance: number;
  EstimatedCompleteDate: string | null;
  RemainingInBudgetHours: number;
  RemainingInBudgetUnits: number;
  CurrentPaceHoursLeft: number;
  CurrentPaceUnitsPerHour: number;
  TrendingHoursUnderOrOver: number;
}

/** A task budget row of a location with its task (GET /api/report/idash-budget). */
export interface LocationTaskBudgetRow extends TaskBudgetRow {
  task_id: string;
  task: string;
}

/**
 * A location's task budgets as GET /api/report/idash-budget answers them (time spec 4 "Task
 * budget"): the open productivity period's start (the last close, ISO UTC, or null), the location,
 * its overall complete percentage (null without budget lines) and a row per budgeted task (none
 * with `rows=0`).
 */
export interface LocationTaskBudgets {
  periodStart: string | null;
  location_id: string;
  name: string;
  code: string | null;
  lat: number | null;
  lon: number | null;
  postalCode: string | number | null;
  percent: number | null;
  rows: LocationTaskBudgetRow[];
}

/** Rounds to one decimal (time spec 9: percentages and hours round to one decimal). */
export const round1 = (n: number): number => Math.round(n * 10) / 10;
const z = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
const pct = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/**
 * The task budget row of a line given the completed hours and units (time spec 5: empty budget
 * values count as zero; numbers round to one decimal; units per hour is zero when units or hours is
 * zero; trending hours under (+) or over (-) rounds to a whole number). CompletePercentage is the
 * units percentage when the line budgets units, else the hours percentage; the hours left at the
 * current pace are the remaining units divided by units per hour; the trend is the budget hours
 * minus (completed hours + hours left at the current pace).
 */
export function taskBudgetRow(line: BudgetLine, completeHours: number, completeUnits: number): TaskBudgetRow {
  const bh = z(line.budgetHours);
  const bu = z(line.budgetUnits);
  const ch = z(completeHours);
  const cu = z(completeUnits);
  const hoursPct = pct(ch, bh);
  const unitsPct = pct(cu, bu);
  const complete = bu > 0 ? unitsPct : hoursPct;
  const perHour = ch > 0 && cu > 0 ? cu / ch : 0;
  const remainingUnits = bu - cu;
  const hoursLeft = perHour > 0 ? Math.max(0, remainingUnits) / perHour : Math.max(0, bh - ch);
  const estimated = z(line.estimatedCompletePercentage);
  return {
    BudgetHours: round1(bh),
    BudgetUnits: round1(bu),
    CompleteHours: round1(ch),
    CompleteUnits: round1(cu),
    CompletePercentage: round1(complete),
    CompleteHoursPercentage: round1(hoursPct),
    CompleteUnitsPercentage: round1(unitsPct),
    EstimatedCompletePercentage: round1(estimated),
    EstimatedCompleteVariance: round1(complete - estimated),
    EstimatedCompleteDate: line.estimatedCompleteDate ?? null,
    RemainingInBudgetHours: round1(bh - ch),
    RemainingInBudgetUnits: round1(remainingUnits),
    CurrentPaceHoursLeft: round1(hoursLeft),
    CurrentPaceUnitsPerHour: round1(perHour),
    TrendingHoursUnderOrOver: Math.round(bh - (ch + hoursLeft)),
  };
}

/** Severity of a budget use percentage (time spec 4: under 90 success, 90-100 warning, over 100 danger). */
export function budgetSeverity(percent: number | null | undefined): 'success' | 'warning' | 'danger' {
  const p = z(percent);
  if (p > 100) return 'danger';
  if (p >= 90) return 'warning';
  return 'success';
}

/**
 * Pin colour of a location on the insight map (time spec 4): red when its weather or budget
 * severity is severe (danger), orange otherwise.
 */
export function locationPinColor(
  weatherSeverity: string | null | undefined,
  budget: string | null | undefined,
) {
  return weatherSeverity === 'danger' || budget === 'danger' ? ('red' as const) : ('orange' as const);
}

/** Pin colour of an employee (time spec 4): red when any clock event was outside the geofence. */
export function employeePinColor(inOutside: boolean, outOutside: boolean) {
  return inOutside || outOutside ? ('red' as const) : ('orange' as const);
}
