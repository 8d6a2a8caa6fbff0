import type { FastifyInstance } from 'fastify';
import type { EntityRegistry } from '../../platform/entities/repository.js';
import type { EntityDefinition, EntityHooks } from '../../platform/entities/types.js';

const applied = new WeakMap<EntityDefinition, Set<string>>();

/**
 * Composes further hooks onto a registered entity definition, once per `key` and definition (the
 * definitions are module constants shared by every server built in the process). Order: the extra
 * `beforeSave` runs BEFORE the owner's (validation before the owner's side effects); `afterSave`,
 * `afterLoad` and `beforeDelete` run after the owner's; `scope` conditions are AND-ed.
 * Until the platform offers `entities.extend`, this is how modules add rules to entities that
 * another module owns (see /work/notes/requests.md, admin-server 02:25).
 */
export function extendEntity(def: EntityDefinition, key: string, extra: EntityHooks): void {
  let keys = applied.get(def);
  if (!keys) {
    keys = new Set();
    applied.set(def, keys);
  }
  if (keys.has(key)) return;
  keys.add(key);
  const own: EntityHooks = { ...(def.hooks ?? {}) };
  const hooks: EntityHooks = { ...own };
  if (extra.scope) {
    const a = own.scope;
    const b = extra.scope;
    hooks.scope = (auth, p) => {
      const parts = [a?.(auth, p) ?? null, b(auth, p)].filter((x): x is string => !!x);
      return parts.length === 0 ? null : parts.map((x) => `(${x})`).join(' AND ');
    };
  }
  if (extra.beforeSave) {
    const a = own.beforeSave;
    const b = extra.beforeSave;
    hooks.beforeSave = async (ctx, record, existing, input) => {
      const mine = await b(ctx, record, existing, input);
      return a ? a(ctx, mine, existing, input) : mine;
    };
  }
  if (extra.afterSave) {
    const a = own.afterSave;
    const b = extra.afterSave;
    hooks.afterSave = async (ctx, saved, input, existing) => {
      await a?.(ctx, saved, input, existing);
      await b(ctx, saved, input, existing);
    };
  }
  if (extra.afterLoad) {
    const a = own.afterLoad;
    const b = extra.afterLoad;
    hooks.afterLoad = async (ctx, records) => {
      await a?.(ctx, records);
      await b(ctx, records);
    };
  }
  if (extra.beforeDelete) {
    const a = own.beforeDelete;
    const b = extra.beforeDelete;
    hooks.beforeDelete = async (ctx, existing) => {
      await a?.(ctx, existing);
      await b(ctx, existing);
    };
  }
  def.hooks = hooks;
}

/** The definition of `name` when some module registered it, else undefined. */
export function entityOrNull(registry: EntityRegistry, name: string): EntityDefinition | undefined {
  return registry.resolve(name);
}

/** Registers `def` unless an entity of that name exists already (another module may own it). */
export function registerIfAbsent(registry: EntityRegistry, def: EntityDefinition): EntityDefinition {
  const found = registry.resolve(def.name);
  if (found) return found;
  registry.register(def);
  return def;
}

/** Generic entity paths of a request ('/api/v2.1/Location/x' -> 'v2.1/Location' and 'Location'). */
export function entityPathOf(app: FastifyInstance, url: string): string[] {
  void app;
  const path = url.split('?')[0]!.replace(/^\/api\//, '');
  const seg = path.split('/').filter(Boolean);
  if (seg.length === 0) return [];
  if (/^v\d+(\.\d+)?$/i.test(seg[0]!) && seg.length > 1) return [`${seg[0]}/${seg[1]}`];
  return [seg[0]!];
}
