import {
  ChangeTempPwRequestSchema,
  InitPwResetRequestSchema,
  LogonRequestSchema,
  PingRequestSchema,
  PreferencesPatchSchema,
  ResetPwRequestSchema,
  TaLogonRequestSchema,
  TaTokenRequestSchema,
} from '@wm/api/schemas';
import { PRIV, deriveFeatureAccess, validatePassword } from '@wm/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.js';
import { HttpError, badRequest, notFound } from '../errors.js';
import { authOf, parseBody, requireAuth, requirePrivilege } from '../http.js';
import type { Mailer } from '../mail/mailer.js';
import { hashPassword, newToken, tokenHash, verifyPassword } from './passwords.js';
import { SESSION_COOKIE, createSession, endSession, resolveAuth } from './session.js';

/** Failed sign-ins allowed per user name and IP address in the window below (then 429). */
export const LOGON_MAX_FAILURES = 10;
export const LOGON_WINDOW_MINUTES = 15;
export const LOGON_LOCKED_MESSAGE = 'Too many failed sign-in attempts. Try again in 15 minutes.';
/** Failures (within the window) after which each further try waits: 1 s, 2 s, 4 s ... up to 60 s. */
export const LOGON_FREE_FAILURES = 3;
/** The wait after `failures` failed sign-ins of one user name from one address (seconds). */
export function logonDelaySeconds(failures: number): number {
  return failures < LOGON_FREE_FAILURES ? 0 : Math.min(2 ** (failures - LOGON_FREE_FAILURES), 60);
}
/** The answer while a user name and address must wait. */
export const logonWaitMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
/** The logon_failure key of a user name and address (clearing a user's lock matches the prefix). */
export const logonFailureKey = (userName: string, ip: string) => `${userName.toLowerCase()}|${ip}`;
export const LOGON_FAILED_MESSAGE = 'Invalid user name or password.';
/** Logon answer for a temporary password (no session until a new one is chosen). */
export const MUST_CHANGE_PASSWORD_MESSAGE = 'Your password is temporary. Choose a new password to sign in.';
export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the temporary one.';
export const NOT_TEMPORARY_MESSAGE = 'This password is not temporary: sign in with it.';
/** Reset links are valid this long; temporary-access links one hour. */
const RESET_TOKEN_HOURS = 24;
/** At most this many reset e-mails per user within RESET_WINDOW_MINUTES (no mail bombing). */
export const RESET_MAX_PER_WINDOW = 3;
export const RESET_WINDOW_MINUTES = 15;
const TA_TOKEN_HOURS = 1;

// A real argon2id hash of a random password: verifying against it when the user name is unknown
// keeps the answer time the same, so timing does not reveal which user names exist.
let dummyHash: Promise<string> | null = null;

export interface AccountRouteOptions {
  db: Db;
  mail: Mailer;
  publicUrl: string;
  secureCookies: boolean;
}

interface Preferences {
  language: 'en' | 'es';
  timeFormat: 1 | 2;
  defaultTimeZone: string | null;
  hideTopNav: boolean;
  [k: string]: unknown;
}

/** Preferences with defaults (platform spec 3 "User preferences"). */
export function withPreferenceDefaults(
  stored: Record<string, unknown> | null,
  companyTimeFormat: 1 | 2,
): Preferences {
  return {
    language: 'en',
    timeFormat: companyTimeFormat,
    defaultTimeZone: null,
    hideTopNav: false,
    ...(stored ?? {}),
  };
}

/**
 * The account calls of contract.md (platform spec 2.2, 7, 9): logon, logoff, identity, eula,
 * initpwreset, checkpwtoken, resetpw, checktatoken, talogon, tatoken, ping, preferences; and
 * changetemppw (issue 19): a logon with a temporary password answers
 * `{success:false, mustChangePassword:true, message}` without a session, and POST
 * /account/changetemppw {userName, password, newPassword} sets the new password (rule applies, must
 * differ; 400 otherwise), clears the mark and signs in.
 */
