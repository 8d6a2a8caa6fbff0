import {
  type ColumnDef,
  type ColumnFiltersState,
  type ColumnSizingState,
  type SortingState,
  type Updater,
  columnFilteringFeature,
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  functionalUpdate,
  globalFilteringFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type React from 'react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { openRow } from './rowOpen';
import { pageCountOf } from '../Pagination/pageLinks';
import {
  type ColumnLayout,
  MIN_COLUMN_WIDTH,
  moveColumn,
  normaliseColumnLayout,
  setColumnHidden,
  setColumnWidth,
} from './columnLayout';
import { type CellValue, createRowIndex, queryRows } from './rowEngine';
import { defaultListViewLabels, type ListViewLabels, type ListViewProps } from './types';

/**
 * TanStack Table features used by the ListView. Sorting and filtering are registered for their
 * state and header APIs only (manual mode): rowEngine.ts does the processing; see there for why.
 */
export const listViewFeatures = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnResizingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
});

export type ListViewFeatures = typeof listViewFeatures;

/** Default page size and options of the list view (service spec section 9). */
export const LIST_VIEW_PAGE_SIZE = 1000;
export const LIST_VIEW_PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50, 100];

/** Formats a cell value as text: dates as local date and time, null as empty. */
export function formatCellValue(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toLocaleString();
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
}

/**
 * Runs `fn` in the next idle period (or after 10 ms where there is no requestIdleCallback) with the
 * performance.now() time to stop by: the end of the idle period, at least 10 ms away. Returns a
 * cancel function.
 */
function scheduleIdle(fn: (until: number) => void): () => void {
  const w = globalThis as unknown as {
    requestIdleCallback?: (
      cb: (d: { timeRemaining: () => number }) => void,
      o?: { timeout: number },
    ) => number;
    cancelIdleCallback?: (h: number) => void;
  };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const h = w.requestIdleCallback((d) => fn(performance.now() + Math.max(10, d.timeRemaining())), {
      timeout: 2000,
    });
    return () => w.cancelIdleCallback?.(h);
  }
  const h = setTimeout(() => fn(performance.now() + 30), 10);
  return () => clearTimeout(h);
}

/**
 * All state of a ListView: layout, sorting, filters, paging, selection, keyboard focus and the
 * virtual window. Rendering lives in ListView.tsx. Row indexes (`activeIndex`, virtual items) are
 * positions in the current page.
 */
