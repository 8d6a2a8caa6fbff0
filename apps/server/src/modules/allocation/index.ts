import type { ServerModule } from '../../platform/module.js';
import { registerAllocationRoutes } from './allocation.routes.js';

/**
 * The time allocator (time spec 4 "Allocation", 5, 7 "Upsert TimeAllocation"): POST /api/TimeAllocation
 * splits selected open time records by segments, marks them source 'allocator' and audits every
 * change through the time module's Time entity. No tables of its own.
 */
export const allocationModule: ServerModule = {
  name: 'allocation',
  routes: registerAllocationRoutes,
};
