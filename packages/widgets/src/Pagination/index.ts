export {
  defaultPaginationLabels,
  PAGER_DEFAULTS,
  Pagination,
  type PaginationLabels,
  type PaginationProps,
} from './Pagination';
export { pageCountOf, pageWindow } from './pageLinks';
