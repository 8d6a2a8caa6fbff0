import { useEntityList } from '@wm/api';
import { Checkbox, TextField } from '@wm/ui';
import { buildTree, type PickerItem } from '@wm/widgets';
import { MultiSelectPicker, TreePicker } from '../../common/pickers.js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusSelect } from '../../payroll/fields.js';
import { ListEditor } from '../../payroll/ListEditor.js';
import { useListEditor } from '../../payroll/useListEditor.js';
import * as styles from './access.css.js';
import { type PermissionGrants, reloadAccess, useRoles } from './data.js';
import { moduleLabel } from './labels.js';

type Named = { id: string; name?: string | null; parent_id?: string | null; status?: number | null };
type CustomList = {
  id: string;
  name: string;
  options?: { id?: string; value: string; status?: number | null }[];
};

const QUERY = { includeInactiveData: true, orderby: 'name asc' };
const TREE_QUERY = { orderby: 'name asc' };

const GRANTS = [
  { kind: 'location', entity: 'Location', idsKey: 'locationIds', allKey: 'allLocations' },
  { kind: 'task', entity: 'Task', idsKey: 'taskIds', allKey: 'allTasks' },
  { kind: 'asset', entity: 'Asset', idsKey: 'assetIds', allKey: 'allAssets' },
] as const;

const fromRecord = (r: PermissionGrants): PermissionGrants => ({ ...r });

/**
 * Permission sets or permission profiles (service spec 6 "Permission sets and permission profiles
 * assign employees to locations, tasks, assets, forms and lists"): the list and the editor of one
 * record with its grants: locations, tasks and assets (tree pickers), forms and each custom list's
 * options (multi-select pickers), each with an "all" switch that gives every record of the kind.
 * A profile also bundles permission sets and roles (roles given with a profile need licence seats).
 * Editing needs Platform:Edit:EmployeeAccess.
 */
