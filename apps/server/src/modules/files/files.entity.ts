import { z } from 'zod';
import { badRequest } from '../../platform/errors.js';
import type { EntityDefinition } from '../../platform/entities/types.js';
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
});

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
  },
  virtualFields: ['url'],
  schema: FileSchema,
  view: [],
  edit: [],
  defaultOrderBy: 'fileName asc',
  hooks: {
    async beforeSave(_ctx, record, existing) {
      if (!existing) throw badRequest('Files are created by uploading them to /api/file.');
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
      };
    },
    async afterLoad(ctx, records) {
      if (records.length === 0) return;
      const secret = await fileUrlSecret(ctx.db);
      const now = Math.floor(Date.now() / 1000);
      for (const r of records) r.url = signFileUrl(r.id, secret, now).url;
    },
  },
};
