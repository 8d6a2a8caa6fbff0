import { TimeAllocationRequestSchema } from '@wm/api/schemas';
import { PRIV } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { allocateTime } from './allocation.service.js';

/**
 * Allocation routes (time spec 7 "Upsert TimeAllocation"), under /api:
 * - POST /TimeAllocation {originalRecords:[{id,inTimeStamp,outTimeStamp}], allocatedRecords:[segment]}
 *   -> the saved time records (Time:Execute:AllocateRecords; see allocateTime for the refusals).
 */
export function registerAllocationRoutes(app: FastifyInstance, platform: Platform): void {
  const deps = { db: platform.db, entities: platform.entities };
  app.post('/TimeAllocation', { preHandler: requirePrivilege(PRIV.AllocateRecords) }, async (req) => {
    const body = parseBody(TimeAllocationRequestSchema, req.body);
    return allocateTime(deps, authOf(req), body);
  });
}
