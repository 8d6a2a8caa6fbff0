import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

/**
 * Company settings (/settings/account/): every range of service spec 5 "Settings" and 9, the
 * list rules of spec 5 "Lists", labels (spec 7 "Labels"), and the refusals for non-administrators.
 */
let app: FastifyInstance;
let admin: Client;
let manager: Client;
let employee: Client;
let demo: NonNullable<FastifyInstance['demo']>;

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
});
afterAll(async () => {
  await app?.close();
});

type Res = { statusCode: number; json(): unknown };
const msg = (res: Res) => (res.json() as { message: string }).message;

describe('Company settings ranges (service spec 5 "Settings", 9)', () => {
  const save = (settings: Record<string, unknown>) =>
    admin.post('/api/Company', { id: demo.companyId, settings });
  const refused = async (settings: Record<string, unknown>, message: string) => {
    const res = await save(settings);
    expect(res.statusCode, JSON.stringify(settings)).toBe(400);
    expect(msg(res)).toBe(message);
  };
  const accepted = async (settings: Record<string, unknown>) => {
    const res = await save(settings);
    expect(res.statusCode, `${JSON.stringify(settings)} ${JSON.stringify(res.json())}`).toBe(200);
    return (res.json() as { settings: Record<string, unknown> }).settings;
  };

  it('PIN digit length 4 to 10, whole numbers', async () => {
    for (const v of [3, 11, 4.5, '6', null])
      await refused({ pinDigitLength: v }, 'settings.pinDigitLength: PIN length must be between 4 and 10.');
    expect((await accepted({ pinDigitLength: 4 })).pinDigitLength).toBe(4);
    expect((await accepted({ pinDigitLength: 10 })).pinDigitLength).toBe(10);
  });

  it('recognition threshold 10 to 100', async () => {
    for (const v of [9, 9.99, 100.5, 101, 'x'])
      await refused(
        { recognitionThreshold: v },
        'settings.recognitionThreshold: Threshold must be between 10 and 100.',
      );
    expect((await accepted({ recognitionThreshold: 10 })).recognitionThreshold).toBe(10);
    expect((await accepted({ recognitionThreshold: 100 })).recognitionThreshold).toBe(100);
  });

  it('hours-exceeded alert: a non-zero number with up to 5 decimals', async () => {
    for (const v of [0, '0', '0.00000', '1.123456', 'abc', '', true])
      await refused(
        { hoursExceededAlertAmount: v },
        'settings.hoursExceededAlertAmount: Must be a valid number.',
      );
    expect((await accepted({ hoursExceededAlertAmount: '12.12345' })).hoursExceededAlertAmount).toBe(
      12.12345,
    );
    expect((await accepted({ hoursExceededAlertAmount: 8 })).hoursExceededAlertAmount).toBe(8);
  });

  it('lunch durations in either time format, 0 to 12 hours, stored as minutes', async () => {
    for (const field of ['minLunchMinutes', 'lunchDeductionMinutes']) {
      for (const v of ['25:99', '13:00', '12:01', '12.5', '1:5', 'half', -5, 721, 30.5, ''])
        await refused({ [field]: v }, `settings.${field}: Invalid Input`);
      expect((await accepted({ [field]: '0:45' }))[field]).toBe(45);
      expect((await accepted({ [field]: '0.5' }))[field]).toBe(30);
      expect((await accepted({ [field]: '12:00' }))[field]).toBe(720);
      expect((await accepted({ [field]: 30 }))[field]).toBe(30);
    }
  });

  it('productivity percentages 50 to 95 in steps of 5', async () => {
    const message = 'Productivity percentages range from 50 to 95 in steps of 5.';
    for (const field of ['productivityLowPercent', 'productivityHighPercent']) {
      for (const v of [45, 52, 100, 0, '60']) await refused({ [field]: v }, `settings.${field}: ${message}`);
      for (const v of [50, 55, 75, 95]) expect((await accepted({ [field]: v }))[field]).toBe(v);
    }
  });

  it('options: unit system, time and date formats, temperature, numbers, face capture, geofence', async () => {
    await refused({ unitSystem: 'nautical' }, 'settings.unitSystem: unitSystem must be imperial or metric');
    await refused({ timeFormat: 3 }, 'settings.timeFormat: timeFormat must be 1 (decimal) or 2 (h:mm)');
    await refused({ clockFormat: '13hr' }, 'settings.clockFormat: clockFormat must be 12hr or 24hr');
    await refused({ temperatureUnit: 'K' }, 'settings.temperatureUnit: temperatureUnit must be F or C');
    await refused({ numberFormat: 'dots' }, 'settings.numberFormat: numberFormat must be commas or noCommas');
    expect(msg(await save({ dateFormat: 'YY' }))).toMatch(/^settings\.dateFormat: dateFormat must be one of/);
    expect((await save({ useFaceCapture: 'yes' })).statusCode).toBe(400);
    expect((await save({ useTimeReview: 1 })).statusCode).toBe(400);
    await refused({ geoFenceBuffer: -1 }, 'settings.geoFenceBuffer: geoFenceBuffer must not be negative');
    await refused(
      { geoFenceBuffer: 100001 },
      'settings.geoFenceBuffer: geoFenceBuffer must be at most 100000 metres',
    );
    const all = await accepted({
      unitSystem: 'metric',
      timeFormat: 2,
      clockFormat: '24hr',
      dateFormat: 'DD/MM/YYYY',
      temperatureUnit: 'C',
      numberFormat: 'noCommas',
      useFaceCapture: true,
      useTimeReview: true,
      geoFenceBuffer: 0,
    });
    expect(all).toMatchObject({ unitSystem: 'metric', clockFormat: '24hr', useFaceCapture: true });
    // The identity carries the saved settings to every console.
    const identity = (await admin.get('/api/account/identity')).json() as {
      company: { settings: Record<string, unknown> };
    };
    expect(identity.company.settings).toMatchObject({ timeFormat: 2, unitSystem: 'metric' });
  });

  it('refuses a settings change by a user without Platform:Edit:Account', async () => {
    for (const c of [manager, employee]) {
      const res = await c.post('/api/Company', { id: demo.companyId, settings: { pinDigitLength: 5 } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('Lists (service spec 5 "Lists", 9)', () => {
  it('custom lists: at most 3, no placeholder name, options need a value, admins only', async () => {
    const placeholder = await admin.post('/api/CustomList', { name: ' <Undefined Custom List> ' });
    expect(placeholder.statusCode).toBe(400);
    expect(msg(placeholder)).toBe('Name is Required!');
    const noValue = await admin.post('/api/CustomList', { name: 'Colours', options: [{ value: ' ' }] });
    expect(noValue.statusCode).toBe(400);
    expect(msg(noValue)).toBe('Every option needs a value.');
    const byEmployee = await employee.post('/api/CustomList', { name: 'Mine' });
    expect(byEmployee.statusCode).toBe(403);
    const list = () =>
      admin
        .get('/api/CustomList')
        .then((r) => r.json() as { id: string; name: string; options?: { value: string }[] }[]);
    const made: string[] = [];
    for (let i = (await list()).length; i < 3; i++) {
      const ok = await admin.post('/api/CustomList', {
        name: `List ${i + 1}`,
        priority: i + 1,
        options: [
          { value: 'Red', code: 'R', status: 1 },
          { value: 'Blue', code: 'B', status: 2 },
        ],
      });
      expect(ok.statusCode).toBe(200);
      made.push((ok.json() as { id: string }).id);
    }
    const fourth = await admin.post('/api/CustomList', { name: 'Fourth' });
    expect(fourth.statusCode).toBe(400);
    expect(msg(fourth)).toBe('At most 3 custom lists are allowed.');
    // Renaming an existing list is fine at the limit; deleting one frees a place.
    const first = (await list())[0]!;
    expect((await admin.post('/api/CustomList', { id: first.id, name: 'Renamed' })).statusCode).toBe(200);
    expect((await admin.del(`/api/CustomList/${made.at(-1) ?? first.id}`)).statusCode).toBe(200);
    expect((await admin.post('/api/CustomList', { name: 'Fourth' })).statusCode).toBe(200);
    expect(await list()).toHaveLength(3);
  });

  it('groupings: parent must exist, no cycles, Parent Group is Required for a non-admin in groups', async () => {
    const unknown = await admin.post('/api/Grouping', { name: 'Lost', parent_id: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(msg(unknown)).toBe('Parent Group not found.');
    const top = (await admin.post('/api/Grouping', { name: 'East Crew' })).json() as { id: string };
    const child = (await admin.post('/api/Grouping', { name: 'East A', parent_id: top.id })).json() as {
      id: string;
    };
    const cycle = await admin.post('/api/Grouping', { id: top.id, parent_id: child.id });
    expect(cycle.statusCode).toBe(400);
    expect(msg(cycle)).toBe('A group cannot be placed under itself or one of its subgroups.');
    const self = await admin.post('/api/Grouping', { id: top.id, parent_id: top.id });
    expect(msg(self)).toBe('A group cannot be placed under itself or one of its subgroups.');
    const inactive = await admin.post('/api/Grouping', { name: 'Paused', status: 2 });
    expect(msg(inactive)).toBe('A new group must be active.');
    expect((await employee.post('/api/Grouping', { name: 'Mine' })).statusCode).toBe(403);
    // A non-administrator who may edit employees and belongs to a group needs a parent.
    const role = await admin.post('/api/Role', {
      name: 'Crew Lead',
      moduleId: 'Platform',
      privileges: ['Platform:View:Employee', 'Platform:Edit:Employee'],
    });
    const mgr = (await admin.get(`/api/Employee/${demo.employeeIds.manager}`)).json() as {
      roleIds: string[];
    };
    await admin.post('/api/Employee', {
      id: demo.employeeIds.manager,
      roleIds: [...mgr.roleIds, (role.json() as { id: string }).id],
    });
    await admin.post('/api/Grouping', { id: top.id, employeeIds: [demo.employeeIds.manager] });
    const lead = await signIn(app, 'manager');
    const noParent = await lead.post('/api/Grouping', { name: 'Lead Crew' });
    expect(noParent.statusCode).toBe(400);
    expect(msg(noParent)).toBe('Parent Group is Required');
    expect((await lead.post('/api/Grouping', { name: 'Lead Crew', parent_id: child.id })).statusCode).toBe(
      200,
    );
  });

  it('service statuses: cannot add or delete items; non-admins cannot edit them', async () => {
    const list = (await admin.get('/api/ServiceStatus')).json() as { id: string }[];
    expect(list).toHaveLength(5);
    const add = await admin.post('/api/ServiceStatus', { name: 'completed', label: 'Done again' });
    expect(add.statusCode).toBe(400);
    expect(msg(add)).toBe('Cannot add new item to Service Status List.');
    const del = await admin.del(`/api/ServiceStatus/${list[1]!.id}`);
    expect(del.statusCode).toBe(400);
    expect(msg(del)).toBe('Cannot delete item from Service Status List.');
    expect((await employee.post('/api/ServiceStatus', { id: list[1]!.id, label: 'x' })).statusCode).toBe(403);
  });

  it('simple lists: add, rename, mark inactive and delete; non-admins refused', async () => {
    for (const entity of ['UnitMeasure', 'Division', 'Department', 'Skill', 'Part']) {
      const made = await admin.post(`/api/${entity}`, { name: `${entity} A`, status: 1 });
      expect(made.statusCode).toBe(200);
      const id = (made.json() as { id: string }).id;
      const renamed = await admin.post(`/api/${entity}`, { id, name: `${entity} B`, status: 2 });
      expect(renamed.json()).toMatchObject({ name: `${entity} B`, status: 2 });
      expect((await admin.del(`/api/${entity}/${id}`)).statusCode).toBe(200);
      expect((await manager.post(`/api/${entity}`, { name: 'Nope', status: 1 })).statusCode).toBe(403);
      expect((await employee.del(`/api/${entity}/${id}`)).statusCode).toBe(403);
    }
  });
});

describe('Labels (service spec 7 "Labels", platform spec 1)', () => {
  it('upserts a Resource by key; identity carries it; an empty value returns to the default', async () => {
    const a = await admin.post('/api/Resource', { key: 'employee', value: 'Crew Member' });
    expect(a.statusCode).toBe(200);
    const b = await admin.post('/api/Resource', { key: 'employee', value: 'Worker' });
    expect((b.json() as { id: string }).id).toBe((a.json() as { id: string }).id);
    const labels = async () =>
      (
        (await employee.get('/api/account/identity')).json() as {
          company: { labels: Record<string, string> };
        }
      ).company.labels;
    expect((await labels()).employee).toBe('Worker');
    await admin.post('/api/Resource', { key: 'employee', value: '' });
    expect((await labels()).employee ?? '').toBe('');
    const company = await admin.get(
      `/api/v2.0/Company/${demo.companyId}?expand=logo&includeSensitiveData=false`,
    );
    expect(company.statusCode).toBe(200);
    expect((await manager.post('/api/Resource', { key: 'employee', value: 'Nope' })).statusCode).toBe(403);
    expect((await admin.post('/api/Resource', { key: ' ', value: 'x' })).statusCode).toBe(400);
  });
});
