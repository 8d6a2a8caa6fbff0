import {
  type ChangeEventHandler,
  forwardRef,
  type HTMLInputTypeAttribute,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Field } from '../internal/Field';
import * as styles from '../internal/field.css';
import { describedBy, useFieldIds } from '../internal/useFieldIds';
import { cx } from '../internal/cx';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  /** Visible label (also the accessible name). */
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error text; when set the input is aria-invalid and the text is announced. */
  error?: ReactNode;
  /** Class on the outer field wrapper. */
  fieldClassName?: string;
  /** Input type ('text', 'email', 'password', 'search', 'tel', 'url', 'number', ...). */
  type?: HTMLInputTypeAttribute;
  value?: string | number;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
};

/** A labelled single-line text input with optional description and error message. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    error,
    id,
    className,
    fieldClassName,
    type = 'text',
    disabled = false,
    required = false,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
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
        type={type}
        disabled={disabled}
        required={required}
        className={cx(styles.input, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, description, error)}
        {...rest}
      />
    </Field>
  );
});
