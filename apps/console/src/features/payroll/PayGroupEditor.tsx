import { useEntityList } from '@wm/api';
import { effectiveDefaultShift, type PayGroup, validatePayGroup } from '@wm/domain';
import { Select, TextField } from '@wm/ui';
import { useMemo } from 'react';
import { OptionalSelect, StatusSelect } from './fields.js';
import { usePayrollTranslation } from './i18n.js';
import { ListEditor } from './ListEditor.js';
import * as styles from './ListEditor.css.js';
import { newPayGroup } from './model.js';
import { useListEditor } from './useListEditor.js';

type Named = { id: string; name?: string | null; status?: number | null; parentId?: string | null };
const nameOf = (list: Named[] | undefined, id: string | null | undefined) =>
  id ? (list?.find((r) => r.id === id)?.name ?? '') : '';
const LIST = { includeInactiveData: true };
const fromRecord = (g: PayGroup): PayGroup => ({ ...g, defaultShift: effectiveDefaultShift(g) });
const toPayload = (g: PayGroup) => ({ ...g, name: g.name?.trim() ?? '' });

/** Options of the rule selects: active records, plus the current one even when inactive. */
function ruleOptions(records: Named[] | undefined, current: string | null | undefined, inactive: string) {
  return (records ?? [])
    .filter((r) => !r.parentId && (r.status === 1 || r.id === current))
    .map((r) => ({
      value: r.id,
      label: r.status === 1 ? (r.name ?? r.id) : `${r.name ?? r.id} (${inactive})`,
    }));
}

/**
 * Pay Group (service spec 3, 5, 8): name, status, default shift (Shift 1 Day, 2 Evening, 3 Night;
 * unset or 0 is Day), pay period, shift rule, overtime rule and pay code rule. Messages: 'Pay Group
 * name is required.', 'Status is required.', 'At least one is required: Shift Rule, Overtime Rule,
 * Pay Code or Pay Period'. Delete confirmation 'Confirm Delete Pay Group' / 'Are you sure you want to
 * delete this pay group?' with 'Yes, Delete' and 'Cancel'.
 */
export function PayGroupEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = usePayrollTranslation();
  const editor = useListEditor<PayGroup, PayGroup>({
    entity: 'PayGroup',
    query: LIST,
    fromRecord,
    create: newPayGroup,
    validate: (d) => {
      const e = validatePayGroup(d);
      return e ? { code: e.code, message: e.message, field: e.field } : null;
    },
    toPayload,
  });
  const periods = useEntityList<Named>('PayPeriod', LIST);
  const shifts = useEntityList<Named>('ShiftRule', { ...LIST, filter: 'parentId eq null' });
  const overtime = useEntityList<Named>('OvertimeRule', LIST);
  const codes = useEntityList<Named>('PayCodeRule', LIST);
  const err = editor.fieldError;
  const inactive = t('status.2');
  const columns = useMemo(
    () => [
      {
        id: 'payPeriod',
        header: t('payroll.field.payPeriod'),
        value: (r: PayGroup) => nameOf(periods.data, r.payPeriod_id),
        width: 140,
      },
    ],
    [t, periods.data],
  );
  const set = (patch: Partial<PayGroup>) => editor.edit((x) => ({ ...x, ...patch }));
  return (
    <ListEditor<PayGroup>
      entity="PayGroup"
      title={t('payroll.payGroup.title')}
      entityWord={t('payroll.payGroup.entity')}
      editor={editor}
      canEdit={canEdit}
      columns={columns}
      deleteTitle={t('payroll.payGroup.deleteTitle')}
      deleteMessage={t('payroll.payGroup.deleteMessage')}
    >
      {(d) => (
        <>
          <div className={styles.row}>
            <TextField
              label={t('payroll.payGroup.name')}
              required
              value={d.name ?? ''}
              error={err('name')}
              onChange={(e) => set({ name: e.target.value })}
            />
            <StatusSelect value={d.status} error={err('status')} onChange={(status) => set({ status })} />
            <Select
              label={t('payroll.field.defaultShift')}
              value={String(effectiveDefaultShift(d))}
              options={[1, 2, 3].map((n) => ({ value: String(n), label: t(`payroll.defaultShift.${n}`) }))}
              onValueChange={(v) => set({ defaultShift: Number(v) })}
            />
          </div>
          <p className={styles.hint}>{t('payroll.payGroup.hint')}</p>
          <div className={styles.row}>
            <OptionalSelect
              label={t('payroll.field.payPeriod')}
              value={d.payPeriod_id}
              options={ruleOptions(periods.data, d.payPeriod_id, inactive)}
              onChange={(v) => set({ payPeriod_id: v })}
              error={err('payPeriod_id')}
            />
            <OptionalSelect
              label={t('payroll.field.shiftRule')}
              value={d.shiftRule_id}
              options={ruleOptions(shifts.data, d.shiftRule_id, inactive)}
              onChange={(v) => set({ shiftRule_id: v })}
              error={err('shiftRule_id')}
            />
            <OptionalSelect
              label={t('payroll.field.overtimeRule')}
              value={d.overtimeRule_id}
              options={ruleOptions(overtime.data, d.overtimeRule_id, inactive)}
              onChange={(v) => set({ overtimeRule_id: v })}
              error={err('shiftRule_id')}
            />
            <OptionalSelect
              label={t('payroll.field.payCodeRule')}
              value={d.payCodeRule_id}
              options={ruleOptions(codes.data, d.payCodeRule_id, inactive)}
              onChange={(v) => set({ payCodeRule_id: v })}
              error={err('shiftRule_id')}
            />
          </div>
        </>
      )}
    </ListEditor>
  );
}
