import { type BitField, BIT_FIELDS, type Schedule, type ScheduleTypeValue } from '@wm/domain';
import { useId } from 'react';
import * as controls from '../internal/controls.css';
import * as styles from './SchedulePicker.css';
import { useSchedulePickerState } from './useSchedulePickerState';

/** Strings of the SchedulePicker (English defaults). */
export interface SchedulePickerLabels {
  type: string;
  types: Record<ScheduleTypeValue, string>;
  fields: Record<BitField, string>;
  weekDayNames: ReadonlyArray<string>;
  monthNames: ReadonlyArray<string>;
  hour: (h: number) => string;
  selectAll: string;
  clear: string;
}

export const defaultSchedulePickerLabels: SchedulePickerLabels = {
  type: 'Repeats',
  types: { 1: 'Hourly by weekday', 2: 'By weeks and weekdays', 3: 'By months and days' },
  fields: {
    hours: 'Hours',
    weekDays: 'Weekdays',
    monthDays: 'Days of the month',
    months: 'Months',
    weeks: 'Weeks',
  },
  weekDayNames: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  monthNames: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hour: (h) => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'am' : 'pm'}`,
  selectAll: 'All',
  clear: 'None',
};

export interface SchedulePickerProps {
  /** The stored schedule; list fields are summed powers of two (see @wm/domain `encodeBits`). */
  value: Schedule;
  /** Called with the whole schedule, list fields re-encoded. */
  onChange: (next: Schedule) => void;
  /** Schedule types offered; default all three. */
  types?: ReadonlyArray<ScheduleTypeValue>;
  disabled?: boolean;
  labels?: Partial<SchedulePickerLabels>;
}

function optionLabel(field: BitField, v: number, l: SchedulePickerLabels): string {
  if (field === 'weekDays') return l.weekDayNames[v] ?? String(v);
  if (field === 'months') return l.monthNames[v - 1] ?? String(v);
  if (field === 'hours') return l.hour(v);
  return String(v);
}

/**
 * The recurring-schedule picker (service spec 2 "Shared widgets", 3 "Schedule (recurrence)"):
 * type 1 hourly by weekday (weekdays + hours), type 2 by weeks and weekdays, type 3 by months and
 * month days. Each field is a group of labelled checkboxes; the value is stored as summed powers of
 * two through @wm/domain. A stored field that does not decode shows the domain's error message.
 */
export function SchedulePicker({
  value,
  onChange,
  types = [1, 2, 3],
  disabled = false,
  labels: lp,
}: SchedulePickerProps) {
  const l = { ...defaultSchedulePickerLabels, ...lp };
  const s = useSchedulePickerState(value, onChange);
  const id = useId();
  return (
    <div className={styles.root}>
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>{l.type}</legend>
        <div className={styles.types}>
          {types.map((t) => (
            <label key={t} className={styles.option}>
              <input
                type="radio"
                name={`${id}-type`}
                checked={s.type === t}
                onChange={() => s.setType(t)}
                className={controls.nativeCheckbox}
              />
              {l.types[t]}
            </label>
          ))}
        </div>
      </fieldset>
      {s.fields.map((field) => {
        const { first, count } = BIT_FIELDS[field];
        const all = Array.from({ length: count }, (_, i) => first + i);
        const chosen = new Set(s.selected[field]);
        return (
          <fieldset key={field} className={styles.fieldset} disabled={disabled} data-field={field}>
            <legend className={styles.legend}>{l.fields[field]}</legend>
            <div className={styles.actions}>
              <button type="button" className={styles.linkButton} onClick={() => s.setAll(field, all)}>
                {l.selectAll}
                <span className={controls.visuallyHidden}> {l.fields[field]}</span>
              </button>
              <button type="button" className={styles.linkButton} onClick={() => s.setAll(field, [])}>
                {l.clear}
                <span className={controls.visuallyHidden}> {l.fields[field]}</span>
              </button>
            </div>
            {s.errors[field] ? (
              <p role="alert" className={styles.error}>
                {s.errors[field]}
              </p>
            ) : null}
            <div className={styles.grid}>
              {all.map((v) => (
                <label key={v} className={styles.option}>
                  <input
                    type="checkbox"
                    className={controls.nativeCheckbox}
                    checked={chosen.has(v)}
                    onChange={(e) => s.toggle(field, v, e.target.checked)}
                    aria-label={`${l.fields[field]} ${optionLabel(field, v, l)}`}
                  />
                  <span aria-hidden="true">{optionLabel(field, v, l)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
