export {
  MultiSelectPicker,
  type MultiSelectPickerProps,
  SingleSelect,
  type SingleSelectProps,
} from './Pickers';
export { NOT_AUTHORIZED_TO_MODULE, type PickerItem, pickerOptions } from './pickerOptions';
