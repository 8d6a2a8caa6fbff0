import { headerKey, type ImportColumn, type ImportSpec } from './csv.columns.js';
import type { ParsedCsv } from './csv.parse.js';

/** One reported problem: `row` as a spreadsheet shows the file (header = row 1), `column` a spec column name or ''. */
export interface ImportError {
  row: number;
  column: string;
  message: string;
}

/** What the planner needs to know about a record already stored for the company. */
export interface ExistingRecord {
  id: string;
  /** The id the record carries in the customer's own system (matched by the id column, ignoring case). */
  externalId?: string | null;
  parentId?: string | null;
  pin?: string | null;
  code?: string | null;
}

/** Where a row's parent is. `undefined` on a planned row means "no ParentId column: leave as stored". */
export type PlannedParent =
  | { kind: 'none' }
  | { kind: 'row'; row: number }
  | { kind: 'existing'; id: string };

/** A row that will be written. */
export interface PlannedRow {
  row: number;
  action: 'create' | 'update';
  /** The id column's value ('' when blank). */
  key: string;
  /** The matched record's id for an update. */
  existingId: string | null;
  /**
   * Trimmed values of the file's known columns by spec column name (id and ParentId excluded).
   * A blank cell is ''; a column the file lacks is absent (left unchanged on update).
   */
  values: Record<string, string>;
  parent?: PlannedParent;
}

/** The outcome of planning: rows to write (parents before children) and every problem found. */
export interface ImportPlan {
  rows: PlannedRow[];
  errors: ImportError[];
}

/** Options that depend on the company. */
export interface PlanOptions {
  /** Company PIN length (service spec 5 "Settings", 4 to 10); null accepts any 4 to 10 digits. */
  pinLength?: number | null;
  /** Most data rows one file may hold. */
  maxRows?: number;
}

