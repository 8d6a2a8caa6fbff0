import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/db.js';

/** A stored file's row as the routes need it. */
export interface FileRow {
  id: string;
  company_id: string;
  fileName: string;
  mimeType: string;
  size: number;
  status: number;
  uploadedByUser_id: string | null;
  kind: string;
}

/** Inserts the File row of a stored upload (company from the caller's session). */
export async function insertFileRow(
  db: Db,
  row: {
    id: string;
    companyId: string;
    fileName: string;
    mimeType: string;
    mediaType: string;
    size: number;
    uploadedBy: string | null;
    uploadedByUser?: string | null;
    kind?: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO file (id, company_id, "fileName", "mimeType", "mediaType", size, "uploadedBy_id", "uploadedByUser_id", kind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.id,
      row.companyId,
      row.fileName,
      row.mimeType,
      row.mediaType,
      row.size,
      row.uploadedBy,
      row.uploadedByUser ?? null,
      row.kind ?? 'other',
    ],
  );
}

/**
 * A file that is not deleted: of `companyId` when given (session downloads and imports), of any
 * company when null (a signed URL, whose signature already names the file). Null when absent.
 */
export async function findFileRow(db: Db, id: string, companyId: string | null): Promise<FileRow | null> {
  const rows = await db.query<FileRow>(
    `SELECT id, company_id, "fileName", "mimeType", size, status, "uploadedByUser_id", kind FROM file
      WHERE id = $1 AND status <> 3 ${companyId === null ? '' : 'AND company_id = $2'}`,
    companyId === null ? [id] : [id, companyId],
  );
  const r = rows[0];
  return r ? { ...r, size: Number(r.size), status: Number(r.status) } : null;
}

const secrets = new WeakMap<Db, Promise<string>>();

/**
 * The HMAC key of signed download URLs: FILE_URL_SECRET when set, else a random key generated once
 * and kept in file_url_secret so that restarts and other replicas sign alike.
 */
export function fileUrlSecret(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const fromEnv = env.FILE_URL_SECRET;
  if (fromEnv) return Promise.resolve(fromEnv);
  let cached = secrets.get(db);
  if (!cached) {
    cached = (async () => {
      await db.query('INSERT INTO file_url_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
        randomBytes(32).toString('base64url'),
      ]);
      const rows = await db.query<{ secret: string }>('SELECT secret FROM file_url_secret WHERE id = 1');
      return rows[0]!.secret;
    })();
    cached.catch(() => secrets.delete(db));
    secrets.set(db, cached);
  }
  return cached;
}
