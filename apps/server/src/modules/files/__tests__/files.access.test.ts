import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { registerFileOwner } from '../files.access.js';
import { disposition } from '../files.routes.js';
import { upload } from './upload-helpers.js';

/**
 * Issue 15 section 2: a file is readable only by whoever may read the record it belongs to and
 * changeable only with that record's edit privilege; uploads are sniffed and limited per kind.
 */

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The start of a Windows program (MZ header with a PE signature). */
const EXE = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();

let app: FastifyInstance;
let filesDir: string;
const as: Record<string, Client> = {};
const ROLES = ['admin', 'manager', 'payroll', 'dispatcher', 'employee', 'admin2'] as const;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'wm-files-access-'));
  process.env.FILES_DIR = filesDir;
  app = await testServer();
  for (const r of ROLES) as[r] = await signIn(app, r);
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(filesDir, { recursive: true, force: true });
  delete process.env.FILES_DIR;
});

const put = async (c: Client, name: string, content: Buffer | string, kind?: string) => {
  const res = await upload(app, c, { name, content }, kind ? { kind } : {});
  return res;
};
/** GET /api/file/{id} status per demo role. */
const readers = async (id: string) => {
  const out: Record<string, number> = {};
  for (const r of ROLES) out[r] = (await as[r]!.get(`/api/file/${id}`)).statusCode;
  return out;
};

