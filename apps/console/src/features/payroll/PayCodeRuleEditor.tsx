import { type PayCode, type PayCodeRule, SHIFT_NAMES, validatePayCodeRule } from '@wm/domain';
import { TextField } from '@wm/ui';
import { useMemo } from 'react';
import { StatusSelect, RateField } from './fields.js';
import { usePayrollTranslation } from './i18n.js';
import { ListEditor } from './ListEditor.js';
import * as styles from './ListEditor.css.js';
import {
  completePayCodeRule,
  invalidRateField,
  LEAVE_CODES,
  newPayCodeRule,
  PAY_TIERS,
  type PayTier,
  toPayCodeRulePayload,
} from './model.js';
import { useListEditor } from './useListEditor.js';

const QUERY = {
  includeInactiveData: true,
  expand: ['day', 'evening', 'night', 'holiday', 'sick', 'vacation'],
};

/**
 * Pay Code / Rate rules (service spec 3, 5, 7): name, status, external id, and a code and a rate for
 * regular time, overtime 1 and overtime 2 of the day, evening and night shifts plus holiday, sick
 * and vacation. Rates show as currency without symbol. Messages: 'Pay Code / Rate name is
 * required.', 'Status is required.'; a rate that is not a number: 'Rate must be a number.'
 */
export function PayCodeRuleEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = usePayrollTranslation();
  const editor = useListEditor<PayCodeRule, PayCodeRule>({
    entity: 'PayCodeRule',
    query: QUERY,
    fromRecord: completePayCodeRule,
    create: newPayCodeRule,
    validate: (d) => {
      const e = validatePayCodeRule(d);
      if (e) return { code: e.code, message: e.message, field: e.field };
      const bad = invalidRateField(d);
      return bad ? { code: 'PAYROLL_RATE', message: 'Rate must be a number.', field: bad } : null;
    },
    toPayload: toPayCodeRulePayload,
  });
  const err = editor.fieldError;
  const setCode = (where: string, patch: Partial<PayCode>) =>
    editor.edit((d) => {
      const [a, b] = where.split('.') as [string, PayTier | undefined];
      const next = { ...d } as PayCodeRule & Record<string, unknown>;
      if (b) {
        const codes = { ...(next[a] as Record<string, PayCode>) };
        codes[b] = { ...codes[b]!, ...patch };
        next[a] = codes;
      } else {
        next[a] = { ...(next[a] as PayCode), ...patch };
      }
      return next;
    });
  const title = t('payroll.payCode.title');
  const codeCells = (where: string, code: PayCode | null, label: string) => (
    <>
      <td>
        <TextField
          label=""
          aria-label={t('payroll.payCode.codeOf', { what: label })}
          value={code?.code ?? ''}
          onChange={(e) => setCode(where, { code: e.target.value })}
        />
      </td>
      <td>
        <RateField
          label=""
          ariaLabel={t('payroll.payCode.rateOf', { what: label })}
          value={code?.rate}
          error={err(`${where}.rate`)}
          onChange={(rate) => setCode(where, { rate: rate as number })}
        />
      </td>
    </>
  );
  return (
    <ListEditor<PayCodeRule>
      entity="PayCodeRule"
      title={title}
      entityWord={t('payroll.payCode.entity')}
      editor={editor}
      canEdit={canEdit}
      columns={useMemo(
        () => [
          {
            id: 'externalId',
            header: t('payroll.field.externalId'),
            value: (r: PayCodeRule) => r.externalId ?? '',
            width: 120,
          },
        ],
        [t],
      )}
    >
      {(d) => (
        <>
          <div className={styles.row}>
            <TextField
              label={t('payroll.payCode.name')}
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
            <TextField
              label={t('payroll.field.externalId')}
              value={d.externalId ?? ''}
              onChange={(e) => editor.edit((x) => ({ ...x, externalId: e.target.value || null }))}
            />
          </div>
          {SHIFT_NAMES.map((shift) => (
            <fieldset key={shift} className={styles.fieldset}>
              <legend className={styles.legend}>{t(`payroll.shift.${shift}`)}</legend>
              <table className={styles.grid}>
                <thead>
                  <tr>
                    <th scope="col" />
                    <th scope="col">{t('payroll.payCode.code')}</th>
                    <th scope="col">{t('payroll.payCode.rate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {PAY_TIERS.map((tier) => (
                    <tr key={tier}>
                      <th scope="row">{t(`payroll.tier.${tier}`)}</th>
                      {codeCells(
                        `${shift}.${tier}`,
                        d[shift]?.[tier] ?? null,
                        `${t(`payroll.shift.${shift}`)} ${t(`payroll.tier.${tier}`)}`,
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </fieldset>
          ))}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('payroll.payCode.leave')}</legend>
            <table className={styles.grid}>
              <thead>
                <tr>
                  <th scope="col" />
                  <th scope="col">{t('payroll.payCode.code')}</th>
                  <th scope="col">{t('payroll.payCode.rate')}</th>
                </tr>
              </thead>
              <tbody>
                {LEAVE_CODES.map((k) => (
                  <tr key={k}>
                    <th scope="row">{t(`payroll.leave.${k}`)}</th>
                    {codeCells(k, d[k], t(`payroll.leave.${k}`))}
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
        </>
      )}
    </ListEditor>
  );
}
