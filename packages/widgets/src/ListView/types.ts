import type { ReactNode } from 'react';
import type { CellValue } from './rowEngine';
import type { ColumnLayout } from './columnLayout';
import type { PaginationLabels } from '../Pagination/Pagination';

/** A column of a ListView. `value` drives sorting and filtering; `cell` only draws. */
export interface ListViewColumn<T> {
  /** Stable id, also the key in the saved ColumnLayout. */
  id: string;
  /** Header text (already translated by the host). */
  header: string;
  /** Value for sorting/filtering: numbers and dates sort numerically, strings case-insensitively. */
  value: (row: T) => CellValue;
  /** Custom cell content; defaults to the value as text (dates as local date-time). */
  cell?: (row: T) => ReactNode;
  /** Text for filtering when it differs from String(value). */
  filterText?: (row: T) => string;
  /** Initial width in px (>= 75). */
  width?: number;
  /** Defaults to true. */
  sortable?: boolean;
  /** Per-column filter input and global-filter participation. Defaults to true. */
  filterable?: boolean;
  /** Whether the organiser may hide it. Defaults to true. */
  hideable?: boolean;
  /** Hidden until the user shows it (when no layout is given). */
  hidden?: boolean;
  align?: 'start' | 'end';
}

/** A small indicator drawn at the start of a row (time-editor tags such as 'Exported'). */
export interface RowTag {
  id: string;
  /** Short text in the tag. */
  label: string;
  /** Full description for the tooltip and screen readers. */
  title?: string;
  tone?: 'neutral' | 'info' | 'success' | 'warn' | 'error';
}

/** Entity status (platform spec 4.1): 1 active, 2 inactive, 3 deleted; 2 and 3 draw greyed. */
export type RecordStatus = 1 | 2 | 3;

/** Strings the ListView shows; English defaults, the console passes translations. */
export interface ListViewLabels {
  empty: string;
  search: string;
  filterColumn: (header: string) => string;
  selectAll: string;
  selectRow: (rowLabel: string) => string;
  organiser: string;
  show: string;
  moveLeft: (header: string) => string;
  moveRight: (header: string) => string;
  resize: (header: string) => string;
  unavailable: string;
  selectedCount: (n: number) => string;
  tags: string;
  pagination: string;
  /** Translations of the pager's buttons, page-size label and range. */
  pager?: Partial<PaginationLabels>;
}

export const defaultListViewLabels: ListViewLabels = {
  empty: 'No records found.',
  search: 'Search',
  filterColumn: (h) => `Filter ${h}`,
  selectAll: 'Select all rows',
  selectRow: (l) => `Select ${l}`,
  organiser: 'Columns',
  show: 'Show',
  moveLeft: (h) => `Move ${h} left`,
  moveRight: (h) => `Move ${h} right`,
  resize: (h) => `Resize ${h}`,
  unavailable: 'Unavailable',
  selectedCount: (n) => `${n} selected`,
  tags: 'Tags',
  pagination: 'Pages',
};

export interface ListViewProps<T> {
  /** Records to list (all of them: paging, sorting and filtering happen here). */
  data: ReadonlyArray<T>;
  columns: ReadonlyArray<ListViewColumn<T>>;
  /** Stable id of a record (selection, keys, aria ids). */
  getRowId: (row: T) => string;
  /** Accessible name of the grid. */
  label: string;
  /** Saved layout (controlled). Without it the layout is kept inside. */
  columnLayout?: ColumnLayout;
  onColumnLayoutChange?: (layout: ColumnLayout) => void;
  /** Shows the selection checkboxes and the select-all checkbox. */
  selectable?: boolean;
  /** Selected ids (controlled); without it the selection is kept inside. */
  selectedIds?: ReadonlyArray<string>;
  onSelectionChange?: (ids: string[]) => void;
  /** Rows per page; 0 or Infinity shows all rows (virtualised). Default 1000 (service spec 9). */
  pageSize?: number;
  /** Default [10, 25, 50, 100]. */
  pageSizeOptions?: ReadonlyArray<number>;
  /** Most page links shown by the pager. Default 20. */
  maxPageLinks?: number;
  /** Text box searching every filterable column. Default true. */
  showSearch?: boolean;
  /** A filter input under each filterable header. Default false. */
  showColumnFilters?: boolean;
  /** Controlled global filter text. */
  globalFilter?: string;
  onGlobalFilterChange?: (text: string) => void;
  /** Tags drawn in the first cell. */
  getRowTags?: (row: T) => readonly RowTag[];
  /** Width of the tags cell in px (longer tag labels, e.g. translated ones, need more); default 96. */
  tagsWidth?: number;
  /** Status of the record (2, 3 are greyed as unavailable). */
  getRowStatus?: (row: T) => RecordStatus | number | null | undefined;
  /** Text naming a row for its checkbox label; defaults to the first column's text. */
  getRowLabel?: (row: T) => string;
  /** Click on a row, and Enter on the active row (WCAG 2.1.1: a list that opens on click opens on Enter). */
  onRowClick?: (row: T) => void;
  /** Double-click; Enter on the active row calls onRowClick, then this (see `openRow`). */
  onActivate?: (row: T) => void;
  /** Height of the scrolling body in px. Default 480. */
  height?: number;
  /** Row height in px. Default 36. */
  rowHeight?: number;
  /** Extra rows rendered above and below the viewport. Default 8. */
  overscan?: number;
  labels?: Partial<ListViewLabels>;
  /**
   * Ids of the columns a card shows, in order (the first as the card's title). When given, phone
   * widths (`PHONE_QUERY` of @wm/ui, below 768 px) draw each record as a card (checkbox, tags and
   * these columns as 'header value' pairs) instead of the wide grid; a tap on a card selects just
   * that record (and calls onRowClick), its checkbox adds it to the selection.
   */
  cardColumns?: ReadonlyArray<string>;
  /** With `cardColumns`: 'auto' (default) draws cards on phone widths only, 'always' at any width (stories). */
  cardLayout?: 'auto' | 'always';
  /** Host-chosen test id. */
  'data-testid'?: string;
}
