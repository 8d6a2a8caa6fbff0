import { type ReactNode, useState } from 'react';
import { Tag } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Field } from '../internal/Field';
import * as fieldStyles from '../internal/field.css';
import { ChevronDownIcon } from '../internal/icons';
import { describedBy, useFieldIds } from '../internal/useFieldIds';
import { Popover } from '../Popover/Popover';
import { Spinner } from '../Spinner/Spinner';
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
  /**
   * Server-side search: with it the panel gets a search box and this is called with the typed
   * text (untrimmed, '' when cleared or when the panel closes). The caller supplies the matching
   * `options` (and should keep the chosen ones among them so their tags show names); the list is
   * not filtered here, and chosen values missing from `options` are kept, not dropped.
   */
  onSearchChange?: (text: string) => void;
  /** Accessible name and placeholder of the search box; default 'Search'. */
  searchLabel?: string;
  /** Shows `loadingLabel` with a spinner at the top of the list (matches on the way). */
  loading?: boolean;
  /** Text while `loading`; default 'Searching…'. */
  loadingLabel?: string;
  /** Text when a search finds nothing (search mode only); default 'No matches'. */
  emptyText?: string;
};

/**
 * Choose several options: a button opens a panel of checkboxes (with Select all / Clear); the
 * chosen ones show as removable tags. Unknown values in `value` are ignored (without
 * `onSearchChange`) or kept as they are (with it: the options are one search's matches, and
 * Select all adds the shown options to the chosen ones).
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
  onSearchChange,
  searchLabel = 'Search',
  loading = false,
  loadingLabel = 'Searching…',
  emptyText = 'No matches',
}: MultiSelectProps) {
  const ids = useFieldIds(id);
  const [query, setQuery] = useState('');
  const searching = onSearchChange !== undefined;
  const chosen = new Set(value);
  const selected = options.filter((o) => chosen.has(o.value));
  const known = new Set(options.map((o) => o.value));
  // In search mode `options` is one search's matches: chosen values outside it stay chosen.
  const emit = (next: Set<string>) =>
    onValueChange([
      ...(searching ? value.filter((v) => !known.has(v) && next.has(v)) : []),
      ...options.filter((o) => next.has(o.value)).map((o) => o.value),
    ]);
  const search = (text: string) => {
    setQuery(text);
    onSearchChange?.(text);
  };
  const enabled = options.filter((o) => !o.disabled).map((o) => o.value);
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
        onOpenChange={(open) => {
          if (!open && searching && query !== '') search('');
        }}
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
        {searching ? (
          <input
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            autoComplete="off"
            className={`${fieldStyles.input} ${styles.search}`}
            value={query}
            onChange={(e) => search(e.currentTarget.value)}
          />
        ) : null}
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => emit(new Set(searching ? [...value, ...enabled] : enabled))}
          >
            {selectAllLabel}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => emit(new Set())}>
            {clearLabel}
          </Button>
        </div>
        <div className={styles.list}>
          {loading ? (
            <div className={styles.status}>
              <Spinner size="sm" label="" />
              <span role="status">{loadingLabel}</span>
            </div>
          ) : searching && options.length === 0 ? (
            <div role="status" className={styles.status}>
              {emptyText}
            </div>
          ) : null}
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
