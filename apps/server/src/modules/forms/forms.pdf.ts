import {
  type AnswerDataItem,
  aggregateColumn,
  columnValues,
  type FormControl,
  type GpsAnswer,
  type TableRow,
} from '@wm/domain';
import type { Content, TDocumentDefinitions } from '../../platform/pdf/index.js';
import { imageDataUrl, pdfCompanyHeader } from '../../platform/pdf/index.js';

/** One submission to print (a parent or a sub-form), with what its answers refer to. */
export interface PrintSection {
  title: string;
  description?: string | null;
  definition: FormControl[];
  answers: AnswerDataItem[];
}

/** What a printed submission shows (platform spec 4.2 print settings, issue 9 section 5). */
export interface PrintInput {
  company: { name: string; lines: string[]; logo?: Buffer | null; logoType?: string };
  form: {
    name: string;
    orientation: 'portrait' | 'landscape';
    printLogo?: boolean;
    printCompanyInfo?: boolean;
    printAssociations?: boolean;
    printDate?: boolean;
    printDescription?: boolean;
    printTitle?: boolean;
  };
  /** The date line (already formatted in the company's zone). */
  dateText: string;
  /** Associations: label -> name (employee, location, task, asset, device). */
  associations: [string, string][];
  sections: PrintSection[];
  /** Images of answers: file id or data URL -> data URL (absent when not an image). */
  images: Map<string, string>;
  /** Entity-select answers: id -> display name. */
  entityNames: Map<string, string>;
}

const DATA_IMAGE = /^data:image\/(png|jpeg);base64,/;

/** The image keys (file ids and data URLs) the answers refer to, for the caller to resolve. */
export function imageKeysOf(sections: PrintSection[]): string[] {
  const out: string[] = [];
  for (const s of sections) {
    for (const a of s.answers) {
      if (a.type !== 'signature' && a.type !== 'file') continue;
      const v = a.answer;
      const list = typeof v === 'string' ? [v] : Array.isArray(v) ? (v as unknown[]) : [];
      for (const x of list) if (typeof x === 'string' && x) out.push(x);
    }
  }
  return out;
}

/** A data URL usable by pdfmake as-is, else null. */
export function inlineImage(value: string): string | null {
  return DATA_IMAGE.test(value) ? value : null;
}

function textOf(value: unknown, control: FormControl | undefined, input: PrintInput): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    if (control?.type === 'select' && control.selectType && control.selectType !== 'customList') {
      return input.entityNames.get(value) ?? value;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : '')).join(', ');
  if (typeof value === 'object' && 'lat' in (value as object)) {
    const g = value as GpsAnswer;
    return `${g.lat.toFixed(6)}, ${g.lon.toFixed(6)}`;
  }
  return '';
}

function tableContent(control: FormControl, rows: TableRow[]): Content {
  const cols = control.columns ?? [];
  if (cols.length === 0) return { text: '' };
  const body: Content[][] = [cols.map((c) => ({ text: c.name, bold: true }))];
  for (const r of rows) {
    body.push(
      cols.map((c) => ({
        text: Array.isArray(r[c.id]) ? (r[c.id] as string[]).join(', ') : String(r[c.id] ?? ''),
      })),
    );
  }
  if (cols.some((c) => c.aggregateColumn && c.aggregateOperation)) {
    body.push(
      cols.map((c) =>
        c.aggregateColumn && c.aggregateOperation
          ? {
              text: `${c.aggregateOperation}: ${aggregateColumn(columnValues(rows, c.id), c.aggregateOperation)}`,
              italics: true,
            }
          : { text: '' },
      ),
    );
  }
  return {
    table: { headerRows: 1, widths: cols.map(() => '*'), body },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 6],
  };
}

function answerContent(item: AnswerDataItem, control: FormControl | undefined, input: PrintInput): Content[] {
  const out: Content[] = [{ text: item.question || control?.name || '', bold: true, margin: [0, 6, 0, 2] }];
  const v = item.answer;
  if (item.type === 'table') {
    out.push(
      tableContent(
        control ?? { id: item.controlId, type: 'table', name: item.question },
        Array.isArray(v) ? (v as TableRow[]) : [],
      ),
    );
    return out;
  }
  if (item.type === 'signature' || item.type === 'file') {
    const list = typeof v === 'string' ? [v] : Array.isArray(v) ? (v as string[]) : [];
    for (const key of list) {
      const img = input.images.get(key);
      if (img)
        out.push({
          image: img,
          fit: item.type === 'signature' ? [250, 75] : [240, 180],
          margin: [0, 2, 0, 4],
        });
      else out.push({ text: item.type === 'signature' ? '(signed)' : `(file ${key})`, color: '#555555' });
    }
    if (list.length === 0) out.push({ text: '' });
    return out;
  }
  out.push({ text: textOf(v, control, input) });
  return out;
}

/**
 * The pdfmake document of a printed submission: company header (logo and details as the form's
 * print settings say), title, date, associations, description, every answer in order (tables with
 * aggregates, signatures and photos as images), then each sub-form after its parent; portrait or
 * landscape as the form says.
 */
export function submissionPdfDefinition(input: PrintInput): TDocumentDefinitions {
  const f = input.form;
  const content: Content[] = [];
  const company = {
    name: f.printCompanyInfo === false ? '' : input.company.name,
    lines: f.printCompanyInfo === false ? [] : input.company.lines,
    logo: f.printLogo === false ? null : (input.company.logo ?? null),
    logoType: input.company.logoType ?? 'image/png',
  };
  content.push(
    pdfCompanyHeader(
      company,
      f.printTitle === false ? undefined : f.name,
      f.printDate === false ? undefined : input.dateText,
    ),
  );
  if (f.printAssociations !== false && input.associations.length) {
    content.push({
      columns: input.associations.map(([label, name]) => ({
        text: [{ text: `${label}: `, bold: true }, name],
        fontSize: 9,
      })),
      margin: [0, 0, 0, 8],
    });
  }
  input.sections.forEach((s, i) => {
    if (i > 0) content.push({ text: s.title, bold: true, fontSize: 13, margin: [0, 14, 0, 4] });
    if (f.printDescription !== false && s.description)
      content.push({ text: s.description, italics: true, margin: [0, 0, 0, 4] });
    const byId = new Map(s.definition.map((c) => [c.id, c]));
    for (const a of s.answers) content.push(...answerContent(a, byId.get(a.controlId), input));
  });
  return { pageOrientation: f.orientation, content, info: { title: f.name } };
}

/** A data URL of stored image bytes. */
export { imageDataUrl };
