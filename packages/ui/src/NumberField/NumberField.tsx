import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Field } from '../internal/Field';
import * as styles from '../internal/field.css';
import { isAllowedNumberKey, sanitizeNumberText } from '../internal/numberKeys';
import { describedBy, useFieldIds } from '../internal/useFieldIds';

export type NumberFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size'
> & {
  label: ReactNode;
  /** The text shown (controlled). Non-digits are removed before display. */
  value: string;
  /** Called with the cleaned text and its number (null when empty or just '.'). */
  onValueChange: (text: string, value: number | null) => void;
  /** Whole numbers only: the decimal point is refused. */
  fixed?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
};

/**
 * A number-only text field (spec service 5): only digits, navigation keys and one decimal point
 * (none when `fixed`) can be typed; pasted text is cleaned the same way. Negative numbers are not
 * accepted. Uses inputMode numeric/decimal so phones show a number pad.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    value,
    onValueChange,
    fixed = false,
    description,
    error,
    id,
    className,
    fieldClassName,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const shown = sanitizeNumberText(value ?? '', fixed);
  const emit = (text: string) => {
    const clean = sanitizeNumberText(text, fixed);
    const n = clean === '' || clean === '.' ? null : Number(clean);
    onValueChange(clean, n);
  };
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
      <input
        ref={ref}
        id={ids.inputId}
        type="text"
        inputMode={fixed ? 'numeric' : 'decimal'}
        autoComplete="off"
        className={cx(styles.input, className)}
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, description, error)}
        onKeyDown={(e) => {
          const input = e.currentTarget;
          const selected = input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
          if (
            !isAllowedNumberKey(e.key, {
              fixed,
              current: input.value,
              selected,
              ctrlOrMeta: e.ctrlKey || e.metaKey,
            })
          ) {
            e.preventDefault();
          }
          onKeyDown?.(e);
        }}
        onChange={(e) => emit(e.currentTarget.value)}
        {...rest}
      />
    </Field>
  );
});
