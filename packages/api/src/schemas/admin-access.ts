import { z } from 'zod';
import { BaseRecordSchema, IdSchema, RefSchema } from './common.js';

const ids = z.array(IdSchema).max(10000);
const name = z.string('Name is required.').trim().min(1, 'Name is required.').max(200);

/**
 * Grants of a permission set or profile (service spec 6): the locations, tasks, assets, forms and
 * custom-list options it gives its employees; an `all...` flag gives every record of that kind.
 */
const grants = {
  locationIds: ids.optional(),
  taskIds: ids.optional(),
  assetIds: ids.optional(),
  formIds: ids.optional(),
  customListOptionIds: ids.optional(),
  allLocations: z.boolean().optional(),
  allTasks: z.boolean().optional(),
  allAssets: z.boolean().optional(),
  allForms: z.boolean().optional(),
  allCustomListOptions: z.boolean().optional(),
};

export const PermissionSetSchema = BaseRecordSchema.extend({ name, ...grants });
/** A profile bundles permission sets and roles besides its own grants. */
export const PermissionProfileSchema = BaseRecordSchema.extend({
  name,
  ...grants,
  permissionSetIds: ids.optional(),
  roleIds: ids.optional(),
});
export type PermissionSetInput = z.infer<typeof PermissionSetSchema>;
export type PermissionProfileInput = z.infer<typeof PermissionProfileSchema>;

/** GET /api/permissions/allowed answer: null = not limited for that kind. */
export const AllowedIdsSchema = z.object({
  locationIds: z.array(z.string()).nullable(),
  taskIds: z.array(z.string()).nullable(),
  assetIds: z.array(z.string()).nullable(),
  formIds: z.array(z.string()).nullable(),
  customListOptionIds: z.array(z.string()).nullable(),
});
export type AllowedIds = z.infer<typeof AllowedIdsSchema>;

/** POST /api/massassign: roles given to (or with revoke, taken from) the employees' users. */
export const MassAssignRequestSchema = z.object({
  employeeIds: z.array(IdSchema).min(1, 'employeeIds must not be empty').max(20000),
  roleIds: z.array(IdSchema).min(1, 'roleIds must not be empty').max(200),
  revoke: z.boolean().optional(),
});

/**
 * POST /api/massassignemployee/assign. type: 'add' (default; add to what each employee has),
 * 'replace' (set exactly these), 'remove' (take these away).
 */
export const MassAssignEmployeeRequestSchema = z.object({
  employeeIds: z.array(IdSchema).min(1, 'employeeIds must not be empty').max(20000),
  type: z.enum(['add', 'replace', 'remove'], 'type must be add, replace or remove').default('add'),
  permissionSetIds: ids.optional(),
  permissionProfileIds: ids.optional(),
  payGroupId: RefSchema.optional(),
});

export const MASS_ASSIGN_EXCEEDS_MESSAGE = 'Assignment exceeds available licenses';

/** Recycle bin: POST /api/recyclebin/restore and /purge. */
export const RecycleBinRequestSchema = z.object({
  entity: z.string().min(1, 'entity is required').max(100),
  ids: z.array(IdSchema).min(1, 'ids must not be empty').max(1000),
});
/** One entry of GET /api/recyclebin. */
export interface RecycleBinEntry {
  entity: string;
  id: string;
  name: string;
  deletedOn: string;
  deletedBy: string | null;
  deletedByName: string | null;
  parentDeleted: boolean;
  /** Id of the parent whose delete took this record with it (null when deleted by itself). */
  deletedWith: string | null;
  /** The action that deleted it when not a delete ('reverse': a reversed time batch), else null. */
  deletedVia?: string | null;
}
