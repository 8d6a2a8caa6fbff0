import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../platform/module.js';
import { IntegrationEntity, IntegrationLogEntity, knownRecordTypes } from './integrations.entities.js';
import { registerIntegrationRoutes, registerOAuthInit } from './integrations.routes.js';

/**
 * The root Fastify instance of a child (prefixed) one. Fastify makes plugin instances with
 * Object.create(parent), so the root is the first prototype whose prefix is ''. Used for the one
 * route outside /api (GET /oauth/init/{connectorId}) until modules get a root-routes hook
 * (requested from server-platform in /work/notes/requests.md).
 */
function rootOf(app: FastifyInstance): FastifyInstance | null {
  let cur: FastifyInstance | null = app;
  while (cur && cur.prefix !== '') cur = Object.getPrototypeOf(cur) as FastifyInstance | null;
  return cur && typeof cur.get === 'function' ? cur : null;
}

/**
 * Integrations (service spec 3, 4, 5, 7): Integration and IntegrationLog entities, the connector
 * catalogue, adhoc runs through the CSV-export and webhook connectors (accounting connectors behind
 * OAuth with a 'not configured' state), the OAuth start page, and CSV export of every entity list.
 */
export const integrationsModule: ServerModule = {
  name: 'integrations',
  entities: [IntegrationEntity, IntegrationLogEntity],
  routes(app, platform) {
    knownRecordTypes.has = (name) => platform.entities.resolve(name) !== undefined;
    registerIntegrationRoutes(app, platform);
    const root = rootOf(app);
    if (root) registerOAuthInit(root, platform);
    else app.log.warn('integrations: no root instance; /oauth/init is not served');
  },
};

export { recordsToCsv } from './integrations.csv.js';
