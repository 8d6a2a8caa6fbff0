export {
  DURATION_MESSAGES,
  type DurationMode,
  formatDurationEntry,
  type ParseResult,
  parseDuration,
  parseHoursEntry,
} from './duration.js';
export {
  formatStrictTime,
  formatTimePicker,
  parseStrictTime,
  parseTimePicker,
  TIME_PICKER_MESSAGE,
  type TimeOfDay,
} from './timeOfDay.js';
