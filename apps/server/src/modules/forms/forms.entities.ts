import { randomUUID } from 'node:crypto';
import {
  type Answers,
  type Form,
  type FormControl,
  type FormEventSetting,
  formErrorsMessage,
  formSaveErrors,
  fromAnswerData,
  hasNoErrors,
  type AnswerDataItem,
  PRIV,
  requirementForSaving,
  type FormRequirement,
  toAnswerData,
  validateAnswers,
} from '@wm/domain';
import { FormEventSettingSchema, FormSchema, FormSubmissionSchema } from '@wm/api/schemas';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import type { EntityContext, EntityDefinition, EntityRecord } from '../../platform/entities/types.js';

/** Job kind run when a submission is completed: its PDF, then the individual auto-e-mails. */
export const FORM_COMPLETED_JOB = 'forms.completed';

const has = (auth: Auth, priv: string) => auth.privileges.has(priv);

/** Reads the definitions of every form reachable through sub-forms from `start` (for the cycle check). */
async function loadSubFormChain(
  ctx: EntityContext,
  start: readonly FormControl[],
): Promise<Map<string, FormControl[]>> {
  const defs = new Map<string, FormControl[]>();
  let frontier = [...new Set(start.map((c) => c.formQueueId).filter((id): id is string => !!id))];
  const repo = ctx.repo('Form');
  while (frontier.length) {
    const found = await repo.getMany(frontier.filter((id) => !defs.has(id)));
    const next: string[] = [];
    for (const f of found) {
      const controls = (f.definition as FormControl[]) ?? [];
      defs.set(f.id, controls);
      for (const c of controls) if (c.formQueueId && !defs.has(c.formQueueId)) next.push(c.formQueueId);
    }
    for (const id of frontier) if (!defs.has(id)) defs.set(id, []);
    frontier = [...new Set(next)];
  }
  return defs;
}

/**
 * Refuses ids that are not active employees or locations of the caller's company (400
 * '{Employee|Location} {id} not found', the first unknown one): requirement and subscription pickers.
 */
