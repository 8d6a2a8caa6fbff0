import type { ServerModule } from '../../platform/module.js';
import { registerReportRoutes } from './reports.routes.js';
import './reports.service.js';
import './reports.more.js';
import './reports.location.js';

/**
 * The reports module (time spec 2 "Reports hub", 3 "Reports", 5 "Report running", 7 "Reports";
 * design.md "Reports"): the report registry (other modules register their reports with
 * `registerReport`, see README "Reports"), POST/GET /api/report/{key} computed on the server, and
 * export of any registered report to PDF, CSV and XLSX.
 */
export const reportsModule: ServerModule = {
  name: 'reports',
  routes: registerReportRoutes,
};

export {
  getReport,
  listReports,
  type ReportContext,
  type ReportDefinition,
  type ReportTable,
  registerReport,
} from './reports.registry.js';
export { runReport } from './reports.service.js';
export { exportReport } from './reports.export.js';
