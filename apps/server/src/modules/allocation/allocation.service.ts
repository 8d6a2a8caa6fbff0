import { randomUUID } from 'node:crypto';
import type { TimeAllocationRequest } from '@wm/api/schemas';
import {
  ALLOCATION_MESSAGES,
  type AllocatableRecord,
  type AllocatedPiece,
  type AllocationSegment,
  allocationSpanOf,
  checkAllocationSelection,
  splitRecords,
  validateSegments,
} from '@wm/domain';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import type { EntityRegistry } from '../../platform/entities/repository.js';
import type { EntityRecord } from '../../platform/entities/types.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { assertPermitted, permittedIds } from '../permissions/index.js';
import { isoOrNull, requireFieldEdits, requireTimeEdit, withTrustedTimeWrite } from '../time/index.js';

/** Messages of the allocation call (all in @wm/domain, so the console can translate them). */
export const ALLOCATION_SERVER_MESSAGES = {
  changed: ALLOCATION_MESSAGES.changed,
  duplicate: ALLOCATION_MESSAGES.duplicate,
  unitsNotTracked: ALLOCATION_MESSAGES.unitsNotTracked,
  tooMany: ALLOCATION_MESSAGES.tooMany,
} as const;

/** Most time records one allocation may write (records x segments they cross). */
export const MAX_ALLOCATED_RECORDS = 2000;

/** Refusal when a segment gives an employee a task, location or asset outside their permission sets. */
export function notPermittedMessage(label: string, id: string, employeeId: string): string {
  return `${label} ${id} is not permitted for employee ${employeeId}.`;
}

/**
 * Checks the task, location, assets and custom list options a segment sets against the permission sets of each employee
 * the segment gives them to (service spec 6: choices are limited to what the employees' permissions
 * allow) and of the caller (404 as for a record they cannot see). 400 `notPermittedMessage`.
 */
async function checkPermitted(
  db: Db,
  auth: Auth,
  pieces: readonly AllocatedPiece[],
  segments: readonly AllocationSegment[],
): Promise<void> {
  const cache = new Map<string, string[] | null>();
  const allowed = async (employeeId: string, kind: 'task' | 'location' | 'asset' | 'customListOption') => {
    const key = `${employeeId}|${kind}`;
    if (!cache.has(key)) cache.set(key, await permittedIds(db, auth.companyId!, employeeId, kind));
    return cache.get(key) ?? null;
  };
  const checked = new Set<string>();
  for (const p of pieces) {
    const s = segments[p.segmentIndex];
    if (!s) continue;
    type Kind = 'task' | 'location' | 'asset' | 'customListOption';
    const wanted: [Kind, string, string][] = [];
    if (s.task_id) wanted.push(['task', 'Task', s.task_id]);
    if (s.location_id) wanted.push(['location', 'Location', s.location_id]);
    for (const id of s.assetIds ?? []) wanted.push(['asset', 'Asset', id]);
    for (const id of [s.customList1Option_id, s.customList2Option_id, s.customList3Option_id]) {
      if (id) wanted.push(['customListOption', 'Custom list option', id]);
    }
    for (const [kind, label, id] of wanted) {
      const key = `${p.employee_id}|${kind}|${id}`;
      if (checked.has(key)) continue;
      checked.add(key);
      await assertPermitted(db, auth, kind, id);
      const ids = await allowed(p.employee_id, kind);
      if (ids !== null && !ids.includes(id)) throw badRequest(notPermittedMessage(label, id, p.employee_id));
    }
  }
}

/** Fields a new piece copies from its source record; everything else starts empty. */
const COPIED_FIELDS = [
  'employee_id',
  'device_id',
  'customList1Option_id',
  'customList2Option_id',
  'customList3Option_id',
  'customFields',
  'unitMeasure',
  'payType',
  'payCode',
  'bypassAutoLunch',
  'bypassForceInTime',
  'bypassForceOutTime',
  'disclaimerAccepted',
] as const;
/** The OUT side of a clocked record: it belongs to the last piece of the record. */
const OUT_FIELDS = ['outLat', 'outLon', 'outDistance', 'outPhoto_id', 'outFormSubmissionIds'] as const;
const NO_GPS = -1000;
/** The OUT side of a piece that ends at a segment boundary, not at the clocked OUT. */
const CUT_OUT_END = {
  outLat: NO_GPS,
  outLon: NO_GPS,
  outDistance: null,
  outPhoto_id: null,
  outFormSubmissionIds: [],
};

