import { NOT_AUTHORIZED_TO_MODULE, type PickerItem, SingleSelect } from '@wm/widgets';
import {
  Checkbox,
  DatePicker,
  NumberField,
  Select,
  type SelectOption,
  Switch,
  TextArea,
  TextField,
} from '@wm/ui';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as styles from './formFields.css.js';
import { useLocalDateField } from './localDateField.js';

/**
 * The react-final-form fields of the console's editors (employees, locations, tasks, devices,
 * company settings): one place for how a field shows its value and its message.
 *
 * A field's message shows once it was touched, changed or submitted: its validation error, or the
 * server's (submitError) until the value changes again. Messages that are translation keys
 * ('employees.hireBeforeRaise', or 'key:max' with a number) are translated; other text is shown as
 * it is, unless a FieldMessages provider maps it (e.g. a spec message to its key).
 */
const FieldMessages = createContext<((message: string) => string | null | undefined) | null>(null);

/** Maps messages of the fields below it to translation keys (return null to keep the text). */
export const FieldMessagesProvider = FieldMessages.Provider;

/** The message a field shows now, translated, or undefined. */
export function useFieldError(): (meta: FieldMetaState<unknown>) => string | undefined {
  const { t, i18n } = useTranslation();
  const toKey = useContext(FieldMessages);
  return useCallback(
    (meta) => {
      const raw = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
      if (typeof raw !== 'string' || !raw) return undefined;
      if (!(meta.touched || meta.submitFailed || meta.modified)) return undefined;
      const limit = /^([\w.]+):(\d+)$/.exec(raw);
      if (limit && i18n.exists(limit[1]!)) return t(limit[1]!, { max: Number(limit[2]) });
      const key = toKey?.(raw) ?? raw;
      return i18n.exists(key) ? t(key) : raw;
    },
    [t, i18n, toKey],
  );
}

const NONE = '__none__';

type Common = { name: string; label: ReactNode; disabled?: boolean; description?: ReactNode };

/**
 * A text field ('' kept as typed; payload builders trim); `multiline` for a text area;
 * `inputMode` 'numeric' (digits only) or 'decimal' (digits and a decimal point) makes it a
 * number-only field.
 */
export function TextF({
  name,
  label,
  disabled,
  description,
  multiline,
  type,
  autoComplete,
  inputMode,
}: Common & {
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'text';
}) {
  const errorOf = useFieldError();
  const { t } = useTranslation();
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => {
        const error = errorOf(meta);
        // inputMode numeric/decimal: a number-only field (service spec 5; issue 19: letters were
        // accepted), whole numbers for numeric.
        if (!multiline && (inputMode === 'numeric' || inputMode === 'decimal'))
          return (
            <NumberField
              label={label}
              name={input.name}
              fixed={inputMode === 'numeric'}
              value={input.value === null || input.value === undefined ? '' : String(input.value)}
              onValueChange={(text) => input.onChange(text)}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
              disabled={disabled}
              description={error ? undefined : description}
              error={error}
              autoComplete={autoComplete}
              refusedMessage={t(inputMode === 'numeric' ? 'numberOnly.whole' : 'numberOnly.decimal')}
            />
          );
        return multiline ? (
          <TextArea
            label={label}
            name={input.name}
            value={input.value ?? ''}
            onValueChange={(v) => input.onChange(v)}
            onBlur={() => input.onBlur()}
            disabled={disabled}
            description={description}
            error={error}
            rows={3}
          />
        ) : (
          <TextField
            label={label}
            name={input.name}
            value={input.value ?? ''}
            onChange={(e) => input.onChange(e.target.value)}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
            disabled={disabled}
            description={error ? undefined : description}
            error={error}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
          />
        );
      }}
    </Field>
  );
}

/**
 * A number typed as text: `parse` turns the text into the field's value (e.g. a number, null when
 * empty, or the text itself when it is no number, so validation can name the field). With
 * `numberOnly` ('decimal' or 'whole') it is a number-only field (service spec 5: digits, navigation
 * keys and, unless whole, a decimal point; a refused key says so); without it any text may be typed
 * (latitude and longitude need a minus sign).
 */
