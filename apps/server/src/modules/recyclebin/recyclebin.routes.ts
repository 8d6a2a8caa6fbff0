import { RecycleBinRequestSchema } from '@wm/api/schemas';
import { PRIV } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../platform/auth/context.js';
import { canEdit, canView } from '../../platform/entities/repository.js';
import type { EntityDefinition } from '../../platform/entities/types.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { cascadeOf, type DeletedRow, deletedRecords, forget, isTree } from './recyclebin.service.js';

/** Most entries GET /api/recyclebin answers per entity. */
export const RECYCLE_BIN_LIMIT = 5000;
export const STILL_REFERENCED = 'The record is still referenced by other records and cannot be purged.';

/**
 * Recycle bin (service spec 2, 4 "Entity status"; design.md 3), under /api:
 * - GET /recyclebin?entity= -> [{entity, id, name, deletedOn, deletedBy, deletedByName, parentDeleted}]
 *   every soft-deleted (status 3) record of every company entity the caller may read (or of one
 *   entity), newest first. Needs Platform:View:RecycleBin.
 * - POST /recyclebin/restore {entity, ids} -> {restored:[ids]}: status back to 1 through the entity's
 *   own save rules (e.g. a PIN taken meanwhile is 409), with the children deleted with it.
 * - POST /recyclebin/purge {entity, ids} -> {purged:[ids]}: permanent delete of deleted records and
 *   the children deleted with them (409 when other records still reference one).
 * Restore and purge need Platform:Execute:RecycleBin and the entity's edit privilege; an id that is
 * not a deleted record of the caller's company is 404.
 */
export function registerRecycleBinRoutes(app: FastifyInstance, platform: Platform): void {
  const { db, entities } = platform;
  const binEntities = () => entities.all().filter((d) => d.tenant === 'company');
  const entityOf = (name: string, auth: Auth, edit: boolean): EntityDefinition => {
    const def = entities.resolve(name);
    if (def?.tenant !== 'company') throw badRequest(`Unknown entity '${name}'`);
    const found = def as EntityDefinition;
    if (!(edit ? canEdit(found, auth) : canView(found, auth)))
      throw forbidden(`Not authorized: requires ${(edit ? found.edit : found.view).join(' or ')}`);
    return found;
  };
  const deletedIds = async (def: EntityDefinition, auth: Auth, ids: string[]) => {
    const rows = await deletedRecords(db, def, auth, RECYCLE_BIN_LIMIT);
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw notFound(`Deleted ${def.name} ${missing} not found`);
  };

  app.get<{ Querystring: { entity?: string } }>(
    '/recyclebin',
    { preHandler: requirePrivilege(PRIV.RecycleBinView) },
    async (req) => {
      const auth = authOf(req);
      if (!auth.companyId) throw forbidden('Not authorized: no company selected');
      const defs = req.query.entity
        ? [entityOf(req.query.entity, auth, false)]
        : binEntities().filter((d) => canView(d, auth));
      const out: DeletedRow[] = [];
      for (const def of defs) out.push(...(await deletedRecords(db, def, auth, RECYCLE_BIN_LIMIT)));
      return out.sort((a, b) => b.deletedOn.localeCompare(a.deletedOn) || a.id.localeCompare(b.id));
    },
  );

  app.post('/recyclebin/restore', { preHandler: requirePrivilege(PRIV.RecycleBinExecute) }, async (req) => {
    const auth = authOf(req);
    const body = parseBody(RecycleBinRequestSchema, req.body);
    const def = entityOf(body.entity, auth, true);
    await deletedIds(def, auth, body.ids);
    const restored: string[] = [];
    await db.transaction(async (tx) => {
      const repo = entities.repository(def, auth, tx);
      for (const id of body.ids) {
        const children = isTree(def) ? await cascadeOf(tx, def, auth.companyId!, id) : [];
        for (const rid of [id, ...children]) {
          if (restored.includes(rid)) continue;
          await repo.save({ id: rid, status: 1 });
          restored.push(rid);
        }
      }
      await forget(tx, auth.companyId!, def.name, restored);
    });
    return { restored };
  });

  app.post('/recyclebin/purge', { preHandler: requirePrivilege(PRIV.RecycleBinExecute) }, async (req) => {
    const auth = authOf(req);
    const body = parseBody(RecycleBinRequestSchema, req.body);
    const def = entityOf(body.entity, auth, true);
    await deletedIds(def, auth, body.ids);
    const purged = new Set<string>();
    try {
      await db.transaction(async (tx) => {
        for (const id of body.ids) {
          purged.add(id);
          if (isTree(def)) for (const c of await cascadeOf(tx, def, auth.companyId!, id)) purged.add(c);
        }
        const ids = JSON.stringify([...purged]);
        await tx.query(
          `DELETE FROM ${def.table} WHERE company_id = $1 AND status = 3 AND id IN (SELECT jsonb_array_elements_text($2::jsonb))`,
          [auth.companyId, ids],
        );
        await forget(tx, auth.companyId!, def.name, [...purged]);
      });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if ((err as { code?: string }).code === '23503') throw conflict(STILL_REFERENCED);
      throw err;
    }
    return { purged: [...purged] };
  });
}
