import { useEntityList } from '@wm/api';
import type { LicenseAudit, ModuleName } from '@wm/domain';
import useSWR, { mutate } from 'swr';
import { apiClient } from '../../../lib/api.js';

/** SWR key of GET /api/LicenseAudit (service spec 7: keyed by product id, with assignedUserIds). */
export const LICENSE_AUDIT_KEY = '/LicenseAudit';

/** A role (service spec 3 "Roles and lists"): privileges are catalogue ids of its module. */
export interface RoleRecord {
  id: string;
  name: string;
  moduleId: ModuleName;
  privileges: string[];
  status?: number | null;
}

/** The employee fields the access screens read and write (service spec 3 "Employee"). */
export interface AccessEmployee {
  id: string;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  code?: string | null;
  user_id?: string | null;
  user?: { id: string; userName: string } | null;
  isAdministrator?: boolean | null;
  roleIds?: string[] | null;
  permissionSetIds?: string[] | null;
  permissionProfileIds?: string[] | null;
  payGroup_id?: string | null;
  status?: number | null;
}

/** Grants of a permission set or profile (service spec 6). */
export interface PermissionGrants {
  id: string;
  name: string;
  status?: number | null;
  locationIds?: string[];
  taskIds?: string[];
  assetIds?: string[];
  formIds?: string[];
  customListOptionIds?: string[];
  allLocations?: boolean;
  allTasks?: boolean;
  allAssets?: boolean;
  allForms?: boolean;
  allCustomListOptions?: boolean;
  /** Profiles only: the sets and roles it bundles. */
  permissionSetIds?: string[];
  roleIds?: string[];
}

/** The licence audit of the company (admin screens only: the route needs a role/employee privilege). */
export function useLicenseAudit(enabled = true) {
  return useSWR<LicenseAudit>(
    enabled ? LICENSE_AUDIT_KEY : null,
    () => apiClient.http.get<LicenseAudit>(LICENSE_AUDIT_KEY),
    {
      revalidateOnFocus: false,
    },
  );
}

/** Active and inactive roles, by module then name. */
export function useRoles(enabled = true) {
  return useEntityList<RoleRecord>(enabled ? 'Role' : null, { orderby: 'moduleId asc, name asc' });
}

/** Reloads what a role or permission change affects: the licence audit, employees, roles, sets and allowed ids. */
export async function reloadAccess(): Promise<void> {
  await Promise.all([
    mutate(LICENSE_AUDIT_KEY),
    mutate(
      (key) =>
        Array.isArray(key) &&
        (key[0] === 'permissions-allowed' ||
          ((key[0] === 'entity-list' || key[0] === 'entity') &&
            ['Employee', 'Role', 'PermissionSet', 'PermissionProfile'].includes(key[1] as string))),
    ),
  ]);
  apiClient.lookups.invalidate('Employee');
}

/** Display name of an employee: full name, else first and last name, else code. */
export function employeeName(e: AccessEmployee): string {
  return e.fullName?.trim() || [e.firstName, e.lastName].filter(Boolean).join(' ').trim() || e.code || e.id;
}

/**
 * The role ids to save for an employee: deleted roles (not in `roles`, which lists active and
 * inactive ones) are dropped, because the server refuses a save naming a deleted role
 * ('Role {id} not found'). Without a role list (not loaded) the ids are kept as they are.
 */
export function savableRoleIds(
  roleIds: readonly string[],
  roles: readonly RoleRecord[] | undefined,
): string[] {
  if (!roles) return [...roleIds];
  const known = new Set(roles.filter((r) => r.status !== 3).map((r) => r.id));
  return roleIds.filter((id) => known.has(id));
}
