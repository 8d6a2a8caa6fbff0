import type { EntityDefinition, EntityHooks } from './types.js';

/**
 * Composes a module's rules onto an entity another module registered (ServerModule.extendEntities;
 * the registry holds its own copy of every definition, so this changes one server only). Order: the
 * extra `beforeSave` runs BEFORE the owner's (validation before the owner's side effects);
 * `afterSave`, `afterLoad` and `beforeDelete` run after the owner's; `scope` conditions are AND-ed.
 */
export function extendEntity(def: EntityDefinition, extra: EntityHooks): void {
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
