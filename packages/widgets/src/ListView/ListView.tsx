import { PHONE_QUERY, useMediaQuery } from '@wm/ui';
import { type KeyboardEvent, useState } from 'react';
import { cx } from '../internal/cx';
import * as controls from '../internal/controls.css';
import { Pagination } from '../Pagination/Pagination';
import { ColumnOrganiser } from './ColumnOrganiser';
import { MIN_COLUMN_WIDTH, moveColumnTo, setColumnWidth } from './columnLayout';
import * as styles from './ListView.css';
import type { ListViewProps } from './types';
import { formatCellValue, type ListViewState, useListViewState } from './useListViewState';

const CHECK_WIDTH = 40;
const TAGS_WIDTH = 96;

/**
 * A list of records (service spec 2 "Shared widgets", 9 "Paging"): sorting (click a header;
 * shift-click adds a sort key), a search box over every filterable column and optional per-column
 * filters, a column organiser (show, hide, reorder by buttons or by dragging headers, resize by
 * the header edge, minimum 75 px) whose layout is a controlled prop, multi-select checkboxes with
 * select-all (all filtered rows on every page), paging (default 1000 per page, options 10, 25,
 * 50, 100), row tags, greyed unavailable records (status 2 and 3), and keyboard use: Tab into the
 * grid, arrows/Home/End/PageUp/PageDown move the active row, Enter opens it (the click, then the
 * double-click behaviour: see `openRow`), Space selects it.
 *
 * Rows are virtualised: only the rows in view plus `overscan` are in the DOM, so 100,000 rows cost
 * the same DOM as 100. ARIA: role=grid with aria-rowcount (all filtered rows + header) and
 * aria-rowindex on every rendered row.
 */
export function ListView<T extends object>({
  selectable = false,
  pageSize = 1000,
  pageSizeOptions = [10, 25, 50, 100],
  maxPageLinks = 20,
  showSearch = true,
  showColumnFilters = false,
  tagsWidth = 96,
  height = 480,
  rowHeight = 36,
  overscan = 8,
  cardLayout = 'auto',
  ...rest
}: ListViewProps<T>) {
  // The defaults are spelled out here so the props table shows them; the parts below read them from props.
  const props: ListViewProps<T> = {
    ...rest,
    selectable,
    pageSize,
    pageSizeOptions,
    maxPageLinks,
    showSearch,
    showColumnFilters,
    tagsWidth,
    height,
    rowHeight,
    overscan,
    cardLayout,
  };
  const s = useListViewState(props);
  const phone = useMediaQuery(PHONE_QUERY);
  if ((phone || props.cardLayout === 'always') && props.cardColumns)
    return <ListViewCards {...props} state={s} cardColumns={props.cardColumns} />;
  return <ListViewGrid {...props} state={s} />;
}

/**
 * The card form of a ListView on phones (`cardColumns`): one card per record of the page with its
 * checkbox, tags and the chosen columns; search, select-all and the pager as in the grid.
 */
