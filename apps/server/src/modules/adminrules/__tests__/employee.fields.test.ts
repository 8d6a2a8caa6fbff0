import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn } from '../../../../test/helpers.js';
import { testServer } from '../../../../test/helpers.js';
import { AVATAR_IMAGE_MESSAGE, COUNTRY_MESSAGE, normalAddress } from '../employee.rules.js';

/*
 * Address, photo (avatar_id) and pay group of an employee (service spec 3 "Employee"; 5 "CSV import"
 * for the address field names; 7 "Files and media").
 */

let app: FastifyInstance;
let admin: Client;
let admin2: Client;
let employee: Client;
/** Holds Platform:Edit:Employee only: no Avatar or Modules edit. */
let editor: Client;
let demo: NonNullable<FastifyInstance['demo']>;

const msg = (res: { json(): unknown }) => (res.json() as { message: string }).message;

/** Bytes that are what the name says (uploads are sniffed): a 1x1 PNG, a JPEG header, a PDF, text. */
function contentFor(fileName: string): Buffer {
  if (fileName.endsWith('.png'))
    return Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
  if (/\.jpe?g$/.test(fileName))
    return Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0'),
      Buffer.alloc(64),
    ]);
  if (fileName.endsWith('.pdf')) return Buffer.from('%PDF-1.4\n%test\n');
  return Buffer.from('DATA');
}

async function upload(who: Client, fileName: string, type: string): Promise<string> {
  const boundary = '----wmemp';
  const res = await app.inject({
    method: 'POST',
    url: '/api/file',
    headers: {
      cookie: who.cookie,
      'x-requested-with': 'test',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      contentFor(fileName),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }).id;
}

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  admin2 = await signIn(app, 'admin2');
  employee = await signIn(app, 'employee');
  const role = await admin.post('/api/Role', {
    name: 'Employee editor only',
    moduleId: 'Platform',
    privileges: ['Platform:View:Employee', 'Platform:Edit:Employee'],
  });
  expect(role.statusCode, role.body).toBe(200);
  const emp = await admin.post('/api/Employee', {
    firstName: 'Eda',
    lastName: 'Editor',
    code: 'EDA-1',
    user: { userName: 'eda.editor', password: 'Eda-123456' },
    roleIds: [role.json().id],
  });
  expect(emp.statusCode, emp.body).toBe(200);
  editor = await signIn(app, 'eda.editor', 'Eda-123456');
});
afterAll(async () => {
  await app?.close();
});

describe('normalAddress', () => {
  it('trims, capitalises the country, turns empty into null', () => {
    expect(normalAddress({ street: ' 1 Main St ', city: '', country: 'us' })).toEqual({
      street: '1 Main St',
      city: null,
      country: 'US',
    });
    expect(normalAddress({ street: ' ', country: '' })).toBeNull();
    expect(normalAddress(null)).toBeNull();
    expect(() => normalAddress({ country: 'USA' })).toThrow(COUNTRY_MESSAGE);
    expect(() => normalAddress({ line1: 'x' })).toThrow(/unknown field line1/);
    expect(() => normalAddress('Main St')).toThrow('Address must be an object.');
  });
});

