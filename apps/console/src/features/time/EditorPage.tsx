import { isApiError, useLookup, useTimeRecords } from '@wm/api';
import { formatDuration, isIncompleteRecord, type TimeRecord } from '@wm/domain';
import { Box, Button, ConfirmDialog, useToast } from '@wm/ui';
import { ListView, type ListViewColumn } from '@wm/widgets';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../lib/api.js';
import { DateRangeFields } from '../common/DateRangeFields.js';
import { type DateRange, rangeToInstants, readDateRange, writeDateRange } from '../common/dateRange.js';
import { useListLabels } from '../common/useListLabels.js';
import { BatchTabs } from '../payroll/batches/BatchTabs.js';
import { useSession } from '../shell/SessionContext.js';
import { EditRecordDialog, type EditorRow } from './EditRecordDialog.js';
import { NewRecordDialog, type NewTimeRecord } from './NewRecordDialog.js';
import * as styles from './EditorPage.css.js';
import { timeRecordRights } from './editorAccess.js';
import { type EmployeeRow, employeeName, type NamedRow, recordName, recordSeconds } from './records.js';
import { formatInZone } from './zones.js';

const SCREEN = 'timeEditor';

/**
 * The time editor /time/editor/ (time spec 2 "Time editor"): open records of the chosen date range
 * in a sortable, filterable, virtualised list (employee, location, task, In, Out, Total in the user's
 * format, incomplete tag), an edit dialog for In and Out, and delete with the generic confirmation;
 * both follow the my-time / others-time edit and delete access keys. The list sits in the batch tabs
 * of features/payroll/batches (open, batched, grouped batched, conflicts; Batch, Process, Close
 * Batch, Reverse).
 */
