import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Raised when an upload (or the sum of its chunks) exceeds the size limit; routes answer 413. */
export class FileTooLargeError extends Error {
  readonly limitBytes: number;
  constructor(limitBytes: number) {
    super(`The file is too large; the limit is ${formatBytes(limitBytes)}.`);
    this.name = 'FileTooLargeError';
    this.limitBytes = limitBytes;
  }
}

/** Raised for malformed chunk parameters; routes answer 400 with the message. */
export class ChunkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkError';
  }
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}

/** Upload ids are chosen by the client: letters, digits, '-' and '_' only, so they are safe path parts. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Largest number of chunks one upload may have. */
export const MAX_CHUNK_COUNT = 10000;

/** Parses and checks the chunk fields (strings from multipart); throws ChunkError naming the problem. */
export function parseChunkFields(fields: {
  uploadId?: unknown;
  chunkIndex?: unknown;
  chunkCount?: unknown;
}): { uploadId: string; chunkIndex: number; chunkCount: number } | null {
  const { uploadId, chunkIndex, chunkCount } = fields;
  if (uploadId === undefined && chunkIndex === undefined && chunkCount === undefined) return null;
  if (typeof uploadId !== 'string' || !SAFE_ID.test(uploadId)) {
    throw new ChunkError('uploadId must be 1 to 100 letters, digits, - or _.');
  }
  const count = Number(chunkCount);
  if (typeof chunkCount !== 'string' || !/^\d+$/.test(chunkCount) || count < 1 || count > MAX_CHUNK_COUNT) {
    throw new ChunkError(`chunkCount must be a whole number from 1 to ${MAX_CHUNK_COUNT}.`);
  }
  const index = Number(chunkIndex);
  if (typeof chunkIndex !== 'string' || !/^\d+$/.test(chunkIndex) || index >= count) {
    throw new ChunkError(`chunkIndex must be a whole number from 0 to ${count - 1}.`);
  }
  return { uploadId, chunkIndex: index, chunkCount: count };
}

/** Counts bytes passing through and fails with FileTooLargeError beyond `limit`. */
function limiter(limit: number, already = 0): Transform {
  let seen = already;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen > limit) cb(new FileTooLargeError(limit));
      else cb(null, chunk);
    },
  });
}

/** Outcome of storing one chunk. */
export type ChunkResult =
  | { complete: false; received: number; chunkCount: number }
  | { complete: true; size: number };

/**
 * Where uploaded files live (design.md 3 "Files", issue 18 section 1): the local disk
 * (LocalFileStore; `FILES_DIR` on a volume every server process mounts) or an S3-compatible bucket
 * (S3FileStore of files.s3.ts, when `S3_BUCKET` is set). Files are addressed by company and file id
 * (letters, digits, '-', '_'; anything else throws); an upload in chunks keeps its parts in the store
 * too, so its chunks may reach different server processes.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /**
   * Streams `source` to the file's final place; fails with FileTooLargeError (and leaves nothing
   * behind) when it exceeds `maxBytes`. Returns the size in bytes.
   */
  save(companyId: string, fileId: string, source: Readable, maxBytes: number): Promise<number>;
  /**
   * Stores chunk `chunkIndex` (0-based) of `chunkCount` for an upload; the chunk that completes the
   * set assembles the file (id from `fileIdForAssembly`) and removes the parts. Errors:
   * FileTooLargeError when the parts together exceed `maxBytes`; ChunkError when a chunk disagrees
   * with the chunkCount of earlier chunks. A chunk sent again replaces the earlier copy.
   */
  saveChunk(
    companyId: string,
    uploadId: string,
    chunkIndex: number,
    chunkCount: number,
    source: Readable,
    maxBytes: number,
    fileIdForAssembly: () => string,
  ): Promise<ChunkResult & { fileId?: string }>;
  /** A read stream of a stored file and its size in bytes, or null when it is not stored. */
  open(companyId: string, fileId: string): Promise<{ stream: Readable; size: number } | null>;
  /** The first `n` bytes of a stored file (content sniffing); empty when it is not stored. */
  head(companyId: string, fileId: string, n?: number): Promise<Uint8Array>;
  /** Deletes a stored file (no error when it is already gone). */
  remove(companyId: string, fileId: string): Promise<void>;
  /** Removes uploads in chunks untouched for `maxAgeMs` (abandoned). Returns how many went. */
  removeStaleChunks(nowMs: number, maxAgeMs?: number): Promise<number>;
}

/** Checks an id used as a path part or object-key part; throws `Unsafe {what} id ...`. */
export function safeId(id: string, what: string): string {
  if (!SAFE_ID.test(id)) throw new Error(`Unsafe ${what} id for a file path: ${id}`);
  return id;
}

