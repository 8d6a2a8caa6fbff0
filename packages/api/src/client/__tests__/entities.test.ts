import { describe, expect, it } from 'vitest';
import { ApiClient, TIME_DELETE_CHUNK } from '../ApiClient.js';
import { entityQueryParams, filterString, idFilter } from '../entities.js';
import { fakeFetch } from './fakeFetch.js';

describe('entity helpers', () => {
  it('list sends the query options', async () => {
    const f = fakeFetch(() => ({ body: [{ id: 'e1' }] }));
    const client = new ApiClient({ fetch: f.fetch });
    const rows = await client.list('v2.0/Employee', {
      filter: "status eq 1 and lastName eq 'O''Neil'",
      expand: ['address', 'media'],
      top: 10,
      orderby: 'lastName desc',
      includeInactiveData: true,
      includeDeletedData: false,
      includeSensitiveData: false,
    });
    expect(rows).toEqual([{ id: 'e1' }]);
    const call = f.calls[0]!;
    expect(call.path).toBe('/api/v2.0/Employee');
    expect(Object.fromEntries(call.query)).toEqual({
      filter: "status eq 1 and lastName eq 'O''Neil'",
      expand: 'address,media',
      top: '10',
      orderby: 'lastName desc',
      includeInactiveData: 'true',
      includeDeletedData: 'false',
      includeSensitiveData: 'false',
    });
  });

  it('get, upsert (one and many) and remove use the contract paths', async () => {
    const f = fakeFetch((c) => ({ body: c.method === 'POST' ? c.body : { id: 'l1' } }));
    const client = new ApiClient({ fetch: f.fetch });
    await expect(client.get('Location', 'l 1')).resolves.toEqual({ id: 'l1' });
    await expect(client.upsert('Task', { id: 't1', name: 'Dig' })).resolves.toEqual({
      id: 't1',
      name: 'Dig',
    });
    await expect(client.upsert('Task', [{ id: 't1' }, { id: 't2' }])).resolves.toHaveLength(2);
    await client.remove('Task', 't1');
    expect(f.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/Location/l%201',
      'POST /api/Task',
      'POST /api/Task',
      'DELETE /api/Task/t1',
    ]);
  });

  it('rejects bad entity names, ids, records and top before any request', () => {
    const f = fakeFetch(() => ({ body: [] }));
    const client = new ApiClient({ fetch: f.fetch });
    expect(() => client.list('../secret')).toThrow("Invalid entity name '../secret'");
    expect(() => client.get('Task', '')).toThrow('Invalid id for Task: expected a non-empty string.');
    expect(() => client.upsert('Task', null as unknown as object)).toThrow('Invalid Task record');
    expect(() => client.upsert('Task', [1] as unknown as object[])).toThrow(
      'every array item must be an object',
    );
    expect(() => entityQueryParams({ top: -1 })).toThrow("Invalid top '-1'");
    expect(() => entityQueryParams({ top: 1.5 })).toThrow("Invalid top '1.5'");
    expect(f.calls).toHaveLength(0);
  });

  it('builds id filters with quoted strings', () => {
    expect(filterString("O'Neil")).toBe("'O''Neil'");
    expect(idFilter(['a', 'b'])).toBe("id eq 'a' or id eq 'b'");
    expect(idFilter([])).toBe('');
  });
});

describe('time, account and import calls', () => {
  it('deletes time records in chunks of 150', async () => {
    const f = fakeFetch(() => ({ body: { success: true } }));
    const client = new ApiClient({ fetch: f.fetch });
    const records = Array.from({ length: 320 }, (_, i) => ({
      id: `t${i}`,
      inTimeStamp: '2026-01-01T08:00:00.000Z',
      outTimeStamp: null,
      extra: 'not sent',
    }));
    await client.time.removeMany(records);
    expect(TIME_DELETE_CHUNK).toBe(150);
    expect(f.calls.map((c) => (c.body as unknown[]).length)).toEqual([150, 150, 20]);
    expect(f.calls.every((c) => c.method === 'DELETE' && c.path === '/api/Time')).toBe(true);
    expect((f.calls[0]!.body as unknown[])[0]).toEqual({
      id: 't0',
      inTimeStamp: '2026-01-01T08:00:00.000Z',
      outTimeStamp: null,
    });
  });

  it('stops deleting at the first failed chunk', async () => {
    let n = 0;
    const f = fakeFetch(() => (++n === 2 ? { status: 409, body: { message: 'Batched' } } : { body: {} }));
    const client = new ApiClient({ fetch: f.fetch });
    const records = Array.from({ length: 400 }, (_, i) => ({ id: `t${i}` }));
    await expect(client.time.removeMany(records)).rejects.toMatchObject({ status: 409, message: 'Batched' });
    expect(f.calls).toHaveLength(2);
  });

  it('lists time with from/to and sends pings and preferences', async () => {
    const f = fakeFetch((c) => ({ body: c.path.endsWith('ping') ? { isActiveSession: true } : [] }));
    const client = new ApiClient({ fetch: f.fetch });
    await client.time.list({ from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' }, { top: 5 });
    await expect(client.account.ping(true)).resolves.toEqual({ isActiveSession: true });
    await client.account.ping();
    await client.account.savePreferences({ language: 'es' });
    expect(f.calls[0]?.query.get('from')).toBe('2026-01-01T00:00:00.000Z');
    expect(f.calls[0]?.query.get('top')).toBe('5');
    expect(f.calls[1]?.body).toEqual({ isNewSession: true });
    expect(f.calls[2]?.body).toEqual({});
    expect(f.calls[3]).toMatchObject({ path: '/api/account/preferences', body: { language: 'es' } });
  });

  it('imports CSV only for the contract entities', async () => {
    const f = fakeFetch(() => ({ body: { created: 2, updated: 1, errors: [] } }));
    const client = new ApiClient({ fetch: f.fetch });
    await expect(client.files.importCsv('Location', 'l.csv', 'f1')).resolves.toEqual({
      created: 2,
      updated: 1,
      errors: [],
    });
    expect(f.calls[0]).toMatchObject({
      path: '/api/Location/importcsv',
      body: { filename: 'l.csv', fileId: 'f1' },
    });
    expect(() => client.files.importCsv('Time' as 'Task', 'x.csv', 'f')).toThrow(
      'CSV import is not available for Time',
    );
  });

  it('uploads large files in chunks with uploadId, chunkIndex and chunkCount', async () => {
    const f = fakeFetch(() => ({
      body: { id: 'f9', fileName: 'big.csv', mimeType: 'text/csv', url: '/api/file/f9' },
    }));
    const client = new ApiClient({ fetch: f.fetch });
    const file = await client.files.upload(new Blob(['x'.repeat(25)]), 'big.csv', 10);
    expect(file.id).toBe('f9');
    const forms = f.calls.map((c) => c.body as FormData);
    expect(forms.map((fd) => fd.get('chunkIndex'))).toEqual(['0', '1', '2']);
    expect(forms.every((fd) => fd.get('chunkCount') === '3')).toBe(true);
    expect(new Set(forms.map((fd) => fd.get('uploadId'))).size).toBe(1);
    expect(await Promise.all(forms.map((fd) => (fd.get('file') as Blob).size))).toEqual([10, 10, 5]);
  });

  it('refuses an empty clock request', () => {
    const client = new ApiClient({ fetch: fakeFetch(() => ({})).fetch });
    expect(() => client.time.real([])).toThrow('Clock request needs at least one time record.');
  });
});
