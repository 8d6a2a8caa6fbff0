import { entityQueryParams, IDENTITY_KEY, isApiError } from '@wm/api';
import { TIME_ZONES } from '@wm/domain';
import { Button, Spinner, TextArea, useToast } from '@wm/ui';
import { FORM_ERROR } from 'final-form';
import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { FieldMessagesProvider, SelectF, SwitchF, TextF } from '../../common/formFields.js';
import { useSession } from '../../shell/SessionContext.js';
import * as styles from './company.css.js';
import {
  DATE_FORMATS,
  messageKey,
  PRODUCTIVITY_PERCENTS,
  type SettingsErrors,
  type SettingsFormValues,
  serverFieldError,
  toFormValues,
  toSettings,
} from './settingsForm.js';

/** The company read of the settings screen (service spec 7 "Labels": expand logo, no sensitive data). */
export const COMPANY_ENTITY = 'v2.0/Company';
export const COMPANY_QUERY = { expand: ['logo'], includeSensitiveData: false } as const;

interface CompanyRecord {
  id: string;
  name?: string;
  timeZone?: string;
  settings?: Record<string, unknown> | null;
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The company information and settings form (service spec 3 "Company" settings fields, 5
 * "Settings", 9 "Settings options"): name and time zone; default time format; PIN length 4-10;
 * face capture with recognition threshold 10-100; hours-exceeded alert; lunch minimum and deduction
 * typed in the user's time format; time review, editor permissions, disclaimer; unit system, clock,
 * date, temperature and number formats; geofence buffer in the unit system's distance; productivity
 * percentages 50-95 in steps of 5. The browser checks with the server's schema and messages; the
 * server checks again and its refusal is shown under the field. Saving needs 'settings/edit'.
 *
 * With `customerId` (the settings tab of a customer in /customers/, service spec 2 "Companies") it
 * reads and saves that customer company as its global or partner administrator (X-Company-Id; the
 * server limits a partner to its own customers and checks the same rules).
 */
export function SettingsTab({ customerId }: { customerId?: string } = {}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { identity, can, timeFormat } = useSession();
  const isPlatformAdmin = Boolean(identity.adminInfo?.isGlobal || identity.adminInfo?.isPartner);
  const canEdit = customerId ? isPlatformAdmin : can('/settings/account/', 'settings/edit');
  const companyId = customerId ?? identity.company?.id ?? null;
  const headers = customerId ? { 'X-Company-Id': customerId } : undefined;
  const company = useSWR<CompanyRecord>(
    companyId ? ['entity', COMPANY_ENTITY, companyId, JSON.stringify(COMPANY_QUERY)] : null,
    () =>
      apiClient.http.request<CompanyRecord>('GET', `/${COMPANY_ENTITY}/${companyId}`, {
        query: entityQueryParams(COMPANY_QUERY),
        headers,
      }),
    { revalidateOnFocus: false },
  );

  if (company.error) return <p role="alert">{errorMessage(company.error)}</p>;
  if (!company.data) return <Spinner label={t('common.loading')} />;
  const record = company.data;
  const initial = toFormValues(record, timeFormat);
  const lunchHint = timeFormat === 2 ? t('company.lunchHintClock') : t('company.lunchHintDecimal');

  const submit = async (values: SettingsFormValues) => {
    const { settings, errors } = toSettings(values, timeFormat, record.settings ?? {});
    if (Object.keys(errors).length) return errors;
    try {
      await apiClient.http.request('POST', `/${COMPANY_ENTITY}`, {
        body: { id: record.id, name: values.name.trim(), timeZone: values.timeZone || undefined, settings },
        headers,
      });
      toast.success(t('company.settingsSaved'));
      await Promise.all([company.mutate(), mutate(IDENTITY_KEY)]);
      return undefined;
    } catch (e) {
      const text = isApiError(e) ? e.message : errorMessage(e);
      const fieldError = serverFieldError(text);
      toast.error(
        fieldError
          ? messageKey(fieldError.message)
            ? t(messageKey(fieldError.message)!)
            : fieldError.message
          : errorMessage(e),
      );
      return fieldError ? { [fieldError.field]: fieldError.message } : { [FORM_ERROR]: text };
    }
  };

  return (
    <Form<SettingsFormValues>
      initialValues={initial}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      validate={(values) => toSettings(values, timeFormat, record.settings ?? {}).errors as SettingsErrors}
      onSubmit={submit}
    >
      {({ handleSubmit, submitting, pristine, form }) => (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const invalid = form.getState().invalid;
            void handleSubmit(e);
            if (invalid) toast.error(t('company.formErrors'));
          }}
        >
          <FieldMessagesProvider value={messageKey}>
            <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <div className={styles.sections}>
                <Section legend={t('company.section.company')}>
                  <TextF name="name" label={t('company.field.name')} />
                  <SelectF
                    name="timeZone"
                    label={t('company.field.timeZone')}
                    placeholder={t('company.choose')}
                    options={TIME_ZONES.map((z) => ({ value: z, label: z }))}
                  />
                  <SelectF
                    name="timeFormat"
                    label={t('company.field.timeFormat')}
                    options={[
                      { value: '1', label: t('company.timeFormat.1') },
                      { value: '2', label: t('company.timeFormat.2') },
                    ]}
                  />
                  <TextF
                    name="pinDigitLength"
                    label={t('company.field.pinDigitLength')}
                    description={t('company.hint.pinDigitLength')}
                    inputMode="numeric"
                  />
                </Section>
                <Section legend={t('company.section.time')}>
                  <TextF
                    name="hoursExceededAlertAmount"
                    label={t('company.field.hoursExceededAlertAmount')}
                    description={t('company.hint.hoursExceededAlertAmount')}
                    inputMode="decimal"
                  />
                  <div className={styles.row}>
                    <TextF
                      name="minLunchMinutes"
                      label={t('company.field.minLunchMinutes')}
                      description={lunchHint}
                    />
                    <TextF
                      name="lunchDeductionMinutes"
                      label={t('company.field.lunchDeductionMinutes')}
                      description={lunchHint}
                    />
                  </div>
                  <SwitchF name="useTimeReview" label={t('company.field.useTimeReview')} />
                  <SwitchF name="applyEditorPermissions" label={t('company.field.applyEditorPermissions')} />
                  <Field<string> name="timeDisclaimer">
                    {({ input }) => (
                      <TextArea
                        label={t('company.field.timeDisclaimer')}
                        value={input.value ?? ''}
                        maxLength={4000}
                        onValueChange={input.onChange}
                        rows={3}
                      />
                    )}
                  </Field>
                </Section>
                <Section legend={t('company.section.face')}>
                  <SwitchF
                    name="useFaceCapture"
                    label={t('company.field.useFaceCapture')}
                    description={t('company.hint.useFaceCapture')}
                  />
                  <TextF
                    name="recognitionThreshold"
                    label={t('company.field.recognitionThreshold')}
                    description={t('company.hint.recognitionThreshold')}
                    inputMode="numeric"
                  />
                </Section>
                <Section legend={t('company.section.formats')}>
                  <div className={styles.row}>
                    <SelectF
                      name="unitSystem"
                      label={t('company.field.unitSystem')}
                      options={[
                        { value: 'imperial', label: t('company.unitSystem.imperial') },
                        { value: 'metric', label: t('company.unitSystem.metric') },
                      ]}
                    />
                    <SelectF
                      name="clockFormat"
                      label={t('company.field.clockFormat')}
                      options={[
                        { value: '12hr', label: t('company.clockFormat.12hr') },
                        { value: '24hr', label: t('company.clockFormat.24hr') },
                      ]}
                    />
                    <SelectF
                      name="dateFormat"
                      label={t('company.field.dateFormat')}
                      options={DATE_FORMATS.map((f) => ({ value: f, label: f }))}
                    />
                    <SelectF
                      name="temperatureUnit"
                      label={t('company.field.temperatureUnit')}
                      options={[
                        { value: 'F', label: t('company.temperature.F') },
                        { value: 'C', label: t('company.temperature.C') },
                      ]}
                    />
                    <SelectF
                      name="numberFormat"
                      label={t('company.field.numberFormat')}
                      options={[
                        { value: 'commas', label: t('company.numberFormat.commas') },
                        { value: 'noCommas', label: t('company.numberFormat.noCommas') },
                      ]}
                    />
                    <TextF
                      name="geoFenceBuffer"
                      label={t('company.field.geoFenceBuffer')}
                      inputMode="decimal"
                    />
                  </div>
                </Section>
                <Section legend={t('company.section.productivity')}>
                  <div className={styles.row}>
                    <SelectF
                      name="productivityLowPercent"
                      label={t('company.field.productivityLowPercent')}
                      placeholder={t('company.choose')}
                      options={PRODUCTIVITY_PERCENTS.map((p) => ({ value: String(p), label: `${p} %` }))}
                    />
                    <SelectF
                      name="productivityHighPercent"
                      label={t('company.field.productivityHighPercent')}
                      placeholder={t('company.choose')}
                      options={PRODUCTIVITY_PERCENTS.map((p) => ({ value: String(p), label: `${p} %` }))}
                    />
                  </div>
                  <p className={styles.hint}>{t('company.hint.productivity')}</p>
                </Section>
              </div>
            </fieldset>
          </FieldMessagesProvider>
          {canEdit ? (
            <div className={styles.bar}>
              <span className={styles.spacer} />
              <Button type="button" onClick={() => form.reset()} disabled={pristine || submitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="primary" loading={submitting}>
                {t('common.save')}
              </Button>
            </div>
          ) : (
            <p className={styles.hint}>{t('company.readOnly')}</p>
          )}
        </form>
      )}
    </Form>
  );
}
