import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { ChunkError, type ChunkResult, FileTooLargeError, type FileStore, safeId } from './files.store.js';

/** Settings of an S3-compatible bucket (see `s3FromEnv`). */
export interface S3Settings {
  bucket: string;
  /** Endpoint URL of an S3-compatible store (MinIO, Ceph, R2...); absent for AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible stores need. */
  forcePathStyle: boolean;
  /** Explicit credentials; absent uses the SDK's default chain (AWS_ACCESS_KEY_ID, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * S3 settings from the environment, or null when `S3_BUCKET` is unset: S3_BUCKET, S3_ENDPOINT,
 * S3_REGION (else AWS_REGION, else us-east-1), S3_PREFIX, S3_FORCE_PATH_STYLE (default 1 with an
 * endpoint, 0 without); credentials come from the SDK's chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile or an instance role). Throws 'S3_ENDPOINT is set but S3_BUCKET is
 * not ...' when only the endpoint is given.
 */
export function s3FromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT) {
      throw new Error(
        'S3_ENDPOINT is set but S3_BUCKET is not: set both to keep files in S3, or neither to use FILES_DIR.',
      );
    }
    return null;
  }
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
  return {
    bucket: env.S3_BUCKET,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : Boolean(env.S3_ENDPOINT),
  };
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

const errorName = (err: unknown) => (err as { name?: string }).name ?? '';
const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
const isMissing = (err: unknown) =>
  errorName(err) === 'NoSuchKey' || errorName(err) === 'NotFound' || statusOf(err) === 404;

