import { z } from 'zod';
import { badRequest, forbidden } from '../../platform/errors.js';
import { fileAccess } from './files.access.js';
import type { EntityContext, EntityDefinition, EntityRecord } from '../../platform/entities/types.js';
import { fileUrlSecret } from './files.queries.js';
import { signFileUrl } from './files.sign.js';
import { checkFileExtension, sanitizeFileName } from './files.types.js';

const FileSchema = z.strictObject({
  id: z.string().max(64).optional(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  fileName: z.string().trim().min(1, 'fileName is required.').max(255).optional(),
  // Set by the upload; a save keeps the stored values whatever it sends.
  mimeType: z.string().max(200).nullable().optional(),
  mediaType: z.string().max(40).nullable().optional(),
  size: z.number().int().min(0).nullable().optional(),
  uploadedBy_id: z.string().max(64).nullable().optional(),
  uploadedByUser_id: z.string().max(64).nullable().optional(),
  kind: z.string().max(40).nullable().optional(),
});

/** 403 unless the caller may change the file: the owner record's edit privilege (files.access.ts). */
async function requireFileEdit(ctx: EntityContext, existing: EntityRecord): Promise<void> {
  const access = await fileAccess(
    ctx.db,
    ctx.auth,
    {
      id: existing.id,
      company_id: ctx.auth.companyId ?? '',
      uploadedByUser_id: existing.uploadedByUser_id as string | null,
    },
    (entity) => {
      try {
        return ctx.repo(entity);
      } catch {
        return null;
      }
    },
  );
  if (access !== 'edit')
    throw forbidden('Not authorized: requires the edit privilege of the record this file belongs to');
}

/**
 * The File entity (platform spec 3, service spec 7 "Files and media"): read, rename and remove
 * (soft delete) through the entity API; created only by uploading to POST /api/file. Every record
 * read carries `url`, a signed download URL valid 3600 s.
 */
export const fileEntity: EntityDefinition = {
  name: 'File',
  table: 'file',
  tenant: 'company',
  columns: {
    fileName: 'string',
    mimeType: 'string',
    mediaType: 'string',
    size: 'number',
    uploadedBy_id: 'string',
    uploadedByUser_id: 'string',
    kind: 'string',
  },
  virtualFields: ['url'],
  schema: FileSchema,
  view: [],
  edit: [],
  defaultOrderBy: 'fileName asc',
  hooks: {
    // Administrators list every file of the company; others only what they uploaded (a file that
    // belongs to a record is read through GET /api/file/{id}, which checks the record: files.access.ts).
    scope(auth, p) {
      return auth.isAdministrator ? null : `t."uploadedByUser_id" = ${p(auth.userId)}`;
    },
    async beforeSave(ctx, record, existing) {
      if (!existing) throw badRequest('Files are created by uploading them to /api/file.');
      await requireFileEdit(ctx, existing);
      const fileName = sanitizeFileName(String(record.fileName ?? existing.fileName));
      // A rename must keep an allowed extension, so a download is never served as another type.
      const bad = checkFileExtension(fileName);
      if (bad) throw badRequest(bad);
      return {
        ...record,
        fileName,
        mimeType: existing.mimeType,
        mediaType: existing.mediaType,
        size: existing.size,
        uploadedBy_id: existing.uploadedBy_id,
        uploadedByUser_id: existing.uploadedByUser_id,
        kind: existing.kind,
      };
    },
    async beforeDelete(ctx, existing) {
      await requireFileEdit(ctx, existing);
    },
    async afterLoad(ctx, records) {
      if (records.length === 0) return;
      const secret = await fileUrlSecret(ctx.db);
      const now = Math.floor(Date.now() / 1000);
      for (const r of records) r.url = signFileUrl(r.id, secret, now).url;
    },
  },
};
