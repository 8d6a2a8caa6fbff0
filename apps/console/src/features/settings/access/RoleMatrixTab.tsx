import { useEntityList } from '@wm/api';
import { holdsRole, rolePickerState } from '@wm/domain';
import { Button, Checkbox, useToast } from '@wm/ui';
import { ListView, type ListViewColumn } from '@wm/widgets';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { useSession } from '../../shell/SessionContext.js';
import { useListLabels } from '../../common/useListLabels.js';
import * as styles from './access.css.js';
import {
  type AccessEmployee,
  employeeName,
  reloadAccess,
  savableRoleIds,
  useLicenseAudit,
  useRoles,
} from './data.js';
import { accessErrorText, moduleLabel } from './labels.js';

const EMPLOYEES = { orderby: 'lastName asc, firstName asc' };

/**
 * The User Roles matrix (service spec 2 "Companies ... users with a role matrix", 6): one row per
 * employee, one column per active role of a licensed module (Platform shown as System).
 * Administrators count as holding every role (checked, not editable). With Platform:Edit:EmployeeAccess
 * a click gives or takes the role at once (POST Employee {id, roleIds}); a role of a module whose
 * licences are used up cannot be given to someone without a seat of it (disabled), and the server's
 * 'Not enough licenses.' shows as an error toast.
 */
export function RoleMatrixTab({ canAssign }: { canAssign: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const listLabels = useListLabels();
  const roles = useRoles();
  const audit = useLicenseAudit();
  const employees = useEntityList<AccessEmployee>('Employee', EMPLOYEES);
  const [busy, setBusy] = useState<string | null>(null);
  const navigate = useNavigate();
  const { can } = useSession();
  const shown = useMemo(
    () =>
      (roles.data ?? []).filter(
        (r) => (r.status ?? 1) === 1 && rolePickerState(audit.data, r.moduleId, null, true) !== 'hidden',
      ),
    [roles.data, audit.data],
  );
  const columns = useMemo<ListViewColumn<AccessEmployee>[]>(() => {
    const toggle = async (e: AccessEmployee, roleId: string, give: boolean) => {
      const current = savableRoleIds(e.roleIds ?? [], roles.data);
      const roleIds = give ? [...current, roleId] : current.filter((x) => x !== roleId);
      setBusy(`${e.id}:${roleId}`);
      try {
        await apiClient.upsert('Employee', { id: e.id, roleIds });
        toast.success(t('common.saved'));
      } catch (err) {
        toast.error(accessErrorText(t, err));
      } finally {
        setBusy(null);
        await reloadAccess();
      }
    };
    return [
      { id: 'name', header: t('access.col.employee'), value: (e) => employeeName(e), width: 190 },
      { id: 'userName', header: t('access.col.userName'), value: (e) => e.user?.userName ?? '', width: 120 },
      {
        id: 'admin',
        header: t('access.col.administrator'),
        value: (e) => (e.isAdministrator ? t('common.yes') : t('common.no')),
        width: 110,
      },
      ...shown.map<ListViewColumn<AccessEmployee>>((r) => ({
        id: `role:${r.id}`,
        header: `${moduleLabel(t, r.moduleId)} · ${r.name}`,
        value: (e) => (holdsRole(e, r.id) ? 1 : 0),
        filterable: false,
        width: 140,
        cell: (e) => {
          const held = holdsRole(e, r.id);
          const holdsModule = (roles.data ?? []).some(
            (x) => x.moduleId === r.moduleId && (e.roleIds ?? []).includes(x.id),
          );
          const state = rolePickerState(audit.data, r.moduleId, e.user_id ?? null, holdsModule);
          const disabled =
            !canAssign ||
            e.isAdministrator === true ||
            !e.user_id ||
            busy !== null ||
            (!held && state !== 'enabled');
          return (
            <span className={styles.cellCenter}>
              <Checkbox
                hideLabel
                label={t('access.matrix.cell', { employee: employeeName(e), role: r.name })}
                checked={held}
                disabled={disabled}
                onCheckedChange={(c) => void toggle(e, r.id, c === true)}
              />
            </span>
          );
        },
      })),
    ];
  }, [shown, roles.data, audit.data, canAssign, busy, t, toast]);
  const error = roles.error ?? employees.error ?? audit.error;
  return (
    <div className={styles.stack}>
      <div className={styles.header}>
        <p className={styles.hint}>{t('access.matrix.hint')}</p>
        <span className={styles.spacer} />
        {can('/settings/massassign/') ? (
          <Button variant="secondary" onClick={() => navigate('/settings/massassign/')}>
            {t('access.mass.title')}
          </Button>
        ) : null}
      </div>
      {error ? <p role="alert">{errorMessage(error)}</p> : null}
      <ListView<AccessEmployee>
        data={employees.data ?? []}
        columns={columns}
        getRowId={(e) => e.id}
        getRowStatus={(e) => e.status}
        label={t('access.matrix.title')}
        pageSize={0}
        height={520}
        labels={listLabels}
        data-testid="role-matrix"
      />
    </div>
  );
}
