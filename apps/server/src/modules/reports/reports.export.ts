import type { ReportExportFormat } from '@wm/api/schemas';
import {
  buildReportDocument,
  footerAccumulator,
  formatReportCell,
  formatReportClock,
  formatReportHours,
  type ReportDocField,
  type ReportDocument,
  type ReportFooter,
  type ReportTimeFormat,
} from '@wm/domain';
import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../../platform/errors.js';
import { type PdfCell, type PdfRow, reportPdf } from './reports.pdf.js';
import type { ReportPages, ReportRun } from './reports.service.js';
import { reportText, type ReportLang } from './reports.i18n.js';

/** How an export prints values. */
export interface ExportOptions {
  /** Zone of date-time cells (the company's by default). */
  zone?: string;
  /** Hours as decimal (2 places) or hours:minutes (PDF and CSV; XLSX keeps numbers). */
  timeFormat?: ReportTimeFormat;
  /** PDF: each section (multi-report item) starts a page. */
  oneItemPerPage?: boolean;
  lang?: ReportLang;
  /** PDF: the company logo (PNG or JPEG bytes) beside the company name. */
  logo?: { bytes: Buffer; type: string } | null;
  /**
   * PDF: images by file id for the columns with an `imageField` (sign-in sheet signatures); a
   * record whose image is missing here prints the column's text.
   */
  images?: ReadonlyMap<string, { bytes: Buffer; type: string }>;
}

/** An exported file. */
export interface ExportedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** An exported file whose bytes are produced while they are read (CSV, and XLSX run by page; PDF is whole). */
export interface StreamedExport {
  fileName: string;
  contentType: string;
  /**
   * The file's bytes: a Buffer, or a Readable formatting the rows as it is read (CSV) or as each
   * page of employees is run (XLSX of a run by page). A failure after the first byte destroys it
   * with the error (the response is then aborted, never ended as if complete).
   */
  body: Buffer | Readable;
}

/** The rows of an export in file order, in pages (one, or a page of employees each), and their footer. */
export interface ExportRows {
  /** The printed columns (ReportDocument.columns). */
  columns: ReportDocField[];
  hasFooter: boolean;
  pages: AsyncIterable<readonly Record<string, unknown>[]>;
  /** The footer of every row: read once `pages` is done. */
  footer(): ReportFooter;
}

/**
 * Employees per page of a streamed export (the page size of runReportPages; tests lower it, 0 runs
 * every export whole).
 */
export const EXPORT_PAGING = { employees: 500 };

/** The rows of a whole document, a section's group after another (the order of the PDF). */
export function rowsOfDocument(doc: ReportDocument): ExportRows {
  return {
    columns: doc.columns,
    hasFooter: doc.hasFooter,
    pages: (async function* () {
      for (const s of doc.sections) for (const g of s.groups) yield g.records;
    })(),
    footer: () => doc.footer,
  };
}

/**
 * The rows of a run by page of employees (runReportPages) under the header of `head` (page 1
 * localized, without records): page 1, then each further page as it is run, each let go once
 * written; the footer summed across the pages in order (the same numbers as the whole run's). 400
 * 'Field not found' for a grouping or split field that is not a field (buildReportDocument).
 */
function rowsOfPages(head: ReportRun, paged: ReportPages): ExportRows {
  const { columns, hasFooter } = documentOf(head);
  const acc = footerAccumulator(columns);
  let first: readonly Record<string, unknown>[] | null = paged.first.records;
  const rest = paged.rest;
  return {
    columns,
    hasFooter,
    pages: (async function* () {
      acc.add(first!);
      yield first!;
      first = null;
      for await (const run of rest()) {
        acc.add(run.records);
        yield run.records;
      }
    })(),
    footer: () => acc.footer(),
  };
}

