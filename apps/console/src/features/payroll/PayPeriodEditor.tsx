import { type PayPeriod, ROUNDING_MINUTES, validatePayPeriod } from '@wm/domain';
import { Checkbox, DatePicker, Select, TextField } from '@wm/ui';
import { useMemo } from 'react';
import { apiClient } from '../../lib/api.js';
import { dateToDay, dayToDate } from '../common/dateRange.js';
import { useLocalDateField } from '../common/localDateField.js';
import { numberOptions, StatusSelect } from './fields.js';
import { usePayrollTranslation } from './i18n.js';
import { ListEditor } from './ListEditor.js';
import * as styles from './ListEditor.css.js';
import {
  changePayPeriodType,
  dayToPayDate,
  fromPayPeriodRecord,
  newPayPeriod,
  payDateToDay,
  toPayPeriodPayload,
} from './model.js';
import { useListEditor } from './useListEditor.js';

const LIST = { includeInactiveData: true };
const fromRecord = (r: PayPeriod) => fromPayPeriodRecord(r as PayPeriod & Record<string, unknown>);

/**
 * Pay Period (service spec 3, 5, 7): name, status, type (1 Weekly, 2 Bi-Weekly, 3 Bi-Monthly, 4
 * Monthly) with its factors (week start day; first pay date stored as a UTC timestamp; first and
 * second pay day 1-28; pay day 1-28) and rounding (3, 5, 10, 15, 30 or 60 minutes). Messages of
 * validatePayPeriod ('Pay Period name is required.', 'Type is required.', 'Week Start On is
 * required.', ...). After a save or delete the PayPeriod lookup cache is refreshed.
 */
export function PayPeriodEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = usePayrollTranslation();
  const dateField = useLocalDateField();
  const editor = useListEditor<PayPeriod, PayPeriod>({
    entity: 'PayPeriod',
    query: LIST,
    fromRecord,
    create: newPayPeriod,
    validate: (d) => {
      const e = validatePayPeriod(toPayPeriodPayload(d));
      return e ? { code: e.code, message: e.message, field: e.field } : null;
    },
    toPayload: toPayPeriodPayload,
    afterChange: () => apiClient.lookups.invalidate('PayPeriod'),
  });
  const err = editor.fieldError;
  const set = (patch: Partial<PayPeriod>) => editor.edit((x) => ({ ...x, ...patch }));
  const weekdays = useMemo(() => numberOptions(0, 6, (n) => t(`payroll.weekday.${n}`)), [t]);
  const days = useMemo(() => numberOptions(1, 28), []);
  const columns = useMemo(
    () => [
      {
        id: 'type',
        header: t('payroll.field.type'),
        value: (r: PayPeriod) => (r.type ? t(`payroll.periodType.${r.type}`) : ''),
        width: 120,
      },
    ],
    [t],
  );
  return (
    <ListEditor<PayPeriod>
      entity="PayPeriod"
      title={t('payroll.payPeriod.title')}
      entityWord={t('payroll.payPeriod.entity')}
      editor={editor}
      canEdit={canEdit}
      columns={columns}
    >
      {(d) => (
        <>
          <div className={styles.row}>
            <TextField
              label={t('payroll.payPeriod.name')}
              required
              value={d.name ?? ''}
              error={err('name')}
              onChange={(e) => set({ name: e.target.value })}
            />
            <StatusSelect value={d.status} error={err('status')} onChange={(status) => set({ status })} />
            <Select
              label={t('payroll.field.type')}
              required
              value={d.type ? String(d.type) : ''}
              placeholder={t('payroll.choose')}
              options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: t(`payroll.periodType.${n}`) }))}
              onValueChange={(v) =>
                editor.edit((x) => changePayPeriodType(x, Number(v) as PayPeriod['type']))
              }
              error={err('type')}
            />
          </div>
          <div className={styles.row}>
            {d.type === 1 ? (
              <Select
                label={t('payroll.payPeriod.weekStartsOn')}
                required
                value={typeof d.factor1 === 'number' ? String(d.factor1) : ''}
                placeholder={t('payroll.choose')}
                options={weekdays}
                onValueChange={(v) => set({ factor1: Number(v) })}
                error={err('factor1')}
              />
            ) : null}
            {d.type === 2 ? (
              <DatePicker
                label={t('payroll.payPeriod.firstPayDate')}
                required
                {...dateField}
                value={dayToDate(payDateToDay(d.factor1) ?? '')}
                onValueChange={(date) => set({ factor1: dayToPayDate(date ? dateToDay(date) : null) })}
                error={err('factor1')}
              />
            ) : null}
            {d.type === 3 ? (
              <>
                <Select
                  label={t('payroll.payPeriod.firstPayDay')}
                  required
                  value={typeof d.factor1 === 'number' ? String(d.factor1) : ''}
                  placeholder={t('payroll.choose')}
                  options={days}
                  onValueChange={(v) => set({ factor1: Number(v) })}
                  error={err('factor1')}
                />
                <Select
                  label={t('payroll.payPeriod.secondPayDay')}
                  required
                  value={typeof d.factor2 === 'number' ? String(d.factor2) : ''}
                  placeholder={t('payroll.choose')}
                  options={days}
                  onValueChange={(v) => set({ factor2: Number(v) })}
                  error={err('factor2')}
                />
              </>
            ) : null}
            {d.type === 4 ? (
              <Select
                label={t('payroll.payPeriod.payDay')}
                required
                value={typeof d.factor1 === 'number' ? String(d.factor1) : ''}
                placeholder={t('payroll.choose')}
                options={days}
                onValueChange={(v) => set({ factor1: Number(v) })}
                error={err('factor1')}
              />
            ) : null}
          </div>
          <div className={styles.row}>
            <Checkbox
              label={t('payroll.payPeriod.usesRounding')}
              checked={d.usesRounding === true}
              onCheckedChange={(c) =>
                set({ usesRounding: c === true, roundingMinutes: c === true ? d.roundingMinutes : null })
              }
            />
            {d.usesRounding ? (
              <Select
                label={t('payroll.payPeriod.roundingMinutes')}
                required
                value={d.roundingMinutes ? String(d.roundingMinutes) : ''}
                placeholder={t('payroll.choose')}
                options={ROUNDING_MINUTES.map((m) => ({
                  value: String(m),
                  label: t('payroll.minutes', { count: m }),
                }))}
                onValueChange={(v) => set({ roundingMinutes: Number(v) })}
                error={err('roundingMinutes')}
              />
            ) : null}
          </div>
        </>
      )}
    </ListEditor>
  );
}