interface Deps {
  db: Db;
  entities: EntityRegistry;
}

/** Checks that referenced tasks, locations and assets exist in the caller's company (400 naming one that does not). */
async function checkReferences(
  db: Db,
  companyId: string,
  segments: readonly AllocationSegment[],
): Promise<void> {
  const refs: [table: string, label: string, ids: string[]][] = [
    ['task', 'Task', segments.map((s) => s.task_id).filter((x): x is string => !!x)],
    ['location', 'Location', segments.map((s) => s.location_id).filter((x): x is string => !!x)],
    ['asset', 'Asset', segments.flatMap((s) => s.assetIds ?? [])],
  ];
  for (const [table, label, ids] of refs) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) continue;
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM ${table} WHERE company_id = $1 AND id = ANY($2::text[]) AND status <> 3`,
      [companyId, unique],
    );
    const found = new Set(rows.map((r) => r.id));
    const missing = unique.find((id) => !found.has(id));
    if (missing) throw badRequest(`${label} ${missing} not found.`);
  }
}

/** productivityUnitTracking of tasks by id ('none' when unset). */
async function taskTracking(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.query<{ id: string; tracking: string | null }>(
    `SELECT id, data->>'productivityUnitTracking' AS tracking FROM task WHERE company_id = $1 AND id = ANY($2::text[])`,
    [companyId, unique],
  );
  return new Map(rows.map((r) => [r.id, r.tracking ?? 'none']));
}

/**
 * Upsert TimeAllocation (time spec 4 "Allocation", 5 "Allocation, close, process", 7): splits the
 * caller's selected records by the segments, in one transaction, and returns the saved records
 * (source 'allocator'), the kept ones first.
 *
 * Refusals: 404 a record not found (or not visible to the caller); 409 `changed` when a record's IN or
 * OUT differs from `originalRecords`; 400 with the spec's selection message (`checkAllocationSelection`),
 * a segment message (`validateSegments`), a missing task/location/asset, one outside an employee's
 * permission sets (`notPermittedMessage`), or units on a segment whose task does not track
 * productivity units; 403 when the caller may not edit a record's employee's time
 * or the fields the split changes (the editor's own privileges: Time:Edit:{My|Others}Time and the
 * per-field ones, e.g. Time:Edit:OthersTimeTime). The route also requires Time:Execute:AllocateRecords.
 *
 * Writes: the earliest piece of each record updates it in place (keeping id, notes and IN data); the
 * other pieces are new records (employee, device, custom lists and fields, pay type and flags copied;
 * no GPS on the cut ends; the record's OUT data moves to its last piece). Each write goes through the
 * Time entity, so every change is in time_audit (create/update with before and after).
 */
export async function allocateTime(
  deps: Deps,
  auth: Auth,
  body: TimeAllocationRequest,
): Promise<EntityRecord[]> {
  if (!auth.companyId) throw forbidden('Not authorized: no company selected');
  const ids = body.originalRecords.map((r) => r.id);
  if (new Set(ids).size !== ids.length) throw badRequest(ALLOCATION_SERVER_MESSAGES.duplicate);
  const companyId = auth.companyId;

  return deps.db.transaction(async (tx) => {
    // Lock the rows first, so two allocations of the same records run one after the other (the
    // second then sees the first's changes and answers 409).
    await tx.query(
      'SELECT id FROM time_record WHERE company_id = $1 AND id = ANY($2::text[]) ORDER BY id FOR UPDATE',
      [companyId, ids],
    );
    // Read in the caller's scope: records they cannot see are "not found".
    const scoped = deps.entities.repository('Time', auth, tx);
    const originals: EntityRecord[] = [];
    for (const o of body.originalRecords) {
      const existing = await scoped.get(o.id);
      if (!existing || existing.status === 3) throw notFound(`Time ${o.id} not found`);
      if (
        isoOrNull(existing.inTimeStamp) !== isoOrNull(o.inTimeStamp) ||
        isoOrNull(existing.outTimeStamp) !== isoOrNull(o.outTimeStamp)
      ) {
        throw conflict(ALLOCATION_SERVER_MESSAGES.changed);
      }
      originals.push(existing);
    }
    const records = originals as unknown as AllocatableRecord[];
    const selectionError = checkAllocationSelection(records);
    if (selectionError) throw badRequest(selectionError.message);
    const span = allocationSpanOf(records);
    const segments: AllocationSegment[] = body.allocatedRecords.map((s) => ({
      ...s,
      inTimeZone: s.inTimeZone ?? null,
      outTimeZone: s.outTimeZone ?? null,
    }));
    const segmentError = validateSegments(segments, span);
    if (segmentError) throw badRequest(segmentError.message);
    await checkReferences(tx, companyId, segments);

    const pieces = splitRecords(records, segments);
    if (pieces.length > MAX_ALLOCATED_RECORDS) throw badRequest(ALLOCATION_SERVER_MESSAGES.tooMany);
    const sorted = [...segments].sort((a, b) => Date.parse(a.inTimeStamp) - Date.parse(b.inTimeStamp));
    await checkPermitted(tx, auth, pieces, sorted);
    const tracking = await taskTracking(
      tx,
      companyId,
      pieces.map((p) => p.task_id).filter((x): x is string => !!x),
    );
    for (const p of pieces) {
      const s = sorted[p.segmentIndex];
      if (s?.units && s.units > 0 && (!p.task_id || (tracking.get(p.task_id) ?? 'none') === 'none')) {
        throw badRequest(ALLOCATION_SERVER_MESSAGES.unitsNotTracked);
      }
    }

    const byId = new Map(originals.map((r) => [r.id, r]));
    const lastOf = new Map<string, AllocatedPiece>();
    for (const p of pieces) {
      const prev = lastOf.get(p.sourceId);
      if (!prev || Date.parse(p.inTimeStamp) > Date.parse(prev.inTimeStamp)) lastOf.set(p.sourceId, p);
    }
    const writes = pieces.map((p) => {
      const source = byId.get(p.sourceId)!;
      const segmentUnits = sorted[p.segmentIndex]?.units;
      const fields: Record<string, unknown> = {
        inTimeStamp: p.inTimeStamp,
        outTimeStamp: p.outTimeStamp,
        inTimeZone: p.inTimeZone,
        outTimeZone: p.outTimeZone,
        task_id: p.task_id,
        location_id: p.location_id,
        assetIds: p.assetIds,
        units: p.units,
        customList1Option_id: p.customList1Option_id,
        customList2Option_id: p.customList2Option_id,
        customList3Option_id: p.customList3Option_id,
        customFields: p.customFields,
      };
      // The editor's privileges for what the user changes; units split automatically (the segment
      // sets none) count as unchanged.
      const { units: _units, ...userFields } = fields;
      requireTimeEdit(auth, source.employee_id as string);
      requireFieldEdits(
        auth,
        source,
        segmentUnits === undefined || segmentUnits === null ? userFields : fields,
      );
      const isLast = lastOf.get(p.sourceId) === p;
      const record: Record<string, unknown> = { ...fields, source: 'allocator', compileState: 'edit' };
      if (p.keepsSourceId) {
        record.id = source.id;
        if (!isLast) Object.assign(record, CUT_OUT_END);
      } else {
        record.id = randomUUID();
        for (const f of COPIED_FIELDS) if (source[f] !== undefined) record[f] = source[f];
        record.inLat = NO_GPS;
        record.inLon = NO_GPS;
        record.inTimeStampRaw = p.inTimeStamp;
        record.outTimeStampRaw = p.outTimeStamp;
        record.wasManuallyEdited = source.wasManuallyEdited === true;
        if (isLast) {
          for (const f of OUT_FIELDS) if (source[f] !== undefined) record[f] = source[f];
        } else {
          Object.assign(record, CUT_OUT_END);
        }
      }
      return record;
    });

    // Privileges and rules were checked above; save as a system write so the Time hooks keep the
    // allocator's source and only normalise and audit.
    const repo = deps.entities.repository('Time', auth, tx);
    return withTrustedTimeWrite({ action: 'system' }, async () => {
      const saved: EntityRecord[] = [];
      for (const w of writes) saved.push(await repo.save(w));
      return saved;
    });
  });
}
