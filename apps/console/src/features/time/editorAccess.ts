import type { TimeRecord } from '@wm/domain';

const E = '/time/editor/';

/**
 * Edit and delete rights on time records (time spec 6): own records need my-time/edit (plus the
 * per-field my-time/time/edit for In/Out) or my-time/delete, others' the others-time keys. A selection can be deleted
 * only when every record in it may be (the spec refuses a delete that includes own time without
 * my-time delete, or others' time without others-time delete). An empty selection cannot.
 */
export function timeRecordRights(
  can: (path: string, key?: string) => boolean,
  selfEmployeeId: string | null | undefined,
) {
  const mine = (r: Pick<TimeRecord, 'employee_id'>) =>
    Boolean(selfEmployeeId) && r.employee_id === selfEmployeeId;
  // Editing In/Out needs the record's edit key and its "time" field key (the server checks both).
  const canEdit = (r: Pick<TimeRecord, 'employee_id'>) => {
    const who = mine(r) ? 'my-time' : 'others-time';
    return can(E, `${who}/edit`) && can(E, `${who}/time/edit`);
  };
  const canDelete = (r: Pick<TimeRecord, 'employee_id'>) =>
    can(E, mine(r) ? 'my-time/delete' : 'others-time/delete');
  return {
    mine,
    canEdit,
    canDelete,
    canDeleteAll: (records: readonly Pick<TimeRecord, 'employee_id'>[]) =>
      records.length > 0 && records.every(canDelete),
    /** Whether any delete or edit button should show at all. */
    anyEdit: can(E, 'my-time/edit') || can(E, 'others-time/edit'),
    anyDelete: can(E, 'my-time/delete') || can(E, 'others-time/delete'),
  };
}
