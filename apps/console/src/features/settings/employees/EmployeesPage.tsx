import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../EntityListPage.js';

interface EmployeeListRow {
  id: string;
  code?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  status?: number | null;
}

/** /settings/employees/: the employee list with CSV import. */
export function EmployeesPage() {
  const { t } = useTranslation();
  return (
    <EntityListPage<EmployeeListRow>
      entity="Employee"
      title={t('menu.settings.employees')}
      importColumns={[
        'EmployeeId',
        'Code',
        'FirstName',
        'MiddleName',
        'LastName',
        'Email',
        'PIN',
        'Cell',
        'Address',
        'City',
        'State',
        'Zip',
        'Country',
      ]}
      orderby="lastName"
      columns={[
        { id: 'code', header: t('settings.col.code'), value: (r) => r.code ?? '', width: 120 },
        { id: 'lastName', header: t('settings.col.lastName'), value: (r) => r.lastName ?? '', width: 180 },
        { id: 'firstName', header: t('settings.col.firstName'), value: (r) => r.firstName ?? '', width: 180 },
        { id: 'email', header: t('settings.col.email'), value: (r) => r.email ?? '', width: 260 },
        {
          id: 'status',
          header: t('settings.col.status'),
          value: (r) => t(`status.${r.status ?? 1}`),
          width: 110,
        },
      ]}
    />
  );
}
