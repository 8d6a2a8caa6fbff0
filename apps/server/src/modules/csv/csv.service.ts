import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { canEdit, type EntityRegistry } from '../../platform/entities/repository.js';
import type { EntityRecord } from '../../platform/entities/types.js';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors.js';
import type { ImportSpec } from './csv.columns.js';
import { decodeCsvBytes, parseCsv } from './csv.parse.js';
import { type ExistingRecord, type ImportError, type PlannedRow, planImport } from './csv.plan.js';

/** The spec's message for a file that is not .csv (service spec 5 "CSV import"). */
export const ONLY_CSV = 'Only files with the file extension CSV are allowed';

/** Largest CSV file an import reads (bytes). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** The answer of POST /{Entity}/importcsv. */
export interface ImportResult {
  created: number;
  updated: number;
  errors: ImportError[];
}

/** What the import needs from the platform and the files module. */
export interface ImportDeps {
  db: Db;
  entities: EntityRegistry;
  /** Reads a stored file of the company; null when it does not exist. */
  readFile(companyId: string, fileId: string): Promise<{ fileName: string; bytes: Buffer } | null>;
}

const ADDRESS_COLUMNS = {
  Address: 'street',
  City: 'city',
  State: 'region',
  Zip: 'postalCode',
  Country: 'country',
} as const;

async function loadExisting(
  db: Db,
  table: string,
  companyId: string,
  spec: ImportSpec,
): Promise<ExistingRecord[]> {
  const hasParent = spec.columns.some((c) => c.kind === 'parent');
  const rows = await db.query<{
    id: string;
    code: string | null;
    parent_id?: string | null;
    pin?: string | null;
    externalId: string | null;
  }>(
    `SELECT id, code, ${hasParent ? 'parent_id,' : ''} ${spec.entity === 'Employee' ? 'pin,' : ''}
            data->>'externalId' AS "externalId"
       FROM ${table} WHERE company_id = $1 AND status <> 3`,
    [companyId],
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    externalId: r.externalId,
    parentId: r.parent_id ?? null,
    pin: r.pin ?? null,
  }));
}

async function companyPinLength(db: Db, companyId: string): Promise<number | null> {
  const rows = await db.query<{ n: string | null }>(
    `SELECT data->'settings'->>'pinDigitLength' AS n FROM company WHERE id = $1`,
    [companyId],
  );
  const n = Number(rows[0]?.n);
  return Number.isInteger(n) && n >= 4 && n <= 10 ? n : null;
}

/** Turns a planned row into the entity record to save (blank cells clear the field). */
function toRecord(
  spec: ImportSpec,
  row: PlannedRow,
  existing: EntityRecord | null,
  parentId: string | null | undefined,
): Record<string, unknown> {
  const v = row.values;
  const val = (col: string) => (v[col] === undefined ? undefined : v[col] === '' ? null : v[col]);
  const rec: Record<string, unknown> = {};
  const set = (field: string, col: string) => {
    const x = val(col);
    if (x !== undefined) rec[field] = x;
  };
  if (row.existingId) rec.id = row.existingId;
  else {
    if (row.key) rec.externalId = row.key;
    // A new employee is never an administrator (the column has no default on insert).
    if (spec.entity === 'Employee') rec.isAdministrator = false;
  }
  set('code', 'Code');
  if (spec.entity === 'Employee') {
    set('firstName', 'FirstName');
    set('middleName', 'MiddleName');
    set('lastName', 'LastName');
    set('email', 'Email');
    set('pin', 'PIN');
    set('cell', 'Cell');
  } else {
    set('name', 'Name');
    if (spec.entity === 'Location') set('description', 'Description');
  }
  if (parentId !== undefined) rec.parent_id = parentId;
  if (spec.entity === 'Employee' || spec.entity === 'Location') {
    const present = Object.keys(ADDRESS_COLUMNS).filter((c) => v[c] !== undefined);
    const before = existing?.address;
    const address: Record<string, unknown> =
      before && typeof before === 'object' && !Array.isArray(before)
        ? { ...(before as Record<string, unknown>) }
        : {};
    for (const c of present) {
      const key = ADDRESS_COLUMNS[c as keyof typeof ADDRESS_COLUMNS];
      const x = val(c);
      if (x !== null) address[key] = x;
      else if (key in address) address[key] = null;
    }
    if (Object.keys(address).length > 0) rec.address = address;
  }
  return rec;
}

