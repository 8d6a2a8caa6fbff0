import { type OvertimeRule, validateOvertimeRule } from '@wm/domain';
import { Checkbox, NumberField, TextField } from '@wm/ui';
import { StatusSelect } from './fields.js';
import { usePayrollTranslation } from './i18n.js';
import { ListEditor } from './ListEditor.js';
import * as styles from './ListEditor.css.js';
import {
  CUTOFF_FIELDS,
  type CutoffField,
  fromOvertimeRecord,
  newOvertimeRule,
  type OvertimeLevelDraft,
  type OvertimeRuleDraft,
  toOvertimePayload,
} from './model.js';
import { type EditorProblem, useListEditor } from './useListEditor.js';

const QUERY = { includeInactiveData: true, expand: ['overtimeOne', 'overtimeTwo'] };
const LEVELS = ['overtimeOne', 'overtimeTwo'] as const;

/**
 * Overtime Rule (service spec 3, 5, 7): name, status, use shift, and Overtime 1 / Overtime 2 each
 * with its cutoffs in HOURS (day, week, 6th and 7th consecutive day, Monday..Sunday; a cleared
 * "Use ..." box means not used = null), Use Day Type and Use Weekend Priority. Messages of
 * validateOvertimeRule ('Overtime Rule name is required.', 'Overtime 1 or Overtime 2 must be
 * selected.', 'Use Day Cutoff must be less than or equal to 24.', ...).
 */
export function OvertimeRuleEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = usePayrollTranslation();
  const editor = useListEditor<OvertimeRule, OvertimeRuleDraft>({
    entity: 'OvertimeRule',
    query: QUERY,
    fromRecord: fromOvertimeRecord,
    create: newOvertimeRule,
    validate: (d): EditorProblem | null => {
      const e = validateOvertimeRule(toOvertimePayload(d));
      if (!e) return null;
      const cutoff = e.field?.split('.')[1];
      return {
        code: e.code,
        message: e.message,
        field: e.field,
        values: cutoff ? { label: t(`payroll.cutoff.${cutoff}`) } : {},
      };
    },
    toPayload: toOvertimePayload,
  });
  const err = editor.fieldError;
  const setLevel = (level: (typeof LEVELS)[number], patch: Partial<OvertimeLevelDraft>) =>
    editor.edit((x) => ({ ...x, [level]: { ...x[level], ...patch } }));
  const cutoffRow = (level: (typeof LEVELS)[number], l: OvertimeLevelDraft, f: CutoffField) => {
    const used = l[f] !== null && l[f] !== undefined;
    const label = t(`payroll.cutoff.${f}`);
    return (
      <div key={f} className={styles.cutoffRow}>
        <Checkbox
          label={label}
          checked={used}
          disabled={!l.isActive}
          onCheckedChange={(c) => setLevel(level, { [f]: c === true ? '' : null })}
        />
        <NumberField
          label=""
          aria-label={t('payroll.cutoffHours', { label })}
          placeholder={t('payroll.hours')}
          disabled={!l.isActive || !used}
          value={used ? String(l[f]) : ''}
          error={err(`${level}.${f}`)}
          refusedMessage={t('numberOnly.decimal')}
          onValueChange={(text) => setLevel(level, { [f]: text })}
        />
      </div>
    );
  };
  return (
    <ListEditor<OvertimeRuleDraft>
      entity="OvertimeRule"
      title={t('payroll.overtime.title')}
      entityWord={t('payroll.overtime.entity')}
      editor={editor}
      canEdit={canEdit}
    >
      {(d) => (
        <>
          <div className={styles.row}>
            <TextField
              label={t('payroll.overtime.name')}
              required
              value={d.name ?? ''}
              error={err('name')}
              onChange={(e) => editor.edit((x) => ({ ...x, name: e.target.value }))}
            />
            <StatusSelect
              value={d.status}
              error={err('status')}
              onChange={(status) => editor.edit((x) => ({ ...x, status }))}
            />
            <Checkbox
              label={t('payroll.overtime.useShift')}
              checked={d.useShift === true}
              onCheckedChange={(c) => editor.edit((x) => ({ ...x, useShift: c === true }))}
            />
          </div>
          <div className={styles.columns2}>
            {LEVELS.map((level) => {
              const l = d[level];
              return (
                <fieldset key={level} className={styles.fieldset}>
                  <legend className={styles.legend}>{t(`payroll.overtime.${level}`)}</legend>
                  <Checkbox
                    label={t('payroll.overtime.select', { level: t(`payroll.overtime.${level}`) })}
                    checked={l.isActive === true}
                    error={err(`${level}.isActive`)}
                    onCheckedChange={(c) => setLevel(level, { isActive: c === true })}
                  />
                  {CUTOFF_FIELDS.map((f) => cutoffRow(level, l, f))}
                  <div className={styles.row}>
                    <Checkbox
                      label={t('payroll.overtime.useDayType')}
                      checked={l.useDayType === true}
                      disabled={!l.isActive}
                      error={err(`${level}.useDayType`)}
                      onCheckedChange={(c) => setLevel(level, { useDayType: c === true })}
                    />
                    <Checkbox
                      label={t('payroll.overtime.useWeekendPriority')}
                      checked={l.useWeekendPriority === true}
                      disabled={!l.isActive}
                      onCheckedChange={(c) => setLevel(level, { useWeekendPriority: c === true })}
                    />
                  </div>
                </fieldset>
              );
            })}
          </div>
        </>
      )}
    </ListEditor>
  );
}
