import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFileUrl, verifyFileSignature } from '../files.sign.js';
import { ChunkError, FileTooLargeError, LocalFileStore, parseChunkFields } from '../files.store.js';
import {
  checkFileExtension,
  FILE_EXT_NOT_RESOLVED,
  fileExtension,
  mediaTypeOf,
  resolveMimeType,
  sanitizeFileName,
} from '../files.types.js';

describe('file types', () => {
  it('takes the extension of the base name, lower-cased', () => {
    expect(fileExtension('C:\\docs\\Report.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it("refuses extensions outside the list with the spec's message", () => {
    expect(checkFileExtension('photo.JPG')).toBeNull();
    expect(checkFileExtension('evil.exe', ['png', 'pdf'])).toBe(
      'Invalid File Extension evil.exe did not have the proper extension (allowed extensions: [png, pdf])',
    );
    expect(checkFileExtension('noext', ['csv'])).toBe(
      'Invalid File Extension noext did not have the proper extension (allowed extensions: [csv])',
    );
  });

  it('resolves the mime type from the declaration or the extension, else fails', () => {
    expect(resolveMimeType('a.png', 'image/png; charset=binary')).toBe('image/png');
    expect(resolveMimeType('a.png', 'application/octet-stream')).toBe('image/png');
    expect(resolveMimeType('a.csv', '')).toBe('text/csv');
    expect(() => resolveMimeType('noext', '')).toThrow(FILE_EXT_NOT_RESOLVED);
    expect(() => resolveMimeType('noext', 'not a mime')).toThrow(FILE_EXT_NOT_RESOLVED);
  });

  it('chooses the media type by mime prefix', () => {
    expect(mediaTypeOf('image/jpeg')).toBe('photo');
    expect(mediaTypeOf('video/mp4')).toBe('video');
    expect(mediaTypeOf('audio/mpeg')).toBe('audio');
    expect(mediaTypeOf('application/pdf')).toBe('document');
    expect(mediaTypeOf('text/csv')).toBe('document');
    expect(mediaTypeOf('model/gltf')).toBe('unknown');
    expect(mediaTypeOf(null)).toBe('unknown');
  });

  it('sanitises file names', () => {
    expect(sanitizeFileName('../../etc/pa"ss\u0000wd.txt')).toBe('passwd.txt');
    expect(sanitizeFileName('   ')).toBe('file');
    const long = sanitizeFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('signed URLs', () => {
  const secret = 'test-secret';
  const now = 1_800_000_000;

  it('accepts a fresh signature until it expires after 3600 s', () => {
    const { url, expires, sig } = signFileUrl('f-1', secret, now);
    expect(url).toBe(`/api/file/f-1?expires=${now + 3600}&sig=${sig}`);
    expect(verifyFileSignature('f-1', String(expires), sig, secret, now)).toBe('valid');
    expect(verifyFileSignature('f-1', String(expires), sig, secret, now + 3600)).toBe('valid');
    expect(verifyFileSignature('f-1', String(expires), sig, secret, now + 3601)).toBe('expired');
  });

  it('refuses tampered ids, expiries, signatures, secrets and malformed values', () => {
    const { expires, sig } = signFileUrl('f-1', secret, now);
    expect(verifyFileSignature('f-2', String(expires), sig, secret, now)).toBe('invalid');
    expect(verifyFileSignature('f-1', String(expires + 60), sig, secret, now)).toBe('invalid');
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(verifyFileSignature('f-1', String(expires), flipped, secret, now)).toBe('invalid');
    expect(verifyFileSignature('f-1', String(expires), sig, 'other-secret', now)).toBe('invalid');
    expect(verifyFileSignature('f-1', undefined, sig, secret, now)).toBe('invalid');
    expect(verifyFileSignature('f-1', '12abc', sig, secret, now)).toBe('invalid');
    expect(verifyFileSignature('f-1', String(expires), ['x'], secret, now)).toBe('invalid');
  });

  it('refuses a validly signed URL that lives longer than one TTL', () => {
    const far = signFileUrl('f-1', secret, now, 7200);
    expect(verifyFileSignature('f-1', String(far.expires), far.sig, secret, now)).toBe('invalid');
  });
});

describe('chunk fields', () => {
  it('is null for a plain upload and parses a chunk', () => {
    expect(parseChunkFields({})).toBeNull();
    expect(parseChunkFields({ uploadId: 'u_1-a', chunkIndex: '2', chunkCount: '3' })).toEqual({
      uploadId: 'u_1-a',
      chunkIndex: 2,
      chunkCount: 3,
    });
  });

  it('names the bad field', () => {
    expect(() => parseChunkFields({ uploadId: '../x', chunkIndex: '0', chunkCount: '1' })).toThrow(
      'uploadId must be 1 to 100 letters, digits, - or _.',
    );
    expect(() => parseChunkFields({ uploadId: 'u', chunkIndex: '0', chunkCount: '0' })).toThrow(
      'chunkCount must be a whole number from 1 to 10000.',
    );
    expect(() => parseChunkFields({ uploadId: 'u', chunkIndex: '3', chunkCount: '3' })).toThrow(
      'chunkIndex must be a whole number from 0 to 2.',
    );
    expect(() => parseChunkFields({ uploadId: 'u', chunkIndex: '-1', chunkCount: '3' })).toThrow(ChunkError);
  });
});

describe('LocalFileStore', () => {
  let root: string;
  let store: LocalFileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'wm-files-'));
    store = new LocalFileStore(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('saves and reads back a file', async () => {
    expect(await store.save('c1', 'f1', Readable.from([Buffer.from('hello')]), 100)).toBe(5);
    const opened = await store.open('c1', 'f1');
    expect(opened?.size).toBe(5);
    expect(await readFile(store.pathOf('c1', 'f1'), 'utf8')).toBe('hello');
    expect(await store.open('c1', 'missing')).toBeNull();
  });

  it('fails above the limit and leaves nothing behind', async () => {
    await expect(
      store.save('c1', 'big', Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), 100),
    ).rejects.toThrow(FileTooLargeError);
    expect(await store.open('c1', 'big')).toBeNull();
    expect((await readdir(path.join(root, 'c1'))).filter((n) => n.includes('big'))).toEqual([]);
  });

  it('assembles chunks that arrive out of order once the set is complete', async () => {
    const id = () => 'assembled';
    const put = (i: number, text: string) =>
      store.saveChunk('c1', 'up1', i, 3, Readable.from([Buffer.from(text)]), 100, id);
    expect(await put(2, 'C')).toEqual({ complete: false, received: 1, chunkCount: 3 });
    expect(await put(0, 'AA')).toEqual({ complete: false, received: 2, chunkCount: 3 });
    expect(await put(0, 'A')).toEqual({ complete: false, received: 2, chunkCount: 3 });
    expect(await put(1, 'B')).toEqual({ complete: true, size: 3, fileId: 'assembled' });
    expect(await readFile(store.pathOf('c1', 'assembled'), 'utf8')).toBe('ABC');
    expect(await readdir(path.join(root, '.chunks', 'c1'))).toEqual([]);
  });

  it('refuses a chunk count that changes and chunk sets above the limit', async () => {
    const id = () => 'never';
    await store.saveChunk('c1', 'up2', 0, 2, Readable.from([Buffer.alloc(60)]), 100, id);
    await expect(
      store.saveChunk('c1', 'up2', 1, 3, Readable.from([Buffer.alloc(1)]), 100, id),
    ).rejects.toThrow('chunkCount 3 does not match the 2 of earlier chunks.');
    await expect(
      store.saveChunk('c1', 'up2', 1, 2, Readable.from([Buffer.alloc(60)]), 100, id),
    ).rejects.toThrow(FileTooLargeError);
    expect(await readdir(path.join(root, '.chunks', 'c1'))).toEqual([]);
  });

  it('removes abandoned chunk folders', async () => {
    await store.saveChunk('c2', 'old', 0, 2, Readable.from([Buffer.from('x')]), 100, () => 'x');
    expect(await store.removeStaleChunks(Date.now(), 60_000)).toBe(0);
    expect(await store.removeStaleChunks(Date.now() + 120_000, 60_000)).toBe(1);
  });

  it('refuses path-unsafe ids', () => {
    expect(() => store.pathOf('c1', '../etc')).toThrow('Unsafe file id');
    expect(() => store.pathOf('../c', 'f')).toThrow('Unsafe company id');
  });
});
