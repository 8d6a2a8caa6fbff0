import { isApiError, useEntityList, useLookup, useTimeRecords } from '@wm/api';
import {
  findOverlappingIds,
  formatDuration,
  type IndicatorRecord,
  type IndicatorTag,
  indicatorTags,
  type TimeRecord,
} from '@wm/domain';
import { Box, Button, ConfirmDialog, PHONE_QUERY, useMediaQuery, useToast } from '@wm/ui';
import { type ColumnLayout, ListView, type ListViewColumn } from '@wm/widgets';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../lib/api.js';
import { DateRangeFields } from '../common/DateRangeFields.js';
import { type DateRange, rangeToInstants, readDateRange, writeDateRange } from '../common/dateRange.js';
import { useListLabels } from '../common/useListLabels.js';
import type { TimeBatchRow } from '../payroll/batches/batches.js';
import { BatchTabs } from '../payroll/batches/BatchTabs.js';
import { useSession } from '../shell/SessionContext.js';
import { AllocateButton } from './allocator/AllocateButton.js';
import { DetailPanel } from './DetailPanel.js';
import { EditRecordDialog, type EditorRow } from './EditRecordDialog.js';
import {
  activeFilterCount,
  columnsFromLayout,
  type EditorFilters,
  filterParams,
  layoutFromColumns,
  NO_FILTERS,
  type UserDefinedFilters,
} from './editorPrefs.js';
import { FilterPanel } from './FilterPanel.js';
import { SignOffDialog } from './SignOffDialog.js';
import { permittedSignOffTypes, typesForSelection } from './signOffs.js';
import { useEditorPrefs } from './useEditorPrefs.js';
import { NewRecordDialog, type NewTimeRecord } from './NewRecordDialog.js';
import * as styles from './EditorPage.css.js';
import { timeRecordRights } from './editorAccess.js';
import { type EmployeeRow, employeeName, type NamedRow, recordName, recordSeconds } from './records.js';
import { formatInZone } from './zones.js';

const SCREEN = 'timeEditor';
/** How long column changes wait before they are saved to EmployeePrefs (ms; time spec 9 debounce). */
const SAVE_DELAY_MS = 500;

type Named = NamedRow & { [k: string]: unknown };
const options = (rows: readonly Named[] | undefined) =>
  (rows ?? [])
    .map((r) => ({ value: r.id, label: recordName(r) }))
    .sort((a, b) => a.label.localeCompare(b.label));

/**
 * The time editor /time/editor/ (time spec 2 "Time editor"): open records of the chosen date range
 * in a sortable, filterable, virtualised list (employee, location, task, assets, In, Out, Total in
 * the user's format, units, source) with every indicator tag of the domain rules (time spec 4), an
 * edit dialog for In and Out, and delete with the generic confirmation; both follow the my-time /
 * others-time edit and delete access keys. The filter panel (Time, Asset, Location, Task) and the
 * user-defined filters are applied by the server's query; column settings (show, hide, order,
 * width) are saved to EmployeePrefs and restored. The detail panel shows the selected record with
 * its notes and sign-offs, or, with batches selected in the batch tabs, their Batched edit tab
 * (completed shifts; the panel then goes below the list); Sign off records a drawn signature. The list sits in the batch tabs of
 * features/payroll/batches (open, batched, grouped batched, conflicts; Batch, Process, Close Batch,
 * Reverse), next to the allocator's Allocate button.
 */
