import type { ListViewLabels, PaginationLabels } from '@wm/widgets';
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
      pager: pagerLabels(t),
    }),
    [t],
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function pagerLabels(t: T): Partial<PaginationLabels> {
  return {
    first: t('pager.first'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    last: t('pager.last'),
    page: (n: number) => t('pager.page', { n }),
    pageSize: t('pager.pageSize'),
    range: (from: number, to: number, total: number) => t('pager.range', { from, to, total }),
  };
}

/** The pager's strings in the user's language (TreeView `paginationLabels`, Pagination `labels`). */
export function usePagerLabels(): Partial<PaginationLabels> {
  const { t } = useTranslation();
  return useMemo(() => pagerLabels(t), [t]);
}

/** The multi-select list's own strings in the user's language (spread into MultiSelectPicker). */
export function useMultiSelectLabels(): {
  selectedText: (n: number) => string;
  selectAllLabel: string;
  clearLabel: string;
  removeLabel: string;
} {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      selectedText: (n: number) => t('multi.selected', { count: n }),
      selectAllLabel: t('multi.selectAll'),
      clearLabel: t('multi.clear'),
      removeLabel: t('multi.remove'),
    }),
    [t],
  );
}
