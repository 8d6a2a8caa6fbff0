import type { AllowedIdLists } from '@wm/domain';
import useSWR from 'swr';
import { apiClient } from '../../lib/api.js';

/**
 * What pickers may offer for the selected employees (service spec 6): GET
 * /api/permissions/allowed?employeeIds=a,b -> the ids of locations, tasks, assets, forms and
 * custom-list options their permission sets and profiles give (the intersection over them; null =
 * not limited; the caller's own limits apply on top for a non-administrator). With no employees:
 * the caller's own limits. Use with `limitToAllowed(items, data?.locationIds)` of @wm/domain.
 * The server limits every list it answers to a non-administrator the same way; this keeps a
 * picker for *other* employees (time editor, tickets) from offering what they may not use.
 */
export function useAllowedIds(employeeIds: readonly string[] = []) {
  const ids = [...new Set(employeeIds)].sort().join(',');
  return useSWR<AllowedIdLists>(
    ['permissions-allowed', ids],
    () => apiClient.http.get<AllowedIdLists>('/permissions/allowed', ids ? { employeeIds: ids } : undefined),
    { revalidateOnFocus: false },
  );
}
