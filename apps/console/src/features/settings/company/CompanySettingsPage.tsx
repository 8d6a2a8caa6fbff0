import { Box, Tabs } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../../../lib/storage.js';
import { useSession } from '../../shell/SessionContext.js';
import { LabelsTab } from './LabelsTab.js';
import { ListsTab } from './ListsTab.js';
import { OutboxTab } from './OutboxTab.js';
import { SettingsTab } from './SettingsTab.js';

const TAB_KEY = 'company.tab';
const TABS = ['settings', 'labels', 'lists', 'outbox'] as const;

/**
 * /settings/account/ (service spec 2 "Settings", 3 "Company", "Roles and lists", "Other"; platform
 * spec 2.3): the company's information and settings, its labels (the company's words, shown at
 * once on every screen in English and Spanish) and its lists (custom lists, groupings, unit
 * measures, divisions, departments, skills, parts, service statuses), one tab each. The last tab
 * used is remembered. Administrators also read the outbox (the stored e-mails, OutboxTab).
 */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const { identity } = useSession();
  const [tab, setTab] = useState<string>(() => {
    const stored = readStored<string | null>(TAB_KEY, null);
    return stored && (TABS as readonly string[]).includes(stored) ? stored : 'settings';
  });
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1 style={{ margin: 0 }}>
        {t('company.title')}
        {identity.company?.name ? ` · ${identity.company.name}` : ''}
      </h1>
      <Tabs
        label={t('company.tabs')}
        value={tab === 'outbox' && identity.employee?.isAdministrator !== true ? 'settings' : tab}
        onValueChange={(v) => {
          setTab(v);
          writeStored(TAB_KEY, v);
        }}
        items={[
          { value: 'settings', label: t('company.tab.settings'), content: <SettingsTab /> },
          { value: 'labels', label: t('company.tab.labels'), content: <LabelsTab /> },
          { value: 'lists', label: t('company.tab.lists'), content: <ListsTab /> },
          // Administrators read the stored e-mails (GET /api/Outbox answers them only).
          ...(identity.employee?.isAdministrator === true
            ? [{ value: 'outbox', label: t('outbox.tab'), content: <OutboxTab /> }]
            : []),
        ]}
      />
    </Box>
  );
}
