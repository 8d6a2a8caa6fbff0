import type { ServerModule } from '../../platform/module.js';
import { registerClientErrorRoutes } from './clienterrors.js';

/**
 * Security module (issue 15): client error reports of the console's route error boundaries, ...
 * See the README's "Security" section.
 */
export const securityModule: ServerModule = {
  name: 'security',
  routes(app) {
    registerClientErrorRoutes(app);
  },
};
