import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { checkCustomFieldValues, type CustomFieldDef } from '../customfields.rules.js';

/**
 * Custom field sets (service spec 2 "Employees" custom fields, 7 CustomFieldSet): the set's rules,
 * who may edit it, and the check of Employee.customFields against the active 'employee' set.
 */
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

type Res = { statusCode: number; json(): unknown };
const msg = (res: Res) => (res.json() as { message: string }).message;

const FIELDS: CustomFieldDef[] = [
  { key: 'shirt', label: 'Shirt size', kind: 'list', required: true, options: ['S', 'M', 'L'] },
  { key: 'badge', label: 'Badge number', kind: 'number' },
  { key: 'cert', label: 'Certified on', kind: 'date' },
  { key: 'driver', label: 'Driver', kind: 'boolean' },
  { key: 'note', label: 'Note', kind: 'text' },
];

describe('checkCustomFieldValues', () => {
  const check = (v: unknown) => checkCustomFieldValues(FIELDS, v);
  it('accepts and normalises values of the right kind, leaving blanks out', () => {
    expect(
      check({ shirt: 'M', badge: '12', cert: '2024-02-29', driver: 'true', note: 7, extra: '' }),
    ).toEqual({
      values: { shirt: 'M', badge: 12, cert: '2024-02-29', driver: true, note: '7' },
    });
    expect(check([{ name: 'Shirt size', value: 'L' }])).toEqual({ values: { shirt: 'L' } });
  });
  it('names each problem', () => {
    expect(check({})).toEqual({ problem: 'Shirt size is required.' });
    expect(check({ shirt: 'XL' })).toEqual({ problem: 'Shirt size must be one of: S, M, L.' });
    expect(check({ shirt: 'S', badge: 'ten' })).toEqual({ problem: 'Badge number must be a number.' });
    expect(check({ shirt: 'S', cert: '2023-02-29' })).toEqual({
      problem: 'Certified on must be a date (YYYY-MM-DD).',
    });
    expect(check({ shirt: 'S', driver: 'yes' })).toEqual({ problem: 'Driver must be true or false.' });
    expect(check({ shirt: 'S', hat: 'x' })).toEqual({ problem: "Unknown custom field 'hat'." });
    expect(check('x')).toEqual({ problem: 'customFields: must be an object of key: value.' });
  });
});

describe('CustomFieldSet (service spec 7)', () => {
  const set = (fields: unknown[], extra: Record<string, unknown> = {}) => ({
    name: 'Employee fields',
    type: 'employee',
    fields,
    ...extra,
  });
  const refused = async (body: unknown, message: string, status = 400) => {
    const res = await admin.post('/api/CustomFieldSet', body);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    expect(msg(res)).toBe(message);
  };

  it('refuses bad sets with a message naming the problem', async () => {
    await refused(
      set([
        { key: 'a', label: 'A', kind: 'text' },
        { key: 'A', label: 'B', kind: 'text' },
      ]),
      "fields.1.key: Key 'A' is used more than once.",
    );
    await refused(
      set([{ key: 'a', label: 'A', kind: 'colour' }]),
      'fields.0.kind: Kind must be one of text, number, date, boolean, list.',
    );
    await refused(
      set([{ key: 'a', label: 'A', kind: 'list' }]),
      'fields.0.options: A list field needs at least one option.',
    );
    await refused(
      set([{ key: 'a', label: 'A', kind: 'list', options: [] }]),
      'fields.0.options: A list field needs at least one option.',
    );
    await refused(
      set([{ key: '1a', label: 'A', kind: 'text' }]),
      'fields.0.key: Key must start with a letter and hold only letters, digits and _ (at most 50).',
    );
    await refused(set([{ key: 'a', label: ' ', kind: 'text' }]), 'fields.0.label: Label is required.');
    await refused(
      set(Array.from({ length: 51 }, (_, i) => ({ key: `f${i}`, label: `F${i}`, kind: 'text' }))),
      'fields: At most 50 fields are allowed.',
    );
    await refused(
      set([], { type: 'vehicle' }),
      'type: Type must be one of employee, asset, location, task, time.',
    );
  });

  it('is read by every company user and changed only with the modules or settings edit key', async () => {
    const res = await manager.post('/api/CustomFieldSet', set([]));
    expect(res.statusCode).toBe(403);
    expect((await employee.post('/api/CustomFieldSet', set([]))).statusCode).toBe(403);
    expect((await employee.get('/api/v2.0/CustomFieldSet')).statusCode).toBe(200);
  });

  it('checks employee custom fields against the active set, one active set per type', async () => {
    const emp = demo.employeeIds.field1;
    // Without a set custom fields are free.
    let res = await admin.post('/api/Employee', {
      id: emp,
      customFields: [{ name: 'Anything', value: 'goes' }],
    });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);

    res = await admin.post('/api/v2.0/CustomFieldSet', set(FIELDS));
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    const saved = res.json() as { id: string; fields: CustomFieldDef[] };
    expect(saved.fields[1]).toEqual({ key: 'badge', label: 'Badge number', kind: 'number', required: false });
    await refused(
      set([], { name: 'Second' }),
      'An active employee custom field set already exists; make it inactive first.',
      409,
    );
    // Another company's set is its own.
    expect((await admin2.post('/api/CustomFieldSet', set([]))).statusCode).toBe(200);
    expect((await admin2.get('/api/CustomFieldSet')).json()).toHaveLength(1);

    // An update that does not send customFields keeps the stored (older) ones.
    res = await admin.post('/api/Employee', { id: emp, occupation: 'Driver' });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);

    const saveEmp = (customFields: unknown) => admin.post('/api/Employee', { id: emp, customFields });
    res = await saveEmp({ badge: 3 });
    expect(res.statusCode).toBe(400);
    expect(msg(res)).toBe('Shirt size is required.');
    res = await saveEmp({ shirt: 'M', colour: 'red' });
    expect(msg(res)).toBe("Unknown custom field 'colour'.");
    res = await saveEmp({ shirt: 'M', badge: 'x' });
    expect(msg(res)).toBe('Badge number must be a number.');
    res = await saveEmp({ shirt: 'M', badge: '42', cert: '2025-01-31', driver: false, note: '' });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    expect((res.json() as { customFields: unknown }).customFields).toEqual({
      shirt: 'M',
      badge: 42,
      cert: '2025-01-31',
      driver: false,
    });
    // A new employee needs the required fields too.
    res = await admin.post('/api/Employee', { firstName: 'New', lastName: 'Person', code: 'CF-1' });
    expect(msg(res)).toBe('Shirt size is required.');

    // Inactive set: free again.
    res = await admin.post('/api/CustomFieldSet', { id: saved.id, status: 2 });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    res = await saveEmp({ anything: 'goes' });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    // Changing a set needs the edit key; manager refused.
    res = await manager.post('/api/CustomFieldSet', { id: saved.id, status: 1 });
    expect(res.statusCode).toBe(403);
  });
});
