import type { ServerModule } from '../platform/module.js';
import { adminModule } from './admin/index.js';
import { csvModule } from './csv/index.js';
import { filesModule } from './files/index.js';
import { timeModule } from './time/index.js';
import { payrollModule } from './payroll/index.js';
import { reportsModule } from './reports/index.js';
import { adminRulesModule } from './adminrules/index.js';
import { permissionsModule } from './permissions/index.js';
import { recycleBinModule } from './recyclebin/index.js';
import { massAssignModule } from './massassign/index.js';
import { integrationsModule } from './integrations/index.js';
import { allocationModule } from './allocation/index.js';
import { customFieldsModule } from './customfields/index.js';
import { schedulesModule } from './schedules/index.js';
import { securityModule } from './security/index.js';
import { formsModule } from './forms/index.js';
import { assetsModule } from './assets/index.js';
import { insightModule } from './insight/index.js';
import { serviceModule } from './service/index.js';
import { partnersModule } from './partners/index.js';

/**
 * Every server module, in order (migrations, entities, routes and demo seeds run in this order).
 * server-time: add `import { timeModule } from './time/index.js';` and append `timeModule` below
 * (this file is the one shared line; see apps/server/src/platform/README.md).
 */
export const SERVER_MODULES: ServerModule[] = [
  adminModule,
  filesModule,
  csvModule,
  timeModule,
  payrollModule,
  reportsModule,
  adminRulesModule,
  permissionsModule,
  recycleBinModule,
  massAssignModule,
  integrationsModule,
  allocationModule,
  customFieldsModule,
  schedulesModule,
  securityModule,
  formsModule,
  assetsModule,
  insightModule,
  serviceModule,
  partnersModule,
];
