export { ListView } from './ListView';
export {
  type ColumnLayout,
  DEFAULT_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  moveColumn,
  moveColumnTo,
  normaliseColumnLayout,
  setColumnHidden,
  setColumnWidth,
} from './columnLayout';
export { type CellValue, createRowIndex, queryRows, type RowQuery } from './rowEngine';
export {
  defaultListViewLabels,
  type ListViewColumn,
  type ListViewLabels,
  type ListViewProps,
  type RecordStatus,
  type RowTag,
} from './types';
export {
  formatCellValue,
  LIST_VIEW_PAGE_SIZE,
  LIST_VIEW_PAGE_SIZE_OPTIONS,
  type ListViewState,
  useListViewState,
} from './useListViewState';
