import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiClient } from './client/ApiClient.js';
import type { EntityRecord } from './client/entities.js';
import { useApiClient } from './hooks/context.js';
import type { TimeAllocationRequest } from './schemas/allocation.js';

/** Path of Upsert TimeAllocation (time spec 7). */
export const TIME_ALLOCATION_PATH = '/TimeAllocation';

/**
 * POST /TimeAllocation (time spec 7 "Upsert TimeAllocation"): splits the original records by the
 * segments; resolves to the saved time records (source 'allocator'). Rejects with an ApiError whose
 * message is the server's (400 a rule message, 403 a missing privilege, 409 records changed since loading).
 */
export function postTimeAllocation<T = EntityRecord>(
  client: ApiClient,
  request: TimeAllocationRequest,
): Promise<T[]> {
  return client.http.post<T[]>(TIME_ALLOCATION_PATH, request);
}

/**
 * A function that posts a TimeAllocation and then revalidates every loaded Time list (the editor's
 * records), resolving to the saved records.
 */
export function useTimeAllocation<T = EntityRecord>(): (request: TimeAllocationRequest) => Promise<T[]> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (request: TimeAllocationRequest) => {
      const saved = await postTimeAllocation<T>(client, request);
      await mutate((key) => Array.isArray(key) && key[0] === 'entity-list' && key[1] === 'Time');
      return saved;
    },
    [client, mutate],
  );
}
