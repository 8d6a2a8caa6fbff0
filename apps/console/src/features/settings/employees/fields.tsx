import { Checkbox, ConfirmDialog, DatePicker, Select, type SelectOption, TextField } from '@wm/ui';
import type { FieldMetaState } from 'react-final-form';
import { Field } from 'react-final-form';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfIso, isoOfDate } from './employeeModel.js';
import * as styles from './Employees.css.js';

const NONE = '__none__';

/** The translated message of a field once it was touched, changed after a submit, or submitted. */
function useFieldError() {
  const { t } = useTranslation();
  return (meta: FieldMetaState<unknown>): string | undefined => {
    const raw = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
    if (typeof raw !== 'string') return undefined;
    if (!(meta.touched || meta.submitFailed || meta.modified)) return undefined;
    const limit = /^(employees\.[\w.]+):(\d+)$/.exec(raw);
    if (limit) return t(limit[1]!, { max: Number(limit[2]) });
    return raw.startsWith('employees.') ? t(raw) : raw;
  };
}

type Common = { name: string; label: ReactNode; disabled?: boolean; description?: ReactNode };

/** A react-final-form text field (empty text is stored as ''). */
export function TextF({
  name,
  label,
  disabled,
  description,
  type,
  autoComplete,
  inputMode,
}: Common & { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'text' }) {
  const errorOf = useFieldError();
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => (
        <TextField
          label={label}
          name={input.name}
          value={input.value ?? ''}
          onChange={(e) => input.onChange(e.target.value)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
          disabled={disabled}
          description={description}
          error={errorOf(meta)}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
    </Field>
  );
}

/** A react-final-form date field stored as 'YYYY-MM-DD' (null when empty); Enter commits, never submits. */
export function DateF({ name, label, disabled }: Common) {
  const errorOf = useFieldError();
  const { t } = useTranslation();
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => (
        <div className={styles.dateField}>
          <DatePicker
            label={label}
            value={dateOfIso(input.value)}
            onValueChange={(d) => {
              input.onChange(isoOfDate(d));
              input.onBlur();
            }}
            disabled={disabled}
            error={errorOf(meta)}
            chooseDateLabel={t('employees.chooseDate')}
          />
        </div>
      )}
    </Field>
  );
}

/** A react-final-form checkbox. */
export function CheckF({ name, label, disabled }: Common) {
  return (
    <Field<boolean | null> name={name}>
      {({ input }) => (
        <Checkbox
          label={label}
          checked={input.value === true}
          onCheckedChange={(c) => input.onChange(c === true)}
          disabled={disabled}
        />
      )}
    </Field>
  );
}

/** A react-final-form select; `optional` adds a "(None)" choice stored as null. */
export function SelectF({
  name,
  label,
  disabled,
  options,
  optional,
  parse = (v: string) => v,
}: Common & { options: SelectOption[]; optional?: boolean; parse?: (v: string) => unknown }) {
  const { t } = useTranslation();
  return (
    <Field<unknown> name={name}>
      {({ input }) => (
        <Select
          label={label}
          value={
            input.value === null || input.value === undefined || input.value === ''
              ? optional
                ? NONE
                : ''
              : String(input.value)
          }
          options={optional ? [{ value: NONE, label: t('employees.none') }, ...options] : options}
          onValueChange={(v) => input.onChange(v === NONE ? null : parse(v))}
          disabled={disabled}
        />
      )}
    </Field>
  );
}

/** A label and a value shown without a control (fields a user may not change). */
export function ReadOnly({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className={styles.readOnlyValue}>
      <span className={styles.readOnlyLabel}>{label}</span>
      <span>{value === null || value === undefined || value === '' ? '—' : value}</span>
    </div>
  );
}

/**
 * A promise-returning confirmation: `ask(title, message)` opens the ConfirmDialog and resolves true
 * on Ok, false on Cancel/Escape. Render `dialog` once.
 */
export function useAsk() {
  const { t } = useTranslation();
  const [state, setState] = useState<{ title: string; message: string } | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
  };
  const ask = useCallback((title: string, message: string) => {
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setState({ title, message });
    });
  }, []);
  const dialog = (
    <ConfirmDialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) {
          settle(false);
          setState(null);
        }
      }}
      title={state?.title}
      message={state?.message}
      confirmLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { ask, dialog };
}
