import { EmployeePasswordRequestSchema, SendWelcomeEmailRequestSchema } from '@wm/api/schemas';
import { PRIV } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { newToken, tokenHash } from '../../platform/auth/passwords.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { setPassword } from '../admin/users.js';
import { ensureServiceStatuses } from './lists.rules.js';

/** Hours a welcome (set-password) link stays valid. */
export const WELCOME_TOKEN_HOURS = 72;
export const INVITE_SENT_MESSAGE = 'Invite email sent.';

/**
 * Routes of the employee screen (service spec 7 "Company, partner and billing", 8):
 * - POST /api/account/sendwelcomeemail {email} -> {success:true, message:'Invite email sent.'}: a
 *   welcome e-mail with a single-use set-password link (valid 72 h) for the company's employee with
 *   that e-mail, into the outbox (platform.mail). 404 when no employee has it; 400 when the employee
 *   has no user name. Needs Platform:Edit:Employee or Platform:Edit:EmployeeAccess.
 * - POST /api/Employee/{id}/password {password} -> {success:true}: an administrator sets a password
 *   (password rule of @wm/domain validatePassword; 400 with its message). Needs
 *   Platform:Edit:EmployeeAccess. Other sessions of that user end. With `temporary: true` the user
 *   must choose a new password at the next sign-in (POST /account/changetemppw).
 */
export function registerAdminRuleRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  app.post(
    '/account/sendwelcomeemail',
    { preHandler: requirePrivilege(PRIV.EmployeeEdit, PRIV.EmployeeAccessEdit) },
    async (req) => {
      const auth = authOf(req);
      const { email } = parseBody(SendWelcomeEmailRequestSchema, req.body);
      const rows = await db.query<{
        id: string;
        user_id: string | null;
        fullName: string | null;
        userName: string | null;
      }>(
        `SELECT e.id, e.user_id, e."fullName", u."userName" FROM employee e LEFT JOIN app_user u ON u.id = e.user_id
          WHERE e.company_id = $1 AND e.status <> 3 AND (lower(e.email) = lower($2) OR lower(u.email) = lower($2))
          ORDER BY e.status, e.id LIMIT 1`,
        [auth.companyId, email],
      );
      const emp = rows[0];
      if (!emp) throw notFound(`No employee with e-mail ${email}`);
      if (!emp.user_id)
        throw badRequest('The employee has no user name: give them one before sending an invite.');
      const token = newToken();
      await db.query(
        `INSERT INTO account_token (hash, kind, user_id, expires_at) VALUES ($1, 'reset', $2, now() + interval '${WELCOME_TOKEN_HOURS} hours')`,
        [tokenHash(token), emp.user_id],
      );
      await platform.mail.send({
        to: email,
        companyId: auth.companyId,
        subject: 'Welcome: set your password',
        body: `Hello ${emp.fullName ?? ''},\n\nAn account was created for you (user name: ${emp.userName}).\nOpen this link within ${WELCOME_TOKEN_HOURS} hours to choose your password:\n${platform.publicUrl}/logon/reset-password/${token}\n`,
      });
      return { success: true, message: INVITE_SENT_MESSAGE };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/Employee/:id/password',
    { preHandler: requirePrivilege(PRIV.EmployeeAccessEdit) },
    async (req) => {
      const auth = authOf(req);
      const { password, temporary } = parseBody(EmployeePasswordRequestSchema, req.body);
      const rows = await db.query<{ user_id: string | null }>(
        'SELECT user_id FROM employee WHERE id = $1 AND company_id = $2',
        [req.params.id, auth.companyId],
      );
      if (rows.length === 0) throw notFound(`Employee ${req.params.id} not found`);
      const userId = rows[0]!.user_id;
      if (!userId) throw badRequest('The employee has no user name.');
      await setPassword(db, userId, password, { temporary: temporary === true });
      await db.query(
        'UPDATE session SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL AND id <> $2',
        [userId, auth.sessionId],
      );
      return { success: true };
    },
  );

  // The five service statuses exist for every company before its first read or save.
  app.addHook('preHandler', async (req) => {
    if (!req.auth?.companyId) return;
    const path = req.url.split('?')[0]!.toLowerCase();
    if (path.startsWith('/api/servicestatus')) await ensureServiceStatuses(db, req.auth.companyId);
  });
}