async function requireKnownIds(
  ctx: EntityContext,
  table: 'employee' | 'location',
  ids: unknown,
): Promise<void> {
  const list = Array.isArray(ids) ? [...new Set(ids.map(String))] : [];
  if (list.length === 0) return;
  const rows = await ctx.db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE company_id = $1 AND id = ANY($2::text[]) AND status = 1`,
    [ctx.auth.companyId, list],
  );
  const known = new Set(rows.map((r) => r.id));
  const missing = list.find((id) => !known.has(id));
  if (missing) throw badRequest(`${table === 'employee' ? 'Employee' : 'Location'} ${missing} not found`);
}

function normaliseRequirements(record: Record<string, unknown>): void {
  for (const dir of ['in', 'out'] as const) {
    for (const kind of ['Employee', 'Location'] as const) {
      const rk = `${dir}${kind}Requirement`;
      const ik = `${dir}${kind}Ids`;
      const v = requirementForSaving({
        requirement: (record[rk] as FormRequirement) ?? 'none',
        ids: (record[ik] as string[]) ?? [],
      });
      record[rk] = v.requirement;
      record[ik] = v.ids;
    }
  }
}

/**
 * Form (platform spec 3): read by form builders and by everyone who fills or views submissions;
 * saved by FormBuilder editors after the form-save rules of 5.1 (the first error is the 400
 * message), with the requirement normalisation of 4.2.
 */
export const FormEntity: EntityDefinition = {
  name: 'Form',
  table: 'form',
  tenant: 'company',
  columns: { name: 'string', defaultSubmissionStatus: 'string', orientation: 'string' },
  schema: FormSchema,
  view: [PRIV.FormBuilderView, PRIV.FormSubmissionExecute, PRIV.FormSubmissionView],
  edit: [PRIV.FormBuilderEdit],
  defaultOrderBy: 'name asc',
  hooks: {
    async beforeSave(ctx, record) {
      const id = String(record.id);
      const definition = (record.definition as FormControl[]) ?? [];
      const chain = await loadSubFormChain(ctx, definition);
      const form = { ...record, id, definition } as unknown as Form;
      const first = formSaveErrors(form, (fid) => chain.get(fid))[0];
      if (first) throw badRequest(first.message);
      const out: Record<string, unknown> = { ...record, orientation: record.orientation ?? 'portrait' };
      normaliseRequirements(out);
      for (const dir of ['in', 'out'] as const) {
        await requireKnownIds(ctx, 'employee', out[`${dir}EmployeeIds`]);
        await requireKnownIds(ctx, 'location', out[`${dir}LocationIds`]);
      }
      return out;
    },
  },
};

/**
 * FormEventSetting (platform spec 3): an auto-e-mail subscription of a form, checked by the
 * subscription rules of 5.1; individually clears the schedule, batched needs one.
 */
export const FormEventSettingEntity: EntityDefinition = {
  name: 'FormEventSetting',
  table: 'form_event_setting',
  tenant: 'company',
  columns: { form_id: 'string', name: 'string', sendType: 'string', schedule_id: 'string' },
  expand: { schedule: 'Schedule' },
  schema: FormEventSettingSchema,
  view: [PRIV.FormBuilderView],
  edit: [PRIV.FormBuilderEdit],
  defaultOrderBy: 'name asc',
  hooks: {
    async beforeSave(ctx, record) {
      const probe = {
        ...{ id: 'probe', name: 'probe', status: 1, definition: [], defaultSubmissionStatus: 'completed' },
        formEventSettings: [record as unknown as FormEventSetting],
      } as Form;
      const first = formSaveErrors(probe)[0];
      if (first) throw badRequest(first.message);
      const form = await ctx.repo('Form').get(String(record.form_id));
      if (!form) throw badRequest(`Form ${record.form_id} not found`);
      await requireKnownIds(ctx, 'employee', record.toEmployeeIds);
      if (record.fromAnyone !== true) await requireKnownIds(ctx, 'employee', record.fromEmployeeIds);
      if (record.sendType === 'individually') return { ...record, schedule_id: null };
      if (!record.schedule_id) throw badRequest('A batched subscription needs a schedule.');
      const schedule = await ctx.repo('Schedule').get(String(record.schedule_id));
      if (!schedule) throw badRequest(`Schedule ${record.schedule_id} not found`);
      return record;
    },
  },
};

const ENTITY_OF_SELECT: Record<string, string> = {
  location: 'Location',
  device: 'Device',
  asset: 'Asset',
  task: 'Task',
  employee: 'Employee',
};

/** Refuses entity-select answers the caller may not see (platform spec 6: only permitted entities). */
async function checkEntityAnswers(ctx: EntityContext, controls: FormControl[], answers: Answers) {
  for (const c of controls) {
    if (c.type !== 'select' || !c.selectType || !ENTITY_OF_SELECT[c.selectType]) continue;
    const v = answers[c.id];
    if (typeof v !== 'string' || v === '') continue;
    let found: EntityRecord | null = null;
    try {
      found = await ctx.repo(ENTITY_OF_SELECT[c.selectType] as string).get(v);
    } catch {
      found = null;
    }
    if (!found) throw badRequest(`${c.name}: unknown ${c.selectType} ${v}`);
  }
}

/** Queues the completed-submission job in the caller's transaction (exactly once per submission). */
export async function enqueueCompleted(db: Db, companyId: string, submissionId: string): Promise<void> {
  await db.query(
    `INSERT INTO job (id, company_id, kind, payload, run_at, dedupe_key, max_attempts)
     VALUES ($1, $2, $3, $4::jsonb, now(), $5, 5) ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      randomUUID(),
      companyId,
      FORM_COMPLETED_JOB,
      JSON.stringify({ submissionId }),
      `form-completed:${submissionId}`,
    ],
  );
}

/** Whether the caller created the submission (own submissions, platform spec 6). */
export function isOwnSubmission(auth: Auth, record: Record<string, unknown>): boolean {
  return !!auth.employeeId && record.createdBy_id === auth.employeeId;
}

/**
 * FormSubmission (platform spec 3, 4.2, 6): drafts and completed fills. Readers with
 * Forms:View:FormSubmission see the company's; everyone else (a field employee filling forms) only
 * their own. Saving needs Forms:Execute:FormSubmission; the server takes the form's current
 * definition as the snapshot, computes formulas, refuses entity answers the caller may not see and
 * validates a completed fill by the rules of 5.2 ('Please correct errors in {form} before
 * continuing.'). A completed submission cannot go back to draft. Deleting counts own and others'
 * submissions (FormMineDelete / FormOthersDelete) and takes its sub-form submissions with it.
 */
