import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { fileAccess } from './files.access.js';
import { findFileRow, type FileRow, fileUrlSecret, insertFileRow } from './files.queries.js';
import { contentProblem, kindMaxBytes, type UploadKind, uploadKindOf } from './files.sniff.js';
import { signFileUrl, verifyFileSignature } from './files.sign.js';
import { S3FileStore, s3FromEnv } from './files.s3.js';
import {
  ChunkError,
  type FileStore,
  FileTooLargeError,
  LocalFileStore,
  parseChunkFields,
} from './files.store.js';
import {
  checkFileExtension,
  FILE_EXT_NOT_RESOLVED,
  isInlineMimeType,
  mediaTypeOf,
  resolveMimeType,
  sanitizeFileName,
} from './files.types.js';

/** Settings of the files routes; `filesFromEnv` reads them from the environment. */
export interface FilesOptions {
  /** Folder of stored files on the local disk (FILES_DIR, else DATA_DIR/files, else .data/files). */
  dir: string;
  /** Where the files are: an S3FileStore when S3_BUCKET is set, else a LocalFileStore on `dir`. */
  store: FileStore;
  /** Largest file in bytes (FILE_MAX_BYTES, default 100 MB); also the sum of an upload's chunks. */
  maxBytes: number;
  /** Extensions accepted on upload; default ALLOWED_FILE_EXTENSIONS. */
  allowedExtensions?: readonly string[];
}

const s3Stores = new Map<string, S3FileStore>();

/**
 * Files options from the environment (see FilesOptions): S3_BUCKET (with S3_ENDPOINT, S3_REGION,
 * S3_PREFIX, S3_FORCE_PATH_STYLE; files.s3.ts) keeps files in an S3-compatible bucket, else they go
 * to FILES_DIR. One S3 client per bucket settings is kept for the process.
 */
export function filesFromEnv(env: NodeJS.ProcessEnv = process.env): FilesOptions {
  const max = Number(env.FILE_MAX_BYTES);
  const dir = env.FILES_DIR || path.join(env.DATA_DIR || '.data', 'files');
  const s3 = s3FromEnv(env);
  let store: FileStore;
  if (s3) {
    const key = JSON.stringify(s3);
    store = s3Stores.get(key) ?? new S3FileStore(s3);
    s3Stores.set(key, store as S3FileStore);
  } else {
    store = new LocalFileStore(dir);
  }
  return {
    dir,
    store,
    maxBytes: Number.isFinite(max) && max > 0 ? Math.floor(max) : 100 * 1024 * 1024,
  };
}

function fieldValue(fields: Record<string, unknown>, name: string): unknown {
  const f = fields[name] as
    | { type?: string; value?: unknown }
    | { type?: string; value?: unknown }[]
    | undefined;
  const one = Array.isArray(f) ? f[0] : f;
  return one && one.type === 'field' ? one.value : undefined;
}

/**
 * Content-Disposition with a safe ASCII fallback and the UTF-8 name (RFC 6266 / 5987): control
 * characters, quotes, backslashes, path separators and ';' never reach the header.
 */
