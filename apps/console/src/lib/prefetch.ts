import { type EntityQuery, entityListKey, FIRST_PAGE_ROWS, IDENTITY_KEY } from '@wm/api';
import { type Key, preload } from 'swr';
import { cache, SWRGlobalState, serialize } from 'swr/_internal';
import { apiClient } from './api.js';

/** SWR key and path of the signed-in user's EmployeePrefs (the time editor's first request). */
export const EMPLOYEE_PREFS_KEY = '/EmployeePrefs';

/** Fields of the Locations tree (the rest of a location arrives when it is opened). */
export const LOCATION_TREE_SELECT = 'name,code,parent_id,status';

/**
 * The list query of Settings > Employees (useEntityPages): every status, the fields its list shows.
 */
export const EMPLOYEE_LIST_QUERY = {
  includeInactiveData: true,
  includeSensitiveData: true,
  select: [
    'code',
    'firstName',
    'middleName',
    'lastName',
    'fullName',
    'email',
    'user',
    'status',
    'division_id',
    'department_id',
  ],
} as const satisfies EntityQuery;

/**
 * The list query of a Locations / Tasks / Devices screen (usePlaceEditor): by name, inactive
 * records on request, only the `select` fields. One function for the screen and the prefetch,
 * so both give the same SWR key (entityListKey serializes the query's keys in this order).
 */
export function placeListQuery(select: string | undefined, includeInactive: boolean): EntityQuery {
  return { orderby: 'name', includeInactiveData: includeInactive || undefined, select };
}

/** The root records of a tree entity's list query (parent_id empty). */
export function rootsQuery(query: EntityQuery): EntityQuery {
  return { ...query, filter: 'parent_id eq null' };
}

/**
 * Starts a request into SWR's preload cache (a no-op outside a browser); the screen's hook with the
 * same key takes it instead of sending its own. A request that fails (401 signed out, 403 no access)
 * is dropped from that cache, not reported as unhandled: left there, it would be the answer of the
 * screen's next visit (after signing in), so the hook asks again instead.
 */
function start(key: Key, fetcher: () => Promise<unknown>): void {
  const request: Promise<unknown> | undefined = preload(key, fetcher);
  request?.catch(() => {
    const [serialized] = serialize(key);
    const preloads = SWRGlobalState.get(cache)?.[3];
    if (preloads && preloads[serialized] === request) delete preloads[serialized];
  });
}

/**
 * Starts the signed-in user's identity (GET /account/identity) when the signed-in frame's route is
 * matched, in parallel with the frame's chunks rather than after them (issue 20: fewer round trips
 * before the first rows). useIdentity then takes this request instead of sending its own.
 */
export function prefetchIdentity(): void {
  start(IDENTITY_KEY, () => apiClient.account.identity());
}

function prefetchList(entity: string, query: EntityQuery): void {
  start(entityListKey(entity, query), () => apiClient.list(entity, query));
}

/** First data of a screen, by route path: what the screen shows as its first rows. */
const SCREEN_DATA: Readonly<Record<string, () => void>> = {
  '/settings/locations/': () =>
    prefetchList('v2.1/Location', rootsQuery(placeListQuery(LOCATION_TREE_SELECT, false))),
  // useEntityPages' first page (its key: the query and `top`).
  '/settings/employees/': () => prefetchList('Employee', { ...EMPLOYEE_LIST_QUERY, top: FIRST_PAGE_ROWS }),
  '/assets/inventory/': () => prefetchList('Asset', placeListQuery(undefined, false)),
  // The editor asks for its records once the user's preferences (saved filters) are in.
  '/time/editor/': () => start(EMPLOYEE_PREFS_KEY, () => apiClient.http.get(EMPLOYEE_PREFS_KEY)),
};

/**
 * Starts the first data request of the screen at `path` (a menu path such as '/settings/locations/')
 * when its route is matched, in parallel with its chunk, so the rows do not wait for the chunk to
 * load, run and ask (issue 20). Paths without an entry do nothing. The screen's own hook (same SWR
 * key) takes the answer; the server checks access as for any request.
 */
export function prefetchScreenData(path: string): void {
  SCREEN_DATA[path]?.();
}
