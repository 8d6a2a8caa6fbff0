/**
 * The printable shape of any report result (time spec 3 "Reports", 9): sections (a multi-report
 * split, e.g. one per employee, one item per page when asked), groups inside a section (the
 * grouping field), and footers with the sum / average / min / max of the fields that declare one.
 * Used by the ReportDocument widget, and on the server by the PDF, CSV and XLSX exports, so every
 * registered report prints and exports the same way with no code of its own.
 */

/** A report column type: text, number, decimal hours, a day ('YYYY-MM-DD'), an instant (ISO). */
export type ReportValueType = 'string' | 'number' | 'hours' | 'date' | 'datetime';
/** Footer aggregates of time spec 3 "Reports". */
export type ReportAggregate = 'sum' | 'average' | 'min' | 'max';

/** A report column as the document reads it. */
export interface ReportDocField {
  name: string;
  type: ReportValueType;
  label: string;
  /** Kept in the data (ids, sort keys) but not printed or exported. */
  hidden?: boolean;
  /** Footer aggregate of this column; hours columns sum by default. */
  aggregate?: ReportAggregate | null;
  /**
   * The (hidden) field holding the file id of a stored PNG or JPEG printed in this column instead
   * of its text when the record has one: the signatures of the location sign-in sheet.
   */
  imageField?: string;
  /**
   * A 'datetime' column printed as the clock time only, 'hh:mm A' with the zone ('07:05 AM MDT';
   * Spanish 'HH:mm MDT'): the in and out of the location sign-in sheet (time spec 9).
   */
  clock?: boolean;
}

/** What a report run answers (the fields of POST /api/report/{key} the document needs). */
export interface ReportDocInput {
  fields: readonly ReportDocField[];
  records: readonly Record<string, unknown>[];
  /** One section per distinct value of this field (multi-reports: per employee). */
  splitBy?: string | null;
  /** Field naming a section (defaults to splitBy). */
  splitLabel?: string | null;
  /** One group per distinct value of this field inside each section. */
  groupBy?: string | null;
}

/** Footer values by field name (only fields with an aggregate). */
export type ReportFooter = Record<string, number | null>;

/** A run of rows sharing the grouping value. */
export interface ReportDocGroup {
  key: string;
  label: string;
  records: Record<string, unknown>[];
  footer: ReportFooter;
}

/** A section (a page of a multi-report). */
export interface ReportDocSection {
  key: string;
  title: string;
  groups: ReportDocGroup[];
  footer: ReportFooter;
}

/** The document: printed columns, sections and the grand footer. */
export interface ReportDocument {
  columns: ReportDocField[];
  sections: ReportDocSection[];
  footer: ReportFooter;
  /** True when at least one column has a footer aggregate. */
  hasFooter: boolean;
}

/** The aggregate a column uses (explicit, or sum for hours). */
export function aggregateOf(field: ReportDocField): ReportAggregate | null {
  if (field.aggregate !== undefined) return field.aggregate ?? null;
  return field.type === 'hours' ? 'sum' : null;
}

const num = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/** Running sum, count, min and max of the numbers of one column (non-numbers skipped). */
interface Tally {
  sum: number;
  count: number;
  min: number;
  max: number;
}

const newTally = (): Tally => ({
  sum: 0,
  count: 0,
  min: Number.POSITIVE_INFINITY,
  max: Number.NEGATIVE_INFINITY,
});

/** Adds the numbers of `field` over `records` to `t`, in order (one pass, no intermediate arrays). */
function tallyOf(t: Tally, records: readonly Record<string, unknown>[], field: string): void {
  // Local copies: footers run over every row of 220,000-row exports.
  let { sum, count, min, max } = t;
  for (const r of records) {
    const v = r[field];
    const n = typeof v === 'number' ? (Number.isFinite(v) ? v : null) : num(v);
    if (n === null) continue;
    sum += n;
    count++;
    if (n < min) min = n;
    if (n > max) max = n;
  }
  t.sum = sum;
  t.count = count;
  t.min = min;
  t.max = max;
}

/** The `kind` of a tally, rounded to hundredths; null when it saw no number (sum gives 0). */
function resultOf(t: Tally, kind: ReportAggregate): number | null {
  const round = (n: number) => Math.round(n * 100) / 100;
  if (kind === 'sum') return round(t.sum);
  if (t.count === 0) return null;
  if (kind === 'average') return round(t.sum / t.count);
  return round(kind === 'min' ? t.min : t.max);
}

