import type { ModuleName } from '@wm/domain';

/**
 * Who is calling, resolved once per request from the session cookie (platform spec 2.3, 6).
 * `companyId` is the company in scope: the user's own company, or for global and partner
 * administrators the company they chose with the `X-Company-Id` header (null when none).
 */
export interface Auth {
  sessionId: string;
  userId: string;
  userName: string;
  employeeId: string | null;
  companyId: string | null;
  /** The user's own company (null for global and partner administrators). */
  homeCompanyId: string | null;
  partnerId: string | null;
  isGlobal: boolean;
  isPartner: boolean;
  /** Company administrator (or a global/partner administrator acting on a chosen company). */
  isAdministrator: boolean;
  licensedModules: ModuleName[];
  /** Privileges of the user's roles (before administrator expansion). */
  rolePrivileges: string[];
  /** Effective privileges (effectivePrivileges of @wm/domain). */
  privileges: Set<string>;
}

/** True when the caller holds at least one of `anyOf` (an empty list means any company user). */
export function holdsAny(auth: Auth, anyOf: readonly string[]): boolean {
  if (anyOf.length === 0) return auth.companyId !== null;
  return anyOf.some((p) => auth.privileges.has(p));
}