/** Data rows one file may hold unless told otherwise. */
export const MAX_IMPORT_ROWS = 20000;
const EMAIL = /^[^\s@",;<>()]+@[^\s@",;<>()]+\.[^\s@",;<>()]{2,}$/;

/**
 * Plans a CSV import (service spec 5 "CSV import"): matches the header to `spec`'s columns, checks
 * every row and decides create or update, resolving ParentId to a row of the same file (by its id
 * column) or an existing record, and rejecting parent cycles. Bad rows are reported and left out;
 * good rows are kept. Pure: `existing` holds the company's records of the entity (not deleted).
 *
 * Header problems are reported on row 1: an unknown column (ignored), a missing name column
 * (rejects the file), a repeated column (rejects the file). Other columns may be missing: they are
 * left unchanged on updates, and without the id column every row is created. Row messages: '{Column} is required.', '{Column} must be at most {n} characters.',
 * "'{value}' is not a valid e-mail address.", 'PIN must be 4 to 10 digits.' (or '{n} digits'),
 * 'Pin {pin} is already assigned' (also for an employee Code, as service spec 5 "Employee" says),
 * duplicate id values, unknown ParentId, a parent with errors, and parent cycles.
 */
export function planImport(
  spec: ImportSpec,
  csv: ParsedCsv,
  existing: readonly ExistingRecord[],
  options: PlanOptions = {},
): ImportPlan {
  const errors: ImportError[] = csv.errors.map((e) => ({ row: e.row, column: '', message: e.message }));
  if (csv.header.length === 0) {
    errors.push({
      row: 1,
      column: '',
      message: `The file is empty. Expected the columns: ${columnList(spec)}.`,
    });
    return { rows: [], errors };
  }
  const header = matchHeader(spec, csv);
  errors.push(...header.errors);
  if (header.fatal) return { rows: [], errors: sortErrors(errors) };
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  if (csv.rows.length > maxRows) {
    errors.push({
      row: 1,
      column: '',
      message: `The file has ${csv.rows.length} rows; at most ${maxRows} can be imported at once.`,
    });
    return { rows: [], errors: sortErrors(errors) };
  }

  const byId = new Map(existing.map((r) => [r.id, r]));
  const byExternal = new Map<string, ExistingRecord[]>();
  for (const r of existing) {
    if (!r.externalId) continue;
    const k = r.externalId.trim().toLowerCase();
    byExternal.set(k, [...(byExternal.get(k) ?? []), r]);
  }
  const byCode = new Map<string, ExistingRecord[]>();
  for (const r of existing) {
    if (!r.code) continue;
    const k = r.code.trim().toLowerCase();
    byCode.set(k, [...(byCode.get(k) ?? []), r]);
  }
  // Precedence: the record id, then the external id a former import stored, then the code.
  const findExisting = (key: string): ExistingRecord[] => {
    const direct = byId.get(key);
    if (direct) return [direct];
    const k = key.toLowerCase();
    return byExternal.get(k) ?? byCode.get(k) ?? [];
  };

  const hasParent = header.index.has('ParentId');
  const candidates: (PlannedRow & { parentKey: string | null })[] = [];
  const rejected = new Map<number, true>();
  const keyToRow = new Map<string, number>();
  const matchedIdToRow = new Map<string, number>();
  /** Rows (good or bad) whose id column matched a stored record. */
  const existingIdOfAnyRow = new Map<number, string>();
  const pinOwner = uniqueOwners(existing, (r) => r.pin);
  const codeOwner = spec.entity === 'Employee' ? uniqueOwners(existing, (r) => r.code) : null;
  const filePins = new Map<string, number>();
  const fileCodes = new Map<string, number>();

  for (const { row, values } of csv.rows) {
    const rowErrors: ImportError[] = [];
    const fail = (column: string, message: string) => rowErrors.push({ row, column, message });
    if (values.length > csv.header.length && values.slice(csv.header.length).some((v) => v.trim() !== '')) {
      fail('', `The row has ${values.length} values but the header has ${csv.header.length} columns.`);
    }
    const cell = (name: string): string | undefined => {
      const i = header.index.get(name);
      return i === undefined ? undefined : (values[i] ?? '').trim();
    };
    for (const col of spec.columns) {
      const v = cell(col.name);
      if (v === undefined) continue;
      checkCell(col, v, options, fail);
    }

    const key = cell(spec.idColumn) ?? '';
    let existingId: string | null = null;
    if (key) {
      const earlier = keyToRow.get(key.toLowerCase());
      if (earlier !== undefined) fail(spec.idColumn, `${spec.idColumn} ${key} is also on row ${earlier}.`);
      const matches = findExisting(key);
      if (matches.length > 1) {
        fail(spec.idColumn, `${spec.idColumn} ${key} matches more than one existing ${spec.entity}.`);
      } else if (matches.length === 1) {
        existingId = matches[0]!.id;
        const other = matchedIdToRow.get(existingId);
        if (other !== undefined && earlier === undefined) {
          fail(spec.idColumn, `${spec.idColumn} ${key} names the same ${spec.entity} as row ${other}.`);
        }
      }
    }

    const pin = cell('PIN');
    if (spec.entity === 'Employee' && pin && /^\d+$/.test(pin)) {
      const owner = pinOwner.get(pin);
      const inFile = filePins.get(pin);
      if ((owner !== undefined && owner !== existingId) || inFile !== undefined) {
        fail('PIN', `Pin ${pin} is already assigned`);
      }
    }
    const code = cell('Code');
    if (codeOwner && code) {
      const owner = codeOwner.get(code.toLowerCase());
      if ((owner !== undefined && owner !== existingId) || fileCodes.has(code.toLowerCase())) {
        fail('Code', `Pin ${code} is already assigned`);
      }
    }

    if (existingId) existingIdOfAnyRow.set(row, existingId);
    // Remember keys even of bad rows so that later duplicates and children are told about them.
    if (key && !keyToRow.has(key.toLowerCase())) keyToRow.set(key.toLowerCase(), row);
    if (existingId && !matchedIdToRow.has(existingId)) matchedIdToRow.set(existingId, row);
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      rejected.set(row, true);
      continue;
    }
    if (pin) filePins.set(pin, row);
    if (code) fileCodes.set(code.toLowerCase(), row);
    const known: Record<string, string> = {};
    for (const col of spec.columns) {
      if (col.kind === 'id' || col.kind === 'parent') continue;
      const v = cell(col.name);
      if (v !== undefined)
        known[col.name] =
          col.kind === 'email' ? v.toLowerCase() : col.kind === 'country' ? v.toUpperCase() : v;
    }
    const parentKey = hasParent ? (cell('ParentId') ?? '') : null;
    candidates.push({
      row,
      action: existingId ? 'update' : 'create',
      key,
      existingId,
      values: known,
      parentKey,
    });
  }

  // Resolve parents, then drop rows whose parent is rejected or which close a cycle, until stable.
  const accepted = new Map<number, PlannedRow & { parentKey: string | null }>(
    candidates.map((c) => [c.row, c]),
  );
  for (const c of candidates) {
    if (c.parentKey === null) continue;
    if (c.parentKey === '') {
      c.parent = { kind: 'none' };
      continue;
    }
    const fileRow = keyToRow.get(c.parentKey.toLowerCase());
    if (fileRow !== undefined) {
      c.parent = { kind: 'row', row: fileRow };
      continue;
    }
    const matches = findExisting(c.parentKey);
    if (matches.length === 1) c.parent = { kind: 'existing', id: matches[0]!.id };
    else {
      const message =
        matches.length > 1
          ? `ParentId ${c.parentKey} matches more than one existing ${spec.entity}.`
          : `ParentId ${c.parentKey} was not found: no row of this file and no existing ${spec.entity} has that id.`;
      errors.push({ row: c.row, column: 'ParentId', message });
      accepted.delete(c.row);
      rejected.set(c.row, true);
    }
  }

  let changed = true;
  while (changed) {
    changed = false;
    for (const c of [...accepted.values()]) {
      if (c.parent?.kind === 'row' && !accepted.has(c.parent.row)) {
        // The parent row is rejected, but when it names a stored record that record stays the parent.
        const stored = existingIdOfAnyRow.get(c.parent.row);
        if (stored) {
          c.parent = { kind: 'existing', id: stored };
          changed = true;
          continue;
        }
        errors.push({
          row: c.row,
          column: 'ParentId',
          message: `ParentId ${c.parentKey} refers to row ${c.parent.row}, which has errors.`,
        });
        accepted.delete(c.row);
        changed = true;
      }
    }
    const cyclic = findCycles(accepted, existing);
    for (const row of cyclic) {
      const c = accepted.get(row)!;
      errors.push({
        row,
        column: 'ParentId',
        message:
          c.parent?.kind === 'row' && c.parent.row === row
            ? `ParentId ${c.parentKey} is the row's own ${spec.idColumn}.`
            : `ParentId ${c.parentKey} would make a parent cycle.`,
      });
      accepted.delete(row);
      changed = true;
    }
  }

  const ordered = orderParentsFirst(accepted);
  return {
    rows: ordered.map(({ parentKey: _omit, ...r }) => r),
    errors: sortErrors(errors),
  };
}

