import { Checkbox as RCheckbox } from 'radix-ui';
import type { ReactNode } from 'react';
import * as fieldStyles from '../internal/field.css';
import { CheckIcon, MinusIcon } from '../internal/icons';
import { describedBy, useFieldIds } from '../internal/useFieldIds';
import * as styles from './Checkbox.css';

/** true, false, or 'indeterminate' (some children checked: the tri-state parent of a tree). */
export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = {
  /** The accessible name; shown next to the box unless `hideLabel`. */
  label: ReactNode;
  /** Keep the label for screen readers only (table row selection, compact grids). */
  hideLabel?: boolean;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  /** Called with the new state. Clicking an indeterminate box checks it (true). */
  onCheckedChange?: (checked: CheckedState) => void;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  id?: string;
};

/**
 * A labelled checkbox with a tri-state 'indeterminate' look (used by privilege editors where a
 * parent shows that only some of its children are on).
 */
export function Checkbox({
  label,
  hideLabel = false,
  description,
  error,
  id,
  disabled = false,
  required = false,
  ...others
}: CheckboxProps) {
  const rest = { ...others, disabled, required };
  const ids = useFieldIds(id);
  return (
    <div className={styles.row}>
      <RCheckbox.Root
        id={ids.inputId}
        className={styles.box}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, description, error)}
        {...rest}
      >
        <RCheckbox.Indicator className={styles.indicator}>
          <span className={styles.checkMark}>
            <CheckIcon size={12} />
          </span>
          <span className={styles.dashMark}>
            <MinusIcon size={12} />
          </span>
        </RCheckbox.Indicator>
      </RCheckbox.Root>
      <span className={styles.text}>
        <label htmlFor={ids.inputId} className={hideLabel ? fieldStyles.visuallyHidden : styles.label}>
          {label}
        </label>
        {description ? (
          <span id={ids.descriptionId} className={fieldStyles.description}>
            {description}
          </span>
        ) : null}
        {error ? (
          <span id={ids.errorId} className={fieldStyles.error} role="alert">
            {error}
          </span>
        ) : null}
      </span>
    </div>
  );
}
