import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Platform } from '../../platform/module.js';
import { registerFileOwner } from '../files/files.access.js';
import { filesFromEnv } from '../files/files.routes.js';
import { insertFileRow } from '../files/files.queries.js';
import { readStoredFile } from '../files/index.js';

/**
 * Every file the forms module owns or reads goes through here (one place to adapt to the files
 * module's owner-kind registry): the printed PDF of a submission is stored as a File
 * ('FormSubmission' is the owner kind and the submission id the owner id, kept in the file's data),
 * and images of answers (photos, signatures uploaded as files) are read back for the PDF.
 */
export const FORM_FILE_OWNER_KIND = 'FormSubmission';

/**
 * Files of a submission (issue 15 section 2): its printed PDF (file_id and earlier prints in
 * fileHistoryIds) and the photos and uploads among its answers are readable by whoever may read the
 * submission and changed only with its edit privilege.
 */
registerFileOwner({
  kind: 'form-submission',
  entity: 'FormSubmission',
  find: async (db, companyId, fileId) =>
    (
      await db.query<{ id: string }>(
        `SELECT id FROM form_submission
          WHERE company_id = $1
            AND (file_id = $2 OR data->'fileHistoryIds' ? $2
                 OR position(to_jsonb($2::text)::text in (data->'answerData')::text) > 0)`,
        [companyId, fileId],
      )
    ).map((r) => r.id),
});

const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** Stores a submission's PDF as a new File of the company; returns the file id. */
export async function storeSubmissionPdf(
  platform: Pick<Platform, 'db'>,
  companyId: string,
  submissionId: string,
  fileName: string,
  pdf: Buffer,
  uploadedBy: string | null,
): Promise<string> {
  const id = randomUUID();
  const { store } = filesFromEnv();
  const size = await store.save(companyId, id, Readable.from([pdf]), pdf.length + 1);
  await insertFileRow(platform.db, {
    id,
    companyId,
    fileName,
    mimeType: 'application/pdf',
    mediaType: 'document',
    size,
    uploadedBy,
  });
  await platform.db.query(`UPDATE file SET data = data || $3::jsonb WHERE id = $1 AND company_id = $2`, [
    id,
    companyId,
    JSON.stringify({ ownerKind: FORM_FILE_OWNER_KIND, ownerId: submissionId }),
  ]);
  return id;
}

/** An image File of the company (PNG or JPEG) for the PDF; null when absent or not an image. */
export async function readAnswerImage(
  platform: Pick<Platform, 'db'>,
  companyId: string,
  fileId: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(fileId)) return null;
  try {
    const found = await readStoredFile(platform, filesFromEnv(), companyId, fileId, MAX_IMAGE_BYTES);
    if (!found) return null;
    const type = found.row.mimeType;
    if (type !== 'image/png' && type !== 'image/jpeg') return null;
    return { bytes: found.bytes, contentType: type };
  } catch {
    return null;
  }
}

/** Reads a stored PDF back (for e-mail attachments). */
export async function readSubmissionPdf(
  platform: Pick<Platform, 'db'>,
  companyId: string,
  fileId: string,
): Promise<Buffer | null> {
  const found = await readStoredFile(platform, filesFromEnv(), companyId, fileId, 50 * 1024 * 1024);
  return found?.bytes ?? null;
}