/**
 * Files in an S3-compatible bucket through the official AWS SDK (issue 18 section 1): a file is the
 * object `{prefix}{companyId}/{fileId}`; the parts of an upload in chunks are objects under
 * `{prefix}.chunks/{companyId}/{uploadId}/`, so every server process sees them. Uploads are spooled
 * to a temporary file first (the size limit is checked before anything reaches the bucket, and S3
 * needs the length); the chunk that completes a set takes `assemble.lock` with a conditional put
 * (If-None-Match: *), so only one request assembles. Checksums are sent only where S3 requires them
 * (compatible stores often lack the newer ones).
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(
    readonly settings: S3Settings,
    client?: S3Client,
  ) {
    const config: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    };
    this.client = client ?? new S3Client(config);
  }

  private keyOf(companyId: string, fileId: string): string {
    return `${this.settings.prefix}${safeId(companyId, 'company')}/${safeId(fileId, 'file')}`;
  }

  private chunkPrefix(companyId: string, uploadId: string): string {
    try {
      return `${this.settings.prefix}.chunks/${safeId(companyId, 'company')}/${safeId(uploadId, 'upload')}/`;
    } catch {
      throw new ChunkError('Unsafe upload id.');
    }
  }

  /** Streams `source` (at most `maxBytes`, else FileTooLargeError) into a temporary file; answers its path and size. */
  private async spool(source: Readable, maxBytes: number, already = 0) {
    const dir = await mkdtemp(path.join(tmpdir(), 'wm-s3-'));
    const file = path.join(dir, 'body');
    try {
      await pipeline(source, limiter(maxBytes, already), createWriteStream(file));
      return { file, size: (await stat(file)).size, done: () => rm(dir, { recursive: true, force: true }) };
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
  }

  private async putFile(key: string, file: string, size: number, ifNoneMatch = false): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ...(ifNoneMatch ? { IfNoneMatch: '*' } : {}),
      }),
    );
  }

  private async putSmall(key: string, body: string, ifNoneMatch = false): Promise<boolean> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: body,
          ...(ifNoneMatch ? { IfNoneMatch: '*' } : {}),
        }),
      );
      return true;
    } catch (err) {
      if (ifNoneMatch && (statusOf(err) === 412 || statusOf(err) === 409)) return false;
      throw err;
    }
  }

  private async getText(key: string): Promise<string | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return (await res.Body?.transformToString('utf8')) ?? '';
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  private async list(prefix: string): Promise<{ key: string; size: number; modifiedMs: number }[]> {
    const out: { key: string; size: number; modifiedMs: number }[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const o of res.Contents ?? []) {
        if (o.Key) out.push({ key: o.Key, size: o.Size ?? 0, modifiedMs: o.LastModified?.getTime() ?? 0 });
      }
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  private async removeKey(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async save(companyId: string, fileId: string, source: Readable, maxBytes: number): Promise<number> {
    const key = this.keyOf(companyId, fileId);
    const spooled = await this.spool(source, maxBytes);
    try {
      await this.putFile(key, spooled.file, spooled.size);
      return spooled.size;
    } finally {
      await spooled.done();
    }
  }

  private async partSizes(prefix: string, except?: number): Promise<Map<number, number>> {
    const sizes = new Map<number, number>();
    for (const o of await this.list(prefix)) {
      const m = /^(\d+)\.part$/.exec(o.key.slice(prefix.length));
      if (!m || Number(m[1]) === except) continue;
      sizes.set(Number(m[1]), o.size);
    }
    return sizes;
  }

  private async removePrefix(prefix: string): Promise<void> {
    for (const o of await this.list(prefix)) await this.removeKey(o.key);
  }

  async saveChunk(
    companyId: string,
    uploadId: string,
    chunkIndex: number,
    chunkCount: number,
    source: Readable,
    maxBytes: number,
    fileIdForAssembly: () => string,
  ): Promise<ChunkResult & { fileId?: string }> {
    const prefix = this.chunkPrefix(companyId, uploadId);
    const metaText = await this.getText(`${prefix}meta.json`);
    const meta = metaText ? (JSON.parse(metaText) as { chunkCount: number }) : null;
    if (meta && meta.chunkCount !== chunkCount) {
      throw new ChunkError(
        `chunkCount ${chunkCount} does not match the ${meta.chunkCount} of earlier chunks.`,
      );
    }
    if (!meta) await this.putSmall(`${prefix}meta.json`, JSON.stringify({ chunkCount }));
    const parts = await this.partSizes(prefix, chunkIndex);
    const already = [...parts.values()].reduce((a, b) => a + b, 0);
    let spooled: Awaited<ReturnType<S3FileStore['spool']>>;
    try {
      spooled = await this.spool(source, maxBytes, already);
    } catch (err) {
      if (err instanceof FileTooLargeError) await this.removePrefix(prefix);
      throw err;
    }
    try {
      await this.putFile(`${prefix}${chunkIndex}.part`, spooled.file, spooled.size);
    } finally {
      await spooled.done();
    }
    const all = await this.partSizes(prefix);
    if (all.size < chunkCount) return { complete: false, received: all.size, chunkCount };
    if (!(await this.putSmall(`${prefix}assemble.lock`, randomUUID(), true))) {
      return { complete: false, received: all.size, chunkCount };
    }
    const fileId = fileIdForAssembly();
    try {
      const { client } = this;
      const bucket = this.settings.bucket;
      // The parts are fetched one after the other, each when the previous one is read.
      async function* parts() {
        for (let i = 0; i < chunkCount; i++) {
          const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${i}.part` }));
          for await (const c of res.Body as Readable) yield c as Buffer;
        }
      }
      const whole = await this.spool(Readable.from(parts()), Number.MAX_SAFE_INTEGER);
      try {
        await this.putFile(this.keyOf(companyId, fileId), whole.file, whole.size);
        return { complete: true, size: whole.size, fileId };
      } finally {
        await whole.done();
      }
    } finally {
      await this.removePrefix(prefix);
    }
  }

  async open(companyId: string, fileId: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(companyId, fileId) }),
      );
      return { stream: res.Body as Readable, size: Number(res.ContentLength ?? 0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async head(companyId: string, fileId: string, n = 4100): Promise<Uint8Array> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.keyOf(companyId, fileId),
          Range: `bytes=0-${n - 1}`,
        }),
      );
      const bytes = (await res.Body?.transformToByteArray()) ?? new Uint8Array();
      return bytes.subarray(0, n);
    } catch (err) {
      // 416: an empty object has no byte 0.
      if (isMissing(err) || statusOf(err) === 416) return new Uint8Array();
      throw err;
    }
  }

  async remove(companyId: string, fileId: string): Promise<void> {
    await this.removeKey(this.keyOf(companyId, fileId));
  }

  async removeStaleChunks(nowMs: number, maxAgeMs = 24 * 3600 * 1000): Promise<number> {
    const base = `${this.settings.prefix}.chunks/`;
    const uploads = new Map<string, { keys: string[]; newest: number }>();
    for (const o of await this.list(base)) {
      const rest = o.key.slice(base.length).split('/');
      if (rest.length < 3) continue;
      const id = `${rest[0]}/${rest[1]}`;
      const u = uploads.get(id) ?? { keys: [], newest: 0 };
      u.keys.push(o.key);
      u.newest = Math.max(u.newest, o.modifiedMs);
      uploads.set(id, u);
    }
    let removed = 0;
    for (const u of uploads.values()) {
      if (nowMs - u.newest <= maxAgeMs) continue;
      for (const k of u.keys) await this.removeKey(k);
      removed++;
    }
    return removed;
  }
}
