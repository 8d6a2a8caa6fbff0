import { Switch as RSwitch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import * as fieldStyles from '../internal/field.css';
import * as styles from './Switch.css';

export type SwitchProps = {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
};

/** An on/off setting that applies at once (Radix Switch, role="switch"). Use Checkbox inside forms that are saved. */
export function Switch({ label, description, id, ...rest }: SwitchProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={fieldStyles.field}>
      <span className={styles.row}>
        <RSwitch.Root
          id={inputId}
          className={styles.root}
          aria-describedby={description ? `${inputId}-d` : undefined}
          {...rest}
        >
          <RSwitch.Thumb className={styles.thumb} />
        </RSwitch.Root>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </span>
      {description ? (
        <span id={`${inputId}-d`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
