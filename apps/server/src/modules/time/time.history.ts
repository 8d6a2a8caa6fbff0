import type { Auth } from '../../platform/auth/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { requireTimeEdit } from './time.entities.js';
import type { TimeServiceDeps } from './time.service.js';

/** The fields of a time record whose changes the history lists, in display order. */
export const HISTORY_FIELDS = [
  'inTimeStamp',
  'outTimeStamp',
  'inTimeZone',
  'outTimeZone',
  'location_id',
  'task_id',
  'assetIds',
  'units',
  'payType',
  'outAdditionalInfo',
  'timeBatch_id',
  'status',
] as const;

/** One changed field: its value before and after (location and task as their names). */
export interface HistoryChange {
  field: (typeof HISTORY_FIELDS)[number];
  before: unknown;
  after: unknown;
}

/** One entry of a time record's history (GET /time/{id}/history). */
export interface HistoryEntry {
  id: string;
  /** When (ISO 8601 UTC). */
  at: string;
  /** The audit action: clock-in, clock-out, create, update, delete, note, signoff, batch, process, approve, reopen. */
  action: string;
  /** Who: the employee's name, else the user name; null for the system. */
  by: string | null;
  changes: HistoryChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const instant = (v: unknown) => {
  if (typeof v !== 'string' || !v) return v ?? null;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? v : new Date(ms).toISOString();
};

/**
 * GET /time/{id}/history (issue 19 §2: the audit trail in the time editor's detail panel): every
 * time_audit row of the record, oldest first, with when, who and each changed field's previous and
 * new value (location and task by name). Only for whoever may edit the record (Time:Edit:MyTime for
 * one's own, Time:Edit:OthersTime for others'; 403 naming the privilege); 404 outside the caller's
 * read scope.
 */
export async function timeHistory(
  deps: TimeServiceDeps,
  auth: Auth,
  timeId: string,
): Promise<HistoryEntry[]> {
  if (!auth.companyId) throw forbidden('Not authorized: no company selected');
  const rec = await deps.entities.repository('Time', auth, deps.db).get(timeId);
  if (!rec) throw notFound(`Time ${timeId} not found`);
  requireTimeEdit(auth, rec.employee_id as string);
  const rows = await deps.db.query<{
    id: string;
    at: Date | string;
    action: string;
    step: string | null;
    by: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    `SELECT a.id, a.at, a.action, a.after->>'auditAction' AS step, a.before, a.after,
            COALESCE(NULLIF(e."fullName", ''), NULLIF(concat_ws(' ', e."firstName", e."lastName"), ''), u."userName") AS by
       FROM time_audit a
       LEFT JOIN employee e ON e.company_id = a.company_id AND e.id = a.employee_id
       LEFT JOIN app_user u ON u.id = a.user_id
      WHERE a.company_id = $1 AND a.time_id = $2
      ORDER BY a.at, a.id`,
    [auth.companyId, timeId],
  );
  const placeIds = new Set<string>();
  for (const r of rows) {
    for (const side of [r.before, r.after]) {
      for (const f of ['location_id', 'task_id'] as const) {
        const v = side?.[f];
        if (typeof v === 'string') placeIds.add(v);
      }
    }
  }
  const names = new Map<string, string>();
  if (placeIds.size) {
    const found = await deps.db.query<{ id: string; name: string }>(
      `SELECT id, name FROM location WHERE company_id = $1 AND id = ANY($2::text[])
       UNION ALL SELECT id, name FROM task WHERE company_id = $1 AND id = ANY($2::text[])`,
      [auth.companyId, [...placeIds]],
    );
    for (const f of found) names.set(f.id, f.name);
  }
  const shown = (field: string, v: unknown) => {
    if (field === 'inTimeStamp' || field === 'outTimeStamp') return instant(v);
    if ((field === 'location_id' || field === 'task_id') && typeof v === 'string') return names.get(v) ?? v;
    return v ?? null;
  };
  return rows.map((r) => {
    const changes: HistoryChange[] = [];
    if (r.before || r.after) {
      for (const field of HISTORY_FIELDS) {
        const b = r.before ? shown(field, r.before[field]) : null;
        const a = r.after ? shown(field, r.after[field]) : null;
        if (!same(b, a)) changes.push({ field, before: b, after: a });
      }
    }
    return {
      id: r.id,
      at: new Date(r.at).toISOString(),
      action: r.step ?? r.action,
      by: r.by ?? null,
      changes,
    };
  });
}
