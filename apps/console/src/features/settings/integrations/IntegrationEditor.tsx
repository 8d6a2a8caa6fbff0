import { Badge, Button, Card, Checkbox, ConfirmDialog, Select, TextField, useToast } from '@wm/ui';
import type { FormApi } from 'final-form';
import { useMemo, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import * as styles from './Integrations.css.js';
import {
  type ConnectorInfo,
  type Integration,
  type IntegrationRunResult,
  openOAuthWindow,
} from './integrationsApi.js';
import { encryptedChanged, type IntegrationFormValues, oauthStatus, valuesOf } from './model.js';
import { RECORD_TYPES, useIntegrationLabels } from './useIntegrationLabels.js';

export type IntegrationEditorProps = {
  /** The saved integration, or null for a new one. */
  integration: Integration | null;
  connectors: ConnectorInfo[];
  canEdit: boolean;
  running: boolean;
  /** The last run of this integration (shows the CSV file link). */
  outcome: IntegrationRunResult | null;
  onRun: (integration: Integration, forceUpdate: boolean) => void;
  onSaved: (saved: Integration) => void;
  onCancelNew: () => void;
  onDeleted: () => void;
};

/**
 * One integration (service spec 3 "Integration", 4 "Integration export and run", 5): view mode
 * with Edit, Run and Delete; edit mode with Save and Cancel. Cancel on an existing integration
 * restores the saved copy (asking 'All current pending changes will not be saved. Proceed?' when
 * something changed); on a new one it removes it. Saving a changed encrypted value asks 'Was the
 * change on the encrypted value intentional? ...' first. Validation: 'Name is required.'.
 */
export function IntegrationEditor({
  integration,
  connectors,
  canEdit,
  running,
  outcome,
  onRun,
  onSaved,
  onCancelNew,
  onDeleted,
}: IntegrationEditorProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const labels = useIntegrationLabels();
  const isNew = integration === null;
  const [editing, setEditing] = useState(isNew);
  const [forceUpdate, setForceUpdate] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmEncrypted, setConfirmEncrypted] = useState<IntegrationFormValues | null>(null);
  const formRef = useRef<FormApi<IntegrationFormValues> | null>(null);
  const initialValues = useMemo(() => valuesOf(integration), [integration]);
  const connectorOf = (id: string) => connectors.find((c) => c.id === id);

  const save = async (values: IntegrationFormValues) => {
    const connector = connectorOf(values.connectorId);
    const record = {
      ...(integration ? { id: integration.id } : {}),
      name: values.name.trim(),
      connectorId: values.connectorId,
      recordType: values.recordType || null,
      direction: 'outbound' as const,
      status: Number(values.status),
      configKeyValues: (connector?.configKeys ?? []).map((k) => ({
        key: k.key,
        value: values.config[k.key] ?? '',
        isEncrypted: k.isEncrypted,
      })),
    };
    try {
      const saved = await apiClient.upsert<Integration>('Integration', record as unknown as Integration);
      toast.success(t('common.saved'));
      setEditing(false);
      onSaved(saved);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const validate = (v: IntegrationFormValues) => {
    const errors: Record<string, unknown> = {};
    if (!v.name?.trim()) errors.name = t('integrations.nameRequired');
    if (!v.connectorId) errors.connectorId = t('integrations.connectorRequired');
    if (!v.recordType) errors.recordType = t('integrations.recordTypeRequired');
    const config: Record<string, string> = {};
    for (const k of connectorOf(v.connectorId)?.configKeys ?? []) {
      if (k.required && !v.config?.[k.key]?.trim())
        config[k.key] = t('integrations.valueRequired', { label: labels.configKey(k.key, k.label) });
    }
    if (Object.keys(config).length > 0) errors.config = config;
    return errors;
  };

  const cancel = () => {
    if (isNew) onCancelNew();
    else {
      formRef.current?.reset(initialValues);
      setEditing(false);
    }
  };

  return (
    <Form<IntegrationFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values) => {
        if (!isNew && encryptedChanged(connectorOf(values.connectorId), initialValues, values)) {
          setConfirmEncrypted(values);
          return;
        }
        await save(values);
      }}
      render={({ handleSubmit, form, values, submitting, dirty }) => {
        formRef.current = form;
        const connector = connectorOf(values.connectorId);
        const disabled = !editing || !canEdit;
        return (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
            aria-label={isNew ? t('integrations.newRecord') : integration.name}
          >
            <Card
              title={isNew ? t('integrations.newRecord') : values.name || integration.name}
              footer={
                <div className={styles.footer}>
                  {editing ? (
                    <>
                      <Button
                        type="button"
                        variant="secondary"
                        disabled={submitting}
                        onClick={() => (dirty && !isNew ? setConfirmCancel(true) : cancel())}
                      >
                        {t('common.cancel')}
                      </Button>
                      <Button type="submit" variant="primary" loading={submitting}>
                        {t('common.save')}
                      </Button>
                    </>
                  ) : canEdit && integration ? (
                    <>
                      <Checkbox
                        label={t('integrations.field.forceUpdate')}
                        checked={forceUpdate}
                        onCheckedChange={(c) => setForceUpdate(c === true)}
                      />
                      <Button type="button" variant="danger" onClick={() => setConfirmDelete(true)}>
                        {t('common.delete')}
                      </Button>
                      <Button type="button" onClick={() => setEditing(true)}>
                        {t('common.edit')}
                      </Button>
                      <Button
                        type="button"
                        variant="primary"
                        loading={running}
                        disabled={running || integration.status !== 1}
                        onClick={() => onRun(integration, forceUpdate)}
                      >
                        {t('integrations.run')}
                      </Button>
                    </>
                  ) : null}
                </div>
              }
            >
              <div className={styles.form}>
                <Field<string> name="name">
                  {({ input, meta }) => (
                    <TextField
                      label={t('integrations.field.name')}
                      {...input}
                      disabled={disabled}
                      error={meta.touched || meta.submitFailed ? meta.error : undefined}
                    />
                  )}
                </Field>
                <Field<string> name="connectorId">
                  {({ input, meta }) => (
                    <Select
                      label={t('integrations.field.connector')}
                      placeholder={t('integrations.choose')}
                      value={input.value}
                      onValueChange={(v) => input.onChange(v)}
                      disabled={disabled || !isNew}
                      error={meta.touched || meta.submitFailed ? meta.error : undefined}
                      options={connectors.map((c) => ({
                        value: c.id,
                        label:
                          c.state === 'not configured'
                            ? `${labels.connector(c.id, c.name)} (${t('integrations.notConfigured')})`
                            : labels.connector(c.id, c.name),
                      }))}
                    />
                  )}
                </Field>
                <Field<string> name="recordType">
                  {({ input, meta }) => (
                    <Select
                      label={t('integrations.field.recordType')}
                      placeholder={t('integrations.choose')}
                      value={input.value}
                      onValueChange={(v) => input.onChange(v)}
                      disabled={disabled}
                      error={meta.touched || meta.submitFailed ? meta.error : undefined}
                      options={RECORD_TYPES.map((r) => ({ value: r, label: labels.recordType(r) }))}
                    />
                  )}
                </Field>
                <Field<string> name="status">
                  {({ input }) => (
                    <Select
                      label={t('integrations.field.status')}
                      value={input.value}
                      onValueChange={(v) => input.onChange(v)}
                      disabled={disabled}
                      options={[
                        { value: '1', label: t('status.1') },
                        { value: '2', label: t('status.2') },
                      ]}
                    />
                  )}
                </Field>
                {connector ? connectorNotice(connector) : null}
                {connector && connector.configKeys.length > 0 ? (
                  <fieldset className={styles.fieldset} disabled={disabled}>
                    <legend className={styles.legend}>
                      {labels.connector(connector.id, connector.name)}
                    </legend>
                    {connector.configKeys.map((k) => (
                      <Field<string> key={k.key} name={`config.${k.key}`}>
                        {({ input, meta }) => (
                          <TextField
                            label={labels.configKey(k.key, k.label)}
                            {...input}
                            value={input.value ?? ''}
                            type={k.isEncrypted ? 'password' : k.key === 'url' ? 'url' : 'text'}
                            autoComplete={k.isEncrypted ? 'new-password' : 'off'}
                            disabled={disabled}
                            description={k.isEncrypted ? t('integrations.field.encryptedHint') : undefined}
                            error={meta.touched || meta.submitFailed ? meta.error : undefined}
                          />
                        )}
                      </Field>
                    ))}
                  </fieldset>
                ) : null}
                {!isNew && outcome?.url ? (
                  <p className={styles.notice}>
                    <span>{t('integrations.lastRun')}:</span>
                    <span>{t('integrations.exported', { count: outcome.exportedCount })}</span>
                    <a href={outcome.url} download>
                      {t('integrations.download', { file: `${integration.recordType ?? 'export'}.csv` })}
                    </a>
                  </p>
                ) : null}
              </div>
            </Card>
            <ConfirmDialog
              open={confirmDelete}
              onOpenChange={setConfirmDelete}
              variant="delete"
              entity={t('integrations.entityWord')}
              title={t('confirm.deleteTitle')}
              message={t('confirm.deleteOne', { entity: t('integrations.entityWord') })}
              confirmLabel={t('confirm.yesDelete')}
              cancelLabel={t('common.cancel')}
              onConfirm={async () => {
                if (!integration) return;
                try {
                  await apiClient.remove('Integration', integration.id);
                  toast.success(t('common.deleted'));
                  onDeleted();
                } catch (e) {
                  toast.error(errorMessage(e));
                }
              }}
            />
            <ConfirmDialog
              open={confirmCancel}
              onOpenChange={setConfirmCancel}
              title={t('integrations.cancelTitle')}
              message={t('integrations.cancelConfirm')}
              confirmLabel={t('common.yes')}
              cancelLabel={t('common.no')}
              onConfirm={cancel}
            />
            <ConfirmDialog
              open={confirmEncrypted !== null}
              onOpenChange={(o) => {
                if (!o) setConfirmEncrypted(null);
              }}
              title={t('integrations.encryptedTitle')}
              message={t('integrations.encryptedConfirm')}
              confirmLabel={t('common.yes')}
              cancelLabel={t('common.no')}
              onConfirm={async () => {
                const v = confirmEncrypted;
                setConfirmEncrypted(null);
                if (v) await save(v);
              }}
            />
          </form>
        );
      }}
    />
  );

  /** The connector's help, or for OAuth connectors their state and the Connect window. */
  function connectorNotice(connector: ConnectorInfo) {
    const name = labels.connector(connector.id, connector.name);
    if (connector.usesOAuth) {
      const status = oauthStatus(connector);
      const ready = status !== 'not configured';
      const connected = status === 'connected';
      return (
        <div className={styles.notice}>
          <Badge tone={ready ? 'success' : 'warn'}>
            {connected
              ? t('integrations.connected')
              : ready
                ? t('integrations.ready')
                : t('integrations.notConfigured')}
          </Badge>
          <span className={styles.hint}>
            {connected
              ? t('integrations.connectedText', { connector: name })
              : ready
                ? t('integrations.oauthText', { connector: name })
                : t('integrations.notConfiguredText', { connector: name })}
          </span>
          <Button
            type="button"
            size="sm"
            onClick={() => {
              if (!openOAuthWindow(connector.id)) toast.warn(t('integrations.popupBlocked'));
            }}
          >
            {t('integrations.connect', { connector: name })}
          </Button>
        </div>
      );
    }
    const help =
      connector.id === 'csv-export'
        ? t('integrations.csvHelp')
        : connector.id === 'webhook'
          ? t('integrations.webhookHelp')
          : null;
    return help ? <p className={styles.hint}>{help}</p> : null;
  }
}
