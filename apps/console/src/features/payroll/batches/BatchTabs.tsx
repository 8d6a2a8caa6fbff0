import { useEntityList, useLookup } from '@wm/api';
import type { TimeClosePreview } from '@wm/api/schemas';
import { Badge, Box, Button, ConfirmDialog, Tabs, useToast } from '@wm/ui';
import { ListView, type ListViewColumn } from '@wm/widgets';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { mutate as globalMutate } from 'swr';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { useListLabels } from '../../common/useListLabels.js';
import { formatHours, formatReportDate } from '../../reports/format.js';
import { useSession } from '../../shell/SessionContext.js';
import { SignOffDialog } from '../../time/SignOffDialog.js';
import { permittedSignOffTypes, typesForSelection } from '../../time/signOffs.js';
import { usePayrollTranslation } from '../i18n.js';
import {
  approveIds,
  BATCH_TEXT,
  type BatchConflict,
  type BatchCounts,
  batchesOfGroups,
  batchFilter,
  batchState,
  closeIds,
  countsOfBatches,
  findConflicts,
  type GroupedBatch,
  groupBatches,
  type OpenRecord,
  processIds,
  reverseIds,
  TOTAL_KEYS,
  type TimeBatchRow,
} from './batches.js';

const NO_BATCHES: TimeBatchRow[] = [];

