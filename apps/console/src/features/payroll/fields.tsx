import { NumberField, Select, type SelectOption } from '@wm/ui';
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
 * A rate typed as text and shown, once the field is left, with two decimals ('1234.50', service
 * spec 9). Number-only (service spec 5): digits and one decimal point can be typed; a refused key
 * says so. The draft holds the number (or the text when it is not a number yet, e.g. '.').
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
  const { t } = usePayrollTranslation();
  const [text, setText] = useState(displayRate(value));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(displayRate(value));
  }, [value, focused]);
  return (
    <NumberField
      label={label}
      aria-label={ariaLabel}
      value={text}
      error={error}
      refusedMessage={t('numberOnly.decimal')}
      onFocus={() => setFocused(true)}
      onValueChange={(next) => {
        setText(next);
        const parsed = parseRate(next);
        onChange(parsed === undefined ? next : parsed);
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
