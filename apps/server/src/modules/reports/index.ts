import type { ServerModule } from '../../platform/module.js';
import { registerReportRoutes } from './reports.routes.js';

/**
 * The reports module (time spec 2 "Reports hub", 3 "Reports", 5 "Report running", 7 "Reports";
 * design.md "Reports"): GET and POST /api/report/{key} computed on the server for payroll-summary,
 * payroll-detail, employee-time-card and time-audit-log.
 */
export const reportsModule: ServerModule = {
  name: 'reports',
  routes: registerReportRoutes,
};

export { REPORT_DEFINITIONS, runReport } from './reports.service.js';
