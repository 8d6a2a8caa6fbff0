export { BIT_FIELDS, type BitField, decodeBits, encodeBits, hasBit } from './bits.js';
export {
  type DecodedSchedule,
  decodeSchedule,
  expandSchedule,
  MAX_EXPANSION_DAYS,
  nextOccurrence,
  type RangeBound,
  type RecurringDate,
  type Schedule,
  type ScheduleOccurrence,
  ScheduleType,
  type ScheduleTypeValue,
  scheduleWeekOfYear,
  toRecurringDates,
} from './schedule.js';
