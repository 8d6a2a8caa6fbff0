import type { ReactNode } from 'react';
import * as styles from './field.css';

type FieldProps = {
  label?: ReactNode;
  labelFor?: string;
  labelId: string;
  description?: ReactNode;
  descriptionId: string;
  error?: ReactNode;
  errorId: string;
  className?: string;
  children: ReactNode;
  /** Render the label as a plain element (for groups where `<label for>` has no target). */
  labelAs?: 'label' | 'span';
};

/** Label, control, description and error laid out the same way for every form control. */
export function Field({
  label,
  labelFor,
  labelId,
  description,
  descriptionId,
  error,
  errorId,
  className,
  children,
  labelAs = 'label',
}: FieldProps) {
  const Label = labelAs;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {label ? (
        <Label id={labelId} className={styles.label} htmlFor={labelAs === 'label' ? labelFor : undefined}>
          {label}
        </Label>
      ) : null}
      {children}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
