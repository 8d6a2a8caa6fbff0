/**
 * Permission-set limits on pickers (service spec 6 "Permission sets and permission profiles assign
 * employees to locations, tasks, assets, forms and lists"). The server answers GET
 * /api/permissions/allowed?employeeIds=... with the ids each kind is limited to (the intersection
 * over the selected employees), null meaning not limited.
 */
export interface AllowedIdLists {
  locationIds: readonly string[] | null;
  taskIds: readonly string[] | null;
  assetIds: readonly string[] | null;
  formIds: readonly string[] | null;
  customListOptionIds: readonly string[] | null;
}

/**
 * The items a picker may offer: all of them when `allowed` is null (not limited), else only those
 * whose id is allowed, in the given order. Items already chosen stay (so a saved choice still
 * shows) when passed in `keep`.
 */
export function limitToAllowed<T extends { id: string }>(
  items: readonly T[],
  allowed: readonly string[] | null | undefined,
  keep: readonly string[] = [],
): T[] {
  if (allowed === null || allowed === undefined) return [...items];
  const ok = new Set([...allowed, ...keep]);
  return items.filter((i) => ok.has(i.id));
}

/** Intersection of two limits (null = not limited), as the server combines several employees. */
export function intersectAllowed(
  a: readonly string[] | null,
  b: readonly string[] | null,
): readonly string[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const s = new Set(b);
  return a.filter((x) => s.has(x));
}
