import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../EntityListPage.js';

interface LocationListRow {
  id: string;
  code?: string | null;
  name?: string | null;
  description?: string | null;
  lat?: number | null;
  lon?: number | null;
  status?: number | null;
}

/** /settings/locations/: the location list with CSV import. */
export function LocationsPage() {
  const { t } = useTranslation();
  return (
    <EntityListPage<LocationListRow>
      entity="Location"
      title={t('menu.settings.locations')}
      importColumns={[
        'LocationId',
        'ParentId',
        'Code',
        'Name',
        'Description',
        'Address',
        'City',
        'State',
        'Zip',
        'Country',
      ]}
      orderby="name"
      columns={[
        { id: 'code', header: t('settings.col.code'), value: (r) => r.code ?? '', width: 120 },
        { id: 'name', header: t('settings.col.name'), value: (r) => r.name ?? '', width: 240 },
        {
          id: 'description',
          header: t('settings.col.description'),
          value: (r) => r.description ?? '',
          width: 260,
        },
        {
          id: 'coordinates',
          header: t('settings.col.coordinates'),
          value: (r) =>
            typeof r.lat === 'number' && typeof r.lon === 'number'
              ? `${r.lat.toFixed(5)}, ${r.lon.toFixed(5)}`
              : '',
          width: 200,
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
