import type { DurationMode } from '@wm/domain';
import { useId } from 'react';
import { cx } from '../internal/cx';
import * as controls from '../internal/controls.css';
import * as f from '../internal/field.css';
import { useDurationInputState } from './useDurationInputState';

export interface DurationInputProps {
  label: string;
  /** Duration in MINUTES, or null for empty. */
  value: number | null;
  onChange: (minutes: number | null) => void;
  /** 0 and 1: hours and minutes with h and m markers ('2h 30m'); 2: decimal hours ('2.5'). */
  mode: DurationMode;
  onError?: (message: string | null) => void;
  description?: string;
  disabled?: boolean;
  /** Replaces a domain message (translations). */
  errorText?: (message: string) => string;
  /** A message from outside (a required-field check), shown when the entry itself parses. */
  error?: string | null;
}

/**
 * Duration entry in the user's duration mode (service spec 5 "Duration entry"). Checked on blur or
 * Enter; messages are the spec's: 'Hours must be a whole number.', 'Minutes must be a whole
 * number.', 'Invalid characters after minutes.', 'Hours and/or minutes identifiers must be
 * specified.', 'Invalid characters after time format.', and in mode 2 'Invalid character. Only
 * numbers and a decimal point are valid.'
 */
export function DurationInput({
  label,
  value,
  onChange,
  mode,
  onError,
  description,
  disabled = false,
  errorText = (m) => m,
  error,
}: DurationInputProps) {
  const state = useDurationInputState(value, mode, onChange, onError);
  const s = { ...state, error: state.error ?? error ?? null };
  const id = useId();
  const describedBy = [description ? `${id}-desc` : '', s.error ? `${id}-err` : ''].filter(Boolean).join(' ');
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <input
        id={id}
        className={cx(controls.input, s.error && f.invalid)}
        value={s.text}
        placeholder={mode === 2 ? '2.5' : '2h 30m'}
        disabled={disabled}
        inputMode={mode === 2 ? 'decimal' : 'text'}
        autoComplete="off"
        aria-invalid={s.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => s.setText(e.target.value)}
        onBlur={s.commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            s.commit();
          }
        }}
      />
      {description ? (
        <span id={`${id}-desc`} className={f.description}>
          {description}
        </span>
      ) : null}
      {s.error ? (
        <span id={`${id}-err`} role="alert" className={f.error}>
          {errorText(s.error)}
        </span>
      ) : null}
    </div>
  );
}
