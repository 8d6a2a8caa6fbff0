export * from './types.js';
export {
  CUTOFF_LABELS,
  isWithinWindow,
  type LunchDurationInputs,
  lunchMinutesFromInputs,
  PAYROLL_MESSAGES,
  type ShiftWindow,
  type SimpleListItem,
  shiftWindow,
  validateLunch,
  validateOvertimeRule,
  validatePayCodeRule,
  validatePayGroup,
  validatePayPeriod,
  validateShiftRule,
  validateSimpleListDelete,
  validateSimpleListItem,
  windowsOverlap,
} from './validate.js';
export {
  type PayPeriodFactors,
  type PayPeriodRange,
  payPeriodContaining,
  payPeriodContainingDay,
  payPeriodFactors,
  payPeriodsBetween,
  workweekStartDay,
} from './payPeriod.js';
export {
  type CompanyWithPayGroup,
  effectiveDefaultShift,
  formatRate,
  type HasPayGroup,
  resolvePayGroup,
  shiftRuleForWeekday,
  shiftRuleVisibility,
} from './payGroup.js';