function columnList(spec: ImportSpec): string {
  return spec.columns.map((c) => c.name).join(', ');
}

function matchHeader(
  spec: ImportSpec,
  csv: ParsedCsv,
): { index: Map<string, number>; errors: ImportError[]; fatal: boolean } {
  const errors: ImportError[] = [];
  const index = new Map<string, number>();
  const byKey = new Map(spec.columns.map((c) => [headerKey(c.name), c.name]));
  let fatal = false;
  csv.header.forEach((raw, i) => {
    if (raw === '') {
      if (csv.rows.some((r) => (r.values[i] ?? '').trim() !== '')) {
        errors.push({
          row: 1,
          column: '',
          message: `Column ${i + 1} has values but no name; it was ignored.`,
        });
      }
      return;
    }
    const name = byKey.get(headerKey(raw));
    if (!name) {
      errors.push({
        row: 1,
        column: raw,
        message: `Unknown column ${raw}; it was ignored. The ${spec.entity} import takes the columns: ${columnList(spec)}.`,
      });
      return;
    }
    if (index.has(name)) {
      errors.push({ row: 1, column: name, message: `Column ${name} appears more than once.` });
      fatal = true;
      return;
    }
    index.set(name, i);
  });
  // Only a missing essential (name) column is a problem; any other column may be left out (issue
  // 19: FirstName, LastName, Email is a whole employee file), and stays unchanged on updates.
  const missing = spec.columns.filter((c) => !index.has(c.name) && spec.essential.includes(c.name));
  for (const c of missing) {
    errors.push({
      row: 1,
      column: c.name,
      message: `Missing column ${c.name}; the file cannot be imported without it.`,
    });
    fatal = true;
  }
  return { index, errors, fatal };
}

