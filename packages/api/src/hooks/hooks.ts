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