/**
 * `kind` of the numeric values of `field` over `records` (non-numbers skipped), rounded to
 * hundredths; null when no record has a number (sum gives 0).
 */
export function aggregate(
  records: readonly Record<string, unknown>[],
  field: string,
  kind: ReportAggregate,
): number | null {
  const t = newTally();
  tallyOf(t, records, field);
  return resultOf(t, kind);
}

/** The footer of rows that arrive in pages (see footerAccumulator). */
export interface FooterAccumulator {
  /** Adds the next rows, in the order of the document. */
  add(records: readonly Record<string, unknown>[]): void;
  /** The footer of every row added so far (by field name, as ReportDocument.footer). */
  footer(): ReportFooter;
}

/**
 * The footer of `columns` (each column's aggregateOf) over rows added page by page: the same numbers
 * as buildReportDocument's footer of all the rows at once, to the bit, when the pages are added in
 * the document's order (the sums are taken in the same order). For exports streamed by page.
 */
export function footerAccumulator(columns: readonly ReportDocField[]): FooterAccumulator {
  const tallies: [ReportDocField, ReportAggregate, Tally][] = [];
  for (const c of columns) {
    const kind = aggregateOf(c);
    if (kind) tallies.push([c, kind, newTally()]);
  }
  return {
    add(records) {
      for (const [c, , t] of tallies) tallyOf(t, records, c.name);
    },
    footer() {
      const out: ReportFooter = {};
      for (const [c, kind, t] of tallies) out[c.name] = resultOf(t, kind);
      return out;
    },
  };
}

function footerOf(columns: readonly ReportDocField[], records: readonly Record<string, unknown>[]) {
  const acc = footerAccumulator(columns);
  acc.add(records);
  return acc.footer();
}

function partition(records: readonly Record<string, unknown>[], field: string | null | undefined) {
  if (!field) return [['', records.slice()] as [string, Record<string, unknown>[]]];
  const map = new Map<string, Record<string, unknown>[]>();
  for (const r of records) {
    const k = field ? String(r[field] ?? '') : '';
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return [...map.entries()];
}

/**
 * Builds the document of a report result: the printed columns (not hidden, not the split field),
 * sections by `splitBy` in first-seen order, groups by `groupBy`, and footers per group, section
 * and overall. Throws 'Field not found' when `groupBy` or `splitBy` is not a field (time spec 5).
 */
export function buildReportDocument(input: ReportDocInput): ReportDocument {
  const names = new Set(input.fields.map((f) => f.name));
  for (const f of [input.groupBy, input.splitBy]) {
    if (f && !names.has(f)) throw new Error('Field not found');
  }
  const columns = input.fields.filter((f) => !f.hidden);
  const sectionTitleField = input.splitLabel ?? input.splitBy;
  const footer = footerOf(columns, input.records);
  const sections = partition(input.records, input.splitBy).map(([key, rows], _, all) => {
    // A section or group holding every row of its parent has the parent's footer (not summed again).
    const sectionFooter = all.length === 1 ? footer : footerOf(columns, rows);
    const groups = partition(rows, input.groupBy);
    return {
      key,
      title: input.splitBy ? String(rows[0]?.[sectionTitleField ?? ''] ?? key) : '',
      groups: groups.map(([g, grows]) => ({
        key: g,
        label: g,
        records: grows,
        footer: groups.length === 1 ? { ...sectionFooter } : footerOf(columns, grows),
      })),
      footer: all.length === 1 ? { ...footer } : sectionFooter,
    };
  });
  return {
    columns,
    sections,
    footer,
    hasFooter: columns.some((c) => aggregateOf(c) !== null),
  };
}

/** How a user reads hours: decimal with two places, or hours:minutes (employee preference). */
export type ReportTimeFormat = 'decimal' | 'hours:minutes';

/** Decimal hours as text: '7.50' (0.00 for zero) or '7:30' in the hours:minutes format. */
export function formatReportHours(value: unknown, format: ReportTimeFormat = 'decimal'): string {
  const n = num(value);
  if (n === null) return '';
  if (format === 'hours:minutes') {
    const minutes = Math.round(Math.abs(n) * 60);
    const text = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
    return n < 0 && minutes > 0 ? `-${text}` : text;
  }
  const fixed = (Math.round(n * 100) / 100).toFixed(2);
  return fixed === '-0.00' ? '0.00' : fixed;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function zonedPartsIntl(ms: number, zone: string): Record<string, string> {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      });
    } catch {
      return zonedPartsIntl(ms, 'UTC');
    }
    formatters.set(zone, f);
  }
  const out: Record<string, string> = {};
  for (const p of f.formatToParts(new Date(ms))) out[p.type] = p.value;
  return out;
}

