import { useId } from 'react';
import { cx } from '../internal/cx';
import * as controls from '../internal/controls.css';
import * as f from '../internal/field.css';
import { useTimePickerState } from './useTimePickerState';

export interface TimePickerProps {
  label: string;
  /** Seconds since local midnight, or null for empty. */
  value: number | null;
  onChange: (seconds: number | null) => void;
  /** Reports the current error message ('Invalid Time') or null when the text is valid. */
  onError?: (message: string | null) => void;
  /** Minutes per arrow-key step; default 1. */
  step?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Replaces the domain message (translations). */
  errorText?: (message: string) => string;
}

/**
 * Time of day entry (service spec 5 "Time picker and number fields"): accepts h:mm with am/pm only
 * ('9:05 am', '12:00PM'); anything else flags the time error 'Invalid Time'. ArrowUp/ArrowDown step
 * the minutes (step 1). The value is seconds since local midnight.
 */
export function TimePicker({
  label,
  value,
  onChange,
  onError,
  step = 1,
  placeholder = 'h:mm am',
  disabled = false,
  errorText = (m) => m,
}: TimePickerProps) {
  const s = useTimePickerState(value, onChange, onError, step);
  const id = useId();
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <input
        id={id}
        className={cx(controls.input, s.error && f.invalid)}
        value={s.text}
        placeholder={placeholder}
        disabled={disabled}
        inputMode="text"
        autoComplete="off"
        aria-invalid={s.error ? true : undefined}
        aria-describedby={s.error ? `${id}-err` : undefined}
        onChange={(e) => s.setText(e.target.value)}
        onBlur={s.commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') s.commit();
          else if (e.key === 'ArrowUp') s.stepBy(1);
          else if (e.key === 'ArrowDown') s.stepBy(-1);
          else return;
          e.preventDefault();
        }}
      />
      {s.error ? (
        <span id={`${id}-err`} role="alert" className={f.error}>
          {errorText(s.error)}
        </span>
      ) : null}
    </div>
  );
}
