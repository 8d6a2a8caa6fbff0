/**
 * Pure parts of server-side picker search (issue 20): the label of a named record and the options
 * a searching picker shows (the chosen records first, then the search's matches).
 */

/** The name fields a picker reads: Employee names, or `name` (Location, Task, ...). */
export type NamedRecord = {
  id: string;
  name?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

/** A picker option: the record id and its label. */
export type NamedOption = { value: string; label: string };

/** 'fullName', else 'firstName lastName', else 'name', else the id. */
export function nameLabel(r: NamedRecord): string {
  return r.fullName || [r.firstName, r.lastName].filter(Boolean).join(' ') || r.name || r.id;
}

/**
 * The options of a searching picker: every chosen id whose name is known (from the matches or from
 * `chosenRecords`, a lookup: a record, null when the id no longer exists, absent while loading)
 * first, in the order chosen, then the matches in server order, each id once. A chosen id still
 * being looked up is left out (the picker keeps it chosen; its tag appears with its name), so a
 * tag never shows a raw id unless the record is gone.
 */
export function mergeSearchOptions(
  chosen: readonly string[],
  chosenRecords: ReadonlyMap<string, NamedRecord | null> | undefined,
  matches: readonly NamedRecord[],
): NamedOption[] {
  const matched = new Set(matches.map((m) => m.id));
  const out: NamedOption[] = [];
  const seen = new Set<string>();
  for (const id of chosen) {
    if (seen.has(id) || matched.has(id)) continue;
    const record = chosenRecords?.get(id);
    if (record === undefined) continue;
    seen.add(id);
    out.push({ value: id, label: record ? nameLabel(record) : id });
  }
  for (const m of matches) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    out.push({ value: m.id, label: nameLabel(m) });
  }
  return out;
}
