import { idFilter, useEntityList, useLookup } from '@wm/api';
import { formatDuration } from '@wm/domain';
import { Badge, Box, Button, ConfirmDialog, Select, useToast } from '@wm/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { mutate as globalMutate } from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import { batchState, type TimeBatchRow } from '../payroll/batches/batches.js';
import { formatReportDate } from '../reports/format.js';
import { useSession } from '../shell/SessionContext.js';
import {
  batchShiftFilters,
  type PayTypeKey,
  payTypeKey,
  type ShiftRow,
  serverMessageKey,
  shiftReadOnly,
  shiftSeconds,
  shiftTotals,
  sortShifts,
} from './batchedEdit.js';
import * as styles from './BatchedEditTab.css.js';
import * as panel from './EditorPage.css.js';
import { type EmployeeRow, employeeName } from './records.js';
import { ShiftDialog } from './ShiftDialog.js';
import { formatInZone } from './zones.js';

export interface BatchedEditTabProps {
  /** The selected batches (ungrouped rows, or every batch of the selected grouped rows). */
  batches: readonly TimeBatchRow[];
  /** Zone of wall times for rows without one (user default, else company zone). */
  zone: string;
}

const TOTAL_ORDER: readonly (PayTypeKey | 'total')[] = [
  'regular',
  'overTime1',
  'overTime2',
  'holiday',
  'vacation',
  'sick',
  'total',
];

/** Re-reads every TimeBatch and CompletedShift list (the batch tabs' totals and this tab). */
function reloadBatchLists() {
  return globalMutate((key) => Array.isArray(key) && (key[1] === 'TimeBatch' || key[1] === 'CompletedShift'));
}

/**
 * The time editor's "Batched edit" tab (time spec 2, 3 "Completed shift", 4, 7): the completed
 * shifts of a selected batch (date, In, Out, pay type, pay code, rate, hours, units, tags; the lunch
 * deduction row shown as a subtraction) with the batch totals (Reg, OT 1, OT 2, Hol, Vac, Sick,
 * Total). With the batched-records/edit access key a row's In, Out, pay type and units can be
 * edited, a holiday/sick/vacation row of hours added and a row deleted (Upsert / DELETE
 * CompletedShift); the server's messages ('Out Time must be later than In Time.', 'Record must not
 * exceed 24 hours.', 409 'A batched shift already approved cannot be edited unless it has notes.')
 * are shown, and every batch list reloads after a change so the totals follow. Read-only without
 * the key and for approved shifts whose time record has no notes; the lunch row is the engine's.
 * Warns that manual edits of system-generated rows are lost when the batch is processed again.
 */
