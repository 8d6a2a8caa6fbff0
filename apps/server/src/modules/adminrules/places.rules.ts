import { randomUUID } from 'node:crypto';
import { DeviceSchema, IdSchema, LocationSchema, RefSchema, TaskSchema } from '@wm/api/schemas';
import { isValidTimeZone, PRIV } from '@wm/domain';
import { z } from 'zod';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import type { EntityDefinition, EntityHooks, EntityRecord } from '../../platform/entities/types.js';

/*
 * Rules of the Locations, Tasks and Devices administration screens (service spec 3 "Device",
 * "Location", "Task", "Tree entities"; 4 "Entity status", "Media"; 5 "Device"; 7; 9 "Geofence",
 * "Devices"). Every field is checked with a message naming it; references must be records of the
 * caller's company. The Device name/administrator/multiples rules live in lists.rules.ts; this file
 * only gives the Device schema clear messages.
 */

/** Geofence radius range in metres (service spec 9: distances are metres per mile or km). */
export const GEOFENCE_MIN_M = 1;
export const GEOFENCE_MAX_M = 100_000;
export const GEOFENCE_MESSAGE = `Geofence radius must be between ${GEOFENCE_MIN_M} and ${GEOFENCE_MAX_M} meters.`;

/** Weather flag-condition bits (service spec 3 "Location"). */
export const FLAG_CONDITIONS = { rain: 1, sleet: 2, lightning: 4, snow: 8, fog: 16, hail: 32 } as const;
export const FLAG_CONDITIONS_ALL = 63;
export const FLAG_CONDITIONS_MESSAGE =
  'Flag conditions must combine rain 1, sleet 2, lightning 4, snow 8, fog 16 and hail 32 (0 to 63).';

export const CARDINALITY_MESSAGE = 'Cardinality must be between 1 and 99.';
export const PRODUCTIVITY_MESSAGE = 'Productivity unit tracking must be none, tracksUnits or requiredOnOut.';
export const SELF_PARENT_MESSAGE = (entity: string) => `A ${entity} cannot be its own parent or ancestor.`;
export const TEMP_ORDER_MESSAGE = 'Low temperature flag must be below the high temperature flag.';
export const HUMIDITY_ORDER_MESSAGE = 'Low humidity flag must be below the high humidity flag.';
export const BUDGET_TASK_TWICE = 'Each task may have only one budget line.';

