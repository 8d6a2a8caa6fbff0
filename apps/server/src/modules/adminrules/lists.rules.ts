import {
  AdminCompanySchema,
  SERVICE_STATUS_NAMES,
  ServiceStatusSchema,
  SimpleListItemSchema,
} from '@wm/api/schemas';
import { PRIV } from '@wm/domain';
import type { Db } from '../../platform/db/db.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import type { EntityDefinition, EntityHooks } from '../../platform/entities/types.js';

export const DEVICE_NAME_TAKEN = 'Device name already exists.';
export const DEVICE_ADMIN_REQUIRED = 'Administrator is required.';
export const CUSTOM_LIST_PLACEHOLDER = '<Undefined Custom List>';
export const CUSTOM_LIST_NAME_REQUIRED = 'Name is Required!';
export const CUSTOM_LIST_LIMIT = 3;
export const CUSTOM_LIST_LIMIT_MESSAGE = 'At most 3 custom lists are allowed.';
export const PARENT_GROUP_REQUIRED = 'Parent Group is Required';
export const NEW_GROUP_ACTIVE = 'A new group must be active.';
export const SERVICE_STATUS_ADD = 'Cannot add new item to Service Status List.';
export const SERVICE_STATUS_DELETE = 'Cannot delete item from Service Status List.';
export const OPTION_VALUE_REQUIRED = 'Every option needs a value.';
export const PARENT_GROUP_NOT_FOUND = 'Parent Group not found.';
export const PARENT_GROUP_CYCLE = 'A group cannot be placed under itself or one of its subgroups.';

async function deviceNameTaken(db: Db, companyId: string, name: string, id: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM device WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3 AND status <> 3',
    [companyId, name, id],
  );
  return rows.length > 0;
}

/**
 * Device rules (service spec 3, 5 "Device"): administrator required; a new device's name must be
 * unused ('Device name already exists.'); cardinality 1..99 on a new device creates that many
 * devices named '{name} 1' .. '{name} N', with no phone and no invite (the saved one is '{name} 1').
 */
export const deviceRules: EntityHooks = {
  async beforeSave(ctx, record, existing) {
    if (typeof record.administrator_id !== 'string' || !record.administrator_id)
      throw badRequest(DEVICE_ADMIN_REQUIRED);
    const admin = await ctx.db.query(
      'SELECT 1 FROM employee WHERE id = $1 AND company_id = $2 AND status <> 3',
      [record.administrator_id, ctx.auth.companyId],
    );
    if (admin.length === 0) throw badRequest(`Administrator ${record.administrator_id} not found`);
    const companyId = ctx.auth.companyId!;
    const name = String(record.name).trim();
    if (existing) {
      if (
        name.toLowerCase() !== String(existing.name).toLowerCase() &&
        (await deviceNameTaken(ctx.db, companyId, name, String(record.id)))
      )
        throw conflict(DEVICE_NAME_TAKEN);
      return { ...record, name, cardinality: existing.cardinality ?? 1 };
    }
    const n =
      record.cardinality === undefined || record.cardinality === null ? 1 : Number(record.cardinality);
    if (!Number.isInteger(n) || n < 1 || n > 99) throw badRequest('Cardinality must be between 1 and 99.');
    if (n === 1) {
      if (await deviceNameTaken(ctx.db, companyId, name, String(record.id)))
        throw conflict(DEVICE_NAME_TAKEN);
      return { ...record, name, cardinality: 1 };
    }
    for (let i = 1; i <= n; i++) {
      if (await deviceNameTaken(ctx.db, companyId, `${name} ${i}`, String(record.id)))
        throw conflict(DEVICE_NAME_TAKEN);
    }
    return {
      ...record,
      name: `${name} 1`,
      phone: null,
      sendInviteEmail: false,
      cardinality: 1,
      multipleOf: name,
      multipleCount: n,
    };
  },
  async afterSave(ctx, saved, _input, existing) {
    if (existing) return;
    const n = Number(saved.multipleCount ?? 1);
    const base = saved.multipleOf;
    if (n <= 1 || typeof base !== 'string') return;
    const repo = ctx.repo('Device');
    for (let i = 2; i <= n; i++) {
      await repo.save({
        name: `${base} ${i}`,
        administrator_id: saved.administrator_id,
        phone: null,
        sendInviteEmail: false,
        cardinality: 1,
        multipleOf: base,
        status: saved.status,
      });
    }
  },
};

