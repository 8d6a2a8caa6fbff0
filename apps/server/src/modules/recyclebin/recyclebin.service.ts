import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import type { EntityDefinition, EntityHooks } from '../../platform/entities/types.js';

const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/** True for entities whose records form a tree through `parent_id` (Location, Task, Asset, Grouping). */
export const isTree = (def: EntityDefinition) => def.columns.parent_id === 'string';

/**
 * Names of records that have no name column, by entity (alias t): a time batch reads
 * '#{batchId} {employee} {start} – {end}' (issue 19: the bin listed reversed batches by id).
 */
const NAMES: Record<string, string> = {
  TimeBatch: `concat_ws(' ', '#' || t."batchId",
    (SELECT e."fullName" FROM employee e WHERE e.id = t.employee_id AND e.company_id = t.company_id),
    to_char(t."payPeriodStartDate", 'YYYY-MM-DD') || ' – ' || to_char(t."payPeriodEndDate", 'YYYY-MM-DD'))`,
};

/** SQL of a record's display name for the recycle bin (alias t). */
export function nameExpression(def: EntityDefinition): string {
  const special = NAMES[def.name];
  if (special) return `COALESCE(NULLIF(${special}, ''), t.id)`;
  for (const c of ['name', 'fullName', 'userName', 'fileName', 'key']) {
    if (def.columns[c] === 'string') return `COALESCE(t.${q(c)}, t.id)`;
  }
  return `COALESCE(t.data->>'name', t.data->>'fullName', t.data->>'label', t.id)`;
}

/**
 * beforeDelete for every company entity (service spec 4 "Entity status", design.md 3): notes who
 * deleted the record; for trees also soft-deletes every descendant that is not deleted yet and notes
 * them under the same root, so a restore of the parent brings them back.
 */
export function deletionHooks(def: EntityDefinition): EntityHooks {
  return {
    async beforeDelete(ctx, existing) {
      const companyId = ctx.auth.companyId!;
      await note(ctx.db, companyId, def.name, [existing.id], existing.id, ctx.auth.userId);
      if (!isTree(def)) return;
      const rows = await ctx.db.query<{ id: string }>(
        `WITH RECURSIVE tree AS (
           SELECT id FROM ${def.table} WHERE company_id = $1 AND parent_id = $2 AND status <> 3
           UNION SELECT c.id FROM ${def.table} c JOIN tree ON c.parent_id = tree.id
            WHERE c.company_id = $1 AND c.status <> 3)
         UPDATE ${def.table} SET status = 3, updated_at = now()
          WHERE company_id = $1 AND id IN (SELECT id FROM tree) RETURNING id`,
        [companyId, existing.id],
      );
      await note(
        ctx.db,
        companyId,
        def.name,
        rows.map((r) => r.id),
        existing.id,
        ctx.auth.userId,
      );
    },
  };
}

async function note(
  db: Db,
  companyId: string,
  entity: string,
  ids: string[],
  rootId: string,
  userId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `INSERT INTO deletion_log (company_id, entity, record_id, root_id, deleted_by)
     SELECT $1, $2, x, $4, $5 FROM jsonb_array_elements_text($3::jsonb) x
     ON CONFLICT (company_id, entity, record_id)
     DO UPDATE SET root_id = EXCLUDED.root_id, deleted_by = EXCLUDED.deleted_by, deleted_at = now()`,
    [companyId, entity, JSON.stringify(ids), rootId, userId],
  );
}

/**
 * Notes records that an action other than a delete marked deleted (`via`, e.g. 'reverse' for time
 * batches reversed by Time/Open), with who did it, for the recycle bin's 'Deleted by' and 'Deleted
 * with'. Use inside the action's transaction.
 */
export async function noteDeletedVia(
  db: Db,
  companyId: string,
  entity: string,
  ids: readonly string[],
  userId: string,
  via: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `INSERT INTO deletion_log (company_id, entity, record_id, root_id, deleted_by, via)
     SELECT $1, $2, x, x, $4, $5 FROM jsonb_array_elements_text($3::jsonb) x
     ON CONFLICT (company_id, entity, record_id)
     DO UPDATE SET root_id = EXCLUDED.root_id, deleted_by = EXCLUDED.deleted_by, via = EXCLUDED.via,
                   deleted_at = now()`,
    [companyId, entity, JSON.stringify(ids), userId, via],
  );
}

