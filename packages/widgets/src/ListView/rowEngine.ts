/**
 * The ListView row pipeline (filter -> sort -> page) over plain arrays of records.
 *
 * Why not TanStack's row models: measured here on 100,000 rows, `createSortedRowModel` took
 * 0.75-1.2 s per sort and `createFilteredRowModel` 0.25-0.7 s per keystroke, and building the
 * core row model alone 170-330 ms. The list must sort and filter 100k rows in under 100 ms, so
 * rows are processed here as integer indexes over per-column keys, and TanStack Table only sees
 * the rows that are on screen (see useListViewState.ts).
 *
 * Keys are computed once per column per data array: the lower-cased display text (for text
 * filters) and a rank (position of each record in the column's ascending order). With a rank, a
 * sort of any subset is an O(n) scatter instead of an O(n log n) comparison sort.
 */

/** A value a column yields for sorting and filtering. Dates sort by time; null/undefined sort last. */
export type CellValue = string | number | boolean | Date | null | undefined;

/** What the engine needs to know about a column. */
export interface EngineColumn<T> {
  id: string;
  /** The sortable/filterable value of the column for one record. */
  value: (row: T) => CellValue;
  /** Text used for filtering; defaults to String(value). */
  text?: (row: T) => string;
}

export interface SortRule {
  id: string;
  desc: boolean;
}

export interface ColumnFilter {
  id: string;
  /** Case-insensitive substring the column's text must contain. */
  value: string;
}

export interface RowQuery {
  globalFilter: string;
  columnFilters: ColumnFilter[];
  sorting: SortRule[];
  /** Column ids that take part in the global filter. */
  globalColumns: string[];
}

function textOf(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString();
  return String(v);
}

/** Sort key: numbers (and dates, booleans) compare as numbers, strings case-insensitively. */
function compareValues(a: CellValue, b: CellValue): number {
  const an = a === null || a === undefined || a === '';
  const bn = b === null || b === undefined || b === '';
  if (an || bn) return an === bn ? 0 : an ? 1 : -1;
  const ax = a instanceof Date ? a.getTime() : typeof a === 'boolean' ? Number(a) : a;
  const bx = b instanceof Date ? b.getTime() : typeof b === 'boolean' ? Number(b) : b;
  if (typeof ax === 'number' && typeof bx === 'number') return ax - bx;
  const as = String(ax).toLowerCase();
  const bs = String(bx).toLowerCase();
  return as < bs ? -1 : as > bs ? 1 : 0;
}

/** Per-data-array cache of column keys; build with `createRowIndex`, query with `queryRows`. */
export class RowIndex<T> {
  readonly size: number;
  private readonly texts = new Map<string, string[]>();
  private readonly ranks = new Map<string, Uint32Array>();
  private haystack: string[] | null = null;
  private haystackKey = '';
  private readonly columns: Map<string, EngineColumn<T>>;

  constructor(
    readonly data: readonly T[],
    columns: readonly EngineColumn<T>[],
  ) {
    this.size = data.length;
    this.columns = new Map(columns.map((c) => [c.id, c]));
  }

  private column(id: string): EngineColumn<T> {
    const c = this.columns.get(id);
    if (!c) throw new Error(`ListView: unknown column id '${id}'`);
    return c;
  }

  /** Lower-cased filter text of every record for one column. */
  textsOf(id: string): string[] {
    let t = this.texts.get(id);
    if (!t) {
      const c = this.column(id);
      const n = this.size;
      t = new Array<string>(n);
      for (let i = 0; i < n; i++) {
        const row = this.data[i] as T;
        t[i] = (c.text ? c.text(row) : textOf(c.value(row))).toLowerCase();
      }
      this.texts.set(id, t);
    }
    return t;
  }

  /** rank[i] = position of record i in the column's ascending order (stable by index). */
  rankOf(id: string): Uint32Array {
    let r = this.ranks.get(id);
    if (!r) {
      const c = this.column(id);
      const n = this.size;
      const values = new Array<CellValue>(n);
      let allNumeric = true;
      for (let i = 0; i < n; i++) {
        const v = c.value(this.data[i] as T);
        values[i] = v;
        if (typeof v !== 'number' || Number.isNaN(v)) allNumeric = false;
      }
      const order = new Array<number>(n);
      for (let i = 0; i < n; i++) order[i] = i;
      if (allNumeric) {
        const nums = values as number[];
        order.sort((a, b) => (nums[a] as number) - (nums[b] as number) || a - b);
      } else {
        // Pre-normalise strings once so the comparator does no allocation.
        const keys = values.map((v) =>
          typeof v === 'string' ? v.toLowerCase() : v instanceof Date ? v.getTime() : v,
        );
        order.sort((a, b) => compareValues(keys[a], keys[b]) || a - b);
      }
      r = new Uint32Array(n);
      for (let p = 0; p < n; p++) r[order[p] as number] = p;
      this.ranks.set(id, r);
    }
    return r;
  }

