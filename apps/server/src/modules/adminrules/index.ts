import type { ServerModule } from '../../platform/module.js';
import { registerAdminRuleRoutes } from './adminrules.routes.js';
import { employeeRules, registerEmployeeSelfRoutes } from './employee.rules.js';
import { extendEntity } from '../../platform/entities/extend.js';
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
  entities: [...SIMPLE_LIST_ENTITIES, ServiceStatusEntity],
  extendEntities(reg) {
    extendEntity(reg.get('Employee'), employeeRules);
    extendEntity(reg.get('Device'), deviceRules);
    extendEntity(reg.get('Location'), locationRules);
    extendEntity(reg.get('Task'), taskRules);
    applyPlaceSchemas({ location: reg.get('Location'), task: reg.get('Task'), device: reg.get('Device') });
    extendEntity(reg.get('CustomList'), customListRules);
    extendEntity(reg.get('Grouping'), groupingRules);
    applyCompanyRules(reg.get('Company'));
  },
  routes(app, platform) {
    registerAdminRuleRoutes(app, platform);
    registerEmployeeSelfRoutes(app, platform);
  },
  async seedDemo(db, demo) {
    await ensureServiceStatuses(db, demo.companyId);
    await ensureServiceStatuses(db, demo.secondCompanyId);
    await ensureUnitMeasures(db, demo.companyId);
  },
};
