import { randomUUID } from 'node:crypto';
import { SetupRequestSchema } from '@wm/api/schemas';
import { MODULES, PRIV } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, createSession } from '../../platform/auth/session.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { seatUsage } from './licences.js';
import { checkedHash } from './users.js';

/** Seats given to each module of a company created by the first-run set-up. */
export const SETUP_SEATS = 10;

/**
 * Administration routes beside the entity API:
 * - GET /api/LicenseAudit -> { 'system-Time': {quantity, used, assignedUserIds}, ... } (service spec 7)
 * - GET /api/Outbox -> the company's stored e-mails, newest first, with their attachments' names
 *   (design.md 3 "E-mail"); GET /api/Outbox/{id}/attachment/{attachmentId} downloads one
 * - GET /api/setup -> {required}; POST /api/setup {companyName, userName, password, email} creates the
 *   first company and administrator while no user exists (409 afterwards) and signs them in.
 */
export function registerAdminRoutes(app: FastifyInstance, platform: Platform, secureCookies: boolean): void {
  const { db } = platform;

  const auditReader = requirePrivilege(
    PRIV.RoleView,
    PRIV.EmployeeView,
    PRIV.EmployeeAccessEdit,
    PRIV.ModulesView,
  );
  app.get<{ Querystring: { companyId?: string } }>(
    '/LicenseAudit',
    {
      // ?companyId= names the company: a global administrator any, a partner their customers
      // (issue 15: it was ignored); anyone else only their own, with a reading privilege.
      preHandler: async (req, reply) => {
        const auth = authOf(req);
        const asked = req.query.companyId;
        if (asked && asked !== auth.companyId && (auth.isGlobal || auth.isPartner)) return;
        return auditReader.call(app, req, reply, () => undefined);
      },
    },
    async (req) => {
      const auth = authOf(req);
      const asked =
        typeof req.query.companyId === 'string' && req.query.companyId ? req.query.companyId : null;
      let companyId = auth.companyId;
      if (asked && asked !== auth.companyId) {
        if (!auth.isGlobal && !auth.isPartner) throw forbidden('Not authorized: another company');
        const rows = await db.query<{ partner_id: string | null }>(
          'SELECT partner_id FROM company WHERE id = $1',
          [asked],
        );
        if (rows.length === 0 || (!auth.isGlobal && rows[0]!.partner_id !== auth.partnerId))
          throw notFound(`Company ${asked} not found`);
        companyId = asked;
      }
      if (!companyId) throw forbidden('Not authorized: no company selected');
      const usage = await seatUsage(db, companyId);
      const out: Record<string, { quantity: number; used: number; assignedUserIds: string[] }> = {};
      for (const [module, e] of usage) {
        out[`system-${module}`] = {
          quantity: e.quantity,
          used: e.holders.size,
          assignedUserIds: [...e.holders].sort(),
        };
      }
      return out;
    },
  );

  const outboxReader = requirePrivilege(PRIV.AccountView, PRIV.AccountEdit);

  app.get('/Outbox', { preHandler: outboxReader }, async (req) => {
    const auth = authOf(req);
    if (!auth.isAdministrator) throw forbidden('Not authorized: administrators only');
    const rows = await db.query<Record<string, unknown>>(
      `SELECT o.id, o."to", o.subject, o.body, o.state, o.error, o.created_at, o.sent_at,
              COALESCE((SELECT json_agg(json_build_object('id', a.id, 'fileName', a."fileName",
                          'contentType', a."contentType", 'size', a.size) ORDER BY a."fileName")
                          FROM outbox_attachment a WHERE a.outbox_id = o.id), '[]'::json) AS attachments
         FROM outbox o WHERE o.company_id = $1 ORDER BY o.created_at DESC LIMIT 500`,
      [auth.companyId],
    );
    return rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      body: r.body,
      state: r.state,
      error: r.error,
      createdOn: (r.created_at as Date).toISOString(),
      sentOn: r.sent_at ? (r.sent_at as Date).toISOString() : null,
      attachments: typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments,
    }));
  });

  app.get<{ Params: { id: string; attachmentId: string } }>(
    '/Outbox/:id/attachment/:attachmentId',
    { preHandler: outboxReader },
    async (req, reply) => {
      const auth = authOf(req);
      if (!auth.isAdministrator) throw forbidden('Not authorized: administrators only');
      const [row] = await db.query<{ fileName: string; contentType: string; content: Uint8Array }>(
        `SELECT a."fileName", a."contentType", a.content FROM outbox_attachment a
           JOIN outbox o ON o.id = a.outbox_id
          WHERE a.id = $1 AND a.outbox_id = $2 AND o.company_id = $3`,
        [req.params.attachmentId, req.params.id, auth.companyId],
      );
      if (!row) throw notFound('Attachment not found');
      const safe = row.fileName.replace(/[^\w.\- ]+/g, '_').slice(0, 200) || 'attachment';
      return reply
        .header('content-type', row.contentType)
        .header('content-disposition', `attachment; filename="${safe}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(row.content));
    },
  );

  const setupRequired = async () => (await db.query('SELECT 1 FROM app_user LIMIT 1')).length === 0;

  app.get('/setup', async () => ({ required: await setupRequired() }));

  app.post('/setup', async (req, reply) => {
    const body = parseBody(SetupRequestSchema, req.body);
    const hash = await checkedHash(body.password);
    const userId = await db.transaction(async (tx) => {
      // Serialise concurrent set-ups: only the first one may create the first user.
      await tx.query('LOCK TABLE app_user IN EXCLUSIVE MODE');
      if ((await tx.query('SELECT 1 FROM app_user LIMIT 1')).length > 0)
        throw conflict('Setup is already complete.');
      const companyId = randomUUID();
      const uid = randomUUID();
      await tx.query('INSERT INTO company (id, name) VALUES ($1, $2)', [companyId, body.companyName]);
      for (const m of MODULES) {
        if (m !== 'Platform') {
          await tx.query('INSERT INTO company_licence (company_id, module, seats) VALUES ($1, $2, $3)', [
            companyId,
            m,
            SETUP_SEATS,
          ]);
        }
      }
      await tx.query(
        'INSERT INTO app_user (id, company_id, "userName", email, password_hash) VALUES ($1, $2, $3, $4, $5)',
        [uid, companyId, body.userName, body.email, hash],
      );
      await tx.query(
        `INSERT INTO employee (id, company_id, user_id, "firstName", "lastName", "fullName", email, "isAdministrator")
         VALUES ($1, $2, $3, $4, $5, $4 || ' ' || $5, $6, true)`,
        [randomUUID(), companyId, uid, body.userName, 'Administrator', body.email],
      );
      return uid;
    });
    reply.setCookie(SESSION_COOKIE, await createSession(db, userId), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
    });
    return { success: true };
  });
}
