import type {
  Answers,
  AnswerValue,
  ControlValidation,
  FormControl,
  PatternRestriction,
  TableColumn,
  TableRow,
} from './model.js';
import { isAnswerable } from './model.js';
import { visibleControlIds } from './showIf.js';

/** A filler validation problem (platform spec 5.2); `message` is the English default. */
export interface AnswerError {
  code: 'required' | 'minlength' | 'maxlength' | 'pattern';
  limit?: number;
  pattern?: PatternRestriction;
  message: string;
}

/** Errors of a form fill: control id (and `controlId:rowIndex:columnId` for table cells) -> error. */
export type AnswerErrors = Record<string, AnswerError>;

const PATTERN_NAMES: Record<PatternRestriction, string> = {
  none: '',
  email: 'an e-mail address',
  telephone: 'a telephone number',
  alphanumeric: 'letters, digits and spaces only',
  number: 'a number',
  currency: 'a currency amount',
};

/** The English message of an error (widgets take translated ones by props). */
export function answerErrorMessage(e: Omit<AnswerError, 'message'>): string {
  switch (e.code) {
    case 'required':
      return 'This field is required.';
    case 'minlength':
      return `Please enter at least ${e.limit} characters.`;
    case 'maxlength':
      return `Please enter no more than ${e.limit} characters.`;
    case 'pattern':
      return `Please enter ${PATTERN_NAMES[e.pattern ?? 'none']}.`;
  }
}

const mk = (e: Omit<AnswerError, 'message'>): AnswerError => ({ ...e, message: answerErrorMessage(e) });

/**
 * Whether `text` matches a pattern restriction (platform spec 5.2): email; telephone (at least 10
 * digits or x after stripping brackets, dashes, spaces and dots); alphanumeric (letters, digits,
 * spaces); number; currency (optional $, thousands commas, up to 2 decimals).
 */
export function matchesPattern(text: string, pattern: PatternRestriction | undefined): boolean {
  switch (pattern ?? 'none') {
    case 'none':
      return true;
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
    case 'telephone':
      return /^[0-9xX]{10,}$/.test(text.replace(/[()\-\s.]/g, ''));
    case 'alphanumeric':
      return /^[\p{L}\p{N} ]*$/u.test(text);
    case 'number':
      return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text);
    case 'currency':
      return /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text);
  }
}

function isEmpty(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return !Number.isFinite(value.lat) || !Number.isFinite(value.lon);
  return false;
}

/** Validates one text-like value against validation options (required, lengths, pattern). */
export function validateValue(
  value: AnswerValue | undefined,
  v: ControlValidation | undefined,
  textLike: boolean,
): AnswerError | null {
  if (!v) return null;
  if (isEmpty(value)) return v.required ? mk({ code: 'required' }) : null;
  if (!textLike || typeof value !== 'string') return null;
  if (v.minlength && value.length < v.minlength) return mk({ code: 'minlength', limit: v.minlength });
  if (v.maxlength && value.length > v.maxlength) return mk({ code: 'maxlength', limit: v.maxlength });
  if (v.pattern && v.pattern !== 'none' && !matchesPattern(value.trim(), v.pattern)) {
    return mk({ code: 'pattern', pattern: v.pattern });
  }
  return null;
}

const TEXT_LIKE = new Set(['text', 'textarea']);

function validateTable(control: FormControl, rows: TableRow[], out: AnswerErrors): void {
  const columns: TableColumn[] = control.columns ?? [];
  rows.forEach((row, i) => {
    for (const col of columns) {
      if (col.type === 'formula') continue;
      const e = validateValue(row[col.id] ?? null, col.validation, col.type === 'text');
      if (e) out[`${control.id}:${i}:${col.id}`] = e;
    }
  });
}

/**
 * Filler validation of a whole form fill (platform spec 5.2): every visible answerable control
 * (controls hidden by show-if are skipped) against required, minimum and maximum length and the
 * pattern restriction; required entity selects, date-times, signatures, files, GPS, choices and
 * tables must be filled; table cells are checked against their column's validation.
 */
