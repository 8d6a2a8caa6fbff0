import type { BindingAddress, DefaultContext } from '@wm/domain';

/** The one call the context needs: GET /{Entity}/{id} (the ApiClient's `get`). */
export interface RecordReader {
  get<T>(entity: string, id: string): Promise<T>;
}

/** What a fill is about: the filling employee and the record (location, asset, task) it was opened for. */
export interface FillRecord {
  employeeId?: string | null;
  locationId?: string | null;
  assetId?: string | null;
  taskId?: string | null;
}

interface Named {
  id: string;
  name?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  code?: string | null;
  email?: string | null;
  department_id?: string | null;
  division_id?: string | null;
  address?: BindingAddress | null;
}

/**
 * Reads what the default-value bindings of platform spec 3 need for one fill: the employee (names,
 * code, e-mail, and the names of their department and division) and the record's location (name,
 * address), asset and task. A record the caller may not read, or a failed call, is left out, so its
 * bindings fall back to the control's fixed value. `now`/`timeZone` are the fill's clock and zone.
 */
export async function loadDefaultContext(
  client: RecordReader,
  record: FillRecord,
  base: Pick<DefaultContext, 'company' | 'now' | 'timeZone'>,
): Promise<DefaultContext> {
  const read = (entity: string, id: string | null | undefined): Promise<Named | null> =>
    id ? client.get<Named>(entity, id).catch(() => null) : Promise.resolve(null);
  const [employee, location, asset, task] = await Promise.all([
    read('Employee', record.employeeId),
    read('Location', record.locationId),
    read('Asset', record.assetId),
    read('Task', record.taskId),
  ]);
  const [department, division] = await Promise.all([
    read('Department', employee?.department_id),
    read('Division', employee?.division_id),
  ]);
  return {
    ...base,
    employee: employee && {
      fullName:
        employee.fullName ?? ([employee.firstName, employee.lastName].filter(Boolean).join(' ') || null),
      firstName: employee.firstName ?? null,
      lastName: employee.lastName ?? null,
      code: employee.code ?? null,
      email: employee.email ?? null,
      department: department?.name ?? null,
      division: division?.name ?? null,
    },
    location: location && { id: location.id, name: location.name ?? null, address: location.address ?? null },
    asset: asset && { id: asset.id, name: asset.name ?? null },
    task: task && { id: task.id, name: task.name ?? null },
  };
}