/**
 * Custom lists (service spec 3 "Roles and lists", 5 "Lists", 9): at most 3 ('At most 3 custom lists
 * are allowed.'); the placeholder name is refused ('Name is Required!'); every option has a value.
 */
export const customListRules: EntityHooks = {
  async beforeSave(ctx, record, existing) {
    if (String(record.name).trim() === CUSTOM_LIST_PLACEHOLDER) throw badRequest(CUSTOM_LIST_NAME_REQUIRED);
    const options = Array.isArray(record.options) ? (record.options as { value?: unknown }[]) : [];
    if (options.some((o) => typeof o.value !== 'string' || !o.value.trim()))
      throw badRequest(OPTION_VALUE_REQUIRED);
    if (!existing || existing.status === 3) {
      const rows = await ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM custom_list WHERE company_id = $1 AND status <> 3 AND id <> $2',
        [ctx.auth.companyId, record.id],
      );
      if (record.status !== 3 && (rows[0]?.n ?? 0) >= CUSTOM_LIST_LIMIT)
        throw badRequest(CUSTOM_LIST_LIMIT_MESSAGE);
    }
    return record;
  },
};

/**
 * Groupings (service spec 5 "Lists", 6): a new group must be active; a parent must be a group of the
 * company ('Parent Group not found.') and not the group itself or one of its subgroups; a group
 * without a parent needs the caller to be an administrator or to belong to no group ('Parent Group
 * is Required'); a non-administrator in groups may only place groups under one of their groups' trees.
 */
export const groupingRules: EntityHooks = {
  async beforeSave(ctx, record, existing) {
    if (!existing && (record.status ?? 1) !== 1) throw badRequest(NEW_GROUP_ACTIVE);
    if (typeof record.parent_id === 'string' && record.parent_id) {
      const chain = await ctx.db.query<{ id: string }>(
        `WITH RECURSIVE up AS (
           SELECT id, parent_id, 1 AS depth FROM employee_grouping WHERE company_id = $1 AND id = $2 AND status <> 3
           UNION ALL SELECT g.id, g.parent_id, up.depth + 1 FROM employee_grouping g JOIN up ON g.id = up.parent_id
             WHERE g.company_id = $1 AND up.depth < 100)
         SELECT id FROM up`,
        [ctx.auth.companyId, record.parent_id],
      );
      if (chain.length === 0) throw badRequest(PARENT_GROUP_NOT_FOUND);
      if (chain.some((c) => c.id === record.id)) throw badRequest(PARENT_GROUP_CYCLE);
    }
    if (ctx.auth.isAdministrator) return record;
    const emp = ctx.auth.employeeId;
    if (!emp) return record;
    const mine = await ctx.db.query<{ id: string }>(
      `SELECT id FROM employee_grouping WHERE company_id = $1 AND status <> 3
         AND jsonb_typeof(data->'employeeIds') = 'array' AND data->'employeeIds' ? $2`,
      [ctx.auth.companyId, emp],
    );
    if (mine.length === 0) return record;
    const parent = record.parent_id;
    if (typeof parent !== 'string' || !parent) throw badRequest(PARENT_GROUP_REQUIRED);
    const allowed = await ctx.db.query<{ id: string }>(
      `WITH RECURSIVE tree AS (
         SELECT id FROM employee_grouping WHERE company_id = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb))
         UNION SELECT g.id FROM employee_grouping g JOIN tree ON g.parent_id = tree.id WHERE g.company_id = $1)
       SELECT id FROM tree WHERE id = $3`,
      [ctx.auth.companyId, JSON.stringify(mine.map((m) => m.id)), parent],
    );
    if (allowed.length === 0) throw badRequest(PARENT_GROUP_REQUIRED);
    return record;
  },
};

