import { type ClockRequirementFields, type FormControl, formRequiredAtClock } from '@wm/domain';
import type { Db } from '../../platform/db/db.js';
import { type LookupMemo, memoised } from '../../platform/db/memo.js';
import { badRequest } from '../../platform/errors.js';

/** A form required at the clock, with what the filler needs. */
export interface ClockForm {
  id: string;
  name: string;
  definition: FormControl[];
}

/**
 * SQL condition (on a `form` row) of the forms that can be required at a clock at all: one of their
 * four clock requirements is set (formRequiredAtClock answers false when none is). A clock reads only
 * those, so a company's other forms and their definitions never travel with a clock call.
 */
export const CLOCK_FORM_CONDITION = `(data->>'inEmployeeRequirement' IN ('all', 'optIn', 'optOut')
  OR data->>'outEmployeeRequirement' IN ('all', 'optIn', 'optOut')
  OR data->>'inLocationRequirement' IN ('all', 'optIn', 'optOut')
  OR data->>'outLocationRequirement' IN ('all', 'optIn', 'optOut'))`;

/**
 * The active forms of the company required at clock `direction` for this employee at this location
 * (platform spec 3, 4.2; the rule is formRequiredAtClock), by name. With `memo` (a batch such as
 * the offline clock queue) the company's forms are read once per request.
 */
export async function requiredClockForms(
  db: Db,
  companyId: string,
  direction: 'in' | 'out',
  employeeId: string,
  locationId: string | null,
  memo?: LookupMemo,
): Promise<ClockForm[]> {
  const rows = await memoised(memo, `form:${companyId}`, () =>
    db.query<{ id: string; name: string; data: Record<string, unknown> | null }>(
      `SELECT id, name, data FROM form WHERE company_id = $1 AND status = 1 AND ${CLOCK_FORM_CONDITION} ORDER BY name, id`,
      [companyId],
    ),
  );
  return rows
    .filter((r) =>
      formRequiredAtClock((r.data ?? {}) as ClockRequirementFields, direction, employeeId, locationId),
    )
    .map((r) => ({
      id: r.id,
      name: r.name,
      definition: Array.isArray(r.data?.definition) ? (r.data.definition as FormControl[]) : [],
    }));
}

/**
 * Checks the form submissions sent with a clock IN or OUT (Time inFormSubmissionIds /
 * outFormSubmissionIds) and that they cover every required form. Each id must be a live completed
 * submission of this employee not yet linked to a time record (400 'Form submission X not found',
 * '... is not completed', '... is not of {employee}', '... already belongs to a time record'); a
 * required form without one is refused with "Please complete the form '{name}' for {employee}
 * before clock IN." Returns the ids to link once the record is saved (linkClockForms). `memo`: see
 * requiredClockForms.
 */
export async function checkClockForms(
  db: Db,
  companyId: string,
  direction: 'in' | 'out',
  employee: { id: string; fullName: string },
  locationId: string | null,
  given: readonly string[] | null | undefined,
  memo?: LookupMemo,
): Promise<string[]> {
  const ids = [...new Set(given ?? [])];
  const subs = ids.length
    ? await db.query<{
        id: string;
        form_id: string;
        employee_id: string | null;
        submissionStatus: string;
        time_id: string | null;
      }>(
        `SELECT id, form_id, employee_id, "submissionStatus", time_id FROM form_submission
          WHERE company_id = $1 AND id = ANY($2::text[]) AND status = 1`,
        [companyId, ids],
      )
    : [];
  for (const id of ids) {
    const s = subs.find((x) => x.id === id);
    if (!s) throw badRequest(`Form submission ${id} not found`);
    if (s.submissionStatus !== 'completed') throw badRequest(`Form submission ${id} is not completed`);
    if (s.employee_id !== employee.id)
      throw badRequest(`Form submission ${id} is not of ${employee.fullName}`);
    if (s.time_id) throw badRequest(`Form submission ${id} already belongs to a time record`);
  }
  const required = await requiredClockForms(db, companyId, direction, employee.id, locationId, memo);
  const missing = required.find((f) => !subs.some((s) => s.form_id === f.id));
  if (missing) {
    throw badRequest(
      `Please complete the form '${missing.name}' for ${employee.fullName} before clock ${direction.toUpperCase()}.`,
    );
  }
  return ids;
}

/** Links the checked submissions to the saved time record (FormSubmission.time_id). */
export async function linkClockForms(db: Db, companyId: string, ids: readonly string[], timeId: string) {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE form_submission SET time_id = $3, updated_at = now() WHERE company_id = $1 AND id = ANY($2::text[])`,
    [companyId, ids, timeId],
  );
}
