import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { addRecord } from '../../payroll/__tests__/fixtures.js';

type Rec = Record<string, unknown> & { id: string };
let app: FastifyInstance;
let admin: Client;

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
});
afterAll(async () => {
  await app?.close();
});

async function tree(entity: string) {
  const root = (await admin.post(`/api/${entity}`, { name: `${entity} root` })).json() as Rec;
  const child = (
    await admin.post(`/api/${entity}`, { name: `${entity} child`, parent_id: root.id })
  ).json() as Rec;
  const grandchild = (
    await admin.post(`/api/${entity}`, { name: `${entity} grandchild`, parent_id: child.id })
  ).json() as Rec;
  return { root: root.id, child: child.id, grandchild: grandchild.id };
}

describe('recycle bin (service spec 2, 4)', () => {
  it('deleting a parent takes its children; the bin lists them; restore brings them back', async () => {
    for (const entity of ['Location', 'Task', 'Asset', 'Grouping']) {
      const t = await tree(entity);
      const del = await admin.del(`/api/${entity}/${t.root}`);
      expect(del.statusCode).toBe(200);
      for (const id of [t.child, t.grandchild]) {
        expect((await admin.get(`/api/${entity}/${id}`)).json().status).toBe(3);
      }
      const bin = (await admin.get(`/api/recyclebin?entity=${entity}`)).json() as Rec[];
      const mine = bin.filter((b) => [t.root, t.child, t.grandchild].includes(b.id));
      expect(mine).toHaveLength(3);
      const root = mine.find((b) => b.id === t.root)!;
      expect(root).toMatchObject({
        entity,
        name: `${entity} root`,
        deletedByName: 'Alice Admin',
        parentDeleted: false,
        deletedWith: null,
      });
      expect(mine.find((b) => b.id === t.child)).toMatchObject({ parentDeleted: true, deletedWith: t.root });
      expect(mine.find((b) => b.id === t.grandchild)!.deletedWith).toBe(t.root);
      expect(Number.isNaN(Date.parse(String(root.deletedOn)))).toBe(false);
      const restored = await admin.post('/api/recyclebin/restore', { entity, ids: [t.root] });
      expect(restored.statusCode, `${entity}: ${restored.body}`).toBe(200);
      expect((restored.json().restored as string[]).sort()).toEqual([t.root, t.child, t.grandchild].sort());
      for (const id of [t.root, t.child, t.grandchild]) {
        expect((await admin.get(`/api/${entity}/${id}`)).json().status).toBe(1);
      }
      const after = (await admin.get(`/api/recyclebin?entity=${entity}`)).json() as Rec[];
      expect(after.some((b) => b.id === t.root)).toBe(false);
    }
  });

  it('lists deleted records of every entity, and purges permanently', async () => {
    const emp = (await admin.post('/api/Employee', { firstName: 'Del', lastName: 'Eted' })).json() as Rec;
    await admin.del(`/api/Employee/${emp.id}`);
    const unit = (await admin.post('/api/UnitMeasure', { name: 'Gallon', status: 1 })).json() as Rec;
    await admin.del(`/api/UnitMeasure/${unit.id}`);
    const all = (await admin.get('/api/recyclebin')).json() as Rec[];
    expect(all.find((b) => b.id === emp.id)).toMatchObject({ entity: 'Employee', name: 'Del Eted' });
    expect(all.find((b) => b.id === unit.id)).toMatchObject({ entity: 'UnitMeasure', name: 'Gallon' });
    const t = await tree('Location');
    await admin.del(`/api/Location/${t.root}`);
    const purge = await admin.post('/api/recyclebin/purge', { entity: 'Location', ids: [t.root] });
    expect(purge.statusCode).toBe(200);
    expect((purge.json().purged as string[]).sort()).toEqual([t.root, t.child, t.grandchild].sort());
    expect((await admin.get(`/api/Location/${t.root}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/Location/${t.grandchild}`)).statusCode).toBe(404);
    // Only deleted records can be purged or restored.
    const live = (await admin.post('/api/Location', { name: 'Still here' })).json() as Rec;
    expect(
      (await admin.post('/api/recyclebin/purge', { entity: 'Location', ids: [live.id] })).statusCode,
    ).toBe(404);
    expect(
      (await admin.post('/api/recyclebin/restore', { entity: 'Location', ids: [live.id] })).statusCode,
    ).toBe(404);
    expect((await admin.post('/api/recyclebin/purge', { entity: 'Nope', ids: ['x'] })).statusCode).toBe(400);
    expect((await admin.post('/api/recyclebin/purge', { entity: 'Location', ids: [] })).statusCode).toBe(400);
  });

  it('a restore keeps the entity rules: a PIN taken meanwhile is refused', async () => {
    const a = (
      await admin.post('/api/Employee', { firstName: 'Pat', lastName: 'One', pin: '7777' })
    ).json() as Rec;
    await admin.del(`/api/Employee/${a.id}`);
    const b = await admin.post('/api/Employee', { firstName: 'Pat', lastName: 'Two', pin: '7777' });
    expect(b.statusCode).toBe(200);
    const res = await admin.post('/api/recyclebin/restore', { entity: 'Employee', ids: [a.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Pin 7777 is already assigned');
    expect((await admin.get(`/api/Employee/${a.id}`)).json().status).toBe(3);
  });

  it('needs the recycle-bin privileges and stays inside the company', async () => {
    const mgr = await signIn(app, 'manager');
    expect((await mgr.get('/api/recyclebin')).statusCode).toBe(403);
    expect((await mgr.post('/api/recyclebin/restore', { entity: 'Location', ids: ['x'] })).statusCode).toBe(
      403,
    );
    const loc = (await admin.post('/api/Location', { name: 'Company one only' })).json() as Rec;
    await admin.del(`/api/Location/${loc.id}`);
    const admin2 = await signIn(app, 'admin2');
    const theirs = (await admin2.get('/api/recyclebin')).json() as Rec[];
    expect(theirs.some((b) => b.id === loc.id)).toBe(false);
    expect(
      (await admin2.post('/api/recyclebin/restore', { entity: 'Location', ids: [loc.id] })).statusCode,
    ).toBe(404);
    expect(
      (await admin2.post('/api/recyclebin/purge', { entity: 'Location', ids: [loc.id] })).statusCode,
    ).toBe(404);
    expect((await admin.get(`/api/Location/${loc.id}`)).json().status).toBe(3);
  });
});

describe('reversed time batches in the recycle bin (issue 19)', () => {
  it('are listed by a readable name, with who reversed them and how', async () => {
    const payroll = await signIn(app, 'payroll');
    const e = app.demo!.employeeIds;
    const rec = await addRecord(app, e.field3, '2026-09-08 07:00', '2026-09-08 15:00');
    const closed = await payroll.post('/api/Time/Close', { timeIds: [rec] });
    expect(closed.statusCode, closed.body).toBe(200);
    const batchId = (closed.json().batches as { id: string }[])[0]!.id;
    const batch = (await payroll.get(`/api/TimeBatch/${batchId}`)).json() as Rec;
    expect((await payroll.post('/api/Time/Open', { batchIds: [batchId] })).statusCode).toBe(200);
    const bin = (await admin.get('/api/recyclebin?entity=TimeBatch')).json() as Rec[];
    const entry = bin.find((b) => b.id === batchId);
    expect(entry).toMatchObject({
      entity: 'TimeBatch',
      name: `#${batch.batchId} Hana Hughes ${batch.payPeriodStartDate} – ${batch.payPeriodEndDate}`,
      deletedByName: 'Paula Payroll',
      deletedVia: 'reverse',
      deletedWith: null,
    });
  });
});
