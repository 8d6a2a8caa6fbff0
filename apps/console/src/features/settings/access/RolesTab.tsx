import { MODULES, type ModuleName } from '@wm/domain';
import { Select, TextField } from '@wm/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusSelect } from '../../payroll/fields.js';
import { ListEditor } from '../../payroll/ListEditor.js';
import { useListEditor } from '../../payroll/useListEditor.js';
import { useSession } from '../../shell/SessionContext.js';
import { reloadAccess, type RoleRecord } from './data.js';
import { moduleLabel } from './labels.js';
import * as styles from './access.css.js';
import { PrivilegeTreeEditor } from './PrivilegeTreeEditor.js';

const ALL = 'all';
const fromRecord = (r: RoleRecord): RoleRecord => ({ ...r, privileges: r.privileges ?? [] });
const toPayload = (r: RoleRecord) => ({
  id: r.id,
  name: r.name.trim(),
  moduleId: r.moduleId,
  privileges: r.privileges,
  status: r.status ?? 1,
});

/**
 * Roles (service spec 3 "Roles and lists", 6): one list of the company's roles with their module
 * (Platform shown as System), and the editor of a role: name, status, module (chosen when new) and
 * the tri-state privilege tree. Save, Delete and Cancel need Platform:Edit:Role (key
 * '/settings/user-roles/roles/edit'); the server checks the privileges against the catalogue.
 */
export function RolesTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { identity } = useSession();
  const useFaceCapture = identity.company?.settings?.useFaceCapture === true;
  const [shown, setShown] = useState<ModuleName | typeof ALL>(ALL);
  const query = useMemo(
    () => ({
      includeInactiveData: true,
      orderby: 'moduleId asc, name asc',
      ...(shown === ALL ? {} : { filter: `moduleId eq '${shown}'` }),
    }),
    [shown],
  );
  const editor = useListEditor<RoleRecord, RoleRecord>({
    entity: 'Role',
    query,
    fromRecord,
    create: () => ({
      id: crypto.randomUUID(),
      name: '',
      moduleId: shown === ALL ? 'Time' : shown,
      privileges: [],
      status: 1,
    }),
    validate: (d) =>
      d.name.trim() ? null : { code: 'access.nameRequired', message: 'Name is required.', field: 'name' },
    toPayload,
    afterChange: () => void reloadAccess(),
  });
  const columns = useMemo(
    () => [
      {
        id: 'module',
        header: t('access.col.module'),
        value: (r: RoleRecord) => moduleLabel(t, r.moduleId),
        width: 110,
      },
      {
        id: 'privileges',
        header: t('access.col.privileges'),
        value: (r: RoleRecord) => r.privileges.length,
        width: 100,
        align: 'end' as const,
      },
    ],
    [t],
  );
  const set = (patch: Partial<RoleRecord>) => editor.edit((x) => ({ ...x, ...patch }));
  return (
    <div className={styles.stack}>
      <div className={styles.filter}>
        <Select
          label={t('access.roles.moduleFilter')}
          value={shown}
          options={[
            { value: ALL, label: t('access.roles.allModules') },
            ...MODULES.map((m) => ({ value: m, label: moduleLabel(t, m) })),
          ]}
          onValueChange={(v) => setShown(v as ModuleName | typeof ALL)}
        />
      </div>
      <ListEditor<RoleRecord>
        title={t('access.roles.title')}
        entityWord={t('access.roles.entity')}
        editor={editor}
        canEdit={canEdit}
        columns={columns}
      >
        {(d) => (
          <>
            <div className={styles.row}>
              <TextField
                label={t('access.role.name')}
                required
                value={d.name}
                error={editor.fieldError('name')}
                onChange={(e) => set({ name: e.target.value })}
              />
              <Select
                label={t('access.role.module')}
                value={d.moduleId}
                disabled={!editor.state.isNew}
                options={MODULES.map((m) => ({ value: m, label: moduleLabel(t, m) }))}
                onValueChange={(v) => set({ moduleId: v as ModuleName, privileges: [] })}
              />
              <StatusSelect value={d.status} onChange={(status) => set({ status })} />
            </div>
            <PrivilegeTreeEditor
              module={d.moduleId}
              privileges={d.privileges}
              readOnly={!canEdit}
              useFaceCapture={useFaceCapture}
              onChange={(privileges) => set({ privileges })}
            />
          </>
        )}
      </ListEditor>
    </div>
  );
}
