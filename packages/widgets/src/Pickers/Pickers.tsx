import { Combobox, MultiSelect } from '@wm/ui';
import { useMemo } from 'react';
import { NOT_AUTHORIZED_TO_MODULE, type PickerItem, pickerOptions } from './pickerOptions';

interface PickerBase {
  label: string;
  items: readonly PickerItem[];
  /**
   * The error of the lookup that loaded `items`. 'Not authorized to module' hides the picker
   * (service spec 6); any other error is shown under the field.
   */
  lookupError?: string | null;
  placeholder?: string;
  disabled?: boolean;
  description?: string;
  /** Appended to chosen inactive/deleted items; default '(Unavailable)'. */
  unavailableSuffix?: string;
  /** A validation message shown under the field (the field is marked invalid). */
  error?: string | null;
  /**
   * Server-side search (issue 20): called with the typed text; `items` are then the caller's
   * matches (keep the chosen items among them) and are not filtered here.
   */
  onSearchChange?: (text: string) => void;
  /** Matches are on the way: the list shows `loadingLabel` (default 'Searching…'). */
  loading?: boolean;
  loadingLabel?: string;
}

export interface SingleSelectProps extends PickerBase {
  value: string | null;
  onChange: (id: string | null) => void;
}

export interface MultiSelectPickerProps extends PickerBase {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Translations of the list's own texts (defaults '{n} selected', 'Select all', 'Clear'). */
  selectedText?: (count: number) => string;
  selectAllLabel?: string;
  clearLabel?: string;
  /** Accessible label prefix of a chosen tag's remove button (default 'Remove'). */
  removeLabel?: string;
  /** Accessible name and placeholder of the search box shown with `onSearchChange` (default 'Search'). */
  searchLabel?: string;
}

/**
 * Single-select lookup picker (service spec 2 "Single select"): type to filter, choose one. Hidden
 * entirely when `lookupError` is 'Not authorized to module'.
 */
export function SingleSelect({
  label,
  items,
  lookupError,
  value,
  onChange,
  placeholder,
  disabled,
  description,
  unavailableSuffix = '(Unavailable)',
  error,
  onSearchChange,
  loading,
  loadingLabel,
}: SingleSelectProps) {
  const options = useMemo(
    () => pickerOptions(items, new Set(value ? [value] : []), unavailableSuffix),
    [items, value, unavailableSuffix],
  );
  if (lookupError === NOT_AUTHORIZED_TO_MODULE) return null;
  return (
    <Combobox
      label={label}
      options={options}
      value={value}
      onValueChange={onChange}
      placeholder={placeholder}
      disabled={disabled}
      description={description}
      error={error || lookupError || undefined}
      onSearchChange={onSearchChange}
      loading={loading}
      loadingLabel={loadingLabel}
    />
  );
}

/**
 * Multi-select lookup picker (service spec 2 "Multi select"): choose several, shown as removable
 * tags. Hidden entirely when `lookupError` is 'Not authorized to module'.
 */
export function MultiSelectPicker({
  label,
  items,
  lookupError,
  value,
  onChange,
  placeholder,
  disabled,
  description,
  unavailableSuffix = '(Unavailable)',
  selectedText,
  selectAllLabel,
  clearLabel,
  removeLabel,
  error,
  onSearchChange,
  loading,
  loadingLabel,
  searchLabel,
}: MultiSelectPickerProps) {
  const options = useMemo(
    () => pickerOptions(items, new Set(value), unavailableSuffix),
    [items, value, unavailableSuffix],
  );
  if (lookupError === NOT_AUTHORIZED_TO_MODULE) return null;
  return (
    <MultiSelect
      label={label}
      options={options}
      value={[...value]}
      onValueChange={onChange}
      placeholder={placeholder}
      disabled={disabled}
      description={description}
      error={error || lookupError || undefined}
      selectedText={selectedText}
      selectAllLabel={selectAllLabel}
      clearLabel={clearLabel}
      removeLabel={removeLabel}
      onSearchChange={onSearchChange}
      loading={loading}
      loadingLabel={loadingLabel}
      searchLabel={searchLabel}
    />
  );
}