/** The same batches in the same order, each the same object (a reload brings new totals). */
const sameBatches = (a: readonly TimeBatchRow[], b: readonly TimeBatchRow[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

type Emp = { id: string; fullName?: string | null; firstName?: string | null; lastName?: string | null };
const nameOf = (e: Emp | null | undefined, id: string) =>
  e ? e.fullName || [e.firstName, e.lastName].filter(Boolean).join(' ') || id : id;

export type BatchTabsProps = {
  /** The editor's date range as local days 'YYYY-MM-DD' and as ISO UTC instants (Time/Close from/to). */
  range: { fromDay: string; toDay: string; from: string; to: string };
  /** The editor's open records of the range (for Batch and the conflicts tab). */
  openRecords: (OpenRecord & { employee_id: string })[];
  /** The editor's selected open record ids; Batch takes these, or every open record when none. */
  selectedOpenIds: readonly string[];
  /** The editor's open-records list, shown as the first tab. */
  openTab: ReactNode;
  /** Called after a batch action so the editor reloads its records. */
  onChanged?: () => void;
  /** Optional pay period to batch into (Time/Close payPeriodId). */
  payPeriodId?: string | null;
  /**
   * Called with the selected batches of the ungrouped or grouped tab (every batch of the selected
   * grouped rows), [] on the other tabs; again when the batch list reloads (new totals).
   */
  onSelectedBatchesChange?: (batches: TimeBatchRow[]) => void;
};

/**
 * The time editor's tabs and batch actions (time spec 2 "Time editor", 4, 5, 8): open records (the
 * editor's own list), ungrouped batched (one row per batch), grouped batched (one row per employee
 * and pay period with Reg, OT 1, OT 2, Hol, Vac, Sick, Total) and batch conflicts; Batch (close),
 * Process (confirming first when manual edits would be lost), Close Batch (approve) and Reverse,
 * with the toasts 'Time was Batched.', 'Batched Time processed.', 'Batch Closed', 'Batched Time
 * reversed.' and the messages 'No complete record to batch', 'Please select an open batched record
 * to process.'. Buttons follow the access keys batch-records, batched-records/edit and close-out; Sign
 * off records a drawn signature on every record of the selected batches (the sign-off access keys).
 */
export function BatchTabs({
  range,
  openRecords,
  selectedOpenIds,
  openTab,
  onChanged,
  payPeriodId,
  onSelectedBatchesChange,
}: BatchTabsProps) {
  const { t } = usePayrollTranslation();
  const toast = useToast();
  const listLabels = useListLabels();
  const { can, identity } = useSession();
  const canBatch = can('/time/editor/', 'batch-records');
  const canApprove = can('/time/editor/', 'batched-records/edit') || can('/time/editor/', 'close-out');
  const canView = canBatch || canApprove || can('/time/editor/', 'batched-records/view');
  const [tab, setTab] = useState('open');
  const batches = useEntityList<TimeBatchRow>(canView ? 'TimeBatch' : null, {
    filter: batchFilter(range.fromDay, range.toDay, payPeriodId),
    orderby: 'batchId desc',
  });
  // One empty list while nothing is loaded (or the user may not see batches): a new [] on every
  // render made the selection effect below set the editor's state on every render, a loop that
  // starved the router's navigation transitions (issue 19: the editor stayed on screen).
  const rows = batches.data ?? NO_BATCHES;
  const groups = useMemo(() => groupBatches(rows), [rows]);
  const [selectedBatchIds, setSelectedBatchIds] = useState<string[]>([]);
  const [selectedGroupKeys, setSelectedGroupKeys] = useState<string[]>([]);
  const [overlapping, setOverlapping] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<{ ids: string[]; count: number } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The confirmation before Batch, Process and Reverse (issue 19): what the action covers.
  const [ask, setAsk] = useState<
    | { kind: 'batch'; timeIds: string[]; preview: TimeClosePreview }
    | { kind: 'process' | 'reverse'; ids: string[]; counts: BatchCounts }
    | null
  >(null);
  const [includeUnfinished, setIncludeUnfinished] = useState(false);
  const [signing, setSigning] = useState(false);
  const signOffTypes = useMemo(() => permittedSignOffTypes(can), [can]);
  const employeeIds = useMemo(
    () => [...rows.map((b) => b.employee_id), ...openRecords.map((r) => r.employee_id)],
    [rows, openRecords],
  );
  const employees = useLookup<Emp & { [k: string]: unknown }>('Employee', employeeIds);
  const name = (id: string) => nameOf(employees.data?.get(id), id);
  const conflicts = useMemo(
    () => findConflicts(openRecords, rows, overlapping),
    [openRecords, rows, overlapping],
  );

  const selectedBatches = useMemo(
    () =>
      tab === 'grouped'
        ? batchesOfGroups(
            groups.filter((g) => selectedGroupKeys.includes(g.key)),
            rows,
          )
        : tab === 'ungrouped'
          ? rows.filter((b) => selectedBatchIds.includes(b.id))
          : [],
    [tab, groups, rows, selectedGroupKeys, selectedBatchIds],
  );
  // The editor's detail panel shows the selection in its Batched edit tab; told only on a change.
  const told = useRef<readonly TimeBatchRow[]>(NO_BATCHES);
  useEffect(() => {
    if (sameBatches(told.current, selectedBatches)) return;
    told.current = selectedBatches;
    onSelectedBatchesChange?.(selectedBatches);
  }, [selectedBatches, onSelectedBatchesChange]);

  const after = async () => {
    setSelectedBatchIds([]);
    setSelectedGroupKeys([]);
    // Processing and reversing replace completed shifts: drop every cached CompletedShift list, so
    // the Batched edit tab never shows the shifts (or the emptiness) of before.
    await globalMutate((key) => Array.isArray(key) && key[1] === 'CompletedShift', undefined, {
      revalidate: true,
    });
    await batches.mutate();
    onChanged?.();
  };
  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (e) {
      const m = errorMessage(e);
      toast.error(
        m === BATCH_TEXT.noCompleteRecord
          ? t('batch.msg.noCompleteRecord')
          : m === BATCH_TEXT.noOpenBatch
            ? t('batch.msg.noOpenBatch')
            : m === BATCH_TEXT.unfinishedOnly
              ? t('batch.msg.unfinishedOnly')
              : m,
      );
      if (what === 'batch') await after();
    } finally {
      setBusy(null);
    }
  };

  // Batch asks first: the server counts what it would take (records, employees, pay periods, and
  // the pay periods that have not ended, which stay open unless ticked).
  const batch = () =>
    run('batch', async () => {
      const pool = selectedOpenIds.length
        ? openRecords.filter((r) => selectedOpenIds.includes(r.id))
        : openRecords;
      const timeIds = closeIds(pool);
      const preview = await apiClient.http.post<TimeClosePreview>('/Time/Close', {
        from: range.from,
        to: range.to,
        timeIds,
        payPeriodId: payPeriodId ?? undefined,
        preview: true,
      });
      setIncludeUnfinished(false);
      setAsk({ kind: 'batch', timeIds, preview });
    });
  const doBatch = (timeIds: string[], unfinished: boolean) =>
    run('batch', async () => {
      const res = await apiClient.http.post<{ overlappingIds?: string[] }>('/Time/Close', {
        from: range.from,
        to: range.to,
        timeIds,
        payPeriodId: payPeriodId ?? undefined,
        ...(unfinished ? { includeUnfinished: true } : {}),
      });
      setOverlapping(res.overlappingIds ?? []);
      toast.success(t('batch.toast.batched'));
      await after();
    });
  const askProcess = () =>
    run('process', async () => {
      const ids = processIds(selectedBatches);
      setAsk({ kind: 'process', ids, counts: countsOfBatches(selectedBatches, ids) });
    });
  const process = (confirmOverwrite = false, ids?: string[]) =>
    run('process', async () => {
      const batchIds = ids ?? processIds(selectedBatches);
      const res = await apiClient.http.post<{ requiresConfirmation?: boolean; manualEdits?: number }>(
        '/Time/Process',
        {
          batchIds,
          ...(confirmOverwrite ? { confirmOverwrite: true } : {}),
        },
      );
      if (res.requiresConfirmation) {
        setConfirm({ ids: batchIds, count: res.manualEdits ?? 0 });
        return;
      }
      toast.success(t('batch.toast.processed'));
      await after();
    });
  const approve = () =>
    run('approve', async () => {
      const batchIds = approveIds(selectedBatches);
      if (batchIds.length === 0) throw new Error(t('batch.selectProcessed'));
      await apiClient.http.post('/Batch/Close', { batchIds });
      toast.success(t('batch.toast.closed'));
      await after();
    });
  const reverse = () =>
    run('reverse', async () => {
      const ids = reverseIds(selectedBatches);
      if (ids.length === 0) throw new Error(t('batch.selectReversible'));
      setAsk({ kind: 'reverse', ids, counts: countsOfBatches(selectedBatches, ids) });
    });
  const doReverse = (batchIds: string[]) =>
    run('reverse', async () => {
      await apiClient.http.post('/Time/Open', { batchIds });
      toast.success(t('batch.toast.reversed'));
      await after();
    });
  const period = (start: string, end: string) => `${formatReportDate(start)} - ${formatReportDate(end)}`;
  const askCounts: BatchCounts | null = !ask
    ? null
    : ask.kind === 'batch'
      ? includeUnfinished
        ? ask.preview.all
        : ask.preview.finished
      : ask.counts;
  const askMessage = askCounts
    ? t(`batch.confirm.${ask?.kind}`, {
        records: t('batch.count.records', { count: askCounts.records }),
        employees: t('batch.count.employees', { count: askCounts.employees }),
        periods: t('batch.count.periods', { count: askCounts.payPeriods }),
      })
    : '';
  const unfinishedPeriods =
    ask?.kind === 'batch'
      ? ask.preview.unfinishedPayPeriods.map((p) => period(p.startDate, p.endDate)).join(', ')
      : '';

  const totalsColumns = <T,>(
    get: (row: T) => Partial<Record<string, number>> | null | undefined,
  ): ListViewColumn<T>[] =>
    TOTAL_KEYS.map((k) => ({
      id: k,
      header: t(`batch.col.${k}`),
      value: (r: T) => Number(get(r)?.[k] ?? 0),
      cell: (r: T) => formatHours(get(r)?.[k] ?? 0),
      filterText: (r: T) => formatHours(get(r)?.[k] ?? 0),
      align: 'end' as const,
      width: 66,
    }));
  const stateTag = (s: ReturnType<typeof batchState>) => ({
    id: s,
    label: t(`batch.state.${s}`),
    tone:
      s === 'approved' ? ('success' as const) : s === 'processed' ? ('info' as const) : ('neutral' as const),
  });

  const ungroupedColumns: ListViewColumn<TimeBatchRow>[] = [
    { id: 'batchId', header: t('batch.col.batchId'), value: (r) => r.batchId, width: 76 },
    { id: 'employee', header: t('batch.col.employee'), value: (r) => name(r.employee_id), width: 160 },
    {
      id: 'period',
      header: t('batch.col.payPeriod'),
      value: (r) => r.payPeriodStartDate,
      cell: (r) => period(r.payPeriodStartDate, r.payPeriodEndDate),
      filterText: (r) => period(r.payPeriodStartDate, r.payPeriodEndDate),
      // Room for two full dates (issue 19: the column cut them off).
      width: 210,
    },
    ...totalsColumns<TimeBatchRow>((r) => r.totals as Partial<Record<string, number>>),
  ];
  // The hours first: with the detail panel open the grid is narrow, and the counts matter least.
  const groupedColumns: ListViewColumn<GroupedBatch>[] = [
    { id: 'employee', header: t('batch.col.employee'), value: (r) => name(r.employee_id), width: 160 },
    {
      id: 'period',
      header: t('batch.col.payPeriod'),
      value: (r) => r.payPeriodStartDate,
      cell: (r) => period(r.payPeriodStartDate, r.payPeriodEndDate),
      filterText: (r) => period(r.payPeriodStartDate, r.payPeriodEndDate),
      // Room for two full dates (issue 19: the column cut them off).
      width: 210,
    },
    ...totalsColumns<GroupedBatch>((r) => r.totals as unknown as Partial<Record<string, number>>),
    {
      id: 'batches',
      header: t('batch.col.batches'),
      value: (r) => r.batchIds.length,
      cell: (r) =>
        t('batch.counts', {
          count: r.batchIds.length,
          processed: r.processedBatchIds.length,
          approved: r.approvedBatchIds.length,
        }),
      width: 215,
    },
  ];
  const conflictColumns: ListViewColumn<BatchConflict>[] = [
    { id: 'employee', header: t('batch.col.employee'), value: (r) => name(r.employee_id), width: 200 },
    {
      id: 'in',
      header: t('batch.col.in'),
      value: (r) => openRecords.find((x) => x.id === r.recordId)?.inTimeStamp ?? '',
      cell: (r) => formatReportDate(openRecords.find((x) => x.id === r.recordId)?.inTimeStamp ?? ''),
      width: 120,
    },
    {
      id: 'reason',
      header: t('batch.col.reason'),
      value: (r) => t(`batch.conflict.${r.reason}`, { batchId: r.batchId }),
      width: 420,
    },
  ];

  const onBatchTab = tab === 'ungrouped' || tab === 'grouped';
  const batchSignOffTypes = typesForSelection(
    signOffTypes,
    selectedBatches.map((b) => b.employee_id),
    identity.employee?.id,
  );
  return (
    <Box display="flex" flexDirection="column" gap="sm">
      <Box display="flex" gap="sm" flexWrap="wrap" alignItems="center">
        {canBatch ? (
          <Button variant="primary" onClick={() => void batch()} loading={busy === 'batch'} disabled={!!busy}>
            {t('batch.action.batch')}
          </Button>
        ) : null}
        {canBatch ? (
          <Button
            onClick={() => void askProcess()}
            loading={busy === 'process'}
            disabled={!!busy || !onBatchTab}
          >
            {t('batch.action.process')}
          </Button>
        ) : null}
        {canApprove ? (
          <Button
            onClick={() => void approve()}
            loading={busy === 'approve'}
            disabled={!!busy || !onBatchTab}
          >
            {t('batch.action.close')}
          </Button>
        ) : null}
        {canBatch ? (
          <Button
            variant="danger"
            onClick={() => void reverse()}
            loading={busy === 'reverse'}
            disabled={!!busy || !onBatchTab}
          >
            {t('batch.action.reverse')}
          </Button>
        ) : null}
        {signOffTypes.length > 0 ? (
          <Button
            variant="secondary"
            onClick={() => setSigning(true)}
            disabled={!!busy || !onBatchTab || batchSignOffTypes.length === 0}
          >
            {t('timeeditor.signoff.batchButton')}
          </Button>
        ) : null}
        {conflicts.length > 0 ? (
          <Badge tone="warn">{t('batch.conflictCount', { count: conflicts.length })}</Badge>
        ) : null}
      </Box>
      {batches.error ? <p role="alert">{errorMessage(batches.error)}</p> : null}
      <Tabs
        label={t('batch.tabs')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'open', label: t('batch.tab.open'), content: openTab },
          {
            value: 'ungrouped',
            label: t('batch.tab.ungrouped'),
            content: (
              <ListView<TimeBatchRow>
                data={rows}
                columns={ungroupedColumns}
                getRowId={(r) => r.id}
                label={t('batch.tab.ungrouped')}
                selectable
                selectedIds={selectedBatchIds}
                onSelectionChange={setSelectedBatchIds}
                getRowTags={(r) => [
                  stateTag(batchState(r)),
                  // Exported (time spec 4: state key exported, tag Exported; export is never reversed).
                  ...(r.exportedTimeStamp || r.state === 'exported'
                    ? [
                        {
                          id: 'exported',
                          label: t('timeeditor.tag.exported'),
                          title: t('timeeditor.tagTitle.exported'),
                          tone: 'success' as const,
                        },
                      ]
                    : []),
                ]}
                getRowLabel={(r) => `${r.batchId} ${name(r.employee_id)}`}
                pageSize={0}
                height={460}
                labels={listLabels}
              />
            ),
          },
          {
            value: 'grouped',
            label: t('batch.tab.grouped'),
            content: (
              <ListView<GroupedBatch>
                data={groups}
                columns={groupedColumns}
                getRowId={(r) => r.key}
                label={t('batch.tab.grouped')}
                selectable
                selectedIds={selectedGroupKeys}
                onSelectionChange={setSelectedGroupKeys}
                getRowLabel={(r) =>
                  `${name(r.employee_id)} ${period(r.payPeriodStartDate, r.payPeriodEndDate)}`
                }
                pageSize={0}
                height={460}
                labels={listLabels}
              />
            ),
          },
          {
            value: 'conflicts',
            label: t('batch.tab.conflicts', { count: conflicts.length }),
            content: (
              <ListView<BatchConflict>
                data={conflicts}
                columns={conflictColumns}
                getRowId={(r) => r.recordId}
                label={t('batch.tab.conflicts', { count: conflicts.length })}
                pageSize={0}
                height={300}
                labels={listLabels}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={!!ask}
        onOpenChange={(o) => {
          if (!o) setAsk(null);
        }}
        title={ask ? t(`batch.action.${ask.kind === 'batch' ? 'batch' : ask.kind}`) : ''}
        message={
          <>
            {askMessage}
            {unfinishedPeriods ? (
              <label style={{ display: 'flex', gap: 8, marginTop: 12, alignItems: 'flex-start' }}>
                <input
                  type="checkbox"
                  checked={includeUnfinished}
                  onChange={(e) => setIncludeUnfinished(e.target.checked)}
                />
                <span>{t('batch.confirm.unfinished', { periods: unfinishedPeriods })}</span>
              </label>
            ) : null}
          </>
        }
        confirmLabel={t('common.ok')}
        cancelLabel={t('common.cancel')}
        onConfirm={async () => {
          const a = ask;
          setAsk(null);
          if (a?.kind === 'batch') await doBatch(a.timeIds, includeUnfinished);
          else if (a?.kind === 'process') await process(false, a.ids);
          else if (a?.kind === 'reverse') await doReverse(a.ids);
        }}
      />
      <SignOffDialog
        open={signing}
        onOpenChange={setSigning}
        batchIds={selectedBatches.map((b) => b.id)}
        types={batchSignOffTypes}
        onSigned={() => void after()}
      />
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(o) => {
          if (!o) setConfirm(null);
        }}
        title={t('timeeditor.batched.confirmReprocessTitle')}
        // Time spec 4: manual edits to system-generated batched time are lost, confirmed first.
        message={t('timeeditor.batched.confirmReprocess', { count: confirm?.count ?? 0 })}
        confirmLabel={t('common.ok')}
        cancelLabel={t('common.cancel')}
        onConfirm={async () => {
          const ids = confirm?.ids ?? [];
          setConfirm(null);
          await process(true, ids);
        }}
      />
    </Box>
  );
}
