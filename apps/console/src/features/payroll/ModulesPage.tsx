import { Box, Tabs } from '@wm/ui';
import { useState } from 'react';
import { readStored, writeStored } from '../../lib/storage.js';
import { useSession } from '../shell/SessionContext.js';
import { usePayrollTranslation } from './i18n.js';
import { OvertimeRuleEditor } from './OvertimeRuleEditor.js';
import { PayCodeRuleEditor } from './PayCodeRuleEditor.js';
import { PayGroupEditor } from './PayGroupEditor.js';
import { PayPeriodEditor } from './PayPeriodEditor.js';
import { ShiftRuleEditor } from './ShiftRuleEditor.js';
import { CategoryProblemEditor } from '../service/CategoryProblemEditor.js';

const TAB_KEY = 'modules.tab';
const TABS = ['payCode', 'payGroup', 'payPeriod', 'overtime', 'shiftRule', 'categoryProblem'] as const;

/**
 * /settings/modules/ (service spec 2 "Payroll and service list editors"): the payroll lists, one tab
 * each: Pay Code / Rate, Pay Group, Pay Period, Overtime Rule and Shift Rule. Editing needs the
 * access key '/settings/modules/edit' (the server checks Platform:Edit:Modules again).
 */
export function ModulesPage() {
  const { t } = usePayrollTranslation();
  const { can } = useSession();
  const canEdit = can('/settings/modules/', 'edit');
  const [tab, setTab] = useState<string>(() => {
    const stored = readStored<string | null>(TAB_KEY, null);
    return stored && (TABS as readonly string[]).includes(stored) ? stored : 'payCode';
  });
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{t('menu.settings.modules')}</h1>
      {!canEdit ? <p>{t('payroll.readOnly')}</p> : null}
      <Tabs
        label={t('payroll.tabs')}
        value={tab}
        onValueChange={(v) => {
          setTab(v);
          writeStored(TAB_KEY, v);
        }}
        items={[
          {
            value: 'payCode',
            label: t('payroll.payCode.title'),
            content: <PayCodeRuleEditor canEdit={canEdit} />,
          },
          {
            value: 'payGroup',
            label: t('payroll.payGroup.title'),
            content: <PayGroupEditor canEdit={canEdit} />,
          },
          {
            value: 'payPeriod',
            label: t('payroll.payPeriod.title'),
            content: <PayPeriodEditor canEdit={canEdit} />,
          },
          {
            value: 'overtime',
            label: t('payroll.overtime.title'),
            content: <OvertimeRuleEditor canEdit={canEdit} />,
          },
          {
            value: 'shiftRule',
            label: t('payroll.shiftRule.title'),
            content: <ShiftRuleEditor canEdit={canEdit} />,
          },
          {
            value: 'categoryProblem',
            label: t('service.problem.title'),
            content: <CategoryProblemEditor canEdit={canEdit} />,
          },
        ]}
      />
    </Box>
  );
}
