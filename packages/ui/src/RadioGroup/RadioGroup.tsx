import { RadioGroup as RRadioGroup } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import * as fieldStyles from '../internal/field.css';
import * as styles from './RadioGroup.css';

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  label: ReactNode;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
};

/** A labelled single choice among a few visible options (Radix RadioGroup: arrow keys move and select). */
export function RadioGroup({
  label,
  options,
  orientation = 'vertical',
  description,
  error,
  disabled = false,
  required = false,
  ...others
}: RadioGroupProps) {
  const rest = { ...others, disabled, required };
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <RRadioGroup.Root
        aria-labelledby={`${id}-label`}
        aria-describedby={
          [description ? `${id}-d` : '', error ? `${id}-e` : ''].join(' ').trim() || undefined
        }
        orientation={orientation}
        className={cx(styles.group, orientation === 'horizontal' && styles.horizontal)}
        {...rest}
      >
        {options.map((o, i) => (
          <span key={o.value} className={styles.row}>
            <RRadioGroup.Item id={`${id}-${i}`} value={o.value} disabled={o.disabled} className={styles.item}>
              <RRadioGroup.Indicator className={styles.dot} />
            </RRadioGroup.Item>
            <label htmlFor={`${id}-${i}`} className={styles.label}>
              {o.label}
            </label>
          </span>
        ))}
      </RRadioGroup.Root>
      {description ? (
        <span id={`${id}-d`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-e`} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
