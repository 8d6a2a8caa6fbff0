import { useEntity, useEntityList } from '@wm/api';
import { MODULES, type ModuleName, freeSeats, rolePickerState, seatsOf } from '@wm/domain';
import { Button, Card, Switch, useToast } from '@wm/ui';
import type { PickerItem } from '@wm/widgets';
import { MultiSelectPicker } from '../../common/pickers.js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { useSession } from '../../shell/SessionContext.js';
import * as styles from './access.css.js';
import { type AccessEmployee, reloadAccess, savableRoleIds, useLicenseAudit, useRoles } from './data.js';
import { accessErrorText, moduleLabel } from './labels.js';

/** Props of the employee detail's permission tab (service spec 2 Employees). */
export interface EmployeePermissionTabProps {
  /** The employee whose roles, permission sets and profiles are shown. */
  employeeId: string;
  /** True in My Profile mode and for users without Platform:Edit:EmployeeAccess. */
  readOnly?: boolean;
}

type Named = { id: string; name?: string | null; status?: number | null };
interface Draft {
  roleIds: string[];
  permissionSetIds: string[];
  permissionProfileIds: string[];
}

const draftOf = (e: AccessEmployee | undefined): Draft => ({
  roleIds: [...(e?.roleIds ?? [])],
  permissionSetIds: [...(e?.permissionSetIds ?? [])],
  permissionProfileIds: [...(e?.permissionProfileIds ?? [])],
});

/**
 * The permission tab of an employee (service spec 2 Employees, 4 "Administrator toggle", 6): the
 * administrator switch (key 'is-admin/edit'; saved at once, and reverted with the server's
 * 'Not enough licenses.' when a licensed module has no seat left), one role picker per module
 * (key 'roles/edit', only for a non-administrator: hidden for a module without licences, disabled
 * when the employee holds no seat of it and the seats are used up), and the permission sets and
 * profiles. Loads and saves the employee itself (POST Employee {id, roleIds, permissionSetIds,
 * permissionProfileIds}); the licence audit is refreshed after every change.
 */