const num = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} must be a number.` })
    .min(min, `${label} must be between ${min} and ${max}${unit}.`)
    .max(max, `${label} must be between ${min} and ${max}${unit}.`)
    .nullable()
    .optional();
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .optional();
const name = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(200, 'Name must be at most 200 characters.');
const ids = z.array(IdSchema).max(10000);

/** A location's address (service spec 3: address with country; a new location's country is US). */
export const PlaceAddressSchema = z.strictObject({
  id: IdSchema.optional(),
  street: text('Address', 200),
  line2: text('Address line 2', 200),
  city: text('City', 100),
  region: text('State', 100),
  postalCode: text('Zip', 20),
  country: z
    .string({ error: 'Country must be text.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code (e.g. US).')
    .nullable()
    .optional(),
});

/** One budget line of a location (service spec 3 "Budget"): hours and units per task. */
export const BudgetLineSchema = z.strictObject({
  id: IdSchema.optional(),
  location_id: RefSchema.optional(),
  task_id: z
    .string({ error: 'Budget task is required.' })
    .min(1, 'Budget task is required.')
    .max(64, 'Budget task id must be at most 64 characters.'),
  budgetHours: num('Budget hours', 0, 1_000_000),
  budgetUnits: num('Budget units', 0, 1_000_000_000),
  estimatedCompletePercentage: num('Estimated complete percentage', 0, 100),
  estimatedCompleteDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Estimated complete date must be a date (YYYY-MM-DD).')
    .nullable()
    .optional(),
});

/** One media item of a location: an uploaded File (POST /api/file), possibly marked deleted. */
export const LocationMediaSchema = z.strictObject({
  id: IdSchema,
  fileName: text('File name', 255),
  mimeType: text('Mime type', 200),
  deleted: z.boolean().optional(),
});

/** Location as the Locations screen saves it (service spec 3 "Location"). */
export const PlaceLocationSchema = LocationSchema.extend({
  name,
  code: text('Code', 100),
  description: text('Description', 4000),
  lat: num('Latitude', -90, 90),
  lon: num('Longitude', -180, 180),
  geoFenceRadius: z
    .number({ error: 'Geofence radius must be a number.' })
    .min(GEOFENCE_MIN_M, GEOFENCE_MESSAGE)
    .max(GEOFENCE_MAX_M, GEOFENCE_MESSAGE)
    .nullable()
    .optional(),
  timeZone: z
    .string()
    .refine((z) => isValidTimeZone(z), 'Time zone must be an IANA time zone name (e.g. America/Denver).')
    .nullable()
    .optional(),
  address: PlaceAddressSchema.nullable().optional(),
  contactName: text('Contact name', 200),
  contactPhone: text('Contact phone', 50),
  flagConditions: z
    .number({ error: FLAG_CONDITIONS_MESSAGE })
    .int(FLAG_CONDITIONS_MESSAGE)
    .min(0, FLAG_CONDITIONS_MESSAGE)
    .max(FLAG_CONDITIONS_ALL, FLAG_CONDITIONS_MESSAGE)
    .nullable()
    .optional(),
  flagLowTemp: num('Low temperature flag', -100, 150),
  flagHighTemp: num('High temperature flag', -100, 150),
  flagWindChillTemp: num('Wind chill flag', -100, 150),
  flagWindSpeed: num('Wind speed flag', 0, 300),
  flagLowHumidity: num('Low humidity flag', 0, 100),
  flagHighHumidity: num('High humidity flag', 0, 100),
  flagVisibility: num('Visibility flag', 0, 100),
  budget: z.array(BudgetLineSchema).max(500, 'At most 500 budget lines.').nullable().optional(),
  media: z.array(LocationMediaSchema).max(500, 'At most 500 media items.').nullable().optional(),
  permittedTaskIds: ids.nullable().optional(),
}).superRefine((r, ctx) => {
  const lo = r.flagLowTemp;
  const hi = r.flagHighTemp;
  if (typeof lo === 'number' && typeof hi === 'number' && lo >= hi)
    ctx.addIssue({ code: 'custom', path: ['flagLowTemp'], message: TEMP_ORDER_MESSAGE });
  const loH = r.flagLowHumidity;
  const hiH = r.flagHighHumidity;
  if (typeof loH === 'number' && typeof hiH === 'number' && loH >= hiH)
    ctx.addIssue({ code: 'custom', path: ['flagLowHumidity'], message: HUMIDITY_ORDER_MESSAGE });
  const lat = r.lat;
  const lon = r.lon;
  if ((typeof lat === 'number') !== (typeof lon === 'number'))
    ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Latitude and longitude go together.' });
});

/** Task as the Tasks screen saves it (service spec 3 "Task"). */
export const PlaceTaskSchema = TaskSchema.extend({
  name,
  code: text('Code', 100),
  productivityUnitTracking: z
    .enum(['none', 'tracksUnits', 'requiredOnOut'], PRODUCTIVITY_MESSAGE)
    .nullable()
    .optional(),
  isGeofenceExempt: z.boolean({ error: 'Geofence exempt must be true or false.' }).nullable().optional(),
  unitMeasure_id: RefSchema.optional(),
  division_id: RefSchema.optional(),
  department_id: RefSchema.optional(),
  payCodeRule_id: RefSchema.optional(),
});

/** Device as the Devices screen saves it (service spec 3 "Device", 5 "Device", 9 "Devices"). */
export const PlaceDeviceSchema = DeviceSchema.extend({
  name,
  phone: text('Phone', 50),
  cardinality: z
    .number({ error: CARDINALITY_MESSAGE })
    .int(CARDINALITY_MESSAGE)
    .min(1, CARDINALITY_MESSAGE)
    .max(99, CARDINALITY_MESSAGE)
    .optional(),
  sendInviteEmail: z.boolean({ error: 'Send invite e-mail must be true or false.' }).nullable().optional(),
});

/** 400 '{label} {id} not found' unless `id` is a live record of the caller's company in `table`. */
async function assertRef(db: Db, auth: Auth, table: string, id: unknown, label: string): Promise<void> {
  if (id === undefined || id === null || id === '') return;
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND company_id = $2 AND status <> 3`, [
    id,
    auth.companyId,
  ]);
  if (rows.length === 0) throw badRequest(`${label} ${String(id)} not found.`);
}

