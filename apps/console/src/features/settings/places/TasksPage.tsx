import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../EntityListPage.js';

interface TaskListRow {
  id: string;
  code?: string | null;
  name?: string | null;
  productivityUnitTracking?: string | null;
  isGeofenceExempt?: boolean | null;
  status?: number | null;
}

/** /settings/tasks/: the task list with CSV import. */
export function TasksPage() {
  const { t } = useTranslation();
  return (
    <EntityListPage<TaskListRow>
      entity="Task"
      title={t('menu.settings.tasks')}
      importColumns={['TaskId', 'Name', 'Code', 'ParentId']}
      orderby="name"
      columns={[
        { id: 'code', header: t('settings.col.code'), value: (r) => r.code ?? '', width: 120 },
        { id: 'name', header: t('settings.col.name'), value: (r) => r.name ?? '', width: 260 },
        {
          id: 'units',
          header: t('settings.col.unitTracking'),
          value: (r) => t(`settings.unitTracking.${r.productivityUnitTracking ?? 'none'}`),
          width: 180,
        },
        {
          id: 'geofence',
          header: t('settings.col.geofenceExempt'),
          value: (r) => (r.isGeofenceExempt ? t('common.yes') : t('common.no')),
          width: 150,
        },
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
