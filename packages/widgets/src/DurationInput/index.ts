export { DurationInput, type DurationInputProps } from './DurationInput';
export { useDurationInputState } from './useDurationInputState';
