import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { canEdit, canView } from '../../platform/entities/repository.js';
import type { EntityRepository } from '../../platform/entities/types.js';

/**
 * A kind of record that owns files (issue 15 section 2): an employee's photo, a location's media, a
 * sign-off's signature, ... A file is readable by whoever may read one of the records that reference
 * it (the owner entity's view privilege and scope, through its repository) and changeable only with
 * that entity's edit privilege. New modules (forms, assets) add theirs with registerFileOwner.
 */
export interface FileOwnerKind {
  /** Unique name, e.g. 'employee-photo'. */
  kind: string;
  /** The entity whose records own the file (its privileges and scope decide). */
  entity: string;
  /** Ids of the records of `companyId` that reference `fileId` (hand-written SQL with both as parameters). */
  find(db: Db, companyId: string, fileId: string): Promise<string[]>;
}

const ids = async (db: Db, sql: string, companyId: string, fileId: string) =>
  (await db.query<{ id: string }>(sql, [companyId, fileId])).map((r) => r.id);

const OWNERS: FileOwnerKind[] = [
  {
    kind: 'employee-photo',
    entity: 'Employee',
    find: (db, c, f) =>
      ids(db, `SELECT id FROM employee WHERE company_id = $1 AND data->>'avatar_id' = $2`, c, f),
  },
  {
    kind: 'location-media',
    entity: 'Location',
    find: (db, c, f) =>
      ids(
        db,
        `SELECT id FROM location WHERE company_id = $1
           AND data->'media' @> jsonb_build_array(jsonb_build_object('id', $2::text))`,
        c,
        f,
      ),
  },
  {
    kind: 'company-logo',
    entity: 'Company',
    find: (db, c, f) => ids(db, `SELECT id FROM company WHERE id = $1 AND data->>'logo_id' = $2`, c, f),
  },
  {
    kind: 'signature',
    entity: 'Time',
    find: (db, c, f) =>
      ids(
        db,
        `SELECT DISTINCT jsonb_array_elements_text("timeIds") AS id FROM time_signoff
          WHERE company_id = $1 AND signature_id = $2`,
        c,
        f,
      ),
  },
  {
    kind: 'time-photo',
    entity: 'Time',
    find: (db, c, f) =>
      ids(
        db,
        `SELECT id FROM time_record WHERE company_id = $1 AND (data->>'inPhoto_id' = $2 OR data->>'outPhoto_id' = $2)`,
        c,
        f,
      ),
  },
  {
    kind: 'integration-export',
    entity: 'IntegrationLog',
    find: (db, c, f) =>
      ids(db, `SELECT id FROM integration_log WHERE company_id = $1 AND data->>'fileId' = $2`, c, f),
  },
];

/**
 * Adds an owner kind (e.g. the forms module: 'form-submission' over FormSubmission). Throws when the
 * kind is already registered (a programming error). Module constants: call it once, at import.
 */
export function registerFileOwner(owner: FileOwnerKind): void {
  if (OWNERS.some((o) => o.kind === owner.kind))
    throw new Error(`File owner kind '${owner.kind}' is registered twice`);
  OWNERS.push(owner);
}

/** The registered owner kinds (read-only view). */
export function fileOwnerKinds(): readonly FileOwnerKind[] {
  return OWNERS;
}

/** What a caller may do with a file. */
export type FileAccess = 'none' | 'read' | 'edit';

/** The parts of a file row access depends on. */
export interface FileAccessRow {
  id: string;
  company_id: string;
  uploadedByUser_id?: string | null;
}

/**
 * The caller's access to a file of their company: administrators edit every file; otherwise a
 * file referenced by records gives 'edit' when the caller may edit one of them, 'read' when they may
 * read one; a file nothing references yet (an upload about to be attached, an import) belongs to its
 * uploader. Files of other companies: 'none'. `repo(entity)` is the caller's repository of an entity
 * or null when this server has no such entity.
 */
export async function fileAccess(
  db: Db,
  auth: Auth,
  row: FileAccessRow,
  repo: (entity: string) => EntityRepository | null,
): Promise<FileAccess> {
  if (!auth.companyId || row.company_id !== auth.companyId) return 'none';
  if (auth.isAdministrator) return 'edit';
  const uploader = !!row.uploadedByUser_id && row.uploadedByUser_id === auth.userId;
  let owned = false;
  let read = false;
  for (const owner of OWNERS) {
    const r = repo(owner.entity);
    if (!r) continue;
    const found = await owner.find(db, auth.companyId, row.id);
    if (found.length === 0) continue;
    owned = true;
    if (!canView(r.definition, auth)) continue;
    const visible = await r.getMany(found);
    if (visible.length === 0) continue;
    if (canEdit(r.definition, auth)) return 'edit';
    read = true;
  }
  if (!owned && uploader) return 'edit';
  return read || uploader ? 'read' : 'none';
}
