import { EntityListQuerySchema, IntegrationAdhocRequestSchema } from '@wm/api/schemas';
import { PRIV } from '@wm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canView } from '../../platform/entities/repository.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { connectorCatalogue } from './integrations.connectors.js';
import { recordsToCsv } from './integrations.csv.js';
import { connectedConnectors } from './integrations.oauth.js';
import { runIntegration } from './integrations.service.js';

const VERSION = /^v\d+(\.\d+)?$/i;

/**
 * Integration routes (service spec 7 "Integrations"), under /api:
 * - GET /settings/connectors -> ConnectorInfo[] (csv-export, webhook, quickbooks, xero; OAuth ones
 *   'not configured' unless QUICKBOOKS_/XERO_CLIENT_ID and _CLIENT_SECRET are set; `connected` once
 *   the company authorised them through /oauth/init and /oauth/callback, integrations.oauth.ts).
 * - POST /Integration/adhoc {id, forceUpdate?} or {id, filterIds} -> {success, exportedRecords,
 *   exportedCount, message?, logId, url?} (see runIntegration).
 * Both need Platform:Execute:ManageIntegration.
 * - GET /{Entity}/exportcsv?filter=&orderby=&include*= (and /v2.0/{Entity}/exportcsv) -> text/csv of
 *   the list the same query would answer, with the list's privileges and permission limits.
 */
export function registerIntegrationRoutes(app: FastifyInstance, platform: Platform): void {
  app.get('/settings/connectors', { preHandler: requirePrivilege(PRIV.ManageIntegration) }, async (req) =>
    connectorCatalogue(process.env, await connectedConnectors(platform.db, authOf(req).companyId)),
  );

  app.post('/Integration/adhoc', { preHandler: requirePrivilege(PRIV.ManageIntegration) }, async (req) => {
    const auth = authOf(req);
    const body = parseBody(IntegrationAdhocRequestSchema, req.body);
    return runIntegration(platform, auth, body.id, body.filterIds);
  });

  const exportCsv = async (
    req: FastifyRequest<{ Params: { a: string; b?: string } }>,
    reply: import('fastify').FastifyReply,
  ) => {
    const { a, b } = req.params;
    const path = b !== undefined ? (VERSION.test(a) ? `${a}/${b}` : null) : a;
    const def = path ? platform.entities.resolve(path) : undefined;
    if (!def) throw notFound(`Unknown entity '${path ?? `${a}/${b}`}'`);
    const auth = authOf(req);
    if (!canView(def, auth))
      throw forbidden(`Not authorized: requires ${def.view.join(' or ') || 'a company'}`);
    const query = parseBody(EntityListQuerySchema, req.query);
    const records = await platform.repo(auth, def.name).list(query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${def.name}.csv"`)
      .send(recordsToCsv(records));
  };
  app.get('/:a/exportcsv', exportCsv);
  app.get('/:a/:b/exportcsv', exportCsv);
}
