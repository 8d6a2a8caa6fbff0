import { Select as RSelect } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Field } from '../internal/Field';
import * as fieldStyles from '../internal/field.css';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import { describedBy, useFieldIds } from '../internal/useFieldIds';
import { useThemeClass } from '../theme/ThemeProvider';
import * as styles from './Select.css';

/** One choice of a Select. `value` must be a non-empty string (Radix reserves ''). */
export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  label: ReactNode;
  options: SelectOption[];
  /** Controlled value ('' or undefined shows the placeholder). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Text shown when nothing is chosen; default 'Select...'. */
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  className?: string;
};

/**
 * A labelled single-choice drop-down (Radix Select: keyboard typeahead, arrows, Enter/Escape).
 * Throws 'Select option values must be non-empty strings.' when an option value is ''.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select...',
  description,
  error,
  disabled = false,
  required = false,
  name,
  id,
  className,
}: SelectProps) {
  const ids = useFieldIds(id);
  const themeCls = useThemeClass();
  // While the listbox is open Radix hides the rest of the page (aria-hidden) and holds focus in the
  // listbox; the trigger leaves the tab order meanwhile so no focusable element sits in hidden content.
  const [open, setOpen] = useState(false);
  if (options.some((o) => o.value === '')) throw new Error('Select option values must be non-empty strings.');
  return (
    <Field
      label={label}
      labelFor={ids.inputId}
      labelId={ids.labelId}
      description={description}
      descriptionId={ids.descriptionId}
      error={error}
      errorId={ids.errorId}
      className={className}
    >
      <RSelect.Root
        value={value === undefined ? undefined : value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        onOpenChange={setOpen}
        disabled={disabled}
        required={required}
        name={name}
      >
        <RSelect.Trigger
          id={ids.inputId}
          className={styles.trigger}
          tabIndex={open ? -1 : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, description, error)}
        >
          <span className={styles.value}>
            <RSelect.Value placeholder={placeholder} />
          </span>
          <RSelect.Icon className={styles.indicator}>
            <ChevronDownIcon />
          </RSelect.Icon>
        </RSelect.Trigger>
        <RSelect.Portal>
          <RSelect.Content className={`${themeCls} ${styles.content}`} position="popper" sideOffset={4}>
            <RSelect.Viewport className={styles.viewport}>
              {options.map((o) => (
                <RSelect.Item
                  key={o.value}
                  value={o.value}
                  disabled={o.disabled}
                  className={fieldStyles.listItem}
                >
                  <RSelect.ItemText>{o.label}</RSelect.ItemText>
                  <RSelect.ItemIndicator className={styles.indicator}>
                    <CheckIcon />
                  </RSelect.ItemIndicator>
                </RSelect.Item>
              ))}
            </RSelect.Viewport>
          </RSelect.Content>
        </RSelect.Portal>
      </RSelect.Root>
    </Field>
  );
}
