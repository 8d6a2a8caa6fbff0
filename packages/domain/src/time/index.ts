export { type Instant, toMillis } from './instant.js';
export { PayType, type PayTypeValue, TIME_CONSTANTS, type TimeRecord, type TimeSource } from './record.js';
export {
  CLOCK_MESSAGES,
  type ClockEmployee,
  type ClockSelection,
  findRecentClockIn,
  validateClockElapsed,
  validateClockSelection,
  validateNoDuplicateClockIn,
} from './clock.js';
export { SHIFT_EDIT_MESSAGES, validateShiftTimes } from './shift.js';
export {
  formatDuration,
  type GpsStatus,
  gpsStatus,
  hasTimeDiscrepancy,
  instantDifferenceSeconds,
  isIncompleteRecord,
  type RecordIndicators,
  recordIndicators,
  type TimeFormat,
} from './display.js';
export {
  assertTimeZone,
  dateOfDayNumber,
  dayNumberOf,
  isoDateOfDayNumber,
  isValidTimeZone,
  type LocalDate,
  type LocalDateTime,
  localDateTime,
  localDayNumber,
  localSecondOfDay,
  offsetMinutes,
  parseIsoDate,
  zonedMidnight,
  zonedWallTime,
  zonedWallTimeCached,
} from './zone.js';
export * from './engine/index.js';
export { TIME_ZONES, utcToZonedWallTime, zonedWallTimeToUtc } from './wallTime.js';
export * from './indicators/index.js';
export * from './clockQueue.js';