/** One deleted record as GET /api/recyclebin lists it. */
export interface DeletedRow {
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
  deletedVia: string | null;
}

/** Deleted (status 3) records of one entity in the caller's company and scope, newest first. */
export async function deletedRecords(
  db: Db,
  def: EntityDefinition,
  auth: Auth,
  limit: number,
): Promise<DeletedRow[]> {
  const params: unknown[] = [auth.companyId, def.name];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const scope = def.hooks?.scope?.(auth, p);
  const rows = await db.query<{
    id: string;
    name: string;
    deleted_at: Date;
    deleted_by: string | null;
    user_name: string | null;
    root_id: string | null;
    via: string | null;
  }>(
    `SELECT t.id, ${nameExpression(def)} AS name, COALESCE(d.deleted_at, t.updated_at) AS deleted_at,
            d.deleted_by, COALESCE(NULLIF(TRIM(e."fullName"), ''), u."userName") AS user_name, d.root_id, d.via
       FROM ${def.table} t
       LEFT JOIN deletion_log d ON d.company_id = t.company_id AND d.entity = $2 AND d.record_id = t.id
       LEFT JOIN app_user u ON u.id = d.deleted_by
       LEFT JOIN LATERAL (SELECT "fullName" FROM employee WHERE user_id = d.deleted_by AND status <> 3
                          ORDER BY status, id LIMIT 1) e ON true
      WHERE t.company_id = $1 AND t.status = 3${scope ? ` AND (${scope})` : ''}
      ORDER BY 3 DESC, t.id LIMIT ${Math.floor(limit)}`,
    params,
  );
  return rows.map((r) => ({
    entity: def.name,
    id: r.id,
    name: String(r.name),
    deletedOn: new Date(r.deleted_at).toISOString(),
    deletedBy: r.deleted_by,
    deletedByName: r.user_name,
    parentDeleted: r.root_id !== null && r.root_id !== r.id,
    deletedWith: r.root_id !== null && r.root_id !== r.id ? r.root_id : null,
    deletedVia: r.via ?? null,
  }));
}

/**
 * Ids deleted together with `rootId` (its descendants), still deleted, parents before their
 * children (a restore saves each through rules that need the parent active).
 */
export async function cascadeOf(
  db: Db,
  def: EntityDefinition,
  companyId: string,
  rootId: string,
): Promise<string[]> {
  const rows = await db.query<{ record_id: string; parent_id: string | null }>(
    `SELECT d.record_id, t.parent_id FROM deletion_log d JOIN ${def.table} t ON t.id = d.record_id AND t.company_id = d.company_id
      WHERE d.company_id = $1 AND d.entity = $2 AND d.root_id = $3 AND d.record_id <> $3 AND t.status = 3
      ORDER BY d.record_id`,
    [companyId, def.name, rootId],
  );
  return parentsFirst(rows.map((r) => ({ id: r.record_id, parentId: r.parent_id })));
}

/** Orders tree records so that every record comes after its parent when the parent is among them. */
export function parentsFirst(rows: { id: string; parentId: string | null }[]): string[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  for (const r of rows) {
    if (r.parentId && ids.has(r.parentId) && r.parentId !== r.id) {
      children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
    } else roots.push(r.id);
  }
  const out: string[] = [];
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  // A cycle among stored parents (not expected) still restores every record.
  for (const r of rows) if (!seen.has(r.id)) out.push(r.id);
  return out;
}

/** Forgets the deletion notes of records (after a restore or purge). */
export async function forget(db: Db, companyId: string, entity: string, ids: string[]): Promise<void> {
  await db.query(
    'DELETE FROM deletion_log WHERE company_id = $1 AND entity = $2 AND record_id IN (SELECT jsonb_array_elements_text($3::jsonb))',
    [companyId, entity, JSON.stringify(ids)],
  );
}
