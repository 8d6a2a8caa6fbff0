import { useEntityList, useIdentity } from '@wm/api';
import { ASSIGNMENT_PAGE_SIZE, PRIV } from '@wm/domain';
import { Box, Button, Checkbox, Dialog, useToast } from '@wm/ui';
import { type ColumnLayout, ListView, type RowTag } from '@wm/widgets';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { errorMessage } from '../../lib/api.js';
import { DateF, PickerF, TextF } from '../common/formFields.js';
import { useListLabels } from '../common/useListLabels.js';
import * as styles from '../settings/places/Places.css.js';
import { dateOf, dateText } from './assetModel.js';
import { type AssignmentListRow, assignAssets, editAssignment, fetchAssignments } from './assetsApi.js';
import { dateTimeColumn } from '../common/dateColumn.js';
import { formatLocal } from '../time/zones.js';

interface Named {
  id: string;
  name?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  status?: number | null;
}
interface HistoryRow {
  id: string;
  assignee_id?: string | null;
  location_id?: string | null;
  assignedTimeStamp?: string | null;
  isReassign?: boolean;
  dueDate?: string | null;
  notes?: string | null;
}
interface AssignValues {
  assignee_id?: string | null;
  location_id?: string | null;
  scheduledDate?: string | null;
  dueDate?: string | null;
  notes?: string | null;
}
type Mode = { kind: 'assign'; assetIds: string[] } | { kind: 'edit'; row: AssignmentListRow };

const LAYOUT_KEY = 'wm.assets.assignment.columns';
const personName = (e: Named) =>
  e.fullName?.trim() || [e.firstName, e.lastName].filter(Boolean).join(' ') || e.name || e.id;
const TONES: Record<string, RowTag['tone']> = {
  rented: 'info',
  owned: 'neutral',
  notes: 'neutral',
  due: 'error',
  scheduled: 'warn',
};