export function EditorPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const listLabels = useListLabels();
  const { identity, can, timeFormat } = useSession();
  const rights = timeRecordRights(can, identity.employee?.id);
  const [range, setRange] = useState<DateRange>(() => readDateRange(SCREEN));
  const instants = rangeToInstants(range);
  const records = useTimeRecords<TimeRecord>(instants);
  const open = useMemo(
    () => (records.data ?? []).filter((r) => !r.timeBatch_id && r.status !== 3),
    [records.data],
  );

  const employees = useLookup<EmployeeRow & { [k: string]: unknown }>(
    'Employee',
    useMemo(() => open.map((r) => r.employee_id), [open]),
  );
  const locations = useLookup<NamedRow & { [k: string]: unknown }>(
    'Location',
    useMemo(() => open.map((r) => r.location_id ?? null), [open]),
  );
  const tasks = useLookup<NamedRow & { [k: string]: unknown }>(
    'Task',
    useMemo(() => open.map((r) => r.task_id ?? null), [open]),
  );

  const rows: EditorRow[] = useMemo(
    () =>
      open.map((r) => ({
        ...(r as unknown as Record<string, unknown>),
        id: r.id,
        employee_id: r.employee_id,
        inTimeStamp: r.inTimeStamp,
        outTimeStamp: r.outTimeStamp,
        inTimeZone: r.inTimeZone,
        outTimeZone: r.outTimeZone,
        employeeName: employeeName(employees.data?.get(r.employee_id)) || r.employee_id,
        locationName: recordName(r.location_id ? locations.data?.get(r.location_id) : null),
        taskName: recordName(r.task_id ? tasks.data?.get(r.task_id) : null),
      })),
    [open, employees.data, locations.data, tasks.data],
  );

  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<EditorRow | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [creating, setCreating] = useState(false);
  const selected = rows.filter((r) => selectedIds.includes(r.id));
  const zoneFallback = identity.preferences?.defaultTimeZone || identity.company?.timeZone || 'UTC';

  const columns: ListViewColumn<EditorRow>[] = useMemo(
    () => [
      { id: 'employee', header: t('editor.col.employee'), value: (r) => r.employeeName, width: 160 },
      { id: 'location', header: t('editor.col.location'), value: (r) => r.locationName, width: 150 },
      { id: 'task', header: t('editor.col.task'), value: (r) => r.taskName, width: 130 },
      {
        id: 'in',
        header: t('editor.col.in'),
        value: (r) => (r.inTimeStamp ? new Date(r.inTimeStamp) : null),
        cell: (r) => formatInZone(r.inTimeStamp, r.inTimeZone || zoneFallback, true),
        filterText: (r) => formatInZone(r.inTimeStamp, r.inTimeZone || zoneFallback, true),
        width: 160,
      },
      {
        id: 'out',
        header: t('editor.col.out'),
        value: (r) => (r.outTimeStamp ? new Date(r.outTimeStamp) : null),
        cell: (r) => formatInZone(r.outTimeStamp, r.outTimeZone || r.inTimeZone || zoneFallback, true),
        filterText: (r) => formatInZone(r.outTimeStamp, r.outTimeZone || r.inTimeZone || zoneFallback, true),
        width: 160,
      },
      {
        id: 'total',
        header: t('editor.col.total'),
        value: (r) => recordSeconds(r as unknown as TimeRecord),
        cell: (r) => {
          const s = recordSeconds(r as unknown as TimeRecord);
          return s === null ? '' : formatDuration(s, timeFormat);
        },
        filterText: (r) => {
          const s = recordSeconds(r as unknown as TimeRecord);
          return s === null ? '' : formatDuration(s, timeFormat);
        },
        align: 'end',
        width: 80,
      },
    ],
    [t, timeFormat, zoneFallback],
  );

  const reload = useCallback(async () => {
    await records.mutate();
  }, [records]);

  const save = async (row: EditorRow, inTimeStamp: string, outTimeStamp: string | null) => {
    const { employeeName: _e, locationName: _l, taskName: _t, ...record } = row;
    try {
      await apiClient.time.save({
        ...record,
        inTimeStamp,
        outTimeStamp,
        outTimeZone: outTimeStamp ? row.outTimeZone || row.inTimeZone || zoneFallback : row.outTimeZone,
        source: 'editor',
      });
      toast.success(t('common.saved'));
      await reload();
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  const create = async (record: NewTimeRecord) => {
    try {
      await apiClient.time.save(record);
      toast.success(t('common.saved'));
      await reload();
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  const remove = async () => {
    try {
      await apiClient.time.removeMany(selected);
      toast.success(t('common.deleted'));
      setSelectedIds([]);
    } catch (e) {
      toast.error(isApiError(e) ? e.message : errorMessage(e));
    } finally {
      await reload();
    }
  };

  const changeRange = (next: DateRange) => {
    setRange(next);
    if (rangeToInstants(next)) writeDateRange(SCREEN, next);
  };

  const onlyOne = selected.length === 1 ? selected[0] : undefined;
  const entity = t('entity.timeRecord');

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('menu.time.editor')}</h1>
      <div className={styles.toolbar}>
        <DateRangeFields value={range} onChange={changeRange} />
        <span className={styles.spacer} />
        <Button variant="secondary" onClick={() => void reload()} loading={records.isValidating}>
          {t('common.refresh')}
        </Button>
        {rights.anyEdit ? (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            {t('editor.new')}
          </Button>
        ) : null}
        {rights.anyEdit ? (
          <Button
            variant="secondary"
            disabled={!onlyOne || !rights.canEdit(onlyOne)}
            onClick={() => onlyOne && setEditing(onlyOne)}
          >
            {t('common.edit')}
          </Button>
        ) : null}
        {rights.anyDelete ? (
          <Button
            variant="danger"
            disabled={!rights.canDeleteAll(selected)}
            onClick={() => setConfirmDelete(true)}
          >
            {t('common.delete')}
          </Button>
        ) : null}
      </div>
      {!instants ? <p role="alert">{t('editor.badRange')}</p> : null}
      {records.error ? <p role="alert">{errorMessage(records.error)}</p> : null}
      {instants ? (
        <BatchTabs
          range={{ fromDay: range.from, toDay: range.to, from: instants.from, to: instants.to }}
          openRecords={open}
          selectedOpenIds={selectedIds}
          onChanged={() => void reload()}
          openTab={
            <ListView<EditorRow>
              data={rows}
              columns={columns}
              getRowId={(r) => r.id}
              label={t('editor.listLabel')}
              selectable
              selectedIds={selectedIds}
              onSelectionChange={setSelectedIds}
              showColumnFilters
              getRowLabel={(r) =>
                `${r.employeeName} ${formatInZone(r.inTimeStamp, r.inTimeZone || zoneFallback)}`
              }
              getRowTags={(r) =>
                isIncompleteRecord(r)
                  ? [
                      {
                        id: 'incomplete',
                        label: t('editor.tag.incomplete'),
                        title: t('editor.tag.incompleteTitle'),
                        tone: 'warn',
                      },
                    ]
                  : []
              }
              onActivate={(r) => {
                if (rights.canEdit(r)) setEditing(r);
              }}
              height={520}
              pageSize={0}
              labels={listLabels}
              data-testid="time-editor-list"
            />
          }
        />
      ) : null}
      <NewRecordDialog
        open={creating}
        onOpenChange={setCreating}
        self={identity.employee ? { ...identity.employee } : null}
        canOthers={can('/time/editor/', 'others-time/edit')}
        zone={zoneFallback}
        onCreate={create}
      />
      <EditRecordDialog
        row={editing}
        fallbackZone={zoneFallback}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        variant="delete"
        count={Math.max(1, selected.length)}
        title={t('confirm.deleteTitle')}
        message={
          selected.length === 1
            ? t('confirm.deleteOne', { entity })
            : t('confirm.deleteMany', { count: selected.length, entity })
        }
        confirmLabel={t('confirm.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={remove}
      />
    </Box>
  );
}
