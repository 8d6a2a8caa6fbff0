import { DatePicker } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalDateField } from './localDateField.js';
import { type DateRange, dateToDay, dayToDate } from './dateRange.js';

export type DateRangeFieldsProps = {
  value: DateRange;
  onChange: (range: DateRange) => void;
};

/**
 * From/To date pickers (MM/DD/YYYY) of a screen's date range, every text translated. An end before
 * the start is refused with 'The end date cannot precede the start date.' (platform spec 5.2).
 */
export function DateRangeFields({ value, onChange }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  const [rangeError, setRangeError] = useState<string | null>(null);
  const from = dayToDate(value.from);
  const to = dayToDate(value.to);
  // Typed in the user's order (DD/MM/YYYY in Spanish), with its placeholder and calendar locale.
  const common = useLocalDateField();
  const change = (next: { from: Date | null; to: Date | null }) => {
    if (!next.from || !next.to) return;
    if (next.to < next.from) {
      setRangeError(t('date.rangeError'));
      return;
    }
    setRangeError(null);
    onChange({ from: dateToDay(next.from), to: dateToDay(next.to) });
  };
  return (
    <>
      <DatePicker
        label={t('common.from')}
        value={from}
        onValueChange={(d) => change({ from: d, to })}
        {...common}
      />
      <DatePicker
        label={t('common.to')}
        value={to}
        onValueChange={(d) => change({ from, to: d })}
        error={rangeError}
        {...common}
      />
    </>
  );
}