function loadLayout(): ColumnLayout | undefined {
  try {
    const raw = localStorage.getItem(LAYOUT_KEY);
    return raw ? (JSON.parse(raw) as ColumnLayout) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /assets/employee-assignment/ (time spec 2 "Asset screens", 4 and 5 "Assets", 9): every asset with
 * its current assignee, location, assigned, due and scheduled dates and notes; tags rented/owned,
 * notes, due (passed), scheduled (passed); assets with no assignment are rows too. Column settings
 * (kept in the browser), page size 10. Assign the selected assets ('Select Asset' / 'Please select
 * at least one asset.' when none); open a row to edit it: a changed assignee or location writes a
 * new record (the history lists every record of the asset).
 */
export function AssignmentPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const listLabels = useListLabels();
  const identity = useIdentity().data;
  const canEdit =
    identity?.employee?.isAdministrator === true ||
    (identity?.privileges ?? []).includes(PRIV.AssetAssignmentEdit);
  const [includeInactive, setIncludeInactive] = useState(false);
  const list = useSWR(['assets/assignments', includeInactive], () => fetchAssignments(includeInactive), {
    revalidateOnFocus: false,
  });
  const employees = useEntityList<Named>('Employee', {
    orderby: 'lastName',
    select: 'fullName,firstName,lastName,status',
  });
  const locations = useEntityList<Named>('Location', { orderby: 'name', select: 'name,status' });
  const empById = useMemo(
    () => new Map((employees.data ?? []).map((e) => [e.id, personName(e)])),
    [employees.data],
  );
  const locById = useMemo(
    () => new Map((locations.data ?? []).map((l) => [l.id, l.name ?? l.id])),
    [locations.data],
  );
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [layout, setLayout] = useState<ColumnLayout | undefined>(loadLayout);
  const [mode, setMode] = useState<Mode | null>(null);
  const rows = list.data ?? [];
  const title = t('menu.assets.assignment');
  const fmtDate = (v: string | null | undefined) => formatLocal(v, true) || (v ?? '');

  const startAssign = () => {
    if (selectedIds.length === 0) {
      toast.error(`${t('assets.msg.selectAssetTitle')}: ${t('assets.msg.selectAsset')}`);
      return;
    }
    setMode({ kind: 'assign', assetIds: selectedIds });
  };

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <div className={styles.header}>
        <h1>{title}</h1>
        <span className={styles.spacer} />
        <Checkbox
          label={t('settings.includeInactive')}
          checked={includeInactive}
          onCheckedChange={(c) => setIncludeInactive(c === true)}
        />
        <Button variant="secondary" onClick={() => void list.mutate()} loading={list.isValidating}>
          {t('common.refresh')}
        </Button>
        {canEdit ? (
          <Button variant="primary" onClick={startAssign}>
            {t('assets.assign')}
          </Button>
        ) : null}
      </div>
      {list.error ? <p role="alert">{errorMessage(list.error)}</p> : null}
      <ListView<AssignmentListRow>
        data={rows}
        label={title}
        getRowId={(r) => r.asset_id}
        getRowStatus={(r) => r.status}
        getRowLabel={(r) => r.assetName}
        getRowTags={(r) =>
          r.tags.map((tag) => ({ id: tag, label: t(`assets.tag.${tag}`), tone: TONES[tag] ?? 'neutral' }))
        }
        tagsWidth={200}
        columns={[
          { id: 'code', header: t('settings.col.code'), value: (r) => r.assetCode ?? '', width: 110 },
          { id: 'asset', header: t('assets.col.asset'), value: (r) => r.assetName, width: 220 },
          {
            id: 'assignee',
            header: t('assets.col.assignee'),
            value: (r) =>
              r.assignment?.assignee_id
                ? (empById.get(r.assignment.assignee_id) ?? '')
                : r.assignment?.location_id
                  ? ''
                  : t('assets.unassigned'),
            width: 170,
          },
          {
            id: 'location',
            header: t('assets.col.location'),
            value: (r) => (r.assignment?.location_id ? (locById.get(r.assignment.location_id) ?? '') : ''),
            width: 170,
          },
          dateTimeColumn('assigned', t('assets.col.assigned'), (r) => r.assignment?.assignedTimeStamp, {
            width: 110,
            dateOnly: true,
          }),
          {
            id: 'due',
            header: t('assets.col.due'),
            value: (r) => fmtDate(r.assignment?.dueDate),
            width: 110,
          },
          {
            id: 'scheduled',
            header: t('assets.col.scheduled'),
            value: (r) => fmtDate(r.assignment?.scheduledDate),
            width: 110,
          },
          { id: 'notes', header: t('assets.notes'), value: (r) => r.assignment?.notes ?? '', width: 200 },
        ]}
        columnLayout={layout}
        onColumnLayoutChange={(l) => {
          setLayout(l);
          localStorage.setItem(LAYOUT_KEY, JSON.stringify(l));
        }}
        selectable={canEdit}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        pageSize={ASSIGNMENT_PAGE_SIZE}
        cardColumns={['asset', 'code', 'assignee', 'location', 'due']}
        showSearch
        labels={listLabels}
        onRowClick={(r) =>
          setMode(r.assignment ? { kind: 'edit', row: r } : { kind: 'assign', assetIds: [r.asset_id] })
        }
      />
      {mode ? (
        <AssignDialog
          mode={mode}
          canEdit={canEdit}
          employees={(employees.data ?? []).map((e) => ({
            id: e.id,
            name: personName(e),
            status: e.status ?? 1,
          }))}
          locations={(locations.data ?? []).map((l) => ({
            id: l.id,
            name: l.name ?? l.id,
            status: l.status ?? 1,
          }))}
          names={{ emp: empById, loc: locById }}
          assetName={(id) => rows.find((r) => r.asset_id === id)?.assetName ?? id}
          onClose={() => setMode(null)}
          onSaved={() => {
            setMode(null);
            setSelectedIds([]);
            void list.mutate();
          }}
        />
      ) : null}
    </Box>
  );
}

/** The assign / edit dialog with the asset's assignment history (edit mode). */
function AssignDialog({
  mode,
  canEdit,
  employees,
  locations,
  names,
  assetName,
  onClose,
  onSaved,
}: {
  mode: Mode;
  canEdit: boolean;
  employees: { id: string; name: string; status: number }[];
  locations: { id: string; name: string; status: number }[];
  names: { emp: Map<string, string>; loc: Map<string, string> };
  assetName: (id: string) => string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const assetId = mode.kind === 'edit' ? mode.row.asset_id : null;
  // Always fresh: the history changes with every save.
  const history = useEntityList<HistoryRow>(
    assetId ? 'AssetAssignment' : null,
    { filter: assetId ? `asset_id eq '${assetId}'` : undefined, orderby: 'assignedTimeStamp desc' },
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
  const a = mode.kind === 'edit' ? mode.row.assignment : null;
  const initial: AssignValues = a
    ? {
        assignee_id: a.assignee_id ?? null,
        location_id: a.location_id ?? null,
        scheduledDate: a.scheduledDate ?? null,
        dueDate: a.dueDate ?? null,
        notes: a.notes ?? null,
      }
    : {};
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const submit = async (v: AssignValues) => {
    try {
      if (mode.kind === 'assign') {
        await assignAssets({ assetIds: mode.assetIds, ...v, notes: v.notes || null, timeZone });
        toast.success(t('assets.msg.assigned'));
      } else {
        await editAssignment({ id: a!.id, ...v, notes: v.notes || null, timeZone });
        toast.success(t('common.saved'));
      }
      onSaved();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const heading =
    mode.kind === 'assign'
      ? t('assets.assignTitle', { count: mode.assetIds.length })
      : t('assets.editTitle', { asset: assetName(mode.row.asset_id) });
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())} title={heading} size="lg">
      <Form<AssignValues>
        initialValues={initial}
        onSubmit={submit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} className={styles.form} noValidate>
            {mode.kind === 'assign' ? (
              <p className={styles.hint}>{mode.assetIds.map(assetName).join(', ')}</p>
            ) : null}
            <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <div className={styles.row}>
                <PickerF name="assignee_id" label={t('assets.col.assignee')} items={employees} />
                <PickerF name="location_id" label={t('assets.col.location')} items={locations} />
              </div>
              <div className={styles.row}>
                <DateF<string>
                  name="scheduledDate"
                  label={t('assets.col.scheduled')}
                  toDate={(v) => dateOf(v)}
                  fromDate={(d) => dateText(d)}
                />
                <DateF<string>
                  name="dueDate"
                  label={t('assets.col.due')}
                  toDate={(v) => dateOf(v)}
                  fromDate={(d) => dateText(d)}
                />
              </div>
              <TextF name="notes" label={t('assets.notes')} />
            </fieldset>
            {assetId ? (
              <section aria-label={t('assets.history')}>
                <span className={styles.fieldLabel}>{t('assets.history')}</span>
                <ol data-testid="assignment-history">
                  {(history.data ?? []).map((h) => (
                    <li key={h.id}>
                      {formatLocal(h.assignedTimeStamp)} ·{' '}
                      {h.assignee_id ? (names.emp.get(h.assignee_id) ?? '') : t('assets.unassigned')}
                      {h.location_id ? ` · ${names.loc.get(h.location_id) ?? ''}` : ''}
                      {h.isReassign ? ` · ${t('assets.reassigned')}` : ''}
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
            <div className={styles.footer}>
              <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
                {t('common.cancel')}
              </Button>
              {canEdit ? (
                <Button type="submit" variant="primary" loading={submitting}>
                  {mode.kind === 'assign' ? t('assets.assign') : t('common.save')}
                </Button>
              ) : null}
            </div>
          </form>
        )}
      />
    </Dialog>
  );
}
