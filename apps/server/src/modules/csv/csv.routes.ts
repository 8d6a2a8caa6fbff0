import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, parseBody, requireAuth } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { type FilesOptions, readStoredFile } from '../files/files.routes.js';
import { IMPORT_SPECS } from './csv.columns.js';
import { importCsv, MAX_IMPORT_BYTES } from './csv.service.js';

const ImportRequestSchema = z.object({
  filename: z.string('filename is required').min(1, 'filename is required').max(255),
  fileId: z.string('fileId is required').min(1, 'fileId is required').max(64),
});

/**
 * POST /{Entity}/importcsv {filename, fileId} -> {created, updated, errors:[{row, column, message}]}
 * for Employee, Location, Task and Asset (service spec 5 "CSV import", 7), under /api.
 */
export function registerCsvRoutes(
  app: FastifyInstance,
  platform: Platform,
  files: Pick<FilesOptions, 'store'>,
): void {
  const deps = {
    db: platform.db,
    entities: platform.entities,
    async readFile(companyId: string, fileId: string) {
      const got = await readStoredFile(platform, files, companyId, fileId, MAX_IMPORT_BYTES);
      return got ? { fileName: got.row.fileName, bytes: got.bytes } : null;
    },
  };
  for (const spec of Object.values(IMPORT_SPECS)) {
    app.post(`/${spec.entity}/importcsv`, { preHandler: requireAuth }, async (req) => {
      const body = parseBody(ImportRequestSchema, req.body);
      return importCsv(deps, authOf(req), spec, body);
    });
  }
}
