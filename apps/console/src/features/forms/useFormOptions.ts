import { useApiClient, useEntityList } from '@wm/api';
import type { SelectType } from '@wm/domain';
import type { EntityOption } from '@wm/widgets';
import { useCallback, useMemo } from 'react';

interface Named {
  id: string;
  name?: string | null;
  code?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const nameOf = (r: Named) =>
  r.name?.trim() ||
  r.fullName?.trim() ||
  [r.firstName, r.lastName].filter(Boolean).join(' ') ||
  r.code ||
  r.id;

const opts = (rows: Named[] | undefined): EntityOption[] =>
  (rows ?? []).map((r) => ({ value: r.id, label: nameOf(r) }));

/**
 * Options of the entity selects of a form (platform spec 6: only what the user may see — a list
 * the user may not read stays empty), and the upload of Capture Media files.
 */
export function useFormOptions(enabled: boolean) {
  const client = useApiClient();
  const locations = useEntityList<Named>(
    enabled ? 'Location' : null,
    { orderby: 'name' },
    { shouldRetryOnError: false },
  );
  const tasks = useEntityList<Named>(
    enabled ? 'Task' : null,
    { orderby: 'name' },
    { shouldRetryOnError: false },
  );
  const assets = useEntityList<Named>(
    enabled ? 'Asset' : null,
    { orderby: 'name' },
    { shouldRetryOnError: false },
  );
  const devices = useEntityList<Named>(
    enabled ? 'Device' : null,
    { orderby: 'name' },
    { shouldRetryOnError: false },
  );
  const employees = useEntityList<Named>(
    enabled ? 'Employee' : null,
    { orderby: 'lastName' },
    { shouldRetryOnError: false },
  );
  const entityOptions = useMemo<Partial<Record<SelectType, EntityOption[]>>>(
    () => ({
      location: opts(locations.data),
      task: opts(tasks.data),
      asset: opts(assets.data),
      device: opts(devices.data),
      employee: opts(employees.data),
    }),
    [locations.data, tasks.data, assets.data, devices.data, employees.data],
  );
  const upload = useCallback(
    async (file: File, onProgress: (fraction: number) => void) => {
      const saved = await client.files.upload(file, file.name);
      onProgress(1);
      return { id: saved.id, fileName: saved.fileName, mimeType: saved.mimeType, url: saved.url };
    },
    [client],
  );
  return { entityOptions, upload };
}
