import type { ServerModule } from '../../platform/module.js';
import { extendEntity } from '../adminrules/extend.js';
import { registerRecycleBinRoutes } from './recyclebin.routes.js';
import { deletionHooks } from './recyclebin.service.js';

/**
 * Recycle bin (service spec 2, 4; design.md 3): every delete of a company entity notes who and when
 * (and takes a tree record's children with it); GET /api/recyclebin lists, restore and purge act.
 * List it after the modules whose entities it should cover (it extends those registered by then).
 */
export const recycleBinModule: ServerModule = {
  name: 'recyclebin',
  routes(app, platform) {
    for (const def of platform.entities.all()) {
      if (def.tenant === 'company') extendEntity(def, 'recyclebin', deletionHooks(def));
    }
    registerRecycleBinRoutes(app, platform);
  },
};