/**
 * POST /{Entity}/importcsv (service spec 5 "CSV import", 7): imports the uploaded file `fileId`
 * into Employee, Location, Task or Asset. Refuses: a name that is not .csv (400 'Only files with
 * the file extension CSV are allowed'), a caller without the entity's edit privilege (403), an
 * unknown file (404). Plans the rows (see planImport), then saves the good ones through the entity
 * API (its hooks and checks apply) in one transaction, each row behind a savepoint: a row the
 * entity refuses (e.g. 409 'Pin 1234 is already assigned') is reported with its message and rolled
 * back alone, together with the rows whose ParentId names it. Returns {created, updated, errors}.
 */
export async function importCsv(
  deps: ImportDeps,
  auth: Auth,
  spec: ImportSpec,
  request: { filename: string; fileId: string },
): Promise<ImportResult> {
  const isCsv = (name: string) => /\.csv$/i.test(name.trim());
  if (!isCsv(request.filename)) throw badRequest(ONLY_CSV);
  if (!auth.companyId) throw forbidden('Not authorized: no company selected');
  const def = deps.entities.resolve(spec.entity);
  if (!def) throw notFound(`${spec.entity} is not available on this server.`);
  if (!canEdit(def, auth)) throw forbidden(`Not authorized: requires ${def.edit.join(' or ')}`);
  const file = await deps.readFile(auth.companyId, request.fileId);
  if (!file) throw notFound(`File ${request.fileId} not found`);
  if (!isCsv(file.fileName)) throw badRequest(ONLY_CSV);

  const csv = parseCsv(decodeCsvBytes(file.bytes));
  const existing = await loadExisting(deps.db, def.table, auth.companyId, spec);
  const pinLength = spec.entity === 'Employee' ? await companyPinLength(deps.db, auth.companyId) : null;
  const plan = planImport(spec, csv, existing, { pinLength });
  const errors = [...plan.errors];
  let created = 0;
  let updated = 0;

  await deps.db.transaction(async (tx) => {
    const repo = deps.entities.repository(def, auth, tx);
    const savedIdOfRow = new Map<number, string>();
    const existingIdOfRow = new Map(plan.rows.filter((r) => r.existingId).map((r) => [r.row, r.existingId!]));
    let n = 0;
    for (const row of plan.rows) {
      let parentId: string | null | undefined;
      if (row.parent?.kind === 'none') parentId = null;
      else if (row.parent?.kind === 'existing') parentId = row.parent.id;
      else if (row.parent?.kind === 'row') {
        // A parent row that failed but names a stored record leaves that record as the parent.
        const saved = savedIdOfRow.get(row.parent.row) ?? existingIdOfRow.get(row.parent.row);
        if (!saved) {
          errors.push({
            row: row.row,
            column: 'ParentId',
            message: `ParentId refers to row ${row.parent.row}, which could not be saved.`,
          });
          continue;
        }
        parentId = saved;
      }
      const savepoint = `csv_row_${++n}`;
      await tx.query(`SAVEPOINT ${savepoint}`);
      try {
        const before = row.existingId ? await repo.get(row.existingId) : null;
        const saved = await repo.save(toRecord(spec, row, before, parentId));
        await tx.query(`RELEASE SAVEPOINT ${savepoint}`);
        savedIdOfRow.set(row.row, saved.id);
        if (row.action === 'create') created++;
        else updated++;
      } catch (err) {
        await tx.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
        if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
        errors.push({ row: row.row, column: '', message: err.message });
      }
    }
  });
  errors.sort((a, b) => a.row - b.row);
  return { created, updated, errors };
}
