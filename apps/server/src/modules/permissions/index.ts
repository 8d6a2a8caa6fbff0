import type { EntityDefinition } from '../../platform/entities/types.js';
import type { ServerModule } from '../../platform/module.js';
import { extendEntity } from '../adminrules/extend.js';
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

const hadOwnScope = new WeakMap<EntityDefinition, boolean>();

/**
 * Permission sets and profiles (service spec 6): entities PermissionSet and PermissionProfile
 * (alias v2.0/PermissionSet), the limits they put on every read of Location, Task, Asset, Form and
 * CustomList options for non-administrators (a scope on the entity, so every route reading through
 * the entity repositories is limited), and GET /api/permissions/allowed.
 * An employee with no active set or profile is not limited (a company that does not use them).
 */
export const permissionsModule: ServerModule = {
  name: 'permissions',
  entities: [PermissionSetEntity, PermissionProfileEntity],
  routes(app, platform) {
    const guarded = new Set<string>();
    for (const kind of ['location', 'task', 'asset', 'form'] as const) {
      const def: EntityDefinition | undefined = platform.entities.resolve(PERMISSION_KINDS[kind].entity);
      if (!def) continue;
      // Decided once per definition: the definitions outlive a server (tests build several).
      if (!hadOwnScope.has(def)) hadOwnScope.set(def, !!def.hooks?.scope);
      const ownScope = hadOwnScope.get(def)!;
      if (!ownScope && def.view.length > 0) guarded.add(def.name);
      extendEntity(def, 'permissions', { scope: permissionScope(kind, def, ownScope) });
    }
    const lists = platform.entities.resolve('CustomList');
    if (lists) extendEntity(lists, 'permissions', customListOptionRules);
    extendEntity(platform.entities.get('Employee'), 'permissions', employeePermissionRules);
    const roles = platform.entities.resolve('Role');
    if (roles) extendEntity(roles, 'permissions', roleSeatRules);
    registerPermissionRoutes(app, platform, guarded);
  },
};

export { assertPermitted, permittedIds } from './permissions.entities.js';
