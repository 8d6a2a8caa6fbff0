import { Select, type SelectOption, TextField } from '@wm/ui';
import { useEffect, useState } from 'react';
import { usePayrollTranslation } from './i18n.js';
import { displayRate, parseRate } from './model.js';

const NONE = '__none__';

/** Status select of a payroll record (1 active, 2 inactive). */
export function StatusSelect({
  value,
  onChange,
  error,
}: {
  value: number | null | undefined;
  onChange: (status: 1 | 2) => void;
  error?: string | undefined;
}) {
  const { t } = usePayrollTranslation();
  return (
    <Select
      label={t('payroll.field.status')}
      required
      value={value === 1 || value === 2 ? String(value) : ''}
      placeholder={t('payroll.choose')}
      options={[
        { value: '1', label: t('status.1') },
        { value: '2', label: t('status.2') },
      ]}
      onValueChange={(v) => onChange(v === '2' ? 2 : 1)}
      error={error}
    />
  );
}

/** A select with a "(None)" choice mapping to null. */
export function OptionalSelect({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: string | null | undefined;
  options: SelectOption[];
  onChange: (value: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = usePayrollTranslation();
  return (
    <Select
      label={label}
      value={value ?? NONE}
      options={[{ value: NONE, label: t('common.none') }, ...options]}
      onValueChange={(v) => onChange(v === NONE ? null : v)}
      error={error}
    />
  );
}

/**
 * A rate typed as text and shown, once the field is left, as currency without symbol ('1,234.50',
 * service spec 9). The draft holds the number (or the text when it is not a number).
 */
export function RateField({
  label,
  value,
  onChange,
  error,
  ariaLabel,
}: {
  label: string;
  ariaLabel?: string;
  value: number | string | null | undefined;
  onChange: (value: number | string | null) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState(displayRate(value));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(displayRate(value));
  }, [value, focused]);
  return (
    <TextField
      label={label}
      aria-label={ariaLabel}
      inputMode="decimal"
      value={text}
      error={error}
      onFocus={() => setFocused(true)}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseRate(e.target.value);
        onChange(parsed === undefined ? e.target.value : parsed);
      }}
      onBlur={() => {
        setFocused(false);
        const parsed = parseRate(text);
        if (parsed !== undefined) setText(displayRate(parsed));
      }}
    />
  );
}

/** Options 'n' for n in [from, to]. */
export function numberOptions(
  from: number,
  to: number,
  label: (n: number) => string = String,
): SelectOption[] {
  const out: SelectOption[] = [];
  for (let n = from; n <= to; n++) out.push({ value: String(n), label: label(n) });
  return out;
}
