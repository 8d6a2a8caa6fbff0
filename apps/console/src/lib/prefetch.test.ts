import { beforeEach, describe, expect, it, vi } from 'vitest';

const list = vi.fn(async () => []);
const identity = vi.fn(async () => ({}));
const get = vi.fn(async () => ({}));
vi.mock('./api.js', () => ({ apiClient: { list, account: { identity }, http: { get } } }));

// SWR's preload does nothing where there is no window (server rendering): give it one before it loads.
vi.stubGlobal('window', globalThis);
const { entityListKey } = await import('@wm/api');
const { cache, SWRGlobalState } = await import('swr/_internal');
const {
  EMPLOYEE_LIST_QUERY,
  EMPLOYEE_PREFS_KEY,
  LOCATION_TREE_SELECT,
  placeListQuery,
  prefetchScreenData,
  rootsQuery,
} = await import('./prefetch.js');

describe('prefetch (issue 20: a screen’s first data with its chunk)', () => {
  beforeEach(() => {
    list.mockClear();
    // Requests a test started and no hook took stay in SWR's preload cache: start each test empty.
    const preloads = SWRGlobalState.get(cache)?.[3] ?? {};
    for (const key of Object.keys(preloads)) delete preloads[key];
  });

  it('asks the Locations roots with the query usePlaceEditor keys them by', () => {
    prefetchScreenData('/settings/locations/');
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith('v2.1/Location', {
      orderby: 'name',
      select: 'name,code,parent_id,status',
      filter: 'parent_id eq null',
    });
    // The SWR key the screen's hook uses (usePlaceEditor: rootsQuery(placeListQuery(...))).
    expect(entityListKey('v2.1/Location', rootsQuery(placeListQuery(LOCATION_TREE_SELECT, false)))[2]).toBe(
      '{"orderby":"name","select":"name,code,parent_id,status","filter":"parent_id eq null"}',
    );
  });

  it('asks the first page of Employees (useEntityPages: the query and top)', () => {
    prefetchScreenData('/settings/employees/');
    expect(list).toHaveBeenCalledWith('Employee', { ...EMPLOYEE_LIST_QUERY, top: 100 });
  });

  it('asks the time editor its user preferences, which its records wait for (useEditorPrefs key)', () => {
    prefetchScreenData('/time/editor/');
    expect(get).toHaveBeenCalledWith('/EmployeePrefs');
    expect(EMPLOYEE_PREFS_KEY).toBe('/EmployeePrefs');
    expect(list).not.toHaveBeenCalled();
  });

  it('sends a request once while it is pending, and nothing for screens without an entry', () => {
    prefetchScreenData('/assets/inventory/');
    prefetchScreenData('/assets/inventory/');
    prefetchScreenData('/time/kiosk/');
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith('Asset', { orderby: 'name' });
  });

  it('drops a request that failed, so the next visit asks again (not the old 401)', async () => {
    list.mockRejectedValueOnce(new Error('401'));
    prefetchScreenData('/settings/employees/');
    await new Promise((r) => setTimeout(r, 0));
    prefetchScreenData('/settings/employees/');
    expect(list).toHaveBeenCalledTimes(2);
  });
});