function checkCell(
  col: ImportColumn,
  v: string,
  options: PlanOptions,
  fail: (column: string, message: string) => void,
): void {
  if (v === '') {
    if (col.required) fail(col.name, `${col.name} is required.`);
    return;
  }
  if (v.length > col.maxLength) {
    fail(col.name, `${col.name} must be at most ${col.maxLength} characters.`);
    return;
  }
  if (col.kind === 'email' && !EMAIL.test(v)) fail(col.name, `'${v}' is not a valid e-mail address.`);
  if (col.kind === 'country' && !/^[A-Za-z]{2}$/.test(v))
    fail(col.name, `'${v}' is not a two-letter country code (e.g. US).`);
  if (col.kind === 'pin') {
    const n = options.pinLength;
    if (n && n >= 4 && n <= 10) {
      if (!new RegExp(`^\\d{${n}}$`).test(v)) fail(col.name, `PIN must be ${n} digits.`);
    } else if (!/^\d{4,10}$/.test(v)) fail(col.name, 'PIN must be 4 to 10 digits.');
  }
}

/** Maps a value (trimmed, case-insensitive) to its owner's id; values held by several stay with the first. */
function uniqueOwners(
  existing: readonly ExistingRecord[],
  pick: (r: ExistingRecord) => string | null | undefined,
): Map<string, string> {
  const owners = new Map<string, string>();
  for (const r of existing) {
    const v = pick(r)?.trim().toLowerCase();
    if (v && !owners.has(v)) owners.set(v, r.id);
  }
  return owners;
}

type Node = string; // 'row:N' for a new record, else the existing id

/**
 * Rows whose parent chain leads back to themselves, following planned parents for rows of the
 * file and stored parents for other records.
 */
function findCycles(accepted: Map<number, PlannedRow>, existing: readonly ExistingRecord[]): number[] {
  const nodeOfRow = new Map<number, Node>();
  const rowOfNode = new Map<Node, number>();
  for (const c of accepted.values()) {
    const node = c.existingId ?? `row:${c.row}`;
    nodeOfRow.set(c.row, node);
    rowOfNode.set(node, c.row);
  }
  const stored = new Map(existing.map((r) => [r.id, r.parentId ?? null]));
  const parentOf = (node: Node): Node | null => {
    const row = rowOfNode.get(node);
    if (row !== undefined) {
      const c = accepted.get(row)!;
      if (c.parent === undefined) return c.existingId ? (stored.get(c.existingId) ?? null) : null;
      if (c.parent.kind === 'none') return null;
      if (c.parent.kind === 'existing') return c.parent.id;
      // A parent row rejected meanwhile is handled by the caller's next pass.
      return nodeOfRow.get(c.parent.row) ?? null;
    }
    return stored.get(node) ?? null;
  };
  // Walk each chain once: 1 = on the current path, 2 = finished (no cycle through it remains unknown).
  const state = new Map<Node, 1 | 2>();
  const cyclic: number[] = [];
  for (const start of nodeOfRow.values()) {
    const path: Node[] = [];
    let node: Node | null = start;
    while (node !== null && !state.has(node)) {
      state.set(node, 1);
      path.push(node);
      node = parentOf(node);
    }
    if (node !== null && state.get(node) === 1) {
      for (const n of path.slice(path.indexOf(node))) {
        const row = rowOfNode.get(n);
        if (row !== undefined) cyclic.push(row);
      }
    }
    for (const n of path) state.set(n, 2);
  }
  return cyclic.sort((a, b) => a - b);
}

function orderParentsFirst(accepted: Map<number, PlannedRow & { parentKey: string | null }>) {
  const out: (PlannedRow & { parentKey: string | null })[] = [];
  const done = new Set<number>();
  for (const first of [...accepted.keys()].sort((a, b) => a - b)) {
    // Climb to the highest parent not yet written, then write the chain top-down (no recursion: chains can be long).
    const chain: number[] = [];
    let row: number | null = first;
    while (row !== null && !done.has(row)) {
      chain.push(row);
      done.add(row);
      const parent: PlannedParent | undefined = accepted.get(row)!.parent;
      row = parent?.kind === 'row' && accepted.has(parent.row) ? parent.row : null;
    }
    for (let i = chain.length - 1; i >= 0; i--) out.push(accepted.get(chain[i]!)!);
  }
  return out;
}

function sortErrors(errors: ImportError[]): ImportError[] {
  return errors.sort((a, b) => a.row - b.row);
}
