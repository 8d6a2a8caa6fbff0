import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { Field } from '../internal/Field';
import * as fieldStyles from '../internal/field.css';
import { CheckIcon } from '../internal/icons';
import { describedBy, useFieldIds } from '../internal/useFieldIds';
import * as styles from './Combobox.css';

export type ComboboxOption = { value: string; label: string; disabled?: boolean };

export type ComboboxProps = {
  label: ReactNode;
  options: ComboboxOption[];
  /** The chosen value (null: none). */
  value: string | null;
  onValueChange: (value: string | null) => void;
  placeholder?: string;
  /** Text when nothing matches; default 'No matches'. */
  emptyText?: string;
  /** Clearing the text and leaving the field sets the value to null; default true. */
  clearable?: boolean;
  /** Decides whether an option matches the typed text; default case-insensitive "contains". */
  filter?: (option: ComboboxOption, query: string) => boolean;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  id?: string;
  /**
   * Server-side search: called with the typed text ('' when the typing ends: choice, Escape,
   * blur). With it `filter` is not applied; the caller supplies the matching `options` (keep the
   * chosen one among them so its label shows).
   */
  onSearchChange?: (text: string) => void;
  /** Shows `loadingLabel` under the input while open (matches on the way). */
  loading?: boolean;
  /** Text while `loading`; default 'Searching…'. */
  loadingLabel?: string;
};

const defaultFilter = (o: ComboboxOption, q: string) =>
  o.label.toLowerCase().includes(q.trim().toLowerCase());

/**
 * A text input that filters a list of options (WAI-ARIA combobox with listbox popup): type to
 * filter, ArrowDown/ArrowUp to move, Enter to choose, Escape to close. Use it instead of Select
 * when the list is long (employees, locations).
 */
export function Combobox({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  emptyText = 'No matches',
  clearable = true,
  filter = defaultFilter,
  description,
  error,
  disabled,
  id,
  onSearchChange,
  loading = false,
  loadingLabel = 'Searching…',
}: ComboboxProps) {
  const ids = useFieldIds(id);
  const listId = `${useId().replace(/:/g, '')}-list`;
  const selected = options.find((o) => o.value === value) ?? null;
  const [query, setQueryState] = useState<string | null>(null);
  const setQuery = (q: string | null) => {
    setQueryState(q);
    if (onSearchChange && q !== query) onSearchChange(q ?? '');
  };
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const text = query ?? selected?.label ?? '';
  const matches = useMemo(
    () => (query === null || onSearchChange ? options : options.filter((o) => filter(o, query))),
    [options, query, filter, onSearchChange],
  );
  const activeOption = open && !loading ? matches[active] : undefined;

  const choose = (o: ComboboxOption | undefined) => {
    if (!o || o.disabled) return;
    onValueChange(o.value);
    setQuery(null);
    setOpen(false);
  };

  const move = (delta: number) => {
    if (!open) {
      setOpen(true);
      setActive(
        Math.max(
          0,
          matches.findIndex((o) => o.value === value),
        ),
      );
      return;
    }
    if (matches.length === 0) return;
    setActive((i) => (i + delta + matches.length) % matches.length);
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
      <div className={styles.wrapper}>
        <input
          ref={inputRef}
          id={ids.inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, description, error)}
          className={fieldStyles.input}
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              move(1);
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              move(-1);
            } else if (e.key === 'Enter' && open) {
              e.preventDefault();
              choose(activeOption);
            } else if (e.key === 'Escape' && open) {
              e.preventDefault();
              setOpen(false);
              setQuery(null);
            }
          }}
          onBlur={() => {
            if (clearable && query !== null && query.trim() === '') onValueChange(null);
            setQuery(null);
            setOpen(false);
          }}
        />
        <div
          id={listId}
          role="listbox"
          aria-labelledby={ids.labelId}
          className={styles.listbox}
          hidden={!open || matches.length === 0 || loading}
        >
          {matches.map((o, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the input (aria-activedescendant)
            <div
              key={o.value}
              tabIndex={-1}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={o.value === value}
              aria-disabled={o.disabled || undefined}
              data-highlighted={i === active ? '' : undefined}
              data-disabled={o.disabled ? '' : undefined}
              className={fieldStyles.listItem}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(o)}
            >
              {o.label}
              {o.value === value ? <CheckIcon /> : null}
            </div>
          ))}
        </div>
        {open && loading ? (
          <div role="status" className={`${styles.listbox} ${styles.empty}`}>
            {loadingLabel}
          </div>
        ) : open && matches.length === 0 ? (
          <div role="status" className={`${styles.listbox} ${styles.empty}`}>
            {emptyText}
          </div>
        ) : null}
      </div>
    </Field>
  );
}
