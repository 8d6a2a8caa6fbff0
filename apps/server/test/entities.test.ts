import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, DEMO_SECOND_COMPANY_ID, demoId } from '../src/seed/demo.js';
import { type Client, signIn, testServer } from './helpers.js';

let app: FastifyInstance;
let admin: Client;
let admin2: Client;
let manager: Client;
let employee: Client;
beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  admin2 = await signIn(app, 'admin2');
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
});
afterAll(async () => {
  await app?.close();
});

const q = (s: string) => encodeURIComponent(s);
type Rec = Record<string, unknown> & { id: string };

describe('list and get', () => {
  it('lists active records sorted by the default order', async () => {
    const res = await admin.get('/api/Location');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as Rec[]).map((l) => l.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('Union Station Renovation');
    const office = (res.json() as Rec[]).find((l) => l.name === 'Head Office')!;
    expect(office).toMatchObject({
      code: 'HQ',
      lat: 39.7392,
      lon: -104.9903,
      status: 1,
      company_id: DEMO_COMPANY_ID,
      description: '1600 Broadway, Denver, CO',
    });
  });

  it('gets one record, 404 for an unknown id, 404 for an unknown entity', async () => {
    const id = demoId('location:office');
    expect((await admin.get(`/api/Location/${id}`)).json().name).toBe('Head Office');
    const missing = await admin.get('/api/Location/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Location does-not-exist not found' });
    const unknown = await admin.get('/api/Spaceship');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Unknown entity 'Spaceship'");
  });

  it('serves versioned aliases', async () => {
    const emps = await admin.get('/api/v2.0/Employee');
    expect(emps.statusCode).toBe(200);
    expect((emps.json() as Rec[]).length).toBe(8);
    expect((await admin.get(`/api/v2.1/Location/${demoId('location:boulder')}`)).json().name).toBe(
      'Boulder Depot',
    );
    expect((await admin.get('/api/v2.0/Company')).json()).toHaveLength(1);
  });

  it('filters, orders and limits', async () => {
    const res = await admin.get(
      `/api/Task?filter=${q("code eq 'REP' or parent_id ne null")}&orderby=${q('code desc')}`,
    );
    expect((res.json() as Rec[]).map((t) => t.code)).toEqual(['REP-EL', 'REP']);
    const top = await admin.get(`/api/Employee?orderby=${q('code asc')}&top=2`);
    expect((top.json() as Rec[]).map((e) => e.code)).toEqual(['E001', 'E002']);
    const json = await admin.get(`/api/Task?filter=${q('isGeofenceExempt eq true')}`);
    expect((json.json() as Rec[]).map((t) => t.name)).toEqual(['Travel']);
    const path = await admin.get(`/api/Employee?filter=${q("user/userName eq 'manager'")}`);
    expect((path.json() as Rec[]).map((e) => e.code)).toEqual(['E002']);
    const near = await admin.get(`/api/Location?filter=${q('lat gt 39.8 and lon lt -105')}`);
    expect((near.json() as Rec[]).map((l) => l.name)).toEqual(['Boulder Depot']);
    const contains = await admin.get(`/api/Location?filter=${q("contains(name,'union')")}`);
    expect((contains.json() as Rec[]).length).toBe(2);
  });

  it('looks up by batches of ids joined with or', async () => {
    const ids = [demoId('task:install'), demoId('task:maint'), demoId('task:c2-mowing'), 'unknown'];
    const res = await manager.get(`/api/Task?filter=${q(ids.map((id) => `id eq '${id}'`).join(' or '))}`);
    expect(res.statusCode).toBe(200);
    // The second company's task is not found, whatever the filter says.
    expect((res.json() as Rec[]).map((t) => t.name).sort()).toEqual(['Installation', 'Maintenance']);
  });

  it('rejects bad query options with 400', async () => {
    expect((await admin.get('/api/Task?top=0')).statusCode).toBe(400);
    expect((await admin.get('/api/Task?top=10001')).json().message).toContain(
      'top must be between 1 and 10000',
    );
    expect((await admin.get('/api/Task?top=abc')).statusCode).toBe(400);
    expect((await admin.get(`/api/Task?orderby=${q('password desc')}`)).json()).toEqual({
      message: "Unknown field 'password' in orderby",
    });
    expect((await admin.get('/api/Task?includeInactiveData=maybe')).statusCode).toBe(400);
  });
});

