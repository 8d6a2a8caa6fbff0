import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shell/SessionContext.js';
import * as styles from './company.css.js';
import { CustomFieldSetEditor } from './CustomFieldSetEditor.js';
import { CustomListsEditor } from './CustomListsEditor.js';
import { GroupingsEditor } from './GroupingsEditor.js';
import { SimpleListEditor } from './SimpleListEditor.js';

/** The lists of the lists tab, in order; simple lists name their entity. */
export const COMPANY_LISTS = [
  { id: 'customLists' },
  { id: 'customFields' },
  { id: 'groupings' },
  { id: 'unitMeasures', entity: 'UnitMeasure' },
  { id: 'divisions', entity: 'Division' },
  { id: 'departments', entity: 'Department' },
  { id: 'skills', entity: 'Skill' },
  { id: 'parts', entity: 'Part' },
  { id: 'serviceStatuses', entity: 'ServiceStatus' },
] as const;
export type CompanyListId = (typeof COMPANY_LISTS)[number]['id'];

/**
 * The lists tab (service spec 3 "Roles and lists", 5 "Lists"): custom lists, groupings and the
 * simple lists (unit measures, divisions, departments, skills, parts, service statuses). Editing
 * custom and simple lists needs the modules edit key (Platform:Edit:Modules), groupings the
 * employees edit key (Platform:Edit:Employee), the employee custom field set (service spec 2
 * "Employees" custom fields) the modules or the settings edit key; the server checks them again.
 */
export function ListsTab() {
  const { t } = useTranslation();
  const { can } = useSession();
  const canEditLists = can('/settings/modules/', 'edit');
  const canEditGroups = can('/settings/employees/', 'edit');
  const canEditFields = canEditLists || can('/settings/account/', 'settings/edit');
  const [current, setCurrent] = useState<CompanyListId>('customLists');
  const chosen = COMPANY_LISTS.find((l) => l.id === current)!;
  return (
    <div className={styles.split} style={{ gridTemplateColumns: '200px 1fr' }}>
      <nav className={styles.pane} aria-label={t('company.lists.nav')}>
        {COMPANY_LISTS.map((l) => (
          <button
            type="button"
            key={l.id}
            className={styles.listButton}
            aria-current={l.id === current}
            onClick={() => setCurrent(l.id)}
          >
            {t(`company.lists.${l.id}`)}
          </button>
        ))}
      </nav>
      <div className={styles.pane}>
        {chosen.id === 'customLists' ? <CustomListsEditor canEdit={canEditLists} /> : null}
        {chosen.id === 'customFields' ? (
          <CustomFieldSetEditor type="employee" canEdit={canEditFields} />
        ) : null}
        {chosen.id === 'groupings' ? <GroupingsEditor canEdit={canEditGroups} /> : null}
        {'entity' in chosen ? (
          <SimpleListEditor
            key={chosen.entity}
            entity={chosen.entity}
            title={t(`company.lists.${chosen.id}`)}
            canEdit={canEditLists}
            fixedItems={chosen.entity === 'ServiceStatus'}
          />
        ) : null}
      </div>
    </div>
  );
}
