import { AssetAssignmentSchema, AssetLookupSchema, AssetUsageSchema } from '@wm/api/schemas';
import {
  type AssetNote,
  applyMileage,
  isDomainError,
  isReassignment,
  lastMileage,
  type MileageEntry,
  PRIV,
  prepareAssetNotes,
  usageHours,
} from '@wm/domain';
import { holdsAny } from '../../platform/auth/context.js';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, forbidden, HttpError } from '../../platform/errors.js';
import type {
  EntityContext,
  EntityDefinition,
  EntityHooks,
  EntityRecord,
} from '../../platform/entities/types.js';

/** A DomainError as a 400 with the spec's message; anything else is rethrown. */
export function asHttp(e: unknown): never {
  if (isDomainError(e)) throw new HttpError(400, e.message);
  throw e;
}

const can = (auth: Auth, priv: string) => auth.isAdministrator || holdsAny(auth, [priv]);

/** Checks that a reference points to a record of `entity` in the caller's company (any status but deleted). */
async function requireRef(ctx: EntityContext, entity: string, field: string, id: unknown): Promise<void> {
  if (id === null || id === undefined || id === '') return;
  const found = await ctx.db.query<{ status: number }>(
    `SELECT status FROM ${TABLES[entity]} WHERE id = $1 AND company_id = $2`,
    [id, ctx.auth.companyId],
  );
  if (found.length === 0 || found[0]!.status === 3)
    throw badRequest(`${field}: ${entity} ${String(id)} not found`);
}
const TABLES: Record<string, string> = {
  Asset: 'asset',
  Employee: 'employee',
  Location: 'location',
  Task: 'task',
  Division: 'division',
  Department: 'department',
  Vendor: 'vendor',
};

/** The current (latest) assignment of each asset: asset_id -> row. */
export async function currentAssignments(
  db: Db,
  companyId: string,
  assetIds: readonly string[] | null,
): Promise<
  Map<
    string,
    {
      id: string;
      assignee_id: string | null;
      location_id: string | null;
      data: Record<string, unknown>;
      assignedTimeStamp: string | null;
    }
  >
> {
  const rows = await db.query<{
    id: string;
    asset_id: string;
    assignee_id: string | null;
    location_id: string | null;
    data: Record<string, unknown>;
    assignedTimeStamp: Date | string | null;
  }>(
    `SELECT DISTINCT ON (asset_id) id, asset_id, assignee_id, location_id, data, "assignedTimeStamp"
       FROM asset_assignment
      WHERE company_id = $1 AND status = 1 ${assetIds ? 'AND asset_id = ANY($2::text[])' : ''}
      ORDER BY asset_id, "assignedTimeStamp" DESC NULLS LAST, created_at DESC`,
    assetIds ? [companyId, assetIds] : [companyId],
  );
  return new Map(
    rows.map((r) => [
      r.asset_id,
      {
        id: r.id,
        assignee_id: r.assignee_id,
        location_id: r.location_id,
        data: r.data ?? {},
        assignedTimeStamp:
          r.assignedTimeStamp instanceof Date ? r.assignedTimeStamp.toISOString() : r.assignedTimeStamp,
      },
    ]),
  );
}

