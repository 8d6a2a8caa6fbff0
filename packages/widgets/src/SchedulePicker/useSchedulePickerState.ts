import { type BitField, decodeBits, encodeBits, type Schedule, type ScheduleTypeValue } from '@wm/domain';
import { useMemo } from 'react';

/** Which bit fields each schedule type uses (service spec 3 "Schedule (recurrence)"). */
export const SCHEDULE_TYPE_FIELDS: Readonly<Record<ScheduleTypeValue, readonly BitField[]>> = {
  1: ['weekDays', 'hours'],
  2: ['weeks', 'weekDays'],
  3: ['months', 'monthDays'],
};

/**
 * State of a SchedulePicker over a stored Schedule: decodes each list field (summed powers of two,
 * via @wm/domain) and writes changes back encoded. A stored value that does not decode gives an
 * empty selection for that field plus `errors[field]` with the domain's message.
 */
export function useSchedulePickerState(value: Schedule, onChange: (next: Schedule) => void) {
  const decoded = useMemo(() => {
    const lists: Record<BitField, number[]> = {
      hours: [],
      weekDays: [],
      monthDays: [],
      months: [],
      weeks: [],
    };
    const errors: Partial<Record<BitField, string>> = {};
    for (const f of Object.keys(lists) as BitField[]) {
      try {
        lists[f] = decodeBits(value[f], f);
      } catch (e) {
        errors[f] = e instanceof Error ? e.message : String(e);
      }
    }
    return { lists, errors };
  }, [value]);

  const setField = (field: BitField, values: readonly number[]) =>
    onChange({ ...value, [field]: encodeBits(values, field) });

  return {
    type: value.type,
    fields: SCHEDULE_TYPE_FIELDS[value.type] ?? [],
    selected: decoded.lists,
    errors: decoded.errors,
    setType: (type: ScheduleTypeValue) => onChange({ ...value, type }),
    toggle: (field: BitField, v: number, on: boolean) => {
      const cur = decoded.lists[field];
      setField(field, on ? [...cur, v] : cur.filter((x) => x !== v));
    },
    setAll: (field: BitField, values: readonly number[]) => setField(field, values),
  };
}
