import { randomUUID } from 'node:crypto';
import { PermissionProfileSchema, PermissionSetSchema } from '@wm/api/schemas';
import { type ModuleName, PRIV } from '@wm/domain';
import type { Auth } from '../../platform/auth/context.js';
import { holdsAny } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type {
  EntityContext,
  EntityDefinition,
  EntityHooks,
  EntityRecord,
} from '../../platform/entities/types.js';
import { assertRoleSeats } from '../admin/licences.js';
import { setRoles } from '../admin/users.js';

/** The kinds a permission set limits, with the grant keys in a set's data. */
export const PERMISSION_KINDS = {
  location: { entity: 'Location', idsKey: 'locationIds', allKey: 'allLocations' },
  task: { entity: 'Task', idsKey: 'taskIds', allKey: 'allTasks' },
  asset: { entity: 'Asset', idsKey: 'assetIds', allKey: 'allAssets' },
  form: { entity: 'Form', idsKey: 'formIds', allKey: 'allForms' },
  customListOption: { entity: 'CustomList', idsKey: 'customListOptionIds', allKey: 'allCustomListOptions' },
} as const;
export type PermissionKind = keyof typeof PERMISSION_KINDS;

const ACCESS_VIEW = [PRIV.EmployeeView, PRIV.EmployeeAccessEdit];
const ACCESS_EDIT = [PRIV.EmployeeAccessEdit];

/** Checks that every id of a grant list names a record of the caller's company (400 naming it). */
async function checkIds(
  db: Db,
  companyId: string,
  table: string,
  field: string,
  ids: unknown,
): Promise<void> {
  if (!Array.isArray(ids) || ids.length === 0) return;
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE company_id = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [companyId, JSON.stringify(ids)],
  );
  const found = new Set(rows.map((r) => r.id));
  const missing = (ids as string[]).find((id) => !found.has(id));
  if (missing) throw badRequest(`${field}: ${missing} not found`);
}

