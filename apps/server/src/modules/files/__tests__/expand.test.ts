import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { demoId } from '../../../seed/demo.js';
import { upload } from './upload-helpers.js';

// Issue 15 §5: `expand` was accepted and ignored for the references the spec expands: the company
// logo (GET v2.0/Company, expand logo), location media (v2.1/Location, expand media) and ticket
// media. Expanded files are read through the caller's own File scope, so nothing leaks.

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let app: FastifyInstance;
let admin: Client;
let employee: Client;
let filesDir: string;
let logoId: string;
let photoId: string;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'wm-expand-'));
  process.env.FILES_DIR = filesDir;
  app = await testServer();
  admin = await signIn(app, 'admin');
  employee = await signIn(app, 'employee');
  logoId = (await upload(app, admin, { name: 'logo.png', content: PNG_1x1, type: 'image/png' })).json().id;
  photoId = (await upload(app, admin, { name: 'yard.png', content: PNG_1x1, type: 'image/png' })).json().id;
});
afterAll(async () => {
  await app?.close();
  rmSync(filesDir, { recursive: true, force: true });
  delete process.env.FILES_DIR;
});

describe('expand (issue 15 §5)', () => {
  it('adds the company logo with expand=logo', async () => {
    const companyId = app.demo!.companyId;
    const company = (await admin.get(`/api/v2.0/Company/${companyId}`)).json();
    const saved = await admin.post('/api/v2.0/Company', { ...company, logo_id: logoId });
    expect(saved.statusCode).toBe(200);
    const plain = (await admin.get(`/api/v2.0/Company/${companyId}`)).json();
    expect(plain.logo).toBeUndefined();
    const expanded = (await admin.get(`/api/v2.0/Company/${companyId}?expand=logo`)).json();
    expect(expanded.logo).toMatchObject({ id: logoId, fileName: 'logo.png', url: expect.any(String) });
  });

  it('adds each media item its file with expand=media, within the caller scope', async () => {
    const loc = (await admin.get('/api/v2.1/Location?top=1')).json()[0];
    const saved = await admin.post('/api/v2.1/Location', {
      id: loc.id,
      name: loc.name,
      media: [{ id: photoId, fileName: 'yard.png', mimeType: 'image/png' }],
    });
    expect(saved.statusCode).toBe(200);
    const list = (await admin.get(`/api/v2.1/Location/${loc.id}?expand=media`)).json();
    expect(list.media[0]).toMatchObject({ id: photoId, file: { id: photoId, fileName: 'yard.png' } });
    const plain = (await admin.get(`/api/v2.1/Location/${loc.id}`)).json();
    expect(plain.media[0].file).toBeUndefined();
    // The field employee reads the location; the file record comes only through their File scope.
    const asEmployee = await employee.get(`/api/v2.1/Location/${loc.id}?expand=media`);
    expect(asEmployee.statusCode).toBe(200);
    const item = asEmployee.json().media[0];
    expect(item.file === null || item.file.id === photoId).toBe(true);
  });

  it("adds a ticket media item's file record with expand=media", async () => {
    const L = app.demo!.locationIds[0]!;
    const made = await admin.post('/api/Ticket', {
      name: 'Expand media',
      serviceStatus: 'accepted',
      location_id: L,
      callTimeStamp: '2030-01-02T15:00:00.000Z',
      callTimeZone: 'America/Denver',
      skillSetIds: [demoId('skill:0')],
      description: 'A ticket with a photo',
      priority: 2,
      estimatedDurationMinutes: 60,
      scheduledDate: '2030-02-07',
      scheduledStartTime: '09:00',
      scheduledTimeZone: 'America/Denver',
      jobInstructions: 'Look at the photo',
      employeeIds: [app.demo!.employeeIds.field1],
      actualStartTimeZone: 'America/Denver',
      actualEndTimeZone: 'America/Denver',
      media: [
        { file: { id: photoId, fileName: 'yard.png', mimeType: 'image/png', url: '/x' }, title: 'Yard' },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id;
    const expanded = (await admin.get(`/api/Ticket/${id}?expand=media,schedule`)).json();
    expect(expanded.media[0]).toMatchObject({
      title: 'Yard',
      file: { id: photoId, size: expect.any(Number) },
    });
    const plain = (await admin.get(`/api/Ticket/${id}`)).json();
    expect(plain.media[0].file.size).toBeUndefined();
  });

  it('ignores unknown expand names and bad ones without an error', async () => {
    const res = await admin.get('/api/v2.1/Location?top=1&expand=nothing,media');
    expect(res.statusCode).toBe(200);
    const bad = await admin.get('/api/v2.1/Location?top=1&expand=%27;drop');
    expect(bad.statusCode === 200 || bad.statusCode === 400).toBe(true);
  });
});