const CONTENT_TYPES: Record<ReportExportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function documentOf(run: ReportRun): ReportDocument {
  try {
    return buildReportDocument({
      fields: run.fields,
      records: run.records,
      splitBy: run.splitBy,
      splitLabel: run.splitLabel,
      groupBy: run.groupBy,
    });
  } catch (e) {
    throw badRequest(e instanceof Error ? e.message : String(e));
  }
}

/** 'MM/DD/YYYY - MM/DD/YYYY' of the run's date range ('' when open). */
function rangeText(run: ReportRun, zone: string): string {
  const from = run.dateRange.from ? formatReportCell(run.dateRange.from, 'date', { zone }) : '';
  const to = run.dateRange.to ? formatReportCell(run.dateRange.to, 'date', { zone }) : '';
  return from || to ? `${from} - ${to}` : '';
}

/** File name: '{key}-{fromDay or today}.{ext}'. */
function fileName(run: ReportRun, key: string, format: ReportExportFormat, zone: string): string {
  const day = run.dateRange.from ?? new Date().toISOString();
  const text = formatReportCell(day, 'date', { zone }); // MM/DD/YYYY
  const [m, d, y] = text.split('/');
  return `${key}-${y}-${m}-${d}.${format}`;
}

/**
 * Exports a report run as PDF (company header, title, range; one table per section with group rows
 * and footers; a page per section with oneItemPerPage), CSV (UTF-8 with BOM, the printed columns'
 * labels, formatted cells, a total row when the report has footers) or XLSX (numbers as numbers,
 * hours with two decimals, dates as dates).
 */
export async function exportReport(
  run: ReportRun,
  key: string,
  format: ReportExportFormat,
  options: ExportOptions = {},
): Promise<ExportedFile> {
  const zone = options.zone ?? run.company.timeZone;
  const doc = documentOf(run);
  const content =
    format === 'pdf'
      ? await toPdf(run, doc, zone, options)
      : format === 'csv'
        ? Buffer.from(await textOf(csvChunks(rowsOfDocument(doc), zone, options)), 'utf8')
        : await toXlsx(run, rowsOfDocument(doc), zone, options);
  return { fileName: fileName(run, key, format, zone), contentType: CONTENT_TYPES[format], content };
}

/**
 * Like exportReport, for an HTTP answer: CSV comes as a Readable that formats CSV_BATCH_ROWS rows
 * each time the response asks for more (backpressure), so the download starts as soon as the report
 * is computed and the formatted text of a 220,000-row report is never held whole; PDF and XLSX come
 * as Buffers. Throws 400 'Field not found' (bad groupBy) before any byte is produced.
 */
export async function exportReportStream(
  run: ReportRun,
  key: string,
  format: ReportExportFormat,
  options: ExportOptions = {},
): Promise<StreamedExport> {
  if (format !== 'csv') {
    const file = await exportReport(run, key, format, options);
    return { fileName: file.fileName, contentType: file.contentType, body: file.content };
  }
  const zone = options.zone ?? run.company.timeZone;
  return streamed(run, key, format, rowsOfDocument(documentOf(run)), zone, options);
}

/**
 * A CSV or XLSX export of a run by page of employees (runReportPages), streamed: the header, each
 * page's rows as soon as that page is run (the next page is run when the reader has taken them),
 * the total row (the footer accumulated across the pages) last. The file is the one exportReport
 * makes of the whole run. `title` and `fields` are the localized ones (localizeReport) of every
 * page. 400 'Field not found' before any byte; a later failure destroys the body with the error.
 */
export function exportPagesStream(
  paged: ReportPages,
  local: { title: string; fields: ReportRun['fields'] },
  key: string,
  format: 'csv' | 'xlsx',
  options: ExportOptions = {},
): StreamedExport {
  const head = { ...paged.first, ...local, records: [] };
  const zone = options.zone ?? head.company.timeZone;
  return streamed(head, key, format, rowsOfPages(head, paged), zone, options);
}

