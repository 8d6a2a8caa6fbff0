import type { ListViewLabels } from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The ListView's strings in the user's language. */
export function useListLabels(): Partial<ListViewLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      empty: t('list.empty'),
      search: t('list.search'),
      filterColumn: (header: string) => t('list.filterColumn', { header }),
      selectAll: t('list.selectAll'),
      selectRow: (label: string) => t('list.selectRow', { label }),
      organiser: t('list.organiser'),
      show: t('list.show'),
      moveLeft: (header: string) => t('list.moveLeft', { header }),
      moveRight: (header: string) => t('list.moveRight', { header }),
      resize: (header: string) => t('list.resize', { header }),
      unavailable: t('list.unavailable'),
      selectedCount: (n: number) => t('list.selectedCount', { count: n }),
      tags: t('list.tags'),
      pagination: t('list.pagination'),
    }),
    [t],
  );
}
