import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made by renderPdf (pdfkit, standard fonts): inflates the content
 * streams and joins the strings of each TJ/Tj operator (kerning pieces of one run are joined; runs
 * are separated by a space). Good enough to assert on report contents in tests.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = Buffer.from(raw.slice(start, end), 'latin1');
    let text: string;
    try {
      text = inflateSync(bytes).toString('latin1');
    } catch {
      text = bytes.toString('latin1');
    }
    for (const op of text.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const body = op[1] ?? op[2] ?? '';
      let run = '';
      for (const s of body.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        if (s[1] !== undefined) run += Buffer.from(s[1], 'hex').toString('latin1');
        else run += (s[2] ?? '').replace(/\\(.)/g, '$1');
      }
      out.push(run);
    }
    re.lastIndex = end;
  }
  return out.join(' ').replace(/\s+/g, ' ');
}