/** Bucket of the offset cache: zones change offset on quarter hours at the finest. */
const QUARTER_HOUR = 15 * 60_000;
/** The zone's UTC offset (ms) by `zone` and quarter hour, so a big export formats each cell arithmetically. */
const offsets = new Map<string, number>();

/** `ms` shifted by the zone's offset: its UTC fields are the wall time in `zone`. */
function zonedWall(ms: number, zone: string): Date {
  const bucket = Math.floor(ms / QUARTER_HOUR);
  const key = `${zone}\u0000${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = bucket * QUARTER_HOUR;
    const p = zonedPartsIntl(start, zone);
    const h = (Number(p.hour) % 12) + (p.dayPeriod === 'PM' ? 12 : 0);
    offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), h, Number(p.minute)) - start;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return new Date(ms + offset);
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Month, day, year, hour (1-12), minute and dayPeriod of `ms` in `zone`, as en-US formatToParts gives them. */
function zonedParts(ms: number, zone: string): Record<string, string> {
  const d = zonedWall(ms, zone);
  const h = d.getUTCHours();
  return {
    month: two(d.getUTCMonth() + 1),
    day: two(d.getUTCDate()),
    year: String(d.getUTCFullYear()),
    hour: String(h % 12 === 0 ? 12 : h % 12),
    minute: two(d.getUTCMinutes()),
    dayPeriod: h < 12 ? 'AM' : 'PM',
  };
}

/** 'MM/DD/YYYY' or 'MM/DD/YYYY h:mm AM' of `ms` in `zone`, built from the shifted date's fields. */
function formatZoned(ms: number, zone: string, withTime: boolean): string {
  const d = zonedWall(ms, zone);
  const date = `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
  if (!withTime) return date;
  const h = d.getUTCHours();
  return `${date} ${h % 12 === 0 ? 12 : h % 12}:${two(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Checks zonedParts against Intl (tests only). */
export function zonedPartsMatchesIntl(ms: number, zone: string): boolean {
  const a = zonedParts(ms, zone);
  const b = zonedPartsIntl(ms, zone);
  return ['month', 'day', 'year', 'hour', 'minute', 'dayPeriod'].every((k) => a[k] === b[k]);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO instant as the sign-in sheet's clock time (time spec 9): 'hh:mm A' with the zone's short
 * name in `zone` ('07:05 AM MDT'), in Spanish 24-hour 'HH:mm MDT'; an unknown zone falls back to
 * UTC; '' for null or empty, the text itself when it is not a date.
 */
export function formatReportClock(value: unknown, zone = 'UTC', language: 'en' | 'es' = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = Date.parse(String(value));
  if (Number.isNaN(ms)) return String(value);
  let f = clockFormatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      });
    } catch {
      return formatReportClock(value, 'UTC', language);
    }
    clockFormatters.set(zone, f);
  }
  const out: Record<string, string> = {};
  for (const p of f.formatToParts(new Date(ms))) out[p.type] = p.value;
  const h = Number(out.hour) % 24;
  const name = out.timeZoneName ?? '';
  if (language === 'es') return `${String(h).padStart(2, '0')}:${out.minute} ${name}`.trim();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${out.minute} ${h < 12 ? 'AM' : 'PM'} ${name}`.trim();
}

/**
 * A cell as printed (time spec 9): hours in the user's format, dates MM/DD/YYYY, instants
 * 'MM/DD/YYYY h:mm A' in `zone`, numbers as they are, empty for null.
 */
export function formatReportCell(
  value: unknown,
  type: ReportValueType,
  options: { zone?: string; timeFormat?: ReportTimeFormat } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'hours') return formatReportHours(value, options.timeFormat);
  if (type === 'date' || type === 'datetime') {
    const text = String(value);
    // 'YYYY-MM-DD' (a day) is printed as it is, without a zone.
    if (text.length === 10 && text.charCodeAt(4) === 45 && text.charCodeAt(7) === 45) {
      const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      if (day) return `${day[2]}/${day[3]}/${day[1]}`;
    }
    const ms = Date.parse(text);
    if (Number.isNaN(ms)) return text;
    return formatZoned(ms, options.zone || 'UTC', type === 'datetime');
  }
  return typeof value === 'string' ? value : String(value);
}
