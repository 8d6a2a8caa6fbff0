import { IDENTITY_KEY } from '@wm/api';
import { useToast } from '@wm/ui';
import { LabelEditor, type LabelEntry } from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LABEL_KEYS } from '../../../i18n/labels.js';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { useSession } from '../../shell/SessionContext.js';
import * as styles from './company.css.js';
import { COMPANY_ENTITY, COMPANY_QUERY } from './SettingsTab.js';

/**
 * The label keys the editor offers: each customisable word (platform spec 1) in singular and plural
 * ('employee', 'employees', ...), the keys `labels.ts` reads from identity.company.labels.
 */
export const EDITABLE_LABEL_KEYS: readonly string[] = LABEL_KEYS.flatMap((k) => [k, `${k}s`]);

/**
 * The labels tab (service spec 2 "Label editor", 7 "Labels", 8 system-wide label confirmation):
 * the company's words for employee, location, asset, task, device, division and department. After
 * the system-wide confirmation each changed label is upserted as a Resource {key, value} ('' goes
 * back to the default), then the company is read again (expand logo, no sensitive data) and the
 * identity reloaded, so every screen shows the new word at once in English and Spanish. Editing
 * needs the 'label/edit' access key; the server checks Platform:Edit:Label again.
 */
export function LabelsTab() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { identity, can } = useSession();
  const canEdit = can('/settings/account/', 'label/edit');
  const stored = identity.company?.labels ?? {};
  const language = i18n.language;
  // The product's own word in the current language, read without the company's label.
  const labels: LabelEntry[] = useMemo(() => {
    const plain = i18n.getFixedT(language);
    return EDITABLE_LABEL_KEYS.map((key) => ({
      key,
      defaultValue: String(plain(`labels.${key}`)),
      value: stored[key] ?? '',
    }));
  }, [i18n, language, stored]);

  const save = async (changes: { key: string; value: string }[]) => {
    try {
      for (const c of changes) await apiClient.upsert('Resource', { key: c.key, value: c.value });
      await apiClient.get(COMPANY_ENTITY, identity.company!.id, COMPANY_QUERY);
      await mutate(IDENTITY_KEY);
      toast.success(t('common.saved'));
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  if (!canEdit) {
    return (
      <div className={styles.pane}>
        <p className={styles.hint}>{t('company.labels.readOnly')}</p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('company.labels.key')}</th>
              <th>{t('company.labels.default')}</th>
              <th>{t('company.labels.custom')}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((l) => (
              <tr key={l.key}>
                <td>{l.key}</td>
                <td>{l.defaultValue}</td>
                <td>{l.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className={styles.pane}>
      <p className={styles.hint}>{t('company.labels.hint')}</p>
      <LabelEditor
        key={JSON.stringify(stored)}
        labels={labels}
        onSave={save}
        text={{
          filter: t('company.labels.filter'),
          key: t('company.labels.key'),
          default: t('company.labels.default'),
          custom: t('company.labels.custom'),
          reset: (key) => t('company.labels.reset', { key }),
          edit: (key) => t('company.labels.edit', { key }),
          save: t('common.save'),
          discard: t('company.labels.discard'),
          confirmTitle: t('company.labels.confirmTitle'),
          confirmLabel: t('common.ok'),
          cancelLabel: t('common.cancel'),
          confirmMessage: t('company.labels.confirmMessage'),
          changed: (count) => t('company.labels.changed', { count }),
        }}
      />
    </div>
  );
}
