import { Popover as RPopover } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../internal/cx';
import {
  assertDateModel,
  compareDays,
  type DateFieldFormat,
  formatDateText,
  parseDateText,
} from '../internal/date';
import { Field } from '../internal/Field';
import * as fieldStyles from '../internal/field.css';
import { CalendarIcon } from '../internal/icons';
import { describedBy, useFieldIds } from '../internal/useFieldIds';
import { useThemeClass } from '../theme/ThemeProvider';
import { Calendar } from './Calendar';
import * as styles from './DatePicker.css';

export type DatePickerProps = {
  label: ReactNode;
  /** The date (local calendar day) or null. Anything else throws (see below). */
  value: Date | null;
  /** Called with the chosen local date at midnight, or null when the text is cleared. */
  onValueChange: (value: Date | null) => void;
  min?: Date | null;
  max?: Date | null;
  isDateDisabled?: (date: Date) => boolean;
  /**
   * The order the date is written and typed in: 'MM/DD/YYYY' (default, the spec's) or 'DD/MM/YYYY'
   * (a Spanish console).
   */
  format?: DateFieldFormat;
  /** Default the format ('MM/DD/YYYY'). */
  placeholder?: string;
  /** Shown for text that is not a date; default 'Enter a date as <format>.' */
  invalidText?: string;
  /** Shown for a date outside min/max or disabled; default 'This date cannot be chosen.' */
  unavailableText?: string;
  /** Label of the calendar button; default 'Choose date'. */
  chooseDateLabel?: string;
  /** Names of the calendar's month buttons; defaults 'Previous month' and 'Next month'. */
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  description?: ReactNode;
  /** An error from the host (e.g. a range check); shown instead of the picker's own. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Today for the calendar's marker; default now. */
  today?: Date;
  /** BCP 47 locale of the calendar's month and weekday names; default 'en-US'. */
  locale?: string;
  /** First day of the calendar's weeks, 0 Sunday .. 6 Saturday; default 0 (Spanish weeks start on Monday, 1). */
  weekStartsOn?: number;
  id?: string;
  /** Open the calendar initially (stories). */
  defaultOpen?: boolean;
};

/**
 * A date field: type MM/DD/YYYY (spec default date format; DD/MM/YYYY with `format`) or pick from a
 * calendar popover.
 * The text is parsed when the field loses focus or on Enter. Spec service 5: "The date picker throws
 * if the model is not a date": a `value` that is not a Date or null throws
 * TypeError('DatePicker value must be a Date or null, got <what>.').
 */
export function DatePicker({
  label,
  value: rawValue,
  onValueChange,
  min,
  max,
  isDateDisabled,
  format = 'MM/DD/YYYY',
  placeholder = format,
  invalidText = `Enter a date as ${format}.`,
  unavailableText = 'This date cannot be chosen.',
  chooseDateLabel = 'Choose date',
  previousMonthLabel,
  nextMonthLabel,
  description,
  error,
  disabled,
  required,
  today,
  locale,
  weekStartsOn,
  id,
  defaultOpen = false,
}: DatePickerProps) {
  const value = assertDateModel(rawValue, 'DatePicker');
  const ids = useFieldIds(id);
  const themeCls = useThemeClass();
  const [draft, setDraft] = useState<string | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [open, setOpen] = useState(defaultOpen);
  const valueKey = value ? value.getTime() : null;

  useEffect(() => {
    // A new value from the host replaces whatever was being typed.
    void valueKey;
    setDraft(null);
    setOwnError(null);
  }, [valueKey]);

  const unavailable = (d: Date) =>
    (!!min && compareDays(d, min) < 0) || (!!max && compareDays(d, max) > 0) || !!isDateDisabled?.(d);

  const commit = () => {
    if (draft === null) return;
    if (draft.trim() === '') {
      setOwnError(null);
      setDraft(null);
      if (value !== null) onValueChange(null);
      return;
    }
    const parsed = parseDateText(draft, format);
    if (!parsed) return setOwnError(invalidText);
    if (unavailable(parsed)) return setOwnError(unavailableText);
    setOwnError(null);
    setDraft(null);
    onValueChange(parsed);
  };

  const shownError = error ?? ownError;
  return (
    <Field
      label={label}
      labelFor={ids.inputId}
      labelId={ids.labelId}
      description={description}
      descriptionId={ids.descriptionId}
      error={shownError}
      errorId={ids.errorId}
    >
      <RPopover.Root open={open} onOpenChange={setOpen}>
        <RPopover.Anchor className={styles.group}>
          <input
            id={ids.inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={cx(fieldStyles.input, styles.input)}
            placeholder={placeholder}
            value={draft ?? (value ? formatDateText(value, format) : '')}
            disabled={disabled}
            required={required}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy(ids, description, shownError)}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              // Enter commits the typed date; it must not also submit a surrounding form.
              if (e.key === 'Enter') {
                e.preventDefault();
                commit();
              }
            }}
          />
          <RPopover.Trigger asChild>
            <IconButton
              label={chooseDateLabel}
              icon={<CalendarIcon />}
              variant="secondary"
              disabled={disabled}
            />
          </RPopover.Trigger>
        </RPopover.Anchor>
        <RPopover.Portal>
          <RPopover.Content
            align="start"
            sideOffset={4}
            aria-label={chooseDateLabel}
            className={cx(themeCls, fieldStyles.overlayContent)}
            style={{ padding: 8 }}
            onOpenAutoFocus={(e) => e.preventDefault()}
          >
            <Calendar
              value={value}
              min={min}
              max={max}
              isDateDisabled={isDateDisabled}
              today={today}
              locale={locale}
              weekStartsOn={weekStartsOn}
              previousMonthLabel={previousMonthLabel}
              nextMonthLabel={nextMonthLabel}
              autoFocus
              onSelect={(d) => {
                setOpen(false);
                setDraft(null);
                setOwnError(null);
                onValueChange(d);
              }}
            />
          </RPopover.Content>
        </RPopover.Portal>
      </RPopover.Root>
    </Field>
  );
}

