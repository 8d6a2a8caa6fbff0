import type { ReactNode } from 'react';
import { Tag } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Field } from '../internal/Field';
import { ChevronDownIcon } from '../internal/icons';
import { describedBy, useFieldIds } from '../internal/useFieldIds';
import { Popover } from '../Popover/Popover';
import * as styles from './MultiSelect.css';

export type MultiSelectOption = { value: string; label: string; disabled?: boolean };

export type MultiSelectProps = {
  label: ReactNode;
  options: MultiSelectOption[];
  /** Chosen values, in the order of `options` when emitted. */
  value: string[];
  onValueChange: (value: string[]) => void;
  /** Trigger text with nothing chosen; default 'Select...'. */
  placeholder?: string;
  /** Trigger text with some chosen; default '{n} selected'. */
  selectedText?: (count: number) => string;
  /** Labels of the panel buttons; defaults 'Select all', 'Clear'. */
  selectAllLabel?: string;
  clearLabel?: string;
  /** Accessible label prefix of a tag's remove button; default 'Remove'. */
  removeLabel?: string;
  /** Show the chosen options as removable tags under the field; default true. */
  showTags?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  id?: string;
};

/**
 * Choose several options: a button opens a panel of checkboxes (with Select all / Clear); the
 * chosen ones show as removable tags. Unknown values in `value` are ignored.
 */
export function MultiSelect({
  label,
  options,
  value,
  onValueChange,
  placeholder = 'Select...',
  selectedText = (n) => `${n} selected`,
  selectAllLabel = 'Select all',
  clearLabel = 'Clear',
  removeLabel = 'Remove',
  showTags = true,
  description,
  error,
  disabled,
  id,
}: MultiSelectProps) {
  const ids = useFieldIds(id);
  const chosen = new Set(value);
  const selected = options.filter((o) => chosen.has(o.value));
  const emit = (next: Set<string>) =>
    onValueChange(options.filter((o) => next.has(o.value)).map((o) => o.value));
  const toggle = (v: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(v);
    else next.delete(v);
    emit(next);
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
    >
      <Popover
        label={typeof label === 'string' ? label : 'Options'}
        trigger={
          <button
            type="button"
            id={ids.inputId}
            className={styles.trigger}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, description, error)}
          >
            {selected.length === 0 ? (
              <span className={styles.placeholder}>{placeholder}</span>
            ) : (
              <span>{selectedText(selected.length)}</span>
            )}
            <ChevronDownIcon />
          </button>
        }
      >
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => emit(new Set(options.filter((o) => !o.disabled).map((o) => o.value)))}
          >
            {selectAllLabel}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => emit(new Set())}>
            {clearLabel}
          </Button>
        </div>
        <div className={styles.list}>
          {options.map((o) => (
            <Checkbox
              key={o.value}
              label={o.label}
              checked={chosen.has(o.value)}
              disabled={o.disabled}
              onCheckedChange={(c) => toggle(o.value, c === true)}
            />
          ))}
        </div>
      </Popover>
      {showTags && selected.length > 0 ? (
        <ul className={styles.tags}>
          {selected.map((o) => (
            <li key={o.value}>
              <Tag
                tone="info"
                size="sm"
                removeLabel={removeLabel}
                onRemove={disabled ? undefined : () => toggle(o.value, false)}
              >
                {o.label}
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
