import { apiClient as defaultClient, errorMessage } from '../../../lib/api.js';
import { employeeCalls, useEntityList } from '@wm/api';
import { Button, Card, Checkbox, ConfirmDialog, Tabs, type TabItem, TextField, useToast } from '@wm/ui';
import { setIn } from 'final-form';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { Form, useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { EmployeePermissionTab } from '../access/EmployeePermissionTab.js';
import { NumberF } from '../../common/formFields.js';
import {
  type CustomFieldDef,
  type CustomFieldSet,
  fieldValueErrors,
  serverFieldProblem,
  valuesOf,
  valuesPayload,
} from '../company/customFieldSets.js';
import {
  customFieldList,
  type EmployeeRecord,
  type EmployeeReview,
  employeeName,
  saveConfirmations,
  serverMessageField,
  serverMessageKey,
  validateEmployee,
} from './employeeModel.js';
import {
  AddressFields,
  EmployeeAvatar,
  type PayGroupAccess,
  PayGroupField,
  PhotoField,
} from './EmployeeSections.js';
import * as styles from './Employees.css.js';
import { CheckF, DateF, ReadOnly, SelectF, TextF, useAsk } from './fields.js';
import { CompletedFormsList } from '../../forms/CompletedFormsList.js';

/** What the signed-in user may do on the detail (access keys of service spec 6). */
export interface EmployeeDetailAccess {
  /** Save/delete/new ('edit' or 'restricted/edit' of /settings/employees/). */
  edit: boolean;
  /** User name, password set ('roles/edit'). */
  access: boolean;
  /** Unlock the External ID ('external-id/edit'). */
  externalId: boolean;
  /** Add, change and remove reviews ('review/edit'). */
  reviews: boolean;
  /** The completed-forms link ('form-submissions'). */
  formSubmissions: boolean;
  /** Upload, replace and remove the photo ('avatar/edit'; always in My Profile). */
  avatar: boolean;
  /** The pay group: 'edit' with '/settings/modules/' 'edit' (Platform:Edit:Modules), 'view' with the route. */
  payGroups: PayGroupAccess;
}

export type EmployeeDetailProps = {
  /** 'admin': the employees screen; 'self': My Profile (only the self-editable fields). */
  mode: 'admin' | 'self';
  /** The stored record (or a new draft with isNew). */
  record: EmployeeRecord;
  access: EmployeeDetailAccess;
  /** Saves and returns the stored record; throws an ApiError with the server's message. */
  onSave: (values: EmployeeRecord) => Promise<EmployeeRecord>;
  onSaved: (saved: EmployeeRecord) => void;
  /** Cancel on a new record discards it. */
  onDiscard?: () => void;
  onDeleted?: () => void;
};

/**
 * The employee detail with its tabs (service spec 2 "Employees"): main info, additional info,
 * permission (EmployeePermissionTab of settings/access), authentication, custom fields, reviews and
 * completed forms. Save checks the rules of service spec 5 "Employee" first (Hire Date before Last
 * Raise Date, review date and writer), then asks 'Are you sure you want to create a record with no
 * Name or Code?' and the e-mail change warning; server refusals ('Pin {pin} is already assigned',
 * ...) show as a toast and on the field. The header shows the photo; the main tab uploads, replaces
 * and removes it, the additional tab holds the address and the pay group. In 'self' mode (My
 * Profile) only name, e-mail, photo, address and time zone are editable; PIN, status, External ID,
 * dates, pay group, reviews and custom fields are not shown.
 */
export function EmployeeDetail({
  mode,
  record,
  access,
  onSave,
  onSaved,
  onDiscard,
  onDeleted,
}: EmployeeDetailProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { ask, dialog } = useAsk();
  const [deleting, setDeleting] = useState(false);
  // The company's active employee custom field set (service spec 2 custom fields); none: a free list.
  const fieldSets = useEntityList<CustomFieldSet>(mode === 'admin' ? 'CustomFieldSet' : null, {
    filter: "type eq 'employee'",
  });
  const setFields = fieldSets.data?.[0]?.fields ?? null;
  const initialValues = useMemo<EmployeeRecord>(
    () => ({
      ...record,
      reviews: record.reviews ?? [],
      customFields: setFields
        ? valuesOf(setFields, record.customFields)
        : customFieldList(record.customFields),
      extIdLocked: record.isNew ? false : record.extIdLocked !== false,
    }),
    [record, setFields],
  );
  const translate = (message: string) => {
    const k = serverMessageKey(message);
    if (!k) return message;
    const field = k.values?.field;
    return t(k.key, field ? { ...k.values, field: t(`employees.address.${field}`) } : k.values);
  };

  const submit = async (values: EmployeeRecord) => {
    const original = record.isNew ? null : record;
    for (const c of saveConfirmations(original, values, mode)) {
      const ok =
        c === 'noNameOrCode'
          ? await ask(t('employees.confirm.title'), t('employees.confirm.noNameOrCode'))
          : await ask(
              t('employees.confirm.emailChangeTitle'),
              t('employees.confirm.emailChange', { from: original?.email ?? '', to: values.email || '—' }),
            );
      if (!ok) return undefined;
    }
    try {
      const saved = await onSave(
        setFields
          ? {
              ...values,
              customFields: valuesPayload(setFields, values.customFields as Record<string, unknown>),
            }
          : values,
      );
      toast.success(t('employees.msg.saved'));
      onSaved(saved);
      return undefined;
    } catch (err) {
      const raw = errorMessage(err);
      // A refusal of a custom field value ('<Label> is required.') goes to that field.
      const custom = setFields ? serverFieldProblem(setFields, raw) : null;
      const text = custom?.required
        ? t('employees.custom.required', { label: custom.label })
        : translate(raw);
      toast.error(text);
      if (custom) return setIn({}, `customFields.${custom.key}`, text);
      const pin = /^Pin (.+) is already assigned$/.exec(raw)?.[1];
      if (pin !== undefined) return (values.pin ?? '').trim() === pin ? { pin: text } : { code: text };
      if (raw === 'Hire Date must be earlier than Last Raise Date.') return { lastRaiseDate: text };
      if (/^e-?mail|Invalid e-mail/i.test(raw)) return { email: text };
      const field = serverMessageField(raw);
      if (field) return setIn({}, field, text);
      return undefined;
    }
  };

  return (
    <Form<EmployeeRecord>
      key={record.id || 'new'}
      initialValues={initialValues}
      validate={(v) => {
        const errors = validateEmployee(v, record.isNew ? null : record);
        const custom = setFields
          ? fieldValueErrors(setFields, v.customFields as Record<string, unknown>, { required: false })
          : {};
        if (Object.keys(custom).length > 0) errors.customFields = custom;
        return errors as Record<string, string>;
      }}
      onSubmit={submit}
      render={({ handleSubmit, form, submitting, values }) => {
        const trySave = () => {
          const state = form.getState();
          if (state.hasValidationErrors) {
            toast.error(t('employees.msg.formErrors'));
          }
          void handleSubmit();
        };
        const cancel = () => {
          if (record.isNew) onDiscard?.();
          else form.reset();
        };
        const title = employeeName(values) || (record.isNew ? t('employees.newRecord') : '');
        const tabs: TabItem[] = [
          {
            value: 'main',
            label: t('employees.tab.main'),
            content: <MainTab mode={mode} access={access} ask={ask} isNew={!!record.isNew} />,
          },
          {
            value: 'additional',
            label: t('employees.tab.additional'),
            content: <AdditionalTab mode={mode} access={access} />,
          },
        ];
        if (!record.isNew)
          tabs.push({
            value: 'permission',
            label: t('employees.tab.permission'),
            content: (
              <EmployeePermissionTab employeeId={record.id} readOnly={mode === 'self' || !access.access} />
            ),
          });
        tabs.push({
          value: 'authentication',
          label: t('employees.tab.authentication'),
          content: <AuthenticationTab mode={mode} access={access} record={record} ask={ask} />,
        });
        if (mode === 'admin') {
          tabs.push({
            value: 'custom',
            label: t('employees.tab.customFields'),
            content: setFields ? (
              <SetFieldsTab fields={setFields} disabled={!access.edit} />
            ) : (
              <CustomFieldsTab disabled={!access.edit} />
            ),
          });
          tabs.push({
            value: 'reviews',
            label: t('employees.tab.reviews'),
            content: <ReviewsTab disabled={!access.edit || !access.reviews} />,
          });
        }
        if (!record.isNew && access.formSubmissions)
          tabs.push({
            value: 'forms',
            label: t('employees.tab.completedForms'),
            content: (
              <div className={styles.form}>
                <p className={styles.hint}>{t('employees.forms.text')}</p>
                <CompletedFormsList field="employee_id" id={record.id} linkText={t('employees.forms.open')} />
              </div>
            ),
          });
        const canSave = mode === 'self' || access.edit;
        return (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              trySave();
            }}
            aria-label={title || t('employees.newRecord')}
          >
            <Card
              title={
                <span className={styles.titleRow}>
                  <EmployeeAvatar record={values} />
                  <span>{title || t('employees.newRecord')}</span>
                </span>
              }
              actions={
                values.isAdministrator ? <span className={styles.muted}>{t('employees.admin')}</span> : null
              }
              footer={
                <div className={styles.footer}>
                  <Button variant="secondary" onClick={cancel} disabled={submitting}>
                    {t('common.cancel')}
                  </Button>
                  {mode === 'admin' && access.edit && !record.isNew ? (
                    <Button variant="danger" onClick={() => setDeleting(true)} disabled={submitting}>
                      {t('common.delete')}
                    </Button>
                  ) : null}
                  {canSave ? (
                    <Button variant="primary" type="submit" loading={submitting}>
                      {t('common.save')}
                    </Button>
                  ) : null}
                </div>
              }
            >
              <Tabs label={t('employees.tabs')} items={tabs} />
            </Card>
            <ConfirmDialog
              open={deleting}
              onOpenChange={setDeleting}
              variant="delete"
              entity={t('employees.entityWord')}
              title={t('confirm.deleteTitle')}
              message={t('confirm.deleteOne', { entity: t('employees.entityWord') })}
              confirmLabel={t('confirm.yesDelete')}
              cancelLabel={t('common.cancel')}
              onConfirm={async () => {
                try {
                  await defaultClient.remove('Employee', record.id);
                  toast.success(t('employees.msg.deleted'));
                  onDeleted?.();
                } catch (err) {
                  toast.error(translate(errorMessage(err)));
                }
              }}
            />
            {dialog}
          </form>
        );
      }}
    />
  );
}

