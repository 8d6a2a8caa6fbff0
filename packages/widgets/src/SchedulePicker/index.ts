export {
  defaultSchedulePickerLabels,
  SchedulePicker,
  type SchedulePickerLabels,
  type SchedulePickerProps,
} from './SchedulePicker';
export { SCHEDULE_TYPE_FIELDS, useSchedulePickerState } from './useSchedulePickerState';