  /** Joined lower-case text of the global-filter columns for each record. */
  haystackOf(ids: readonly string[]): string[] {
    const key = ids.join('\u0001');
    if (!this.haystack || this.haystackKey !== key) {
      const cols = ids.map((id) => this.textsOf(id));
      const n = this.size;
      const h = new Array<string>(n);
      for (let i = 0; i < n; i++) {
        let s = '';
        for (const col of cols) s += `${col[i]}\u0001`;
        h[i] = s;
      }
      this.haystack = h;
      this.haystackKey = key;
    }
    return this.haystack;
  }

  /** Build the keys ahead of use (called in idle time), one column per call; false when all done. */
  warmStep(sortIds: readonly string[], globalIds: readonly string[]): boolean {
    for (const id of sortIds) {
      if (!this.ranks.has(id)) {
        this.rankOf(id);
        return true;
      }
    }
    if (globalIds.length && this.haystackKey !== globalIds.join('\u0001')) {
      this.haystackOf(globalIds);
      return true;
    }
    return false;
  }
}

/** Wraps `data` for querying; keys are built lazily on first use. */
export function createRowIndex<T>(data: readonly T[], columns: readonly EngineColumn<T>[]): RowIndex<T> {
  return new RowIndex(data, columns);
}

/**
 * Indexes (into `index.data`) of the records that pass the filters, in sort order.
 * Text filters are case-insensitive substring matches; whitespace-separated words of the global
 * filter must all match somewhere in the row. Throws `ListView: unknown column id '<id>'` when a
 * filter or sort names a column that does not exist.
 */
export function queryRows<T>(index: RowIndex<T>, q: RowQuery): Int32Array {
  const n = index.size;
  let rows: Int32Array | null = null;

  const words = q.globalFilter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const filters = q.columnFilters
    .map((f) => ({
      texts: index.textsOf(f.id),
      needle: String(f.value ?? '')
        .toLowerCase()
        .trim(),
    }))
    .filter((f) => f.needle !== '');
  if (words.length || filters.length) {
    const hay = words.length && q.globalColumns.length ? index.haystackOf(q.globalColumns) : null;
    const out = new Int32Array(n);
    let k = 0;
    outer: for (let i = 0; i < n; i++) {
      if (hay) {
        const h = hay[i] as string;
        for (const w of words) if (!h.includes(w)) continue outer;
      }
      for (const f of filters) if (!(f.texts[i] as string).includes(f.needle)) continue outer;
      out[k++] = i;
    }
    rows = out.subarray(0, k);
  }

  if (q.sorting.length === 0) {
    if (rows) return rows;
    const all = new Int32Array(n);
    for (let i = 0; i < n; i++) all[i] = i;
    return all;
  }

  if (q.sorting.length === 1) {
    const rule = q.sorting[0] as SortRule;
    const rank = index.rankOf(rule.id);
    // Scatter by rank, then gather: O(n), no comparisons.
    const slots = new Int32Array(n).fill(-1);
    if (rows)
      for (let j = 0; j < rows.length; j++) slots[rank[rows[j] as number] as number] = rows[j] as number;
    else for (let i = 0; i < n; i++) slots[rank[i] as number] = i;
    const count = rows ? rows.length : n;
    const out = new Int32Array(count);
    let k = 0;
    if (rule.desc) {
      for (let p = n - 1; p >= 0; p--) if ((slots[p] as number) >= 0) out[k++] = slots[p] as number;
    } else {
      for (let p = 0; p < n; p++) if ((slots[p] as number) >= 0) out[k++] = slots[p] as number;
    }
    return out;
  }

  // Several sort keys: compare integer ranks, still cheaper than comparing values.
  const ranks = q.sorting.map((s) => ({ rank: index.rankOf(s.id), dir: s.desc ? -1 : 1 }));
  const list = Array.from(rows ?? { length: n }, (v, i) => (rows ? (v as number) : i));
  list.sort((a, b) => {
    for (const r of ranks) {
      const d = (r.rank[a] as number) - (r.rank[b] as number);
      if (d !== 0) return d * r.dir;
    }
    return a - b;
  });
  return Int32Array.from(list);
}