export function useListViewState<T extends object>(props: ListViewProps<T>) {
  const {
    data,
    columns,
    getRowId,
    rowHeight = 36,
    overscan = 8,
    pageSizeOptions = LIST_VIEW_PAGE_SIZE_OPTIONS,
    maxPageLinks = 20,
  } = props;
  const labels: ListViewLabels = { ...defaultListViewLabels, ...props.labels };
  const gridId = useId();

  // Column layout: controlled when `columnLayout` is given.
  const [innerLayout, setInnerLayout] = useState<ColumnLayout | undefined>(undefined);
  const layout = useMemo(
    () => normaliseColumnLayout(props.columnLayout ?? innerLayout, columns),
    [props.columnLayout, innerLayout, columns],
  );
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const { onColumnLayoutChange } = props;
  const updateLayout = useCallback(
    (next: ColumnLayout) => {
      if (next === layoutRef.current) return;
      layoutRef.current = next;
      setInnerLayout(next);
      onColumnLayoutChange?.(next);
    },
    [onColumnLayoutChange],
  );

  // Sorting and filters.
  const [sorting, setSorting] = useState<SortingState>([]);
  const [innerGlobalFilter, setInnerGlobalFilter] = useState('');
  const globalFilter = props.globalFilter ?? innerGlobalFilter;
  const { onGlobalFilterChange } = props;
  const setGlobalFilter = useCallback(
    (text: string) => {
      setInnerGlobalFilter(text);
      onGlobalFilterChange?.(text);
    },
    [onGlobalFilterChange],
  );
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);

  // Paging. 0 or Infinity = one page with every row.
  const [pageSizeState, setPageSizeState] = useState(props.pageSize ?? LIST_VIEW_PAGE_SIZE);
  useEffect(() => {
    if (props.pageSize !== undefined) setPageSizeState(props.pageSize);
  }, [props.pageSize]);
  const unpaged = !(pageSizeState > 0) || !Number.isFinite(pageSizeState);
  const [pageIndexState, setPageIndex] = useState(0);

  // Row pipeline.
  const engineColumns = useMemo(
    () => columns.map((c) => ({ id: c.id, value: c.value, text: c.filterText })),
    [columns],
  );
  const index = useMemo(() => createRowIndex(data, engineColumns), [data, engineColumns]);
  const globalColumns = useMemo(
    () => columns.filter((c) => c.filterable !== false && !layout.hidden.includes(c.id)).map((c) => c.id),
    [columns, layout.hidden],
  );
  const rows = useMemo(
    () =>
      queryRows(index, {
        globalFilter,
        globalColumns,
        columnFilters: columnFilters.map((f) => ({ id: f.id, value: String(f.value ?? '') })),
        sorting: sorting.map((s) => ({ id: s.id, desc: s.desc })),
      }),
    [index, globalFilter, globalColumns, columnFilters, sorting],
  );

  // Build sort ranks and the search text in idle time, so the first click does not pay for them
  // (a search before then reads the cells; a sort builds its rank on the spot).
  // `indexReady` (exposed as data-index-ready on the grid) tells when every key is built.
  const [indexReady, setIndexReady] = useState(false);
  useEffect(() => {
    const sortIds = columns.filter((c) => c.sortable !== false).map((c) => c.id);
    let cancel = () => {};
    let stopped = false;
    setIndexReady(false);
    const step = (until: number) => {
      if (stopped) return;
      if (index.warmStep(sortIds, globalColumns, until)) cancel = scheduleIdle(step);
      else setIndexReady(true);
    };
    cancel = scheduleIdle(step);
    return () => {
      stopped = true;
      cancel();
    };
  }, [index, columns, globalColumns]);

  const pageSize = unpaged ? Math.max(1, rows.length) : pageSizeState;
  const pageCount = unpaged ? 1 : pageCountOf(rows.length, pageSize);
  const pageIndex = Math.min(pageIndexState, pageCount - 1);
  const page = useMemo(
    () => (unpaged ? rows : rows.subarray(pageIndex * pageSize, (pageIndex + 1) * pageSize)),
    [rows, unpaged, pageIndex, pageSize],
  );

  // Reset to the first page when the result changes shape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on these inputs on purpose
  useEffect(() => {
    setPageIndex(0);
  }, [globalFilter, columnFilters, sorting, data]);

  // Virtual window over the page.
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: page.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  const windowData = useMemo(() => {
    const out: T[] = [];
    for (let i = first; i <= last; i++) out.push(data[page[i] as number] as T);
    return out;
  }, [data, page, first, last]);

  // TanStack Table: column model, header APIs and state; rows = the rendered window only.
  const tableColumns = useMemo<ColumnDef<ListViewFeatures, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: T) => c.value(row),
        cell: c.cell
          ? (ctx: { row: { original: T } }) => c.cell?.(ctx.row.original)
          : (ctx: { getValue: () => unknown }) => formatCellValue(ctx.getValue() as CellValue),
        size: Math.max(MIN_COLUMN_WIDTH, c.width ?? 160),
        minSize: MIN_COLUMN_WIDTH,
        enableSorting: c.sortable !== false,
        enableColumnFilter: c.filterable !== false,
        enableGlobalFilter: c.filterable !== false,
        enableHiding: c.hideable !== false,
        meta: undefined,
      })) as ColumnDef<ListViewFeatures, T>[],
    [columns],
  );
  const columnVisibility = useMemo(
    () => Object.fromEntries(layout.hidden.map((id) => [id, false])) as Record<string, boolean>,
    [layout.hidden],
  );
  const table = useTable({
    features: listViewFeatures,
    columns: tableColumns,
    data: windowData,
    getRowId: (row: T) => getRowId(row),
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: true,
    // The first click sorts ascending for every type (TanStack would start numbers descending).
    sortDescFirst: false,
    columnResizeMode: 'onChange',
    state: {
      sorting,
      globalFilter,
      columnFilters,
      columnOrder: layout.order,
      columnVisibility,
      columnSizing: layout.widths,
    },
    onSortingChange: (u: Updater<SortingState>) => setSorting((old) => functionalUpdate(u, old)),
    onGlobalFilterChange: (u: Updater<string>) =>
      setGlobalFilter(String(functionalUpdate(u, globalFilter) ?? '')),
    onColumnFiltersChange: (u: Updater<ColumnFiltersState>) =>
      setColumnFilters((old) => functionalUpdate(u, old)),
    onColumnSizingChange: (u: Updater<ColumnSizingState>) => {
      const cur = layoutRef.current;
      const next = functionalUpdate(u, cur.widths);
      let l = cur;
      for (const [id, w] of Object.entries(next)) l = setColumnWidth(l, id, w);
      updateLayout(l);
    },
  });

  // Selection by id (all pages, all filtered rows for select-all).
  const [innerSelected, setInnerSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo<ReadonlySet<string>>(
    () => (props.selectedIds ? new Set(props.selectedIds) : innerSelected),
    [props.selectedIds, innerSelected],
  );
  const { onSelectionChange } = props;
  const commitSelection = useCallback(
    (next: Set<string>) => {
      setInnerSelected(next);
      onSelectionChange?.([...next]);
    },
    [onSelectionChange],
  );
  const anchorRef = useRef<number | null>(null);
  /** Toggles the row at page position `pos`; with shift, sets the range from the last toggled row. */
  const toggleRow = useCallback(
    (pos: number, shift = false) => {
      const rec = data[page[pos] as number];
      if (rec === undefined) return;
      const id = getRowId(rec);
      const next = new Set(selected);
      const value = !selected.has(id);
      if (shift && anchorRef.current !== null) {
        const [a, b] = [Math.min(anchorRef.current, pos), Math.max(anchorRef.current, pos)];
        for (let i = a; i <= b; i++) {
          const rid = getRowId(data[page[i] as number] as T);
          if (value) next.add(rid);
          else next.delete(rid);
        }
      } else if (value) next.add(id);
      else next.delete(id);
      anchorRef.current = pos;
      commitSelection(next);
    },
    [data, page, getRowId, selected, commitSelection],
  );
  /** Selects only the row at page position `pos` (a tap on a card). */
  const selectOnly = useCallback(
    (pos: number) => {
      const rec = data[page[pos] as number];
      if (rec === undefined) return;
      anchorRef.current = pos;
      commitSelection(new Set([getRowId(rec)]));
    },
    [data, page, getRowId, commitSelection],
  );
  const selectedInResult = useMemo(() => {
    if (selected.size === 0) return 0;
    let n = 0;
    for (let i = 0; i < rows.length; i++) if (selected.has(getRowId(data[rows[i] as number] as T))) n++;
    return n;
  }, [rows, data, selected, getRowId]);
  const allState: boolean | 'indeterminate' =
    rows.length > 0 && selectedInResult === rows.length
      ? true
      : selectedInResult > 0
        ? 'indeterminate'
        : false;
  /** Selects (or clears) every row that passes the filters, on every page. */
  const setAllSelected = useCallback(
    (value: boolean) => {
      const next = new Set(selected);
      for (let i = 0; i < rows.length; i++) {
        const id = getRowId(data[rows[i] as number] as T);
        if (value) next.add(id);
        else next.delete(id);
      }
      commitSelection(next);
    },
    [rows, data, selected, getRowId, commitSelection],
  );

  // Keyboard: the active row (page position), announced via aria-activedescendant.
  const [activeIndex, setActiveIndex] = useState(-1);
  const active = Math.min(activeIndex, page.length - 1);
  const rowDomId = useCallback((pos: number) => `${gridId}-row-${pos}`, [gridId]);
  const moveActive = useCallback(
    (to: number) => {
      if (page.length === 0) return;
      const next = Math.max(0, Math.min(page.length - 1, to));
      setActiveIndex(next);
      virtualizer.scrollToIndex(next, { align: 'auto' });
    },
    [page.length, virtualizer],
  );
  const { onActivate, onRowClick } = props;
  const rowAt = useCallback((pos: number): T | undefined => data[page[pos] as number], [data, page]);
  const onGridKeyDown = useCallback(
    (e: React.KeyboardEvent) => {
      const visibleRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / rowHeight) - 1);
      const cur = active < 0 ? -1 : active;
      switch (e.key) {
        case 'ArrowDown':
          moveActive(cur + 1);
          break;
        case 'ArrowUp':
          moveActive(cur < 0 ? 0 : cur - 1);
          break;
        case 'Home':
          moveActive(0);
          break;
        case 'End':
          moveActive(page.length - 1);
          break;
        case 'PageDown':
          moveActive(cur + visibleRows);
          break;
        case 'PageUp':
          moveActive(cur - visibleRows);
          break;
        case 'Enter': {
          if (!openRow(cur >= 0 ? rowAt(cur) : undefined, { onRowClick, onActivate })) return;
          break;
        }
        case ' ': {
          if (props.selectable && cur >= 0) toggleRow(cur, e.shiftKey);
          break;
        }
        default:
          return;
      }
      e.preventDefault();
    },
    [active, moveActive, page.length, rowAt, onActivate, onRowClick, props.selectable, toggleRow, rowHeight],
  );

  const clickRow = useCallback(
    (pos: number) => {
      setActiveIndex(pos);
      const rec = rowAt(pos);
      if (rec !== undefined) onRowClick?.(rec);
    },
    [rowAt, onRowClick],
  );
  const activateRow = useCallback(
    (pos: number) => {
      const rec = rowAt(pos);
      if (rec !== undefined) onActivate?.(rec);
    },
    [rowAt, onActivate],
  );

  const setPageSize = useCallback((n: number) => {
    setPageSizeState(n);
    setPageIndex(0);
  }, []);

  return {
    labels,
    gridId,
    indexReady,
    table,
    layout,
    updateLayout,
    moveColumn: (id: string, delta: number) => updateLayout(moveColumn(layoutRef.current, id, delta)),
    setColumnHidden: (id: string, hidden: boolean) =>
      updateLayout(setColumnHidden(layoutRef.current, id, hidden)),
    sorting,
    setSorting,
    globalFilter,
    setGlobalFilter,
    columnFilters,
    totalRows: data.length,
    resultCount: rows.length,
    page,
    pageIndex,
    pageCount,
    pageSize: pageSizeState,
    pageSizeOptions,
    maxPageLinks,
    paged: !unpaged,
    setPageIndex,
    setPageSize,
    scrollRef,
    virtualizer,
    items,
    windowStart: first,
    rowAt,
    selected,
    allState,
    selectedCount: selected.size,
    toggleRow,
    selectOnly,
    setAllSelected,
    activeIndex: active,
    rowDomId,
    onGridKeyDown,
    clickRow,
    activateRow,
    setActiveIndex,
  };
}

export type ListViewState<T extends object> = ReturnType<typeof useListViewState<T>>;
