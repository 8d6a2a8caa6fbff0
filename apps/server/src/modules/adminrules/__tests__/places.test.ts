import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

let app: FastifyInstance;
let admin: Client;
let manager: Client;
let employee: Client;
let admin2: Client;
let demo: NonNullable<FastifyInstance['demo']>;

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
  admin2 = await signIn(app, 'admin2');
});
afterAll(async () => {
  await app?.close();
});

const msg = (res: { json(): unknown }) => (res.json() as { message: string }).message;
type Rec = Record<string, unknown> & { id: string };

async function newLocation(body: Record<string, unknown> = {}): Promise<Rec> {
  const res = await admin.post('/api/Location', { name: `Loc ${Math.random()}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Rec;
}
async function newTask(body: Record<string, unknown> = {}): Promise<Rec> {
  const res = await admin.post('/api/Task', { name: `Task ${Math.random()}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Rec;
}

describe('Location rules (service spec 3, 5, 9)', () => {
  it('saves a parent and a child with geofence, address, time zone and weather flags', async () => {
    const parent = await newLocation({ name: 'Yard', code: 'Y-1', lat: 39.7, lon: -105 });
    expect(parent.address).toEqual({ country: 'US' });
    const child = await newLocation({
      name: 'Yard gate',
      parent_id: parent.id,
      geoFenceRadius: 250,
      timeZone: 'America/Denver',
      address: { street: '1 Gate Rd', city: 'Denver', region: 'CO', postalCode: '80202', country: 'US' },
      flagConditions: 1 | 8 | 32,
      flagLowTemp: 20,
      flagHighTemp: 95,
      flagWindSpeed: 40,
    });
    expect(child.parent_id).toBe(parent.id);
    expect(child.geoFenceRadius).toBe(250);
    expect(child.flagConditions).toBe(41);
    const edited = await admin.post('/api/v2.1/Location', { id: child.id, geoFenceRadius: 400 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().geoFenceRadius).toBe(400);
    expect(edited.json().timeZone).toBe('America/Denver');
  });

  it('answers 400 naming the field for every bad value', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: ' ' }, /Name is required\./],
      [{ name: 'X', geoFenceRadius: 0 }, /Geofence radius must be between 1 and 100000 meters\./],
      [{ name: 'X', geoFenceRadius: 200000 }, /Geofence radius must be between 1 and 100000 meters\./],
      [{ name: 'X', geoFenceRadius: 'far' }, /Geofence radius must be a number\./],
      [{ name: 'X', lat: 91, lon: 0 }, /Latitude must be between -90 and 90\./],
      [{ name: 'X', lat: 10 }, /Latitude and longitude go together\./],
      [{ name: 'X', timeZone: 'Mars/Olympus' }, /Time zone must be an IANA time zone name/],
      [{ name: 'X', flagConditions: 64 }, /Flag conditions must combine rain 1, sleet 2/],
      [{ name: 'X', flagConditions: 1.5 }, /Flag conditions/],
      [{ name: 'X', flagLowTemp: 90, flagHighTemp: 10 }, /Low temperature flag must be below/],
      [{ name: 'X', flagLowHumidity: 80, flagHighHumidity: 20 }, /Low humidity flag must be below/],
      [{ name: 'X', flagLowHumidity: 120 }, /Low humidity flag must be between 0 and 100\./],
      [{ name: 'X', address: { country: 'USA' } }, /Country must be a two-letter code/],
      [{ name: 'X', code: 'c'.repeat(101) }, /Code must be at most 100 characters\./],
      [{ name: 'X', parent_id: 'nope' }, /Parent location nope not found\./],
      [{ name: 'X', payGroup_id: 'nope' }, /Pay group nope not found\./],
      [{ name: 'X', budget: [{ budgetHours: 3 }] }, /Budget task is required\./],
      [{ name: 'X', budget: [{ task_id: 'nope' }] }, /Budget task nope not found\./],
      [{ name: 'X', media: [{ id: 'nope' }] }, /Media file nope not found\./],
    ];
    for (const [body, re] of cases) {
      const res = await admin.post('/api/Location', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(msg(res)).toMatch(re);
    }
  });

  it('refuses a parent that is the location itself or beneath it', async () => {
    const a = await newLocation({ name: 'A' });
    const b = await newLocation({ name: 'B', parent_id: a.id });
    const self = await admin.post('/api/Location', { id: a.id, parent_id: a.id });
    expect(self.statusCode).toBe(400);
    expect(msg(self)).toBe('A location cannot be its own parent or ancestor.');
    const loop = await admin.post('/api/Location', { id: a.id, parent_id: b.id });
    expect(loop.statusCode).toBe(400);
    expect(msg(loop)).toBe('A location cannot be its own parent or ancestor.');
  });

  it("refuses another company's parent", async () => {
    const other = (await admin2.get('/api/Location')).json() as Rec[];
    expect(other.length).toBeGreaterThan(0);
    const res = await admin.post('/api/Location', { name: 'Cross', parent_id: other[0]!.id });
    expect(res.statusCode).toBe(400);
    expect(msg(res)).toBe(`Parent location ${other[0]!.id} not found.`);
  });

  it('keeps one budget line per task and gives each line an id', async () => {
    const task = await newTask();
    const dup = await admin.post('/api/Location', {
      name: 'Budgeted',
      budget: [{ task_id: task.id }, { task_id: task.id }],
    });
    expect(dup.statusCode).toBe(400);
    expect(msg(dup)).toBe('Each task may have only one budget line.');
    const loc = await newLocation({
      budget: [{ task_id: task.id, budgetHours: 40, budgetUnits: 100, estimatedCompleteDate: '2026-12-31' }],
    });
    const line = (loc.budget as Rec[])[0]!;
    expect(line.id).toBeTruthy();
    expect(line.location_id).toBe(loc.id);
    expect(line.budgetHours).toBe(40);
    const badPct = await admin.post('/api/Location', {
      id: loc.id,
      budget: [{ task_id: task.id, estimatedCompletePercentage: 101 }],
    });
    expect(badPct.statusCode).toBe(400);
    expect(msg(badPct)).toMatch(/Estimated complete percentage must be between 0 and 100\./);
  });

  it('keeps uploaded media, drops items marked deleted, refuses unknown files', async () => {
    const boundary = '----wmtest';
    // A real 1x1 PNG: uploads are sniffed (issue 15).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await app.inject({
      method: 'POST',
      url: '/api/file',
      headers: {
        cookie: admin.cookie,
        'x-requested-with': 'test',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const file = up.json() as { id: string };
    const loc = await newLocation({ media: [{ id: file.id }] });
    expect(loc.media).toEqual([{ id: file.id, fileName: 'site.png', mimeType: 'image/png' }]);
    const removed = await admin.post('/api/Location', {
      id: loc.id,
      media: [{ id: file.id, deleted: true }],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().media).toEqual([]);
    // Another company cannot attach this company's file.
    const cross = await admin2.post('/api/Location', { name: 'Theirs', media: [{ id: file.id }] });
    expect(cross.statusCode).toBe(400);
  });

  it('refuses users without Platform:Edit:Location (read-only manager, employee)', async () => {
    for (const c of [manager, employee]) {
      const res = await c.post('/api/Location', { name: 'Nope' });
      expect(res.statusCode).toBe(403);
    }
    const loc = await newLocation();
    const del = await manager.del(`/api/Location/${loc.id}`);
    expect(del.statusCode).toBe(403);
    const edit = await employee.post('/api/Location', { id: loc.id, geoFenceRadius: 50 });
    expect(edit.statusCode).toBe(403);
  });

  it('changing a budget needs Insight:Edit:Budget; a location editor may still edit the rest', async () => {
    const role = await admin.post('/api/Role', {
      name: 'Location editor (no budget)',
      moduleId: 'Platform',
      privileges: ['Platform:View:Location', 'Platform:Edit:Location', 'Platform:View:Task'],
    });
    expect(role.statusCode, role.body).toBe(200);
    const emp = await admin.post('/api/Employee', {
      firstName: 'Bea',
      lastName: 'Budgetless',
      user: { userName: 'bea.budgetless', password: 'Bea-1234567' },
      roleIds: [role.json().id],
    });
    expect(emp.statusCode, emp.body).toBe(200);
    const bea = await signIn(app, 'bea.budgetless', 'Bea-1234567');
    const task = await newTask();
    const loc = await newLocation({ budget: [{ task_id: task.id, budgetHours: 10 }] });
    const rename = await bea.post('/api/Location', {
      id: loc.id,
      name: 'Renamed by Bea',
      geoFenceRadius: 80,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json().budget[0].budgetHours).toBe(10);
    const budget = await bea.post('/api/Location', {
      id: loc.id,
      budget: [{ task_id: task.id, budgetHours: 99 }],
    });
    expect(budget.statusCode).toBe(403);
    expect(msg(budget)).toBe('Not authorized: changing the budget requires Insight:Edit:Budget');
  });

  it('reads fullPathName (root to location) and never stores it', async () => {
    const a = await newLocation({ name: 'Site' });
    const b = await newLocation({ name: 'Block', parent_id: a.id });
    const c = await newLocation({ name: 'Floor', parent_id: b.id, fullPathName: 'ignored' });
    expect(c.fullPathName).toBe('Site / Block / Floor');
    const list = (
      await admin.get(`/api/v2.1/Location?filter=${encodeURIComponent(`id eq '${b.id}'`)}`)
    ).json() as Rec[];
    expect(list[0]!.fullPathName).toBe('Site / Block');
    await admin.post('/api/Location', { id: a.id, name: 'Campus' });
    expect((await admin.get(`/api/Location/${c.id}`)).json().fullPathName).toBe('Campus / Block / Floor');
  });

  it('deleting a parent takes its children (recycle bin)', async () => {
    const parent = await newLocation({ name: 'Parent P' });
    const child = await newLocation({ name: 'Child C', parent_id: parent.id });
    const del = await admin.del(`/api/Location/${parent.id}`);
    expect(del.statusCode).toBe(200);
    const gone = await admin.get(`/api/Location/${child.id}`);
    expect(gone.statusCode === 404 || (gone.json() as Rec).status === 3).toBe(true);
  });
});

describe('Task rules (service spec 3 "Task")', () => {
  it('saves unit tracking, unit measure and geofence exemption', async () => {
    const units = (await admin.get('/api/UnitMeasure')).json() as Rec[];
    expect(units.map((u) => u.name)).toContain('Each');
    const each = units.find((u) => u.name === 'Each')!;
    const parent = await newTask({ name: 'Paving' });
    const t = await newTask({
      name: 'Paving lot',
      parent_id: parent.id,
      productivityUnitTracking: 'requiredOnOut',
      unitMeasure_id: each.id,
      isGeofenceExempt: true,
    });
    expect(t.productivityUnitTracking).toBe('requiredOnOut');
    expect(t.unitMeasure_id).toBe(each.id);
    expect(t.isGeofenceExempt).toBe(true);
    const plain = await newTask();
    expect(plain.productivityUnitTracking).toBe('none');
  });

  it('answers 400 naming the field for every bad value', async () => {
    const a = await newTask({ name: 'Loop A' });
    const b = await newTask({ name: 'Loop B', parent_id: a.id });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /Name is required\./],
      [{ name: 'X', productivityUnitTracking: 'sometimes' }, /Productivity unit tracking must be none/],
      [{ name: 'X', unitMeasure_id: 'nope' }, /Unit measure nope not found\./],
      [{ name: 'X', isGeofenceExempt: 'yes' }, /Geofence exempt must be true or false\./],
      [{ name: 'X', parent_id: 'nope' }, /Parent task nope not found\./],
      [{ name: 'X', division_id: 'nope' }, /Division nope not found\./],
      [{ id: a.id, parent_id: b.id }, /A task cannot be its own parent or ancestor\./],
    ];
    for (const [body, re] of cases) {
      const res = await admin.post('/api/Task', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(msg(res)).toMatch(re);
    }
  });

  it('refuses users without Platform:Edit:Task', async () => {
    for (const c of [manager, employee]) {
      const res = await c.post('/api/Task', { name: 'Nope' });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('Device messages (service spec 5 "Device")', () => {
  it('names the cardinality range and the other fields', async () => {
    const base = { administrator_id: demo.employeeIds.admin };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, name: 'V', cardinality: 0 }, /Cardinality must be between 1 and 99\./],
      [{ ...base, name: 'V', cardinality: 100 }, /Cardinality must be between 1 and 99\./],
      [{ ...base, name: 'V', cardinality: 2.5 }, /Cardinality must be between 1 and 99\./],
      [{ ...base, name: 'V', phone: '5'.repeat(51) }, /Phone must be at most 50 characters\./],
      [{ name: 'V' }, /^Administrator is required\.$/],
    ];
    for (const [body, re] of cases) {
      const res = await admin.post('/api/Device', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(msg(res)).toMatch(re);
    }
  });

  it('refuses users without Platform:Edit:Device', async () => {
    for (const c of [manager, employee]) {
      const res = await c.post('/api/Device', { name: 'Nope', administrator_id: demo.employeeIds.admin });
      expect(res.statusCode).toBe(403);
    }
  });
});
