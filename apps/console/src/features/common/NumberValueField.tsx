import { NumberField } from '@wm/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const asText = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const asNumber = (text: string): number | null =>
  text === '' || text === '.' || text === '-' || text === '-.' ? null : Number(text);

/**
 * A number-only field (service spec 5) bound to a number: keeps the text as typed ('2.', '2.0')
 * while the number it means is passed up with `onChange` (null when empty), and follows a new
 * `value` from outside. `signed` allows a leading minus (temperatures). A refused key says
 * 'Only digits and a decimal point can be typed.' in the user's language.
 */
export function NumberValueField({
  label,
  value,
  onChange,
  signed = false,
  fixed = false,
  error,
  disabled,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  signed?: boolean;
  fixed?: boolean;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(asText(value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside resets the text
  useEffect(() => {
    if ((value ?? null) !== asNumber(text)) setText(asText(value));
  }, [value]);
  return (
    <NumberField
      label={label}
      value={text}
      signed={signed}
      fixed={fixed}
      error={error}
      disabled={disabled}
      onValueChange={(next) => {
        setText(next);
        onChange(asNumber(next));
      }}
      refusedMessage={t(fixed ? 'numberOnly.whole' : signed ? 'numberOnly.signed' : 'numberOnly.decimal')}
    />
  );
}
