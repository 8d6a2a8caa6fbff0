import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signIn, testServer } from '../../../../test/helpers.js';
import { fileUrlSecret } from '../files.queries.js';
import { signFileUrl } from '../files.sign.js';
import { upload } from './upload-helpers.js';

const MAX = 2000;
/** A 1x1 PNG (uploads are sniffed: the content must be what the name says). */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let app: FastifyInstance;
let admin: Client;
let filesDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'wm-files-routes-'));
  process.env.FILES_DIR = filesDir;
  process.env.FILE_MAX_BYTES = String(MAX);
  app = await testServer();
  admin = await signIn(app, 'admin');
});
afterAll(async () => {
  await app?.close();
  rmSync(filesDir, { recursive: true, force: true });
  delete process.env.FILES_DIR;
  delete process.env.FILE_MAX_BYTES;
});

describe('POST /api/file', () => {
  it('stores a file and answers {id, fileName, mimeType, url}; the session and the signed URL download it', async () => {
    const res = await upload(app, admin, { name: 'notes.txt', content: 'hello, files', type: 'text/plain' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      fileName: 'notes.txt',
      mimeType: 'text/plain',
      url: expect.stringMatching(new RegExp(`^/api/file/${body.id}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`)),
    });
    const bySession = await admin.get(`/api/file/${body.id}`);
    expect(bySession.statusCode).toBe(200);
    expect(bySession.body).toBe('hello, files');
    expect(bySession.headers['content-type']).toBe('text/plain');
    expect(bySession.headers['x-content-type-options']).toBe('nosniff');
    const bySignedUrl = await client(app).get(body.url);
    expect(bySignedUrl.statusCode).toBe(200);
    expect(bySignedUrl.body).toBe('hello, files');
    // Without a session and without a signature: 401.
    expect((await client(app).get(`/api/file/${body.id}`)).statusCode).toBe(401);
  });

  it('refuses expired and tampered signed URLs', async () => {
    const { id } = (await upload(app, admin, { name: 'a.pdf', content: '%PDF-1.4 test' })).json();
    const secret = await fileUrlSecret(app.platform.db);
    const old = signFileUrl(id, secret, Math.floor(Date.now() / 1000) - 3601);
    const expired = await client(app).get(old.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: 'This download link has expired.' });
    const fresh = signFileUrl(id, secret, Math.floor(Date.now() / 1000));
    const tampered = fresh.url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    const bad = await client(app).get(tampered);
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ message: 'This download link is not valid.' });
    const otherFile = await client(app).get(fresh.url.replace(id, 'someone-else'));
    expect(otherFile.statusCode).toBe(403);
  });

  it("answers 404 for another company's file", async () => {
    const { id } = (await upload(app, admin, { name: 'private.txt', content: 'northwind only' })).json();
    const other = await signIn(app, 'admin2');
    const res = await other.get(`/api/file/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: `File ${id} not found` });
    expect((await other.get(`/api/File/${id}`)).statusCode).toBe(404);
  });

  it("refuses an extension outside the list with the spec's message", async () => {
    const res = await upload(app, admin, { name: 'tool.exe', content: 'MZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^Invalid File Extension tool\.exe did not have the proper extension \(allowed extensions: \[jpg, jpeg, png, .*\]\)$/,
    );
  });

  it('answers 413 {message} above the size limit', async () => {
    const res = await upload(app, admin, { name: 'big.txt', content: Buffer.alloc(MAX + 1, 97) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is too large; the limit is 2000 bytes.' });
  });

  it('reports a missing file part and a wrong field name', async () => {
    const none = await upload(app, admin, null, { note: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No file was sent: put it in the multipart field file.');
    const wrong = await upload(app, admin, { name: 'a.txt', content: 'x', field: 'upload' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The file must be sent in the multipart field file, not upload.');
  });

  it('assembles a chunked upload when the last chunk arrives', async () => {
    const parts = ['A'.repeat(600), 'B'.repeat(600), 'C'.repeat(300)];
    const send = (i: number) =>
      upload(
        app,
        admin,
        { name: 'report.csv', content: parts[i]!, type: 'text/csv' },
        {
          uploadId: 'upload-1',
          chunkIndex: String(i),
          chunkCount: '3',
        },
      );
    const first = await send(0);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      uploadId: 'upload-1',
      chunkIndex: 0,
      chunkCount: 3,
      received: 1,
      complete: false,
    });
    expect((await send(1)).json().received).toBe(2);
    const last = await send(2);
    expect(last.statusCode).toBe(200);
    const file = last.json();
    expect(file).toMatchObject({ fileName: 'report.csv', mimeType: 'text/csv' });
    const got = await admin.get(`/api/file/${file.id}`);
    expect(got.body).toBe(parts.join(''));
    const listed = await admin.get(`/api/File?filter=${encodeURIComponent(`id eq '${file.id}'`)}`);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: file.id,
        fileName: 'report.csv',
        size: 1500,
        mediaType: 'document',
        url: expect.any(String),
      }),
    ]);
  });

  it('refuses chunk sets above the limit and bad chunk fields', async () => {
    const send = (i: number, fields: Record<string, string> = {}) =>
      upload(
        app,
        admin,
        { name: 'big.csv', content: 'x'.repeat(900) },
        {
          uploadId: 'upload-2',
          chunkIndex: String(i),
          chunkCount: '3',
          ...fields,
        },
      );
    expect((await send(0)).statusCode).toBe(200);
    expect((await send(1)).statusCode).toBe(200);
    const third = await send(2);
    expect(third.statusCode).toBe(413);
    const bad = await send(3);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('chunkIndex must be a whole number from 0 to 2.');
  });

  it('needs a session', async () => {
    const res = await upload(app, null, { name: 'a.txt', content: 'x' });
    expect(res.statusCode).toBe(401);
  });
});

describe('File entity', () => {
  it('renames keeping an allowed extension, refuses creation without an upload, and soft-deletes', async () => {
    const { id } = (await upload(app, admin, { name: 'photo.png', content: PNG_1x1 })).json();
    const renamed = await admin.post('/api/File', {
      id,
      fileName: 'site photo.png',
      mimeType: 'text/html',
      size: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id,
      fileName: 'site photo.png',
      mimeType: 'image/png',
      size: PNG_1x1.length,
      mediaType: 'photo',
    });
    const badName = await admin.post('/api/File', { id, fileName: 'site.html' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toMatch(
      /^Invalid File Extension site\.html did not have the proper extension/,
    );
    const created = await admin.post('/api/File', { fileName: 'new.png' });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message: 'Files are created by uploading them to /api/file.' });
    expect((await admin.del(`/api/File/${id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/file/${id}`)).statusCode).toBe(404);
  });
});
