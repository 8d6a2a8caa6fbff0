import type { ServerModule } from '../../platform/module.js';
import { filesFromEnv } from '../files/files.routes.js';
import { registerCsvRoutes } from './csv.routes.js';

/** CSV import of employees, locations, tasks and assets (service spec 5 "CSV import", 7). */
export const csvModule: ServerModule = {
  name: 'csv',
  routes: (app, platform) => registerCsvRoutes(app, platform, filesFromEnv()),
};