describe('files belong to records', () => {
  it("an administrator's staff CSV is not open to the field employee (the issue)", async () => {
    const up = await put(as.admin!, 'staff.csv', 'FirstName,LastName\nAnn,Lee\n', 'import');
    expect(up.statusCode, up.body).toBe(200);
    const { id } = up.json();
    const list = (await as.employee!.get('/api/File')).json() as { id: string }[];
    expect(list.map((f) => f.id)).not.toContain(id);
    expect((await as.employee!.get(`/api/File/${id}`)).statusCode).toBe(404);
    expect((await as.employee!.get(`/api/file/${id}`)).statusCode).toBe(404);
    const rename = await as.employee!.post('/api/File', { id, fileName: 'mine.csv' });
    expect(rename.statusCode).toBe(404);
    expect((await as.admin!.get(`/api/File/${id}`)).json().fileName).toBe('staff.csv');
    expect(await readers(id)).toEqual({
      admin: 200,
      manager: 404,
      payroll: 404,
      dispatcher: 404,
      employee: 404,
      admin2: 404,
    });
  });

  it('the uploader keeps an unattached upload; others do not see it', async () => {
    const { id } = (await put(as.employee!, 'me.png', PNG, 'photo')).json();
    expect((await as.employee!.get(`/api/file/${id}`)).statusCode).toBe(200);
    expect((await as.employee!.get('/api/File')).json().map((f: { id: string }) => f.id)).toContain(id);
    expect((await as.manager!.get(`/api/file/${id}`)).statusCode).toBe(404);
    const rename = await as.employee!.post('/api/File', { id, fileName: 'me2.png' });
    expect(rename.statusCode, rename.body).toBe(200);
  });

  it('an employee photo: readable by who may read that employee, changed with Employee edit', async () => {
    const demo = app.demo!;
    const { id } = (await put(as.admin!, 'field1.png', PNG, 'photo')).json();
    const saved = await as.admin!.post('/api/Employee', { id: demo.employeeIds.field1, avatar_id: id });
    expect(saved.statusCode, saved.body).toBe(200);
    const got = await readers(id);
    expect(got.admin).toBe(200);
    expect(got.manager).toBe(200); // reads every employee (time editor for everyone)
    expect(got.employee).toBe(404); // a field employee reads only their own record
    expect(got.admin2).toBe(404);
    // The field employee's own photo is theirs to see.
    const own = (await put(as.admin!, 'employee.png', PNG, 'photo')).json().id;
    await as.admin!.post('/api/Employee', { id: demo.employeeIds.employee, avatar_id: own });
    expect((await as.employee!.get(`/api/file/${own}`)).statusCode).toBe(200);
    // Renaming needs the owner's edit privilege, not just the upload.
    const byEmployee = await as.employee!.post('/api/File', { id: own, fileName: 'x.png' });
    expect(byEmployee.statusCode).toBe(404); // not theirs to list or change
  });

  it('location media: readable by who reads locations, changed only with Location edit', async () => {
    const demo = app.demo!;
    const up = await put(as.manager!, 'site.png', PNG, 'media');
    expect(up.statusCode, up.body).toBe(200);
    const { id, fileName } = up.json();
    const loc = demo.locationIds[0]!;
    const saved = await as.admin!.post('/api/Location', {
      id: loc,
      media: [{ id, fileName, mimeType: 'image/png' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const got = await readers(id);
    expect(got.admin).toBe(200);
    expect(got.admin2).toBe(404);
    // The uploader no longer decides once the file belongs to a location: Location edit does.
    const rename = await as.manager!.post('/api/File', { id, fileName: 'renamed.png' });
    const canEditLocations = (await as.manager!.post('/api/Location', { id: loc })).statusCode === 200;
    expect(rename.statusCode).toBe(canEditLocations ? 200 : 403);
    const del = await as.employee!.del(`/api/File/${id}`);
    expect([403, 404]).toContain(del.statusCode);
  });

  it('a sign-off signature: readable by who may read the signed time records', async () => {
    const demo = app.demo!;
    const { id } = (await put(as.admin!, 'sig.png', PNG, 'signature')).json();
    const rows = await app.platform.db.query<{ id: string }>(
      'SELECT id FROM time_record WHERE company_id = $1 AND employee_id = $2 LIMIT 1',
      [demo.companyId, demo.employeeIds.field1],
    );
    await app.platform.db.query(
      `INSERT INTO time_signoff (id, company_id, type, signature_id, "timeIds") VALUES ('so-test', $1, 'fieldManager', $2, $3::jsonb)`,
      [demo.companyId, id, JSON.stringify([rows[0]!.id])],
    );
    const got = await readers(id);
    expect(got.admin).toBe(200);
    expect(got.manager).toBe(200); // reads others' time
    expect(got.employee).toBe(404); // field1's time is not theirs
    expect(got.admin2).toBe(404);
  });

  it('other modules register their owner kinds', async () => {
    expect(() =>
      registerFileOwner({ kind: 'employee-photo', entity: 'Employee', find: async () => [] }),
    ).toThrow(/registered twice/);
  });
});

describe('uploads are sniffed and limited per kind', () => {
  it('refuses a program renamed .png, a PDF that is not one, and a photo that is a document', async () => {
    const exe = await put(as.admin!, 'holiday.png', EXE);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toMatch(/holiday\.png is a program|not an image/);
    const fakePdf = await put(as.admin!, 'report.pdf', 'just text');
    expect(fakePdf.statusCode).toBe(400);
    expect(fakePdf.json().message).toMatch(/^The content of report\.pdf is not a PDF document/);
    const csvAsPhoto = await put(as.admin!, 'list.csv', 'a,b\n', 'photo');
    expect(csvAsPhoto.statusCode).toBe(400);
    expect(csvAsPhoto.json().message).toBe('A photo must be a picture (JPEG, PNG, GIF, BMP or WebP).');
    const binaryCsv = await put(as.admin!, 'staff.csv', PNG, 'import');
    expect(binaryCsv.statusCode).toBe(400);
    expect(binaryCsv.json().message).toMatch(/is not text \(it is image\/png\)/);
    const unknownKind = await put(as.admin!, 'a.png', PNG, 'rocket');
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().message).toMatch(/^Unknown upload kind 'rocket'/);
    const ok = await put(as.admin!, 'ok.png', PNG, 'photo');
    expect(ok.statusCode).toBe(200);
  });

  it('limits a signature to 2 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await put(as.admin!, 'sig.png', big, 'signature');
    expect(res.statusCode).toBe(413);
  });

  it('serves a safe Content-Disposition name', () => {
    expect(disposition('attachment', 'a"b;c\\d/e\r\n.csv')).toBe(
      `attachment; filename="a_b_c_d_e__.csv"; filename*=UTF-8''a%22b%3Bc_d_e__.csv`,
    );
    expect(disposition('inline', 'niño (1).png')).toBe(
      `inline; filename="ni_o (1).png"; filename*=UTF-8''ni%C3%B1o%20%281%29.png`,
    );
  });
});
