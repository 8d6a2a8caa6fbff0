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
 * filters, kept as ONE string per column with the rows separated by U+0001 and an Int32Array of row
 * offsets, searched with indexOf: a few bytes per row instead of a string object per row and cell,
 * so the index holds less heap than a peer grid's row nodes) and a rank (position of each record in the column's ascending order). With a rank, a
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

/** Separates rows inside a column's text; a needle containing it matches nothing. */
const SEP = '\u0001';

/** The lower-cased filter text of one column: all rows joined by SEP, and where each row starts. */
export interface ColumnText {
  /** Row i is text.slice(starts[i], starts[i + 1] - 1). */
  text: string;
  /** n + 1 offsets; starts[n] = text.length. */
  starts: Int32Array;
}

/** Per-data-array cache of column keys; build with `createRowIndex`, query with `queryRows`. */
export class RowIndex<T> {
  readonly size: number;
  private readonly texts = new Map<string, ColumnText>();
  private readonly ranks = new Map<string, Uint32Array>();
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

  /** Lower-cased filter text of every record for one column (see ColumnText). */
  textOf(id: string): ColumnText {
    let t = this.texts.get(id);
    if (!t) {
      const c = this.column(id);
      const n = this.size;
      const parts = new Array<string>(n);
      const starts = new Int32Array(n + 1);
      let pos = 0;
      for (let i = 0; i < n; i++) {
        const row = this.data[i] as T;
        const s = (c.text ? c.text(row) : textOf(c.value(row))).toLowerCase().replaceAll(SEP, ' ');
        parts[i] = s;
        starts[i] = pos;
        pos += s.length + 1;
      }
      starts[n] = pos;
      t = { text: n ? parts.join(SEP) + SEP : '', starts };
      this.texts.set(id, t);
    }
    return t;
  }

  /**
   * For every row whose text in column `id` contains `needle` and whose hits[row] is `k`, sets
   * hits[row] to k + 1 (so a row counts once per constraint, and only if it met the earlier ones).
   */
  markMatches(id: string, needle: string, hits: Uint16Array, k: number): void {
    if (needle.includes(SEP)) return;
    const { text, starts } = this.textOf(id);
    let row = 0;
    let pos = text.indexOf(needle);
    while (pos !== -1) {
      while ((starts[row + 1] as number) <= pos) row++;
      if (hits[row] === k) hits[row] = k + 1;
      pos = text.indexOf(needle, starts[row + 1] as number);
    }
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

  /** Build the keys ahead of use (called in idle time), one column per call; false when all done. */
  warmStep(sortIds: readonly string[], globalIds: readonly string[]): boolean {
    for (const id of sortIds) {
      if (!this.ranks.has(id)) {
        this.rankOf(id);
        return true;
      }
    }
    for (const id of globalIds) {
      if (!this.texts.has(id)) {
        this.textOf(id);
        return true;
      }
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
      id: f.id,
      needle: String(f.value ?? '')
        .toLowerCase()
        .trim(),
    }))
    .filter((f) => f.needle !== '');
  for (const f of filters) index.textOf(f.id); // unknown column ids throw before any work
  const useWords = words.length > 0 && q.globalColumns.length > 0;
  if (useWords || filters.length) {
    // hits[i] = how many constraints (words, then column filters) row i met so far, in order.
    const hits = new Uint16Array(n);
    let k = 0;
    if (useWords)
      for (const w of words) {
        for (const id of q.globalColumns) index.markMatches(id, w, hits, k);
        k++;
      }
    for (const f of filters) index.markMatches(f.id, f.needle, hits, k++);
    const out = new Int32Array(n);
    let m = 0;
    for (let i = 0; i < n; i++) if (hits[i] === k) out[m++] = i;
    rows = out.subarray(0, m);
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
