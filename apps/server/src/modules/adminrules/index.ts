import type { ServerModule } from '../../platform/module.js';
import { registerAdminRuleRoutes } from './adminrules.routes.js';
import { employeeRules, registerEmployeeSelfRoutes } from './employee.rules.js';
import { extendEntity, registerIfAbsent } from './extend.js';
import {
  applyCompanyRules,
  customListRules,
  deviceRules,
  ensureServiceStatuses,
  groupingRules,
  SIMPLE_LIST_ENTITIES,
  ServiceStatusEntity,
} from './lists.rules.js';
import { applyPlaceSchemas, ensureUnitMeasures, locationRules, taskRules } from './places.rules.js';

/**
 * Rules on the administration entities owned by modules/admin (service spec 4, 5, 6): employee
 * dates, reviews, code and External ID; device name, administrator and multiples; custom lists;
 * groupings; company settings; plus the simple lists and service statuses, the invite e-mail and
 * the administrator's password set. Tables: apps/server/migrations/0300_admin.sql.
 */
export const adminRulesModule: ServerModule = {
  name: 'adminrules',
  routes(app, platform) {
    const reg = platform.entities;
    extendEntity(reg.get('Employee'), 'adminrules', employeeRules);
    extendEntity(reg.get('Device'), 'adminrules', deviceRules);
    extendEntity(reg.get('Location'), 'places', locationRules);
    extendEntity(reg.get('Task'), 'places', taskRules);
    applyPlaceSchemas({ location: reg.get('Location'), task: reg.get('Task'), device: reg.get('Device') });
    extendEntity(reg.get('CustomList'), 'adminrules', customListRules);
    extendEntity(reg.get('Grouping'), 'adminrules', groupingRules);
    applyCompanyRules(reg.get('Company'));
    for (const def of SIMPLE_LIST_ENTITIES) registerIfAbsent(reg, def);
    registerIfAbsent(reg, ServiceStatusEntity);
    registerAdminRuleRoutes(app, platform);
    registerEmployeeSelfRoutes(app, platform);
  },
  async seedDemo(db, demo) {
    await ensureServiceStatuses(db, demo.companyId);
    await ensureServiceStatuses(db, demo.secondCompanyId);
    await ensureUnitMeasures(db, demo.companyId);
  },
};
