import { useEntityList } from '@wm/api';
import {
  batchedChunks,
  chunksOf,
  freeSeats,
  MASS_ASSIGN_BATCH,
  MASS_ASSIGN_CHUNK,
  MODULES,
  massAssignExceeds,
  type ModuleName,
  PERMISSION_ASSIGN_CHUNK,
  seatsOf,
} from '@wm/domain';
import { Box, Button, Select, useToast } from '@wm/ui';
import { ListView, type PickerItem, SingleSelect } from '@wm/widgets';
import { MultiSelectPicker } from '../../common/pickers.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { useListLabels } from '../../common/useListLabels.js';
import { useSession } from '../../shell/SessionContext.js';
import * as styles from './access.css.js';
import {
  type AccessEmployee,
  employeeName,
  type PermissionGrants,
  reloadAccess,
  useLicenseAudit,
  useRoles,
} from './data.js';
import { accessErrorText, moduleLabel } from './labels.js';

type Named = { id: string; name?: string | null; status?: number | null };
type Mode = 'add' | 'replace' | 'remove';

/**
 * /settings/massassign/ (service spec 4 "Mass assign", 5, 7 "Mass assignment", 9): choose employees,
 * then roles to give or take away, permission sets and profiles to add, replace or remove, and a pay
 * group. Assign first checks the licence audit: when the roles (also those bundled by the chosen
 * profiles) would need more seats than are free, it stops with 'Assignment exceeds available
 * licenses' before anything is written (the server checks again, per request). Roles go out in
 * chunks of 200 within batches of 400 (POST /massassign), then the permission assignment in chunks
 * of 100 (POST /massassignemployee/assign), then the licence audit is refreshed.
 * Needs Platform:Edit:EmployeeAccess.
 */