type Ask = (title: string, message: string) => Promise<boolean>;

function MainTab({
  mode,
  access,
  ask,
  isNew,
}: {
  mode: 'admin' | 'self';
  access: EmployeeDetailAccess;
  ask: Ask;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm<EmployeeRecord>();
  const { values } = useFormState<EmployeeRecord>({ subscription: { values: true } });
  const self = mode === 'self';
  const off = !self && !access.edit;
  const locked = values.extIdLocked !== false;
  return (
    <div className={styles.form}>
      <PhotoField disabled={!access.avatar || (!self && !access.edit)} />
      <div className={styles.row}>
        <TextF name="firstName" label={t('employees.field.firstName')} disabled={off} />
        <TextF name="middleName" label={t('employees.field.middleName')} disabled={off} />
        <TextF name="lastName" label={t('employees.field.lastName')} disabled={off} />
      </div>
      <div className={styles.row}>
        {self ? (
          <ReadOnly label={t('employees.field.code')} value={values.code} />
        ) : (
          <TextF name="code" label={t('employees.field.code')} disabled={off} />
        )}
        <TextF
          name="email"
          type="email"
          autoComplete="off"
          label={t('employees.field.email')}
          disabled={off || (self && values.emailLocked === true)}
        />
      </div>
      {self ? null : (
        <>
          <div className={styles.row}>
            <TextF
              name="pin"
              inputMode="numeric"
              autoComplete="off"
              label={t('employees.field.pin')}
              description={t('employees.field.pinHint')}
              disabled={off}
            />
            <SelectF
              name="status"
              label={t('employees.field.status')}
              options={[
                { value: '1', label: t('status.1') },
                { value: '2', label: t('status.2') },
              ]}
              parse={Number}
              disabled={off}
            />
          </div>
          <div className={styles.row}>
            <DateF name="hireDate" label={t('employees.field.hireDate')} disabled={off} />
            <DateF name="lastRaiseDate" label={t('employees.field.lastRaiseDate')} disabled={off} />
          </div>
          <div className={styles.inline}>
            <div className={styles.grow}>
              <TextF
                name="externalId"
                label={t('employees.field.externalId')}
                disabled={off || (locked && !isNew)}
                description={locked && !isNew ? t('employees.field.externalIdLocked') : undefined}
              />
            </div>
            {locked && !isNew && access.externalId && access.edit ? (
              <Button
                variant="secondary"
                onClick={async () => {
                  if (await ask(t('employees.confirm.externalIdTitle'), t('employees.confirm.externalId')))
                    form.change('extIdLocked', false);
                }}
              >
                {t('employees.field.unlock')}
              </Button>
            ) : null}
          </div>
        </>
      )}
      <TextF
        name="defaultTimeZone"
        label={t('employees.field.timeZone')}
        description={t('employees.field.timeZoneHint')}
        disabled={off}
      />
    </div>
  );
}

function AdditionalTab({ mode, access }: { mode: 'admin' | 'self'; access: EmployeeDetailAccess }) {
  const { t } = useTranslation();
  const { values } = useFormState<EmployeeRecord>({ subscription: { values: true } });
  const divisions = useEntityList<{ id: string; name: string }>('Division');
  const departments = useEntityList<{ id: string; name: string }>('Department');
  const opts = (rows?: { id: string; name: string }[]) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  const nameOf = (rows: { id: string; name: string }[] | undefined, id?: string | null) =>
    rows?.find((r) => r.id === id)?.name ?? '';
  if (mode === 'self')
    return (
      <div className={styles.form}>
        <div className={styles.row}>
          <ReadOnly label={t('employees.field.occupation')} value={values.occupation} />
          <ReadOnly
            label={t('employees.field.division')}
            value={nameOf(divisions.data, values.division_id)}
          />
          <ReadOnly
            label={t('employees.field.department')}
            value={nameOf(departments.data, values.department_id)}
          />
        </div>
        <p className={styles.hint}>{t('employees.readOnly')}</p>
        <AddressFields disabled={false} />
      </div>
    );
  const off = !access.edit;
  return (
    <div className={styles.form}>
      <div className={styles.row}>
        <TextF name="occupation" label={t('employees.field.occupation')} disabled={off} />
        <SelectF
          name="division_id"
          label={t('employees.field.division')}
          options={opts(divisions.data)}
          optional
          disabled={off}
        />
        <SelectF
          name="department_id"
          label={t('employees.field.department')}
          options={opts(departments.data)}
          optional
          disabled={off}
        />
      </div>
      <CheckF name="isTechnician" label={t('employees.field.isTechnician')} disabled={off} />
      <CheckF name="isAutoLunched" label={t('employees.field.isAutoLunched')} disabled={off} />
      <CheckF name="requiresFaceCapture" label={t('employees.field.requiresFaceCapture')} disabled={off} />
      <CheckF name="isFormsTimeWorkflow" label={t('employees.field.isFormsTimeWorkflow')} disabled={off} />
      <AddressFields disabled={off} />
      <section className={styles.section} aria-label={t('employees.payGroup.label')}>
        <h4 className={styles.sectionTitle}>{t('employees.payGroup.label')}</h4>
        <PayGroupField access={off && access.payGroups === 'edit' ? 'view' : access.payGroups} />
      </section>
    </div>
  );
}

function ReviewsTab({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const form = useForm<EmployeeRecord>();
  const { values } = useFormState<EmployeeRecord>({ subscription: { values: true } });
  const reviews = values.reviews ?? [];
  const set = (i: number, patch: Partial<EmployeeReview>) =>
    form.change(
      'reviews',
      reviews.map((r, j) => (j === i ? { ...r, ...patch } : r)),
    );
  return (
    <div className={styles.form}>
      {reviews.length === 0 ? <p className={styles.hint}>{t('employees.reviews.empty')}</p> : null}
      {reviews.map((r, i) => (
        <section
          key={r.id ?? `new-${i}`}
          className={`${styles.section} ${r.status === 3 ? styles.removed : ''}`}
          aria-label={`${t('employees.tab.reviews')} ${i + 1}`}
        >
          <div className={styles.row}>
            <DateF
              name={`reviews[${i}].date`}
              label={t('employees.reviews.date')}
              disabled={disabled || r.status === 3}
            />
            <TextF
              name={`reviews[${i}].writtenBy`}
              label={t('employees.reviews.writtenBy')}
              disabled={disabled || r.status === 3}
            />
          </div>
          <TextF
            name={`reviews[${i}].notes`}
            label={t('employees.reviews.notes')}
            disabled={disabled || r.status === 3}
          />
          {disabled ? null : (
            <div className={styles.footer}>
              {r.status === 3 ? <span className={styles.hint}>{t('employees.reviews.removed')}</span> : null}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  if (r.status === 3) set(i, { status: 1 });
                  else if (!r.id)
                    form.change(
                      'reviews',
                      reviews.filter((_, j) => j !== i),
                    );
                  else set(i, { status: 3 });
                }}
              >
                {r.status === 3 ? t('employees.reviews.undo') : t('employees.reviews.remove')}
              </Button>
            </div>
          )}
        </section>
      ))}
      {disabled ? null : (
        <div>
          <Button
            variant="secondary"
            onClick={() => form.change('reviews', [...reviews, { date: null, writtenBy: '', status: 1 }])}
          >
            {t('employees.reviews.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The custom fields of the company's active employee set as typed inputs (text, number, date,
 * yes/no, list), in the set's order; a required field's label ends with '*'. The server checks the
 * values again ('<Label> is required.').
 */
function SetFieldsTab({ fields, disabled }: { fields: CustomFieldDef[]; disabled: boolean }) {
  const { t } = useTranslation();
  if (fields.length === 0) return <p className={styles.hint}>{t('employees.custom.empty')}</p>;
  return (
    <div className={styles.form}>
      {fields.map((f) => {
        const name = `customFields.${f.key}`;
        const label = f.required ? `${f.label} *` : f.label;
        switch (f.kind) {
          case 'number':
            return (
              <NumberF
                key={f.key}
                name={name}
                label={label}
                disabled={disabled}
                parse={(text) =>
                  text.trim() === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text
                }
              />
            );
          case 'date':
            return <DateF key={f.key} name={name} label={label} disabled={disabled} />;
          case 'boolean':
            return <CheckF key={f.key} name={name} label={label} disabled={disabled} />;
          case 'list':
            return (
              <SelectF
                key={f.key}
                name={name}
                label={label}
                disabled={disabled}
                optional
                options={(f.options ?? []).map((o) => ({ value: o, label: o }))}
              />
            );
          default:
            return <TextF key={f.key} name={name} label={label} disabled={disabled} />;
        }
      })}
    </div>
  );
}

function CustomFieldsTab({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const form = useForm<EmployeeRecord>();
  const { values } = useFormState<EmployeeRecord>({ subscription: { values: true } });
  const fields = customFieldList(values.customFields);
  return (
    <div className={styles.form}>
      {fields.length === 0 ? <p className={styles.hint}>{t('employees.custom.empty')}</p> : null}
      {fields.map((_, i) => (
        <div key={i} className={styles.inline}>
          <div className={styles.grow}>
            <TextF name={`customFields[${i}].name`} label={t('employees.custom.name')} disabled={disabled} />
          </div>
          <div className={styles.grow}>
            <TextF
              name={`customFields[${i}].value`}
              label={t('employees.custom.value')}
              disabled={disabled}
            />
          </div>
          {disabled ? null : (
            <Button
              variant="ghost"
              onClick={() =>
                form.change(
                  'customFields',
                  fields.filter((__, j) => j !== i),
                )
              }
            >
              {t('employees.custom.remove')}
            </Button>
          )}
        </div>
      ))}
      {disabled ? null : (
        <div>
          <Button
            variant="secondary"
            onClick={() => form.change('customFields', [...fields, { name: '', value: '' }])}
          >
            {t('employees.custom.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

function AuthenticationTab({
  mode,
  access,
  record,
  ask,
}: {
  mode: 'admin' | 'self';
  access: EmployeeDetailAccess;
  record: EmployeeRecord;
  ask: Ask;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  // A password the administrator sets is temporary unless unticked (issue 19: first sign-in).
  const [temporary, setTemporary] = useState(true);
  const mismatch = again !== '' && next !== again;
  const hasUser = !!record.user?.userName;
  const run = async (what: string, fn: () => Promise<string>) => {
    setBusy(what);
    try {
      toast.success(await fn());
      setCurrent('');
      setNext('');
      setAgain('');
    } catch (err) {
      const raw = errorMessage(err);
      const k = serverMessageKey(raw);
      toast.error(k ? t(k.key, k.values) : raw);
    } finally {
      setBusy(null);
    }
  };
  const passwordFields = (
    <>
      <div className={styles.row}>
        <TextField
          label={t('employees.field.newPassword')}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <TextField
          label={t('employees.field.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          error={mismatch ? t('employees.auth.mismatch') : undefined}
        />
      </div>
    </>
  );
  if (mode === 'self')
    return (
      <div className={styles.form}>
        <ReadOnly label={t('employees.field.userName')} value={record.user?.userName} />
        <section className={styles.section} aria-label={t('employees.auth.changePassword')}>
          <h4 className={styles.sectionTitle}>{t('employees.auth.changePassword')}</h4>
          <TextField
            label={t('employees.field.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          {passwordFields}
          <div className={styles.footer}>
            <Button
              variant="primary"
              disabled={!current || !next || next !== again}
              loading={busy === 'change'}
              onClick={() =>
                void run('change', async () => {
                  await employeeCalls.changeMyPassword(defaultClient, current, next);
                  return t('employees.msg.passwordReset');
                })
              }
            >
              {t('employees.auth.changePassword')}
            </Button>
          </div>
        </section>
      </div>
    );
  const canInvite = access.edit && !record.isNew && hasUser && !!record.email;
  return (
    <div className={styles.form}>
      <div className={styles.row}>
        {access.access || !hasUser ? (
          <TextF
            name="user.userName"
            autoComplete="off"
            label={t('employees.field.userName')}
            description={t('employees.field.userNameHint')}
            disabled={!access.edit || (hasUser && !access.access)}
          />
        ) : (
          <ReadOnly label={t('employees.field.userName')} value={record.user?.userName} />
        )}
        <ReadOnly label={t('employees.field.loginCount')} value={record.loginCount ?? null} />
      </div>
      {!hasUser && !record.isNew ? <p className={styles.hint}>{t('employees.auth.noUser')}</p> : null}
      <section className={styles.section} aria-label={t('employees.auth.invite')}>
        <h4 className={styles.sectionTitle}>{t('employees.auth.invite')}</h4>
        <p className={styles.hint}>
          {canInvite ? t('employees.auth.inviteHint') : t('employees.auth.inviteNeeds')}
        </p>
        <div>
          <Button
            variant="secondary"
            disabled={!canInvite}
            loading={busy === 'invite'}
            onClick={() =>
              void run('invite', async () => {
                const res = await employeeCalls.sendWelcomeEmail(defaultClient, record.email ?? '');
                const k = serverMessageKey(res.message ?? 'Invite email sent.');
                return k ? t(k.key, k.values) : (res.message ?? t('employees.msg.inviteSent'));
              })
            }
          >
            {t('employees.auth.invite')}
          </Button>
        </div>
      </section>
      {access.access && !(hasUser && !record.isNew) ? (
        <section className={styles.section} aria-label={t('employees.auth.passwordTitle')}>
          <h4 className={styles.sectionTitle}>{t('employees.auth.passwordTitle')}</h4>
          <p className={styles.hint}>{t('employees.auth.passwordNeedsUser')}</p>
        </section>
      ) : null}
      {access.access && hasUser && !record.isNew ? (
        <section className={styles.section} aria-label={t('employees.auth.passwordTitle')}>
          <h4 className={styles.sectionTitle}>{t('employees.auth.passwordTitle')}</h4>
          {passwordFields}
          <Checkbox
            label={t('employees.auth.temporary')}
            checked={temporary}
            onCheckedChange={(c) => setTemporary(c === true)}
          />
          <div className={styles.footer}>
            <Button
              variant="secondary"
              disabled={!record.email}
              loading={busy === 'reset'}
              onClick={async () => {
                if (!(await ask(t('employees.confirm.resetTitle'), t('employees.confirm.reset')))) return;
                await run('reset', async () => {
                  await defaultClient.account.initPasswordReset(record.email ?? '');
                  return t('employees.msg.resetSent');
                });
              }}
            >
              {t('employees.auth.resetPassword')}
            </Button>
            <Button
              variant="primary"
              disabled={!next || next !== again}
              loading={busy === 'set'}
              onClick={() =>
                void run('set', async () => {
                  await employeeCalls.setPassword(defaultClient, record.id, next, temporary);
                  return t(temporary ? 'employees.auth.temporarySet' : 'employees.auth.passwordSet');
                })
              }
            >
              {t('employees.auth.setPassword')}
            </Button>
          </div>
          {record.email ? null : <p className={styles.hint}>{t('employees.auth.resetHint')}</p>}
        </section>
      ) : null}
      {access.access && hasUser && !record.isNew && typeof record.user_id === 'string' ? (
        <SignInLockSection userId={record.user_id} />
      ) : null}
    </div>
  );
}

/**
 * The user's sign-in lock (issue 15 §3) for whoever manages employee access: how many failed
 * sign-ins the window holds and from how many addresses the user is locked out
 * (GET /api/User/{id}/signin-lock), and a button that clears them (DELETE, the server checks
 * the privilege and the company).
 */
function SignInLockSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const path = `/User/${encodeURIComponent(userId)}/signin-lock`;
  const lock = useSWR(path, () =>
    defaultClient.http.get<{ failures: number; lockedAddresses: number }>(path),
  );
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setBusy(true);
    try {
      const res = await defaultClient.http.delete<{ cleared: number }>(path);
      toast.success(t('employees.lock.cleared', { count: res.cleared }));
      await lock.mutate();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-label={t('employees.lock.title')}>
      <h4 className={styles.sectionTitle}>{t('employees.lock.title')}</h4>
      {lock.error ? <p role="alert">{errorMessage(lock.error)}</p> : null}
      <p className={styles.hint} data-testid="signin-lock-status">
        {lock.data
          ? lock.data.lockedAddresses > 0
            ? t('employees.lock.locked', {
                count: lock.data.failures,
                addresses: lock.data.lockedAddresses,
              })
            : t('employees.lock.failures', { count: lock.data.failures })
          : t('common.loading')}
      </p>
      <div>
        <Button
          variant="secondary"
          loading={busy}
          disabled={!lock.data || lock.data.failures === 0}
          onClick={() => void clear()}
        >
          {t('employees.lock.clear')}
        </Button>
      </div>
    </section>
  );
}