/** Checks that every custom-list option id names an option of one of the company's custom lists. */
async function checkOptionIds(db: Db, companyId: string, ids: unknown): Promise<void> {
  if (!Array.isArray(ids) || ids.length === 0) return;
  const rows = await db.query<{ id: string }>(
    `SELECT o->>'id' AS id FROM custom_list c,
       jsonb_array_elements(CASE WHEN jsonb_typeof(c.data->'options') = 'array' THEN c.data->'options' ELSE '[]'::jsonb END) o
      WHERE c.company_id = $1 AND o->>'id' IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [companyId, JSON.stringify(ids)],
  );
  const found = new Set(rows.map((r) => r.id));
  const missing = (ids as string[]).find((id) => !found.has(id));
  if (missing) throw badRequest(`customListOptionIds: ${missing} not found`);
}

async function checkGrants(ctx: EntityContext, record: Record<string, unknown>): Promise<void> {
  const c = ctx.auth.companyId!;
  await checkOptionIds(ctx.db, c, record.customListOptionIds);
  await checkIds(ctx.db, c, 'location', 'locationIds', record.locationIds);
  await checkIds(ctx.db, c, 'task', 'taskIds', record.taskIds);
  await checkIds(ctx.db, c, 'asset', 'assetIds', record.assetIds);
  await checkIds(ctx.db, c, 'permission_set', 'permissionSetIds', record.permissionSetIds);
  await checkIds(ctx.db, c, 'role', 'roleIds', record.roleIds);
}

/** PermissionSet (service spec 6): grants of locations, tasks, assets, forms and custom-list options. */
export const PermissionSetEntity: EntityDefinition = {
  name: 'PermissionSet',
  // The spec's versioned path (service spec 9) is the permission set itself, not the profile.
  aliases: ['v2.0/PermissionSet'],
  table: 'permission_set',
  tenant: 'company',
  columns: { name: 'string' },
  schema: PermissionSetSchema,
  view: ACCESS_VIEW,
  edit: ACCESS_EDIT,
  defaultOrderBy: 'name asc',
  hooks: {
    async beforeSave(ctx, record) {
      await checkGrants(ctx, record);
      return record;
    },
  },
};

/** PermissionProfile (service spec 6): grants like a set, plus the sets and roles it bundles. */
export const PermissionProfileEntity: EntityDefinition = {
  name: 'PermissionProfile',
  table: 'permission_profile',
  tenant: 'company',
  columns: { name: 'string' },
  schema: PermissionProfileSchema,
  view: ACCESS_VIEW,
  edit: ACCESS_EDIT,
  defaultOrderBy: 'name asc',
  hooks: {
    async beforeSave(ctx, record) {
      await checkGrants(ctx, record);
      return record;
    },
  },
};

/**
 * The row condition limiting a non-administrator to what their permission sets and profiles give
 * (NULL from wm_permitted_ids = not limited: no grants at all, or an all-flag). Callers without the
 * entity's view privileges get no rows when the entity had no scope of its own (the platform reads
 * "has a scope" as "anyone may read").
 */
export function permissionScope(
  kind: PermissionKind,
  def: EntityDefinition,
  ownScope: boolean,
): (auth: Auth, p: (v: unknown) => string) => string | null {
  const { idsKey, allKey } = PERMISSION_KINDS[kind];
  return (auth, p) => {
    if (!ownScope && def.view.length > 0 && !holdsAny(auth, def.view)) return 'FALSE';
    if (auth.isAdministrator || !auth.employeeId || !auth.companyId) return null;
    const call = `wm_permitted_ids(${p(auth.companyId)}, ${p(auth.employeeId)}, '${idsKey}', '${allKey}')`;
    return `((SELECT ${call}) IS NULL OR t.id IN (SELECT unnest(${call})))`;
  };
}

/** Permitted ids of one kind for an employee (null = not limited). */
export async function permittedIds(
  db: Db,
  companyId: string,
  employeeId: string,
  kind: PermissionKind,
): Promise<string[] | null> {
  const { idsKey, allKey } = PERMISSION_KINDS[kind];
  const rows = await db.query<{ ids: string[] | null }>('SELECT wm_permitted_ids($1, $2, $3, $4) AS ids', [
    companyId,
    employeeId,
    idsKey,
    allKey,
  ]);
  return rows[0]?.ids ?? null;
}

/**
 * Permitted ids of several kinds for an employee in one statement (the clock's location, task and
 * asset checks; issue 18: one round trip instead of one per kind). Answers kind -> ids (null = not
 * limited), the same as permittedIds for each kind.
 */
export async function permittedIdsOfKinds(
  db: Db,
  companyId: string,
  employeeId: string,
  kinds: readonly PermissionKind[],
): Promise<Map<PermissionKind, string[] | null>> {
  const out = new Map<PermissionKind, string[] | null>();
  if (kinds.length === 0) return out;
  const params: unknown[] = [companyId, employeeId];
  const cols = kinds.map((kind, i) => {
    const { idsKey, allKey } = PERMISSION_KINDS[kind];
    params.push(idsKey, allKey);
    return `wm_permitted_ids($1, $2, $${params.length - 1}, $${params.length}) AS k${i}`;
  });
  const row = (await db.query<Record<string, string[] | null>>(`SELECT ${cols.join(', ')}`, params))[0] ?? {};
  kinds.forEach((kind, i) => {
    out.set(kind, row[`k${i}`] ?? null);
  });
  return out;
}

/** Custom lists: options get ids when missing; a limited caller sees only permitted options. */
export const customListOptionRules: EntityHooks = {
  beforeSave(_ctx, record) {
    if (Array.isArray(record.options)) {
      record.options = (record.options as Record<string, unknown>[]).map((o) =>
        typeof o === 'object' && o !== null && !o.id ? { ...o, id: randomUUID() } : o,
      );
    }
    return record;
  },
  async afterLoad(ctx, records) {
    const a = ctx.auth;
    if (a.isAdministrator || !a.employeeId || !a.companyId || records.length === 0) return;
    const allowed = await permittedIds(ctx.db, a.companyId, a.employeeId, 'customListOption');
    if (allowed === null) return;
    const set = new Set(allowed);
    for (const r of records) {
      if (Array.isArray(r.options))
        r.options = (r.options as { id?: string }[]).filter((o) => typeof o.id === 'string' && set.has(o.id));
    }
  },
};

const sameIds = (a: unknown, b: unknown) =>
  JSON.stringify([...((a as string[] | undefined) ?? [])].sort()) ===
  JSON.stringify([...((b as string[] | undefined) ?? [])].sort());

/**
 * Employee: permissionSetIds / permissionProfileIds name sets and profiles of the company; changing
 * them needs Platform:Edit:EmployeeAccess; a newly given profile also gives its roles (licence seats
 * as for roles: 409 'Not enough licenses.').
 */
export const employeePermissionRules: EntityHooks = {
  async beforeSave(ctx, record, existing) {
    const changed =
      !sameIds(record.permissionSetIds, existing?.permissionSetIds) ||
      !sameIds(record.permissionProfileIds, existing?.permissionProfileIds);
    if (!changed) return record;
    if (!ctx.auth.isAdministrator && !ctx.auth.privileges.has(PRIV.EmployeeAccessEdit))
      throw forbidden(`Not authorized: requires ${PRIV.EmployeeAccessEdit}`);
    if (record.permissionProfileIds !== undefined && !Array.isArray(record.permissionProfileIds))
      throw badRequest('permissionProfileIds: must be an array of ids');
    await checkIds(
      ctx.db,
      ctx.auth.companyId!,
      'permission_set',
      'permissionSetIds',
      record.permissionSetIds,
    );
    await checkIds(
      ctx.db,
      ctx.auth.companyId!,
      'permission_profile',
      'permissionProfileIds',
      record.permissionProfileIds,
    );
    return record;
  },
  async afterSave(ctx, saved, _input, existing) {
    const before = new Set((existing?.permissionProfileIds as string[] | undefined) ?? []);
    const added = ((saved.permissionProfileIds as string[] | undefined) ?? []).filter(
      (id) => !before.has(id),
    );
    if (added.length === 0) return;
    await grantProfileRoles(ctx.db, ctx.auth.companyId!, saved, added);
  },
};

/** Adds the roles of `profileIds` to the employee's user (seat check of setRoles). */
export async function grantProfileRoles(
  db: Db,
  companyId: string,
  employee: EntityRecord | { user_id?: unknown; roleIds?: unknown },
  profileIds: string[],
): Promise<void> {
  const roleIds = await profileRoleIds(db, companyId, profileIds);
  if (roleIds.length === 0) return;
  const userId = typeof employee.user_id === 'string' ? employee.user_id : null;
  if (!userId) throw badRequest('Roles need a user: give the employee a user name first');
  const current = await db.query<{ role_id: string }>('SELECT role_id FROM user_role WHERE user_id = $1', [
    userId,
  ]);
  const all = new Set([...current.map((r) => r.role_id), ...roleIds]);
  if (all.size === current.length) return;
  await setRoles(db, companyId, userId, [...all]);
}

/** Role ids bundled by active profiles. */
export async function profileRoleIds(db: Db, companyId: string, profileIds: string[]): Promise<string[]> {
  if (profileIds.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT DISTINCT jsonb_array_elements_text(CASE WHEN jsonb_typeof(data->'roleIds') = 'array' THEN data->'roleIds' ELSE '[]'::jsonb END) AS id
       FROM permission_profile WHERE company_id = $1 AND status = 1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [companyId, JSON.stringify(profileIds)],
  );
  return rows.map((r) => r.id);
}

/**
 * For modules that check ids with their own SQL (clock-in, kiosk): 404 '{Entity} {id} not found.'
 * unless the caller's permission sets give `id` of `kind` (administrators and callers without sets
 * pass). Use it beside the existence check of the id.
 */
export async function assertPermitted(db: Db, auth: Auth, kind: PermissionKind, id: string): Promise<void> {
  if (auth.isAdministrator || !auth.employeeId || !auth.companyId) return;
  const ids = await permittedIds(db, auth.companyId, auth.employeeId, kind);
  if (ids !== null && !ids.includes(id)) throw notFound(`${PERMISSION_KINDS[kind].entity} ${id} not found.`);
}

/** Message when a saved role is given another module (its holders' seats would move unchecked). */
export const ROLE_MODULE_FIXED = 'The module of a saved role cannot change.';

/**
 * Role (service spec 6 "A role is tied to a licensed module"): the module of a saved role is fixed
 * (400), and a role that becomes active (new, re-activated, restored) is refused with 409
 * 'Not enough licenses.' when its users without another seat of the module would overfill it.
 */
export const roleSeatRules: EntityHooks = {
  beforeSave(_ctx, record, existing) {
    if (existing && record.moduleId !== undefined && record.moduleId !== existing.moduleId)
      throw badRequest(ROLE_MODULE_FIXED);
    return record;
  },
  async afterSave(ctx, saved, _input, existing) {
    if (saved.status !== 1 || existing?.status === 1) return;
    await assertRoleSeats(ctx.db, ctx.auth.companyId!, saved.id, saved.moduleId as ModuleName);
  },
};
