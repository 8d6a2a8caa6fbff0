import { evaluateFormula } from './formula.js';
import type { Answers, AnswerValue, FormControl, TableRow } from './model.js';
import { isAnswerable } from './model.js';
import { visibleControlIds } from './showIf.js';

/** An answerData item of a FormSubmission (platform spec 3). */
export interface AnswerDataItem {
  controlId: string;
  formDefinitionId: string;
  type: string;
  question: string;
  answer: AnswerValue;
  submissionId: string;
}

/**
 * Fills the computed answers: formula controls (platform spec 5.2) and formula columns of every
 * table row. Returns a new answers object.
 */
export function withComputedAnswers(controls: readonly FormControl[], answers: Answers): Answers {
  const out: Answers = { ...answers };
  for (const c of controls) {
    if (c.type === 'table' && Array.isArray(out[c.id])) {
      const formulaCols = (c.columns ?? []).filter((col) => col.type === 'formula');
      if (formulaCols.length) {
        out[c.id] = (out[c.id] as TableRow[]).map((row) => {
          const r = { ...row };
          for (const col of formulaCols) {
            r[col.id] = evaluateFormula(
              col.selectedColumn1 ? r[col.selectedColumn1] : undefined,
              col.selectedColumn2 ? r[col.selectedColumn2] : undefined,
              col.formulaOperation,
            );
          }
          return r;
        });
      }
    }
  }
  for (const c of controls) {
    if (c.type !== 'formula') continue;
    out[c.id] = evaluateFormula(
      c.selectedControl1 ? out[c.selectedControl1] : undefined,
      c.selectedControl2 ? out[c.selectedControl2] : undefined,
      c.formulaOperation,
    );
  }
  return out;
}

/** The answerData list of a fill: visible answerable controls in order (platform spec 3, 7). */
export function toAnswerData(
  controls: readonly FormControl[],
  answers: Answers,
  formDefinitionId: string,
  submissionId: string,
): AnswerDataItem[] {
  const all = withComputedAnswers(controls, answers);
  const visible = visibleControlIds(controls, all);
  return controls
    .filter((c) => visible.has(c.id) && isAnswerable(c.type))
    .map((c) => ({
      controlId: c.id,
      formDefinitionId,
      type: c.type,
      question: c.name,
      answer: all[c.id] ?? null,
      submissionId,
    }));
}

/** The answers map of an answerData list. */
export function fromAnswerData(items: readonly AnswerDataItem[]): Answers {
  const out: Answers = {};
  for (const i of items) out[i.controlId] = i.answer;
  return out;
}