/** The streamed CSV or XLSX of `rows` (see exportReportStream, exportPagesStream). */
function streamed(
  run: ReportRun,
  key: string,
  format: 'csv' | 'xlsx',
  rows: ExportRows,
  zone: string,
  options: ExportOptions,
): StreamedExport {
  let body: Readable;
  if (format === 'csv') body = Readable.from(csvChunks(rows, zone, options), { objectMode: false });
  else {
    const out = new PassThrough();
    writeXlsx(run, rows, zone, options, out).catch((e: unknown) =>
      out.destroy(e instanceof Error ? e : new Error(String(e))),
    );
    body = out;
  }
  return { fileName: fileName(run, key, format, zone), contentType: CONTENT_TYPES[format], body };
}

/** Resolves when `stream` takes writes again; rejects when `out` closes first (the reader went away). */
function drained(stream: Writable, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      stream.off('drain', done);
      out.off('close', closed);
      resolve();
    };
    const closed = () => {
      stream.off('drain', done);
      reject(new Error('The export was closed before it was written.'));
    };
    if (out.destroyed) return closed();
    stream.on('drain', done);
    out.once('close', closed);
  });
}

function footerCells(
  columns: ReportDocField[],
  footer: ReportFooter,
  totalText: string,
  timeFormat?: ReportTimeFormat,
) {
  return columns.map((c, i) => {
    if (c.name in footer) {
      const v = footer[c.name];
      return c.type === 'hours' ? formatReportHours(v, timeFormat) : v === null ? '' : String(v);
    }
    return i === 0 ? totalText : '';
  });
}

/** Rows formatted per CSV chunk (about 100-200 KB of text for a wide report). */
export const CSV_BATCH_ROWS = 500;

