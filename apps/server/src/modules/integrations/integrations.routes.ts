import { randomBytes } from 'node:crypto';
import { EntityListQuerySchema, IntegrationAdhocRequestSchema } from '@wm/api/schemas';
import { PRIV } from '@wm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canView } from '../../platform/entities/repository.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { connectorCatalogue, connectorDef, oauthConfigured } from './integrations.connectors.js';
import { recordsToCsv } from './integrations.csv.js';
import { runIntegration } from './integrations.service.js';

const VERSION = /^v\d+(\.\d+)?$/i;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Integration routes (service spec 7 "Integrations"), under /api:
 * - GET /settings/connectors -> ConnectorInfo[] (csv-export, webhook, quickbooks, xero; OAuth ones
 *   'not configured' unless QUICKBOOKS_/XERO_CLIENT_ID and _CLIENT_SECRET are set).
 * - POST /Integration/adhoc {id, forceUpdate?} or {id, filterIds} -> {success, exportedRecords,
 *   exportedCount, message?, logId, url?} (see runIntegration).
 * Both need Platform:Execute:ManageIntegration.
 * - GET /{Entity}/exportcsv?filter=&orderby=&include*= (and /v2.0/{Entity}/exportcsv) -> text/csv of
 *   the list the same query would answer, with the list's privileges and permission limits.
 */
export function registerIntegrationRoutes(app: FastifyInstance, platform: Platform): void {
  app.get('/settings/connectors', { preHandler: requirePrivilege(PRIV.ManageIntegration) }, async () =>
    connectorCatalogue(),
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

/**
 * GET /oauth/init/{connectorId} (outside /api; the console opens it in a 700x600 window): a small
 * HTML page saying the connector is not configured, or a redirect to the provider's consent page
 * when its client id and secret are set. Unknown or non-OAuth connectors: 404 page.
 */
export function registerOAuthInit(root: FastifyInstance, platform: Platform): void {
  root.get<{ Params: { connectorId: string } }>('/oauth/init/:connectorId', async (req, reply) => {
    const def = connectorDef(req.params.connectorId);
    const page = (status: number, title: string, text: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><main><h1>${esc(title)}</h1><p>${esc(text)}</p></main></body></html>`,
        );
    if (!def?.oauth)
      return page(404, 'Unknown connector', `There is no OAuth connector '${req.params.connectorId}'.`);
    if (!oauthConfigured(def))
      return page(
        200,
        `${def.name} is not configured`,
        `${def.name} is not configured on this server: set ${def.oauth.clientIdEnv} and ${def.oauth.clientSecretEnv} to connect.`,
      );
    const redirect = `${platform.publicUrl}/oauth/callback/${def.id}`;
    const url = new URL(def.oauth.authorizeUrl);
    url.searchParams.set('client_id', process.env[def.oauth.clientIdEnv]!);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', def.oauth.scope);
    url.searchParams.set('redirect_uri', redirect);
    url.searchParams.set('state', randomBytes(16).toString('base64url'));
    return reply.redirect(url.toString(), 302);
  });
}
