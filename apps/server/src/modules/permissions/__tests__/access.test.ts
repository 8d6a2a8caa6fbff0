import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

/**
 * A non-administrator (the demo field employee: own time only) with a permission set giving one
 * location, one task and one asset tries every administration route: each is refused, or answers
 * only what the privileges and the set give (service spec 6).
 */
let app: FastifyInstance;
let admin: Client;
let emp: Client;
let demo: NonNullable<FastifyInstance['demo']>;
let union: string;
let office: string;

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  admin = await signIn(app, 'admin');
  [office, union] = demo.locationIds as [string, string];
  const set = await admin.post('/api/PermissionSet', {
    name: 'One of each',
    locationIds: [union],
    taskIds: [demo.taskIds[0]],
    assetIds: [demo.assetIds[0]],
  });
  await admin.post('/api/Employee', { id: demo.employeeIds.employee, permissionSetIds: [set.json().id] });
  await admin.post('/api/Integration', { name: 'CSV', connectorId: 'csv-export', recordType: 'Location' });
  const loc = await admin.post('/api/Location', { name: 'Deleted site' });
  await admin.del(`/api/Location/${loc.json().id}`);
  emp = await signIn(app, 'employee');
});
afterAll(async () => {
  await app?.close();
});

describe('a non-administrator through every administration route', () => {
  it('cannot read what the privileges do not give', async () => {
    const reads = [
      '/api/PermissionSet',
      '/api/PermissionProfile',
      '/api/v2.0/PermissionSet',
      '/api/Integration',
      '/api/IntegrationLog',
      '/api/settings/connectors',
      '/api/recyclebin',
      '/api/recyclebin?entity=Location',
      '/api/Role',
      '/api/LicenseAudit',
      '/api/Outbox',
      '/api/Role/exportcsv',
      '/api/Integration/exportcsv',
      '/api/IntegrationLog/exportcsv',
      '/api/PermissionSet/exportcsv',
    ];
    for (const url of reads) {
      const res = await emp.get(url);
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  });

  it('reads only what the permission set gives, through lists, single reads, CSV and pickers', async () => {
    const only = async (url: string, id: string) => {
      const res = await emp.get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, (res.json() as { id: string }[]).map((r) => r.id)]).toEqual([url, [id]]);
    };
    await only('/api/Location', union);
    await only('/api/v2.1/Location?includeInactiveData=true&includeDeletedData=true', union);
    await only('/api/Task?top=100&orderby=name%20desc', demo.taskIds[0]!);
    await only('/api/Asset', demo.assetIds[0]!);
    await only(`/api/Location?filter=${encodeURIComponent(`id ne '${union}' or name ne ''`)}`, union);
    for (const url of [
      `/api/Location/${office}`,
      `/api/v2.1/Location/${office}`,
      `/api/Task/${demo.taskIds[1]}`,
      `/api/Asset/${demo.assetIds[1]}`,
    ]) {
      expect([url, (await emp.get(url)).statusCode]).toEqual([url, 404]);
    }
    const csv = await emp.get('/api/Location/exportcsv?includeDeletedData=true');
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);
    expect(csv.body).not.toContain('Deleted site');
    // Self-scoped entities answer the caller's own record only.
    const users = await emp.get('/api/User/exportcsv');
    expect(
      users.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);
    expect(users.body).toContain('employee');
    expect(users.body).not.toContain('admin');
    const allowed = await emp.get('/api/permissions/allowed');
    expect(allowed.json()).toMatchObject({ locationIds: [union] });
    expect((await emp.get(`/api/permissions/allowed?employeeIds=${demo.employeeIds.admin}`)).statusCode).toBe(
      404,
    );
  });

  it('cannot change anything', async () => {
    const me = demo.employeeIds.employee;
    const writes: [string, string, unknown][] = [
      ['POST', '/api/massassign', { employeeIds: [me], roleIds: ['x'] }],
      ['POST', '/api/massassignemployee/assign', { employeeIds: [me], permissionSetIds: [] }],
      ['POST', '/api/recyclebin/restore', { entity: 'Location', ids: ['x'] }],
      ['POST', '/api/recyclebin/purge', { entity: 'Location', ids: ['x'] }],
      ['POST', '/api/Integration', { name: 'Mine', connectorId: 'csv-export' }],
      ['POST', '/api/Integration/adhoc', { id: 'x' }],
      ['POST', '/api/PermissionSet', { name: 'Mine', allLocations: true }],
      ['POST', '/api/v2.0/PermissionSet', { name: 'Mine', allLocations: true }],
      ['POST', '/api/Employee', { id: me, permissionSetIds: [] }],
      ['POST', `/api/Employee/${me}/password`, { password: 'Strong-12345' }],
      ['POST', '/api/account/sendwelcomeemail', { email: 'alice.admin@northwind.example' }],
      ['POST', '/api/Company', { id: demo.companyId, settings: { pinDigitLength: 6 } }],
      ['POST', '/api/Resource', { key: 'location', value: 'Mine' }],
      ['POST', '/api/UnitMeasure', { name: 'Mine', status: 1 }],
      ['POST', '/api/ServiceStatus', { name: 'accepted' }],
      ['POST', '/api/Device', { name: 'Mine', administrator_id: me }],
      ['POST', '/api/Location', { id: union, name: 'Mine' }],
      ['POST', '/api/CustomList', { name: 'Mine' }],
      ['POST', '/api/Grouping', { name: 'Mine' }],
      ['POST', '/api/Role', { name: 'Mine', moduleId: 'Time', privileges: [] }],
      ['DELETE', `/api/Location/${union}`, undefined],
      ['DELETE', `/api/Asset/${demo.assetIds[0]}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      const res = method === 'POST' ? await emp.post(url, body) : await emp.del(url);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    }
    const still = (await admin.get(`/api/Employee/${me}`)).json();
    expect(still.permissionSetIds).toHaveLength(1);
    expect((await admin.get(`/api/Location/${union}`)).json().name).toBe('Union Station Renovation');
  });
});