export function EditorPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const listLabels = useListLabels();
  const { identity, can, timeFormat } = useSession();
  const rights = timeRecordRights(can, identity.employee?.id);
  const [range, setRange] = useState<DateRange>(() => readDateRange(SCREEN));
  const instants = rangeToInstants(range);
  const { prefs, loaded: prefsLoaded, save: savePrefs } = useEditorPrefs();
  const mine: UserDefinedFilters = prefs?.userDefinedFilters ?? {};
  const [filters, setFilters] = useState<EditorFilters>(NO_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  // The user-defined switches are restored from the saved preferences once they have loaded.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !prefs) return;
    restored.current = true;
    const f = prefs.userDefinedFilters;
    if (f?.filterMyLocations || f?.filterMyAssets) {
      setFilters((cur) => ({ ...cur, myLocations: !!f.filterMyLocations, myAssets: !!f.filterMyAssets }));
    }
  }, [prefs]);
  const params = filterParams(filters);
  const records = useTimeRecords<TimeRecord>(prefsLoaded ? instants : null, { params });
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
  const assets = useLookup<Named>(
    'Asset',
    useMemo(() => open.flatMap((r) => r.assetIds ?? []), [open]),
  );
  const allLocations = useEntityList<Named>(showFilters ? 'Location' : null);
  const allTasks = useEntityList<Named>(showFilters ? 'Task' : null);
  const allAssets = useEntityList<Named>(showFilters ? 'Asset' : null);
  const overlapping = useMemo(() => findOverlappingIds(records.data ?? []), [records.data]);
  const tagsOf = useCallback(
    (r: TimeRecord): IndicatorTag[] =>
      indicatorTags(r as unknown as IndicatorRecord, {
        overlapping: overlapping.has(r.id),
        taskIsGeofenceExempt: r.task_id ? tasks.data?.get(r.task_id)?.isGeofenceExempt === true : false,
      }),
    [overlapping, tasks.data],
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
        assetNames: (r.assetIds ?? []).map((id) => recordName(assets.data?.get(id)) || id).join(', '),
      })),
    [open, employees.data, locations.data, tasks.data, assets.data],
  );

  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<EditorRow | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [creating, setCreating] = useState(false);
  const [signing, setSigning] = useState(false);
  const [selectedBatches, setSelectedBatches] = useState<TimeBatchRow[]>([]);
  const signOffTypes = useMemo(() => permittedSignOffTypes(can), [can]);
  const selected = rows.filter((r) => selectedIds.includes(r.id));
  const selectionTypes = typesForSelection(
    signOffTypes,
    selected.map((r) => r.employee_id),
    identity.employee?.id,
  );
  const zoneFallback = identity.preferences?.defaultTimeZone || identity.company?.timeZone || 'UTC';

  const columns: ListViewColumn<EditorRow>[] = useMemo(
    () => [
      // In, Out and Total first: at 1440 px with the detail panel open they are what shows (issue 15 §4).
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
      { id: 'employee', header: t('editor.col.employee'), value: (r) => r.employeeName, width: 160 },
      { id: 'location', header: t('editor.col.location'), value: (r) => r.locationName, width: 150 },
      { id: 'task', header: t('editor.col.task'), value: (r) => r.taskName, width: 130 },
      {
        id: 'assets',
        header: t('timeeditor.col.assets'),
        value: (r) => String(r.assetNames ?? ''),
        width: 140,
      },
      {
        id: 'units',
        header: t('timeeditor.col.units'),
        value: (r) => (typeof r.units === 'number' ? r.units : null),
        cell: (r) => (typeof r.units === 'number' ? String(r.units) : ''),
        align: 'end',
        width: 80,
      },
      {
        id: 'source',
        header: t('timeeditor.col.source'),
        value: (r) => (r.source ? t(`timeeditor.source.${String(r.source)}`, String(r.source)) : ''),
        width: 100,
      },
    ],
    [t, timeFormat, zoneFallback],
  );

  const reload = useCallback(async () => {
    await records.mutate();
  }, [records]);

  // Column settings: the saved layout until the user changes it; changes are saved after a pause.
  const [layout, setLayout] = useState<ColumnLayout | undefined>(undefined);
  const shownLayout = layout ?? layoutFromColumns(prefs?.timeEditor?.columns);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(saveTimer.current), []);
  const changeLayout = (next: ColumnLayout) => {
    setLayout(next);
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      savePrefs({ timeEditor: { ...(prefs?.timeEditor ?? {}), columns: columnsFromLayout(next) } }).catch(
        (e) => toast.error(errorMessage(e)),
      );
    }, SAVE_DELAY_MS);
  };
  const saveMine = (next: UserDefinedFilters) => savePrefs({ userDefinedFilters: next });

  const save = async (row: EditorRow, inTimeStamp: string, outTimeStamp: string | null) => {
    const { employeeName: _e, locationName: _l, taskName: _t, assetNames: _a, ...record } = row;
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
  // Phones: the detail of a tapped card is below the cards; bring it into view (issue 19).
  const phone = useMediaQuery(PHONE_QUERY);
  const detailRef = useRef<HTMLDivElement>(null);
  const onlyOneId = onlyOne?.id;
  useEffect(() => {
    if (phone && onlyOneId) detailRef.current?.scrollIntoView({ block: 'start' });
  }, [phone, onlyOneId]);
  const entity = t('entity.timeRecord');

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('menu.time.editor')}</h1>
      <div className={styles.toolbar}>
        <DateRangeFields value={range} onChange={changeRange} />
        <Button
          variant={activeFilterCount(filters) ? 'primary' : 'secondary'}
          aria-expanded={showFilters}
          onClick={() => setShowFilters((v) => !v)}
        >
          {activeFilterCount(filters)
            ? t('timeeditor.filtersCount', { count: activeFilterCount(filters) })
            : t('timeeditor.filters')}
        </Button>
        <span className={styles.spacer} />
        {can('/time/editor/', 'allocator') ? (
          <AllocateButton selectedIds={selectedIds} onAllocated={() => void reload()} />
        ) : null}
        {signOffTypes.length > 0 ? (
          <Button
            variant="secondary"
            disabled={selected.length === 0 || selectionTypes.length === 0}
            onClick={() => setSigning(true)}
          >
            {t('timeeditor.signoff.button')}
          </Button>
        ) : null}
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
      {showFilters ? (
        <FilterPanel
          value={filters}
          onChange={setFilters}
          locations={options(allLocations.data)}
          tasks={options(allTasks.data)}
          assets={options(allAssets.data)}
          mine={mine}
          onSaveMine={saveMine}
        />
      ) : null}
      {!instants ? <p role="alert">{t('editor.badRange')}</p> : null}
      {records.error ? <p role="alert">{errorMessage(records.error)}</p> : null}
      <div className={selectedBatches.length > 0 ? styles.workAreaStacked : styles.workArea}>
        {instants ? (
          <BatchTabs
            range={{ fromDay: range.from, toDay: range.to, from: instants.from, to: instants.to }}
            openRecords={open}
            selectedOpenIds={selectedIds}
            onChanged={() => void reload()}
            onSelectedBatchesChange={setSelectedBatches}
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
                columnLayout={shownLayout}
                onColumnLayoutChange={changeLayout}
                getRowTags={(r) =>
                  tagsOf(r as unknown as TimeRecord).map((tag) => ({
                    id: tag.id,
                    label: t(`timeeditor.tagShort.${tag.id}`),
                    title: `${t(`timeeditor.tag.${tag.id}`)}: ${t(`timeeditor.tagTitle.${tag.id}`)}`,
                    tone: tag.tone,
                  }))
                }
                // Room for a word tag ('Incomplete', 'Incompleto') beside the letter tags.
                tagsWidth={132}
                // A click opens the row's detail, as in every list (issue 19); a double click edits.
                onRowClick={(r) => setSelectedIds([r.id])}
                onActivate={(r) => {
                  if (rights.canEdit(r)) setEditing(r);
                }}
                height={520}
                pageSize={0}
                labels={listLabels}
                data-testid="time-editor-list"
                // Phones: one card per record (employee, in, out, total and the tags); the detail
                // of the tapped card shows below the list (issue 19).
                cardColumns={['employee', 'in', 'out', 'total']}
              />
            }
          />
        ) : null}
        <div ref={detailRef} className={styles.detailSlot}>
          <DetailPanel
            row={onlyOne ?? null}
            tags={onlyOne ? tagsOf(onlyOne as unknown as TimeRecord) : []}
            zone={zoneFallback}
            onChanged={() => void reload()}
            onSignOff={selectionTypes.length > 0 ? () => setSigning(true) : undefined}
            batches={selectedBatches}
            canEdit={onlyOne ? rights.canEdit(onlyOne) : false}
          />
        </div>
      </div>
      <SignOffDialog
        open={signing}
        onOpenChange={setSigning}
        timeIds={selected.map((r) => r.id)}
        types={selectionTypes}
        onSigned={() => void reload()}
      />
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
