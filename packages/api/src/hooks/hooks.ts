import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { EntityQuery, EntityRecord } from '../client/entities.js';
import type { Identity } from '../client/types.js';
import { useApiClient } from './context.js';

/** SWR key of the identity; `mutate(IDENTITY_KEY)` reloads it after preference or EULA changes. */
export const IDENTITY_KEY = '/account/identity';

/**
 * The signed-in user's identity (GET /account/identity). `error` is an ApiError with status 401 when
 * nobody is signed in. Not retried on error (a 401 is an answer, not a glitch).
 */
export function useIdentity(config?: SWRConfiguration<Identity>): SWRResponse<Identity> {
  const client = useApiClient();
  return useSWR<Identity>(IDENTITY_KEY, () => client.account.identity(), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    ...config,
  });
}

/** SWR key of an entity list: ['entity-list', entity, query]. Lists of one entity share the prefix. */
export function entityListKey(entity: string, query?: EntityQuery) {
  return ['entity-list', entity, JSON.stringify(query ?? {})] as const;
}

/**
 * An entity list (GET /{Entity} with the query options). Pass `entity = null` to wait (no request).
 * Revalidate all lists of an entity with `mutate((key) => Array.isArray(key) && key[1] === entity)`
 * or with `useEntityMutations().reloadEntity(entity)`.
 */
export function useEntityList<T = EntityRecord>(
  entity: string | null,
  query?: EntityQuery,
  config?: SWRConfiguration<T[]>,
): SWRResponse<T[]> {
  const client = useApiClient();
  const key = entity ? entityListKey(entity, query) : null;
  return useSWR<T[]>(key, () => client.list<T>(entity as string, query), {
    revalidateOnFocus: false,
    ...config,
  });
}

/** The first page and the chunk size of `useEntityPages` (rows). */
export const FIRST_PAGE_ROWS = 100;
export const NEXT_PAGE_ROWS = 2000;

/**
 * Fetches every row after the first page of an entity list, `NEXT_PAGE_ROWS` at a time (skip/top),
 * until a page comes back short. Pure apart from `list`; throws what `list` throws.
 */
export async function fetchRemainingPages<T>(
  list: (query: EntityQuery) => Promise<T[]>,
  query: EntityQuery,
  firstPageRows: number,
  pageRows: number = NEXT_PAGE_ROWS,
): Promise<T[]> {
  const out: T[] = [];
  for (let skip = firstPageRows; ; skip += pageRows) {
    const page = await list({ ...query, top: pageRows, skip });
    out.push(...page);
    if (page.length < pageRows) return out;
  }
}

/**
 * An entity list shown before it has all arrived (issue 20): the first `firstPageRows` rows (one
 * request, so a screen shows its first rows at once), then the rest in the background in chunks of
 * `NEXT_PAGE_ROWS`. `data` is what has arrived (undefined until the first page), `complete` tells
 * whether that is all of it. Both requests are entity-list keys of `entity`, so reloading the
 * entity's lists (`useEntityMutations().reloadEntity`, live updates) reloads them. `entity = null`
 * waits. The query's own `top`/`skip` are ignored.
 */
export function useEntityPages<T = EntityRecord>(
  entity: string | null,
  query: EntityQuery = {},
  firstPageRows: number = FIRST_PAGE_ROWS,
): {
  data: T[] | undefined;
  complete: boolean;
  error: Error | undefined;
  isLoading: boolean;
  isValidating: boolean;
  /** Reloads the first page and the rest. */
  mutate: () => Promise<void>;
} {
  const client = useApiClient();
  const { top: _top, skip: _skip, ...base } = query;
  const first = useSWR<T[]>(
    entity ? entityListKey(entity, { ...base, top: firstPageRows }) : null,
    () => client.list<T>(entity as string, { ...base, top: firstPageRows }),
    { revalidateOnFocus: false },
  );
  const more = Boolean(entity && first.data && first.data.length >= firstPageRows);
  const rest = useSWR<T[]>(
    more ? entityListKey(entity as string, { ...base, skip: firstPageRows }) : null,
    () => fetchRemainingPages((q) => client.list<T>(entity as string, q), base, firstPageRows),
    { revalidateOnFocus: false },
  );
  const data = useMemo(
    () => (first.data && rest.data ? [...first.data, ...rest.data] : first.data),
    [first.data, rest.data],
  );
  return {
    data,
    complete: first.data !== undefined && (!more || rest.data !== undefined),
    error: (first.error ?? rest.error) as Error | undefined,
    isLoading: first.isLoading,
    isValidating: first.isValidating || rest.isValidating,
    mutate: async () => {
      await Promise.all([first.mutate(), rest.mutate()]);
    },
  };
}

/** One entity record (GET /{Entity}/{id}); `id = null` waits. A missing record gives an ApiError 404. */
export function useEntity<T = EntityRecord>(
  entity: string | null,
  id: string | null | undefined,
  query?: EntityQuery,
  config?: SWRConfiguration<T>,
): SWRResponse<T> {
  const client = useApiClient();
  const key = entity && id ? (['entity', entity, id, JSON.stringify(query ?? {})] as const) : null;
  return useSWR<T>(key, () => client.get<T>(entity as string, id as string, query), {
    revalidateOnFocus: false,
    ...config,
  });
}

/**
 * Time records between `from` and `to` (ISO UTC; GET /Time?from=&to=). Keyed like an entity list of
 * 'Time', so reloading 'Time' lists refreshes it.
 */
export function useTimeRecords<T = EntityRecord>(
  range: { from?: string; to?: string } | null,
  query: EntityQuery = {},
  config?: SWRConfiguration<T[]>,
): SWRResponse<T[]> {
  const merged = range
    ? { ...query, params: { ...query.params, from: range.from, to: range.to } }
    : undefined;
  return useEntityList<T>(range ? 'Time' : null, merged, config);
}

/**
 * Records of a lookup entity by id through the lookup manager (batched, cached). Resolves to a map
 * from id to record (null for missing ids). Throws for non-lookup entities like `LookupManager.lookup`.
 */
export function useLookup<T extends EntityRecord = EntityRecord>(
  entity: string,
  ids: readonly (string | null | undefined)[],
): SWRResponse<Map<string, T | null>> {
  const client = useApiClient();
  const unique = useMemo(
    () => [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))].sort(),
    [ids],
  );
  const key = unique.length ? (['lookup', entity, unique.join(',')] as const) : null;
  return useSWR<Map<string, T | null>>(
    key,
    async () => {
      const records = await client.lookups.lookup<T>(entity, unique);
      return new Map(unique.map((id, i) => [id, records[i] ?? null]));
    },
    { revalidateOnFocus: false },
  );
}

/**
 * The server clock offset in ms (server minus local, from GET /utc) so screens can show server time:
 * `Date.now() + offset`. 0 until loaded or when the call fails.
 */
export function useServerTimeOffset(): number {
  const client = useApiClient();
  const { data } = useSWR(
    '/utc',
    async () => {
      const before = Date.now();
      const { timestamp } = await client.utc();
      const after = Date.now();
      const server = Date.parse(timestamp);
      if (Number.isNaN(server)) return 0;
      // The answer was made roughly halfway through the round trip.
      return server - (before + after) / 2;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data ?? 0;
}
