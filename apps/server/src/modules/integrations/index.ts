import type { ServerModule } from '../../platform/module.js';
import { IntegrationEntity, IntegrationLogEntity, knownRecordTypes } from './integrations.entities.js';
import { registerOAuthRoutes } from './integrations.oauth.js';
import { registerIntegrationRoutes } from './integrations.routes.js';

/**
 * Integrations (service spec 3, 4, 5, 7): Integration and IntegrationLog entities, the connector
 * catalogue, adhoc runs through the CSV-export and webhook connectors (accounting connectors behind
 * OAuth with a 'not configured' state), the OAuth start and callback pages (state checked, tokens stored encrypted), and CSV export of every entity list.
 */
export const integrationsModule: ServerModule = {
  name: 'integrations',
  entities: [IntegrationEntity, IntegrationLogEntity],
  routes(app, platform) {
    knownRecordTypes.has = (name) => platform.entities.resolve(name) !== undefined;
    registerIntegrationRoutes(app, platform);
  },
  rootRoutes: registerOAuthRoutes,
};

export { recordsToCsv } from './integrations.csv.js';
