import { createRequire } from 'node:module';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

export type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(def: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

let instance: PdfMake | null = null;

/** pdfmake (server build) with the 14 standard PDF fonts only and no file or URL access. */
function pdfmake(): PdfMake {
  if (instance) return instance;
  const require = createRequire(import.meta.url);
  const pm = require('pdfmake') as PdfMake;
  const helvetica = {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  };
  pm.setFonts({ Helvetica: helvetica });
  // Images come in as data URLs or Buffers; a document may never read the disk or the network
  // (the standard font names are PDF built-ins, not files).
  const builtIn = new Set(Object.values(helvetica));
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy((path) => builtIn.has(path));
  instance = pm;
  return pm;
}

/**
 * Renders a pdfmake document definition to a PDF file (design.md 3 'PDF': form print preview and
 * reprint, report export). Uses the built-in Helvetica (no font files); the default style is 10 pt
 * Helvetica. Images must be data URLs (`data:image/png;base64,...`): URLs and paths are refused.
 * Returns the PDF bytes.
 */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const def: TDocumentDefinitions = {
    pageSize: 'LETTER',
    pageMargins: [36, 36, 36, 48],
    ...definition,
    defaultStyle: { font: 'Helvetica', fontSize: 10, ...definition.defaultStyle },
  };
  return pdfmake().createPdf(def).getBuffer();
}

/** What the company block of a printed document shows. */
export interface PdfCompany {
  name: string;
  /** Address and contact lines, in order (empty ones are skipped). */
  lines?: (string | null | undefined)[];
  /** Logo image as PNG or JPEG bytes (shown at most 140 x 60 pt). */
  logo?: Buffer | null;
  /** 'image/png' or 'image/jpeg' (default png). */
  logoType?: string;
}

/** A PNG/JPEG buffer as the data URL pdfmake takes. */
export function imageDataUrl(bytes: Buffer, contentType = 'image/png'): string {
  return `data:${contentType};base64,${bytes.toString('base64')}`;
}

/**
 * The company block at the top of a printed form or report: logo (when given) on the left, name and
 * address lines on the right, and the document `title` (and optional subtitle such as the date range)
 * under it.
 */
export function pdfCompanyHeader(company: PdfCompany, title?: string, subtitle?: string): Content {
  const lines = (company.lines ?? []).filter((l): l is string => typeof l === 'string' && l.trim() !== '');
  const text: Content = {
    stack: [
      { text: company.name, bold: true, fontSize: 12 },
      ...lines.map((l) => ({ text: l, fontSize: 9 })),
    ],
    alignment: company.logo ? 'right' : 'left',
  };
  const top: Content = company.logo
    ? {
        columns: [
          { image: imageDataUrl(company.logo, company.logoType), fit: [140, 60], width: 150 },
          { ...text, width: '*' },
        ],
      }
    : text;
  const out: Content[] = [top];
  if (title) out.push({ text: title, bold: true, fontSize: 14, margin: [0, 12, 0, subtitle ? 2 : 8] });
  if (subtitle) out.push({ text: subtitle, fontSize: 9, color: '#444444', margin: [0, 0, 0, 8] });
  return { stack: out };
}
