import { useEntityList } from '@wm/api';
import { Button, useToast } from '@wm/ui';
import { useRef, useState } from 'react';
import { Field, useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import {
  AVATAR_TYPES,
  avatarUrl,
  type EmployeeRecord,
  initialsOf,
  isAvatarFile,
  serverMessageKey,
} from './employeeModel.js';
import * as styles from './Employees.css.js';
import { ReadOnly, SelectF, TextF } from './fields.js';

/** A round photo of an employee (GET /api/file/{avatar_id}), or their initials without one. */
export function EmployeeAvatar({ record, large }: { record: EmployeeRecord; large?: boolean }) {
  const { t } = useTranslation();
  const url = avatarUrl(record.avatar_id);
  const cls = `${styles.avatar} ${large ? styles.avatarLarge : ''}`;
  if (url) return <img className={cls} src={url} alt={t('employees.photo.alt')} />;
  return (
    <span className={cls} aria-hidden="true">
      {initialsOf(record)}
    </span>
  );
}

/**
 * The photo of the detail's form (service spec 3 "Employee" avatar_id; 7 "Files and media"):
 * Upload / Replace sends the chosen image through POST /api/file and sets `avatar_id`; Remove clears
 * it; both take effect on Save (the server checks the file is an image of the company). Only
 * JPEG, PNG, GIF, BMP and WebP files are offered and accepted.
 */
export function PhotoField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm<EmployeeRecord>();
  const { values } = useFormState<EmployeeRecord>({ subscription: { values: true } });
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const has = !!values.avatar_id;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!isAvatarFile(file)) {
      toast.error(t('employees.msg.photoNotImage'));
      return;
    }
    setBusy(true);
    try {
      const stored = await apiClient.files.upload(file, file.name, undefined, 'photo');
      form.change('avatar_id', stored.id);
    } catch (err) {
      const raw = errorMessage(err);
      const k = serverMessageKey(raw);
      toast.error(k ? t(k.key, k.values) : raw);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <section className={styles.section} aria-label={t('employees.photo.title')}>
      <h4 className={styles.sectionTitle}>{t('employees.photo.title')}</h4>
      <div className={styles.photoRow}>
        <EmployeeAvatar record={values} large />
        {disabled ? null : (
          <>
            <input
              ref={input}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              className={styles.hiddenInput}
              aria-label={t('employees.photo.file')}
              data-testid="employee-photo-input"
              onChange={(e) => void choose(e.currentTarget.files?.[0])}
            />
            <Button variant="secondary" loading={busy} onClick={() => input.current?.click()}>
              {has ? t('employees.photo.replace') : t('employees.photo.upload')}
            </Button>
            {has ? (
              <Button variant="ghost" disabled={busy} onClick={() => form.change('avatar_id', null)}>
                {t('employees.photo.remove')}
              </Button>
            ) : null}
          </>
        )}
      </div>
      <Field name="avatar_id" subscription={{ submitError: true, dirtySinceLastSubmit: true }}>
        {({ meta }) =>
          meta.submitError && !meta.dirtySinceLastSubmit ? (
            <p className={styles.alert} role="alert">
              {meta.submitError}
            </p>
          ) : null
        }
      </Field>
      {disabled ? null : <p className={styles.hint}>{t('employees.photo.hint')}</p>}
    </section>
  );
}

/**
 * The address of the detail's form (`address`: street, city, region, postalCode, country as the
 * CSV import names them). Country is a two-letter code; the form and the server check lengths.
 */
export function AddressFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={t('employees.address.title')}>
      <h4 className={styles.sectionTitle}>{t('employees.address.title')}</h4>
      <TextF name="address.street" label={t('employees.address.street')} disabled={disabled} />
      <div className={styles.row}>
        <TextF name="address.city" label={t('employees.address.city')} disabled={disabled} />
        <TextF name="address.region" label={t('employees.address.region')} disabled={disabled} />
        <TextF name="address.postalCode" label={t('employees.address.postalCode')} disabled={disabled} />
        <TextF
          name="address.country"
          label={t('employees.address.country')}
          description={t('employees.address.countryHint')}
          disabled={disabled}
        />
      </div>
    </section>
  );
}

/** What the user may do with pay groups: change them, only read their names, or neither. */
export type PayGroupAccess = 'edit' | 'view' | 'none';

/**
 * The employee's pay group (`payGroup_id`, a PayGroup record). A picker for users who may edit pay
 * rules (Platform:Edit:Modules, which the server requires to change it); read-only otherwise. The
 * hint states the rule time processing follows: the employee's own pay group wins over the
 * location's and the company default.
 */
export function PayGroupField({ access }: { access: PayGroupAccess }) {
  const { t } = useTranslation();
  const { values } = useFormState<EmployeeRecord>({ subscription: { values: true } });
  const groups = useEntityList<{ id: string; name: string; status?: number }>(
    access === 'none' ? null : 'PayGroup',
    { includeInactiveData: true },
  );
  const current = values.payGroup_id ?? null;
  const rows = groups.data ?? [];
  const options = rows
    .filter((g) => g.status !== 2 || g.id === current)
    .map((g) => ({
      value: g.id,
      label: g.status === 2 ? `${g.name} (${t('employees.filter.inactive')})` : g.name,
    }));
  const name = current
    ? (rows.find((g) => g.id === current)?.name ??
      (access === 'none' ? t('employees.payGroup.assigned') : current))
    : t('employees.payGroup.none');
  return (
    <div className={styles.form}>
      {access === 'edit' ? (
        <SelectF name="payGroup_id" label={t('employees.payGroup.label')} options={options} optional />
      ) : (
        <ReadOnly label={t('employees.payGroup.label')} value={name} />
      )}
      <p className={styles.hint}>{t('employees.payGroup.rule')}</p>
      {access === 'edit' ? null : <p className={styles.hint}>{t('employees.payGroup.readOnly')}</p>}
    </div>
  );
}
