import PDFDocument from 'pdfkit';

/**
 * Report PDFs drawn directly with pdfkit (the library pdfmake draws with), issue 12 §4: a 10,000-row
 * table cost about 3 s of CPU in pdfmake (per-cell style lookups while measuring, a layout pass and
 * its garbage), where the same page drawn here costs a fraction. It keeps pdfmake's look for
 * reports (renderPdf in platform/pdf): US Letter, margins 36/36/36/48 pt, built-in Helvetica, the
 * company block (logo at most 140 x 60 pt on the left and the name on the right, or the name
 * alone), the title in 14 pt bold and the range in 9 pt grey; tables whose columns fit their
 * content (fitColumns; equal without a sample), up to 8 pt either side of a column boundary (less
 * for many columns) and 2 pt above and below each cell's text, a grey header row repeated on every
 * page, a 2 pt rule under it and a light rule under every fifth row; 'title · page / pages' centred
 * under each page.
 */

/** A cell: text, or an image (PNG/JPEG bytes) fitted into 90 x 28 pt (sign-in sheet signatures). */
export type PdfCell = string | { image: Buffer };

/** A row of a report table: a record, a group heading (spans every column), or a bold footer row. */
export type PdfRow =
  | { kind: 'record'; cells: PdfCell[] }
  | { kind: 'group'; text: string }
  | { kind: 'footer'; cells: string[] };

/** One table of the report (a multi-report has one per item, titled). */
export interface PdfSection {
  title?: string;
  /** The rows, produced while the page is drawn (so a 220,000-row report is never held as rows). */
  rows: Iterable<PdfRow>;
}

/** What reportPdf draws. */
export interface ReportPdfInput {
  title: string;
  /** Under the title, e.g. the date range ('' for none). */
  subtitle: string;
  company: { name: string; logo?: Buffer | null };
  columns: { label: string; align: 'left' | 'right' }[];
  sections: PdfSection[];
  /** Printed alone in italics when there is no section (e.g. 'No data'). */
  emptyText?: string;
  /** A bold row under every section (the grand total of a multi-report), no rules. */
  grandTotal?: string[] | null;
  /** Each section after the first starts a page. */
  oneItemPerPage?: boolean;
  landscape?: boolean;
  /** Table text size in pt (9; 7 for wide reports). */
  fontSize: number;
  /**
   * Rows the column widths are fitted to (the first few hundred records and the total): each column
   * gets at least its longest word and shares the rest by its longest text. Equal columns without.
   */
  sample?: PdfCell[][];
}