describe('Employee address', () => {
  it('saves the address with the CSV import field names and reads it back', async () => {
    const id = demo.employeeIds.manager;
    const res = await admin.post('/api/Employee', {
      id,
      address: {
        street: '1600 Blake St',
        city: 'Denver',
        region: 'CO',
        postalCode: '80202',
        country: 'us',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const back = (await admin.get(`/api/Employee/${id}`)).json();
    expect(back.address).toEqual({
      street: '1600 Blake St',
      city: 'Denver',
      region: 'CO',
      postalCode: '80202',
      country: 'US',
    });
    // Clearing every field stores no address.
    const cleared = await admin.post('/api/Employee', { id, address: { street: '', country: '' } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().address ?? null).toBeNull();
  });

  it('refuses a bad country, too long fields and unknown keys with a message naming them', async () => {
    const id = demo.employeeIds.manager;
    for (const [address, message] of [
      [{ country: 'USA' }, COUNTRY_MESSAGE],
      [{ country: '1A' }, COUNTRY_MESSAGE],
      // The Employee schema (strict, issue 15) names the field before the label's message.
      [{ street: 'x'.repeat(201) }, 'address.street: Address must be at most 200 characters.'],
      [{ city: 'x'.repeat(101) }, 'address.city: City must be at most 100 characters.'],
      [{ region: 'x'.repeat(101) }, 'address.region: State must be at most 100 characters.'],
      [{ postalCode: 'x'.repeat(21) }, 'address.postalCode: Zip must be at most 20 characters.'],
      [{ city: 5 }, 'address.city: City must be text.'],
      [{ planet: 'Mars' }, 'address.planet: unknown field'],
      ['Main St', /^address: /],
    ] as const) {
      const res = await admin.post('/api/Employee', { id, address });
      expect(res.statusCode, JSON.stringify(address)).toBe(400);
      if (typeof message === 'string') expect(msg(res)).toBe(message);
      else expect(msg(res)).toMatch(message);
    }
  });

  it('keeps an unchanged imported address (a long country name) when other fields change', async () => {
    const id = demo.employeeIds.dispatcher;
    // As the CSV import writes it (Country is free text there).
    await app.platform.db.query(
      `UPDATE employee SET data = data || '{"address":{"street":"9 Elm","country":"United States"}}'::jsonb WHERE id = $1`,
      [id],
    );
    const rec = (await admin.get(`/api/Employee/${id}`)).json();
    const res = await admin.post('/api/Employee', { ...rec, occupation: 'Dispatcher' });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await admin.post('/api/Employee', { id, address: { ...rec.address, street: '10 Elm' } });
    expect(changed.statusCode).toBe(400);
    expect(msg(changed)).toBe(COUNTRY_MESSAGE);
  });

  it('lets an employee change their own address in My Profile, with the same checks', async () => {
    const ok = await employee.post('/api/account/profile', {
      address: { street: '5 Oak Ave', city: 'Boulder', region: 'CO', postalCode: '80301', country: 'US' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().address.city).toBe('Boulder');
    const bad = await employee.post('/api/account/profile', { address: { country: 'Colorado' } });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe(COUNTRY_MESSAGE);
  });
});

describe('My Profile time zone (issue 15 §4)', () => {
  it('is the time zone preference the time screens read', async () => {
    const ok = await employee.post('/api/account/profile', { defaultTimeZone: 'America/Chicago' });
    expect(ok.statusCode, ok.body).toBe(200);
    const identity = (await employee.get('/api/account/identity')).json();
    expect(identity.preferences.defaultTimeZone).toBe('America/Chicago');
    await employee.post('/api/account/profile', { defaultTimeZone: null });
    expect((await employee.get('/api/account/identity')).json().preferences.defaultTimeZone).toBeNull();
  });
});

describe('Employee photo (avatar_id)', () => {
  it('accepts an image of the company, refuses other files, unknown ids and other companies', async () => {
    const id = demo.employeeIds.manager;
    const png = await upload(admin, 'face.png', 'image/png');
    const ok = await admin.post('/api/Employee', { id, avatar_id: png });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().avatar_id).toBe(png);
    const pdf = await upload(admin, 'cv.pdf', 'application/pdf');
    const notImage = await admin.post('/api/Employee', { id, avatar_id: pdf });
    expect(notImage.statusCode).toBe(400);
    expect(msg(notImage)).toBe(AVATAR_IMAGE_MESSAGE);
    const missing = await admin.post('/api/Employee', { id, avatar_id: 'no-such-file' });
    expect(missing.statusCode).toBe(400);
    expect(msg(missing)).toBe('Photo file no-such-file not found.');
    const badId = await admin.post('/api/Employee', { id, avatar_id: 'a b' });
    expect(badId.statusCode).toBe(400);
    const theirs = await upload(admin2, 'other.png', 'image/png');
    const cross = await admin.post('/api/Employee', { id, avatar_id: theirs });
    expect(cross.statusCode).toBe(400);
    expect(msg(cross)).toBe(`Photo file ${theirs} not found.`);
    // Removing the photo.
    const removed = await admin.post('/api/Employee', { id, avatar_id: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar_id ?? null).toBeNull();
  });

  it("needs Platform:Edit:Avatar for someone else's photo, not for one's own in My Profile", async () => {
    const png = await upload(editor, 'x.png', 'image/png');
    const denied = await editor.post('/api/Employee', { id: demo.employeeIds.manager, avatar_id: png });
    expect(denied.statusCode).toBe(403);
    expect(msg(denied)).toBe('Not authorized: requires Platform:Edit:Avatar');
    // Other fields of the same record still save for the editor.
    const other = await editor.post('/api/Employee', { id: demo.employeeIds.manager, occupation: 'Lead' });
    expect(other.statusCode, other.body).toBe(200);

    const mine = await upload(employee, 'me.jpg', 'image/jpeg');
    const own = await employee.post('/api/account/profile', { avatar_id: mine });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().avatar_id).toBe(mine);
    const doc = await upload(employee, 'me.txt', 'text/plain');
    const bad = await employee.post('/api/account/profile', { avatar_id: doc });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe(AVATAR_IMAGE_MESSAGE);
    const gone = await employee.post('/api/account/profile', { avatar_id: null });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().avatar_id ?? null).toBeNull();
  });
});

describe('Employee pay group', () => {
  it('sets a pay group of the company; refuses unknown and foreign ones', async () => {
    const groups = (await admin.get('/api/PayGroup')).json() as { id: string }[];
    expect(groups.length).toBeGreaterThan(0);
    const id = demo.employeeIds.manager;
    const ok = await admin.post('/api/Employee', { id, payGroup_id: groups[0]!.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().payGroup_id).toBe(groups[0]!.id);
    const unknown = await admin.post('/api/Employee', { id, payGroup_id: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(msg(unknown)).toBe('Pay group nope not found.');
    const theirs = (await admin2.get('/api/PayGroup')).json() as { id: string }[];
    const cross = await admin.post('/api/Employee', { id, payGroup_id: theirs[0]!.id });
    expect(cross.statusCode).toBe(400);
    const none = await admin.post('/api/Employee', { id, payGroup_id: null });
    expect(none.statusCode).toBe(200);
    expect(none.json().payGroup_id ?? null).toBeNull();
  });

  it('needs Platform:Edit:Modules to change it; sending it back unchanged is fine', async () => {
    const groups = (await admin.get('/api/PayGroup')).json() as { id: string }[];
    const id = demo.employeeIds.manager;
    await admin.post('/api/Employee', { id, payGroup_id: groups[0]!.id });
    const denied = await editor.post('/api/Employee', { id, payGroup_id: null });
    expect(denied.statusCode).toBe(403);
    expect(msg(denied)).toBe('Not authorized: requires Platform:Edit:Modules');
    const rec = (await admin.get(`/api/Employee/${id}`)).json();
    const same = await editor.post('/api/Employee', { ...rec, roleIds: undefined, occupation: 'Crew lead' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().payGroup_id).toBe(groups[0]!.id);
    // Not through My Profile either.
    const own = (await employee.get('/api/account/profile')).json();
    const otherGroup = groups.find((g) => g.id !== own.payGroup_id)!;
    const self = await employee.post('/api/account/profile', { payGroup_id: otherGroup.id });
    expect(self.statusCode).toBe(403);
  });
});