/** Papa Parse quoting (time spec 9 CSV): a field with a comma, quote, line break or edge space is quoted, quotes doubled. */
const csvLines = (rows: string[][]) => `${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;

/**
 * The CSV of export rows in pieces (UTF-8 text; lines end in CRLF): the BOM with the header line of
 * the printed columns' labels first, then the records in batches of CSV_BATCH_ROWS lines (cells
 * formatted as printed: hours in the user's format, dates MM/DD/YYYY, instants in `zone`; a page's
 * last batch may be shorter), then the total row when the report has footers. A batch is formatted
 * only when it is asked for, and a page of rows is asked of `rows.pages` only when its lines are.
 */
export async function* csvChunks(
  rows: ExportRows,
  zone: string,
  options: ExportOptions,
): AsyncGenerator<string> {
  const t = reportText(options.lang);
  const { columns } = rows;
  yield `\uFEFF${csvLines([columns.map((c) => c.label)])}`;
  const fmt = { zone, timeFormat: options.timeFormat };
  let batch: string[][] = [];
  for await (const page of rows.pages) {
    for (const r of page) {
      batch.push(columns.map((c) => formatReportCell(r[c.name], c.type, fmt)));
      if (batch.length === CSV_BATCH_ROWS) {
        yield csvLines(batch);
        batch = [];
      }
    }
    // The rest of a page leaves before the next page is run.
    if (batch.length) yield csvLines(batch);
    batch = [];
  }
  if (rows.hasFooter) yield csvLines([footerCells(columns, rows.footer(), t.total, options.timeFormat)]);
}

/** The text of `chunks`, joined. */
async function textOf(chunks: AsyncIterable<string>): Promise<string> {
  const parts: string[] = [];
  for await (const c of chunks) parts.push(c);
  return parts.join('');
}

/** One formatter per zone: building one per cell cost ~40 µs, seconds on a 220,000-row XLSX. */
const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of `iso` in `zone` as a Date whose UTC fields are that wall time (Excel has no zones). */
function wallDate(iso: string, zone: string): Date | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  // The zone's offset is looked up once per quarter hour (zones change offset on quarter hours at
  // the finest); each cell is then shifted arithmetically.
  const bucket = Math.floor(ms / 900_000);
  const key = `${zone}\u0000${bucket}`;
  let offset = wallOffsets.get(key);
  if (offset === undefined) {
    const start = bucket * 900_000;
    offset = wallDateIntl(start, zone).getTime() - start;
    if (wallOffsets.size > 50_000) wallOffsets.clear();
    wallOffsets.set(key, offset);
  }
  return new Date(ms + offset);
}

const wallOffsets = new Map<string, number>();

function wallDateIntl(ms: number, zone: string): Date {
  let f = wallFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    wallFormatters.set(zone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(new Date(ms))) p[part.type] = Number(part.value);
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!));
}

function xlsxValue(v: unknown, type: ReportDocField['type'], zone: string): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  if (type === 'hours' || type === 'number') {
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? n : String(v);
  }
  if (type === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(v));
    if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return wallDate(String(v), zone) ?? String(v);
  }
  if (type === 'datetime') return wallDate(String(v), zone) ?? String(v);
  return String(v);
}

const NUM_FMT: Partial<Record<ReportDocField['type'], string>> = {
  hours: '0.00',
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy h:mm AM/PM',
};

/** Sheet XML (bytes) an XLSX export lets wait for the zip before it runs the next page. */
const XLSX_BACKLOG_BYTES = 12 * 2 ** 20;

/** The XLSX of `rows` (writeXlsx), whole. */
async function toXlsx(
  run: ReportRun,
  rows: ExportRows,
  zone: string,
  options: ExportOptions,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await Promise.all([writeXlsx(run, rows, zone, options, out), once(out, 'end')]);
  return Buffer.concat(chunks);
}

/**
 * Writes the XLSX of export rows to `out` and ends it: the title, company and range rows, the bold
 * header (frozen), the records (numbers as numbers, hours with two decimals, dates as dates in
 * `zone`'s wall time), the bold total row. Streamed with ExcelJS's WorkbookWriter: each row goes to
 * the zip as it is added and is then dropped; after each page the writer waits for `out` to be read
 * (rejects when `out` closes first).
 */
async function writeXlsx(
  run: ReportRun,
  rows: ExportRows,
  zone: string,
  options: ExportOptions,
  out: Writable,
): Promise<void> {
  const t = reportText(options.lang);
  const { columns } = rows;
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = run.company.name || 'Workforce';
  const ws = wb.addWorksheet(run.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    views: [{ state: 'frozen', ySplit: 4 }],
  });
  ws.columns = columns.map((c) => {
    const fmt = NUM_FMT[c.type];
    return {
      width: Math.max(10, Math.min(40, c.label.length + 4)),
      ...(fmt ? { style: { numFmt: fmt } } : {}),
    };
  });
  const add = (values: ExcelJS.CellValue[], font?: Partial<ExcelJS.Font>) => {
    const row = ws.addRow(values);
    if (font) row.font = font;
    row.commit();
  };
  add([run.title], { bold: true, size: 14 });
  add([[run.company.name, rangeText(run, zone)].filter(Boolean).join(' · ')]);
  add([]);
  add(
    columns.map((c) => c.label),
    { bold: true },
  );
  // One style object per column shared by every data cell: ExcelJS finds a shared object's style id
  // by identity (a WeakMap), where a cell's own copy of the column style was rendered to XML to be
  // looked up, about 40% of the CPU of a 220,000-row export.
  const styles = columns.map((c) => {
    const fmt = NUM_FMT[c.type];
    return fmt ? { numFmt: fmt } : {};
  });
  for await (const page of rows.pages) {
    for (const r of page) {
      const row = ws.addRow(columns.map((c) => xlsxValue(r[c.name], c.type, zone)));
      for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i]!;
      row.commit();
    }
    // ExcelJS does not wait for the reader: the sheet's XML (about 8 MB a page of 500 employees)
    // piles up in the stream of its zip entry (ExcelJS internals: the sheet stream's `pipes`, a
    // readable-stream PassThrough), which the zip empties only as `out` is read. Past
    // XLSX_BACKLOG_BYTES (so a page deflates while the next is run) the next page waits for it to
    // empty; none is run once the reader has gone.
    await new Promise((resolve) => setImmediate(resolve));
    const entry = (ws as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
    const state = (entry as unknown as { _writableState?: { length?: number } })?._writableState;
    if (entry && (entry.writableLength ?? state?.length ?? 0) > XLSX_BACKLOG_BYTES) await drained(entry, out);
    if (out.writableNeedDrain) await drained(out, out);
    if (out.destroyed) throw new Error('The export was closed before it was written.');
  }
  if (rows.hasFooter) {
    const footer = rows.footer();
    add(
      columns.map((c, i) => (c.name in footer ? footer[c.name] : i === 0 ? t.total : null)),
      { bold: true },
    );
  }
  ws.commit();
  await wb.commit();
}

/** Records the PDF's column widths are fitted to. */
const PDF_SAMPLE_ROWS = 300;

/**
 * The PDF of a report document (drawn with pdfkit, see reportPdf): company block, title and range;
 * one table per section (titled for a multi-report, a page each with oneItemPerPage) with group
 * headings and subtotals, the total, and the grand total of a multi-report. Cells are formatted as
 * a section's rows are drawn.
 */
async function toPdf(
  run: ReportRun,
  doc: ReportDocument,
  zone: string,
  options: ExportOptions,
): Promise<Buffer> {
  const t = reportText(options.lang);
  const fmt = { zone, timeFormat: options.timeFormat };
  const footerRow = (footer: ReportFooter, text: string): PdfRow => ({
    kind: 'footer',
    cells: footerCells(doc.columns, footer, text, options.timeFormat),
  });
  const cellOf = (r: Record<string, unknown>, c: ReportDocField): PdfCell => {
    const image = c.imageField ? options.images?.get(String(r[c.imageField] ?? '')) : undefined;
    if (image) return { image: image.bytes };
    return c.clock
      ? formatReportClock(r[c.name], zone, options.lang ?? 'en')
      : formatReportCell(r[c.name], c.type, fmt);
  };
  function* rowsOf(s: ReportDocument['sections'][number]): Generator<PdfRow> {
    for (const g of s.groups) {
      if (run.groupBy) yield { kind: 'group', text: g.label || '-' };
      for (const r of g.records) yield { kind: 'record', cells: doc.columns.map((c) => cellOf(r, c)) };
      if (run.groupBy && doc.hasFooter) yield footerRow(g.footer, t.subtotal);
    }
    if (doc.hasFooter) yield footerRow(run.splitBy ? s.footer : doc.footer, t.total);
  }
  const empty = doc.sections.length === 0 || run.records.length === 0;
  const width = doc.columns.length;
  // The columns are fitted to the first rows and the total (formatting them twice costs little).
  const sample: PdfCell[][] = [];
  fill: for (const s of doc.sections)
    for (const g of s.groups)
      for (const r of g.records) {
        sample.push(doc.columns.map((c) => cellOf(r, c)));
        if (sample.length >= PDF_SAMPLE_ROWS) break fill;
      }
  if (doc.hasFooter) sample.push(footerCells(doc.columns, doc.footer, t.total, options.timeFormat));
  return reportPdf({
    title: run.title,
    subtitle: rangeText(run, zone),
    company: { name: run.company.name, logo: options.logo?.bytes ?? null },
    columns: doc.columns.map((c) => ({
      label: c.label,
      align: c.type === 'hours' || c.type === 'number' ? 'right' : 'left',
    })),
    emptyText: t.noData,
    sections: empty
      ? []
      : doc.sections.map((s) => ({ title: run.splitBy ? s.title : undefined, rows: rowsOf(s) })),
    grandTotal:
      run.splitBy && doc.sections.length > 1 && doc.hasFooter
        ? footerCells(doc.columns, doc.footer, t.grandTotal, options.timeFormat)
        : null,
    oneItemPerPage: options.oneItemPerPage,
    landscape: width > 7,
    fontSize: width > 8 ? 7 : 9,
    sample,
  });
}
