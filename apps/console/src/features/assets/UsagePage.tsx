import { useEntityList, useIdentity } from '@wm/api';
import { distanceUnit, PRIV } from '@wm/domain';
import { Box, Button, ConfirmDialog, Dialog, TextField, useToast } from '@wm/ui';
import { ListView, SingleSelect } from '@wm/widgets';
import { useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../lib/api.js';
import { PickerF, TextF } from '../common/formFields.js';
import { useListLabels } from '../common/useListLabels.js';
import * as styles from '../settings/places/Places.css.js';
import { NumberF } from '../settings/places/placeFields.js';
import { fromLocalInput, toLocalInput, usagePayload, type UsageRecord, validateUsage } from './usageModel.js';
import { dateTimeColumn } from '../common/dateColumn.js';

interface Named {
  id: string;
  name?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  status?: number | null;
}
const personName = (e: Named) =>
  e.fullName?.trim() || [e.firstName, e.lastName].filter(Boolean).join(' ') || e.name || e.id;
const items = (rows: readonly Named[] | undefined, name: (r: Named) => string = (r) => r.name ?? r.id) =>
  (rows ?? []).map((r) => ({ id: r.id, name: name(r), status: r.status ?? 1 }));

/**
 * /assets/location-usage/ (time spec 2 "Asset screens", 3 AssetUsage): the usage of assets at a
 * chosen location (start and end, hours, miles in the company's unit, task, employee, notes), newest
 * first; users with Assets:Edit:AssetAssignmentOrUsage add, edit and delete entries (hours default
 * to the span; an end before the start is refused). Notes need Assets:Edit:AssetNotes.
 */
export function UsagePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const listLabels = useListLabels();
  const identity = useIdentity().data;
  const privileges = new Set(identity?.privileges ?? []);
  const isAdmin = identity?.employee?.isAdministrator === true;
  const canEdit = isAdmin || privileges.has(PRIV.AssetAssignmentEdit);
  const canNotes = isAdmin || privileges.has(PRIV.AssetNotesEdit);
  const unit = distanceUnit(identity?.company?.settings.unitSystem as 'metric' | 'imperial' | undefined);
  const locations = useEntityList<Named>('Location', { orderby: 'name', select: 'name,status' });
  const assets = useEntityList<Named>('Asset', { orderby: 'name' });
  const employees = useEntityList<Named>('Employee', {
    orderby: 'lastName',
    select: 'fullName,firstName,lastName,status',
  });
  const tasks = useEntityList<Named>('Task', { orderby: 'name' });
  const [locationId, setLocationId] = useState<string | null>(null);
  const usage = useEntityList<UsageRecord>(locationId ? 'AssetUsage' : null, {
    filter: locationId ? `location_id eq '${locationId}'` : undefined,
    orderby: 'startTimeStamp desc',
  });
  const [open, setOpen] = useState<UsageRecord | null>(null);
  const [confirm, setConfirm] = useState(false);
  const name = useMemo(() => {
    const m = new Map<string, string>();
    for (const r of assets.data ?? []) m.set(r.id, r.name ?? r.id);
    for (const r of employees.data ?? []) m.set(r.id, personName(r));
    for (const r of tasks.data ?? []) m.set(r.id, r.name ?? r.id);
    return m;
  }, [assets.data, employees.data, tasks.data]);
  const title = t('menu.assets.usage');
  const save = async (v: UsageRecord) => {
    const problem = validateUsage(v);
    if (problem) {
      toast.error(t(problem.key, { defaultValue: problem.message }));
      return { [problem.field]: t(problem.key, { defaultValue: problem.message }) };
    }
    try {
      await apiClient.upsert('AssetUsage', usagePayload(v, locationId!, canNotes));
      toast.success(t('common.saved'));
      setOpen(null);
      await usage.mutate();
      return undefined;
    } catch (e) {
      toast.error(errorMessage(e));
      return undefined;
    }
  };
  const remove = async () => {
    if (!open?.id) return;
    try {
      await apiClient.remove('AssetUsage', open.id);
      toast.success(t('common.deleted'));
      setOpen(null);
      await usage.mutate();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <div className={styles.header}>
        <h1>{title}</h1>
        <span className={styles.spacer} />
        <div style={{ minWidth: 260 }}>
          <SingleSelect
            label={t('assets.col.location')}
            items={items(locations.data)}
            value={locationId}
            onChange={setLocationId}
            placeholder={t('places.choose')}
          />
        </div>
        {canEdit && locationId ? (
          <Button
            variant="primary"
            onClick={() =>
              setOpen({ id: '', asset_id: '', startTimeStamp: new Date().toISOString(), endTimeStamp: null })
            }
          >
            {t('assets.usage.new')}
          </Button>
        ) : null}
      </div>
      {!locationId ? (
        <p className={styles.empty}>{t('assets.usage.chooseLocation')}</p>
      ) : (
        <ListView<UsageRecord>
          data={usage.data ?? []}
          label={title}
          getRowId={(r) => r.id}
          columns={[
            {
              id: 'asset',
              header: t('assets.col.asset'),
              value: (r) => name.get(r.asset_id) ?? '',
              width: 220,
            },
            {
              id: 'employee',
              header: t('assets.usage.employee'),
              value: (r) => (r.employee_id ? (name.get(r.employee_id) ?? '') : ''),
              width: 160,
            },
            {
              id: 'task',
              header: t('assets.usage.task'),
              value: (r) => (r.task_id ? (name.get(r.task_id) ?? '') : ''),
              width: 150,
            },
            dateTimeColumn('start', t('assets.usage.start'), (r) => r.startTimeStamp, { width: 170 }),
            dateTimeColumn('end', t('assets.usage.end'), (r) => r.endTimeStamp, { width: 170 }),
            {
              id: 'hours',
              header: t('assets.usage.hours'),
              value: (r) => r.actualHours ?? null,
              width: 80,
              align: 'end',
            },
            {
              id: 'miles',
              header: t('assets.usage.miles', { unit }),
              value: (r) => r.actualMiles ?? null,
              width: 90,
              align: 'end',
            },
            { id: 'notes', header: t('assets.notes'), value: (r) => r.notes ?? '', width: 200 },
          ]}
          pageSize={10}
          showSearch
          labels={listLabels}
          onRowClick={(r) => setOpen(r)}
        />
      )}
      {open ? (
        <Dialog
          open
          onOpenChange={(o) => (o ? undefined : setOpen(null))}
          title={open.id ? t('assets.usage.edit') : t('assets.usage.new')}
          size="lg"
        >
          <Form<UsageRecord>
            initialValues={open}
            onSubmit={save}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={(e) => void handleSubmit(e)} className={styles.form} noValidate>
                <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                  <div className={styles.row}>
                    <PickerF name="asset_id" label={t('assets.col.asset')} items={items(assets.data)} />
                    <PickerF
                      name="employee_id"
                      label={t('assets.usage.employee')}
                      items={items(employees.data, personName)}
                    />
                    <PickerF name="task_id" label={t('assets.usage.task')} items={items(tasks.data)} />
                  </div>
                  <div className={styles.row}>
                    <LocalDateTimeF name="startTimeStamp" label={t('assets.usage.start')} />
                    <LocalDateTimeF name="endTimeStamp" label={t('assets.usage.end')} />
                    <NumberF name="actualHours" label={t('assets.usage.hours')} />
                    <NumberF name="actualMiles" label={t('assets.usage.miles', { unit })} />
                  </div>
                  <TextF name="notes" label={t('assets.notes')} disabled={!canNotes} />
                </fieldset>
                <div className={styles.footer}>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => setOpen(null)}
                    disabled={submitting}
                  >
                    {t('common.cancel')}
                  </Button>
                  {canEdit && open.id ? (
                    <Button type="button" variant="danger" onClick={() => setConfirm(true)}>
                      {t('common.delete')}
                    </Button>
                  ) : null}
                  {canEdit ? (
                    <Button type="submit" variant="primary" loading={submitting}>
                      {t('common.save')}
                    </Button>
                  ) : null}
                </div>
              </form>
            )}
          />
        </Dialog>
      ) : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        variant="delete"
        entity={t('assets.usage.entity')}
        title={t('confirm.deleteTitle')}
        message={t('confirm.deleteOne', { entity: t('assets.usage.entity') })}
        confirmLabel={t('confirm.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={remove}
      />
    </Box>
  );
}

/** An ISO instant edited as the browser's local date and time (datetime-local). */
function LocalDateTimeF({ name, label }: { name: string; label: string }) {
  return (
    <Field<string | null> name={name}>
      {({ input }) => (
        <TextField
          label={label}
          name={input.name}
          type="datetime-local"
          value={toLocalInput(input.value)}
          onChange={(e) => input.onChange(fromLocalInput(e.target.value))}
          onBlur={() => input.onBlur()}
        />
      )}
    </Field>
  );
}
