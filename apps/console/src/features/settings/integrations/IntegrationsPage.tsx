import { useEntityList } from '@wm/api';
import { Box, Button, Dialog, Tabs, useToast } from '@wm/ui';
import { ListView } from '@wm/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { errorMessage } from '../../../lib/api.js';
import { useListLabels } from '../../common/useListLabels.js';
import { useSession } from '../../shell/SessionContext.js';
import * as styles from './Integrations.css.js';
import { IntegrationEditor } from './IntegrationEditor.js';
import { IntegrationLogTab } from './IntegrationLogTab.js';
import {
  fetchConnectors,
  INVALID_TOKEN,
  type Integration,
  type IntegrationRunResult,
  openOAuthWindow,
  runAdhoc,
} from './integrationsApi.js';
import { useIntegrationLabels } from './useIntegrationLabels.js';
import { SelectionAnnouncer } from '../../common/SelectionAnnouncer.js';

/** A finished run as the editor shows it: the file link of a CSV export. */
export interface RunOutcome {
  integrationId: string;
  result: IntegrationRunResult;
}

/**
 * /settings/integrations/ (service spec 2 "Other admin screens", 4 "Integration export and run", 7
 * "Integrations", 8): the integrations list with its editor (connector, record type, configuration
 * pairs with encrypted values masked; cancel restores), Run (ADHOC {id, forceUpdate}) with 'Running
 * integration ...', 'Integration complete.' and '{n} record(s) exported.' or the issues dialog whose
 * Log opens the log tab; `?logid=` opens the log tab on that entry's run. OAuth connectors show
 * 'not configured' and open /oauth/init/{connectorId} in a 700x600 window.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { can } = useSession();
  const canEdit = can('/settings/integrations/');
  const listLabels = useListLabels();
  const labels = useIntegrationLabels();
  const [params, setParams] = useSearchParams();
  const logId = params.get('logid');
  const [tab, setTab] = useState<string>(logId ? 'log' : 'list');
  const activeTab = logId ? 'log' : tab;
  const list = useEntityList<Integration>('Integration', { includeInactiveData: true, orderby: 'name' });
  // Revalidated on focus: back from the OAuth window, the connector reads as connected.
  const connectors = useSWR('settings/connectors', fetchConnectors);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const [issues, setIssues] = useState<{ text: string; logId: string } | null>(null);
  const integrations = list.data ?? [];
  const selected = creating ? null : (integrations.find((i) => i.id === selectedId) ?? null);

  const openLog = (id: string) => {
    setTab('log');
    setParams({ logid: id });
  };

  /** ADHOC run of the saved integration with the spec's messages. */
  const run = async (integration: Integration, forceUpdate: boolean) => {
    setRunning(true);
    setOutcome(null);
    toast.info(t('integrations.running'));
    try {
      const result = await runAdhoc({ id: integration.id, forceUpdate });
      if (result.success) {
        toast.success(
          `${t('integrations.complete')} ${t('integrations.exported', { count: result.exportedCount })}`,
        );
        setOutcome({ integrationId: integration.id, result });
      } else if (result.message === INVALID_TOKEN) {
        const win = openOAuthWindow(integration.connector?.id ?? integration.connectorId);
        if (win)
          toast.info(t('integrations.oauthOpened', { connector: labels.connector(integration.connectorId) }));
        else toast.warn(t('integrations.popupBlocked'));
      } else {
        setIssues({ text: result.message ?? '', logId: result.logId });
      }
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <div className={styles.header}>
        <h1>{t('menu.settings.integrations')}</h1>
      </div>
      <Tabs
        label={t('integrations.tabs')}
        value={activeTab}
        onValueChange={(v) => {
          setTab(v);
          if (v !== 'log' && logId) setParams({});
        }}
        items={[
          {
            value: 'list',
            label: t('integrations.tab.list'),
            content: (
              <div className={styles.split}>
                <section className={styles.pane} aria-label={t('integrations.tab.list')}>
                  <div className={styles.header}>
                    <span className={styles.spacer} />
                    <Button variant="secondary" size="sm" onClick={() => void list.mutate()}>
                      {t('common.refresh')}
                    </Button>
                    {canEdit ? (
                      <Button
                        variant="primary"
                        size="sm"
                        disabled={creating}
                        onClick={() => {
                          setCreating(true);
                          setSelectedId(null);
                          setOutcome(null);
                        }}
                      >
                        {t('integrations.new')}
                      </Button>
                    ) : null}
                  </div>
                  {list.error ? <p role="alert">{list.error.message}</p> : null}
                  <ListView<Integration>
                    data={integrations}
                    getRowId={(r) => r.id}
                    getRowStatus={(r) => r.status}
                    label={t('integrations.tab.list')}
                    pageSize={0}
                    height={360}
                    showSearch={integrations.length > 8}
                    labels={listLabels}
                    onRowClick={(r) => {
                      setCreating(false);
                      setSelectedId(r.id);
                      if (outcome?.integrationId !== r.id) setOutcome(null);
                    }}
                    columns={[
                      { id: 'name', header: t('integrations.col.name'), value: (r) => r.name, width: 170 },
                      {
                        id: 'connector',
                        header: t('integrations.col.connector'),
                        value: (r) => labels.connector(r.connectorId),
                        width: 150,
                      },
                      {
                        id: 'recordType',
                        header: t('integrations.col.recordType'),
                        value: (r) => (r.recordType ? labels.recordType(r.recordType) : ''),
                        width: 120,
                      },
                      {
                        id: 'status',
                        header: t('integrations.col.status'),
                        value: (r) => t(`status.${r.status ?? 1}`),
                        width: 90,
                      },
                    ]}
                  />
                </section>
                <section className={styles.pane}>
                  <SelectionAnnouncer
                    what={t('integrations.entityWord')}
                    name={!creating && selected ? selected.name : null}
                  />
                  {creating || selected ? (
                    <IntegrationEditor
                      key={creating ? 'new' : selected!.id}
                      integration={selected}
                      connectors={connectors.data ?? []}
                      canEdit={canEdit}
                      running={running}
                      outcome={outcome && outcome.integrationId === selected?.id ? outcome.result : null}
                      onRun={(i, force) => void run(i, force)}
                      onSaved={(saved) => {
                        setCreating(false);
                        setSelectedId(saved.id);
                        void list.mutate();
                      }}
                      onCancelNew={() => setCreating(false)}
                      onDeleted={() => {
                        setSelectedId(null);
                        setOutcome(null);
                        void list.mutate();
                      }}
                    />
                  ) : (
                    <p className={styles.hint}>{t('integrations.selectHint')}</p>
                  )}
                </section>
              </div>
            ),
          },
          {
            value: 'log',
            label: t('integrations.tab.log'),
            content: (
              <IntegrationLogTab integrations={integrations} logId={logId} onShowAll={() => setParams({})} />
            ),
          },
        ]}
      />
      <Dialog
        open={issues !== null}
        onOpenChange={(o) => {
          if (!o) setIssues(null);
        }}
        role="alertdialog"
        title={t('integrations.issuesTitle')}
        size="sm"
        hideClose
        footer={
          <>
            <Button
              onClick={() => {
                const id = issues?.logId;
                setIssues(null);
                if (id) openLog(id);
              }}
            >
              {t('integrations.log')}
            </Button>
            <Button variant="primary" onClick={() => setIssues(null)}>
              {t('common.ok')}
            </Button>
          </>
        }
      >
        <p className={styles.failure}>{issues?.text}</p>
        <p>{t('integrations.clickLog')}</p>
      </Dialog>
    </Box>
  );
}
