import type { ServerModule } from '../../platform/module.js';
import { registerClientErrorRoutes } from './clienterrors.js';
import { registerCspReportRoutes } from './cspreport.js';
import { registerSignInLockRoutes } from './signinlock.js';
import { vendorEntity } from './vendor.js';

/**
 * Security module (issue 15): client error reports of the console's route error boundaries and the
 * CSP's violation reports (the headers themselves are registered by server.ts: headers.ts).
 * See the README's "Security" section.
 */
export const securityModule: ServerModule = {
  name: 'security',
  entities: [vendorEntity],
  routes(app, platform) {
    registerClientErrorRoutes(app);
    registerSignInLockRoutes(app, platform.db);
  },
  rootRoutes(app) {
    registerCspReportRoutes(app, process.env.WM_TEST_ROUTES === '1');
  },
};