/**
 * Local-disk file store (design.md 3 "Files"): files live at `{root}/{companyId}/{fileId}`; chunks of
 * an upload in progress at `{root}/.chunks/{companyId}/{uploadId}/{index}.part`. Company and file ids
 * must be path-safe (letters, digits, '-', '_'); anything else throws. Several server processes
 * share it when `root` is on a shared volume (writes go through a temporary file and a rename).
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private dirOf(companyId: string): string {
    if (!SAFE_ID.test(companyId)) throw new Error(`Unsafe company id for a file path: ${companyId}`);
    return path.join(this.root, companyId);
  }

  /** Absolute path of a stored file. */
  pathOf(companyId: string, fileId: string): string {
    if (!SAFE_ID.test(fileId)) throw new Error(`Unsafe file id for a file path: ${fileId}`);
    return path.join(this.dirOf(companyId), fileId);
  }

  private chunkDir(companyId: string, uploadId: string): string {
    if (!SAFE_ID.test(companyId) || !SAFE_ID.test(uploadId)) throw new ChunkError('Unsafe upload id.');
    return path.join(this.root, '.chunks', companyId, uploadId);
  }

  /**
   * Streams `source` to the file's final place; fails with FileTooLargeError (and leaves nothing
   * behind) when it exceeds `maxBytes`. Returns the size in bytes.
   */
  async save(companyId: string, fileId: string, source: Readable, maxBytes: number): Promise<number> {
    const target = this.pathOf(companyId, fileId);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    try {
      await pipeline(source, limiter(maxBytes), createWriteStream(tmp));
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return (await stat(target)).size;
  }

  /**
   * Stores chunk `chunkIndex` (0-based) of `chunkCount` for an upload. The chunk that completes the
   * set assembles the parts in order into `{root}/{companyId}/{fileId}` and removes the parts.
   * Errors: FileTooLargeError when the parts together exceed `maxBytes`; ChunkError when a chunk
   * disagrees with the chunkCount of earlier chunks. A chunk sent again replaces the earlier copy.
   */
  async saveChunk(
    companyId: string,
    uploadId: string,
    chunkIndex: number,
    chunkCount: number,
    source: Readable,
    maxBytes: number,
    fileIdForAssembly: () => string,
  ): Promise<ChunkResult & { fileId?: string }> {
    const dir = this.chunkDir(companyId, uploadId);
    await mkdir(dir, { recursive: true });
    const metaPath = path.join(dir, 'meta.json');
    const meta = await readFile(metaPath, 'utf8').then(
      (t) => JSON.parse(t) as { chunkCount: number },
      () => null,
    );
    if (meta && meta.chunkCount !== chunkCount) {
      throw new ChunkError(
        `chunkCount ${chunkCount} does not match the ${meta.chunkCount} of earlier chunks.`,
      );
    }
    if (!meta) await writeFile(metaPath, JSON.stringify({ chunkCount }));

    const parts = await this.partSizes(dir, chunkIndex);
    const already = [...parts.values()].reduce((a, b) => a + b, 0);
    const partPath = path.join(dir, `${chunkIndex}.part`);
    const tmp = `${partPath}.${process.pid}.${Date.now()}.tmp`;
    try {
      await pipeline(source, limiter(maxBytes, already), createWriteStream(tmp));
      await rename(tmp, partPath);
    } catch (err) {
      await rm(tmp, { force: true });
      if (err instanceof FileTooLargeError) await rm(dir, { recursive: true, force: true });
      throw err;
    }
    const all = await this.partSizes(dir);
    if (all.size < chunkCount) return { complete: false, received: all.size, chunkCount };

    // Only one request assembles, even if two final chunks arrive together.
    const lock = await open(path.join(dir, 'assemble.lock'), 'wx').catch(() => null);
    if (!lock) return { complete: false, received: all.size, chunkCount };
    await lock.close();
    const fileId = fileIdForAssembly();
    const target = this.pathOf(companyId, fileId);
    await mkdir(path.dirname(target), { recursive: true });
    const out = createWriteStream(`${target}.tmp`);
    try {
      for (let i = 0; i < chunkCount; i++) {
        await pipeline(createReadStream(path.join(dir, `${i}.part`)), out, { end: i === chunkCount - 1 });
      }
      await rename(`${target}.tmp`, target);
    } catch (err) {
      out.destroy();
      await rm(`${target}.tmp`, { force: true });
      throw err;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return { complete: true, size: (await stat(target)).size, fileId };
  }

  /** Sizes of the stored parts by index, leaving out `except`. */
  private async partSizes(dir: string, except?: number): Promise<Map<number, number>> {
    const sizes = new Map<number, number>();
    for (const name of await readdir(dir)) {
      const m = /^(\d+)\.part$/.exec(name);
      if (!m || Number(m[1]) === except) continue;
      sizes.set(Number(m[1]), (await stat(path.join(dir, name))).size);
    }
    return sizes;
  }

  /** The first `n` bytes of a stored file; empty when it is not on disk. */
  async head(companyId: string, fileId: string, n = 4100): Promise<Uint8Array> {
    const fh = await open(this.pathOf(companyId, fileId), 'r').catch(() => null);
    if (!fh) return new Uint8Array();
    try {
      const buf = Buffer.alloc(n);
      const { bytesRead } = await fh.read(buf, 0, n, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  }

  /** A read stream of a stored file, or null when it is not on disk. */
  async open(companyId: string, fileId: string): Promise<{ stream: Readable; size: number } | null> {
    const p = this.pathOf(companyId, fileId);
    const s = await stat(p).catch(() => null);
    if (!s?.isFile()) return null;
    return { stream: createReadStream(p), size: s.size };
  }

  /** Deletes a stored file (no error when it is already gone). */
  async remove(companyId: string, fileId: string): Promise<void> {
    await rm(this.pathOf(companyId, fileId), { force: true });
  }

  /** Removes chunk folders untouched for `maxAgeMs` (abandoned uploads). Returns how many went. */
  async removeStaleChunks(nowMs: number, maxAgeMs = 24 * 3600 * 1000): Promise<number> {
    const base = path.join(this.root, '.chunks');
    let removed = 0;
    for (const company of await readdir(base).catch(() => [] as string[])) {
      for (const upload of await readdir(path.join(base, company)).catch(() => [] as string[])) {
        const dir = path.join(base, company, upload);
        const s = await stat(dir).catch(() => null);
        if (s && nowMs - s.mtimeMs > maxAgeMs) {
          await rm(dir, { recursive: true, force: true });
          removed++;
        }
      }
    }
    return removed;
  }
}
