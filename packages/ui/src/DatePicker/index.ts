export { Calendar, type CalendarProps } from './Calendar';
export {
  type DateRange,
  DatePicker,
  type DatePickerProps,
  DateRangePicker,
  type DateRangePickerProps,
} from './DatePicker';
export { formatMDY, parseMDY } from '../internal/date';
