import type { ServerModule } from '../../platform/module.js';
import { PAYROLL_ENTITIES } from './payroll.entities.js';
import { registerPayrollRoutes } from './payroll.routes.js';
import { seedPayrollDemo } from './payroll.seed.js';

/**
 * The payroll module (issue 4 "Time and payroll"; service spec 3, 4, 5, 7 "Payroll"; time spec 3, 4,
 * 5, 7): pay code, pay group, pay period, overtime and shift rules; time batches and completed
 * shifts; Time/Close, Time/Process, Batch/Close and Time/Open. Tables: migrations/0200_payroll.sql.
 */
export const payrollModule: ServerModule = {
  name: 'payroll',
  entities: PAYROLL_ENTITIES,
  routes: registerPayrollRoutes,
  seedDemo: seedPayrollDemo,
};

export {
  closeTime,
  processBatches,
  approveBatches,
  reopenBatches,
  PAYROLL_TOASTS,
  BATCH_MESSAGES,
} from './payroll.service.js';
