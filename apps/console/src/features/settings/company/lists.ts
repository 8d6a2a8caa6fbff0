/**
 * Rules of the company lists (service spec 3 "Roles and lists", 4 "Payroll lists", 5 "Lists", 9),
 * written with the server's messages (apps/server/src/modules/adminrules/lists.rules.ts) so the
 * browser refuses what the server would refuse, with the same words.
 */

export const CUSTOM_LIST_LIMIT = 3;
export const CUSTOM_LIST_PLACEHOLDER = '<Undefined Custom List>';
export const MESSAGES = {
  customListName: 'Name is Required!',
  customListLimit: 'At most 3 custom lists are allowed.',
  optionValue: 'Every option needs a value.',
  nameRequired: 'Name is required.',
  parentRequired: 'Parent Group is Required',
  newGroupActive: 'A new group must be active.',
  parentCycle: 'A group cannot be placed under itself or one of its subgroups.',
  serviceStatusAdd: 'Cannot add new item to Service Status List.',
  serviceStatusDelete: 'Cannot delete item from Service Status List.',
} as const;
export type ListMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

/** An option of a custom list: value (shown), code (exported) and status (1 active, 2 inactive). */
export interface CustomListOption {
  id?: string;
  value: string;
  code?: string | null;
  status?: number;
}
export interface CustomListDraft {
  id?: string;
  name: string;
  priority?: number | null;
  status?: number;
  options: CustomListOption[];
}

/** A new custom list: the placeholder name, which must be replaced before saving. */
export function newCustomList(priority: number): CustomListDraft {
  return { name: CUSTOM_LIST_PLACEHOLDER, priority, status: 1, options: [] };
}

/** Refusal of 'Add' when the company already has `count` (not deleted) custom lists, else null. */
export function customListAddProblem(count: number): ListMessage | null {
  return count >= CUSTOM_LIST_LIMIT ? MESSAGES.customListLimit : null;
}

/** The first problem of a custom list draft: blank or placeholder name, an option without a value. */
export function customListProblem(draft: CustomListDraft): ListMessage | null {
  const name = draft.name.trim();
  if (!name || name === CUSTOM_LIST_PLACEHOLDER) return MESSAGES.customListName;
  if (draft.options.some((o) => !o.value.trim())) return MESSAGES.optionValue;
  return null;
}

/** A grouping (employee group) as the list reads it. */
export interface Group {
  id: string;
  name: string;
  code?: string | null;
  parent_id?: string | null;
  status?: number | null;
  employeeIds?: string[];
}

/** The ids of `id` and every group beneath it. */
export function subtreeIds(groups: readonly Group[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of groups) {
      if (g.parent_id && out.has(g.parent_id) && !out.has(g.id)) {
        out.add(g.id);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * The groups a user may choose as the parent of `editingId` (service spec 6 "Platform roles":
 * administrators choose freely, non-administrators only within their own groups' trees): never the
 * group itself nor one of its subgroups, never a deleted group.
 */
export function parentChoices(
  groups: readonly Group[],
  editingId: string | null,
  user: { isAdministrator: boolean; employeeId: string | null },
): Group[] {
  const blocked = editingId ? subtreeIds(groups, editingId) : new Set<string>();
  let allowed: Set<string> | null = null;
  if (!user.isAdministrator) {
    const mine = groups.filter((g) => user.employeeId && g.employeeIds?.includes(user.employeeId));
    if (mine.length > 0) {
      allowed = new Set<string>();
      for (const g of mine) for (const id of subtreeIds(groups, g.id)) allowed.add(id);
    }
  }
  return groups.filter((g) => g.status !== 3 && !blocked.has(g.id) && (!allowed || allowed.has(g.id)));
}

/**
 * The first problem of a grouping draft (service spec 5 "Lists"): a name; a new group must be
 * active; a top-level group needs a parent unless the user is an administrator or belongs to no
 * group ('Parent Group is Required'); a parent cannot be the group or one of its subgroups.
 */
export function groupProblem(
  draft: Group,
  isNew: boolean,
  groups: readonly Group[],
  user: { isAdministrator: boolean; employeeId: string | null },
): ListMessage | null {
  if (!draft.name.trim()) return MESSAGES.nameRequired;
  if (isNew && (draft.status ?? 1) !== 1) return MESSAGES.newGroupActive;
  if (draft.parent_id) {
    if (!isNew && subtreeIds(groups, draft.id).has(draft.parent_id)) return MESSAGES.parentCycle;
    return null;
  }
  if (user.isAdministrator || !user.employeeId) return null;
  const inGroups = groups.some((g) => g.status !== 3 && g.employeeIds?.includes(user.employeeId!));
  return inGroups ? MESSAGES.parentRequired : null;
}

/** A simple list item (service spec 3 "Simple list item"): name, status, isNew. */
export interface SimpleItem {
  id: string;
  name: string;
  status: number;
  isNew?: boolean;
  [key: string]: unknown;
}

/** Adds a new active item (isNew) at the top of the list. */
export function addSimpleItem(items: readonly SimpleItem[], id: string): SimpleItem[] {
  return [{ id, name: '', status: 1, isNew: true }, ...items];
}

/**
 * Deleting a simple list item marks its status 2 locally (service spec 4 "Payroll lists"); a new
 * item that was never saved just goes away.
 */
export function deleteSimpleItem(items: readonly SimpleItem[], id: string): SimpleItem[] {
  return items.flatMap((i) => (i.id !== id ? [i] : i.isNew ? [] : [{ ...i, status: 2 }]));
}

/** Items that differ from the stored ones (new or changed name/status/other fields). */
export function changedItems(items: readonly SimpleItem[], stored: readonly SimpleItem[]): SimpleItem[] {
  const byId = new Map(stored.map((s) => [s.id, s]));
  return items.filter((i) => {
    if (i.isNew) return true;
    const s = byId.get(i.id);
    return !s || Object.keys(i).some((k) => i[k] !== s[k]);
  });
}

/** The first problem of the changed items: every item needs a name ('Name is required.'). */
export function simpleItemsProblem(changed: readonly SimpleItem[]): ListMessage | null {
  return changed.some((i) => !i.name.trim()) ? MESSAGES.nameRequired : null;
}

/** The payload of an item for POST /{Entity} (isNew is the console's own flag; new items get no id). */
export function simpleItemPayload(item: SimpleItem): Record<string, unknown> {
  const { isNew, ...rest } = item;
  if (isNew) {
    const { id: _id, ...fresh } = rest;
    return { ...fresh, name: item.name.trim() };
  }
  return { ...rest, name: item.name.trim() };
}
