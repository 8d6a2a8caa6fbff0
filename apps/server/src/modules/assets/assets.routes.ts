import { AssignAssetsSchema, type AssignmentRow } from '@wm/api/schemas';
import { assignmentTags, isReassignment, PRIV, requireAssets } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../../platform/errors.js';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { asHttp, currentAssignments, insertAssignment } from './assets.entities.js';

/** POST /api/assets/assignment: edit one assignment (a changed assignee/location writes a new record). */
const EditAssignmentSchema = z.strictObject({
  id: z.string().min(1).max(64),
  assignee_id: z.string().max(64).nullable().optional(),
  location_id: z.string().max(64).nullable().optional(),
  scheduledDate: z.string().max(40).nullable().optional(),
  dueDate: z.string().max(40).nullable().optional(),
  timeZone: z.string().max(64).nullable().optional(),
  notes: z.string().max(4000).nullable().optional(),
});
const DATE = /^\d{4}-\d{2}-\d{2}(T.*)?$/;
function checkDates(b: { scheduledDate?: string | null; dueDate?: string | null }) {
  for (const k of ['scheduledDate', 'dueDate'] as const) {
    const v = b[k];
    if (v && (!DATE.test(v) || Number.isNaN(Date.parse(v))))
      throw badRequest(`${k}: must be a date YYYY-MM-DD`);
  }
}

async function requireInCompany(
  platform: Platform,
  companyId: string,
  table: string,
  field: string,
  ids: string[],
) {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return;
  const rows = await platform.db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE company_id = $1 AND status <> 3 AND id = ANY($2::text[])`,
    [companyId, unique],
  );
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw badRequest(`${field}: ${missing} not found`);
}

/**
 * Asset assignment routes (time spec 2 "Assignment", 4 and 5 "Assets", 7):
 * - GET /api/assets/assignments: every asset (active by default, `includeInactiveData=true` for
 *   inactive too) with its current assignment and tags; assets with none are unassigned rows.
 * - POST /api/assets/assign: one new AssetAssignment per asset ('Please select at least one asset.').
 * - POST /api/assets/assignment: edits one assignment; a changed assignee or location writes a new
 *   (reassign) record and leaves the old one as it was.
 */
export function registerAssetRoutes(app: FastifyInstance, platform: Platform): void {
  app.get('/assets/assignments', { preHandler: requirePrivilege(PRIV.AssetAssignmentView) }, async (req) => {
    const auth = authOf(req);
    const q = (req.query ?? {}) as Record<string, string | undefined>;
    const statuses = q.includeInactiveData === 'true' ? [1, 2] : [1];
    const assets = await platform.db.query<{
      id: string;
      name: string;
      code: string | null;
      vendor_id: string | null;
      status: number;
    }>(
      'SELECT id, name, code, vendor_id, status FROM asset WHERE company_id = $1 AND status = ANY($2::int[]) ORDER BY lower(name), id',
      [auth.companyId, statuses],
    );
    const current = await currentAssignments(platform.db, auth.companyId!, null);
    const now = platform.clock.now().toISOString();
    const rows: (AssignmentRow & { tags: string[]; status: number })[] = assets.map((a) => {
      const c = current.get(a.id);
      const assignment = c
        ? {
            id: c.id,
            asset_id: a.id,
            assignee_id: c.assignee_id,
            location_id: c.location_id,
            assignedTimeStamp: c.assignedTimeStamp,
            ...(c.data as Record<string, unknown>),
          }
        : null;
      const unassigned = !c || (!c.assignee_id && !c.location_id);
      return {
        asset_id: a.id,
        assetName: a.name,
        assetCode: a.code,
        rented: Boolean(a.vendor_id),
        status: a.status,
        assignment: unassigned && !c ? null : (assignment as AssignmentRow['assignment']),
        tags: assignmentTags(a, (assignment as never) ?? null, now),
      };
    });
    return rows;
  });

  app.post('/assets/assign', { preHandler: requirePrivilege(PRIV.AssetAssignmentEdit) }, async (req) => {
    const auth = authOf(req);
    const body = parseBody(AssignAssetsSchema, req.body);
    try {
      requireAssets(body.assetIds);
    } catch (e) {
      asHttp(e);
    }
    checkDates(body);
    await requireInCompany(platform, auth.companyId!, 'asset', 'assetIds', body.assetIds);
    if (body.assignee_id)
      await requireInCompany(platform, auth.companyId!, 'employee', 'assignee_id', [body.assignee_id]);
    if (body.location_id)
      await requireInCompany(platform, auth.companyId!, 'location', 'location_id', [body.location_id]);
    const now = platform.clock.now();
    const ids = await platform.db.transaction(async (tx) => {
      const current = await currentAssignments(tx, auth.companyId!, body.assetIds);
      const out: string[] = [];
      for (const assetId of [...new Set(body.assetIds)]) {
        const prev = current.get(assetId) ?? null;
        out.push(
          await insertAssignment(
            tx,
            auth,
            {
              asset_id: assetId,
              assignee_id: body.assignee_id ?? null,
              location_id: body.location_id ?? null,
              scheduledDate: body.scheduledDate ?? null,
              dueDate: body.dueDate ?? null,
              timeZone: body.timeZone ?? null,
              notes: body.notes ?? null,
              isReassign: prev !== null,
            },
            prev,
            now,
          ),
        );
      }
      return out;
    });
    const assignments = await platform.repo(auth, 'AssetAssignment').getMany(ids);
    return { message: 'Asset(s) Assigned', assignments };
  });

  app.post('/assets/assignment', { preHandler: requirePrivilege(PRIV.AssetAssignmentEdit) }, async (req) => {
    const auth = authOf(req);
    const body = parseBody(EditAssignmentSchema, req.body);
    checkDates(body);
    const repo = platform.repo(auth, 'AssetAssignment');
    const existing = await repo.get(body.id);
    if (!existing || existing.status === 3) throw notFound(`AssetAssignment ${body.id} not found`);
    const next = {
      assignee_id:
        body.assignee_id !== undefined ? body.assignee_id : ((existing.assignee_id as string | null) ?? null),
      location_id:
        body.location_id !== undefined ? body.location_id : ((existing.location_id as string | null) ?? null),
    };
    if (next.assignee_id)
      await requireInCompany(platform, auth.companyId!, 'employee', 'assignee_id', [next.assignee_id]);
    if (next.location_id)
      await requireInCompany(platform, auth.companyId!, 'location', 'location_id', [next.location_id]);
    if (isReassignment(existing as never, next)) {
      const id = await insertAssignment(
        platform.db,
        auth,
        {
          asset_id: String(existing.asset_id),
          ...next,
          scheduledDate:
            body.scheduledDate !== undefined ? body.scheduledDate : (existing.scheduledDate as string | null),
          dueDate: body.dueDate !== undefined ? body.dueDate : (existing.dueDate as string | null),
          timeZone: body.timeZone ?? (existing.timeZone as string | null) ?? null,
          notes: body.notes !== undefined ? body.notes : (existing.notes as string | null),
          isReassign: true,
        },
        {
          assignee_id: (existing.assignee_id as string | null) ?? null,
          location_id: (existing.location_id as string | null) ?? null,
        },
        platform.clock.now(),
      );
      return { reassigned: true, assignment: await repo.get(id) };
    }
    const patch: Record<string, unknown> = { id: body.id };
    for (const k of ['scheduledDate', 'dueDate', 'timeZone', 'notes'] as const)
      if (body[k] !== undefined) patch[k] = body[k];
    return { reassigned: false, assignment: await repo.save(patch) };
  });
}
