import { useIdentity } from '@wm/api';
import type { CustomReportRecord } from '@wm/api/schemas';
import {
  CUSTOM_REPORT_COLUMNS,
  type CustomReportDefinition,
  type CustomReportProblem,
  customReportProblemOf,
} from '@wm/domain';
import { Box, Button, ConfirmDialog, useToast } from '@wm/ui';
import {
  CustomReportBuilder,
  type CustomReportBuilderLabels,
  type CustomReportPreview,
  type CustomReportRange,
} from '@wm/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import { defaultCriteria, reportViewUrl } from '../reports/catalog.js';
import * as pageStyles from '../settings/places/Places.css.js';

const api = {
  list: () => apiClient.http.get<CustomReportRecord[]>('/insight/custom-report'),
  save: (def: CustomReportDefinition & { id?: string }) =>
    apiClient.http.post<CustomReportRecord>('/insight/custom-report', def),
  remove: (id: string) => apiClient.http.delete<{ deleted: number }>(`/insight/custom-report/${id}`),
  preview: (definition: CustomReportDefinition, range: CustomReportRange) =>
    apiClient.http.post<CustomReportPreview>('/insight/custom-report/preview', {
      definition,
      fromDate: range.fromDate || null,
      toDate: range.toDate || null,
    }),
};

/**
 * /insight/customreport/ (issue 11 "Custom reports"): the saved custom reports of the company, the
 * CustomReportBuilder (entity, columns, filters, grouping, aggregates) with a server preview, save
 * and delete (Insight:Edit:CustomReport), and Run, which opens the report window of report key
 * 'custom-report' (print, PDF / CSV / XLSX like any report). Server messages about a definition
 * are shown translated (customReportProblemOf).
 */
export function CustomReportPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const identity = useIdentity().data;
  const canEdit =
    identity?.employee?.isAdministrator === true ||
    (identity?.privileges ?? []).includes('Insight:Edit:CustomReport');
  const list = useSWR('insight/custom-reports', api.list, { revalidateOnFocus: false });
  const [selectedId, setSelectedId] = useState<string>('');
  const [version, setVersion] = useState(0);
  const [preview, setPreview] = useState<CustomReportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [range, setRange] = useState<CustomReportRange>({ fromDate: '', toDate: '' });
  const selected = (list.data ?? []).find((r) => r.id === selectedId) ?? null;

  const problemText = (p: Pick<CustomReportProblem, 'code' | 'params'> & { message?: string }) => {
    const params = { ...p.params };
    if (params.column) params.column = columnText(params.entity ?? selected?.entity ?? 'time', params.column);
    return t(`customReport.problem.${p.code}`, { ...params, defaultValue: p.message ?? p.code });
  };
  const columnText = (entity: string, name: string) =>
    t(`customReport.column.${entity}.${name}`, {
      defaultValue: CUSTOM_REPORT_COLUMNS[entity as 'time']?.find((c) => c.name === name)?.label ?? name,
    });
  const serverText = (e: unknown) => {
    const message = errorMessage(e);
    const p = customReportProblemOf(message);
    return p ? problemText({ ...p, message }) : message;
  };

  const text: Partial<CustomReportBuilderLabels> = {
    name: t('customReport.name'),
    entity: t('customReport.entity'),
    entityName: (e) => t(`customReport.entity.${e}`),
    column: (e, n, fb) => t(`customReport.column.${e}.${n}`, { defaultValue: fb }),
    columns: t('customReport.columns'),
    filters: t('customReport.filters'),
    addFilter: t('customReport.addFilter'),
    removeFilter: t('customReport.removeFilter'),
    filterColumn: t('customReport.filterColumn'),
    operator: t('customReport.operator'),
    op: (op) => t(`customReport.op.${op}`),
    value: t('customReport.value'),
    groupBy: t('customReport.groupBy'),
    noGrouping: t('customReport.noGrouping'),
    aggregates: t('customReport.aggregates'),
    addAggregate: t('customReport.addAggregate'),
    removeAggregate: t('customReport.removeAggregate'),
    aggregateFunction: t('customReport.aggregateFunction'),
    aggregateColumn: t('customReport.aggregateColumn'),
    fn: (fn) => t(`customReport.fn.${fn}`),
    fromDate: t('customReport.fromDate'),
    toDate: t('customReport.toDate'),
    preview: t('customReport.preview'),
    save: t('customReport.save'),
    problem: (p) => problemText(p),
    previewRows: (n) => t('customReport.previewRows', { count: n }),
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(serverText(e));
    } finally {
      setBusy(false);
    }
  };
  const open = (id: string) => {
    setSelectedId(id);
    setPreview(null);
    setError(null);
    setVersion((v) => v + 1);
  };
  const runReport = () => {
    if (!selected) return;
    const form = defaultCriteria('custom-report', new Date());
    const url = reportViewUrl(
      'custom-report',
      selected.name,
      { customReportId: selected.id, fromDate: range.fromDate || null, toDate: range.toDate || null },
      form,
    );
    window.open(url, '_blank', 'noopener');
  };

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <div className={pageStyles.header}>
        <h1>{t('menu.insight.customReport')}</h1>
        <span className={pageStyles.spacer} />
        <label>
          {t('customReport.saved')}{' '}
          <select value={selectedId} onChange={(e) => open(e.target.value)}>
            <option value="">{t('customReport.newReport')}</option>
            {(list.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" disabled={!selected} onClick={runReport}>
          {t('customReport.run')}
        </Button>
        {canEdit && selected ? (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            {t('customReport.delete')}
          </Button>
        ) : null}
      </div>
      {list.error ? <p role="alert">{errorMessage(list.error)}</p> : null}
      <CustomReportBuilder
        key={`${selectedId}:${version}`}
        initial={selected ?? undefined}
        initialRange={range}
        preview={preview}
        error={error}
        busy={busy}
        timeZone={identity?.company?.timeZone}
        text={text}
        onPreview={(def, r) =>
          run(async () => {
            setRange(r);
            setPreview(await api.preview(def, r));
          })
        }
        onSave={
          canEdit
            ? (def) =>
                run(async () => {
                  const saved = await api.save(selected ? { ...def, id: selected.id } : def);
                  await list.mutate();
                  toast.success(t('customReport.saved.toast'));
                  setSelectedId(saved.id);
                })
            : undefined
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        variant="delete"
        entity={t('customReport.entityName')}
        onConfirm={() =>
          run(async () => {
            if (!selected) return;
            await api.remove(selected.id);
            await list.mutate();
            toast.success(t('customReport.deleted'));
            open('');
          })
        }
      />
    </Box>
  );
}