export function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const clean =
    Array.from(fileName, (ch) => {
      const code = ch.charCodeAt(0);
      return code < 0x20 || code === 0x7f || ch === '/' || ch === '\\' ? '_' : ch;
    })
      .join('')
      .trim() || 'file';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * File routes (platform spec 7 "Files"; service spec 5 "Files", 7 "Files and media"), under /api:
 * - POST /file, multipart field `file` (size limit -> 413 {message}; extension outside the list ->
 *   400 'Invalid File Extension {name} did not have the proper extension (allowed extensions: [...])';
 *   no type -> 400 'File ext not resolved.'). With fields uploadId, chunkIndex, chunkCount (sent
 *   before the file part) it stores one chunk and answers {uploadId, chunkIndex, chunkCount,
 *   received, complete:false}; the chunk that completes the set answers like a whole upload:
 *   {id, fileName, mimeType, url} (url: signed, valid 3600 s).
 *   An optional field `kind` (before the file part: photo, signature, media, import, other) sets the
 *   size limit and the accepted content (files.sniff.ts); the content is sniffed and must match the
 *   name's type (400 'The content of x.png is not an image file ...').
 * - GET /file/{id}: the bytes, for a signed-in user who may read a record the file belongs to, or
 *   its uploader while nothing references it (files.access.ts; else 404), or for anyone holding a
 *   valid signed URL `?expires=&sig=` (403 when expired or tampered).
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  platform: Platform,
  options: FilesOptions,
): Promise<void> {
  const { store } = options;
  const { db } = platform;
  let lastSweep = 0;

  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: options.maxBytes + 1, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
    });
  }

  app.post('/file', async (req) => {
    const auth = authOf(req);
    if (!auth.companyId) throw forbidden('Not authorized: no company selected');
    if (!req.isMultipart())
      throw badRequest('Expected a multipart/form-data upload with the file in field file.');
    const part = await req.file({ limits: { fileSize: options.maxBytes + 1 } });
    if (!part) throw badRequest('No file was sent: put it in the multipart field file.');
    const drain = () => part.file.resume();
    if (part.fieldname !== 'file') {
      drain();
      throw badRequest(`The file must be sent in the multipart field file, not ${part.fieldname}.`);
    }
    const fileName = sanitizeFileName(part.filename || '');
    const badExt = checkFileExtension(fileName, options.allowedExtensions);
    if (badExt) {
      drain();
      throw badRequest(badExt);
    }
    let mimeType: string;
    try {
      mimeType = resolveMimeType(fileName, part.mimetype);
    } catch {
      drain();
      throw badRequest(FILE_EXT_NOT_RESOLVED);
    }
    let kind: UploadKind;
    try {
      kind = uploadKindOf(fieldValue(part.fields, 'kind'));
    } catch (err) {
      drain();
      throw badRequest((err as Error).message);
    }
    const maxBytes = kindMaxBytes(kind, options.maxBytes);
    let chunk: ReturnType<typeof parseChunkFields>;
    try {
      chunk = parseChunkFields({
        uploadId: fieldValue(part.fields, 'uploadId'),
        chunkIndex: fieldValue(part.fields, 'chunkIndex'),
        chunkCount: fieldValue(part.fields, 'chunkCount'),
      });
    } catch (err) {
      drain();
      throw err instanceof ChunkError ? badRequest(err.message) : err;
    }

    const answer = async (id: string, size: number) => {
      // The content must be what the name says (an .exe renamed .png is refused) and fit the kind.
      const problem = await contentProblem(await store.head(auth.companyId!, id), fileName, mimeType, kind);
      if (problem) {
        await store.remove(auth.companyId!, id);
        throw badRequest(problem);
      }
      await insertFileRow(db, {
        id,
        companyId: auth.companyId!,
        fileName,
        mimeType,
        mediaType: mediaTypeOf(mimeType),
        size,
        uploadedBy: auth.employeeId ?? null,
        uploadedByUser: auth.userId,
        kind,
      });
      const secret = await fileUrlSecret(db);
      return { id, fileName, mimeType, url: signFileUrl(id, secret, Math.floor(Date.now() / 1000)).url };
    };

    try {
      if (!chunk) {
        const id = randomUUID();
        const size = await store.save(auth.companyId, id, part.file, maxBytes);
        return await answer(id, size);
      }
      if (Date.now() - lastSweep > 3600_000) {
        lastSweep = Date.now();
        void store.removeStaleChunks(Date.now()).catch((err) => req.log.warn({ err }, 'chunk sweep failed'));
      }
      // Chunk folders are per user, so two users cannot add to (or complete) each other's uploads.
      const key = createHash('sha256').update(`${auth.userId}:${chunk.uploadId}`).digest('hex').slice(0, 40);
      const result = await store.saveChunk(
        auth.companyId,
        key,
        chunk.chunkIndex,
        chunk.chunkCount,
        part.file,
        maxBytes,
        () => randomUUID(),
      );
      if (!result.complete) {
        return {
          uploadId: chunk.uploadId,
          chunkIndex: chunk.chunkIndex,
          chunkCount: chunk.chunkCount,
          received: result.received,
          complete: false,
        };
      }
      return await answer(result.fileId!, result.size);
    } catch (err) {
      drain();
      if (err instanceof FileTooLargeError) throw new HttpError(413, err.message);
      if (err instanceof ChunkError) throw badRequest(err.message);
      throw err;
    }
  });

  const send = async (reply: FastifyReply, row: FileRow) => {
    const opened = await store.open(row.company_id, row.id);
    if (!opened) throw notFound(`File ${row.id} not found`);
    return reply
      .header('Content-Type', row.mimeType)
      .header('Content-Length', String(opened.size))
      .header(
        'Content-Disposition',
        disposition(isInlineMimeType(row.mimeType) ? 'inline' : 'attachment', row.fileName),
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=3540')
      .send(opened.stream);
  };

  app.get<{ Params: { id: string }; Querystring: { expires?: string; sig?: string } }>(
    '/file/:id',
    async (req, reply) => {
      const { id } = req.params;
      const { expires, sig } = req.query;
      if (expires !== undefined || sig !== undefined) {
        const check = verifyFileSignature(
          id,
          expires,
          sig,
          await fileUrlSecret(db),
          Math.floor(Date.now() / 1000),
        );
        if (check === 'expired') throw forbidden('This download link has expired.');
        if (check === 'invalid') throw forbidden('This download link is not valid.');
        const row = await findFileRow(db, id, null);
        if (!row) throw notFound(`File ${id} not found`);
        return send(reply, row);
      }
      const auth = authOf(req);
      const row = auth.companyId ? await findFileRow(db, id, auth.companyId) : null;
      // Readable only by whoever may read a record it belongs to (files.access.ts); else as absent.
      const access = row
        ? await fileAccess(db, auth, row, (e) =>
            platform.entities.resolve(e) ? platform.repo(auth, e) : null,
          )
        : 'none';
      if (!row || access === 'none') throw notFound(`File ${id} not found`);
      return send(reply, row);
    },
  );
}

/** Reads a stored file of a company into memory (CSV import); null when the row or bytes are missing. */
export async function readStoredFile(
  platform: Pick<Platform, 'db'>,
  options: Pick<FilesOptions, 'store'>,
  companyId: string,
  id: string,
  maxBytes: number,
): Promise<{ row: FileRow; bytes: Buffer } | null> {
  const row = await findFileRow(platform.db, id, companyId);
  if (!row) return null;
  if (row.size > maxBytes)
    throw new HttpError(413, `The file is too large to import; the limit is ${maxBytes} bytes.`);
  const opened = await options.store.open(companyId, id);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const c of opened.stream) chunks.push(c as Buffer);
  return { row, bytes: Buffer.concat(chunks) };
}