/** Company settings rules: swaps the Company schema for AdminCompanySchema (messages of spec 5). */
export function applyCompanyRules(def: EntityDefinition): void {
  def.schema = AdminCompanySchema;
}

const SIMPLE_LISTS: [name: string, table: string][] = [
  ['UnitMeasure', 'unit_measure'],
  ['Division', 'division'],
  ['Department', 'department'],
  ['Skill', 'skill'],
  ['Part', 'part'],
];

/** Simple list entities (service spec 3, 7 "Payroll and service lists"): name and status required. */
export const SIMPLE_LIST_ENTITIES: EntityDefinition[] = SIMPLE_LISTS.map(([name, table]) => ({
  name,
  table,
  tenant: 'company',
  columns: { name: 'string' },
  schema: SimpleListItemSchema,
  view: [],
  edit: [PRIV.ModulesEdit],
  defaultOrderBy: 'name asc',
}));

/** Deterministic id of a company's service status row. */
export const serviceStatusId = (companyId: string, name: string) => `${companyId}-ss-${name}`;

/** Inserts the five service statuses of a company when missing (re-runnable). */
export async function ensureServiceStatuses(db: Db, companyId: string): Promise<void> {
  const labels: Record<string, string> = {
    notAccepted: 'Not Accepted',
    accepted: 'Accepted',
    rejected: 'Rejected',
    inProgress: 'In Progress',
    completed: 'Completed',
  };
  const colors: Record<string, string> = {
    notAccepted: '#9e9e9e',
    accepted: '#1976d2',
    rejected: '#d32f2f',
    inProgress: '#f57c00',
    completed: '#388e3c',
  };
  for (const [i, name] of SERVICE_STATUS_NAMES.entries()) {
    await db.query(
      `INSERT INTO service_status (id, company_id, name, data) VALUES ($1, $2, $3, $4::jsonb) ON CONFLICT (id) DO NOTHING`,
      [
        serviceStatusId(companyId, name),
        companyId,
        name,
        JSON.stringify({ label: labels[name], color: colors[name], sort: i + 1 }),
      ],
    );
  }
}

/**
 * ServiceStatus (service spec 3, 5 "Lists"): the five fixed statuses; label and colour may change,
 * but items cannot be added ('Cannot add new item to Service Status List.') or deleted
 * ('Cannot delete item from Service Status List.').
 */
export const ServiceStatusEntity: EntityDefinition = {
  name: 'ServiceStatus',
  table: 'service_status',
  tenant: 'company',
  columns: { name: 'string' },
  schema: ServiceStatusSchema,
  view: [],
  edit: [PRIV.ModulesEdit],
  defaultOrderBy: 'id asc',
  hooks: {
    beforeSave(_ctx, record, existing) {
      if (!existing) throw badRequest(SERVICE_STATUS_ADD);
      if (record.name !== existing.name) throw badRequest('The name of a service status cannot change.');
      if (record.status === 3) throw badRequest(SERVICE_STATUS_DELETE);
      return record;
    },
    async beforeDelete() {
      throw badRequest(SERVICE_STATUS_DELETE);
    },
  },
};

/** Refuses a caller without any of `anyOf` (403 with the platform's wording). */
export function requireAny(privileges: Set<string>, isAdministrator: boolean, anyOf: string[]): void {
  if (isAdministrator || anyOf.some((p) => privileges.has(p))) return;
  throw forbidden(`Not authorized: requires ${anyOf.join(' or ')}`);
}
