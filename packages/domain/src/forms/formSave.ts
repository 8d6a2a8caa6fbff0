import { DomainError } from '../errors.js';
import type { Form, FormControl, FormEventSetting } from './model.js';
import { defaultFitsControl } from './defaults.js';
import { canDriveShowIf, canDriveSubForm } from './showIf.js';

/** The exact messages of platform spec 5.1. */
export const FORM_SAVE_MESSAGES = {
  defaultState: 'Please select a Default Form State in Setings.',
  name: 'Please provide a name for the form.',
  status: 'Please provide a status for the form.',
  questionType: 'Question type required.',
  subFormValue: 'Please provide a value for show sub-form.',
  triggerAnswer: 'Please provide a trigger answer value.',
  subscriptionName: 'Please provide a name for Auto-Email Completed Forms in the Subscription.',
  sendType: 'Please provide choose a send type for Auto-Email Completed Forms in the Subscription.',
  sender: 'Please select an employee for Auto-Email Completed Forms in the Subscription.',
  recipient: 'Please provide e-mail addres for Auto-Email Completed Forms in the Subscription.',
  cycle: "This Form would return to itself when it's filled out and therefore is an invalid choice.",
  showIfSelf: 'A show-if question must be another question.',
  showIfDriver:
    'Only Single-Choice questions and Drop-Downs of a custom list, location, device, asset or task can show other questions.',
  subFormDriver:
    'Only Single-Choice questions and Drop-Downs of a custom list, location, asset or task can show a sub-form.',
  defaultBinding: 'This default value does not fit the question type.',
} as const;
export type FormSaveCode = keyof typeof FORM_SAVE_MESSAGES;

/** One save error: the code, the spec's message and the control or subscription it is about. */
export interface FormSaveError {
  code: FormSaveCode;
  message: string;
  controlId?: string;
  subscriptionId?: string;
}

/** Reads another form's controls by id (for the sub-form cycle check); undefined when unknown. */
export type FormDefinitionLookup = (formId: string) => readonly FormControl[] | undefined;

const err = (code: FormSaveCode, extra: Partial<FormSaveError> = {}): FormSaveError => ({
  code,
  message: FORM_SAVE_MESSAGES[code],
  ...extra,
});

/**
 * Whether choosing sub-form `subFormId` on form `formId` leads back to `formId` through a chain
 * of sub-forms (platform spec 5.1). `ownControls` are the controls being saved (they replace the
 * stored definition of `formId`).
 */
export function subFormWouldCycle(
  formId: string,
  subFormId: string,
  lookup: FormDefinitionLookup,
  ownControls?: readonly FormControl[],
): boolean {
  const seen = new Set<string>();
  const stack = [subFormId];
  while (stack.length) {
    const id = stack.pop() as string;
    if (id === formId) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    const controls = id === formId && ownControls ? ownControls : lookup(id);
    for (const c of controls ?? []) if (c.formQueueId) stack.push(c.formQueueId);
  }
  return false;
}

function subscriptionErrors(s: FormEventSetting): FormSaveError[] {
  const out: FormSaveError[] = [];
  const extra = { subscriptionId: s.id };
  if (!s.name?.trim()) out.push(err('subscriptionName', extra));
  if (s.sendType !== 'individually' && s.sendType !== 'batched') out.push(err('sendType', extra));
  if (!s.fromAnyone && !(s.fromEmployeeIds?.length ?? 0)) out.push(err('sender', extra));
  const emails = (s.toEmailList ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (emails.length === 0 && !(s.toEmployeeIds?.length ?? 0)) out.push(err('recipient', extra));
  return out;
}

/**
 * Every form-save error of platform spec 5.1, in the order the spec lists them. An empty list means
 * the form may be saved.
 */
export function formSaveErrors(form: Form, lookup: FormDefinitionLookup = () => undefined): FormSaveError[] {
  const out: FormSaveError[] = [];
  if (!form.defaultSubmissionStatus) out.push(err('defaultState'));
  if (!form.name?.trim()) out.push(err('name'));
  if (!form.status) out.push(err('status'));
  const byId = new Map(form.definition.map((c) => [c.id, c]));
  for (const c of form.definition) {
    if (c.type === 'newControl') out.push(err('questionType', { controlId: c.id }));
    if (c.formQueueId && !c.formQueueAnswer?.trim()) out.push(err('subFormValue', { controlId: c.id }));
    if (c.dependentControlId && !(c.dependentAnswer?.trim() || c.dependentAnswerId?.trim())) {
      out.push(err('triggerAnswer', { controlId: c.id }));
    }
  }
  for (const s of form.formEventSettings ?? []) out.push(...subscriptionErrors(s));
  for (const c of form.definition) {
    if (c.formQueueId && subFormWouldCycle(form.id, c.formQueueId, lookup, form.definition)) {
      out.push(err('cycle', { controlId: c.id }));
    }
  }
  for (const c of form.definition) {
    if (c.dependentControlId) {
      const driver = byId.get(c.dependentControlId);
      if (c.dependentControlId === c.id) out.push(err('showIfSelf', { controlId: c.id }));
      else if (!driver || !canDriveShowIf(driver)) out.push(err('showIfDriver', { controlId: c.id }));
    }
    if (c.formQueueId && !canDriveSubForm(c)) out.push(err('subFormDriver', { controlId: c.id }));
  }
  for (const c of form.definition) {
    if (!defaultFitsControl(c)) out.push(err('defaultBinding', { controlId: c.id }));
  }
  return out;
}

/** Throws the first form-save error as a DomainError (code `form.<code>`), or returns. */
export function assertFormSave(form: Form, lookup?: FormDefinitionLookup): void {
  const first = formSaveErrors(form, lookup)[0];
  if (first) throw new DomainError(`form.${first.code}`, first.message, { field: first.controlId });
}
