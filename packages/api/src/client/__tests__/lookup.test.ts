import { describe, expect, it } from 'vitest';
import { ApiClient } from '../ApiClient.js';
import { isLookupEntity, LookupManager } from '../lookup.js';
import { fakeFetch } from './fakeFetch.js';

/** Answers a look-up with one record per `id eq 'x'` in the filter, except ids starting with 'missing'. */
function lookupServer(fail?: (filter: string) => boolean) {
  return fakeFetch((call) => {
    const filter = call.query.get('filter') ?? '';
    if (fail?.(filter)) return { status: 500, body: { message: 'boom' } };
    const ids = [...filter.matchAll(/id eq '([^']*)'/g)].map((m) => m[1]!);
    return { body: ids.filter((id) => !id.startsWith('missing')).map((id) => ({ id, name: `name ${id}` })) };
  });
}

const idsIn = (filter: string | null) => [...(filter ?? '').matchAll(/id eq '([^']*)'/g)].map((m) => m[1]);

describe('LookupManager', () => {
  it('batches ids asked in the same tick into one request with id eq ... or ...', async () => {
    const f = lookupServer();
    const client = new ApiClient({ fetch: f.fetch });
    const [a, b] = await Promise.all([
      client.lookups.lookup('Employee', ['e1', 'e2']),
      client.lookups.lookupOne('Employee', 'e3'),
    ]);
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]?.path).toBe('/api/Employee');
    expect(f.calls[0]?.query.get('filter')).toBe("id eq 'e1' or id eq 'e2' or id eq 'e3'");
    expect(f.calls[0]?.query.get('includeInactiveData')).toBe('true');
    expect(f.calls[0]?.query.get('includeDeletedData')).toBe('true');
    expect(a.map((r) => r?.id)).toEqual(['e1', 'e2']);
    expect(b?.name).toBe('name e3');
  });

  it('chunks 30 ids per request (40 for File)', async () => {
    const f = lookupServer();
    const client = new ApiClient({ fetch: f.fetch });
    const ids = Array.from({ length: 75 }, (_, i) => `l${i}`);
    const files = Array.from({ length: 85 }, (_, i) => `f${i}`);
    const [locations, stored] = await Promise.all([
      client.lookups.lookup('Location', ids),
      client.lookups.lookup('File', files),
    ]);
    const sizes = (path: string) =>
      f.calls.filter((c) => c.path === path).map((c) => idsIn(c.query.get('filter')).length);
    expect(sizes('/api/Location')).toEqual([30, 30, 15]);
    expect(sizes('/api/File')).toEqual([40, 40, 5]);
    expect(locations.map((r) => r?.id)).toEqual(ids);
    expect(stored).toHaveLength(85);
  });

  it('dedupes ids, serves the cache, and shares in-flight requests', async () => {
    const f = lookupServer();
    const client = new ApiClient({ fetch: f.fetch });
    const first = client.lookups.lookup('Task', ['t1', 't1', 't2']);
    const result = await first;
    expect(idsIn(f.calls[0]!.query.get('filter'))).toEqual(['t1', 't2']);
    expect(result.map((r) => r?.id)).toEqual(['t1', 't1', 't2']);
    // Cached: no new request.
    await client.lookups.lookup('Task', ['t2', 't1']);
    expect(f.calls).toHaveLength(1);
    // A new id only asks for the new one.
    await client.lookups.lookup('Task', ['t1', 't3']);
    expect(f.calls).toHaveLength(2);
    expect(idsIn(f.calls[1]!.query.get('filter'))).toEqual(['t3']);
    // Two look-ups in separate ticks while the first is still in flight share it.
    const manual: (() => void)[] = [];
    const m = new LookupManager(client.entities, { schedule: (fn) => manual.push(fn) });
    const p1 = m.lookupOne('Asset', 'a1');
    manual.shift()?.();
    const p2 = m.lookupOne('Asset', 'a1');
    expect(manual).toHaveLength(0);
    await expect(Promise.all([p1, p2])).resolves.toEqual([
      { id: 'a1', name: 'name a1' },
      { id: 'a1', name: 'name a1' },
    ]);
    expect(f.calls.filter((c) => c.path === '/api/Asset')).toHaveLength(1);
  });

  it('resolves missing ids to null, caches them, and ignores empty ids', async () => {
    const f = lookupServer();
    const client = new ApiClient({ fetch: f.fetch });
    await expect(client.lookups.lookup('Device', ['d1', 'missing1', ''])).resolves.toEqual([
      { id: 'd1', name: 'name d1' },
      null,
      null,
    ]);
    expect(idsIn(f.calls[0]!.query.get('filter'))).toEqual(['d1', 'missing1']);
    await client.lookups.lookupOne('Device', 'missing1');
    expect(f.calls).toHaveLength(1);
    expect(client.lookups.peek('Device', 'missing1')).toBeNull();
    expect(client.lookups.peek('Device', 'never')).toBeUndefined();
  });

  it('invalidates the cache by entity and id', async () => {
    const f = lookupServer();
    const client = new ApiClient({ fetch: f.fetch });
    await client.lookups.lookup('Location', ['l1', 'l2']);
    client.lookups.invalidate('Location', 'l1');
    await client.lookups.lookup('Location', ['l1', 'l2']);
    expect(idsIn(f.calls[1]!.query.get('filter'))).toEqual(['l1']);
    client.lookups.invalidate('Location');
    await client.lookups.lookup('Location', ['l1', 'l2']);
    expect(idsIn(f.calls[2]!.query.get('filter'))).toEqual(['l1', 'l2']);
    client.lookups.invalidate();
    await client.lookups.lookupOne('Location', 'l2');
    expect(f.calls).toHaveLength(4);
  });

  it('throws for entities that are not lookups', () => {
    const client = new ApiClient({ fetch: lookupServer().fetch });
    expect(() => client.lookups.lookup('Time', ['x'])).toThrow(
      'Entity Time is not a lookup. Please use wmQueryManager instead.',
    );
    expect(() => client.lookups.lookup('FormSubmission', ['x'])).toThrow(
      'Entity FormSubmission is not a lookup. Please use wmQueryManager instead.',
    );
    expect(isLookupEntity('v2.0/Employee')).toBe(true);
    expect(isLookupEntity('v2.0/Company')).toBe(false);
  });

  it('treats versioned names as the same cached entity', async () => {
    const f = lookupServer();
    const client = new ApiClient({ fetch: f.fetch });
    await client.lookups.lookupOne('v2.0/Employee', 'e1');
    expect(f.calls[0]?.path).toBe('/api/v2.0/Employee');
    await client.lookups.lookupOne('Employee', 'e1');
    expect(f.calls).toHaveLength(1);
  });

  it('rejects the ids of a failed chunk without caching them, then retries', async () => {
    let failing = true;
    const f = lookupServer(() => failing);
    const client = new ApiClient({ fetch: f.fetch });
    await expect(client.lookups.lookup('Task', ['t1'])).rejects.toMatchObject({
      status: 500,
      message: 'boom',
    });
    expect(client.lookups.peek('Task', 't1')).toBeUndefined();
    failing = false;
    await expect(client.lookups.lookupOne('Task', 't1')).resolves.toEqual({ id: 't1', name: 'name t1' });
    expect(f.calls).toHaveLength(2);
  });
});
