import {
  BatchIdsRequestSchema,
  DeleteChunkSchema,
  TimeCloseRequestSchema,
  TimeProcessRequestSchema,
} from '@wm/api/schemas';
import { PRIV } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors.js';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { adoptPayrollEntities } from './payroll.entities.js';
import {
  approveBatches,
  CloseError,
  closeTime,
  PAYROLL_TOASTS,
  processBatches,
  reopenBatches,
} from './payroll.service.js';

const ids = (body: unknown) =>
  parseBody(DeleteChunkSchema, body).map((x) => (typeof x === 'string' ? x : x.id));

/**
 * Payroll routes (time spec 4, 5, 7; design.md "Time engine"), under /api:
 * - POST /Time/Close {from, to, timeIds, payPeriodId, includeUnfinished?, preview?} -> {batches,
 *   batchedIds, overlappingIds, message}; records of pay periods not ended by now stay open unless
 *   includeUnfinished; preview answers TimeClosePreview (counts) and writes nothing
 *   (Time:Execute:BatchRecords; 400 {message:'No complete record to batch', overlappingIds})
 * - POST /Time/Process {batchIds, confirmOverwrite?} -> {processed, completedShifts, batchIds, message}
 *   | {requiresConfirmation:true, manualEdits, message} (BatchRecords)
 * - POST /Batch/Close {batchIds} -> [{id, batchId, approvedTimeStamp, approvedById}]
 *   (Time:Edit:BatchedRecords or Time:Execute:CloseOrExportTimeRecord)
 * - POST /Time/Open {batchIds} -> {batchIds, timeIds, message} (BatchRecords)
 * - DELETE /TimeBatch [id | {id}] (<= 150) -> {batchIds, timeIds, message}: reverses the batches
 * - DELETE /CompletedShift [id | {id}] (<= 150) -> {deleted} (Time:Edit:BatchedRecords; approved
 *   shifts without notes 409)
 * The entity API serves PayCodeRule, PayGroup, PayPeriod, OvertimeRule, ShiftRule, TimeBatch and
 * CompletedShift (see payroll.entities.ts).
 */
export function registerPayrollRoutes(app: FastifyInstance, platform: Platform): void {
  adoptPayrollEntities(platform.entities);
  const { db } = platform;

  app.post('/Time/Close', { preHandler: requirePrivilege(PRIV.BatchRecords) }, async (req, reply) => {
    const body = parseBody(TimeCloseRequestSchema, req.body ?? {});
    try {
      return await closeTime(db, authOf(req), body, platform.clock.now());
    } catch (err) {
      if (err instanceof CloseError) {
        return reply.code(400).send({ message: err.message, overlappingIds: err.overlappingIds });
      }
      throw err;
    }
  });

  app.post('/Time/Process', { preHandler: requirePrivilege(PRIV.BatchRecords) }, async (req) => {
    const body = parseBody(TimeProcessRequestSchema, req.body ?? {});
    return processBatches(db, authOf(req), body);
  });

  app.post(
    '/Batch/Close',
    { preHandler: requirePrivilege(PRIV.BatchedRecordsEdit, PRIV.CloseOrExportTimeRecord) },
    async (req) => {
      const body = parseBody(BatchIdsRequestSchema, req.body ?? {});
      return approveBatches(db, authOf(req), body.batchIds ?? []);
    },
  );

  app.post('/Time/Open', { preHandler: requirePrivilege(PRIV.BatchRecords) }, async (req) => {
    const body = parseBody(BatchIdsRequestSchema, req.body ?? {});
    const out = await reopenBatches(db, authOf(req), body.batchIds ?? []);
    if (out.batchIds.length === 0) throw badRequest('Please select a batched record to reverse.');
    return { ...out, message: PAYROLL_TOASTS.reversed };
  });

  app.delete('/TimeBatch', { preHandler: requirePrivilege(PRIV.BatchRecords) }, async (req) => {
    const out = await reopenBatches(db, authOf(req), ids(req.body));
    return { ...out, message: PAYROLL_TOASTS.reversed };
  });

  app.delete('/CompletedShift', { preHandler: requirePrivilege(PRIV.BatchedRecordsEdit) }, async (req) => {
    const list = ids(req.body);
    const auth = authOf(req);
    await db.transaction(async (tx) => {
      const repo = platform.entities.repository('CompletedShift', auth, tx);
      for (const id of list) await repo.remove(id);
    });
    return { deleted: list };
  });
}
