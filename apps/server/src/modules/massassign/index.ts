import type { ServerModule } from '../../platform/module.js';
import { registerMassAssignRoutes } from './massassign.routes.js';

/** Mass assignment of roles, permission sets/profiles and pay groups (service spec 4, 5, 7). */
export const massAssignModule: ServerModule = {
  name: 'massassign',
  routes: registerMassAssignRoutes,
};
