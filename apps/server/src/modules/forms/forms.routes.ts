import { PRIV } from '@wm/domain';
import { FormPrintRequestSchema, FormSubmissionDeleteSchema } from '@wm/api/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { Platform } from '../../platform/module.js';
import { requiredClockForms } from './forms.clock.js';
import { FORM_COMPLETED_JOB, isOwnSubmission } from './forms.entities.js';
import {
  enqueueDueBatches,
  FORM_BATCH_JOB,
  handleBatch,
  handleCompleted,
  printSubmission,
} from './forms.service.js';

/**
 * Forms routes under /api (platform spec 5.3, 6, 7):
 * - POST /FormSubmission/printpreview {id} and /FormSubmission/reprint {id}: a new PDF of the
 *   saved submission (execute access; only submissions the caller may read), stored as its File;
 *   answers {fileId, pdf (base64)}.
 * - POST /FormSubmission/delete {ids}: multi-delete; sub-form submissions are ignored and counted
 *   ({deleted, ignoredSubForms}); refused when own ones are included without FormMineDelete or
 *   others' without FormOthersDelete.
 * - GET /form/clockforms?direction=in|out&employee_id=&location_id=: the forms required at that
 *   clock IN or OUT for the employee at the location ([{id, name, definition}]; platform spec 3, 4.2),
 *   for a caller who may clock that employee (own, or Time:Execute:ClockInOthers).
 * And the jobs: the completed-submission job and the batched e-mail runs.
 */
export function registerFormRoutes(app: FastifyInstance, platform: Platform): void {
  const print = (isReprint: boolean) => async (req: import('fastify').FastifyRequest) => {
    const auth = authOf(req);
    const { id } = parseBody(FormPrintRequestSchema, req.body);
    const found = await platform.repo(auth, 'FormSubmission').get(id);
    if (!found || found.status === 3) throw notFound(`FormSubmission ${id} not found`);
    const printed = await printSubmission(platform, String(auth.companyId), id, auth.employeeId, isReprint);
    return { fileId: printed.fileId, pdf: printed.pdf.toString('base64') };
  };
  app.post(
    '/FormSubmission/printpreview',
    { preHandler: requirePrivilege(PRIV.FormSubmissionExecute) },
    print(false),
  );
  app.post(
    '/FormSubmission/reprint',
    { preHandler: requirePrivilege(PRIV.FormSubmissionExecute) },
    print(true),
  );

  const ClockFormsQuery = z.strictObject({
    direction: z.enum(['in', 'out'], "direction must be 'in' or 'out'"),
    employee_id: z.string().min(1, 'employee_id is required').max(64),
    location_id: z.string().max(64).optional(),
  });
  app.get(
    '/form/clockforms',
    { preHandler: requirePrivilege(PRIV.TimeTracking, PRIV.ClockInOthers) },
    async (req) => {
      const auth = authOf(req);
      const q = parseBody(ClockFormsQuery, req.query ?? {});
      if (q.employee_id !== auth.employeeId && !auth.privileges.has(PRIV.ClockInOthers)) {
        throw forbidden(`Not authorized to clock others: requires ${PRIV.ClockInOthers}`);
      }
      return requiredClockForms(
        platform.db,
        String(auth.companyId),
        q.direction,
        q.employee_id,
        q.location_id || null,
      );
    },
  );

  app.post(
    '/FormSubmission/delete',
    { preHandler: requirePrivilege(PRIV.FormMineDelete, PRIV.FormOthersDelete) },
    async (req) => {
      const auth = authOf(req);
      const { ids } = parseBody(FormSubmissionDeleteSchema, req.body);
      const repo = platform.repo(auth, 'FormSubmission');
      const found = await repo.getMany(ids);
      const live = found.filter((r) => r.status !== 3);
      const parents = live.filter((r) => !r.parent_id);
      const ignoredSubForms = live.length - parents.length;
      const own = parents.filter((r) => isOwnSubmission(auth, r)).length;
      const others = parents.length - own;
      if (own > 0 && !auth.privileges.has(PRIV.FormMineDelete)) {
        throw forbidden(
          `Not authorized to delete ${own} of your own form submission(s): requires ${PRIV.FormMineDelete}`,
        );
      }
      if (others > 0 && !auth.privileges.has(PRIV.FormOthersDelete)) {
        throw forbidden(
          `Not authorized to delete ${others} form submission(s) of others: requires ${PRIV.FormOthersDelete}`,
        );
      }
      for (const r of parents) await repo.remove(r.id);
      return { deleted: parents.length, ignoredSubForms };
    },
  );

  platform.jobs.handle<{ submissionId: string }>(FORM_COMPLETED_JOB, async (job) => {
    if (job.companyId) await handleCompleted(platform, job.companyId, job.payload.submissionId);
  });
  platform.jobs.handle<{ settingId: string; dueAt: string }>(FORM_BATCH_JOB, async (job) => {
    if (job.companyId) await handleBatch(platform, job.companyId, job.payload.settingId, job.payload.dueAt);
  });
  platform.jobs.every('forms.batchedEmail', 60_000, (now) => enqueueDueBatches(platform, now));
}
