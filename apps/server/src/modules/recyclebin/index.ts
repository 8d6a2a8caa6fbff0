import type { ServerModule } from '../../platform/module.js';
import { extendEntity } from '../../platform/entities/extend.js';
import { registerRecycleBinRoutes } from './recyclebin.routes.js';
import { deletionHooks } from './recyclebin.service.js';

/**
 * Recycle bin (service spec 2, 4; design.md 3): every delete of a company entity notes who and when
 * (and takes a tree record's children with it); GET /api/recyclebin lists, restore and purge act.
 * It covers every company entity of every module.
 */
export const recycleBinModule: ServerModule = {
  name: 'recyclebin',
  extendEntities(entities) {
    for (const def of entities.all()) {
      if (def.tenant === 'company') extendEntity(def, deletionHooks(def));
    }
  },
  routes: registerRecycleBinRoutes,
};
