import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react';
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
  /** A leading minus may be typed (temperatures); other fields take no sign. */
  signed?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
  /**
   * Shown (as the field's message) after a refused key or cleaned paste until the next accepted
   * input, so the user learns why nothing appeared. Defaults 'Only digits and a decimal point can be
   * typed.' / 'Only digits can be typed.' (fixed); the host passes translations.
   */
  refusedMessage?: ReactNode;
};

/**
 * A number-only text field (spec service 5): only digits, navigation keys and one decimal point
 * (none when `fixed`) can be typed; pasted text is cleaned the same way, and a refused key or paste
 * shows `refusedMessage` until the next accepted input. Negative numbers are accepted only with
 * `signed`. Uses
 * inputMode numeric/decimal so phones show a number pad.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    value,
    onValueChange,
    fixed = false,
    signed = false,
    description,
    error,
    id,
    className,
    fieldClassName,
    onKeyDown,
    refusedMessage,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const [refused, setRefused] = useState(false);
  const shown = sanitizeNumberText(value ?? '', fixed, signed);
  const emit = (text: string) => {
    const clean = sanitizeNumberText(text, fixed, signed);
    setRefused(clean !== text);
    const n = clean === '' || clean === '.' || clean === '-' || clean === '-.' ? null : Number(clean);
    onValueChange(clean, n);
  };
  const refusal =
    refusedMessage ?? (fixed ? 'Only digits can be typed.' : 'Only digits and a decimal point can be typed.');
  const message = error ?? (refused ? refusal : undefined);
  return (
    <Field
      label={label}
      labelFor={ids.inputId}
      labelId={ids.labelId}
      description={description}
      descriptionId={ids.descriptionId}
      error={message}
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
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(ids, description, message)}
        onKeyDown={(e) => {
          const input = e.currentTarget;
          const selected = input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
          if (
            !isAllowedNumberKey(e.key, {
              fixed,
              current: input.value,
              selected,
              ctrlOrMeta: e.ctrlKey || e.metaKey,
              signed,
              caret: input.selectionStart ?? 0,
            })
          ) {
            e.preventDefault();
            // A character that cannot be typed (not a navigation key): say why nothing appeared.
            if (e.key.length === 1) setRefused(true);
          }
          onKeyDown?.(e);
        }}
        onChange={(e) => emit(e.currentTarget.value)}
        {...rest}
      />
    </Field>
  );
});