/** A start/end pair of local dates; either may be null. */
export type DateRange = { start: Date | null; end: Date | null };

/** The props a DateRangePicker passes on to both of its DatePickers (typed order and their texts). */
type SharedFieldProps = Pick<
  DatePickerProps,
  | 'format'
  | 'placeholder'
  | 'invalidText'
  | 'unavailableText'
  | 'chooseDateLabel'
  | 'previousMonthLabel'
  | 'nextMonthLabel'
  | 'weekStartsOn'
>;

export type DateRangePickerProps = SharedFieldProps & {
  /** Name of the pair (a fieldset legend), e.g. 'Date range'. */
  label: ReactNode;
  value: DateRange;
  onValueChange: (value: DateRange) => void;
  /** Defaults 'From' and 'To'. */
  startLabel?: string;
  endLabel?: string;
  /** Shown when the end is before the start; default 'The end date cannot precede the start date.' */
  rangeErrorText?: string;
  min?: Date | null;
  max?: Date | null;
  today?: Date;
  locale?: string;
  disabled?: boolean;
};

/**
 * Two DatePickers for a date range. The end cannot precede the start (spec platform 5,
 * "Multi-date selection"): such a choice is not emitted and shows `rangeErrorText`. Both `start`
 * and `end` must be Dates or null, else it throws 'DateRangePicker value must be a Date or null, got <what>.'
 * The typed order and the field texts (`format`, `placeholder`, `invalidText`, `chooseDateLabel`, the
 * month buttons' labels…) apply to both pickers.
 */
export function DateRangePicker({
  label,
  value,
  onValueChange,
  startLabel = 'From',
  endLabel = 'To',
  rangeErrorText = 'The end date cannot precede the start date.',
  min,
  max,
  today,
  locale,
  disabled,
  ...field
}: DateRangePickerProps) {
  const start = assertDateModel(value?.start, 'DateRangePicker');
  const end = assertDateModel(value?.end, 'DateRangePicker');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const change = (next: DateRange) => {
    if (next.start && next.end && compareDays(next.end, next.start) < 0) {
      setRangeError(rangeErrorText);
      return;
    }
    setRangeError(null);
    onValueChange(next);
  };
  return (
    <fieldset className={styles.range} disabled={disabled}>
      <legend className={cx(fieldStyles.label, styles.legend)}>{label}</legend>
      <DatePicker
        label={startLabel}
        value={start}
        onValueChange={(d) => change({ start: d, end })}
        min={min}
        max={max}
        today={today}
        locale={locale}
        disabled={disabled}
        {...field}
      />
      <DatePicker
        label={endLabel}
        value={end}
        onValueChange={(d) => change({ start, end: d })}
        min={min}
        max={max}
        today={today}
        locale={locale}
        disabled={disabled}
        error={rangeError}
        {...field}
      />
    </fieldset>
  );
}