/** Inserts a new assignment row (time spec 4: assignments are new records, never edits of old ones). */
export async function insertAssignment(
  db: Db,
  auth: Auth,
  input: {
    asset_id: string;
    assignee_id: string | null;
    location_id: string | null;
    scheduledDate?: string | null;
    dueDate?: string | null;
    timeZone?: string | null;
    notes?: string | null;
    isReassign: boolean;
  },
  previous: { assignee_id: string | null; location_id: string | null } | null,
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  const data = {
    assignor_id: auth.employeeId,
    previousAssignee_id: previous?.assignee_id ?? null,
    previousLocation_id: previous?.location_id ?? null,
    scheduledDate: input.scheduledDate || null,
    dueDate: input.dueDate || null,
    timeZone: input.timeZone ?? null,
    notes: input.notes ?? null,
    isNew: true,
    isReassign: input.isReassign,
  };
  await db.query(
    `INSERT INTO asset_assignment (id, company_id, asset_id, assignee_id, location_id, "assignedTimeStamp", data)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      id,
      auth.companyId,
      input.asset_id,
      input.assignee_id,
      input.location_id,
      now.toISOString(),
      JSON.stringify(data),
    ],
  );
  return id;
}

/** Notes compared by what a user can change (id, type, text, date), whatever the key order. */
const noteKey = (v: unknown) =>
  JSON.stringify(((v as AssetNote[] | undefined) ?? []).map((n) => [n.id, n.type, n.text, n.date ?? null]));
const sameNotes = (a: unknown, b: unknown) => noteKey(a) === noteKey(b);

/**
 * Rules of the Asset entity (time spec 4, 5 "Assets"): mileage (server-owned history; a lower entry
 * is refused with 'Mileage should be greater than previous mileage.'), notes (Assets:Edit:AssetNotes
 * to change, only type Asset kept, dated and authored), a deleted image clears image_id, references
 * of the company, no parent cycles, and a changed assignee or location writes a reassign
 * AssetAssignment record. Notes are hidden from callers without Assets:View:AssetNotes.
 */
export function assetRules(now: () => Date): EntityHooks {
  return {
    async beforeSave(ctx, record, existing, input) {
      const out: Record<string, unknown> = { ...record };
      // Mileage history is the server's: the stored list plus an entry for a higher current mileage.
      const stored = (existing?.mileages as MileageEntry[] | undefined) ?? [];
      out.mileages = stored;
      out.currentMileage = lastMileage(stored);
      if (input.currentMileage !== undefined && input.currentMileage !== null) {
        try {
          const applied = applyMileage(stored, input.currentMileage as number, {
            updatedBy_id: ctx.auth.employeeId,
            now: now().toISOString(),
            timeZone: (input.entryTimeZone as string | null | undefined) ?? null,
          });
          out.LastCurrentMileage = lastMileage(stored);
          out.mileages = applied.mileages;
          out.currentMileage = applied.currentMileage;
        } catch (e) {
          asHttp(e);
        }
      }
      delete out.entryTimeZone;
      // Notes: changing them needs the notes privilege.
      if ('notes' in input && !sameNotes(input.notes, existing?.notes)) {
        if (!can(ctx.auth, PRIV.AssetNotesEdit))
          throw forbidden(`Not authorized: requires ${PRIV.AssetNotesEdit}`);
        out.notes = prepareAssetNotes(
          input.notes as AssetNote[],
          now().toISOString(),
          ctx.auth.employeeId,
          String(out.id),
        );
      } else if (existing) {
        // The stored notes (the loaded record hides them from callers without the notes privilege).
        const rows = await ctx.db.query<{ notes: AssetNote[] | null }>(
          "SELECT data->'notes' AS notes FROM asset WHERE id = $1 AND company_id = $2",
          [existing.id, ctx.auth.companyId],
        );
        out.notes = rows[0]?.notes ?? [];
      } else {
        out.notes = [];
      }
      // A deleted (or missing) image clears image_id.
      if (out.image_id) {
        const file = await ctx.db.query<{ status: number }>(
          'SELECT status FROM file WHERE id = $1 AND company_id = $2',
          [out.image_id, ctx.auth.companyId],
        );
        if (file.length === 0 || file[0]!.status === 3) out.image_id = null;
      }
      for (const d of [
        'purchasedDate',
        'warrantyExpirationDate',
        'lastServiceDate',
        'nextServiceDate',
        'rentedDate',
        'returnDate',
      ])
        if (out[d] === '') out[d] = null;
      await requireRef(ctx, 'Division', 'division_id', out.division_id);
      await requireRef(ctx, 'Department', 'department_id', out.department_id);
      await requireRef(ctx, 'Vendor', 'vendor_id', out.vendor_id);
      // Parent: in the company and never the asset itself or one of its descendants.
      if (out.parent_id) {
        let cursor: string | null = String(out.parent_id);
        for (let depth = 0; cursor && depth < 100; depth++) {
          if (cursor === out.id) throw badRequest('parent_id: an asset cannot be its own parent or ancestor');
          const rows: { parent_id: string | null; status: number }[] = await ctx.db.query(
            'SELECT parent_id, status FROM asset WHERE id = $1 AND company_id = $2',
            [cursor, ctx.auth.companyId],
          );
          if (rows.length === 0 || (depth === 0 && rows[0]!.status === 3))
            throw badRequest(`parent_id: Asset ${cursor} not found`);
          cursor = rows[0]!.parent_id;
        }
      }
      // A reassignment through the asset needs the assignment privilege (written in afterSave).
      if (('assignee_id' in input || 'location_id' in input) && !can(ctx.auth, PRIV.AssetAssignmentEdit))
        throw forbidden(`Not authorized: requires ${PRIV.AssetAssignmentEdit}`);
      if ('assignee_id' in input) await requireRef(ctx, 'Employee', 'assignee_id', input.assignee_id);
      if ('location_id' in input) await requireRef(ctx, 'Location', 'location_id', input.location_id);
      return out;
    },
    async afterSave(ctx, saved, input) {
      if (!('assignee_id' in input) && !('location_id' in input)) return;
      const current =
        (await currentAssignments(ctx.db, ctx.auth.companyId!, [saved.id])).get(saved.id) ?? null;
      const next = {
        assignee_id:
          'assignee_id' in input
            ? ((input.assignee_id as string | null) ?? null)
            : (current?.assignee_id ?? null),
        location_id:
          'location_id' in input
            ? ((input.location_id as string | null) ?? null)
            : (current?.location_id ?? null),
      };
      const before = current ?? { assignee_id: null, location_id: null };
      if (!isReassignment(before, next)) return;
      await insertAssignment(
        ctx.db,
        ctx.auth,
        {
          asset_id: saved.id,
          ...next,
          isReassign: current !== null,
          timeZone: (input.entryTimeZone as string) ?? null,
        },
        current,
        now(),
      );
    },
    async afterLoad(ctx, records) {
      if (records.length === 0 || !ctx.auth.companyId) return;
      const current = await currentAssignments(
        ctx.db,
        ctx.auth.companyId,
        records.map((r) => r.id),
      );
      const seesNotes = can(ctx.auth, PRIV.AssetNotesView);
      for (const r of records) {
        const a = current.get(r.id);
        r.assignee_id = a?.assignee_id ?? null;
        r.location_id = a?.location_id ?? null;
        r.rented = Boolean(r.vendor_id);
        if (!seesNotes) delete r.notes;
      }
    },
  };
}

/** AssetAssignment (time spec 3): read with the assignment privilege; new records only through the rules below. */
export const AssetAssignmentEntity: EntityDefinition = {
  name: 'AssetAssignment',
  aliases: ['v2.0/AssetAssignment'],
  table: 'asset_assignment',
  tenant: 'company',
  columns: {
    asset_id: 'string',
    assignee_id: 'string',
    location_id: 'string',
    assignedTimeStamp: 'datetime',
  },
  jsonFields: { isReassign: 'boolean', previousAssignee_id: 'string', previousLocation_id: 'string' },
  expand: { asset: 'Asset', assignee: 'Employee', location: 'Location', assignor: 'Employee' },
  schema: AssetAssignmentSchema,
  view: [PRIV.AssetAssignmentView, PRIV.AssetView],
  edit: [PRIV.AssetAssignmentEdit],
  defaultOrderBy: 'assignedTimeStamp desc',
};

/** Rules of AssetAssignment saves through the entity API (time spec 4 "Assets"). */
export function assignmentRules(now: () => Date): EntityHooks {
  return {
    async beforeSave(ctx, record, existing) {
      if (existing) {
        if (existing.asset_id !== record.asset_id) throw badRequest('asset_id: cannot be changed');
        if (isReassignment(existing as never, record as never))
          throw badRequest(
            'A changed assignee or location is a reassignment: POST /api/assets/assignment writes a new record.',
          );
        // History fields stay as written.
        for (const k of [
          'assignor_id',
          'assignedTimeStamp',
          'previousAssignee_id',
          'previousLocation_id',
          'isReassign',
          'isNew',
        ])
          record[k] = existing[k] ?? null;
        return record;
      }
      await requireRef(ctx, 'Asset', 'asset_id', record.asset_id);
      await requireRef(ctx, 'Employee', 'assignee_id', record.assignee_id);
      await requireRef(ctx, 'Location', 'location_id', record.location_id);
      const prev = (await currentAssignments(ctx.db, ctx.auth.companyId!, [String(record.asset_id)])).get(
        String(record.asset_id),
      );
      return {
        ...record,
        assignor_id: ctx.auth.employeeId,
        assignedTimeStamp: now().toISOString(),
        previousAssignee_id: prev?.assignee_id ?? null,
        previousLocation_id: prev?.location_id ?? null,
        isNew: true,
        isReassign: Boolean(prev),
      };
    },
  };
}

/** AssetUsage (time spec 3): usage of an asset at a location with hours and miles. */
export const AssetUsageEntity: EntityDefinition = {
  name: 'AssetUsage',
  aliases: ['v2.0/AssetUsage'],
  table: 'asset_usage',
  tenant: 'company',
  columns: {
    asset_id: 'string',
    employee_id: 'string',
    location_id: 'string',
    task_id: 'string',
    startTimeStamp: 'datetime',
    endTimeStamp: 'datetime',
  },
  jsonFields: { actualHours: 'number', actualMiles: 'number' },
  expand: { asset: 'Asset', employee: 'Employee', location: 'Location', task: 'Task' },
  schema: AssetUsageSchema,
  view: [PRIV.AssetAssignmentView],
  edit: [PRIV.AssetAssignmentEdit],
  defaultOrderBy: 'startTimeStamp desc',
};

/** Rules of AssetUsage saves: references of the company, end after start, hours from the span, notes privilege. */
export function usageRules(now: () => Date): EntityHooks {
  return {
    async beforeSave(ctx, record, existing, input) {
      await requireRef(ctx, 'Asset', 'asset_id', record.asset_id);
      await requireRef(ctx, 'Employee', 'employee_id', record.employee_id);
      await requireRef(ctx, 'Location', 'location_id', record.location_id);
      await requireRef(ctx, 'Task', 'task_id', record.task_id);
      const start = String(record.startTimeStamp);
      const end = (record.endTimeStamp as string | null | undefined) ?? null;
      if (end && Date.parse(end) <= Date.parse(start))
        throw badRequest('endTimeStamp: End time must be later than start time.');
      if ('notes' in input && (input.notes ?? null) !== ((existing?.notes as string | undefined) ?? null)) {
        if (!can(ctx.auth, PRIV.AssetNotesEdit))
          throw forbidden(`Not authorized: requires ${PRIV.AssetNotesEdit}`);
      }
      const out = { ...record };
      if (out.actualHours === undefined || out.actualHours === null) out.actualHours = usageHours(start, end);
      out.createdTimeStamp = existing?.createdTimeStamp ?? now().toISOString();
      return out;
    },
  };
}

const lookup = (name: string, table: string): EntityDefinition => ({
  name,
  table,
  tenant: 'company',
  columns: { name: 'string', code: 'string' },
  schema: AssetLookupSchema,
  view: [],
  edit: [PRIV.AssetEdit],
  defaultOrderBy: 'name asc',
});

/** Vendor (time spec 3 Asset.vendor_id: an asset with a vendor is rented). Division and Department are the simple lists. */
export const VendorEntity = lookup('Vendor', 'vendor');

export type { EntityRecord };