export function NumberF({
  name,
  label,
  disabled,
  description,
  parse,
  numberOnly,
}: Common & { parse: (text: string) => number | string | null; numberOnly?: 'decimal' | 'whole' }) {
  const errorOf = useFieldError();
  const { t } = useTranslation();
  return (
    <Field<number | string | null> name={name}>
      {({ input, meta }) =>
        numberOnly ? (
          <NumberField
            label={label}
            name={input.name}
            fixed={numberOnly === 'whole'}
            value={input.value === null || input.value === undefined ? '' : String(input.value)}
            onValueChange={(text) => input.onChange(parse(text))}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
            disabled={disabled}
            description={description}
            error={errorOf(meta)}
            refusedMessage={t(numberOnly === 'whole' ? 'numberOnly.whole' : 'numberOnly.decimal')}
          />
        ) : (
          <TextField
            label={label}
            name={input.name}
            inputMode="decimal"
            value={input.value === null || input.value === undefined ? '' : String(input.value)}
            onChange={(e) => input.onChange(parse(e.target.value))}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
            disabled={disabled}
            description={description}
            error={errorOf(meta)}
          />
        )
      }
    </Field>
  );
}

/** A date field: `toDate`/`fromDate` convert between the stored value and the picker's Date. */
export function DateF<V>({
  name,
  label,
  disabled,
  toDate,
  fromDate,
}: Common & {
  toDate: (value: V | null | undefined) => Date | null;
  fromDate: (d: Date | null) => V | null;
}) {
  const errorOf = useFieldError();
  // Typed in the user's order (DD/MM/YYYY in Spanish), with its placeholder and calendar locale.
  const dateField = useLocalDateField();
  return (
    <Field<V | null> name={name}>
      {({ input, meta }) => (
        <div className={styles.dateField}>
          <DatePicker
            label={label}
            value={toDate(input.value)}
            onValueChange={(d) => {
              input.onChange(fromDate(d));
              input.onBlur();
            }}
            disabled={disabled}
            error={errorOf(meta)}
            {...dateField}
          />
        </div>
      )}
    </Field>
  );
}

/** A checkbox bound to a boolean field. */
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

/** A switch bound to a boolean field. */
export function SwitchF({ name, label, disabled, description }: Common & { description?: string }) {
  return (
    <Field<boolean | null> name={name}>
      {({ input }) => (
        <Switch
          label={label}
          description={description}
          checked={input.value === true}
          onCheckedChange={(v) => input.onChange(v)}
          disabled={disabled}
        />
      )}
    </Field>
  );
}

/**
 * A select; `optional` adds '(None)' stored as null; `parse` turns the option value into the field's;
 * `placeholder` shows while nothing is chosen.
 */
export function SelectF({
  name,
  label,
  disabled,
  options,
  optional,
  placeholder,
  parse = (v: string) => v,
}: Common & {
  options: SelectOption[];
  optional?: boolean;
  placeholder?: string;
  parse?: (v: string) => unknown;
}) {
  const { t } = useTranslation();
  const errorOf = useFieldError();
  return (
    <Field<unknown> name={name}>
      {({ input, meta }) => (
        <Select
          label={label}
          name={input.name}
          value={
            input.value === null || input.value === undefined || input.value === ''
              ? optional
                ? NONE
                : undefined
              : String(input.value)
          }
          options={optional ? [{ value: NONE, label: t('common.none') }, ...options] : options}
          onValueChange={(v) => {
            input.onChange(v === NONE ? null : parse(v));
            input.onBlur();
          }}
          placeholder={placeholder}
          disabled={disabled}
          error={errorOf(meta)}
        />
      )}
    </Field>
  );
}

/** Status select (1 active, 2 inactive; service spec 4 "Entity status"). */
export function StatusF({ label, disabled }: { label: ReactNode; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <SelectF
      name="status"
      label={label}
      disabled={disabled}
      options={[
        { value: '1', label: t('status.1') },
        { value: '2', label: t('status.2') },
      ]}
      parse={Number}
    />
  );
}

/** A lookup picker (SingleSelect of @wm/widgets) bound to an id field. */
export function PickerF({
  name,
  label,
  items,
  disabled,
  placeholder,
  description,
  forbidden,
}: Common & {
  label: string;
  items: readonly PickerItem[];
  placeholder?: string;
  description?: string;
  /** The lookup was refused (403): the picker hides itself (service spec 6). */
  forbidden?: boolean;
}) {
  const { t } = useTranslation();
  const errorOf = useFieldError();
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => {
        const error = errorOf(meta);
        return (
          <div>
            <SingleSelect
              label={label}
              items={items}
              value={input.value || null}
              onChange={(id) => {
                input.onChange(id);
                input.onBlur();
              }}
              disabled={disabled}
              placeholder={placeholder ?? t('tree.select')}
              description={typeof description === 'string' ? description : undefined}
              unavailableSuffix={`(${t('list.unavailable')})`}
              lookupError={forbidden ? NOT_AUTHORIZED_TO_MODULE : null}
            />
            {error ? (
              <p role="alert" className={styles.error} data-field-error={name}>
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
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
