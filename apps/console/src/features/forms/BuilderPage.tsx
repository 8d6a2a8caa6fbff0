import { isApiError, useApiClient, useEntityList } from '@wm/api';
import {
  type Form,
  type FormEventSetting,
  type FormRequirement,
  type FormSaveError,
  type Schedule,
  formSaveErrors,
  newForm,
  requirementForEditing,
} from '@wm/domain';
import { Box, Button, Checkbox, ConfirmDialog, MultiSelect, Select, Tabs, TextField, useToast } from '@wm/ui';
import { FormDesigner, ListView, SchedulePicker } from '@wm/widgets';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListLabels } from '../common/useListLabels.js';
import { useSession } from '../shell/SessionContext.js';
import type { FormRow } from './formsModel.js';
import { useFillerLabels } from './useFillerLabels.js';
import { useFormDesignerLabels } from './useFormDesignerLabels.js';

interface SettingRow extends FormEventSetting {
  form_id: string;
  status?: number;
  /** The expanded Schedule of a batched subscription (edited with the SchedulePicker). */
  schedule?: Schedule | null;
}

const PRINT_FLAGS = [
  'printTitle',
  'printLogo',
  'printCompanyInfo',
  'printAssociations',
  'printDate',
  'printDescription',
] as const;
/** An employee or location as the pickers read it. */
interface Picked {
  id: string;
  fullName?: string | null;
  name?: string | null;
}

const REQUIREMENT_KEYS = [
  ['inEmployeeRequirement', 'inEmployeeIds'],
  ['outEmployeeRequirement', 'outEmployeeIds'],
  ['inLocationRequirement', 'inLocationIds'],
  ['outLocationRequirement', 'outLocationIds'],
] as const;

/** A stored form as the editor holds it: requirements shown as the editor shows them (4.2). */
function forEditing(row: FormRow): Form {
  const f = { ...newForm(row.id), ...(row as unknown as Form) };
  for (const [rk, ik] of REQUIREMENT_KEYS) {
    const v = requirementForEditing({
      requirement: (f[rk] as FormRequirement) ?? 'none',
      ids: (f[ik] as string[]) ?? [],
    });
    f[rk] = v.requirement;
    f[ik] = v.ids;
  }
  return f;
}

/** The fields the Form entity takes (its schema is strict). */
function formPayload(f: Form): Record<string, unknown> {
  const { formEventSettings: _s, ...rest } = f;
  const keep = [
    'id',
    'status',
    'name',
    'definition',
    'orientation',
    'defaultSubmissionStatus',
    ...PRINT_FLAGS,
    ...REQUIREMENT_KEYS.flat(),
  ];
  // Platform spec 4.2: an opt-in requirement left with no ids reverts to 'All' (the server then
  // stores 'All' as opt-in with no ids).
  for (const [rk, ik] of REQUIREMENT_KEYS) {
    const v = requirementForEditing({
      requirement: (rest[rk] as FormRequirement) ?? 'none',
      ids: (rest[ik] as string[]) ?? [],
    });
    rest[rk] = v.requirement;
    rest[ik] = v.ids;
  }
  return Object.fromEntries(Object.entries(rest).filter(([k]) => keep.includes(k)));
}

/**
 * /forms/builder/ (platform spec 2.4, 4.2, 5.1, 8): the form list with its status filter (default
 * active) and page sizes 10/25/50/75/100; the editor with the designer, settings (name, status,
 * default submission state, orientation, print settings, employee and location requirements in and
 * out) and the auto-e-mail subscriptions; save with the 5.1 messages, clone ('Form Cloned'), delete,
 * and 'All current pending changes will not be saved. Proceed?' before leaving unsaved changes.
 */