export const FormSubmissionEntity: EntityDefinition = {
  name: 'FormSubmission',
  table: 'form_submission',
  tenant: 'company',
  columns: {
    name: 'string',
    description: 'string',
    submissionStatus: 'string',
    form_id: 'string',
    parent_id: 'string',
    employee_id: 'string',
    location_id: 'string',
    task_id: 'string',
    asset_id: 'string',
    device_id: 'string',
    time_id: 'string',
    ticket_id: 'string',
    file_id: 'string',
    createdBy_id: 'string',
    updatedBy_id: 'string',
    editedTimeStamp: 'datetime',
    draftedTimeStamp: 'datetime',
  },
  expand: { updatedBy: 'Employee', createdBy: 'Employee', parent: 'FormSubmission' },
  schema: FormSubmissionSchema,
  view: [PRIV.FormSubmissionView],
  viewOwn: true,
  edit: [PRIV.FormSubmissionExecute, PRIV.FormMineDelete, PRIV.FormOthersDelete],
  defaultOrderBy: 'editedTimeStamp desc',
  hooks: {
    scope(auth, p) {
      if (has(auth, PRIV.FormSubmissionView)) return null;
      return `t."createdBy_id" = ${p(auth.employeeId ?? '')}`;
    },
    async beforeSave(ctx, record, existing) {
      const { auth } = ctx;
      if (!has(auth, PRIV.FormSubmissionExecute)) {
        throw forbidden(`Not authorized: requires ${PRIV.FormSubmissionExecute}`);
      }
      if (existing && !isOwnSubmission(auth, existing) && !has(auth, PRIV.FormSubmissionView)) {
        throw forbidden('Not authorized to change the form submissions of others');
      }
      if (existing?.submissionStatus === 'completed' && record.submissionStatus === 'draft') {
        throw badRequest('A completed form cannot be saved as a draft.');
      }
      if (existing && existing.form_id !== record.form_id) throw badRequest('form_id cannot change.');
      const form = await ctx.repo('Form').get(String(record.form_id));
      if (!form || (!existing && form.status !== 1)) throw badRequest(`Form ${record.form_id} not found`);
      if (record.parent_id) {
        const parent = await ctx.repo('FormSubmission').get(String(record.parent_id));
        if (!parent) throw badRequest(`Parent submission ${record.parent_id} not found`);
      }
      if (record.time_id && record.time_id !== existing?.time_id) {
        // A submission links only to a time record the caller may read (the clock's in/out forms).
        let time: EntityRecord | null = null;
        try {
          time = await ctx.repo('Time').get(String(record.time_id));
        } catch {
          time = null;
        }
        if (!time) throw badRequest(`Time record ${record.time_id} not found`);
      }
      if (record.ticket_id && record.ticket_id !== existing?.ticket_id) {
        // A submission is filled for a ticket the caller may read (a field employee: his own).
        let ticket: EntityRecord | null = null;
        try {
          ticket = await ctx.repo('Ticket').get(String(record.ticket_id));
        } catch {
          ticket = null;
        }
        if (!ticket) throw badRequest(`Ticket ${record.ticket_id} not found`);
      }
      const definition =
        (existing?.formDefinition as FormControl[] | undefined) ?? (form.definition as FormControl[]) ?? [];
      const id = String(record.id);
      const answers = fromAnswerData((record.answerData as AnswerDataItem[]) ?? []);
      await checkEntityAnswers(ctx, definition, answers);
      if (record.submissionStatus === 'completed') {
        const errors = validateAnswers(definition, answers);
        if (!hasNoErrors(errors)) {
          const detail = Object.entries(errors)
            .map(([k, e]) => {
              const control = definition.find((c) => c.id === k.split(':')[0]);
              return `${control?.name ?? k}: ${e.message}`;
            })
            .join('; ');
          throw badRequest(`${formErrorsMessage(String(form.name))} ${detail}`);
        }
      }
      const now = new Date().toISOString();
      return {
        ...record,
        name: form.name,
        formDefinition: definition,
        answerData: toAnswerData(definition, answers, String(form.id), id),
        createdBy_id: existing ? existing.createdBy_id : auth.employeeId,
        employee_id: record.employee_id ?? (existing ? existing.employee_id : auth.employeeId),
        updatedBy_id: auth.employeeId,
        createdTimeStamp: existing?.createdTimeStamp ?? now,
        updatedTimeStamp: now,
        editedTimeStamp: now,
        draftedTimeStamp: record.submissionStatus === 'draft' ? now : (existing?.draftedTimeStamp ?? null),
        // Files of the print belong to the server: a client cannot point them elsewhere.
        file_id: existing?.file_id ?? null,
        fileHistoryIds: existing?.fileHistoryIds ?? [],
        isReprint: false,
      };
    },
    async afterSave(ctx, saved, _input, existing) {
      if (saved.submissionStatus === 'completed' && existing?.submissionStatus !== 'completed') {
        await enqueueCompleted(ctx.db, String(ctx.auth.companyId), saved.id);
      }
    },
    async beforeDelete(ctx, existing) {
      const own = isOwnSubmission(ctx.auth, existing);
      const need = own ? PRIV.FormMineDelete : PRIV.FormOthersDelete;
      if (!has(ctx.auth, need)) throw forbidden(`Not authorized: requires ${need}`);
      await ctx.db.query(
        `UPDATE form_submission SET status = 3, updated_at = now()
         WHERE company_id = $1 AND parent_id = $2 AND status <> 3`,
        [ctx.auth.companyId, existing.id],
      );
    },
  },
};