export function EmployeePermissionTab({ employeeId, readOnly = false }: EmployeePermissionTabProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { can } = useSession();
  const employee = useEntity<AccessEmployee>('Employee', employeeId);
  // Roles, seats, sets and profiles are read by whoever may open User Roles; others (My Profile)
  // see only how many roles they hold, without requests the server would refuse.
  const canRead = can('/settings/user-roles/') || can('/settings/employees/', 'roles/edit');
  const roles = useRoles(canRead);
  const audit = useLicenseAudit(canRead);
  const sets = useEntityList<Named>(canRead ? 'PermissionSet' : null, { orderby: 'name asc' });
  const profiles = useEntityList<Named>(canRead ? 'PermissionProfile' : null, { orderby: 'name asc' });
  const [draft, setDraft] = useState<Draft>(() => draftOf(employee.data));
  const [saving, setSaving] = useState(false);
  const [adminBusy, setAdminBusy] = useState(false);
  const [adminShown, setAdminShown] = useState<boolean | null>(null);
  useEffect(() => {
    setDraft(draftOf(employee.data));
    setAdminShown(null);
  }, [employee.data]);

  const e = employee.data;
  const isAdmin = adminShown ?? e?.isAdministrator === true;
  const canAdmin = !readOnly && can('/settings/employees/', 'is-admin/edit');
  const canRoles = !readOnly && can('/settings/employees/', 'roles/edit') && !isAdmin;
  const canSets = !readOnly && can('/settings/employees/', 'roles/edit');
  const original = draftOf(e);
  const dirty = JSON.stringify(draft) !== JSON.stringify(original);

  const byModule = useMemo(() => {
    const m = new Map<ModuleName, PickerItem[]>();
    for (const r of roles.data ?? []) {
      const list = m.get(r.moduleId) ?? [];
      list.push({ id: r.id, name: r.name, status: r.status });
      m.set(r.moduleId, list);
    }
    return m;
  }, [roles.data]);

  if (employee.error) return <p role="alert">{errorMessage(employee.error)}</p>;
  if (!e) return <p>{t('common.loading')}</p>;

  const toggleAdmin = async (on: boolean) => {
    setAdminShown(on);
    setAdminBusy(true);
    try {
      await apiClient.upsert('Employee', { id: e.id, isAdministrator: on });
      toast.success(t('common.saved'));
      await employee.mutate();
    } catch (err) {
      // Service spec 4: the change is reverted, with the server's 'Not enough licenses.'.
      setAdminShown(!on);
      toast.error(accessErrorText(t, err));
    } finally {
      setAdminBusy(false);
      await reloadAccess();
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      await apiClient.upsert('Employee', {
        id: e.id,
        ...draft,
        roleIds: savableRoleIds(draft.roleIds, roles.data),
      });
      toast.success(t('common.saved'));
      await employee.mutate();
    } catch (err) {
      toast.error(accessErrorText(t, err));
    } finally {
      setSaving(false);
      await reloadAccess();
    }
  };

  const items = (list: Named[] | undefined): PickerItem[] =>
    (list ?? []).map((x) => ({ id: x.id, name: x.name ?? x.id, status: x.status }));

  return (
    <Card
      title={t('access.employee.title')}
      footer={
        canRoles || canSets ? (
          <div className={styles.header}>
            <span className={styles.spacer} />
            <Button variant="secondary" disabled={!dirty || saving} onClick={() => setDraft(original)}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" disabled={!dirty} loading={saving} onClick={() => void save()}>
              {t('common.save')}
            </Button>
          </div>
        ) : undefined
      }
    >
      <div className={styles.stack}>
        <Switch
          label={t('access.employee.administrator')}
          description={t('access.employee.administratorHint')}
          checked={isAdmin}
          disabled={!canAdmin || adminBusy || !e.user_id}
          onCheckedChange={(on) => void toggleAdmin(on)}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('access.employee.roles')}</legend>
          {isAdmin ? <p className={styles.hint}>{t('access.employee.adminHoldsAll')}</p> : null}
          {!e.user_id ? <p className={styles.hint}>{t('access.employee.noUser')}</p> : null}
          {!isAdmin && (!canRead || roles.error) ? (
            // Role names need a role or employee privilege (My Profile of a field employee).
            <p className={styles.hint}>
              {t('access.employee.roleCount', { count: (e.roleIds ?? []).length })}
            </p>
          ) : null}
          {!isAdmin && canRead && !roles.error
            ? MODULES.map((m) => {
                const chosen = draft.roleIds.filter((id) => byModule.get(m)?.some((r) => r.id === id));
                // Without the licence audit (no privilege to read it) show only the modules the employee has roles in.
                const state = audit.data
                  ? rolePickerState(audit.data, m, e.user_id ?? null, chosen.length > 0)
                  : m === 'Platform' || chosen.length > 0
                    ? 'enabled'
                    : 'hidden';
                if (state === 'hidden') return null;
                const seats = seatsOf(audit.data, m);
                return (
                  <MultiSelectPicker
                    key={m}
                    label={t('access.employee.rolesOf', { module: moduleLabel(t, m) })}
                    items={byModule.get(m) ?? []}
                    value={chosen}
                    disabled={!canRoles || !e.user_id || state === 'disabled'}
                    description={
                      state === 'disabled'
                        ? t('access.employee.noSeats')
                        : seats
                          ? t('access.employee.seats', {
                              free: freeSeats(audit.data, m),
                              quantity: seats.quantity,
                            })
                          : undefined
                    }
                    placeholder={t('access.grant.none')}
                    unavailableSuffix={t('access.unavailable')}
                    onChange={(ids) =>
                      setDraft((d) => ({
                        ...d,
                        roleIds: [
                          ...d.roleIds.filter((id) => !byModule.get(m)?.some((r) => r.id === id)),
                          ...ids,
                        ],
                      }))
                    }
                  />
                );
              })
            : null}
        </fieldset>
        {!canRead || (readOnly && (sets.error || profiles.error)) ? null : (
          <div className={styles.row}>
            <MultiSelectPicker
              label={t('access.employee.sets')}
              items={items(sets.data)}
              value={draft.permissionSetIds}
              disabled={!canSets}
              placeholder={t('access.grant.none')}
              unavailableSuffix={t('access.unavailable')}
              lookupError={sets.error ? errorMessage(sets.error) : null}
              onChange={(permissionSetIds) => setDraft((d) => ({ ...d, permissionSetIds }))}
            />
            <MultiSelectPicker
              label={t('access.employee.profiles')}
              items={items(profiles.data)}
              value={draft.permissionProfileIds}
              disabled={!canSets}
              placeholder={t('access.grant.none')}
              unavailableSuffix={t('access.unavailable')}
              lookupError={profiles.error ? errorMessage(profiles.error) : null}
              onChange={(permissionProfileIds) => setDraft((d) => ({ ...d, permissionProfileIds }))}
            />
          </div>
        )}
      </div>
    </Card>
  );
}
