export { TimePicker, type TimePickerProps } from './TimePicker';
export { useTimePickerState } from './useTimePickerState';