describe('paging, search and select (issue 20)', () => {
  it('pages with top and skip in a stable order', async () => {
    const all = (await admin.get(`/api/Employee?orderby=${q('code asc')}`)).json() as Rec[];
    const first = (await admin.get(`/api/Employee?orderby=${q('code asc')}&top=3`)).json() as Rec[];
    const second = (await admin.get(`/api/Employee?orderby=${q('code asc')}&top=3&skip=3`)).json() as Rec[];
    expect(first.map((e) => e.id)).toEqual(all.slice(0, 3).map((e) => e.id));
    expect(second.map((e) => e.id)).toEqual(all.slice(3, 6).map((e) => e.id));
    const past = await admin.get('/api/Employee?skip=100000');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
  });

  it('searches words case-insensitively in the text fields, never in sensitive ones', async () => {
    const res = await admin.get('/api/Location?search=UNION');
    expect((res.json() as Rec[]).map((l) => l.name).sort()).toEqual(
      ((await admin.get(`/api/Location?filter=${q("contains(name,'union')")}`)).json() as Rec[])
        .map((l) => l.name)
        .sort(),
    );
    const words = await admin.get('/api/Location?search=head%20office');
    expect((words.json() as Rec[]).map((l) => l.name)).toEqual(['Head Office']);
    expect((await admin.get('/api/Location?search=%25')).json()).toEqual([]);
    const code = await admin.get('/api/Employee?search=e005');
    expect((code.json() as Rec[]).map((e) => e.code)).toEqual(['E005']);
    const withPin = (await admin.get(`/api/Employee/${demoId('employee:field1')}`)).json() as Rec;
    if (typeof withPin.email === 'string' && withPin.email) {
      const byEmail = await admin.get(`/api/Employee?search=${q(withPin.email)}`);
      expect(byEmail.json()).toEqual([]);
    }
  });

  it('sends only the selected fields (and the id)', async () => {
    const res = await admin.get(`/api/Location?select=${q('name, code')}&top=2`);
    expect(res.statusCode).toBe(200);
    for (const l of res.json() as Rec[]) expect(Object.keys(l).sort()).toEqual(['code', 'id', 'name']);
    const emp = await admin.get(`/api/Employee?select=${q('firstName,lastName,roleIds')}&top=1`);
    expect(Object.keys((emp.json() as Rec[])[0]!).sort()).toEqual(['firstName', 'id', 'lastName', 'roleIds']);
  });

  it('rejects bad paging, search and select with clear 400 messages', async () => {
    const bad = async (query: string) => {
      const res = await admin.get(`/api/Employee?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json().message as string;
    };
    expect(await bad('skip=-1')).toContain('skip must be a whole number');
    expect(await bad('skip=1.5')).toContain('skip must be a whole number');
    expect(await bad('skip=99999999')).toContain('skip must be at most 10000000');
    expect(await bad(`search=${'x'.repeat(201)}`)).toContain('search is too long (at most 200 characters)');
    expect(await bad('select=passwordHash')).toBe("Unknown field 'passwordHash' in select");
    expect(await bad('select=name,nope')).toBe("Unknown field 'name' in select");
    expect(await bad(`select=${q(' , ')}`)).toBe('select is empty: name at least one field');
    expect(await bad(`select=${q('id;drop')}`)).toBe("Unknown field 'id;drop' in select");
    // Sensitive fields cannot be selected by a caller who may not see them.
    const m = await manager.get('/api/Employee?select=pin');
    expect(m.statusCode).toBe(400);
    expect(m.json().message).toBe("Unknown field 'pin' in select");
  });

  it("keeps tenancy and a field employee's own-record scope", async () => {
    const own = await employee.get(`/api/Employee?search=e&select=code&top=50`);
    expect(own.statusCode).toBe(200);
    expect((own.json() as Rec[]).map((e) => e.code)).toEqual(['E005']);
    expect((await employee.get('/api/Employee?search=E002')).json()).toEqual([]);
    expect((await employee.get('/api/Employee?skip=1')).json()).toEqual([]);
    // The second company's records are not found by search.
    const other = (await admin2.get('/api/Location?select=name')).json() as Rec[];
    const name = other[0]?.name as string;
    expect((await admin.get(`/api/Location?search=${q(name)}`)).json()).toEqual(
      (await admin.get(`/api/Location?filter=${q(`name eq '${name.replace(/'/g, "''")}'`)}`)).json() as Rec[],
    );
  });
});

describe('expand', () => {
  it('adds the records that _id fields point to, without sensitive fields; ignores other names', async () => {
    const res = await admin.get(`/api/Device?expand=${q('administrator, nonsense,bad-name')}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Rec[];
    expect(rows.some((r) => r.administrator_id)).toBe(true);
    for (const r of rows) {
      if (!r.administrator_id) continue;
      expect((r.administrator as Rec).id).toBe(r.administrator_id);
      expect((r.administrator as Rec).lastName).toBeTruthy();
      expect((r.administrator as Rec).pin).toBeUndefined();
      expect(r).not.toHaveProperty('nonsense');
    }
    const first = rows.find((r) => r.administrator_id)!;
    const one = (await admin.get(`/api/Device/${first.id}?expand=administrator`)).json() as Rec;
    expect((one.administrator as Rec).id).toBe(first.administrator_id);
  });

  it("follows the target entity's own privileges and scope", async () => {
    // The field employee reads devices (time privileges) but only their own Employee record.
    const rows = (await employee.get('/api/Device?expand=administrator')).json() as Rec[];
    const me = (await employee.get(`/api/Employee`)).json() as Rec[];
    expect(me).toHaveLength(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const target = r.administrator as Rec | null | undefined;
      expect(target === null || target === undefined || target.id === me[0]!.id).toBe(true);
    }
  });
});

describe('filter injection and errors: 400, never data', () => {
  const cases: [string, string][] = [
    ["lastName eq 'x'' or 1=1 --'", ''],
    ["lastName eq 'x' or 1 eq 1", "Unexpected token '1' at position 25"],
    ["passwordHash eq 'x'", "Unknown field 'passwordHash' in filter"],
    ['password_hash ne null', "Unknown field 'password_hash' in filter"],
    ["code eq 'x')", "Unexpected token ')' at position 12"],
    ["code eq 'x'; DELETE FROM employee", "Unexpected character ';'"],
    ["data eq 'x'", "Unknown field 'data' in filter"],
    [`company_id ne 'x' or company_id eq '${DEMO_SECOND_COMPANY_ID}'`, ''],
    ['code eq', 'Expected a value'],
    ["(code eq 'x'", "Missing ')'"],
    ["name eq 'x'", "Unknown field 'name' in filter"],
  ];
  it.each(cases)('%s', async (filter, message) => {
    const res = await admin.get(`/api/Employee?filter=${q(filter)}`);
    if (message === '') {
      // Well-formed but harmless: the string is a value, and the tenant condition still holds.
      expect(res.statusCode).toBe(200);
      for (const e of res.json() as Rec[]) expect(e.company_id).toBe(DEMO_COMPANY_ID);
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(Array.isArray(res.json())).toBe(false);
  });

  it('the quoted injection matches nothing', async () => {
    const res = await admin.get(`/api/Employee?filter=${q("lastName eq 'x'' or 1=1 --'")}`);
    expect(res.json()).toEqual([]);
  });

  it('a sensitive field cannot be probed by a caller who may not see it', async () => {
    const res = await manager.get(`/api/Employee?filter=${q("pin eq '1005'")}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Unknown field 'pin' in filter");
    const asAdmin = await admin.get(`/api/Employee?filter=${q("pin eq '1005'")}`);
    expect((asAdmin.json() as Rec[]).map((e) => e.code)).toEqual(['E005']);
  });
});

describe('sensitive fields', () => {
  it('hides pin and email from callers without the edit privilege, and on includeSensitiveData=false', async () => {
    const asManager = (await manager.get(`/api/Employee/${demoId('employee:employee')}`)).json();
    expect(asManager.pin).toBeUndefined();
    expect(asManager.email).toBeUndefined();
    expect(asManager.fullName).toBe('Eli Employee');
    const asAdmin = (await admin.get(`/api/Employee/${demoId('employee:employee')}`)).json();
    expect(asAdmin.pin).toBe('1005');
    const hidden = (
      await admin.get(`/api/Employee/${demoId('employee:employee')}?includeSensitiveData=false`)
    ).json();
    expect(hidden.pin).toBeUndefined();
  });
  it('never exposes password hashes', async () => {
    const users = (await admin.get('/api/User')).json() as Rec[];
    expect(users.length).toBeGreaterThan(4);
    for (const u of users) {
      expect(JSON.stringify(u)).not.toContain('argon2');
      expect(u.password_hash).toBeUndefined();
    }
  });
});

describe('privileges', () => {
  it('401 without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/Employee' });
    expect(res.statusCode).toBe(401);
  });

  it('403 for an entity the caller may not read or change', async () => {
    const roles = await employee.get('/api/Role');
    expect(roles.statusCode).toBe(403);
    expect(roles.json().message).toMatch(/^Not authorized/);
    const save = await manager.post('/api/Location', { name: 'Sneaky' });
    expect(save.statusCode).toBe(403);
    expect(save.json().message).toBe('Not authorized: requires Platform:Edit:Location');
    const del = await employee.del(`/api/Task/${demoId('task:install')}`);
    expect(del.statusCode).toBe(403);
    expect((await admin.get(`/api/Task/${demoId('task:install')}`)).json().status).toBe(1);
  });

  it('the field employee sees only their own employee record', async () => {
    const res = await employee.get('/api/Employee');
    expect((res.json() as Rec[]).map((e) => e.code)).toEqual(['E005']);
    expect((await employee.get(`/api/Employee/${demoId('employee:manager')}`)).statusCode).toBe(404);
  });

  it('changing roles needs Platform:Edit:EmployeeAccess', async () => {
    const c = await signIn(app, 'manager');
    // Manager holds no employee edit privilege at all.
    const res = await c.post('/api/Employee', { id: demoId('employee:field1'), roleIds: [] });
    expect(res.statusCode).toBe(403);
  });
});

describe('upsert and delete', () => {
  it('inserts a record without id, updates it by id (merging), lists it, soft-deletes it', async () => {
    const created = await admin.post('/api/Location', {
      name: 'Red Rocks Amphitheatre',
      code: 'RR-05',
      lat: 39.6654,
      lon: -105.2057,
      contactName: 'Box office',
    });
    expect(created.statusCode).toBe(200);
    const loc = created.json();
    expect(loc).toMatchObject({
      name: 'Red Rocks Amphitheatre',
      status: 1,
      company_id: DEMO_COMPANY_ID,
      contactName: 'Box office',
    });
    expect(loc.id).toMatch(/^[0-9a-f-]{36}$/);

    const updated = (await admin.post('/api/Location', { id: loc.id, code: 'RR-5' })).json();
    expect(updated).toMatchObject({
      id: loc.id,
      name: 'Red Rocks Amphitheatre',
      code: 'RR-5',
      contactName: 'Box office',
    });

    const del = await admin.del(`/api/Location/${loc.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().status).toBe(3);
    const list = (await admin.get('/api/Location')).json() as Rec[];
    expect(list.find((l) => l.id === loc.id)).toBeUndefined();
    const withDeleted = (await admin.get('/api/Location?includeDeletedData=true')).json() as Rec[];
    expect(withDeleted.find((l) => l.id === loc.id)?.status).toBe(3);
    // Still readable by id (recycle bin).
    expect((await admin.get(`/api/Location/${loc.id}`)).json().status).toBe(3);
    // Restore.
    expect((await admin.post('/api/Location', { id: loc.id, status: 1 })).json().status).toBe(1);
  });

  it('inserts with a new client id, and saves arrays in one transaction', async () => {
    const res = await admin.post('/api/Task', [
      { id: 'task-client-1', name: 'Snow removal', code: 'SNW' },
      { id: 'task-client-2', name: 'Paint', code: 'PNT', status: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Rec[]).map((t) => t.id)).toEqual(['task-client-1', 'task-client-2']);
    const active = (await admin.get('/api/Task')).json() as Rec[];
    expect(active.some((t) => t.id === 'task-client-2')).toBe(false);
    const withInactive = (await admin.get('/api/Task?includeInactiveData=true')).json() as Rec[];
    expect(withInactive.find((t) => t.id === 'task-client-2')?.status).toBe(2);

    const bad = await admin.post('/api/Task', [
      { id: 'task-client-3', name: 'Ok' },
      { id: 'task-client-4', name: '' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Record 2: name: Name is required.');
    expect((await admin.get('/api/Task/task-client-3')).statusCode).toBe(404);
  });

  it('validates records with a message naming the field', async () => {
    const res = await admin.post('/api/Location', { name: 'Nowhere', lat: 123 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('lat');
    const notRecord = await admin.post('/api/Location', JSON.stringify('just a string'), {
      'content-type': 'application/json',
    });
    expect(notRecord.statusCode).toBe(400);
    expect(notRecord.json().message).toBe('Location: expected a record or an array of records');
    expect((await admin.post('/api/CustomList', { name: 'Fourth', priority: 4 })).json().message).toContain(
      'priority',
    );
    expect((await admin.post('/api/Location', { id: 'bad id!', name: 'X' })).statusCode).toBe(400);
  });

  it('ignores company_id in the record: inserts land in the caller company', async () => {
    const res = (
      await admin.post('/api/Task', { name: 'Planted', company_id: DEMO_SECOND_COMPANY_ID })
    ).json();
    expect(res.company_id).toBe(DEMO_COMPANY_ID);
    expect(((await admin2.get('/api/Task')).json() as Rec[]).some((t) => t.name === 'Planted')).toBe(false);
  });

  it('Resource upserts by key', async () => {
    const a = (await admin.post('/api/Resource', { key: 'employee', value: 'Technician' })).json();
    const b = (await admin.post('/api/Resource', { key: 'employee', value: 'Crew member' })).json();
    expect(b.id).toBe(a.id);
    expect((await admin.get('/api/account/identity')).json().company.labels.employee).toBe('Crew member');
    expect((await manager.post('/api/Resource', { key: 'employee', value: 'x' })).statusCode).toBe(403);
  });

  it('Role privileges must belong to the catalogue and the role module', async () => {
    const bad = await admin.post('/api/Role', {
      name: 'X',
      moduleId: 'Time',
      privileges: ['Time:Execute:Teleport'],
    });
    expect(bad.json()).toEqual({ message: "Unknown privilege 'Time:Execute:Teleport'" });
    const wrong = await admin.post('/api/Role', {
      name: 'X',
      moduleId: 'Time',
      privileges: ['Platform:View:Employee'],
    });
    expect(wrong.json()).toEqual({
      message: "Privilege 'Platform:View:Employee' does not belong to module Time",
    });
    const ok = await admin.post('/api/Role', {
      name: 'Clock only',
      moduleId: 'Time',
      privileges: ['Time:Execute:TimeTracking'],
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('employees', () => {
  it('saves an employee with no name or code (the console confirms first: service spec 5)', async () => {
    const res = await admin.post('/api/Employee', { email: 'nameless@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: '', status: 1 });
    await admin.del(`/api/Employee/${res.json().id}`);
  });

  it('a pin is unique per company (409 with the spec message)', async () => {
    const res = await admin.post('/api/Employee', { firstName: 'New', lastName: 'Hire', pin: '1005' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Pin 1005 is already assigned' });
    // The same pin in the other company is fine.
    const other = await admin2.post('/api/Employee', {
      firstName: 'Other',
      lastName: 'Company',
      pin: '1005',
    });
    expect(other.statusCode).toBe(200);
    expect(
      (await admin.post('/api/Employee', { firstName: 'Bad', lastName: 'Pin', pin: '12' })).json().message,
    ).toContain('Pin must be 4 to 10 digits.');
  });

  it('creates a sign-in with roles; the password rule holds; identity reflects the roles', async () => {
    const weak = await admin.post('/api/Employee', {
      firstName: 'Ivy',
      lastName: 'Install',
      user: { userName: 'ivy', password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must contain a lowercase letter, an uppercase letter and a non-letter character.',
    );
    expect(
      ((await admin.get(`/api/Employee?filter=${q("firstName eq 'Ivy'")}`)).json() as Rec[]).length,
    ).toBe(0);

    const res = await admin.post('/api/Employee', {
      firstName: 'Ivy',
      lastName: 'Install',
      pin: '3001',
      user: { userName: 'ivy', password: 'Ivy-Pass-1' },
      roleIds: [demoId('role:time-employee')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Ivy Install',
      roleIds: [demoId('role:time-employee')],
      user: { userName: 'ivy' },
    });
    const ivy = await signIn(app, 'ivy', 'Ivy-Pass-1');
    expect((await ivy.get('/api/account/identity')).json().privileges).toContain('Time:Execute:TimeTracking');
    const taken = await admin.post('/api/Employee', {
      firstName: 'Ivy',
      lastName: 'Two',
      user: { userName: 'IVY', password: 'Ivy-Pass-1' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('User name IVY is already taken');
  });

  it('refuses a role of another company', async () => {
    const res = await admin2.post('/api/Employee', {
      firstName: 'Z',
      lastName: 'Z',
      user: { userName: 'zed', password: 'Zed-Pass-1' },
      roleIds: [demoId('role:time-manager')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Role ${demoId('role:time-manager')} not found`);
  });
});

describe('licence seats', () => {
  it("assigning a role without a free seat is 409 'Not enough licenses.'", async () => {
    // Bluebird has 5 Time seats, none used.
    const role = demoId('role:c2-time-employee');
    const audit = (await admin2.get('/api/LicenseAudit')).json();
    expect(audit['system-Time']).toMatchObject({ quantity: 5 });
    const start = audit['system-Time'].used as number;
    for (let i = start; i < 5; i++) {
      const r = await admin2.post('/api/Employee', {
        firstName: 'Crew',
        lastName: `N${i}`,
        user: { userName: `crew${i}`, password: 'Crew-Pass-1' },
        roleIds: [role],
      });
      expect(r.statusCode).toBe(200);
    }
    const full = await admin2.post('/api/Employee', {
      firstName: 'Crew',
      lastName: 'Extra',
      user: { userName: 'crewextra', password: 'Crew-Pass-1' },
      roleIds: [role],
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'Not enough licenses.' });
    // The whole save was rolled back.
    expect(
      ((await admin2.get(`/api/Employee?filter=${q("lastName eq 'Extra'")}`)).json() as Rec[]).length,
    ).toBe(0);
    // Making someone administrator needs a seat in every licensed module too.
    const someone = ((await admin2.get(`/api/Employee?filter=${q("code eq 'B002'")}`)).json() as Rec[])[0]!;
    await admin2.post('/api/Employee', {
      id: someone.id,
      user: { userName: 'casey', password: 'Casey-Pass-1' },
    });
    const promote = await admin2.post('/api/Employee', { id: someone.id, isAdministrator: true });
    expect(promote.statusCode).toBe(409);
    expect(promote.json().message).toBe('Not enough licenses.');
  });
});

describe('tenancy', () => {
  it("admin2 cannot read the demo company's records (404) nor see them in lists", async () => {
    expect((await admin2.get(`/api/Employee/${demoId('employee:employee')}`)).statusCode).toBe(404);
    expect((await admin2.get(`/api/Location/${demoId('location:office')}`)).statusCode).toBe(404);
    expect((await admin2.get(`/api/Company/${DEMO_COMPANY_ID}`)).statusCode).toBe(404);
    const list = (await admin2.get('/api/Location')).json() as Rec[];
    expect(list.map((l) => l.name)).toEqual(['Bluebird Yard']);
    const filtered = await admin2.get(`/api/Employee?filter=${q(`company_id eq '${DEMO_COMPANY_ID}'`)}`);
    expect(filtered.json()).toEqual([]);
  });

  it("admin2 cannot change or delete the demo company's records (404) and nothing changes", async () => {
    const id = demoId('location:office');
    const up = await admin2.post('/api/Location', { id, name: 'Hijacked' });
    expect(up.statusCode).toBe(404);
    expect(up.json()).toEqual({ message: `Location ${id} not found` });
    const del = await admin2.del(`/api/Location/${id}`);
    expect(del.statusCode).toBe(404);
    const arr = await admin2.post('/api/Task', [
      { name: 'Fine' },
      { id: demoId('task:install'), name: 'Hijacked' },
    ]);
    expect(arr.statusCode).toBe(404);
    const office = (await admin.get(`/api/Location/${id}`)).json();
    expect(office).toMatchObject({ name: 'Head Office', status: 1 });
    expect((await admin.get(`/api/Task/${demoId('task:install')}`)).json().name).toBe('Installation');
    const company = await admin2.post('/api/Company', { id: DEMO_COMPANY_ID, name: 'Mine now' });
    expect(company.statusCode).toBe(404);
  });

  it('global administrators see every company and act on one with X-Company-Id', async () => {
    const g = await signIn(app, 'global');
    const companies = (await g.get('/api/Company')).json() as Rec[];
    expect(companies.map((c) => c.name)).toEqual(['Bluebird Landscaping', 'Northwind Field Services']);
    expect((await g.get('/api/Employee')).statusCode).toBe(403);
    const emps = await g.get('/api/Employee', { 'x-company-id': DEMO_SECOND_COMPANY_ID });
    expect(emps.statusCode).toBe(200);
    for (const e of emps.json() as Rec[]) expect(e.company_id).toBe(DEMO_SECOND_COMPANY_ID);
    const licensed = await g.post('/api/Company', { id: DEMO_SECOND_COMPANY_ID, licenseSeats: { Time: 8 } });
    expect(licensed.statusCode).toBe(200);
    expect(licensed.json().licenses).toContainEqual({
      productId: 'system-Time',
      module: 'Time',
      quantity: 8,
    });
    const created = await g.post('/api/Company', {
      name: 'Acme Plumbing',
      timeZone: 'America/New_York',
      licenseSeats: { Time: 3 },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Acme Plumbing', status: 1 });
  });

  it('partners see only their customers and cannot reach others', async () => {
    const p = await signIn(app, 'partner');
    const names = ((await p.get('/api/Company')).json() as Rec[]).map((c) => c.name);
    expect(names).toEqual(['Bluebird Landscaping', 'Northwind Field Services']);
    const acme = (
      (
        await (await signIn(app, 'global')).get(`/api/Company?filter=${q("name eq 'Acme Plumbing'")}`)
      ).json() as Rec[]
    )[0]!;
    expect((await p.get(`/api/Company/${acme.id}`)).statusCode).toBe(404);
    // X-Company-Id of a company that is not theirs gives no company.
    expect((await p.get('/api/Employee', { 'x-company-id': acme.id })).statusCode).toBe(403);
    expect((await p.get('/api/Employee', { 'x-company-id': DEMO_COMPANY_ID })).statusCode).toBe(200);
    const mine = await p.post('/api/Company', { name: 'Partner Customer', partner_id: null });
    expect(mine.json().partner_id).toBe(demoId('partner:summit'));
  });

  it('a company administrator edits only the own company, and cannot create companies', async () => {
    const res = await admin.post('/api/Company', {
      id: DEMO_COMPANY_ID,
      settings: { timeFormat: 2, pinDigitLength: 4, unitSystem: 'imperial' },
    });
    expect(res.statusCode).toBe(200);
    expect((await admin.get('/api/account/identity')).json().company.settings.timeFormat).toBe(2);
    const create = await admin.post('/api/Company', { name: 'Spin-off' });
    expect(create.statusCode).toBe(403);
    const seats = await admin.post('/api/Company', { id: DEMO_COMPANY_ID, licenseSeats: { Time: 1000 } });
    expect(seats.statusCode).toBe(403);
  });
});
