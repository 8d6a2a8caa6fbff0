export { Calendar, type CalendarProps } from './Calendar';
export {
  type DateRange,
  DatePicker,
  type DatePickerProps,
  DateRangePicker,
  type DateRangePickerProps,
} from './DatePicker';
export { type DateFieldFormat, formatDateText, formatMDY, parseDateText, parseMDY } from '../internal/date';