const MARGIN = { top: 36, left: 36, right: 36, bottom: 48 };
const GAP = 8; // pt of padding each side of a column boundary (none at the table's edges)
const PAD_Y = 2;
/** The smallest table text (pt) a wide report shrinks to before its words break. */
const MIN_FONT_SIZE = 5.5;
const IMAGE_FIT: [number, number] = [90, 28];
/** An image pdfkit opened once (pdfkit's openImage; absent from @types/pdfkit), drawn as often as needed. */
interface OpenedImage {
  width: number;
  height: number;
}
const openImage = (doc: PDFKit.PDFDocument, bytes: Buffer) =>
  (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
const drawImage = (doc: PDFKit.PDFDocument, img: OpenedImage, x: number, y: number, fit: [number, number]) =>
  doc.image(img as unknown as Buffer, x, y, { fit });

const FONT = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique' };

/**
 * Draws a report as PDF bytes (see the module comment for the layout). Rows longer than their
 * column wrap; a row never splits across pages; an image that fails to decode prints nothing.
 */
export function reportPdf(input: ReportPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: input.landscape ? 'landscape' : 'portrait',
    margins: MARGIN,
    bufferPages: true,
    info: { Title: input.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  let y = MARGIN.top;

  /** Text at (x, y) on one line, no wrapping and no page logic of pdfkit's. */
  const put = (text: string, x: number, top: number) => {
    if (text !== '') doc.text(text, x, top, { lineBreak: false });
  };
  /** Text wrapped into `w` pt (left, right or centred); returns its height. */
  const block = (text: string, x: number, top: number, w: number, align: 'left' | 'right' | 'center') => {
    if (text === '') return 0;
    const tw = doc.widthOfString(text);
    if (tw <= w) {
      put(text, align === 'left' ? x : align === 'right' ? x + w - tw : x + (w - tw) / 2, top);
      return doc.currentLineHeight(false);
    }
    const h = doc.heightOfString(text, { width: w, lineGap: noGap() });
    doc.text(text, x, top, { width: w, align, lineGap: noGap() });
    return h;
  };
  /** pdfmake's lines are the font's height without its line gap: pdfkit's wrapper is told so. */
  const noGap = () => doc.currentLineHeight(false) - doc.currentLineHeight(true);

  // The company block: logo left and name right-aligned, or the name alone on the left.
  doc.font(FONT.bold).fontSize(12).fillColor('black');
  let logoHeight = 0;
  if (input.company.logo) {
    try {
      const img = openImage(doc, input.company.logo);
      const scale = Math.min(140 / img.width, 60 / img.height);
      logoHeight = img.height * scale;
      drawImage(doc, img, left, y, [140, 60]);
    } catch {
      // An unreadable logo prints no logo, as a broken image in a browser would.
    }
    const textLeft = left + 150;
    y += Math.max(logoHeight, block(input.company.name, textLeft, y, width - 150, 'right'));
  } else {
    y += block(input.company.name, left, y, width, 'left');
  }
  y += 12;
  doc.font(FONT.bold).fontSize(14);
  y += block(input.title, left, y, width, 'left') + (input.subtitle ? 2 : 8);
  if (input.subtitle) {
    doc.font(FONT.normal).fontSize(9).fillColor('#444444');
    y += block(input.subtitle, left, y, width, 'left') + 8;
    doc.fillColor('black');
  }

  const n = input.columns.length;
  const images = new Map<Buffer, OpenedImage | null>();
  const imageOf = (bytes: Buffer) => {
    if (!images.has(bytes)) {
      try {
        images.set(bytes, openImage(doc, bytes));
      } catch {
        images.set(bytes, null);
      }
    }
    return images.get(bytes) ?? null;
  };
  /** Widths of strings already measured at the table's size, per font (hours and dates repeat). */
  const widths = new Map<string, number>();
  const textWidth = (font: string, text: string) => {
    const key = `${font}\u0000${text}`;
    let w = widths.get(key);
    if (w === undefined) {
      w = doc.widthOfString(text);
      if (widths.size > 20_000) widths.clear();
      widths.set(key, w);
    }
    return w;
  };
  // 8 pt either side of every boundary left a 23-column time card less than half the page for text;
  // the gaps take at most 12 % of the width (never under 2 pt).
  const gap = n > 1 ? Math.max(2, Math.min(GAP, (width * 0.12) / (2 * (n - 1)))) : GAP;
  const fitAt = (fontSize: number) => {
    doc.fontSize(fontSize);
    widths.clear();
    return fitColumns(
      input.columns.map((c) => c.label),
      input.sample ?? [],
      width - gap * 2 * (n - 1),
      (font, text) => {
        doc.font(font);
        return textWidth(font, text);
      },
    );
  };
  let fitted = fitAt(input.fontSize);
  // When even the longest words do not fit, the table's text gets smaller (text widths scale with
  // the size) rather than breaking words, down to MIN_FONT_SIZE.
  const size =
    fitted.scale < 1
      ? Math.max(MIN_FONT_SIZE, Math.floor(input.fontSize * fitted.scale * 4) / 4)
      : input.fontSize;
  if (size !== input.fontSize) fitted = fitAt(size);
  const colWidths = fitted.widths;
  const lineHeight = doc.currentLineHeight(false);
  const colX: number[] = [];
  colWidths.reduce((x, w) => {
    colX.push(x);
    return x + w + gap * 2;
  }, left);
  /** Height of a row's content (the tallest cell), without padding. */
  const contentHeight = (cells: PdfCell[], font: string) => {
    let h = lineHeight;
    cells.forEach((c, i) => {
      const colWidth = colWidths[i]!;
      if (typeof c !== 'string') {
        const img = imageOf(c.image);
        if (img)
          h = Math.max(
            h,
            Math.min(IMAGE_FIT[1], (img.height * Math.min(colWidth, IMAGE_FIT[0])) / img.width),
          );
      } else if (c !== '' && textWidth(font, c) > colWidth) {
        h = Math.max(h, doc.heightOfString(c, { width: colWidth, lineGap: noGap() }));
      }
    });
    return h;
  };
  const drawCells = (cells: PdfCell[], font: string, top: number) => {
    cells.forEach((c, i) => {
      const x = colX[i]!;
      const colWidth = colWidths[i]!;
      if (typeof c !== 'string') {
        const img = imageOf(c.image);
        if (img) drawImage(doc, img, x, top, [Math.min(colWidth, IMAGE_FIT[0]), IMAGE_FIT[1]]);
        return;
      }
      if (c === '') return;
      const align = input.columns[i]!.align;
      const tw = textWidth(font, c);
      if (tw <= colWidth) put(c, align === 'right' ? x + colWidth - tw : x, top);
      else doc.text(c, x, top, { width: colWidth, align, lineGap: noGap() });
    });
  };
  const rule = (at: number, lineWidth: number, color: string) => {
    doc
      .moveTo(left, at)
      .lineTo(left + width, at)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  };
  const header = input.columns.map((c) => c.label);
  const drawHeader = () => {
    doc.font(FONT.bold);
    const h = contentHeight(header, FONT.bold) + 2 * PAD_Y;
    doc.rect(left, y, width, h).fill('#eeeeee');
    doc.fillColor('black');
    drawCells(header, FONT.bold, y + PAD_Y);
    y += h;
    rule(y, 2, 'black');
  };
  const newPage = () => {
    doc.addPage();
    y = MARGIN.top;
  };

  if (input.sections.length === 0 && input.emptyText) {
    doc.font(FONT.italics).fontSize(10);
    y += block(input.emptyText, left, y, width, 'left');
  }
  input.sections.forEach((section, si) => {
    if (input.oneItemPerPage && si > 0) newPage();
    doc.fontSize(size);
    const firstRow = lineHeight + 2 * PAD_Y;
    if (section.title !== undefined) {
      doc.font(FONT.bold).fontSize(12);
      const h = doc.heightOfString(section.title, { width, lineGap: noGap() });
      // The title stays with the table's header and first row.
      if (y + 8 + h + 4 + 2 * firstRow > bottom()) newPage();
      y += 8;
      y += block(section.title, left, y, width, 'left') + 4;
      doc.fontSize(size);
    } else if (y + 2 * firstRow > bottom()) newPage();
    drawHeader();
    let line = 0; // rows drawn: a light rule goes under every fifth (pdfmake's body line index)
    for (const row of section.rows) {
      const font = row.kind === 'record' ? FONT.normal : FONT.bold;
      doc.font(font);
      const h =
        (row.kind === 'group'
          ? doc.heightOfString(row.text || '-', { width, lineGap: noGap() })
          : contentHeight(row.cells, font)) +
        2 * PAD_Y;
      if (y + h > bottom()) {
        newPage();
        drawHeader();
        doc.font(font);
      }
      if (row.kind === 'group') block(row.text || '-', left, y + PAD_Y, width, 'left');
      else drawCells(row.cells, font, y + PAD_Y);
      y += h;
      line++;
      if (line % 5 === 0) rule(y, 1, '#aaa');
    }
  });
  if (input.grandTotal) {
    doc.font(FONT.bold).fontSize(size);
    const h = contentHeight(input.grandTotal, FONT.bold) + 2 * PAD_Y;
    if (y + 8 + h > bottom()) newPage();
    else y += 8;
    drawCells(input.grandTotal, FONT.bold, y + PAD_Y);
    y += h;
  }

  // 'title · page / pages' centred under every page, in the bottom margin.
  const range = doc.bufferedPageRange();
  doc.font(FONT.normal).fontSize(8).fillColor('black');
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const text = `${input.title} · ${i + 1} / ${range.count}`;
    put(text, left + (width - doc.widthOfString(text)) / 2, doc.page.height - MARGIN.bottom + 16);
  }
  doc.end();
  return done;
}

/**
 * Column widths in pt that add up to `available`: every column at least as wide as its longest word
 * (header in bold, sample cells in the table font; an image as wide as it prints), the rest shared
 * by how much longer each column's longest text is, so words never break inside unless even the
 * longest words do not fit (then the words' widths are scaled down alike, and `scale` < 1 says by
 * how much: the caller may set the text smaller by that factor and fit again). Equal widths when
 * there is nothing to measure.
 */
export function fitColumns(
  header: string[],
  sample: PdfCell[][],
  available: number,
  measure: (font: string, text: string) => number,
): { widths: number[]; scale: number } {
  const n = header.length;
  const least = new Array<number>(n).fill(0);
  const most = new Array<number>(n).fill(0);
  const take = (font: string, cells: readonly PdfCell[]) => {
    cells.forEach((c, i) => {
      if (i >= n) return;
      if (typeof c !== 'string') {
        least[i] = Math.max(least[i]!, IMAGE_FIT[0]);
        most[i] = Math.max(most[i]!, IMAGE_FIT[0]);
        return;
      }
      if (c === '') return;
      // A long note may wrap: its longest text counts for at most 40 % of the table.
      most[i] = Math.max(most[i]!, Math.min(measure(font, c), available * 0.4));
      for (const word of c.split(/\s+/)) if (word) least[i] = Math.max(least[i]!, measure(font, word));
    });
  };
  take(FONT.bold, header);
  for (const row of sample) take(FONT.normal, row);
  for (let i = 0; i < n; i++) most[i] = Math.max(most[i]!, least[i]!);
  const sum = (a: number[]) => a.reduce((s, v) => s + v, 0);
  const sumMost = sum(most);
  const sumLeast = sum(least);
  if (n === 0 || sumMost === 0)
    return { widths: new Array<number>(n).fill(available / Math.max(n, 1)), scale: 1 };
  if (sumMost <= available)
    return { widths: most.map((w) => w + ((available - sumMost) * w) / sumMost), scale: 1 };
  if (sumLeast <= available) {
    const spread = sumMost - sumLeast;
    return { widths: least.map((w, i) => w + ((available - sumLeast) * (most[i]! - w)) / spread), scale: 1 };
  }
  const scale = available / sumLeast;
  return { widths: least.map((w) => w * scale), scale };
}
