export { NumberField, type NumberFieldProps } from './NumberField';
export { isAllowedNumberKey, sanitizeNumberText } from '../internal/numberKeys';
