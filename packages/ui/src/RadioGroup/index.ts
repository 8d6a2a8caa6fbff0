export { type RadioOption, RadioGroup, type RadioGroupProps } from './RadioGroup';
