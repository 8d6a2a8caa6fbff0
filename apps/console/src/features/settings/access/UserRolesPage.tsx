import { Box, Tabs } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../../../lib/storage.js';
import { useSession } from '../../shell/SessionContext.js';
import { LicencesTab } from './LicencesTab.js';
import { PermissionGrantsTab } from './PermissionGrantsTab.js';
import { RoleMatrixTab } from './RoleMatrixTab.js';
import { RolesTab } from './RolesTab.js';

const TAB_KEY = 'userRoles.tab';

/**
 * /settings/user-roles/ (service spec 2 "User Roles", 3, 6): tabs Roles (per module, with the
 * tri-state privilege tree), User Roles (the role matrix; administrators hold all roles), Permission
 * Sets, Permission Profiles and Licences (the licence audit). Reading needs Platform:View:Role; role
 * editing the key 'roles/edit' (Platform:Edit:Role); giving roles and editing sets and profiles
 * Platform:Edit:EmployeeAccess. The server checks every one of these again.
 */
export function UserRolesPage() {
  const { t } = useTranslation();
  const { can, identity } = useSession();
  const canEditRoles = can('/settings/user-roles/', 'roles/edit');
  const canAssign = can('/settings/employees/', 'roles/edit');
  const privileges = new Set(identity.privileges ?? []);
  const canSeeEmployees =
    identity.employee?.isAdministrator === true || canAssign || privileges.has('Platform:View:Employee');
  const items = [
    { value: 'roles', label: t('access.tab.roles'), content: <RolesTab canEdit={canEditRoles} /> },
    ...(canSeeEmployees
      ? [
          {
            value: 'matrix',
            label: t('access.tab.matrix'),
            content: <RoleMatrixTab canAssign={canAssign} />,
          },
          {
            value: 'sets',
            label: t('access.tab.sets'),
            content: <PermissionGrantsTab entity="PermissionSet" canEdit={canAssign} />,
          },
          {
            value: 'profiles',
            label: t('access.tab.profiles'),
            content: <PermissionGrantsTab entity="PermissionProfile" canEdit={canAssign} />,
          },
        ]
      : []),
    { value: 'licences', label: t('access.tab.licences'), content: <LicencesTab /> },
  ];
  const [tab, setTab] = useState<string>(() => readStored<string | null>(TAB_KEY, null) ?? 'roles');
  const value = items.some((i) => i.value === tab) ? tab : 'roles';
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('access.userRoles.title')}</h1>
      {!canEditRoles ? <p>{t('access.readOnly')}</p> : null}
      <Tabs
        label={t('access.tabs')}
        value={value}
        onValueChange={(v) => {
          setTab(v);
          writeStored(TAB_KEY, v);
        }}
        items={items}
      />
    </Box>
  );
}
