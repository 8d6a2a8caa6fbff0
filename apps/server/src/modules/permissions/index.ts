import type { EntityDefinition } from '../../platform/entities/types.js';
import type { ServerModule } from '../../platform/module.js';
import { extendEntity } from '../../platform/entities/extend.js';
import type { EntityRegistry } from '../../platform/entities/repository.js';
import {
  customListOptionRules,
  employeePermissionRules,
  PERMISSION_KINDS,
  PermissionProfileEntity,
  PermissionSetEntity,
  permissionScope,
  roleSeatRules,
} from './permissions.entities.js';
import { registerPermissionRoutes } from './permissions.routes.js';

/** Per server: entities whose reads the permission scope alone would open to all (see routes). */
const guardedOf = new WeakMap<EntityRegistry, Set<string>>();

/**
 * Permission sets and profiles (service spec 6): entities PermissionSet (alias v2.0/PermissionSet)
 * and PermissionProfile, the limits they put on every read of Location, Task, Asset, Form and
 * CustomList options for non-administrators (a scope on the entity, so every route reading through
 * the entity repositories is limited), and GET /api/permissions/allowed.
 * An employee with no active set or profile is not limited (a company that does not use them).
 */
export const permissionsModule: ServerModule = {
  name: 'permissions',
  entities: [PermissionSetEntity, PermissionProfileEntity],
  extendEntities(entities) {
    const guarded = new Set<string>();
    for (const kind of ['location', 'task', 'asset', 'form'] as const) {
      const def: EntityDefinition | undefined = entities.resolve(PERMISSION_KINDS[kind].entity);
      if (!def) continue;
      const ownScope = !!def.hooks?.scope;
      if (!ownScope && def.view.length > 0) guarded.add(def.name);
      extendEntity(def, { scope: permissionScope(kind, def, ownScope) });
    }
    guardedOf.set(entities, guarded);
    const lists = entities.resolve('CustomList');
    if (lists) extendEntity(lists, customListOptionRules);
    extendEntity(entities.get('Employee'), employeePermissionRules);
    const roles = entities.resolve('Role');
    if (roles) extendEntity(roles, roleSeatRules);
  },
  routes(app, platform) {
    registerPermissionRoutes(app, platform, guardedOf.get(platform.entities) ?? new Set());
  },
};

export {
  assertPermitted,
  PERMISSION_KINDS,
  permittedIds,
  permittedIdsOfKinds,
} from './permissions.entities.js';
