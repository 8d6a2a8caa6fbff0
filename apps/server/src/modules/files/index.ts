import type { ServerModule } from '../../platform/module.js';
import { fileEntity } from './files.entity.js';
import { filesFromEnv, registerFileRoutes } from './files.routes.js';

/**
 * The files module (platform spec 7 "Files"; service spec 5, 7): uploads (whole or chunked) to local
 * disk under FILES_DIR (default DATA_DIR/files), downloads by session or HMAC-signed URL, and the
 * File entity. Its tables are in apps/server/migrations/0100_files.sql.
 */
export const filesModule: ServerModule = {
  name: 'files',
  entities: [fileEntity],
  routes: (app, platform) => registerFileRoutes(app, platform, filesFromEnv()),
};

export { filesFromEnv, type FilesOptions, readStoredFile, registerFileRoutes } from './files.routes.js';
export { signFileUrl, verifyFileSignature, SIGNED_URL_TTL_SECONDS } from './files.sign.js';
