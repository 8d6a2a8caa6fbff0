import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { upload } from '../../files/__tests__/upload-helpers.js';

let app: FastifyInstance;
let admin: Client;
let filesDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'wm-csv-routes-'));
  process.env.FILES_DIR = filesDir;
  app = await testServer();
  admin = await signIn(app, 'admin');
});
afterAll(async () => {
  await app?.close();
  rmSync(filesDir, { recursive: true, force: true });
  delete process.env.FILES_DIR;
});

async function importFile(c: Client, entity: string, name: string, content: string | Buffer) {
  const up = await upload(app, c, { name, content, type: 'text/csv' });
  expect(up.statusCode).toBe(200);
  return c.post(`/api/${entity}/importcsv`, { filename: name, fileId: up.json().id });
}

async function byName(c: Client, entity: string, name: string) {
  const res = await c.get(`/api/${entity}?filter=${encodeURIComponent(`name eq '${name}'`)}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
}

describe('POST /api/Location/importcsv', () => {
  it('imports a messy file: BOM, CRLF, quoted commas and line breaks, trailing blank lines; keeps good rows', async () => {
    const csv = [
      '\ufeffLocationId,ParentId,Code,Name,Description,Address,City,State,Zip,Country',
      'SITE-1,HQ,S1,"Depot, North","Gate code ""42""\r\nsecond line",1 Main St,Denver,CO,80202,US',
      'SITE-2,SITE-1,S2,Depot Yard,,,,,,',
      'SITE-3,NOWHERE,S3,Lost Site,,,,,,',
      'SITE-4,,S4,,,,,,,',
      'SITE-5,SITE-3,S5,Child Of Bad Row,,,,,,',
      '',
      '',
    ].join('\r\n');
    const res = await importFile(admin, 'Location', 'locations.csv', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 2,
      updated: 0,
      errors: [
        {
          row: 4,
          column: 'ParentId',
          message:
            'ParentId NOWHERE was not found: no row of this file and no existing Location has that id.',
        },
        { row: 5, column: 'Name', message: 'Name is required.' },
        { row: 6, column: 'ParentId', message: 'ParentId SITE-3 refers to row 4, which has errors.' },
      ],
    });
    const [depot] = await byName(admin, 'Location', 'Depot, North');
    const hq = (await byName(admin, 'Location', 'Head Office'))[0]!;
    expect(depot).toMatchObject({
      code: 'S1',
      parent_id: hq.id,
      description: 'Gate code "42"\r\nsecond line',
      externalId: 'SITE-1',
      address: { street: '1 Main St', city: 'Denver', region: 'CO', postalCode: '80202', country: 'US' },
    });
    const [yard] = await byName(admin, 'Location', 'Depot Yard');
    expect(yard!.parent_id).toBe(depot!.id);
    expect(await byName(admin, 'Location', 'Lost Site')).toEqual([]);
  });

  it('updates by record id, by the external id of an earlier import and by code', async () => {
    const [depot] = await byName(admin, 'Location', 'Depot, North');
    const csv = [
      'LocationId,ParentId,Code,Name,Description,Address,City,State,Zip,Country',
      `${depot!.id},,S1,Depot North (renamed),,,,,,`,
      'site-2,,S2,Depot Yard,Now top level,,,,,',
      'US-01,,US-01,Union Station Renovation,Updated by code,,,,,',
    ].join('\n');
    const res = await importFile(admin, 'Location', 'update.csv', csv);
    expect(res.json()).toEqual({ created: 0, updated: 3, errors: [] });
    const [renamed] = await byName(admin, 'Location', 'Depot North (renamed)');
    expect(renamed).toMatchObject({ id: depot!.id, parent_id: null, externalId: 'SITE-1' });
    const [yard] = await byName(admin, 'Location', 'Depot Yard');
    expect(yard).toMatchObject({ parent_id: null, description: 'Now top level' });
    const [union] = await byName(admin, 'Location', 'Union Station Renovation');
    expect(union!.description).toBe('Updated by code');
  });

  it('rejects a parent cycle through stored records and keeps the rest', async () => {
    const csv = [
      'LocationId,ParentId,Code,Name,Description,Address,City,State,Zip,Country',
      // Head Office under Depot Yard, Depot Yard under Head Office: a cycle.
      'HQ,S2,HQ,Head Office,,,,,,',
      'S2,HQ,S2,Depot Yard,,,,,,',
      'NEW-9,HQ,N9,Fine New Site,,,,,,',
    ].join('\n');
    const res = await importFile(admin, 'Location', 'cycle.csv', csv);
    expect(res.json()).toEqual({
      created: 1,
      updated: 0,
      errors: [
        { row: 2, column: 'ParentId', message: 'ParentId S2 would make a parent cycle.' },
        { row: 3, column: 'ParentId', message: 'ParentId HQ would make a parent cycle.' },
      ],
    });
  });

  it("reports header problems and refuses a file that is not .csv with the spec's message", async () => {
    const headerless = await importFile(admin, 'Location', 'bad-header.csv', 'Id,Title\n1,x\n');
    expect(headerless.statusCode).toBe(200);
    const body = headerless.json();
    expect(body.created).toBe(0);
    expect(body.errors).toContainEqual({
      row: 1,
      column: 'Name',
      message: 'Missing column Name; the file cannot be imported without it.',
    });
    expect(body.errors[0].message).toMatch(/^Unknown column Id; it was ignored\./);

    const up = await upload(app, admin, { name: 'locations.txt', content: 'LocationId,Name\n1,x' });
    const res = await admin.post('/api/Location/importcsv', {
      filename: 'locations.txt',
      fileId: up.json().id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Only files with the file extension CSV are allowed' });
    const missing = await admin.post('/api/Location/importcsv', {
      filename: 'x.csv',
      fileId: 'no-such-file',
    });
    expect(missing.statusCode).toBe(404);
    const noBody = await admin.post('/api/Location/importcsv', {});
    expect(noBody.statusCode).toBe(400);
  });

  it("needs the entity's edit privilege", async () => {
    const employee = await signIn(app, 'employee');
    const up = await upload(app, employee, { name: 'l.csv', content: 'LocationId,Name\n1,x' });
    const res = await employee.post('/api/Location/importcsv', { filename: 'l.csv', fileId: up.json().id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Not authorized: requires Platform:Edit:Location' });
  });
});

describe('POST /api/Employee/importcsv', () => {
  it('keeps good rows and reports duplicate PINs, bad e-mails and missing names', async () => {
    const csv = [
      'EmployeeId,Code,FirstName,MiddleName,LastName,Email,PIN,Cell,Address,City,State,Zip,Country',
      'X-100,E100,Nina,,Novak,nina@example.com,7100,555-0100,,,,,',
      'X-101,E101,Omar,,Ortiz,not-an-email,7101,,,,,,',
      'X-102,E102,,,Park,,7102,,,,,,',
      'X-103,E103,Quinn,,Quarry,,1001,,,,,,',
      'X-104,E104,Rosa,,Reyes,,7100,,,,,,',
      // Passes the import's own checks but the Employee entity refuses it: rolled back alone.
      'X-105,E105,Sam,,Stone,sam..stone@example.com,,,,,,,',
      'E001,E001,Alice,B,Admin,alice.admin@northwind.example,1001,555-0001,,,,,',
    ].join('\r\n');
    const res = await importFile(admin, 'Employee', 'people.csv', Buffer.from(csv, 'utf8'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 1,
      updated: 1,
      errors: [
        { row: 3, column: 'Email', message: "'not-an-email' is not a valid e-mail address." },
        { row: 4, column: 'FirstName', message: 'FirstName is required.' },
        { row: 5, column: 'PIN', message: 'Pin 1001 is already assigned' },
        { row: 6, column: 'PIN', message: 'Pin 7100 is already assigned' },
        { row: 7, column: '', message: 'email: Invalid e-mail address.' },
      ],
    });
    const list = await admin.get(
      `/api/Employee?filter=${encodeURIComponent("code eq 'E100' or code eq 'E001'")}`,
    );
    const people = list.json() as Record<string, unknown>[];
    expect(people.find((p) => p.code === 'E100')).toMatchObject({
      firstName: 'Nina',
      fullName: 'Nina Novak',
      pin: '7100',
      cell: '555-0100',
      externalId: 'X-100',
    });
    expect(people.find((p) => p.code === 'E001')).toMatchObject({ middleName: 'B', cell: '555-0001' });
  });
});

describe('Task and Asset imports', () => {
  it('imports tasks with a parent in the same file and assets under an existing asset', async () => {
    const tasks = await importFile(
      admin,
      'Task',
      'tasks.csv',
      'TaskId,Name,Code,ParentId\nT-2,Wiring,WIR,T-1\nT-1,Electrical,ELC,\n',
    );
    expect(tasks.json()).toEqual({ created: 2, updated: 0, errors: [] });
    const [parent] = await byName(admin, 'Task', 'Electrical');
    const [child] = await byName(admin, 'Task', 'Wiring');
    expect(child!.parent_id).toBe(parent!.id);

    const assets = await importFile(
      admin,
      'Asset',
      'assets.csv',
      'AssetId,ParentId,Code,Name\nA-1,TRK-12,TRK-12-LIFT,Truck crane\nTRK-07,,TRK-07,Ford Transit Van #7 (blue)\n',
    );
    expect(assets.json()).toEqual({ created: 1, updated: 1, errors: [] });
    const [truck] = await byName(admin, 'Asset', 'Ford F-150 Truck #12');
    const [crane] = await byName(admin, 'Asset', 'Truck crane');
    expect(crane!.parent_id).toBe(truck!.id);
    expect(await byName(admin, 'Asset', 'Ford Transit Van #7 (blue)')).toHaveLength(1);
  });
});
