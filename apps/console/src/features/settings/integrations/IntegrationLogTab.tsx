import { useEntityList } from '@wm/api';
import { Badge, Button, Select } from '@wm/ui';
import { ListView, type ListViewColumn } from '@wm/widgets';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListLabels } from '../../common/useListLabels.js';
import * as styles from './Integrations.css.js';
import type { Integration, IntegrationLogEntry } from './integrationsApi.js';

const ALL = '__all__';

export type IntegrationLogTabProps = {
  integrations: Integration[];
  /** The `logid` query parameter: the entry whose run is shown (every attempt of it). */
  logId: string | null;
  /** Drops the logid parameter (shows every entry again). */
  onShowAll: () => void;
};

/**
 * The integrations log tab (service spec 2 "The integrations screen takes an optional logid
 * parameter that opens the log tab", 8 "Click Log for details."): the newest 500 entries, one per
 * run and one per delivery attempt, filterable by integration. With a log id it shows that entry's
 * run only (the run and each attempt, with HTTP status and message) until 'Show every entry'.
 */
export function IntegrationLogTab({ integrations, logId, onShowAll }: IntegrationLogTabProps) {
  const { t } = useTranslation();
  const listLabels = useListLabels();
  const [integrationId, setIntegrationId] = useState(ALL);
  const log = useEntityList<IntegrationLogEntry>('IntegrationLog', { orderby: 'createdOn desc', top: 500 });
  const names = useMemo(() => new Map(integrations.map((i) => [i.id, i.name])), [integrations]);
  const entries = log.data ?? [];
  const focus = logId ? entries.find((e) => e.id === logId) : undefined;
  // A run newer than the cached list: reload once before saying the entry is not found.
  const reloadedFor = useRef<string | null>(null);
  const missing = Boolean(logId && log.data && !focus);
  useEffect(() => {
    if (missing && logId && reloadedFor.current !== logId) {
      reloadedFor.current = logId;
      void log.mutate();
    }
  }, [missing, logId, log]);
  const rows = focus
    ? entries.filter((e) => e.run_id === focus.run_id)
    : integrationId === ALL
      ? entries
      : entries.filter((e) => e.integration_id === integrationId);
  const columns: ListViewColumn<IntegrationLogEntry>[] = [
    {
      id: 'time',
      header: t('integrations.logCol.time'),
      value: (r) => (r.createdOn ? new Date(r.createdOn) : null),
      width: 180,
    },
    {
      id: 'integration',
      header: t('integrations.logCol.integration'),
      value: (r) => names.get(r.integration_id) ?? r.integration_id,
      width: 170,
    },
    {
      id: 'kind',
      header: t('integrations.logCol.kind'),
      value: (r) => t(`integrations.logKind.${r.kind}`),
      width: 140,
    },
    {
      id: 'result',
      header: t('integrations.logCol.result'),
      value: (r) => (r.success ? t('integrations.logSuccess') : t('integrations.logFailed')),
      cell: (r) => (
        <Badge tone={r.success ? 'success' : 'error'}>
          {r.success ? t('integrations.logSuccess') : t('integrations.logFailed')}
        </Badge>
      ),
      width: 110,
    },
    {
      id: 'attempt',
      header: t('integrations.logCol.attempt'),
      value: (r) => r.attempt ?? null,
      width: 90,
      align: 'end',
    },
    {
      id: 'httpStatus',
      header: t('integrations.logCol.httpStatus'),
      value: (r) => r.httpStatus ?? null,
      width: 110,
      align: 'end',
    },
    {
      id: 'records',
      header: t('integrations.logCol.records'),
      value: (r) => r.exportedCount ?? null,
      width: 100,
      align: 'end',
    },
    {
      id: 'message',
      header: t('integrations.logCol.message'),
      value: (r) => r.message ?? '',
      width: 320,
    },
    {
      id: 'file',
      header: t('integrations.logCol.file'),
      value: (r) => (r.fileId ? 'csv' : ''),
      cell: (r) =>
        r.fileId ? (
          <a href={`/api/file/${encodeURIComponent(r.fileId)}`} download>
            {t('integrations.downloadFile')}
          </a>
        ) : null,
      width: 110,
      sortable: false,
    },
  ];
  return (
    <section aria-label={t('integrations.logTitle')} className={styles.pane}>
      <div className={styles.toolbar}>
        {focus ? (
          <>
            <strong>
              {t('integrations.logRun', { run: names.get(focus.integration_id) ?? focus.run_id })}
            </strong>
            <span className={styles.spacer} />
            <Button size="sm" onClick={onShowAll}>
              {t('integrations.logShowAll')}
            </Button>
          </>
        ) : (
          <>
            <div className={styles.selectBox}>
              <Select
                label={t('integrations.logFilter')}
                value={integrationId}
                onValueChange={setIntegrationId}
                options={[
                  { value: ALL, label: t('integrations.logAll') },
                  ...integrations.map((i) => ({ value: i.id, label: i.name })),
                ]}
              />
            </div>
            <span className={styles.spacer} />
          </>
        )}
        <Button size="sm" variant="secondary" onClick={() => void log.mutate()} loading={log.isValidating}>
          {t('common.refresh')}
        </Button>
      </div>
      {missing && reloadedFor.current === logId && !log.isValidating ? (
        <p role="alert">{t('integrations.logNotFound', { id: logId })}</p>
      ) : null}
      {log.error ? <p role="alert">{log.error.message}</p> : null}
      <ListView<IntegrationLogEntry>
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        label={t('integrations.logTitle')}
        pageSize={0}
        height={460}
        labels={listLabels}
      />
    </section>
  );
}