export function MassAssignPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { can } = useSession();
  const canAssign = can('/settings/massassign/');
  const listLabels = useListLabels();
  const employees = useEntityList<AccessEmployee>('Employee', { orderby: 'lastName asc, firstName asc' });
  const roles = useRoles();
  const audit = useLicenseAudit();
  const sets = useEntityList<Named>('PermissionSet', { orderby: 'name asc' });
  const profiles = useEntityList<PermissionGrants>('PermissionProfile', { orderby: 'name asc' });
  const payGroups = useEntityList<Named>('PayGroup', { orderby: 'name asc' });
  const [selected, setSelected] = useState<string[]>([]);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [revoke, setRevoke] = useState(false);
  const [setIds, setSetIds] = useState<string[]>([]);
  const [profileIds, setProfileIds] = useState<string[]>([]);
  const [mode, setMode] = useState<Mode>('add');
  const [payGroupId, setPayGroupId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const roleItems = useMemo<PickerItem[]>(
    () =>
      (roles.data ?? []).map((r) => ({
        id: r.id,
        name: `${moduleLabel(t, r.moduleId)} · ${r.name}`,
        status: r.status,
      })),
    [roles.data, t],
  );
  const named = (list: Named[] | undefined): PickerItem[] =>
    (list ?? []).map((x) => ({ id: x.id, name: x.name ?? x.id, status: x.status }));

  const assign = async () => {
    const chosen = (employees.data ?? []).filter((e) => selected.includes(e.id));
    if (chosen.length === 0) {
      toast.error(t('access.mass.noEmployees'));
      return;
    }
    const hasPermissions = setIds.length > 0 || profileIds.length > 0 || payGroupId !== null;
    if (roleIds.length === 0 && !hasPermissions) {
      toast.error(t('access.mass.nothing'));
      return;
    }
    // Roles given: the chosen ones (unless revoking) and those bundled by added profiles.
    const roleById = new Map((roles.data ?? []).map((r) => [r.id, r]));
    const bundled =
      mode === 'remove'
        ? []
        : (profiles.data ?? []).filter((p) => profileIds.includes(p.id)).flatMap((p) => p.roleIds ?? []);
    const giving = [...(revoke ? [] : roleIds), ...bundled];
    const modules = giving.map((id) => roleById.get(id)?.moduleId).filter((m): m is ModuleName => !!m);
    if (giving.length > 0) {
      const noUser = chosen.find((e) => !e.user_id);
      if (noUser) {
        toast.error(t('access.mass.noUser', { name: employeeName(noUser) }));
        return;
      }
      const userIds = chosen.map((e) => e.user_id!);
      if (massAssignExceeds(audit.data, modules, userIds)) {
        toast.error(t('access.error.assignmentExceeds'));
        return;
      }
    }
    const ids = chosen.map((e) => e.id);
    setBusy(true);
    try {
      if (roleIds.length > 0) {
        for (const batch of batchedChunks(ids, MASS_ASSIGN_BATCH, MASS_ASSIGN_CHUNK)) {
          await Promise.all(
            batch.map((part) =>
              apiClient.http.post('/massassign', {
                employeeIds: part,
                roleIds,
                ...(revoke ? { revoke } : {}),
              }),
            ),
          );
        }
      }
      if (hasPermissions) {
        for (const part of chunksOf(ids, PERMISSION_ASSIGN_CHUNK)) {
          await apiClient.http.post('/massassignemployee/assign', {
            employeeIds: part,
            type: mode,
            ...(setIds.length ? { permissionSetIds: setIds } : {}),
            ...(profileIds.length ? { permissionProfileIds: profileIds } : {}),
            ...(payGroupId ? { payGroupId } : {}),
          });
        }
      }
      toast.success(t('access.mass.done', { count: ids.length }));
    } catch (err) {
      toast.error(accessErrorText(t, err));
    } finally {
      setBusy(false);
      await reloadAccess();
    }
  };

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <div className={styles.header}>
        <h1>{t('access.mass.title')}</h1>
        <span className={styles.spacer} />
        <span className={styles.seats} data-testid="mass-seats">
          {MODULES.filter((m) => m !== 'Platform' && (seatsOf(audit.data, m)?.quantity ?? 0) > 0)
            .map((m) =>
              t('access.mass.free', {
                module: moduleLabel(t, m),
                free: freeSeats(audit.data, m),
                quantity: seatsOf(audit.data, m)?.quantity ?? 0,
              }),
            )
            .join(' · ')}
        </span>
      </div>
      <p className={styles.hint}>{t('access.mass.hint')}</p>
      {!canAssign ? <p role="alert">{t('access.mass.notAllowed')}</p> : null}
      <div className={styles.row}>
        <MultiSelectPicker
          label={t('access.mass.roles')}
          items={roleItems}
          value={roleIds}
          onChange={setRoleIds}
          placeholder={t('access.grant.none')}
          unavailableSuffix={t('access.unavailable')}
        />
        <Select
          label={t('access.mass.roleAction')}
          value={revoke ? 'revoke' : 'give'}
          options={[
            { value: 'give', label: t('access.mass.give') },
            { value: 'revoke', label: t('access.mass.revoke') },
          ]}
          onValueChange={(v) => setRevoke(v === 'revoke')}
        />
      </div>
      <div className={styles.row}>
        <MultiSelectPicker
          label={t('access.employee.sets')}
          items={named(sets.data)}
          value={setIds}
          onChange={setSetIds}
          placeholder={t('access.grant.none')}
          unavailableSuffix={t('access.unavailable')}
        />
        <MultiSelectPicker
          label={t('access.employee.profiles')}
          items={named(profiles.data)}
          value={profileIds}
          onChange={setProfileIds}
          placeholder={t('access.grant.none')}
          unavailableSuffix={t('access.unavailable')}
        />
        <Select
          label={t('access.mass.mode')}
          value={mode}
          options={(['add', 'replace', 'remove'] as const).map((m) => ({
            value: m,
            label: t(`access.mass.mode.${m}`),
          }))}
          onValueChange={(v) => setMode(v as Mode)}
        />
        <SingleSelect
          label={t('access.mass.payGroup')}
          items={named(payGroups.data)}
          value={payGroupId}
          onChange={setPayGroupId}
          placeholder={t('access.mass.payGroupKeep')}
          unavailableSuffix={t('access.unavailable')}
        />
      </div>
      <div className={styles.header}>
        <span className={styles.spacer} />
        <Button variant="primary" onClick={() => void assign()} loading={busy} disabled={!canAssign}>
          {t('access.mass.assign')}
        </Button>
      </div>
      {employees.error ? <p role="alert">{errorMessage(employees.error)}</p> : null}
      <ListView<AccessEmployee>
        data={employees.data ?? []}
        getRowId={(e) => e.id}
        getRowStatus={(e) => e.status}
        label={t('access.mass.employees')}
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
        pageSize={0}
        height={420}
        labels={listLabels}
        columns={[
          { id: 'name', header: t('access.col.employee'), value: (e) => employeeName(e), width: 200 },
          { id: 'code', header: t('settings.col.code'), value: (e) => e.code ?? '', width: 100 },
          {
            id: 'userName',
            header: t('access.col.userName'),
            value: (e) => e.user?.userName ?? '',
            width: 130,
          },
          {
            id: 'admin',
            header: t('access.col.administrator'),
            value: (e) => (e.isAdministrator ? t('common.yes') : t('common.no')),
            width: 110,
          },
          {
            id: 'roles',
            header: t('access.col.roles'),
            value: (e) =>
              e.isAdministrator
                ? t('access.matrix.allRoles')
                : (e.roleIds ?? [])
                    .map((id) => roles.data?.find((r) => r.id === id)?.name)
                    .filter(Boolean)
                    .join(', '),
            width: 320,
          },
        ]}
      />
    </Box>
  );
}
