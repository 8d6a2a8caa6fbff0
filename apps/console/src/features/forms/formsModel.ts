import { filterString } from '@wm/api';
import type { Answers, AnswerValue, FormControl } from '@wm/domain';

/** A Form as the console reads it. */
export interface FormRow {
  id: string;
  name: string;
  status?: number;
  definition: FormControl[];
  defaultSubmissionStatus?: 'draft' | 'completed' | null;
  [key: string]: unknown;
}

/** A FormSubmission as the console reads it. */
export interface SubmissionRow {
  id: string;
  name?: string | null;
  description?: string | null;
  submissionStatus: 'draft' | 'completed';
  form_id: string;
  parent_id?: string | null;
  employee_id?: string | null;
  location_id?: string | null;
  createdBy_id?: string | null;
  updatedBy_id?: string | null;
  editedTimeStamp?: string | null;
  file_id?: string | null;
  answerData?: { controlId: string; answer: AnswerValue }[];
  allSubformSubmissionIds?: string[];
  status?: number;
}

/** The answerData the server takes: one item per answered control (it computes the rest). */
export function answerItems(answers: Answers): { controlId: string; answer: AnswerValue }[] {
  return Object.entries(answers)
    .filter(([, v]) => v !== undefined)
    .map(([controlId, answer]) => ({ controlId, answer: answer ?? null }));
}

/** The answers map of a stored submission. */
export function answersOf(row: Pick<SubmissionRow, 'answerData'> | null | undefined): Answers {
  const out: Answers = {};
  for (const a of row?.answerData ?? []) out[a.controlId] = a.answer;
  return out;
}

/**
 * The records of one save (platform spec 7 "Save submissions"): the parent, then one record per open
 * sub-form with parent_id; the parent lists the sub-form ids in allSubformSubmissionIds.
 */
export function submissionPayload(input: {
  id: string;
  form: FormRow;
  status: 'draft' | 'completed';
  answers: Answers;
  subForms: { controlId: string; formId: string; id: string; answers: Answers }[];
  description?: string;
  timeZone: string;
}): Record<string, unknown>[] {
  const parent = {
    id: input.id,
    form_id: input.form.id,
    submissionStatus: input.status,
    description: input.description ?? null,
    answerData: answerItems(input.answers),
    allSubformSubmissionIds: input.subForms.map((s) => s.id),
    editedTimeZone: input.timeZone,
    ...(input.status === 'draft' ? { draftedTimeZone: input.timeZone } : {}),
  };
  return [
    parent,
    ...input.subForms.map((s) => ({
      id: s.id,
      form_id: s.formId,
      parent_id: input.id,
      submissionStatus: input.status,
      answerData: answerItems(s.answers),
      editedTimeZone: input.timeZone,
    })),
  ];
}

/** Which submissions the Parent filter keeps: all, parent forms only, or sub-forms only. */
export type ParentFilter = 'all' | 'parents' | 'subForms';

/**
 * The filters of the completed and drafts lists (platform spec 2.4): the edited-date range as UTC
 * instants (end already extended by a day), and ids chosen in the selects ('' or undefined: any).
 * `parent` is ignored on drafts (the drafts list has no parent filter).
 */
export interface SubmissionCriteria {
  status: 'completed' | 'draft';
  range?: { from: string; to: string } | null;
  form?: string;
  modifiedBy?: string;
  parent?: ParentFilter;
  description?: string;
  employee?: string;
  location?: string;
  task?: string;
  device?: string;
  asset?: string;
}

const q = filterString;

/**
 * The entity API filter of the completed and drafts lists (platform spec 2.4): status, edited date in
 * the range, form, modified by (updatedBy_id), parent or sub-form, description containing the text
 * (trimmed), employee, location, task, device and asset. The server applies it (and still shows a
 * field employee only their own submissions).
 */
export function submissionFilter(c: SubmissionCriteria): string {
  const parts = [`submissionStatus eq ${q(c.status)}`];
  if (c.range) parts.push(`editedTimeStamp ge ${q(c.range.from)} and editedTimeStamp lt ${q(c.range.to)}`);
  const ids: [keyof SubmissionCriteria, string][] = [
    ['form', 'form_id'],
    ['modifiedBy', 'updatedBy_id'],
    ['employee', 'employee_id'],
    ['location', 'location_id'],
    ['task', 'task_id'],
    ['device', 'device_id'],
    ['asset', 'asset_id'],
  ];
  for (const [key, field] of ids) {
    const v = c[key];
    if (typeof v === 'string' && v !== '') parts.push(`${field} eq ${q(v)}`);
  }
  if (c.status === 'completed' && c.parent === 'parents') parts.push('parent_id eq null');
  if (c.status === 'completed' && c.parent === 'subForms') parts.push('parent_id ne null');
  const text = c.description?.trim();
  if (text) parts.push(`contains(description, ${q(text)})`);
  return parts.join(' and ');
}
