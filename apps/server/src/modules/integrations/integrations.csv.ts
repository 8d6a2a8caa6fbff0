/**
 * CSV text of entity records (RFC 4180, CRLF line ends, UTF-8 with BOM so spreadsheet programs
 * read accents): columns are the records' fields in first-seen order (id first); arrays of
 * scalars are joined with '|', objects written as JSON. Strings starting with = + - @ get a leading
 * apostrophe so a spreadsheet does not run them as formulas (CSV injection).
 */
export function recordsToCsv(records: Record<string, unknown>[]): string {
  const columns: string[] = ['id'];
  const seen = new Set(columns);
  for (const r of records) {
    for (const k of Object.keys(r)) {
      if (!seen.has(k)) {
        seen.add(k);
        columns.push(k);
      }
    }
  }
  const lines = [columns.map(cell).join(',')];
  for (const r of records) lines.push(columns.map((c) => cell(r[c])).join(','));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

function text(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v) && v.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x)))
    return v.map((x) => (x === null ? '' : String(x))).join('|');
  return JSON.stringify(v);
}

function cell(v: unknown): string {
  const s = text(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