export function BuilderPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const { can } = useSession();
  const canEdit = can('/forms/builder/', 'edit');
  const listLabels = useListLabels();
  const { labels: fillerLabels } = useFillerLabels();
  const designerLabels = useFormDesignerLabels();
  const [statusFilter, setStatusFilter] = useState('1');
  // Platform spec 2.4: location, asset and task lists only for users with a route to them.
  const selectTypes = useMemo(
    () =>
      (['customList', 'location', 'device', 'asset', 'task', 'employee'] as const).filter(
        (x) =>
          (x !== 'location' || can('/settings/locations/')) &&
          (x !== 'asset' || can('/assets/inventory/')) &&
          (x !== 'task' || can('/settings/tasks/') || can('/tickets/')),
      ),
    [can],
  );
  const forms = useEntityList<FormRow>('Form', {
    orderby: 'name',
    ...(statusFilter === '1' ? {} : { includeInactiveData: true, filter: `status eq ${statusFilter}` }),
  });
  const allForms = useEntityList<FormRow>('Form', { orderby: 'name', includeInactiveData: true });
  // Requirement and subscription pickers: employees and locations the builder may read.
  const quiet = { shouldRetryOnError: false };
  const pickEmployees = useEntityList<Picked>('Employee', { orderby: 'lastName' }, quiet);
  const pickLocations = useEntityList<Picked>('Location', { orderby: 'name' }, quiet);
  const employeeOptions = (pickEmployees.data ?? []).map((e) => ({ value: e.id, label: e.fullName ?? e.id }));
  const locationOptions = (pickLocations.data ?? []).map((l) => ({ value: l.id, label: l.name ?? l.id }));
  const multiLabels = {
    placeholder: t('forms.select'),
    selectedText: (n: number) => t('multi.selected', { count: n }),
    selectAllLabel: t('multi.selectAll'),
    clearLabel: t('multi.clear'),
    removeLabel: t('multi.remove'),
  };
  const [editing, setEditing] = useState<Form | null>(null);
  const [settings, setSettings] = useState<SettingRow[]>([]);
  const [removedSettings, setRemovedSettings] = useState<string[]>([]);
  const [snapshot, setSnapshot] = useState('');
  const [errors, setErrors] = useState<FormSaveError[]>([]);
  const [pendingOpen, setPendingOpen] = useState<Form | null | 'close'>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  const defs = useMemo(
    () => new Map((allForms.data ?? []).map((f) => [f.id, f.definition ?? []])),
    [allForms.data],
  );
  const subForms = useMemo(
    () =>
      (allForms.data ?? [])
        .filter((f) => f.id !== editing?.id)
        .map((f) => ({ id: f.id, name: f.name, definition: f.definition ?? [] })),
    [allForms.data, editing?.id],
  );

  // Unsaved changes: the form and its subscriptions differ from what was opened or saved.
  const dirty = editing !== null && JSON.stringify({ editing, settings }) !== snapshot;
  const open = async (f: Form | null) => {
    const loaded = f
      ? await client
          .list<SettingRow>('FormEventSetting', { filter: `form_id eq '${f.id}'`, expand: 'schedule' })
          .catch(() => [])
      : [];
    setEditing(f);
    setErrors([]);
    setRemovedSettings([]);
    setSettings(loaded);
    setSnapshot(JSON.stringify({ editing: f, settings: loaded }));
  };
  const ask = (next: Form | null | 'close') => {
    if (dirty) setPendingOpen(next);
    else void open(next === 'close' ? null : next);
  };
  const change = (patch: Partial<Form>) => {
    if (!editing) return;
    // Radix selects may report '' while their options re-render: that is no choice.
    if (!('name' in patch) && Object.values(patch).some((v) => v === '' || Number.isNaN(v))) return;
    setEditing({ ...editing, ...patch });
  };
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      toast.error(isApiError(err) ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      if (!editing) return;
      const found = formSaveErrors({ ...editing, formEventSettings: settings }, (id) => defs.get(id));
      setErrors(found);
      if (found.length) {
        toast.error(found[0]?.message ?? '');
        return;
      }
      const saved = await client.upsert<Record<string, unknown>>('Form', formPayload(editing));
      for (const s of settings) {
        const {
          createdOn: _c,
          updatedOn: _u,
          company_id: _co,
          schedule,
          ...rest
        } = s as SettingRow & Record<string, unknown>;
        let scheduleId: string | null = null;
        if (rest.sendType === 'batched' && schedule) {
          // A batched subscription saves its schedule under a new id (platform spec 4.2).
          const { id: _old, ...fields } = schedule as Schedule & Record<string, unknown>;
          const keep = ['type', 'hours', 'weekDays', 'monthDays', 'months', 'weeks'];
          const body = Object.fromEntries(Object.entries(fields).filter(([k]) => keep.includes(k)));
          scheduleId = (await client.upsert<{ id: string }>('Schedule', { ...body, id: crypto.randomUUID() }))
            .id;
        }
        await client.upsert('FormEventSetting', { ...rest, schedule_id: scheduleId, form_id: saved.id });
      }
      for (const id of removedSettings) await client.remove('FormEventSetting', id);
      await Promise.all([forms.mutate(), allForms.mutate()]);
      await open(forEditing(saved as unknown as FormRow));
      toast.success(t('common.saved'));
    });

  const clone = () =>
    run(async () => {
      if (!editing) return;
      const copy = {
        ...formPayload(editing),
        id: crypto.randomUUID(),
        name: t('forms.copyOf', { name: editing.name }),
      };
      const saved = await client.upsert<Record<string, unknown>>('Form', copy);
      await Promise.all([forms.mutate(), allForms.mutate()]);
      await open(forEditing(saved as unknown as FormRow));
      toast.success(t('forms.cloned'));
    });

  const editor = editing && (
    <Box display="flex" flexDirection="column" gap="md">
      <Box display="flex" gap="sm" flexWrap="wrap" alignItems="center">
        <h2 style={{ margin: 0 }}>{editing.name || t('forms.newForm')}</h2>
        <span style={{ flex: 1 }} />
        {canEdit && (
          <>
            <Button variant="primary" onClick={() => void save()} loading={busy}>
              {t('common.save')}
            </Button>
            <Button onClick={() => void clone()} disabled={busy}>
              {t('forms.clone')}
            </Button>
            <Button variant="danger" onClick={() => setConfirmDelete(true)} disabled={busy}>
              {t('common.delete')}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => ask('close')}>
          {t('common.cancel')}
        </Button>
      </Box>
      <Tabs
        label={t('forms.editorTabs')}
        defaultValue="design"
        items={[
          {
            value: 'design',
            label: t('forms.tab.design'),
            content: (
              <FormDesigner
                title={editing.name}
                definition={editing.definition}
                onChange={(definition) => change({ definition })}
                subForms={subForms}
                errors={errors}
                selectTypes={selectTypes}
                fillerLabels={fillerLabels}
                labels={designerLabels}
              />
            ),
          },
          {
            value: 'settings',
            label: t('forms.tab.settings'),
            content: (
              <Box display="flex" flexDirection="column" gap="sm" style={{ maxWidth: '36rem' }}>
                <TextField
                  label={t('forms.name')}
                  value={editing.name}
                  maxLength={200}
                  onChange={(e) => change({ name: e.target.value })}
                />
                <Select
                  label={t('forms.status')}
                  options={[
                    { value: '1', label: t('status.1') },
                    { value: '2', label: t('status.2') },
                  ]}
                  value={String(editing.status ?? 1)}
                  onValueChange={(v) => change({ status: Number(v) })}
                />
                <Select
                  label={t('forms.defaultState')}
                  options={[
                    { value: 'completed', label: t('forms.state.completed') },
                    { value: 'draft', label: t('forms.state.draft') },
                  ]}
                  value={editing.defaultSubmissionStatus ?? undefined}
                  onValueChange={(v) => change({ defaultSubmissionStatus: v as 'draft' | 'completed' })}
                />
                <Select
                  label={t('forms.orientation')}
                  options={[
                    { value: 'portrait', label: t('forms.portrait') },
                    { value: 'landscape', label: t('forms.landscape') },
                  ]}
                  value={editing.orientation ?? 'portrait'}
                  onValueChange={(v) => change({ orientation: v as 'portrait' | 'landscape' })}
                />
                {PRINT_FLAGS.map((k) => (
                  <Checkbox
                    key={k}
                    label={t(`forms.${k}`)}
                    checked={editing[k] !== false}
                    onCheckedChange={(c) => change({ [k]: c === true })}
                  />
                ))}
                {REQUIREMENT_KEYS.map(([rk, ik]) => {
                  const req = editing[rk] ?? 'none';
                  const ids = (editing[ik] as string[] | undefined) ?? [];
                  return (
                    <Box key={rk} display="flex" gap="sm" flexWrap="wrap" alignItems="flex-end">
                      <Select
                        label={t(`forms.${rk}`)}
                        options={(['none', 'all', 'optIn', 'optOut'] as const).map((v) => ({
                          value: v,
                          label: t(`forms.requirement.${v}`),
                        }))}
                        value={req}
                        onValueChange={(v) => change({ [rk]: v as FormRequirement })}
                      />
                      {(req === 'optIn' || req === 'optOut') && (
                        <MultiSelect
                          label={t(`forms.${ik}`)}
                          options={ik.includes('Employee') ? employeeOptions : locationOptions}
                          value={ids}
                          onValueChange={(v) => change({ [ik]: v })}
                          {...multiLabels}
                        />
                      )}
                    </Box>
                  );
                })}
              </Box>
            ),
          },
          {
            value: 'email',
            label: t('forms.tab.email'),
            content: (
              <Box display="flex" flexDirection="column" gap="md">
                {settings.map((s, i) => {
                  const set = (patch: Partial<SettingRow>) => {
                    setSettings(settings.map((x, k) => (k === i ? { ...x, ...patch } : x)));
                  };
                  return (
                    <Box key={s.id} display="flex" gap="sm" flexWrap="wrap" alignItems="flex-end">
                      <TextField
                        label={`${t('forms.subscription')} ${i + 1}`}
                        value={s.name}
                        maxLength={200}
                        onChange={(e) => set({ name: e.target.value })}
                      />
                      <Select
                        label={`${t('forms.sendType')} ${i + 1}`}
                        options={[
                          { value: 'individually', label: t('forms.individually') },
                          { value: 'batched', label: t('forms.batched') },
                        ]}
                        value={s.sendType ?? undefined}
                        placeholder={t('forms.select')}
                        onValueChange={(v) =>
                          v &&
                          set({
                            sendType: v as 'individually' | 'batched',
                            schedule:
                              v === 'batched'
                                ? (s.schedule ?? { type: 2, weekDays: 2, weeks: 2 ** 52 - 1 })
                                : null,
                          })
                        }
                      />
                      <TextField
                        label={`${t('forms.toEmails')} ${i + 1}`}
                        value={s.toEmailList ?? ''}
                        maxLength={5000}
                        onChange={(e) => set({ toEmailList: e.target.value })}
                      />
                      <Checkbox
                        label={`${t('forms.fromAnyone')} ${i + 1}`}
                        checked={!!s.fromAnyone}
                        onCheckedChange={(c) => set({ fromAnyone: c === true })}
                      />
                      <MultiSelect
                        label={`${t('forms.toEmployees')} ${i + 1}`}
                        options={employeeOptions}
                        value={s.toEmployeeIds ?? []}
                        onValueChange={(v) => set({ toEmployeeIds: v })}
                        {...multiLabels}
                      />
                      {!s.fromAnyone && (
                        <MultiSelect
                          label={`${t('forms.fromEmployees')} ${i + 1}`}
                          options={employeeOptions}
                          value={s.fromEmployeeIds ?? []}
                          onValueChange={(v) => set({ fromEmployeeIds: v })}
                          {...multiLabels}
                        />
                      )}
                      {s.sendType === 'batched' && s.schedule && (
                        <div style={{ flexBasis: '100%' }}>
                          <SchedulePicker
                            value={s.schedule}
                            onChange={(next) => set({ schedule: next })}
                            labels={{
                              type: t('forms.schedule.type'),
                              types: {
                                1: t('forms.schedule.type1'),
                                2: t('forms.schedule.type2'),
                                3: t('forms.schedule.type3'),
                              },
                              fields: {
                                hours: t('forms.schedule.hours'),
                                weekDays: t('forms.schedule.weekDays'),
                                monthDays: t('forms.schedule.monthDays'),
                                months: t('forms.schedule.months'),
                                weeks: t('forms.schedule.weeks'),
                              },
                              selectAll: t('forms.all'),
                              clear: t('forms.requirement.none'),
                            }}
                          />
                        </div>
                      )}
                      <Button
                        variant="ghost"
                        onClick={() => {
                          setSettings(settings.filter((_, k) => k !== i));
                          if ((s as SettingRow & { createdOn?: string }).createdOn)
                            setRemovedSettings([...removedSettings, s.id]);
                        }}
                      >
                        {t('common.delete')}
                      </Button>
                    </Box>
                  );
                })}
                {canEdit && (
                  <Button
                    onClick={() => {
                      setSettings([
                        ...settings,
                        {
                          id: crypto.randomUUID(),
                          form_id: editing.id,
                          name: '',
                          sendType: 'individually',
                          toEmailList: '',
                          fromAnyone: true,
                          toEmployeeIds: [],
                          fromEmployeeIds: [],
                        },
                      ]);
                    }}
                  >
                    {t('forms.addSubscription')}
                  </Button>
                )}
              </Box>
            ),
          },
        ]}
      />
    </Box>
  );

  const title = t('menu.forms.builder');
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{title}</h1>
      {editor ?? (
        <>
          <Box display="flex" gap="md" alignItems="flex-end" flexWrap="wrap">
            <Select
              label={t('forms.status')}
              options={[
                { value: '1', label: t('status.1') },
                { value: '2', label: t('status.2') },
              ]}
              value={statusFilter}
              onValueChange={setStatusFilter}
            />
            {canEdit && (
              <Button variant="primary" onClick={() => void open(newForm(crypto.randomUUID()))}>
                {t('forms.newForm')}
              </Button>
            )}
          </Box>
          <ListView<FormRow>
            data={forms.data ?? []}
            label={title}
            getRowId={(r) => r.id}
            getRowStatus={(r) => r.status}
            pageSize={10}
            pageSizeOptions={[10, 25, 50, 75, 100]}
            maxPageLinks={20}
            height={480}
            showSearch
            labels={listLabels}
            onRowClick={(r) => ask(forEditing(r))}
            columns={[
              { id: 'name', header: t('forms.name'), value: (r) => r.name, width: 280 },
              {
                id: 'questions',
                header: t('forms.questions'),
                value: (r) => (r.definition ?? []).length,
                width: 120,
                align: 'end',
              },
              {
                id: 'status',
                header: t('forms.status'),
                value: (r) => t(`status.${r.status ?? 1}`),
                width: 120,
              },
            ]}
          />
        </>
      )}
      <ConfirmDialog
        open={pendingOpen !== null}
        onOpenChange={(o) => !o && setPendingOpen(null)}
        title={t('forms.cancelTitle')}
        message={t('forms.pendingChanges')}
        confirmLabel={t('forms.yes')}
        cancelLabel={t('forms.no')}
        onConfirm={() => {
          const next = pendingOpen;
          setPendingOpen(null);
          void open(next === 'close' || next === null ? null : next);
        }}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        variant="delete"
        title={t('forms.deleteTitle')}
        message={t('forms.deleteOne')}
        confirmLabel={t('forms.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() =>
          run(async () => {
            if (!editing) return;
            await client.remove('Form', editing.id);
            setConfirmDelete(false);
            toast.success(t('common.deleted'));
            await Promise.all([forms.mutate(), allForms.mutate()]);
            await open(null);
          })
        }
      />
    </Box>
  );
}
