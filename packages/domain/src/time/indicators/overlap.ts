import { toMillis } from '../instant.js';

/**
 * Ids of records that overlap another record of the same employee (time spec 2 "overlapping
 * shift"). Records are compared as half-open intervals [in, out): a shift ending exactly when the
 * next starts does not overlap. Deleted records (status 3) and records without a valid IN are
 * ignored; a record without an OUT (still clocked in) counts as running on without end.
 * O(n log n) per employee.
 */
export function findOverlappingIds(
  records: readonly {
    id: string;
    employee_id: string;
    inTimeStamp?: string | null;
    outTimeStamp?: string | null;
    status?: number | null;
  }[],
): Set<string> {
  const byEmployee = new Map<string, { id: string; start: number; end: number }[]>();
  for (const r of records) {
    if (r.status === 3) continue;
    const start = toMillis(r.inTimeStamp);
    if (Number.isNaN(start)) continue;
    const out = toMillis(r.outTimeStamp);
    const end = Number.isNaN(out) ? Number.POSITIVE_INFINITY : out;
    const list = byEmployee.get(r.employee_id) ?? [];
    list.push({ id: r.id, start, end });
    byEmployee.set(r.employee_id, list);
  }
  const overlapping = new Set<string>();
  for (const list of byEmployee.values()) {
    list.sort((a, b) => a.start - b.start || a.end - b.end);
    // The interval reaching furthest so far: any later start before its end overlaps it.
    let reach: { id: string; end: number } | null = null;
    for (const cur of list) {
      if (reach && cur.start < reach.end) {
        overlapping.add(cur.id);
        overlapping.add(reach.id);
      }
      if (!reach || cur.end > reach.end) reach = { id: cur.id, end: cur.end };
    }
  }
  return overlapping;
}
