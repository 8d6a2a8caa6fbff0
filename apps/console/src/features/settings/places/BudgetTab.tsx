import { Button, TextField } from '@wm/ui';
import { NumberValueField } from '../../common/NumberValueField.js';
import { SingleSelect } from '@wm/widgets';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as styles from './Places.css.js';
import { useFieldError } from './placeFields.js';
import type { BudgetLine } from './placesModel.js';

/** Location budget page size (service spec 9 "Location budget 25"). */
export const BUDGET_PAGE_SIZE = 25;

interface TaskItem {
  id: string;
  name: string;
  code?: string | null;
  status: number;
}

/**
 * The productivity/budget tab of a location (service spec 3 "Budget"): one line per task with
 * budget hours, budget units, estimated complete percentage and date. Editing needs
 * Insight:Edit:Budget (administrators always); the server checks it again.
 */
export function BudgetTab({ tasks, canEdit }: { tasks: readonly TaskItem[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  return (
    <Field<BudgetLine[] | null> name="budget">
      {({ input, meta }) => {
        const lines = input.value || [];
        const set = (i: number, patch: Partial<BudgetLine>) =>
          input.onChange(lines.map((l, k) => (k === i ? { ...l, ...patch } : l)));
        const used = new Set(lines.map((l) => l.task_id));
        const err = fieldError(meta);
        return (
          <fieldset disabled={!canEdit} className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
            <p className={styles.hint}>{t('places.hint.budget')}</p>
            {lines.length === 0 ? <p className={styles.hint}>{t('places.budget.none')}</p> : null}
            {lines.slice(0, BUDGET_PAGE_SIZE * 40).map((line, i) => (
              <div className={styles.budgetRow} key={line.id ?? `new-${i}`} data-testid="budget-line">
                <SingleSelect
                  label={t('places.budget.task')}
                  items={tasks
                    .filter((x) => x.id === line.task_id || !used.has(x.id))
                    .map((x) => ({
                      id: x.id,
                      name: x.code ? `${x.name} (${x.code})` : x.name,
                      status: x.status,
                    }))}
                  value={line.task_id}
                  onChange={(id) => set(i, { task_id: id })}
                  placeholder={t('places.choose')}
                  unavailableSuffix={t('places.unavailable')}
                  disabled={!canEdit}
                />
                <NumberValueField
                  label={t('places.budget.hours')}
                  value={line.budgetHours}
                  onChange={(n) => set(i, { budgetHours: n })}
                />
                <NumberValueField
                  label={t('places.budget.units')}
                  value={line.budgetUnits}
                  onChange={(n) => set(i, { budgetUnits: n })}
                />
                <NumberValueField
                  label={t('places.budget.percent')}
                  value={line.estimatedCompletePercentage}
                  onChange={(n) => set(i, { estimatedCompletePercentage: n })}
                />
                <TextField
                  label={t('places.budget.date')}
                  type="date"
                  value={line.estimatedCompleteDate ?? ''}
                  onChange={(e) => set(i, { estimatedCompleteDate: e.target.value || null })}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  type="button"
                  onClick={() => input.onChange(lines.filter((_, k) => k !== i))}
                  aria-label={t('places.budget.remove', { n: i + 1 })}
                >
                  ✕
                </Button>
              </div>
            ))}
            {err ? (
              <p role="alert" className={styles.error}>
                {err}
              </p>
            ) : null}
            {canEdit ? (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  type="button"
                  onClick={() => input.onChange([...lines, { task_id: null }])}
                >
                  {t('places.budget.add')}
                </Button>
              </div>
            ) : null}
          </fieldset>
        );
      }}
    </Field>
  );
}
