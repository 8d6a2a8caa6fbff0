import type { ServerModule } from '../../platform/module.js';
import { ADMIN_ENTITIES } from './admin.entities.js';

/**
 * The administration module: companies, employees, users, roles, locations, tasks, devices, assets,
 * lists, labels, pay groups and periods (service spec 3, 7). Its tables are in the platform's
 * migrations (apps/server/migrations); its extra routes are registered by the server itself
 * because they need the cookie settings (registerAdminRoutes).
 */
export const adminModule: ServerModule = {
  name: 'admin',
  entities: ADMIN_ENTITIES,
};

export { registerAdminRoutes } from './admin.routes.js';