/** Refuses a parent that is missing, the record itself or one of its descendants (tree entities). */
async function assertParent(
  db: Db,
  auth: Auth,
  table: string,
  entity: string,
  id: string,
  parentId: unknown,
): Promise<void> {
  if (parentId === undefined || parentId === null || parentId === '') return;
  await assertRef(db, auth, table, parentId, `Parent ${entity}`);
  if (parentId === id) throw badRequest(SELF_PARENT_MESSAGE(entity));
  // Walk up from the parent; meeting `id` means the parent lies beneath the record.
  const rows = await db.query(
    `WITH RECURSIVE up(id, parent_id, depth) AS (
       SELECT id, parent_id, 0 FROM ${table} WHERE id = $1 AND company_id = $2
       UNION ALL SELECT t.id, t.parent_id, up.depth + 1 FROM ${table} t JOIN up ON t.id = up.parent_id
         WHERE t.company_id = $2 AND up.depth < 1000)
     SELECT 1 FROM up WHERE id = $3 LIMIT 1`,
    [parentId, auth.companyId, id],
  );
  if (rows.length > 0) throw badRequest(SELF_PARENT_MESSAGE(entity));
}

/** A budget line as stored: its own id, the location's id, numbers or null. */
function normalBudget(locationId: string, lines: readonly Record<string, unknown>[]) {
  return lines.map((l) => ({
    id: typeof l.id === 'string' && l.id ? l.id : randomUUID(),
    location_id: locationId,
    task_id: l.task_id as string,
    budgetHours: (l.budgetHours as number | null | undefined) ?? null,
    budgetUnits: (l.budgetUnits as number | null | undefined) ?? null,
    estimatedCompletePercentage: (l.estimatedCompletePercentage as number | null | undefined) ?? null,
    estimatedCompleteDate: (l.estimatedCompleteDate as string | null | undefined) ?? null,
  }));
}

const budgetKey = (lines: unknown) =>
  JSON.stringify(
    ((lines as Record<string, unknown>[] | null | undefined) ?? [])
      .map((l) => [
        l.task_id,
        l.budgetHours ?? null,
        l.budgetUnits ?? null,
        l.estimatedCompletePercentage ?? null,
        l.estimatedCompleteDate ?? null,
      ])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );

/**
 * Location rules (service spec 3, 4, 5, 9): parent of the same company and not beneath the location;
 * pay group, permitted tasks and budget tasks of the company; one budget line per task, changed only
 * with Insight:Edit:Budget (administrators always); media items must be uploaded files of the
 * company; items marked deleted are dropped; a new location's country defaults to US.
 */
export const locationRules: EntityHooks = {
  async beforeSave(ctx, record, existing) {
    const id = String(record.id);
    const changed = (f: string) => !existing || JSON.stringify(existing[f]) !== JSON.stringify(record[f]);
    if (changed('parent_id'))
      await assertParent(ctx.db, ctx.auth, 'location', 'location', id, record.parent_id);
    if (changed('payGroup_id'))
      await assertRef(ctx.db, ctx.auth, 'pay_group', record.payGroup_id, 'Pay group');
    const out: Record<string, unknown> = { ...record };
    const permitted = (record.permittedTaskIds as string[] | null | undefined) ?? [];
    if (changed('permittedTaskIds'))
      for (const t of permitted) await assertRef(ctx.db, ctx.auth, 'task', t, 'Task');

    const budget = (record.budget as Record<string, unknown>[] | null | undefined) ?? [];
    const seen = new Set<string>();
    const budgetChanged = budgetKey(budget) !== budgetKey(existing?.budget);
    for (const line of budget) {
      const task = String(line.task_id);
      if (seen.has(task)) throw badRequest(BUDGET_TASK_TWICE);
      seen.add(task);
      if (budgetChanged) await assertRef(ctx.db, ctx.auth, 'task', task, 'Budget task');
    }
    if (budgetChanged) {
      if (!ctx.auth.isAdministrator && !ctx.auth.privileges.has(PRIV.BudgetEdit))
        throw forbidden(`Not authorized: changing the budget requires ${PRIV.BudgetEdit}`);
    }
    if (record.budget !== undefined) out.budget = normalBudget(id, budget);

    const media = (record.media as Record<string, unknown>[] | null | undefined) ?? [];
    if (record.media !== undefined && changed('media')) {
      const kept: Record<string, unknown>[] = [];
      for (const m of media) {
        if (m.deleted === true) continue;
        const rows = await ctx.db.query<{ fileName: string; mimeType: string | null }>(
          'SELECT "fileName", "mimeType" FROM file WHERE id = $1 AND company_id = $2 AND status <> 3',
          [m.id, ctx.auth.companyId],
        );
        if (rows.length === 0) throw badRequest(`Media file ${String(m.id)} not found.`);
        if (!kept.some((k) => k.id === m.id))
          kept.push({ id: m.id, fileName: rows[0]!.fileName, mimeType: rows[0]!.mimeType ?? null });
      }
      out.media = kept;
    }
    delete out.fullPathName;
    if (!existing) {
      const address = (record.address as Record<string, unknown> | null | undefined) ?? {};
      out.address = { ...address, country: address.country || 'US' };
    }
    return out;
  },
  async afterLoad(ctx, records) {
    if (ctx.auth.companyId) await addFullPathNames(ctx.db, ctx.auth.companyId, records);
  },
};