export function registerAccountRoutes(app: FastifyInstance, o: AccountRouteOptions): void {
  const { db } = o;
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: o.secureCookies,
    });
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });

  /**
   * Checks a user name and password, throttled per user name AND address: failures from one address
   * never lock the user out of another, and each failure after the third doubles the wait before the
   * next try (issue 15). The user, or null after a 401/429 answer was sent.
   */
  const checkCredentials = async (
    req: FastifyRequest,
    reply: FastifyReply,
    userName: string,
    password: string,
  ): Promise<{ id: string; must_change_password: boolean } | null> => {
    const key = logonFailureKey(userName, req.ip);
    const [{ n, since }] = (await db.query<{ n: number; since: number | null }>(
      `SELECT count(*)::int AS n, EXTRACT(EPOCH FROM (now() - max(at)))::float8 AS since
         FROM logon_failure WHERE key = $1 AND at > now() - interval '${LOGON_WINDOW_MINUTES} minutes'`,
      [key],
    )) as [{ n: number; since: number | null }];
    if (n >= LOGON_MAX_FAILURES) {
      reply.code(429).send({ message: LOGON_LOCKED_MESSAGE });
      return null;
    }
    const wait = logonDelaySeconds(n) - Number(since ?? Number.POSITIVE_INFINITY);
    if (wait > 0) {
      const seconds = Math.ceil(wait);
      reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({ message: logonWaitMessage(seconds) });
      return null;
    }
    const users = await db.query<{ id: string; password_hash: string | null; must_change_password: boolean }>(
      'SELECT id, password_hash, must_change_password FROM app_user WHERE lower("userName") = lower($1) AND status = 1',
      [userName],
    );
    const user = users[0];
    dummyHash ??= hashPassword(newToken());
    const ok = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
    if (!user || !ok) {
      await db.query('INSERT INTO logon_failure (key) VALUES ($1)', [key]);
      reply.code(401).send({ success: false, message: LOGON_FAILED_MESSAGE });
      return null;
    }
    await db.query('DELETE FROM logon_failure WHERE key = $1', [key]);
    return user;
  };

  app.post('/account/logon', async (req, reply) => {
    const body = parseBody(LogonRequestSchema, req.body);
    const user = await checkCredentials(req, reply, body.userName, body.password);
    if (!user) return reply;
    await endSession(db, req.cookies[SESSION_COOKIE]);
    // A temporary password opens no session: the user must choose a new one first (changetemppw).
    if (user.must_change_password)
      return { success: false, mustChangePassword: true, message: MUST_CHANGE_PASSWORD_MESSAGE };
    const token = await createSession(db, user.id);
    setCookie(reply, token);
    return { success: true };
  });

  app.post('/account/changetemppw', async (req, reply) => {
    const body = parseBody(ChangeTempPwRequestSchema, req.body);
    const problem = validatePassword(body.newPassword);
    if (problem) throw badRequest(problem);
    if (body.newPassword === body.password) throw badRequest(SAME_PASSWORD_MESSAGE);
    const user = await checkCredentials(req, reply, body.userName, body.password);
    if (!user) return reply;
    if (!user.must_change_password) throw badRequest(NOT_TEMPORARY_MESSAGE);
    await db.query(
      'UPDATE app_user SET password_hash = $2, must_change_password = false, updated_at = now() WHERE id = $1',
      [user.id, await hashPassword(body.newPassword)],
    );
    await db.query('UPDATE session SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL', [user.id]);
    await endSession(db, req.cookies[SESSION_COOKIE]);
    setCookie(reply, await createSession(db, user.id));
    return { success: true };
  });

  app.post('/account/logoff', async (req, reply) => {
    await endSession(db, req.cookies[SESSION_COOKIE]);
    clearCookie(reply);
    return { success: true };
  });

  app.get('/account/identity', { preHandler: requireAuth }, async (req) => {
    const auth = authOf(req);
    const [user] = (await db.query<{ eula_accepted_on: Date | null; preferences: Record<string, unknown> }>(
      'SELECT eula_accepted_on, preferences FROM app_user WHERE id = $1',
      [auth.userId],
    )) as [{ eula_accepted_on: Date | null; preferences: Record<string, unknown> }];
    const emp = auth.employeeId
      ? (
          await db.query<Record<string, unknown>>(
            'SELECT id, "fullName", "firstName", "lastName", code, email, "isAdministrator" FROM employee WHERE id = $1',
            [auth.employeeId],
          )
        )[0]
      : undefined;
    let company = null;
    let timeFormat: 1 | 2 = 1;
    if (auth.companyId) {
      const [c] = (await db.query<{
        id: string;
        name: string;
        timeZone: string;
        data: Record<string, unknown>;
      }>('SELECT id, name, "timeZone", data FROM company WHERE id = $1', [auth.companyId])) as [
        { id: string; name: string; timeZone: string; data: Record<string, unknown> },
      ];
      const labels = await db.query<{ key: string; value: string }>(
        'SELECT key, value FROM resource WHERE company_id = $1 AND status = 1 ORDER BY key',
        [auth.companyId],
      );
      const settings = {
        timeFormat: 1 as 1 | 2,
        pinDigitLength: 4,
        timeDisclaimer: null as string | null,
        unitSystem: 'imperial',
        ...((c.data.settings as Record<string, unknown>) ?? {}),
      };
      timeFormat = settings.timeFormat === 2 ? 2 : 1;
      company = {
        id: c.id,
        name: c.name,
        timeZone: c.timeZone,
        labels: Object.fromEntries(labels.map((l) => [l.key, l.value])),
        settings,
      };
    }
    const accessCtx = {
      privileges: auth.rolePrivileges,
      isAdministrator: auth.isAdministrator,
      isGlobal: auth.isGlobal,
      isPartner: auth.isPartner,
      hasCompany: auth.companyId !== null,
      licensedModules: auth.licensedModules,
    };
    return {
      user: { id: auth.userId, userName: auth.userName },
      employee: emp
        ? {
            id: emp.id,
            fullName: emp.fullName ?? '',
            firstName: emp.firstName ?? '',
            lastName: emp.lastName ?? '',
            code: emp.code ?? null,
            email: emp.email ?? null,
            isAdministrator: emp.isAdministrator === true,
          }
        : null,
      company,
      adminInfo: { isGlobal: auth.isGlobal, isPartner: auth.isPartner },
      preferences: withPreferenceDefaults(user.preferences, timeFormat),
      eula: {
        accepted: user.eula_accepted_on !== null,
        acceptedOn: user.eula_accepted_on?.toISOString() ?? null,
      },
      access: deriveFeatureAccess(accessCtx),
      privileges: [...auth.privileges].sort(),
      licensedModules: auth.licensedModules,
    };
  });

  app.post('/account/eula', { preHandler: requireAuth }, async (req) => {
    await db.query('UPDATE app_user SET eula_accepted_on = now(), updated_at = now() WHERE id = $1', [
      authOf(req).userId,
    ]);
    return { success: true };
  });

  app.post('/account/preferences', { preHandler: requireAuth }, async (req) => {
    const patch = parseBody(PreferencesPatchSchema, req.body ?? {});
    const rows = await db.query<{ preferences: Record<string, unknown> }>(
      `UPDATE app_user SET preferences = preferences || $2::jsonb, updated_at = now() WHERE id = $1 RETURNING preferences`,
      [authOf(req).userId, JSON.stringify(patch)],
    );
    return withPreferenceDefaults(rows[0]?.preferences ?? {}, 1);
  });

  app.post('/account/initpwreset', async (req) => {
    const { email } = parseBody(InitPwResetRequestSchema, req.body);
    // Users whose own e-mail or whose employee's e-mail matches; the answer never says which exist.
    const users = await db.query<{ id: string; company_id: string | null; email: string }>(
      `SELECT u.id, u.company_id, COALESCE(u.email, e.email) AS email
         FROM app_user u LEFT JOIN employee e ON e.user_id = u.id AND e.status <> 3
        WHERE u.status = 1 AND (lower(u.email) = lower($1) OR lower(e.email) = lower($1))`,
      [email],
    );
    for (const u of users) {
      // Beyond the limit nothing is sent; the answer stays the same, so it tells nothing either.
      const [{ n }] = (await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM account_token
          WHERE user_id = $1 AND kind = 'reset' AND created_at > now() - interval '${RESET_WINDOW_MINUTES} minutes'`,
        [u.id],
      )) as [{ n: number }];
      if (n >= RESET_MAX_PER_WINDOW) continue;
      const token = newToken();
      await db.query(
        `INSERT INTO account_token (hash, kind, user_id, expires_at) VALUES ($1, 'reset', $2, now() + interval '${RESET_TOKEN_HOURS} hours')`,
        [tokenHash(token), u.id],
      );
      await o.mail.send({
        to: u.email,
        companyId: u.company_id,
        subject: 'Password reset',
        body: `A password reset was requested for your account.\n\nOpen this link within ${RESET_TOKEN_HOURS} hours to choose a new password:\n${o.publicUrl}/logon/reset-password/${token}\n\nIf you did not ask for this, ignore this e-mail.`,
      });
    }
    return { success: true };
  });

  const tokenRow = async (token: string, kind: 'reset' | 'temporary-access') => {
    if (token.length > 200) return undefined;
    const rows = await db.query<{ user_id: string }>(
      'SELECT user_id FROM account_token WHERE hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()',
      [tokenHash(token), kind],
    );
    return rows[0];
  };
  /** Marks a token used; false when another request used it first (single use). */
  const consume = async (token: string) =>
    (
      await db.query(
        'UPDATE account_token SET used_at = now() WHERE hash = $1 AND used_at IS NULL RETURNING hash',
        [tokenHash(token)],
      )
    ).length === 1;

  app.get<{ Params: { token: string } }>('/account/checkpwtoken/:token', async (req) => ({
    isTokenValid: (await tokenRow(req.params.token, 'reset')) !== undefined,
  }));
  app.get<{ Params: { token: string } }>('/account/checktatoken/:token', async (req) => ({
    isTokenValid: (await tokenRow(req.params.token, 'temporary-access')) !== undefined,
  }));

  app.post('/account/resetpw', async (req) => {
    const body = parseBody(ResetPwRequestSchema, req.body);
    const problem = validatePassword(body.password);
    if (problem) throw badRequest(problem);
    const row = await tokenRow(body.token, 'reset');
    if (!row || !(await consume(body.token)))
      throw badRequest('The password reset link is invalid or has expired.');
    await db.query(
      'UPDATE app_user SET password_hash = $2, must_change_password = false, updated_at = now() WHERE id = $1',
      [row.user_id, await hashPassword(body.password)],
    );
    await db.query('UPDATE session SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL', [
      row.user_id,
    ]);
    return { success: true };
  });

  app.post('/account/talogon', async (req, reply) => {
    const body = parseBody(TaLogonRequestSchema, req.body);
    const row = await tokenRow(body.token, 'temporary-access');
    if (!row || !(await consume(body.token)))
      return reply.code(401).send({ success: false, message: 'Request has expired' });
    await endSession(db, req.cookies[SESSION_COOKIE]);
    setCookie(reply, await createSession(db, row.user_id));
    return { success: true };
  });

  // An administrator issues a single-use temporary-access link for a user of the company.
  app.post('/account/tatoken', { preHandler: requirePrivilege(PRIV.EmployeeAccessEdit) }, async (req) => {
    const auth = authOf(req);
    const { userId } = parseBody(TaTokenRequestSchema, req.body);
    const users = await db.query('SELECT 1 FROM app_user WHERE id = $1 AND company_id = $2 AND status = 1', [
      userId,
      auth.companyId,
    ]);
    if (users.length === 0) throw notFound(`User ${userId} not found`);
    const token = newToken();
    const rows = await db.query<{ expires_at: Date }>(
      `INSERT INTO account_token (hash, kind, user_id, expires_at) VALUES ($1, 'temporary-access', $2, now() + interval '${TA_TOKEN_HOURS} hours') RETURNING expires_at`,
      [tokenHash(token), userId],
    );
    return {
      token,
      url: `${o.publicUrl}/logon/temporary-access/${token}`,
      expiresAt: rows[0]!.expires_at.toISOString(),
    };
  });

  app.post('/account/ping', async (req: FastifyRequest) => {
    parseBody(PingRequestSchema, req.body ?? undefined);
    // req.auth was resolved (and last_seen_at touched) by the platform's onRequest hook.
    const auth = req.auth ?? (await resolveAuth(db, req.cookies[SESSION_COOKIE], undefined));
    return { isActiveSession: auth !== null };
  });

  app.get('/utc', async () => ({ timestamp: new Date().toISOString() }));
}

/** Throws 401 for a request without a session (for modules that check by hand). */
export function assertSignedIn(req: FastifyRequest): void {
  if (!req.auth) throw new HttpError(401, 'Not signed in');
}
