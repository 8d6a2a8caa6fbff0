import type { ModuleName } from './privileges.js';

/**
 * Licence seats and role assignment (service spec 3 "Licence audit", 4 "Administrator toggle",
 * "Mass assign", 5 "Mass assign", 6 "A role is tied to a licensed module").
 */

/** Message when a role or the administrator flag needs a seat that is not free (service spec 4). */
export const NOT_ENOUGH_LICENSES = 'Not enough licenses.';
/** Message when a mass assignment would need more seats than are free (service spec 5). */
export const ASSIGNMENT_EXCEEDS_LICENSES = 'Assignment exceeds available licenses';

/** One product of the licence audit (GET LicenseAudit, keyed by product id such as 'system-Time'). */
export interface LicenseAuditEntry {
  quantity: number;
  used?: number;
  assignedUserIds: readonly string[];
}
export type LicenseAudit = Readonly<Record<string, LicenseAuditEntry>>;

/** Product id of a module in the licence audit ('Time' -> 'system-Time'). */
export const productIdOf = (module: ModuleName) => `system-${module}`;

/** The audit entry of a module, or undefined (Platform needs no seat and has none). */
export function seatsOf(audit: LicenseAudit | undefined, module: ModuleName): LicenseAuditEntry | undefined {
  return audit?.[productIdOf(module)];
}

/** True when the user holds a seat of the module (a role of it, or administrator). */
export function holdsSeat(
  audit: LicenseAudit | undefined,
  module: ModuleName,
  userId: string | null,
): boolean {
  if (!userId) return false;
  return seatsOf(audit, module)?.assignedUserIds.includes(userId) ?? false;
}

/** Free seats of a module (never negative); Platform is unlimited (Infinity). */
export function freeSeats(audit: LicenseAudit | undefined, module: ModuleName): number {
  if (module === 'Platform') return Number.POSITIVE_INFINITY;
  const e = seatsOf(audit, module);
  if (!e) return 0;
  return Math.max(0, e.quantity - e.assignedUserIds.length);
}

export type RolePickerState = 'hidden' | 'disabled' | 'enabled';

/**
 * State of a module's role picker for a user (service spec 6): hidden for a module without licences;
 * disabled when the user has no role of it (holds no seat) and the licences are used up; enabled
 * otherwise. The Platform (System) module needs no licence and is always enabled.
 * `holdsRoleOfModule` covers a role chosen in the editor but not yet saved.
 */
export function rolePickerState(
  audit: LicenseAudit | undefined,
  module: ModuleName,
  userId: string | null,
  holdsRoleOfModule: boolean,
): RolePickerState {
  if (module === 'Platform') return 'enabled';
  const e = seatsOf(audit, module);
  if (!e || e.quantity <= 0) return 'hidden';
  if (holdsRoleOfModule || holdsSeat(audit, module, userId)) return 'enabled';
  return freeSeats(audit, module) > 0 ? 'enabled' : 'disabled';
}

/**
 * The licensed modules (quantity > 0) in which making `userId` an administrator needs a seat that
 * is not free (service spec 4: a seat in every module except the platform one). Empty = allowed;
 * otherwise the change is refused with NOT_ENOUGH_LICENSES.
 */
export function adminSeatShortage(audit: LicenseAudit | undefined, userId: string | null): string[] {
  const out: string[] = [];
  for (const [product, e] of Object.entries(audit ?? {})) {
    if (e.quantity <= 0) continue;
    if (userId && e.assignedUserIds.includes(userId)) continue;
    if (e.assignedUserIds.length >= e.quantity) out.push(product);
  }
  return out;
}

/**
 * Whether giving roles of `modules` to `userIds` would need more seats than a module has (service
 * spec 5 "Mass assign"); true means refuse with ASSIGNMENT_EXCEEDS_LICENSES before writing anything.
 */
export function massAssignExceeds(
  audit: LicenseAudit | undefined,
  modules: readonly ModuleName[],
  userIds: readonly string[],
): boolean {
  for (const module of new Set(modules)) {
    if (module === 'Platform') continue;
    const e = seatsOf(audit, module);
    const holders = new Set([...(e?.assignedUserIds ?? []), ...userIds]);
    if (holders.size > (e?.quantity ?? 0)) return true;
  }
  return false;
}

/** Mass assignment chunking (service spec 7, 9): roles 200 per chunk in batches of 400; permissions 100. */
export const MASS_ASSIGN_BATCH = 400;
export const MASS_ASSIGN_CHUNK = 200;
export const PERMISSION_ASSIGN_CHUNK = 100;

/** Splits `items` into consecutive chunks of at most `size` (size >= 1). */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new Error(`Invalid chunk size ${size}: expected a whole number of at least 1.`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Batches of `batch` items, each split into chunks of `chunk` (mass assign: 400 / 200). */
export function batchedChunks<T>(items: readonly T[], batch: number, chunk: number): T[][][] {
  return chunksOf(items, batch).map((b) => chunksOf(b, chunk));
}

/**
 * Whether an employee counts as holding a role in the role matrix (service spec 6: administrator
 * users count as holding all roles).
 */
export function holdsRole(
  employee: { isAdministrator?: boolean | null; roleIds?: readonly string[] | null },
  roleId: string,
): boolean {
  return employee.isAdministrator === true || (employee.roleIds ?? []).includes(roleId);
}