/** Separator of Location.fullPathName ('Union Station Renovation / Platform B'). */
export const PATH_SEPARATOR = ' / ';

/**
 * Adds `fullPathName` (time spec 3: Location fullPathName) to loaded locations: the names from the
 * root down to the location, joined by ' / '. One recursive query per load.
 */
export async function addFullPathNames(db: Db, companyId: string, records: EntityRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = await db.query<{ start: string; path: string }>(
    `WITH RECURSIVE up(start, parent_id, path, depth) AS (
       SELECT id, parent_id, name::text, 0 FROM location
        WHERE company_id = $1 AND id = ANY($2::text[])
       UNION ALL
       SELECT up.start, l.parent_id, l.name || $3 || up.path, up.depth + 1
         FROM location l JOIN up ON l.id = up.parent_id WHERE l.company_id = $1 AND up.depth < 50)
     SELECT DISTINCT ON (start) start, path FROM up ORDER BY start, depth DESC`,
    [companyId, records.map((r) => String(r.id)), PATH_SEPARATOR],
  );
  const byId = new Map(rows.map((r) => [r.start, r.path]));
  for (const r of records) r.fullPathName = byId.get(r.id) ?? r.name;
}

/**
 * Task rules (service spec 3 "Task"): parent of the same company and not beneath the task; the
 * unit measure, division, department and pay code rule must be records of the company; tracking
 * defaults to 'none'.
 */
export const taskRules: EntityHooks = {
  async beforeSave(ctx, record, existing) {
    const changed = (f: string) => !existing || existing[f] !== record[f];
    if (changed('parent_id'))
      await assertParent(ctx.db, ctx.auth, 'task', 'task', String(record.id), record.parent_id);
    const refs: [string, string, string][] = [
      ['unitMeasure_id', 'unit_measure', 'Unit measure'],
      ['division_id', 'division', 'Division'],
      ['department_id', 'department', 'Department'],
      ['payCodeRule_id', 'pay_code_rule', 'Pay code rule'],
    ];
    for (const [f, table, label] of refs)
      if (changed(f)) await assertRef(ctx.db, ctx.auth, table, record[f], label);
    return { ...record, productivityUnitTracking: record.productivityUnitTracking ?? 'none' };
  },
};

/** Demo unit measures (re-runnable), so a task can track units out of the box. */
export const DEMO_UNIT_MEASURES = ['Each', 'Feet', 'Square feet', 'Cubic yards', 'Gallons'] as const;

/** Inserts the demo unit measures of a company when missing. */
export async function ensureUnitMeasures(db: Db, companyId: string): Promise<void> {
  for (const [i, n] of DEMO_UNIT_MEASURES.entries()) {
    await db.query(
      `INSERT INTO unit_measure (id, company_id, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
      [`${companyId}-um-${i + 1}`, companyId, n],
    );
  }
}

/** Swaps in the schemas with the messages above (once; the definitions are module constants). */
export function applyPlaceSchemas(defs: {
  location?: EntityDefinition | undefined;
  task?: EntityDefinition | undefined;
  device?: EntityDefinition | undefined;
}): void {
  if (defs.location) {
    defs.location.schema = PlaceLocationSchema;
    const virtual = new Set(defs.location.virtualFields ?? []);
    virtual.add('fullPathName');
    defs.location.virtualFields = [...virtual];
  }
  if (defs.task) defs.task.schema = PlaceTaskSchema;
  if (defs.device) defs.device.schema = PlaceDeviceSchema;
}

export type { EntityRecord };
