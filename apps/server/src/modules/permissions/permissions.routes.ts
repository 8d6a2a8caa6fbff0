import type { AllowedIds } from '@wm/api/schemas';
import type { FastifyInstance } from 'fastify';
import { holdsAny } from '../../platform/auth/context.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { authOf, requireAuth } from '../../platform/http.js';
import { lacksModule, NOT_AUTHORIZED_TO_MODULE } from '../../platform/entities/repository.js';
import type { Platform } from '../../platform/module.js';
import { PERMISSION_KINDS, type PermissionKind, permittedIds } from './permissions.entities.js';

const KEY: Record<PermissionKind, keyof AllowedIds> = {
  location: 'locationIds',
  task: 'taskIds',
  asset: 'assetIds',
  form: 'formIds',
  customListOption: 'customListOptionIds',
};

/** null = not limited; else the ids both lists hold. */
function intersect(a: string[] | null, b: string[] | null): string[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const s = new Set(b);
  return a.filter((x) => s.has(x));
}

/**
 * GET /api/permissions/allowed?employeeIds=a,b -> {locationIds, taskIds, assetIds, formIds,
 * customListOptionIds} (service spec 6): what the pickers may offer for the selected employees, the
 * intersection over them (null = not limited; administrators are not limited). A non-administrator
 * caller's own limits apply on top. Without employeeIds: the caller's own. 404 for an employee the
 * caller cannot see; at most 500 ids.
 *
 * Also keeps the privilege answer of entities whose permission scope the platform would otherwise
 * read as "open to all": GET /api/{Entity} of such an entity without its view privileges is 403.
 */
export function registerPermissionRoutes(
  app: FastifyInstance,
  platform: Platform,
  guarded: Set<string>,
): void {
  app.get<{ Querystring: { employeeIds?: string } }>(
    '/permissions/allowed',
    { preHandler: requireAuth },
    async (req) => {
      const auth = authOf(req);
      if (!auth.companyId) throw forbidden('Not authorized: no company selected');
      const raw = typeof req.query.employeeIds === 'string' ? req.query.employeeIds : '';
      const ids = [
        ...new Set(
          raw
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length > 500) throw badRequest('employeeIds: at most 500 ids');
      const out: AllowedIds = {
        locationIds: null,
        taskIds: null,
        assetIds: null,
        formIds: null,
        customListOptionIds: null,
      };
      const subjects: { id: string; isAdministrator: boolean }[] = [];
      const repo = platform.repo(auth, 'Employee');
      for (const id of ids) {
        const e = await repo.get(id);
        if (!e) throw notFound(`Employee ${id} not found`);
        subjects.push({ id, isAdministrator: e.isAdministrator === true });
      }
      if (!auth.isAdministrator && auth.employeeId)
        subjects.push({ id: auth.employeeId, isAdministrator: false });
      for (const s of subjects) {
        if (s.isAdministrator) continue;
        for (const kind of Object.keys(PERMISSION_KINDS) as PermissionKind[]) {
          out[KEY[kind]] = intersect(
            out[KEY[kind]],
            await permittedIds(platform.db, auth.companyId, s.id, kind),
          );
        }
      }
      for (const k of Object.keys(out) as (keyof AllowedIds)[]) out[k] = out[k]?.sort() ?? null;
      return out;
    },
  );

  app.addHook('preHandler', async (req) => {
    if (req.method !== 'GET' || !req.auth) return;
    for (const path of entityPathOf(req.url)) {
      const def = platform.entities.resolve(path);
      if (def && guarded.has(def.name) && !holdsAny(req.auth, def.view)) {
        // No route to the entity's module at all: the spec's lookup answer, on which pickers hide.
        if (lacksModule(def, req.auth)) throw forbidden(NOT_AUTHORIZED_TO_MODULE);
        throw forbidden(`Not authorized: requires ${def.view.join(' or ')}`);
      }
    }
  });
}

/** Generic entity paths of a request ('/api/v2.1/Location/x' -> 'v2.1/Location'; '/api/Location' -> 'Location'). */
function entityPathOf(url: string): string[] {
  const path = url.split('?')[0]!.replace(/^\/api\//, '');
  const seg = path.split('/').filter(Boolean);
  if (seg.length === 0) return [];
  if (/^v\d+(\.\d+)?$/i.test(seg[0]!) && seg.length > 1) return [`${seg[0]}/${seg[1]}`];
  return [seg[0]!];
}
