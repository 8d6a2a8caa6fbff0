import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, testServer } from '../../../../test/helpers.js';
import { filesFromEnv } from '../files.routes.js';
import { S3FileStore, s3FromEnv } from '../files.s3.js';
import { ChunkError, type FileStore, FileTooLargeError, LocalFileStore } from '../files.store.js';
import { startS3Stub } from './s3-stub.js';
import { upload } from './upload-helpers.js';

const BUCKET = 'wm-test';
let stub: Awaited<ReturnType<typeof startS3Stub>>;
let root: string;

beforeAll(async () => {
  stub = await startS3Stub(BUCKET);
  root = await mkdtemp(path.join(tmpdir(), 'wm-store-'));
});
afterAll(async () => {
  await stub?.close();
  await rm(root, { recursive: true, force: true });
});

const text = async (s: FileStore, c: string, f: string) => {
  const opened = await s.open(c, f);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const x of opened.stream) chunks.push(x as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** The same behaviour from both stores (issue 18 section 1: the local disk and an S3-compatible bucket). */
describe.each([
  ['local disk', () => new LocalFileStore(path.join(root, 'local'))],
  [
    'S3 (stub server)',
    () =>
      new S3FileStore({
        bucket: BUCKET,
        endpoint: stub.endpoint,
        region: 'us-east-1',
        prefix: 'files/',
        forcePathStyle: true,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      }),
  ],
] as const)('FileStore on %s', (_name, make) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it('saves, reads back, reads the head of and removes a file', async () => {
    expect(await store.save('c1', 'f1', Readable.from([Buffer.from('hello')]), 100)).toBe(5);
    expect((await store.open('c1', 'f1'))?.size).toBe(5);
    expect(await text(store, 'c1', 'f1')).toBe('hello');
    expect(Buffer.from(await store.head('c1', 'f1', 3)).toString()).toBe('hel');
    expect(await store.open('c1', 'missing')).toBeNull();
    expect((await store.head('c1', 'missing')).length).toBe(0);
    await store.remove('c1', 'f1');
    await store.remove('c1', 'f1');
    expect(await store.open('c1', 'f1')).toBeNull();
  });

  it('fails above the limit and stores nothing', async () => {
    await expect(
      store.save('c1', 'big', Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), 100),
    ).rejects.toThrow(FileTooLargeError);
    expect(await store.open('c1', 'big')).toBeNull();
  });

  it('assembles chunks that arrive out of order, once, and removes the parts', async () => {
    const put = (i: number, t: string) =>
      store.saveChunk('c1', 'up1', i, 3, Readable.from([Buffer.from(t)]), 100, () => 'assembled');
    expect(await put(2, 'C')).toEqual({ complete: false, received: 1, chunkCount: 3 });
    expect(await put(0, 'AA')).toEqual({ complete: false, received: 2, chunkCount: 3 });
    expect(await put(0, 'A')).toEqual({ complete: false, received: 2, chunkCount: 3 });
    expect(await put(1, 'B')).toEqual({ complete: true, size: 3, fileId: 'assembled' });
    expect(await text(store, 'c1', 'assembled')).toBe('ABC');
    expect(await store.removeStaleChunks(Date.now() + 365 * 86400_000, 0)).toBe(0);
  });

  it('refuses a changed chunk count, chunk sets above the limit and unsafe ids', async () => {
    const id = () => 'never';
    await store.saveChunk('c1', 'up2', 0, 2, Readable.from([Buffer.alloc(60)]), 100, id);
    await expect(
      store.saveChunk('c1', 'up2', 1, 3, Readable.from([Buffer.alloc(1)]), 100, id),
    ).rejects.toThrow('chunkCount 3 does not match the 2 of earlier chunks.');
    await expect(
      store.saveChunk('c1', 'up2', 1, 2, Readable.from([Buffer.alloc(60)]), 100, id),
    ).rejects.toThrow(FileTooLargeError);
    await expect(
      store.saveChunk('c1', '../x', 0, 1, Readable.from([Buffer.alloc(1)]), 100, id),
    ).rejects.toThrow(ChunkError);
    await expect(store.open('../c', 'f')).rejects.toThrow('Unsafe company id');
    await expect(store.open('c1', '../etc')).rejects.toThrow('Unsafe file id');
  });

  it('removes abandoned uploads only', async () => {
    await store.saveChunk('c2', 'old', 0, 2, Readable.from([Buffer.from('x')]), 100, () => 'x');
    expect(await store.removeStaleChunks(Date.now(), 60_000)).toBe(0);
    expect(await store.removeStaleChunks(Date.now() + 120_000, 60_000)).toBe(1);
  });
});

describe('S3 settings from the environment', () => {
  it('selects S3 with S3_BUCKET, and refuses an endpoint without a bucket', () => {
    expect(s3FromEnv({})).toBeNull();
    expect(s3FromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'wm' })).toEqual({
      bucket: 'b',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      prefix: 'wm/',
      forcePathStyle: true,
    });
    expect(s3FromEnv({ S3_BUCKET: 'b', AWS_REGION: 'eu-west-1' })).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
      prefix: '',
    });
    expect(() => s3FromEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_ENDPOINT is set but S3_BUCKET is not: set both to keep files in S3, or neither to use FILES_DIR.',
    );
    expect(filesFromEnv({ FILES_DIR: '/x' }).store.kind).toBe('local');
    expect(filesFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:1' }).store.kind).toBe('s3');
  });
});

describe('the server with S3_BUCKET set', () => {
  let app: FastifyInstance;
  const saved = { ...process.env };
  beforeAll(async () => {
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: stub.endpoint,
      S3_PREFIX: 'srv',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    });
    app = await testServer();
  });
  afterAll(async () => {
    await app?.close();
    for (const k of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_PREFIX', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  });

  it('stores an upload in the bucket, serves it back and refuses content that is not what the name says', async () => {
    const admin = await signIn(app, 'admin');
    const res = await upload(app, admin, { name: 'notes.txt', content: 'kept in S3', type: 'text/plain' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const companyId = app.demo!.companyId;
    expect(stub.objects.get(`srv/${companyId}/${id}`)?.body.toString()).toBe('kept in S3');
    const got = await admin.get(`/api/file/${id}`);
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('kept in S3');
    const before = stub.objects.size;
    const bad = await upload(app, admin, { name: 'photo.png', content: 'MZ not a png', type: 'image/png' });
    expect(bad.statusCode).toBe(400);
    expect(stub.objects.size).toBe(before);
  });
});