export function BatchedEditTab({ batches, zone }: BatchedEditTabProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { can, timeFormat } = useSession();
  const canEdit = can('/time/editor/', 'batched-records/edit');
  const [chosen, setChosen] = useState<string | null>(null);
  const batch = batches.find((b) => b.id === chosen) ?? batches[0] ?? null;
  const state = batch ? batchState(batch) : 'open';
  const approved = state === 'approved';

  const shifts = useEntityList<ShiftRow>(batch ? 'CompletedShift' : null, {
    filter: batch ? batchShiftFilters([batch.id])[0] : undefined,
    orderby: 'inTimeStamp asc',
  });
  const rows = useMemo(() => sortShifts(shifts.data ?? []), [shifts.data]);
  const totals = useMemo(() => shiftTotals(rows), [rows]);

  // Notes decide whether an approved shift is still editable (time spec 4): the shifts' time
  // records' noteIds (kept in step with TimeNote rows by the server), else their TimeNote rows, read
  // in id chunks of 10 (time spec 7, 9) and only for approved batches.
  const recordIds = useMemo(
    () => [...new Set(rows.map((r) => r.timeRecord_id).filter((x): x is string => !!x))].sort(),
    [rows],
  );
  const notes = useSWR<Set<string>>(
    approved && canEdit && recordIds.length ? ['batched-edit-notes', recordIds.join(',')] : null,
    async () => {
      const found = new Set<string>();
      for (let i = 0; i < recordIds.length; i += 10) {
        const chunk = recordIds.slice(i, i + 10);
        try {
          const records = await apiClient.list<{ id: string; noteIds?: unknown }>('Time', {
            filter: idFilter(chunk),
            includeInactiveData: true,
          });
          for (const r of records) if (Array.isArray(r.noteIds) && r.noteIds.length > 0) found.add(r.id);
        } catch {
          const list = await apiClient.list<{ time_id: string }>('TimeNote', {
            filter: idFilter(chunk, 'time_id'),
            includeInactiveData: true,
          });
          for (const n of list) found.add(n.time_id);
        }
      }
      return found;
    },
    { revalidateOnFocus: false },
  );
  // Unknown (the caller may not read notes): editable, the server answers 409 when it is not.
  const hasNotes = (r: ShiftRow): boolean | undefined =>
    notes.error ? undefined : notes.data ? !!r.timeRecord_id && notes.data.has(r.timeRecord_id) : false;

  const tasks = useLookup<{ id: string; productivityUnitTracking?: boolean | null; [k: string]: unknown }>(
    'Task',
    useMemo(() => rows.map((r) => r.task_id ?? null), [rows]),
  );
  const tracksUnits = (r: ShiftRow | null) =>
    !!r?.task_id && tasks.data?.get(r.task_id)?.productivityUnitTracking === true;
  const showUnits = rows.some((r) => typeof r.units === 'number' || tracksUnits(r));

  const employees = useLookup<EmployeeRow & { [k: string]: unknown }>(
    'Employee',
    useMemo(() => batches.map((b) => b.employee_id), [batches]),
  );
  const nameOf = (b: TimeBatchRow) => employeeName(employees.data?.get(b.employee_id)) || b.employee_id;
  const period = (b: TimeBatchRow) =>
    `${formatReportDate(b.payPeriodStartDate)} - ${formatReportDate(b.payPeriodEndDate)}`;

  const [editing, setEditing] = useState<ShiftRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ShiftRow | null>(null);

  const translate = (message: string) => {
    const key = serverMessageKey(message);
    return key ? t(key) : message;
  };

  const save = async (record: Record<string, unknown>) => {
    try {
      await apiClient.upsert('CompletedShift', record);
    } catch (e) {
      throw new Error(translate(errorMessage(e)));
    }
    toast.success(t('common.saved'));
    await reloadBatchLists();
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await apiClient.remove('CompletedShift', deleting.id);
      toast.success(t('common.deleted'));
    } catch (e) {
      toast.error(translate(errorMessage(e)));
    } finally {
      setDeleting(null);
      await reloadBatchLists();
    }
  };

  if (!batch) return null;
  const zoneOf = (r: ShiftRow) => r.inTimeZone || r.outTimeZone || zone;
  const when = (r: ShiftRow) =>
    r.inTimeStamp ? formatInZone(r.inTimeStamp, zoneOf(r)) : r.workday ? formatReportDate(r.workday) : '';
  // The time of day alone when it falls on the row's date; the full date and time otherwise.
  const clock = (iso: string | null, z: string, workday?: string | null) => {
    const full = formatInZone(iso, z);
    return workday && full.slice(0, 10) === formatReportDate(workday) ? full.slice(11) : full;
  };
  const anyApprovedLocked = rows.some(
    (r) =>
      shiftReadOnly(r, { canEdit, batchApproved: approved, hasNotes: hasNotes(r) }) === 'approvedNoNotes',
  );

  return (
    <Box display="flex" flexDirection="column" gap="md" data-testid="batched-edit">
      {batches.length > 1 ? (
        <Select
          label={t('timeeditor.batched.batch')}
          options={batches.map((b) => ({
            value: b.id,
            label: t('timeeditor.batched.batchOption', {
              batchId: b.batchId,
              name: nameOf(b),
              period: period(b),
            }),
          }))}
          value={batch.id}
          onValueChange={setChosen}
        />
      ) : null}
      <div className={styles.header}>
        <strong>
          {t('timeeditor.batched.batchOption', {
            batchId: batch.batchId,
            name: nameOf(batch),
            period: period(batch),
          })}
        </strong>
        <Badge tone={approved ? 'success' : state === 'processed' ? 'info' : 'neutral'}>
          {t(`timeeditor.batched.state.${state}`)}
        </Badge>
        <span className={panel.spacer} />
        {canEdit && !approved ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('timeeditor.batched.addLeave')}
          </Button>
        ) : null}
      </div>
      <ul className={styles.totals} aria-label={t('timeeditor.batched.totalsLabel')}>
        {TOTAL_ORDER.map((k) => (
          <li key={k} className={styles.total} data-testid={`batched-total-${k}`}>
            <span className={styles.totalLabel}>{t(`timeeditor.batched.totalShort.${k}`)}</span>
            <strong>{formatDuration(totals[k], timeFormat)}</strong>
          </li>
        ))}
      </ul>
      {!canEdit ? <p className={panel.muted}>{t('timeeditor.batched.readOnly.noPrivilege')}</p> : null}
      {canEdit && anyApprovedLocked ? (
        <p className={panel.muted}>{t('timeeditor.batched.readOnly.approved')}</p>
      ) : null}
      {canEdit && !approved && state === 'processed' ? (
        <p className={panel.muted}>{t('timeeditor.batched.reprocessWarning')}</p>
      ) : null}
      {shifts.error ? <p role="alert">{errorMessage(shifts.error)}</p> : null}
      {state === 'open' && rows.length === 0 && !shifts.isLoading ? (
        <p className={panel.muted}>{t('timeeditor.batched.notProcessed')}</p>
      ) : rows.length === 0 && !shifts.isLoading ? (
        <p className={panel.muted}>{t('timeeditor.batched.empty')}</p>
      ) : null}
      {rows.length > 0 ? (
        <div className={styles.tableWrap}>
          <table
            className={styles.table}
            aria-label={t('timeeditor.batched.listLabel', { batchId: batch.batchId })}
          >
            <thead>
              <tr>
                <th className={styles.th}>{t('timeeditor.batched.col.date')}</th>
                <th className={styles.th}>{t('timeeditor.batched.col.in')}</th>
                <th className={styles.th}>{t('timeeditor.batched.col.out')}</th>
                <th className={styles.th}>{t('timeeditor.batched.col.payType')}</th>
                <th className={styles.th}>{t('timeeditor.batched.col.payCode')}</th>
                <th className={`${styles.th} ${styles.num}`}>{t('timeeditor.batched.col.rate')}</th>
                <th className={`${styles.th} ${styles.num}`}>{t('timeeditor.batched.col.hours')}</th>
                {showUnits ? (
                  <th className={`${styles.th} ${styles.num}`}>{t('timeeditor.batched.col.units')}</th>
                ) : null}
                <th className={styles.th}>{t('timeeditor.batched.col.tags')}</th>
                {canEdit ? (
                  <th className={`${styles.th} ${styles.num}`}>{t('timeeditor.batched.col.actions')}</th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const locked = shiftReadOnly(r, { canEdit, batchApproved: approved, hasNotes: hasNotes(r) });
                const z = zoneOf(r);
                return (
                  <tr key={r.id} className={r.isLunchDeduction ? styles.lunchRow : undefined}>
                    <td className={styles.td}>{r.workday ? formatReportDate(r.workday) : ''}</td>
                    <td className={styles.td}>{clock(r.inTimeStamp, z, r.workday)}</td>
                    <td className={styles.td}>{clock(r.outTimeStamp, z, r.workday)}</td>
                    <td className={styles.td}>
                      {r.isLunchDeduction ? (
                        <span title={t('timeeditor.batched.lunchTitle')}>
                          {t('timeeditor.batched.lunch')}
                        </span>
                      ) : (
                        t(`timeeditor.batched.payType.${payTypeKey(r.payType)}`)
                      )}
                    </td>
                    <td className={styles.td}>{r.payCode ?? ''}</td>
                    <td className={`${styles.td} ${styles.num}`}>
                      {typeof r.rate === 'number' ? r.rate.toFixed(2) : ''}
                    </td>
                    <td className={`${styles.td} ${styles.num}`}>
                      {formatDuration(shiftSeconds(r), timeFormat)}
                    </td>
                    {showUnits ? (
                      <td className={`${styles.td} ${styles.num}`}>
                        {typeof r.units === 'number' ? String(r.units) : ''}
                      </td>
                    ) : null}
                    <td className={styles.td}>
                      <span className={styles.tags}>
                        {r.wasManuallyEdited && r.timeRecord_id ? (
                          <span title={t('timeeditor.batched.editedTitle')}>
                            <Badge tone="warn">{t('timeeditor.batched.edited')}</Badge>
                          </span>
                        ) : null}
                        {r.wasManuallyEdited && !r.timeRecord_id ? (
                          <span title={t('timeeditor.batched.addedTitle')}>
                            <Badge tone="info">{t('timeeditor.batched.added')}</Badge>
                          </span>
                        ) : null}
                        {r.approvedTimeStamp || approved ? (
                          <span title={t('timeeditor.batched.approvedTagTitle')}>
                            <Badge tone="success">{t('timeeditor.batched.approvedTag')}</Badge>
                          </span>
                        ) : null}
                      </span>
                    </td>
                    {canEdit ? (
                      <td className={styles.td}>
                        {locked === null ? (
                          <span className={styles.actions}>
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={t('timeeditor.batched.editRow', { time: when(r) })}
                              onClick={() => setEditing(r)}
                            >
                              {t('common.edit')}
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={t('timeeditor.batched.deleteRow', { time: when(r) })}
                              onClick={() => setDeleting(r)}
                            >
                              {t('common.delete')}
                            </Button>
                          </span>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <ShiftDialog
        target={editing}
        timeBatchId={batch.id}
        period={{ first: batch.payPeriodStartDate, last: batch.payPeriodEndDate }}
        zone={zone}
        tracksUnits={tracksUnits(editing && editing !== 'new' ? editing : null)}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => {
          if (!o) setDeleting(null);
        }}
        variant="delete"
        title={t('timeeditor.batched.deleteTitle')}
        message={t('timeeditor.batched.deleteConfirm')}
        confirmLabel={t('confirm.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={remove}
      />
    </Box>
  );
}
