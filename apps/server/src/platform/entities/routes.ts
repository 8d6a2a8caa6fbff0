import { EntityListQuerySchema } from '@wm/api/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf, parseBody } from '../http.js';
import type { Db } from '../db/db.js';
import { forbidden, notFound, badRequest } from '../errors.js';
import {
  type EntityRegistry,
  canEdit,
  canView,
  expandRecords,
  lacksModule,
  NOT_AUTHORIZED_TO_MODULE,
} from './repository.js';
import type { EntityDefinition } from './types.js';

const VERSION = /^v\d+(\.\d+)?$/i;
/** Most records one POST may carry. */
export const MAX_BATCH = 1000;

/**
 * The generic entity API (design.md section 3):
 *   GET    /api/{Entity}?filter=&expand=&top=&orderby=&include*=   -> array
 *   GET    /api/{Entity}/{id}                                      -> record | 404
 *   POST   /api/{Entity}   record | array                          -> saved record | array
 *   DELETE /api/{Entity}/{id}                                      -> the record, status 3
 * and the same under versioned aliases (v2.0/Employee, v2.1/Location, ...). Unknown entity: 404.
 * Privileges: the entity's `view` for GET, `edit` for POST and DELETE (403 'Not authorized: ...';
 * a GET by a caller with no privilege in the entity's module at all: 403 'Not authorized to module').
 * `expand=location,employee` adds the records that `location_id` / `employee_id` point to (see
 * expandRecords); names an entity does not offer are ignored.
 */
export function registerEntityRoutes(app: FastifyInstance, registry: EntityRegistry, db: Db): void {
  type Params = { a: string; b?: string; c?: string };
  // Two path segments are either {version}/{Entity} or {Entity}/{id}.
  const resolve = (p: Params): { def: EntityDefinition; id: string | null } => {
    const { a, b, c } = p;
    let def: EntityDefinition | undefined;
    let id: string | null = null;
    if (c !== undefined) {
      def = VERSION.test(a) ? registry.resolve(`${a}/${b}`) : undefined;
      id = c;
    } else if (b !== undefined) {
      if (VERSION.test(a)) def = registry.resolve(`${a}/${b}`);
      else {
        def = registry.resolve(a);
        id = b;
      }
    } else def = registry.resolve(a);
    if (!def) throw notFound(`Unknown entity '${VERSION.test(a) && b !== undefined ? `${a}/${b}` : a}'`);
    return { def, id };
  };
  const viewGuard = (req: FastifyRequest, def: EntityDefinition) => {
    const auth = authOf(req);
    if (!canView(def, auth)) {
      // No route to the entity's module at all: the spec's lookup answer, on which pickers hide.
      if (lacksModule(def, auth)) throw forbidden(NOT_AUTHORIZED_TO_MODULE);
      throw forbidden(`Not authorized: requires ${def.view.join(' or ') || 'a company'}`);
    }
    return auth;
  };
  const editGuard = (req: FastifyRequest, def: EntityDefinition) => {
    const auth = authOf(req);
    if (!canEdit(def, auth)) throw forbidden(`Not authorized: requires ${def.edit.join(' or ')}`);
    return auth;
  };

  const get = async (req: FastifyRequest<{ Params: Params }>) => {
    const { def, id } = resolve(req.params);
    const auth = viewGuard(req, def);
    const query = parseBody(EntityListQuerySchema, req.query);
    const repo = registry.repository(def, auth, db);
    if (id !== null) {
      const rec = await repo.get(id, { includeSensitiveData: query.includeSensitiveData });
      if (!rec) throw notFound(`${def.name} ${id} not found`);
      await expandRecords(registry, def, auth, db, [rec], query.expand);
      return rec;
    }
    const records = await repo.list(query);
    await expandRecords(registry, def, auth, db, records, query.expand);
    return records;
  };
  const post = async (req: FastifyRequest<{ Params: Params }>) => {
    const { def, id } = resolve(req.params);
    if (id !== null) throw notFound(`Unknown route POST ${req.url.split('?')[0]}`);
    const auth = editGuard(req, def);
    const body = req.body;
    if (Array.isArray(body)) {
      if (body.length > MAX_BATCH) throw badRequest(`At most ${MAX_BATCH} records per request`);
      return db.transaction(async (tx) => {
        const repo = registry.repository(def, auth, tx);
        const out = [];
        for (const [i, rec] of body.entries()) {
          try {
            out.push(await repo.save(rec as Record<string, unknown>));
          } catch (err) {
            if (err instanceof Error && body.length > 1) err.message = `Record ${i + 1}: ${err.message}`;
            throw err;
          }
        }
        return out;
      });
    }
    if (body === null || typeof body !== 'object')
      throw badRequest(`${def.name}: expected a record or an array of records`);
    return registry.repository(def, auth, db).save(body as Record<string, unknown>);
  };
  const del = async (req: FastifyRequest<{ Params: Params }>) => {
    const { def, id } = resolve(req.params);
    if (id === null) throw notFound(`Unknown route DELETE ${req.url.split('?')[0]}`);
    const auth = editGuard(req, def);
    return registry.repository(def, auth, db).remove(id);
  };

  for (const path of ['/:a', '/:a/:b', '/:a/:b/:c']) {
    app.get(path, get);
    app.post(path, post);
    app.delete(path, del);
  }
}