export function PermissionGrantsTab({
  entity,
  canEdit,
}: {
  entity: 'PermissionSet' | 'PermissionProfile';
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const isProfile = entity === 'PermissionProfile';
  const editor = useListEditor<PermissionGrants, PermissionGrants>({
    entity,
    query: QUERY,
    fromRecord,
    create: () => ({ id: crypto.randomUUID(), name: '', status: 1 }),
    validate: (d) =>
      d.name.trim() ? null : { code: 'access.nameRequired', message: 'Name is required.', field: 'name' },
    toPayload: (d) => ({ ...d, name: d.name.trim() }),
    afterChange: () => void reloadAccess(),
  });
  const locations = useEntityList<Named>('Location', TREE_QUERY);
  const tasks = useEntityList<Named>('Task', TREE_QUERY);
  const assets = useEntityList<Named>('Asset', TREE_QUERY);
  const forms = useEntityList<Named>('Form', TREE_QUERY, { shouldRetryOnError: false });
  const lists = useEntityList<CustomList>('CustomList', { orderby: 'priority asc' });
  const sets = useEntityList<Named>(isProfile ? 'PermissionSet' : null, QUERY);
  const roles = useRoles();
  const trees = {
    location: useMemo(() => tree(locations.data), [locations.data]),
    task: useMemo(() => tree(tasks.data), [tasks.data]),
    asset: useMemo(() => tree(assets.data), [assets.data]),
  };
  const errors = { location: locations.error, task: tasks.error, asset: assets.error };
  const formItems = useMemo<PickerItem[]>(
    () => (forms.data ?? []).map((f) => ({ id: f.id, name: f.name ?? f.id, status: f.status })),
    [forms.data],
  );
  const setItems = useMemo<PickerItem[]>(
    () => (sets.data ?? []).map((s) => ({ id: s.id, name: s.name ?? s.id, status: s.status })),
    [sets.data],
  );
  const roleItems = useMemo<PickerItem[]>(
    () =>
      (roles.data ?? []).map((r) => ({
        id: r.id,
        name: `${moduleLabel(t, r.moduleId)} · ${r.name}`,
        status: r.status,
      })),
    [roles.data, t],
  );
  const set = (patch: Partial<PermissionGrants>) => editor.edit((x) => ({ ...x, ...patch }));
  const word = isProfile ? 'profile' : 'set';
  return (
    <ListEditor<PermissionGrants>
      title={t(`access.${word}.title`)}
      entityWord={t(`access.${word}.entity`)}
      editor={editor}
      canEdit={canEdit}
    >
      {(d) => (
        <>
          <div className={styles.row}>
            <TextField
              label={t('access.grant.name')}
              required
              value={d.name}
              error={editor.fieldError('name')}
              onChange={(e) => set({ name: e.target.value })}
            />
            <StatusSelect value={d.status} onChange={(status) => set({ status })} />
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('access.grant.legend')}</legend>
            {GRANTS.map((g) => {
              const all = d[g.allKey] === true;
              const label = t(`access.grant.${g.kind}`);
              return (
                <div key={g.kind} className={styles.grantRow}>
                  <span className={styles.grantLabel}>{label}</span>
                  {errors[g.kind] ? (
                    <span className={styles.hint}>{errors[g.kind]?.message}</span>
                  ) : (
                    <TreePicker
                      label={label}
                      nodes={trees[g.kind]}
                      selectionMode="multiple"
                      selectedIds={all ? [] : (d[g.idsKey] ?? [])}
                      onSelectionChange={(ids) => {
                        if (!all) set({ [g.idsKey]: ids });
                      }}
                      placeholder={all ? t('access.grant.allChosen') : t('access.grant.none')}
                      selectedText={(n) => t('access.selected', { count: n })}
                      emptyText={t('common.noRecords')}
                      expandLabel={(l) => t('access.expand', { label: l })}
                    />
                  )}
                  <Checkbox
                    label={t(`access.grant.all.${g.kind}`)}
                    checked={all}
                    onCheckedChange={(c) => set({ [g.allKey]: c === true })}
                  />
                </div>
              );
            })}
            {forms.error ? null : (
              <div className={styles.grantRow}>
                <span className={styles.grantLabel}>{t('access.grant.form')}</span>
                <MultiSelectPicker
                  label={t('access.grant.form')}
                  items={formItems}
                  value={d.allForms ? [] : (d.formIds ?? [])}
                  disabled={d.allForms === true}
                  placeholder={d.allForms ? t('access.grant.allChosen') : t('access.grant.none')}
                  unavailableSuffix={t('access.unavailable')}
                  onChange={(formIds) => set({ formIds })}
                />
                <Checkbox
                  label={t('access.grant.all.form')}
                  checked={d.allForms === true}
                  onCheckedChange={(c) => set({ allForms: c === true })}
                />
              </div>
            )}
            <div className={styles.grantRow}>
              <span className={styles.grantLabel}>{t('access.grant.customLists')}</span>
              <div className={styles.stack}>
                {(lists.data ?? []).length === 0 ? (
                  <span className={styles.hint}>{t('access.grant.noLists')}</span>
                ) : null}
                {(lists.data ?? []).map((list) => {
                  const items: PickerItem[] = (list.options ?? [])
                    .filter((o): o is { id: string; value: string; status?: number | null } => !!o.id)
                    .map((o) => ({ id: o.id, name: o.value, status: o.status }));
                  const own = new Set(items.map((i) => i.id));
                  const chosen = d.customListOptionIds ?? [];
                  return (
                    <MultiSelectPicker
                      key={list.id}
                      label={list.name}
                      items={items}
                      value={d.allCustomListOptions ? [] : chosen.filter((id) => own.has(id))}
                      disabled={d.allCustomListOptions === true}
                      placeholder={
                        d.allCustomListOptions ? t('access.grant.allChosen') : t('access.grant.none')
                      }
                      unavailableSuffix={t('access.unavailable')}
                      onChange={(ids) =>
                        set({ customListOptionIds: [...chosen.filter((id) => !own.has(id)), ...ids] })
                      }
                    />
                  );
                })}
              </div>
              <Checkbox
                label={t('access.grant.all.customListOption')}
                checked={d.allCustomListOptions === true}
                onCheckedChange={(c) => set({ allCustomListOptions: c === true })}
              />
            </div>
          </fieldset>
          {isProfile ? (
            <div className={styles.row}>
              <MultiSelectPicker
                label={t('access.profile.sets')}
                items={setItems}
                value={d.permissionSetIds ?? []}
                unavailableSuffix={t('access.unavailable')}
                onChange={(permissionSetIds) => set({ permissionSetIds })}
              />
              <MultiSelectPicker
                label={t('access.profile.roles')}
                description={t('access.profile.rolesHint')}
                items={roleItems}
                value={d.roleIds ?? []}
                unavailableSuffix={t('access.unavailable')}
                onChange={(roleIds) => set({ roleIds })}
              />
            </div>
          ) : null}
        </>
      )}
    </ListEditor>
  );
}

function tree(records: Named[] | undefined) {
  return buildTree(
    records ?? [],
    (r) => r.id,
    (r) => r.parent_id,
    (r) => r.name ?? r.id,
    (r) => r.status,
  );
}
