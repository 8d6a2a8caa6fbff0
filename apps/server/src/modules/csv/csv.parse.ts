import Papa from 'papaparse';

/** One data row of a CSV file; `row` is the row number as a spreadsheet shows it (header = row 1). */
export interface CsvRow {
  row: number;
  values: string[];
}

/** A parse problem tied to a row (header = row 1). */
export interface CsvParseError {
  row: number;
  message: string;
}

/** Parsed CSV: trimmed header cells, non-blank data rows and the rows that could not be read. */
export interface ParsedCsv {
  header: string[];
  rows: CsvRow[];
  errors: CsvParseError[];
}

/**
 * Parses CSV text (RFC 4180 as spreadsheets write it) with papaparse: comma delimiter, quoted
 * fields holding commas, doubled quotes and line breaks, UTF-8 BOM removed, CRLF or LF. Row
 * numbers count records, not lines (a quoted line break does not start a new row), with the
 * header as row 1, as a spreadsheet shows the file. Blank rows (every cell empty or spaces, such
 * as trailing empty lines) are skipped without an error. A row with an unterminated quote is
 * reported in `errors` and left out. Values are not trimmed here.
 */
export function parseCsv(text: string): ParsedCsv {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const result = Papa.parse<string[]>(clean, { delimiter: ',', skipEmptyLines: false, header: false });
  const badRows = new Map<number, string>();
  for (const e of result.errors) {
    if (typeof e.row === 'number') {
      badRows.set(
        e.row,
        e.code === 'MissingQuotes' ? 'The row has a quoted field that is never closed.' : e.message,
      );
    }
  }
  const data = result.data;
  const errors: CsvParseError[] = [];
  const headerIndex = data.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) return { header: [], rows: [], errors };
  const header = data[headerIndex]!.map((c) => c.trim());
  const rows: CsvRow[] = [];
  for (let i = headerIndex + 1; i < data.length; i++) {
    const values = data[i]!;
    const rowNumber = i + 1;
    const bad = badRows.get(i);
    if (bad) {
      errors.push({ row: rowNumber, message: bad });
      continue;
    }
    if (isBlank(values)) continue;
    rows.push({ row: rowNumber, values });
  }
  return { header, rows, errors };
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

/**
 * Decodes uploaded bytes as text: UTF-8 (with or without BOM; parseCsv drops the BOM). Bytes that
 * are not valid UTF-8 are decoded as Windows-1252, the encoding older spreadsheet programs use for
 * "CSV", so accented names survive instead of turning into replacement characters.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
