import { useCallback } from 'react';
import useSWR from 'swr';
import { apiClient } from '../../lib/api.js';
import { EMPLOYEE_PREFS_KEY as KEY } from '../../lib/prefetch.js';
import type { EditorPrefs } from './editorPrefs.js';

/**
 * The signed-in user's EmployeePrefs (time spec 3 "Employee preferences", 7 "Upsert EmployeePrefs"):
 * `prefs` as loaded by GET /EmployeePrefs (undefined while loading), and `save(patch)`, which posts
 * the changed keys (each key replaced whole) and keeps the answer. Errors reach the caller.
 */
export function useEditorPrefs() {
  const swr = useSWR<EditorPrefs>(KEY, () => apiClient.http.get<EditorPrefs>(KEY), {
    revalidateOnFocus: false,
  });
  const { mutate } = swr;
  const save = useCallback(
    async (patch: Partial<EditorPrefs>) => {
      const next = await apiClient.http.post<EditorPrefs>(KEY, { preferences: patch });
      await mutate(next, { revalidate: false });
      return next;
    },
    [mutate],
  );
  return { prefs: swr.data, loaded: swr.data !== undefined || swr.error !== undefined, save };
}
