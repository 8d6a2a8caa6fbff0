import type { Answers, AnswerValue, FormControl } from './model.js';

const ENTITY_SELECTS = new Set(['location', 'device', 'asset', 'task', 'employee']);

/**
 * Whether a control may drive show-if (platform spec 5.1): radio, or a drop-down of a custom list
 * (its own options), location, device, asset or task.
 */
export function canDriveShowIf(control: FormControl): boolean {
  if (control.type === 'radio') return true;
  if (control.type !== 'select') return false;
  const t = control.selectType ?? 'customList';
  return ['customList', 'location', 'device', 'asset', 'task'].includes(t);
}

/** Whether a control may open a sub-form (platform spec 5.1): as show-if, but not device selects. */
export function canDriveSubForm(control: FormControl): boolean {
  return canDriveShowIf(control) && control.selectType !== 'device';
}

/** The text an answer is compared by (entity selects: the entity id; choices: the option label). */
export function answerText(value: AnswerValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return '';
}

/** Whether `answer` of `driver` equals a trigger (label for choices, id for entity selects). */
export function triggerMatches(
  driver: FormControl,
  answer: AnswerValue | undefined,
  triggerAnswer: string | null | undefined,
  triggerAnswerId?: string | null,
): boolean {
  const text = answerText(answer);
  if (!text) return false;
  if (driver.type === 'select' && driver.selectType && ENTITY_SELECTS.has(driver.selectType)) {
    return text === (triggerAnswerId ?? triggerAnswer ?? '');
  }
  return text === (triggerAnswer ?? '');
}

/**
 * The ids of the visible controls: a control with a show-if dependency shows when its driver is
 * visible and answered with the trigger answer (chains follow; a missing driver hides it).
 */
export function visibleControlIds(controls: readonly FormControl[], answers: Answers): Set<string> {
  const byId = new Map(controls.map((c) => [c.id, c]));
  const memo = new Map<string, boolean>();
  const visit = (c: FormControl, depth: number): boolean => {
    const known = memo.get(c.id);
    if (known !== undefined) return known;
    let result = true;
    if (c.dependentControlId) {
      const driver = byId.get(c.dependentControlId);
      result =
        !!driver &&
        driver.id !== c.id &&
        depth < controls.length &&
        visit(driver, depth + 1) &&
        triggerMatches(driver, answers[driver.id], c.dependentAnswer, c.dependentAnswerId);
    }
    memo.set(c.id, result);
    return result;
  };
  const out = new Set<string>();
  for (const c of controls) if (visit(c, 0)) out.add(c.id);
  return out;
}

/** Sub-forms to open: the visible controls whose answer equals their formQueueAnswer. */
export function openSubForms(
  controls: readonly FormControl[],
  answers: Answers,
): { controlId: string; formId: string }[] {
  const visible = visibleControlIds(controls, answers);
  return controls
    .filter(
      (c) =>
        c.formQueueId &&
        visible.has(c.id) &&
        triggerMatches(c, answers[c.id], c.formQueueAnswer, c.formQueueAnswer),
    )
    .map((c) => ({ controlId: c.id, formId: c.formQueueId as string }));
}
