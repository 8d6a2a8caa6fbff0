import { z } from 'zod';
import { IdSchema, IsoTimestampSchema, RefSchema, StatusSchema } from './common.js';

/**
 * Asset records of time spec 3 "Assets" as POST /api/{Entity} takes them. STRICT: unknown fields are
 * refused (400 naming the field). Server-owned fields the console echoes back (company_id,
 * createdOn, updatedOn) are dropped by the entity repository before validation; mileages are server-owned (the server appends an
 * entry from currentMileage, time spec 5).
 */

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).nullable().optional();
/** A calendar date 'YYYY-MM-DD' or an ISO timestamp; null or '' to clear. */
const DateValue = z
  .union([
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
    IsoTimestampSchema,
    z.literal(''),
  ])
  .nullable()
  .optional();

/** One note (time spec 3 Note); on an asset only type 'Asset' is kept. */
export const AssetNoteSchema = z.strictObject({
  id: IdSchema,
  author_id: RefSchema.optional(),
  date: z
    .union([IsoTimestampSchema, z.literal('')])
    .nullable()
    .optional(),
  type: z.enum(
    ['Asset', 'AssetAssignment', 'AssetUsage'],
    'type must be Asset, AssetAssignment or AssetUsage',
  ),
  recordId: RefSchema.optional(),
  text: z.string().trim().min(1, 'Note text is required.').max(4000, 'Note must be at most 4000 characters.'),
  isNew: z.boolean().optional(),
});

/** One mileage entry (time spec 3 Asset.mileages), written by the server. */
export const MileageEntrySchema = z.strictObject({
  mileage: z.number().min(0).max(100_000_000),
  updatedBy_id: RefSchema,
  entryTimeStamp: IsoTimestampSchema,
  entryTimeZone: z.string().max(64).nullable(),
});

/** An asset (time spec 3 "Assets"). */
export const AssetRecordSchema = z.strictObject({
  id: IdSchema.optional(),
  status: StatusSchema.optional(),
  name: z.string().trim().min(1, 'Name is required.').max(200, 'Name must be at most 200 characters.'),
  code: text(100),
  parent_id: RefSchema.optional(),
  condition: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], 'condition must be 1, 2, 3 or 4')
    .nullable()
    .optional(),
  image_id: RefSchema.optional(),
  division_id: RefSchema.optional(),
  department_id: RefSchema.optional(),
  vendor_id: RefSchema.optional(),
  /** Parsed to an integer by the server before validation (time spec 5). */
  year: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number.parseInt(v.trim(), 10)) : v),
    z
      .number('Year must be a number.')
      .int('Year must be a whole number.')
      .min(1900, 'Year must be 1900 or later.')
      .max(2200, 'Year must be 2200 or earlier.')
      .nullable()
      .optional(),
  ),
  purchasedDate: DateValue,
  warrantyExpirationDate: DateValue,
  lastServiceDate: DateValue,
  nextServiceDate: DateValue,
  rentedDate: DateValue,
  returnDate: DateValue,
  extIdLocked: z.boolean().optional(),
  externalId: text(200),
  customFields: z.record(z.string().max(50), z.unknown()).nullable().optional(),
  notes: z.array(AssetNoteSchema).max(1000, 'At most 1000 notes.').optional(),
  mileages: z.array(MileageEntrySchema).max(100_000).optional(),
  currentMileage: z.number().min(0, 'Mileage must be 0 or more.').max(100_000_000).nullable().optional(),
  LastCurrentMileage: z.number().nullable().optional(),
  /** Time zone of a mileage entry made with this save (IANA). */
  entryTimeZone: z.string().max(64).nullable().optional(),
  /** Current assignment (read from the latest AssetAssignment; a change writes a reassign record). */
  assignee_id: RefSchema.optional(),
  location_id: RefSchema.optional(),
  /** Read only: true when the asset has a vendor. */
  rented: z.boolean().optional(),
});

/** An assignment of an asset to an employee and/or location (time spec 3 AssetAssignment). */
export const AssetAssignmentSchema = z.strictObject({
  id: IdSchema.optional(),
  status: StatusSchema.optional(),
  asset_id: IdSchema,
  assignee_id: RefSchema.optional(),
  previousAssignee_id: RefSchema.optional(),
  assignor_id: RefSchema.optional(),
  location_id: RefSchema.optional(),
  previousLocation_id: RefSchema.optional(),
  assignedTimeStamp: IsoTimestampSchema.nullable().optional(),
  scheduledDate: DateValue,
  dueDate: DateValue,
  timeZone: z.string().max(64).nullable().optional(),
  notes: text(4000),
  isNew: z.boolean().optional(),
  isReassign: z.boolean().optional(),
});

/** Usage of an asset at a location (time spec 3 AssetUsage). */
export const AssetUsageSchema = z.strictObject({
  id: IdSchema.optional(),
  status: StatusSchema.optional(),
  asset_id: IdSchema,
  employee_id: RefSchema.optional(),
  task_id: RefSchema.optional(),
  location_id: RefSchema.optional(),
  previousLocation_id: RefSchema.optional(),
  startTimeStamp: IsoTimestampSchema,
  endTimeStamp: IsoTimestampSchema.nullable().optional(),
  startTimeZone: z.string().max(64).nullable().optional(),
  endTimeZone: z.string().max(64).nullable().optional(),
  actualHours: z.number().min(0).max(100_000).nullable().optional(),
  actualMiles: z.number().min(0).max(100_000_000).nullable().optional(),
  createdTimeStamp: IsoTimestampSchema.nullable().optional(),
  notes: text(4000),
});

/** A simple named lookup of assets (Division, Department, Vendor). */
export const AssetLookupSchema = z.strictObject({
  id: IdSchema.optional(),
  status: StatusSchema.optional(),
  name: z.string().trim().min(1, 'Name is required.').max(200, 'Name must be at most 200 characters.'),
  code: text(100),
});

/**
 * POST /api/assets/assign (time spec 2 "Assignment", 4, 5): assigns the assets to an employee and/or
 * location, one new AssetAssignment each ('Select Asset' / 'Please select at least one asset.' when
 * none).
 */
export const AssignAssetsSchema = z.strictObject({
  assetIds: z.array(IdSchema).max(1000, 'At most 1000 assets at once.'),
  assignee_id: RefSchema.optional(),
  location_id: RefSchema.optional(),
  scheduledDate: DateValue,
  dueDate: DateValue,
  timeZone: z.string().max(64).nullable().optional(),
  notes: text(4000),
});

/** One row of GET /api/assets/assignments: an asset with its current assignment (or none). */
export interface AssignmentRow {
  asset_id: string;
  assetName: string;
  assetCode: string | null;
  rented: boolean;
  assignment: z.infer<typeof AssetAssignmentSchema> | null;
}

export type AssetRecordInput = z.infer<typeof AssetRecordSchema>;
export type AssetAssignmentInput = z.infer<typeof AssetAssignmentSchema>;
export type AssetUsageInput = z.infer<typeof AssetUsageSchema>;
export type AssignAssetsInput = z.infer<typeof AssignAssetsSchema>;
