import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { Field } from '../internal/Field';
import * as styles from '../internal/field.css';
import { describedBy, useFieldIds } from '../internal/useFieldIds';

export type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'defaultValue'
> & {
  label: ReactNode;
  value: string;
  /** Called with the new text, already truncated to `maxLength`. */
  onValueChange: (value: string) => void;
  /** Maximum characters; longer text (typed, pasted or given in `value`) is truncated. */
  maxLength?: number;
  /** Show 'n / max' under the field when maxLength is set; default true. */
  showCount?: boolean;
  /** Text of the counter; default '{n} / {max}'. */
  countLabel?: (length: number, max: number) => string;
  description?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
  /** Visible lines of text. */
  rows?: number;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
};

/**
 * Multi-line text with an optional maximum length: text over the limit is truncated (spec platform
 * 5: "A long-text editable field is truncated at its maximum length"), including a too-long
 * `value` from the host. Throws 'TextArea maxLength must be a whole number of 1 or more.' on a bad limit.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    value,
    onValueChange,
    maxLength,
    showCount = true,
    countLabel = (n, max) => `${n} / ${max}`,
    description,
    error,
    id,
    className,
    fieldClassName,
    rows = 4,
    disabled = false,
    required = false,
    ...rest
  },
  ref,
) {
  if (maxLength !== undefined && (!Number.isInteger(maxLength) || maxLength < 1)) {
    throw new Error('TextArea maxLength must be a whole number of 1 or more.');
  }
  const ids = useFieldIds(id);
  const truncate = (text: string) => (maxLength === undefined ? text : text.slice(0, maxLength));
  const shown = truncate(value ?? '');
  const counterId = `${ids.inputId}-count`;
  const described = [describedBy(ids, description, error), maxLength && showCount ? counterId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Field
      label={label}
      labelFor={ids.inputId}
      labelId={ids.labelId}
      description={description}
      descriptionId={ids.descriptionId}
      error={error}
      errorId={ids.errorId}
      className={fieldClassName}
    >
      <textarea
        ref={ref}
        id={ids.inputId}
        rows={rows}
        disabled={disabled}
        required={required}
        className={cx(styles.textarea, className)}
        value={shown}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValueChange(truncate(e.currentTarget.value))}
        {...rest}
      />
      {maxLength && showCount ? (
        <span id={counterId} className={styles.counter}>
          {countLabel(shown.length, maxLength)}
        </span>
      ) : null}
    </Field>
  );
});
