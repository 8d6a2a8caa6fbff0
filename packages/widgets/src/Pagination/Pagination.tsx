import { type ReactNode, useId } from 'react';
import * as controls from '../internal/controls.css';
import { pageWindow } from './pageLinks';
import * as styles from './Pagination.css';

/** Strings of the pager (English defaults). */
export interface PaginationLabels {
  nav: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  page: (n: number) => string;
  pageSize: string;
  /** "1-25 of 300" */
  range: (from: number, to: number, total: number) => string;
}

export const defaultPaginationLabels: PaginationLabels = {
  nav: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (n) => `Page ${n}`,
  pageSize: 'Rows per page',
  range: (from, to, total) => `${from}-${to} of ${total}`,
};

export interface PaginationProps {
  /** Current page, 0-based. */
  pageIndex: number;
  /** Number of pages (>= 1). */
  pageCount: number;
  onPageChange: (pageIndex: number) => void;
  /** Rows per page; with `totalCount` it drives the range text. */
  pageSize?: number;
  /** Choices for rows per page (platform default 10, 25, 50, 75, 100). Omit to hide the chooser. */
  pageSizeOptions?: ReadonlyArray<number>;
  onPageSizeChange?: (pageSize: number) => void;
  /** Most page links shown at once (platform default 20). */
  maxPageLinks?: number;
  /** Total rows, for the "1-10 of 57" text. */
  totalCount?: number;
  labels?: Partial<PaginationLabels>;
  /**
   * Render as a navigation landmark (default). Widgets that embed a pager (ListView, TreeView)
   * pass false and get a labelled group, so a page with several lists has no duplicate landmarks.
   */
  landmark?: boolean;
}

function GroupDiv(props: { className: string; 'aria-label': string; children: ReactNode }) {
  return <div role="group" {...props} />;
}

/** Default pager settings (service spec section 9: 10 per page, options 10-100, 20 links). */
export const PAGER_DEFAULTS = {
  pageSize: 10,
  pageSizeOptions: [10, 25, 50, 75, 100],
  maxPageLinks: 20,
} as const;

/**
 * Page navigation: first/previous, a window of at most `maxPageLinks` page links around the
 * current page, next/last, an optional rows-per-page chooser and a range text. Pages are 0-based
 * in props and shown 1-based. A page size not among the options (e.g. 1000) is listed too.
 */
export function Pagination({
  pageIndex,
  pageCount,
  onPageChange,
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  maxPageLinks = PAGER_DEFAULTS.maxPageLinks,
  totalCount,
  labels: labelsProp,
  landmark = true,
}: PaginationProps) {
  const labels = { ...defaultPaginationLabels, ...labelsProp };
  const count = Math.max(1, Math.floor(pageCount) || 1);
  const current = Math.min(Math.max(0, pageIndex), count - 1);
  const pages = pageWindow(current, count, maxPageLinks);
  const selectId = useId();
  const Root = landmark ? 'nav' : GroupDiv;
  const sizes =
    pageSizeOptions && pageSize !== undefined && !pageSizeOptions.includes(pageSize)
      ? [...pageSizeOptions, pageSize].sort((a, b) => a - b)
      : pageSizeOptions;
  const go = (p: number) => {
    if (p !== current && p >= 0 && p < count) onPageChange(p);
  };
  let rangeText: string | null = null;
  if (totalCount !== undefined && pageSize !== undefined && pageSize > 0) {
    const from = totalCount === 0 ? 0 : current * pageSize + 1;
    const to = Math.min(totalCount, (current + 1) * pageSize);
    rangeText = labels.range(from, to, totalCount);
  }
  return (
    <Root className={styles.root} aria-label={labels.nav}>
      <button
        type="button"
        className={controls.smallButton}
        onClick={() => go(0)}
        disabled={current === 0}
        aria-label={labels.first}
      >
        «
      </button>
      <button
        type="button"
        className={controls.smallButton}
        onClick={() => go(current - 1)}
        disabled={current === 0}
        aria-label={labels.previous}
      >
        ‹
      </button>
      <ul className={styles.links}>
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className={controls.smallButton}
              aria-current={p === current ? 'page' : undefined}
              aria-label={labels.page(p + 1)}
              onClick={() => go(p)}
            >
              {p + 1}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={controls.smallButton}
        onClick={() => go(current + 1)}
        disabled={current >= count - 1}
        aria-label={labels.next}
      >
        ›
      </button>
      <button
        type="button"
        className={controls.smallButton}
        onClick={() => go(count - 1)}
        disabled={current >= count - 1}
        aria-label={labels.last}
      >
        »
      </button>
      {sizes && onPageSizeChange ? (
        <label className={styles.sizeLabel} htmlFor={selectId}>
          {labels.pageSize}
          <select
            id={selectId}
            className={controls.select}
            value={pageSize}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
          >
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {rangeText ? <span className={styles.range}>{rangeText}</span> : null}
    </Root>
  );
}
