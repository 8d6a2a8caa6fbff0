import { inflateSync } from 'node:zlib';

/**
 * A small PDF text extractor for tests: inflates the content streams of a pdfkit/pdfmake PDF and
 * decodes the hex strings of its TJ/Tj operators (standard fonts, WinAnsi). One line per operator.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const s = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null = re.exec(s);
  while (m) {
    const start = m.index + m[0].length;
    const end = s.indexOf('endstream', start);
    if (end < 0) break;
    const raw = Buffer.from(s.slice(start, end), 'latin1');
    let text: string;
    try {
      text = inflateSync(raw).toString('latin1');
    } catch {
      text = raw.toString('latin1');
    }
    for (const op of text.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const body = op[1] ?? `<${op[2]}>`;
      const parts = [...body.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) =>
        Buffer.from(h[1] ?? '', 'hex').toString('latin1'),
      );
      out.push(parts.join(''));
    }
    m = re.exec(s);
    re.lastIndex = end;
  }
  // pdfmake writes one operator per word: a word ending in a space continues the line.
  return out.reduce((acc, part) => (acc === '' || acc.endsWith(' ') ? acc + part : `${acc}\n${part}`), '');
}
