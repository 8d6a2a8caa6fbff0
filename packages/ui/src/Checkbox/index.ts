export { type CheckedState, Checkbox, type CheckboxProps } from './Checkbox';
