import { Checkbox, Select, type SelectOption, TextArea, TextField } from '@wm/ui';
import { NOT_AUTHORIZED_TO_MODULE, type PickerItem, SingleSelect } from '@wm/widgets';
import type { ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as styles from './Places.css.js';
import { parseNumberText } from './placesModel.js';

const NONE = '__none__';

/** The message of a field once touched, modified or submitted (validation or the server's). */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  const raw = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  if (typeof raw !== 'string') return undefined;
  return meta.touched || meta.submitFailed || meta.modified ? raw : undefined;
}

type Common = { name: string; label: string; disabled?: boolean; description?: ReactNode };

/** A react-final-form text field ('' kept as typed; the payload trims). */
export function TextF({ name, label, disabled, description, multiline }: Common & { multiline?: boolean }) {
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) =>
        multiline ? (
          <TextArea
            label={label}
            name={input.name}
            value={input.value ?? ''}
            onValueChange={(v) => input.onChange(v)}
            onBlur={() => input.onBlur()}
            disabled={disabled}
            description={description}
            error={fieldError(meta)}
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
            description={description}
            error={fieldError(meta)}
          />
        )
      }
    </Field>
  );
}

/**
 * A number typed as text: the form holds a number, null when empty, or the text when it is not a
 * number (validation then names the field).
 */
export function NumberF({ name, label, disabled, description }: Common) {
  return (
    <Field<number | string | null> name={name}>
      {({ input, meta }) => (
        <TextField
          label={label}
          name={input.name}
          inputMode="decimal"
          value={input.value === null || input.value === undefined ? '' : String(input.value)}
          onChange={(e) => input.onChange(parseNumberText(e.target.value))}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
          disabled={disabled}
          description={description}
          error={fieldError(meta)}
        />
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

/** A select; `optional` adds '(None)' stored as null; `parse` turns the option value into the field's. */
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
      {({ input, meta }) => (
        <Select
          label={label}
          name={input.name}
          value={
            input.value === null || input.value === undefined || input.value === ''
              ? optional
                ? NONE
                : ''
              : String(input.value)
          }
          options={optional ? [{ value: NONE, label: t('common.none') }, ...options] : options}
          onValueChange={(v) => {
            input.onChange(v === NONE ? null : parse(v));
            input.onBlur();
          }}
          disabled={disabled}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}

/** Status select (1 active, 2 inactive; service spec 4 "Entity status"). */
export function StatusF({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <SelectF
      name="status"
      label={t('places.field.status')}
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
  items: readonly PickerItem[];
  placeholder?: string;
  description?: string;
  /** The lookup was refused (403): the picker hides itself (service spec 6). */
  forbidden?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => (
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
            placeholder={placeholder ?? t('places.choose')}
            description={description}
            unavailableSuffix={t('places.unavailable')}
            lookupError={forbidden ? NOT_AUTHORIZED_TO_MODULE : null}
          />
          {fieldError(meta) ? (
            <p role="alert" className={styles.error} data-field-error={name}>
              {fieldError(meta)}
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
