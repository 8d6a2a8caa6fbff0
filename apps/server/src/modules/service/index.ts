import type { ServerModule } from '../../platform/module.js';
import { ServiceCategoryProblemEntity, serviceClock, TicketEntity } from './service.entities.js';
import { registerServiceRoutes } from './service.routes.js';
import { seedServiceDemo } from './service.seed.js';
import './service.reports.js';

/**
 * Service module (issue 10; service spec 3-5): the Ticket and ServiceCategoryProblem entities
 * (Skill, Part and ServiceStatus are the adminrules module's lists). Table: migration
 * 0500_service.sql. See README.md in this folder.
 */
export const serviceModule: ServerModule = {
  name: 'service',
  entities: [ServiceCategoryProblemEntity, TicketEntity],
  routes(app, platform) {
    serviceClock.clock = platform.clock;
    registerServiceRoutes(app, platform);
  },
  seedDemo: (db, demo) => seedServiceDemo(db, demo),
};
