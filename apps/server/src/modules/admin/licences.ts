import { MODULES, type ModuleName, NOT_ENOUGH_LICENSES } from '@wm/domain';
import type { Db } from '../../platform/db/db.js';
import { conflict } from '../../platform/errors.js';

/** Message when a role or the administrator flag needs a seat that is not free (service spec 4; @wm/domain). */
export { NOT_ENOUGH_LICENSES };

/**
 * Seats and holders per module of a company. Platform needs no seat and is not listed.
 * `excludeRoleId` leaves one role out (who would hold a seat without it).
 */
export async function seatUsage(
  db: Db,
  companyId: string,
  excludeRoleId?: string,
): Promise<Map<ModuleName, { quantity: number; holders: Set<string> }>> {
  const out = new Map<ModuleName, { quantity: number; holders: Set<string> }>();
  for (const m of MODULES) if (m !== 'Platform') out.set(m, { quantity: 0, holders: new Set() });
  const seats = await db.query<{ module: ModuleName; seats: number }>(
    'SELECT module, seats FROM company_licence WHERE company_id = $1',
    [companyId],
  );
  for (const s of seats) {
    const e = out.get(s.module);
    if (e) e.quantity = s.seats;
  }
  // A user holds a seat of a module through any active role of it, and administrators one of every licensed module.
  const roleHolders = await db.query<{ user_id: string; module: ModuleName }>(
    `SELECT DISTINCT ur.user_id, r."moduleId" AS module FROM user_role ur
       JOIN role r ON r.id = ur.role_id AND r.company_id = ur.company_id JOIN app_user u ON u.id = ur.user_id
      WHERE r.company_id = $1 AND r.status = 1 AND u.status = 1 AND r.id IS DISTINCT FROM $2`,
    [companyId, excludeRoleId ?? null],
  );
  for (const h of roleHolders) out.get(h.module)?.holders.add(h.user_id);
  const admins = await db.query<{ user_id: string }>(
    `SELECT user_id FROM employee WHERE company_id = $1 AND "isAdministrator" AND status <> 3 AND user_id IS NOT NULL`,
    [companyId],
  );
  for (const [, e] of out) if (e.quantity > 0) for (const a of admins) e.holders.add(a.user_id);
  return out;
}

/**
 * Modules (Platform excluded) in which `userId` holds a seat now: through an active role of the
 * module (an active user), or as an active administrator employee in every module with seats. Costs
 * the user's own roles, whatever the size of the company (issue 18 section 3).
 */
export async function seatsHeldBy(db: Db, companyId: string, userId: string): Promise<Set<ModuleName>> {
  const rows = await db.query<{ module: ModuleName }>(
    `SELECT DISTINCT r."moduleId" AS module FROM user_role ur
       JOIN role r ON r.id = ur.role_id AND r.company_id = ur.company_id JOIN app_user u ON u.id = ur.user_id
      WHERE ur.user_id = $2 AND ur.company_id = $1 AND r.company_id = $1 AND r.status = 1 AND u.status = 1
     UNION
     SELECT l.module FROM company_licence l
      WHERE l.company_id = $1 AND l.seats > 0
        AND EXISTS (SELECT 1 FROM employee e WHERE e.user_id = $2 AND e.company_id = $1
                      AND e."isAdministrator" AND e.status <> 3)`,
    [companyId, userId],
  );
  return new Set(rows.map((r) => r.module).filter((m) => m !== 'Platform' && MODULES.includes(m)));
}

/**
 * Whether `module` has more seat holders than seats in the company: one count over the role and
 * administrator indexes (no holder list is loaded), run only for a module in which a user newly
 * holds a seat.
 */
async function overSeats(db: Db, companyId: string, module: ModuleName): Promise<boolean> {
  const [row] = await db.query<{ seats: number; holders: number }>(
    `SELECT COALESCE((SELECT seats FROM company_licence WHERE company_id = $1 AND module = $2), 0) AS seats,
            (SELECT count(*) FROM (
               SELECT ur.user_id FROM role r
                 JOIN user_role ur ON ur.role_id = r.id AND ur.company_id = r.company_id
                 JOIN app_user u ON u.id = ur.user_id AND u.status = 1
                WHERE r.company_id = $1 AND r."moduleId" = $2 AND r.status = 1
               UNION
               SELECT e.user_id FROM employee e
                WHERE e.company_id = $1 AND e."isAdministrator" AND e.status <> 3 AND e.user_id IS NOT NULL
                  AND EXISTS (SELECT 1 FROM company_licence l
                               WHERE l.company_id = $1 AND l.module = $2 AND l.seats > 0)
             ) h)::int AS holders`,
    [companyId, module],
  );
  return (row?.holders ?? 0) > (row?.seats ?? 0);
}

/**
 * Refuses (409 'Not enough licenses.') when, after a change, a module in which `userId` newly holds a
 * seat has more holders than seats. `heldBefore` is `seatsHeldBy` before the change. A change that
 * gives no new seat costs one query of the user's own roles.
 */
export async function assertSeats(
  db: Db,
  companyId: string,
  userId: string,
  heldBefore: Set<ModuleName>,
): Promise<void> {
  for (const module of await seatsHeldBy(db, companyId, userId)) {
    if (!heldBefore.has(module) && (await overSeats(db, companyId, module)))
      throw conflict(NOT_ENOUGH_LICENSES);
  }
}

/** One product of the licence audit (service spec 3, 7). */
export interface LicenseAuditEntry {
  quantity: number;
  used: number;
  assignedUserIds: string[];
}

/**
 * The licence audit of a company as GET /api/LicenseAudit answers it: keyed by product id
 * ('system-Time', ...), with the seats, the seats in use and the users holding one (sorted).
 */
export async function licenseAuditOf(db: Db, companyId: string): Promise<Record<string, LicenseAuditEntry>> {
  const out: Record<string, LicenseAuditEntry> = {};
  for (const [module, e] of await seatUsage(db, companyId)) {
    out[`system-${module}`] = {
      quantity: e.quantity,
      used: e.holders.size,
      assignedUserIds: [...e.holders].sort(),
    };
  }
  return out;
}

/**
 * After a role was saved active (new, re-activated, or restored from the recycle bin): refuses with
 * 409 'Not enough licenses.' when its users who hold no other seat of the role's module push the
 * module over its seats (an inactive role can be given without a seat; activating it must not
 * bypass the count). Platform roles need no seat.
 */
export async function assertRoleSeats(
  db: Db,
  companyId: string,
  roleId: string,
  module: ModuleName,
): Promise<void> {
  if (module === 'Platform') return;
  const e = (await seatUsage(db, companyId)).get(module);
  if (!e || e.holders.size <= e.quantity) return;
  const others = (await seatUsage(db, companyId, roleId)).get(module)?.holders ?? new Set<string>();
  const users = await db.query<{ user_id: string }>(
    `SELECT ur.user_id FROM user_role ur JOIN app_user u ON u.id = ur.user_id
      WHERE ur.company_id = $1 AND ur.role_id = $2 AND u.status = 1`,
    [companyId, roleId],
  );
  if (users.some((u) => !others.has(u.user_id))) throw conflict(NOT_ENOUGH_LICENSES);
}