export function validateAnswers(controls: readonly FormControl[], answers: Answers): AnswerErrors {
  const out: AnswerErrors = {};
  const visible = visibleControlIds(controls, answers);
  for (const c of controls) {
    if (!visible.has(c.id) || !isAnswerable(c.type) || c.type === 'formula') continue;
    const value = answers[c.id];
    if (c.type === 'table') {
      const rows = Array.isArray(value) ? (value as TableRow[]) : [];
      if (c.validation?.required && rows.length === 0) out[c.id] = mk({ code: 'required' });
      validateTable(c, rows, out);
      continue;
    }
    const e = validateValue(value, c.validation, TEXT_LIKE.has(c.type));
    if (e) out[c.id] = e;
  }
  return out;
}

/** Whether a fill has no errors. */
export function hasNoErrors(errors: AnswerErrors): boolean {
  for (const _ in errors) return false;
  return true;
}

/** The 'Form Errors' block text of platform spec 5.2. */
export function formErrorsMessage(formPath: string): string {
  return `Please correct errors in ${formPath} before continuing.`;
}
export const FORM_ERRORS_TITLE = 'Form Errors';

/** Allowed upload extensions of a Capture Media control. */
export const ALLOWED_UPLOAD_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'heic',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'txt',
  'mp3',
  'm4a',
  'wav',
  'mp4',
  'mov',
] as const;

/**
 * The upload extension check (platform spec 5.2 / 8): null when allowed, else the message
 * 'Invalid File Extension ... did not have the proper extension (allowed extensions: [...])'.
 */
export function uploadExtensionError(
  fileName: string,
  allowed: readonly string[] = ALLOWED_UPLOAD_EXTENSIONS,
): string | null {
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (ext && allowed.includes(ext)) return null;
  return `Invalid File Extension ${fileName} did not have the proper extension (allowed extensions: [${allowed.join(', ')}])`;
}

/** A table CSV upload result (platform spec 5.2). */
export interface TableCsvResult {
  rows: TableRow[];
  error?: { title: 'Table Upload Error'; message: string };
  warning?: { title: 'Table Upload Warning'; message: string };
}

/**
 * Reads parsed CSV rows (first row = headers, matched to column names case-insensitively) into table
 * rows (platform spec 5.2): a header not in the definition is a 'Table Upload Error'; missing columns
 * give an error naming them; unmatched checkbox options give a 'Table Upload Warning'; unmatched
 * radio or select values become empty.
 */
export function tableRowsFromCsv(columns: readonly TableColumn[], csv: readonly string[][]): TableCsvResult {
  const [header = [], ...data] = csv;
  const inputCols = columns.filter((c) => c.type !== 'formula');
  const byName = new Map(inputCols.map((c) => [c.name.trim().toLowerCase(), c]));
  const unknown = header.filter((h) => !byName.has(h.trim().toLowerCase()));
  if (unknown.length) {
    return {
      rows: [],
      error: { title: 'Table Upload Error', message: `Column(s) not in the table: ${unknown.join(', ')}` },
    };
  }
  const present = new Set(header.map((h) => h.trim().toLowerCase()));
  const missing = inputCols.filter((c) => !present.has(c.name.trim().toLowerCase())).map((c) => c.name);
  if (missing.length) {
    return {
      rows: [],
      error: { title: 'Table Upload Error', message: `Missing column(s): ${missing.join(', ')}` },
    };
  }
  const unmatched = new Set<string>();
  const rows = data
    .filter((r) => r.some((cell) => cell.trim() !== ''))
    .map((r) => {
      const row: TableRow = {};
      header.forEach((h, i) => {
        const col = byName.get(h.trim().toLowerCase()) as TableColumn;
        const cell = (r[i] ?? '').trim();
        const labels = (col.options ?? []).map((o) => o.label);
        if (col.type === 'checkbox') {
          const picked = cell
            .split(/[;|]/)
            .map((s) => s.trim())
            .filter(Boolean);
          for (const p of picked) if (!labels.includes(p)) unmatched.add(p);
          row[col.id] = picked.filter((p) => labels.includes(p));
        } else if (col.type === 'radio' || col.type === 'select') {
          row[col.id] = labels.includes(cell) ? cell : '';
        } else row[col.id] = cell;
      });
      return row;
    });
  const result: TableCsvResult = { rows };
  if (unmatched.size) {
    result.warning = {
      title: 'Table Upload Warning',
      message: `Options not found and left unchecked: ${[...unmatched].join(', ')}`,
    };
  }
  return result;
}
