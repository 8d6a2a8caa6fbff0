import { PRIV } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { LOGON_MAX_FAILURES, LOGON_WINDOW_MINUTES } from '../../platform/auth/account.routes.js';
import type { Db } from '../../platform/db/db.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http.js';

/** The user name of a user of `companyId`, or null. */
async function userNameOf(db: Db, companyId: string | null, userId: string): Promise<string | null> {
  if (!companyId) return null;
  const rows = await db.query<{ userName: string }>(
    'SELECT "userName" FROM app_user WHERE id = $1 AND company_id = $2',
    [userId, companyId],
  );
  return rows[0]?.userName ?? null;
}

/** SQL condition on logon_failure rows of one user name (any address): the key's 'name|' prefix. */
const OF_USER = `left(key, length($1) + 1) = $1 || '|'`;

/**
 * The sign-in lock of a user (issue 15 section 3), for administrators and holders of
 * Platform:Edit:EmployeeAccess, users of their own company only (else 404):
 * - GET /api/User/{id}/signin-lock -> {failures, lockedAddresses}: failed sign-ins in the window
 *   and how many addresses are locked out (LOGON_MAX_FAILURES reached);
 * - DELETE /api/User/{id}/signin-lock -> {cleared}: forgets the user's failures from every address.
 */
export function registerSignInLockRoutes(app: FastifyInstance, db: Db): void {
  const guard = async (req: { params: { id: string } } & Parameters<typeof authOf>[0]) => {
    const auth = authOf(req);
    if (!auth.isAdministrator && !auth.privileges.has(PRIV.EmployeeAccessEdit))
      throw forbidden(`Not authorized: requires ${PRIV.EmployeeAccessEdit}`);
    const name = await userNameOf(db, auth.companyId, req.params.id);
    if (name === null) throw notFound(`User ${req.params.id} not found`);
    return name.toLowerCase();
  };
  app.get<{ Params: { id: string } }>('/User/:id/signin-lock', async (req) => {
    const name = await guard(req);
    const rows = await db.query<{ key: string; n: number }>(
      `SELECT key, count(*)::int AS n FROM logon_failure
        WHERE ${OF_USER} AND at > now() - interval '${LOGON_WINDOW_MINUTES} minutes' GROUP BY key`,
      [name],
    );
    return {
      failures: rows.reduce((a, r) => a + Number(r.n), 0),
      lockedAddresses: rows.filter((r) => Number(r.n) >= LOGON_MAX_FAILURES).length,
    };
  });
  app.delete<{ Params: { id: string } }>('/User/:id/signin-lock', async (req) => {
    const name = await guard(req);
    const rows = await db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM logon_failure WHERE ${OF_USER} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [name],
    );
    req.log.info({ userId: req.params.id, by: authOf(req).userId }, 'sign-in lock cleared');
    return { cleared: Number(rows[0]?.n ?? 0) };
  });
}
