import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityList } from '@wm/api';
import { EntityListPage } from '../settings/EntityListPage.js';

interface AssetListRow {
  id: string;
  code?: string | null;
  name?: string | null;
  parent_id?: string | null;
  condition?: number | null;
  year?: number | null;
  status?: number | null;
}

/** Import columns of the Asset list (service spec 5 "CSV import"). */
export const ASSET_IMPORT_COLUMNS = ['AssetId', 'ParentId', 'Code', 'Name'] as const;

/**
 * /assets/inventory/ (time-assets spec, service spec 5 "CSV import"): the company's assets with their
 * parent, CSV import (AssetId, ParentId, Code, Name), CSV export of the list, export of the selected
 * assets to an integration and delete (a parent takes its children to the recycle bin).
 */
export function InventoryPage() {
  const { t } = useTranslation();
  // Parent names come from the same list (every status, so a parent that is inactive still shows).
  const all = useEntityList<AssetListRow>('Asset', { orderby: 'name', includeInactiveData: true });
  const names = useMemo(
    () => new Map((all.data ?? []).map((a) => [a.id, a.name ?? a.code ?? a.id])),
    [all.data],
  );
  return (
    <EntityListPage<AssetListRow>
      entity="Asset"
      title={t('inventory.title')}
      importColumns={ASSET_IMPORT_COLUMNS}
      orderby="name"
      onChanged={() => void all.mutate()}
      integrationExport={{ entityName: t('inventory.asset') }}
      deletable={{ path: '/assets/inventory/', key: 'edit', entityWord: t('inventory.asset').toLowerCase() }}
      columns={[
        { id: 'code', header: t('settings.col.code'), value: (r) => r.code ?? '', width: 130 },
        { id: 'name', header: t('settings.col.name'), value: (r) => r.name ?? '', width: 240 },
        {
          id: 'parent',
          header: t('inventory.col.parent'),
          value: (r) => (r.parent_id ? (names.get(r.parent_id) ?? '') : ''),
          width: 220,
        },
        {
          id: 'year',
          header: t('inventory.col.year'),
          value: (r) => r.year ?? null,
          width: 90,
          align: 'end',
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