function ListViewCards<T extends object>(
  props: ListViewProps<T> & { state: ListViewState<T>; cardColumns: readonly string[] },
) {
  const s = props.state;
  const { labels } = s;
  const { selectable = false, showSearch = true } = props;
  const colById = new Map(props.columns.map((c) => [c.id, c]));
  const cardCols = props.cardColumns.map((id) => colById.get(id)).filter((c) => c !== undefined);
  const [titleCol, ...fieldCols] = cardCols;
  const show = (c: (typeof cardCols)[number], rec: T) => c.cell?.(rec) ?? formatCellValue(c.value(rec));
  const firstCol = props.columns[0];
  const rowLabel = (row: T) =>
    props.getRowLabel?.(row) ?? (firstCol ? formatCellValue(firstCol.value(row)) : props.getRowId(row));
  return (
    <div className={styles.root} data-testid={props['data-testid']}>
      <div className={styles.toolbar}>
        {selectable ? (
          <input
            type="checkbox"
            className={controls.nativeCheckbox}
            aria-label={labels.selectAll}
            checked={s.allState === true}
            ref={(el) => {
              if (el) el.indeterminate = s.allState === 'indeterminate';
            }}
            disabled={s.resultCount === 0}
            onChange={(e) => s.setAllSelected(e.target.checked)}
          />
        ) : null}
        {showSearch ? (
          <input
            type="search"
            className={cx(controls.input, styles.cardSearch)}
            aria-label={labels.search}
            placeholder={labels.search}
            value={s.globalFilter}
            onChange={(e) => s.setGlobalFilter(e.target.value)}
          />
        ) : null}
        <span className={styles.toolbarSpacer} />
        {selectable ? (
          <span className={styles.muted} aria-live="polite">
            {labels.selectedCount(s.selectedCount)}
          </span>
        ) : null}
      </div>
      <ul className={styles.cardList} aria-label={props.label}>
        {Array.from({ length: s.page.length }, (_, pos) => {
          const rec = s.rowAt(pos);
          if (rec === undefined) return null;
          const id = props.getRowId(rec);
          const status = props.getRowStatus?.(rec);
          const isUnavailable = status === 2 || status === 3;
          const isSelected = selectable && s.selected.has(id);
          const tags = props.getRowTags?.(rec) ?? [];
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the card's checkbox and the host's buttons are the keyboard path
            <li
              key={id}
              data-row-id={id}
              aria-current={isSelected || undefined}
              className={cx(
                styles.card,
                isSelected && styles.cardSelected,
                isUnavailable && styles.unavailable,
              )}
              onClick={() => {
                if (selectable) s.selectOnly(pos);
                s.clickRow(pos);
              }}
              onDoubleClick={() => s.activateRow(pos)}
            >
              <div className={styles.cardHead}>
                {selectable ? (
                  <input
                    type="checkbox"
                    className={controls.nativeCheckbox}
                    aria-label={labels.selectRow(rowLabel(rec))}
                    checked={isSelected}
                    onClick={(e) => {
                      e.stopPropagation();
                      s.toggleRow(pos, e.shiftKey);
                    }}
                    onChange={() => {}}
                  />
                ) : null}
                {titleCol ? <strong className={styles.cardTitle}>{show(titleCol, rec)}</strong> : null}
                {tags.map((t) => (
                  <span
                    key={t.id}
                    className={cx(styles.tag, styles.tagTone[t.tone ?? 'neutral'])}
                    title={t.title ?? t.label}
                  >
                    {t.label}
                  </span>
                ))}
              </div>
              {fieldCols.length ? (
                <dl className={styles.cardFields}>
                  {fieldCols.map((c) => (
                    <div key={c.id} className={styles.cardField}>
                      <dt className={styles.cardTerm}>{c.header}</dt>
                      <dd className={styles.cardValue}>{show(c, rec)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ul>
      {s.resultCount === 0 ? <p className={styles.empty}>{labels.empty}</p> : null}
      <ListPager state={s} />
    </div>
  );
}

/** The grid form of a ListView (every width, and phones without `cardColumns`). */
/** The pager under the rows (grid and phone cards alike) when the list is paged. */
function ListPager<T extends object>({ state: s }: { state: ListViewState<T> }) {
  if (!s.paged) return null;
  return (
    <Pagination
      pageIndex={s.pageIndex}
      pageCount={s.pageCount}
      onPageChange={s.setPageIndex}
      pageSize={s.pageSize}
      pageSizeOptions={s.pageSizeOptions}
      onPageSizeChange={s.setPageSize}
      maxPageLinks={s.maxPageLinks}
      totalCount={s.resultCount}
      landmark={false}
      labels={{ ...s.labels.pager, nav: s.labels.pagination }}
    />
  );
}

function ListViewGrid<T extends object>(props: ListViewProps<T> & { state: ListViewState<T> }) {
  const s = props.state;
  const { table, labels } = s;
  const { columns, selectable = false, showSearch = true, showColumnFilters = false, height = 480 } = props;
  const rowHeight = props.rowHeight ?? 36;
  const headerGroup = table.getHeaderGroups()[0];
  const headers = headerGroup?.headers ?? [];
  const hasTags = Boolean(props.getRowTags);
  const tagsWidth = props.tagsWidth ?? TAGS_WIDTH;
  const totalWidth =
    headers.reduce((sum, h) => sum + h.getSize(), 0) +
    (selectable ? CHECK_WIDTH : 0) +
    (hasTags ? tagsWidth : 0);
  const [dragId, setDragId] = useState<string | null>(null);
  const [dragOverId, setDragOverId] = useState<string | null>(null);
  const colById = new Map(columns.map((c) => [c.id, c]));
  const firstCol = columns[0];
  const rowLabel = (row: T) =>
    props.getRowLabel?.(row) ?? (firstCol ? formatCellValue(firstCol.value(row)) : props.getRowId(row));
  const rowIndexBase = s.paged ? s.pageIndex * s.pageSize : 0;
  const tableRows = table.getRowModel().rows;

  const onResizeKey = (e: KeyboardEvent, id: string) => {
    const step = e.shiftKey ? 50 : 10;
    const cur = s.layout.widths[id] ?? MIN_COLUMN_WIDTH;
    if (e.key === 'ArrowLeft') s.updateLayout(setColumnWidth(s.layout, id, cur - step));
    else if (e.key === 'ArrowRight') s.updateLayout(setColumnWidth(s.layout, id, cur + step));
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div className={styles.root} data-testid={props['data-testid']}>
      <div className={styles.toolbar}>
        {showSearch ? (
          <input
            type="search"
            className={controls.input}
            aria-label={labels.search}
            placeholder={labels.search}
            value={s.globalFilter}
            onChange={(e) => s.setGlobalFilter(e.target.value)}
          />
        ) : null}
        <span className={styles.toolbarSpacer} />
        {selectable ? (
          <span className={styles.muted} aria-live="polite">
            {labels.selectedCount(s.selectedCount)}
          </span>
        ) : null}
        <ColumnOrganiser
          columns={columns}
          layout={s.layout}
          onMove={s.moveColumn}
          onHiddenChange={s.setColumnHidden}
          labels={labels}
        />
      </div>
      <div
        ref={s.scrollRef}
        role="grid"
        aria-label={props.label}
        aria-rowcount={s.resultCount + 1}
        aria-colcount={headers.length + (selectable ? 1 : 0) + (hasTags ? 1 : 0)}
        aria-multiselectable={selectable || undefined}
        data-index-ready={s.indexReady || undefined}
        aria-activedescendant={s.activeIndex >= 0 ? s.rowDomId(s.activeIndex) : undefined}
        tabIndex={0}
        className={styles.grid}
        style={{ height }}
        onKeyDown={(e) => {
          if (e.target === e.currentTarget) s.onGridKeyDown(e);
        }}
        onFocus={(e) => {
          if (e.target === e.currentTarget && s.activeIndex < 0 && s.page.length > 0) s.setActiveIndex(0);
        }}
      >
        <div role="rowgroup" className={styles.head} style={{ width: totalWidth, minWidth: '100%' }}>
          <div role="row" tabIndex={-1} aria-rowindex={1} className={styles.row}>
            {selectable ? (
              <div
                role="columnheader"
                tabIndex={-1}
                className={styles.checkCell}
                style={{ width: CHECK_WIDTH }}
              >
                <input
                  type="checkbox"
                  className={controls.nativeCheckbox}
                  aria-label={labels.selectAll}
                  checked={s.allState === true}
                  ref={(el) => {
                    if (el) el.indeterminate = s.allState === 'indeterminate';
                  }}
                  disabled={s.resultCount === 0}
                  onChange={(e) => s.setAllSelected(e.target.checked)}
                />
              </div>
            ) : null}
            {hasTags ? (
              <div role="columnheader" tabIndex={-1} className={styles.cell} style={{ width: tagsWidth }}>
                <span className={controls.visuallyHidden}>{labels.tags}</span>
              </div>
            ) : null}
            {headers.map((header) => {
              const col = header.column;
              const def = colById.get(col.id);
              const title = def?.header ?? col.id;
              const sorted = col.getIsSorted();
              const canSort = col.getCanSort();
              const sortHandler = col.getToggleSortingHandler();
              const resize = header.getResizeHandler();
              return (
                <div
                  key={header.id}
                  role="columnheader"
                  tabIndex={-1}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={cx(styles.headerCell, dragOverId === col.id && styles.dragOver)}
                  style={{ width: header.getSize() }}
                  draggable
                  onDragStart={(e) => {
                    setDragId(col.id);
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={(e) => {
                    if (dragId && dragId !== col.id) {
                      e.preventDefault();
                      setDragOverId(col.id);
                    }
                  }}
                  onDragLeave={() => setDragOverId(null)}
                  onDrop={(e) => {
                    e.preventDefault();
                    if (dragId) s.updateLayout(moveColumnTo(s.layout, dragId, col.id));
                    setDragId(null);
                    setDragOverId(null);
                  }}
                  onDragEnd={() => {
                    setDragId(null);
                    setDragOverId(null);
                  }}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    disabled={!canSort}
                    onClick={sortHandler}
                    style={{ justifyContent: def?.align === 'end' ? 'flex-end' : undefined }}
                  >
                    <span className={styles.headerLabel}>{title}</span>
                    <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</span>
                  </button>
                  {showColumnFilters && col.getCanFilter() ? (
                    <input
                      type="search"
                      className={styles.filterInput}
                      aria-label={labels.filterColumn(title)}
                      value={String(col.getFilterValue() ?? '')}
                      onChange={(e) => col.setFilterValue(e.target.value || undefined)}
                      onClick={(e) => e.stopPropagation()}
                    />
                  ) : null}
                  <div
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={labels.resize(title)}
                    aria-valuenow={header.getSize()}
                    aria-valuemin={MIN_COLUMN_WIDTH}
                    tabIndex={0}
                    className={styles.resizer}
                    data-resizing={col.getIsResizing() || undefined}
                    onMouseDown={resize}
                    onTouchStart={resize}
                    onKeyDown={(e) => onResizeKey(e, col.id)}
                    onDragStart={(e) => e.preventDefault()}
                    onClick={(e) => e.stopPropagation()}
                  />
                </div>
              );
            })}
          </div>
        </div>
        <div
          role="rowgroup"
          className={styles.body}
          style={{ height: s.virtualizer.getTotalSize(), width: totalWidth, minWidth: '100%' }}
        >
          {s.items.map((item, k) => {
            const row = tableRows[k];
            const rec = row?.original;
            if (!row || rec === undefined) return null;
            const id = row.id;
            const pos = item.index;
            const status = props.getRowStatus?.(rec);
            const isUnavailable = status === 2 || status === 3;
            const isSelected = selectable && s.selected.has(id);
            const tags = props.getRowTags?.(rec) ?? [];
            return (
              // Keyed by position in the page, not record id: a sort or filter updates the same row
              // elements in place instead of replacing every rendered row, and while scrolling the
              // rows still in view keep their elements untouched (a key per window slot would
              // rewrite every row's text on each scrolled row).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles keys for the active row (aria-activedescendant)
              <div
                key={pos}
                id={s.rowDomId(pos)}
                role="row"
                tabIndex={-1}
                aria-rowindex={rowIndexBase + pos + 2}
                aria-selected={selectable ? isSelected : undefined}
                aria-disabled={isUnavailable || undefined}
                data-row-id={id}
                className={cx(
                  styles.bodyRow,
                  pos === s.activeIndex && styles.activeRow,
                  isUnavailable && styles.unavailable,
                )}
                style={{ height: rowHeight, width: totalWidth, transform: `translateY(${item.start}px)` }}
                onClick={() => s.clickRow(pos)}
                onDoubleClick={() => s.activateRow(pos)}
              >
                {selectable ? (
                  <div role="gridcell" tabIndex={-1} className={styles.checkCell}>
                    <input
                      type="checkbox"
                      tabIndex={-1}
                      className={controls.nativeCheckbox}
                      aria-label={labels.selectRow(rowLabel(rec))}
                      checked={isSelected}
                      onClick={(e) => {
                        e.stopPropagation();
                        s.toggleRow(pos, e.shiftKey);
                      }}
                      onChange={() => {}}
                    />
                  </div>
                ) : null}
                {hasTags ? (
                  <div role="gridcell" tabIndex={-1} className={styles.tagsCell} style={{ width: tagsWidth }}>
                    {tags.map((t) => (
                      <span
                        key={t.id}
                        className={cx(styles.tag, styles.tagTone[t.tone ?? 'neutral'])}
                        title={t.title ?? t.label}
                      >
                        {t.label}
                      </span>
                    ))}
                  </div>
                ) : null}
                {row.getVisibleCells().map((cell, ci) => (
                  <div
                    key={cell.id}
                    role="gridcell"
                    tabIndex={-1}
                    className={cx(
                      styles.cell,
                      colById.get(cell.column.id)?.align === 'end' && styles.alignEnd,
                    )}
                    style={{ width: cell.column.getSize() }}
                  >
                    <span className={styles.cellText}>
                      <table.FlexRender cell={cell} />
                    </span>
                    {ci === 0 && isUnavailable ? (
                      <span className={controls.visuallyHidden}> ({labels.unavailable})</span>
                    ) : null}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        {s.resultCount === 0 ? (
          <div role="row" tabIndex={-1} aria-rowindex={2}>
            <div role="gridcell" tabIndex={-1} className={styles.empty}>
              {labels.empty}
            </div>
          </div>
        ) : null}
      </div>
      <ListPager state={s} />
    </div>
  );
}
