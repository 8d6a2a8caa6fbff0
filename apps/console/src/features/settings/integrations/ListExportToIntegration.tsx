import { useEntityList } from '@wm/api';
import { Button, Dialog, DropdownMenu, useToast } from '@wm/ui';
import { useExportToIntegrationState } from '@wm/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api.js';
import * as styles from './Integrations.css.js';
import { INVALID_TOKEN, type Integration, openOAuthWindow, runAdhoc } from './integrationsApi.js';

export type ListExportToIntegrationProps = {
  /** Entity (record type) of the list, e.g. 'Asset'. */
  recordType: string;
  /** The entity's name as the user reads it (company label), for 'No {entity name} Integrations are configured.'. */
  entityName: string;
  selectedIds: readonly string[];
};

/**
 * Export-to-integration button of a list (service spec 4 "Integration export and run", 7, 8
 * "Export and integration errors"), built on the widgets' useExportToIntegrationState with the
 * console's translations: the active outbound integrations of the record type in a menu; a run
 * with filterIds = the selected ids shows 'Running integration ...', then 'Integration complete.'
 * with '{n} record(s) exported.'; 'invalid-token' opens the connector's 700x600 OAuth window; any
 * other failure opens 'Integration completed with issues.' with Ok and Log (to
 * /settings/integrations/?logid=). No selection does nothing; none configured warns.
 */
export function ListExportToIntegration({
  recordType,
  entityName,
  selectedIds,
}: ListExportToIntegrationProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const list = useEntityList<Integration>('Integration', {
    filter: `recordType eq '${recordType.replace(/'/g, "''")}' and direction eq 'outbound'`,
    orderby: 'name',
  });
  const integrations = (list.data ?? []).map((i) => ({ id: i.id, name: i.name, connectorId: i.connectorId }));
  const s = useExportToIntegrationState({
    entityName,
    selectedIds,
    integrations,
    openOAuth: (id) => {
      if (!openOAuthWindow(id)) toast.warn(t('integrations.popupBlocked'));
    },
    run: async (id, ids) => {
      toast.info(t('integrations.running'));
      try {
        const r = await runAdhoc({ id, filterIds: ids });
        if (r.success) {
          toast.success(
            `${t('integrations.complete')} ${t('integrations.exported', { count: r.exportedCount })}`,
          );
          return { ok: true, exported: r.exportedCount };
        }
        return {
          ok: false,
          failure: r.message === INVALID_TOKEN ? INVALID_TOKEN : (r.message ?? ''),
          logId: r.logId,
        };
      } catch (e) {
        return { ok: false, failure: errorMessage(e) };
      }
    },
  });
  const label = t('integrations.exportTo');
  const disabled = selectedIds.length === 0 || s.status === 'running';
  return (
    <>
      {integrations.length > 0 && selectedIds.length > 0 ? (
        <DropdownMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          trigger={
            <Button disabled={disabled} loading={s.status === 'running'}>
              {label}
            </Button>
          }
          items={integrations.map((i) => ({ id: i.id, label: i.name, onSelect: () => void s.exportTo(i) }))}
        />
      ) : (
        <Button
          disabled={disabled}
          onClick={() => {
            if (s.start() === 'none') toast.warn(t('integrations.noneConfigured', { entity: entityName }));
          }}
        >
          {label}
        </Button>
      )}
      <Dialog
        open={Boolean(s.failure)}
        onOpenChange={(o) => {
          if (!o) s.closeIssues();
        }}
        role="alertdialog"
        title={t('integrations.issuesTitle')}
        size="sm"
        hideClose
        footer={
          <>
            <Button
              onClick={() => {
                const logId = s.failure?.logId;
                s.closeIssues();
                navigate(`/settings/integrations/${logId ? `?logid=${encodeURIComponent(logId)}` : ''}`);
              }}
            >
              {t('integrations.log')}
            </Button>
            <Button variant="primary" onClick={s.closeIssues}>
              {t('common.ok')}
            </Button>
          </>
        }
      >
        <p className={styles.failure}>{s.failure?.text}</p>
        <p>{t('integrations.clickLog')}</p>
      </Dialog>
    </>
  );
}
