/**
 * Which page numbers a pager shows: at most `maxLinks` consecutive pages, centred on the current
 * page where possible. Pages are 0-based here; the pager shows them 1-based.
 * Returns [] when there are no pages. maxLinks below 1 is treated as 1.
 */
export function pageWindow(pageIndex: number, pageCount: number, maxLinks: number): number[] {
  if (!(pageCount > 0)) return [];
  const max = Math.max(1, Math.floor(maxLinks) || 1);
  const current = Math.min(Math.max(0, Math.floor(pageIndex) || 0), pageCount - 1);
  const count = Math.min(max, pageCount);
  let start = current - Math.floor((count - 1) / 2);
  start = Math.max(0, Math.min(start, pageCount - count));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Number of pages for `total` rows at `pageSize` rows a page (at least 1, so an empty list has page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !Number.isFinite(pageSize)) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}
