import { type ModuleName, MODULES, effectivePrivileges } from '@wm/domain';
import { type Db, queryPrepared } from '../db/db.js';
import type { Auth } from './context.js';
import { newToken, tokenHash } from './passwords.js';

/** Cookie that carries the session token (contract.md). */
export const SESSION_COOKIE = 'wm_session';
/** Idle timeout (platform spec 9): a session unused this long is over. */
export const SESSION_IDLE_MS = 3_540_000;
/** last_seen_at is written at most this often per session, to spare the database. */
const TOUCH_EVERY_MS = 15_000;

/** Creates a session row and returns the cookie value (only its hash is stored). */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO session (id, user_id) VALUES ($1, $2)', [tokenHash(token), userId]);
  return token;
}

/** Ends the session of a cookie value (no-op when unknown). */
export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.query('UPDATE session SET ended_at = now() WHERE id = $1 AND ended_at IS NULL', [
    tokenHash(token),
  ]);
}

interface SessionRow {
  id: string;
  user_id: string;
  idle_ms: number;
  userName: string;
  company_id: string | null;
  partner_id: string | null;
  is_global: boolean;
  is_partner: boolean;
  user_status: number;
  /** The user's employee in the home company (not deleted), if any. */
  employee_id: string | null;
  employee_admin: boolean | null;
  /** The privileges arrays of the user's active roles in the home company. */
  role_privileges: unknown;
  /** Modules with seats of the home company. */
  home_modules: unknown;
}

/** Modules in MODULES order (Platform always) from a set of licensed module names. */
function licensedFrom(names: readonly unknown[]): ModuleName[] {
  const set = new Set(names.map(String));
  return MODULES.filter((m) => m === 'Platform' || set.has(m));
}

/** Licensed modules of a company: modules with at least one seat (Platform always). */
export async function licensedModules(db: Db, companyId: string | null): Promise<ModuleName[]> {
  if (!companyId) return [];
  const rows = await db.query<{ module: string }>(
    'SELECT module FROM company_licence WHERE company_id = $1 AND seats > 0',
    [companyId],
  );
  return licensedFrom(rows.map((r) => r.module));
}

/**
 * Resolves the caller of a request from the session cookie: null when there is no live session
 * (unknown, ended, idle over 3,540,000 ms, or user no longer active). Touches last_seen_at.
 * `requestedCompanyId` (header X-Company-Id) selects the company a global or partner administrator
 * acts on; partners only their own customers. It is ignored for company users.
 */
export async function resolveAuth(
  db: Db,
  token: string | undefined,
  requestedCompanyId: string | undefined,
  touch = true,
): Promise<Auth | null> {
  if (!token || token.length > 200) return null;
  const id = tokenHash(token);
  // One round trip for a company user (issue 18: the session, the employee, the roles and the
  // licence were four): the home company's employee, role privileges and licensed modules ride along.
  // A named prepared statement: its plan is made once per connection, not on every request.
  const rows = await queryPrepared<SessionRow>(
    db,
    'wm_resolve_session',
    `SELECT s.id, s.user_id, (EXTRACT(EPOCH FROM (now() - s.last_seen_at)) * 1000)::float8 AS idle_ms,
            u."userName", u.company_id, u.partner_id, u.is_global, u.is_partner, u.status AS user_status,
            e.id AS employee_id, e."isAdministrator" AS employee_admin,
            (SELECT json_agg(r.privileges) FROM user_role ur JOIN role r ON r.id = ur.role_id AND r.company_id = ur.company_id
              WHERE ur.user_id = s.user_id AND r.company_id = u.company_id AND r.status = 1) AS role_privileges,
            (SELECT json_agg(l.module) FROM company_licence l
              WHERE l.company_id = u.company_id AND l.seats > 0) AS home_modules
       FROM session s JOIN app_user u ON u.id = s.user_id
       LEFT JOIN LATERAL (
         SELECT id, "isAdministrator" FROM employee
          WHERE user_id = s.user_id AND company_id = u.company_id AND status <> 3 LIMIT 1
       ) e ON true
      WHERE s.id = $1 AND s.ended_at IS NULL`,
    [id],
  );
  const s = rows[0];
  if (!s) return null;
  if (s.idle_ms > SESSION_IDLE_MS || s.user_status !== 1) {
    await db.query('UPDATE session SET ended_at = now() WHERE id = $1', [id]);
    return null;
  }
  if (touch && s.idle_ms > TOUCH_EVERY_MS)
    await db.query('UPDATE session SET last_seen_at = now() WHERE id = $1', [id]);

  let companyId = s.company_id;
  let isAdministrator = false;
  if ((s.is_global || s.is_partner) && requestedCompanyId) {
    const ok = await db.query(
      s.is_global
        ? 'SELECT 1 FROM company WHERE id = $1'
        : 'SELECT 1 FROM company WHERE id = $1 AND partner_id = $2',
      s.is_global ? [requestedCompanyId] : [requestedCompanyId, s.partner_id],
    );
    if (ok.length > 0) {
      companyId = requestedCompanyId;
      isAdministrator = true;
    }
  }
  let employeeId: string | null = null;
  let rolePrivileges: string[] = [];
  if (s.company_id) {
    employeeId = s.employee_id ?? null;
    isAdministrator = s.employee_admin ?? false;
    const lists = Array.isArray(s.role_privileges) ? (s.role_privileges as unknown[]) : [];
    rolePrivileges = [
      ...new Set(lists.flatMap((p) => (Array.isArray(p) ? (p as unknown[]).map(String) : []))),
    ];
  }
  const modules = !companyId
    ? []
    : companyId === s.company_id
      ? licensedFrom(Array.isArray(s.home_modules) ? s.home_modules : [])
      : await licensedModules(db, companyId);
  const privileges = effectivePrivileges({
    privileges: rolePrivileges,
    isAdministrator,
    isGlobal: s.is_global,
    isPartner: s.is_partner,
    hasCompany: companyId !== null,
    licensedModules: modules,
  });
  return {
    sessionId: id,
    userId: s.user_id,
    userName: s.userName,
    employeeId,
    companyId,
    homeCompanyId: s.company_id,
    partnerId: s.partner_id,
    isGlobal: s.is_global,
    isPartner: s.is_partner,
    isAdministrator,
    licensedModules: modules,
    rolePrivileges,
    privileges,
  };
}
