import { timingSafeEqual } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { filesFromEnv } from '../../modules/files/files.routes.js';
import { writeBackup } from './backup.js';

/**
 * POST /api/server/backup (embedded database only; issue 18 section 2): answers a backup file
 * (platform/db/backup.ts) made inside this process, so it is consistent while the server runs.
 * Only for a caller holding the process's local token (header X-WM-Local-Token, read by
 * `pnpm db:backup` from DATA_DIR/server.json, a file only the server's user can read); anyone else
 * gets 404 as if the route did not exist. Files in S3 are not included (the bucket keeps its own).
 */
export function registerBackupRoute(app: FastifyInstance, pglite: PGlite, token: string): void {
  const expected = Buffer.from(token);
  app.post('/server/backup', async (req, reply) => {
    const given = Buffer.from(String(req.headers['x-wm-local-token'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(404).send({ message: 'Unknown route POST /api/server/backup' });
    }
    const files = filesFromEnv();
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/octet-stream', 'cache-control': 'no-store' });
    try {
      await writeBackup(pglite, files.store.kind === 'local' ? files.dir : null, reply.raw);
    } catch (err) {
      req.log.error(err);
      reply.raw.destroy(err as Error);
    }
  });
}
