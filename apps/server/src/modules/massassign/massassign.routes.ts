import {
  MASS_ASSIGN_EXCEEDS_MESSAGE,
  MassAssignEmployeeRequestSchema,
  MassAssignRequestSchema,
} from '@wm/api/schemas';
import { type ModuleName, PRIV } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { licenseAuditOf, seatUsage } from '../admin/licences.js';
import { profileRoleIds } from '../permissions/permissions.entities.js';

/** Chunking of service spec 7 "Mass assignment" and 9: roles 200 per chunk in batches of 400; permissions 100. */
export const ROLE_BATCH = 400;
export const ROLE_CHUNK = 200;
export const PERMISSION_CHUNK = 100;

const chunk = <T>(xs: T[], n: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
};

interface Emp {
  id: string;
  user_id: string | null;
  fullName: string | null;
  data: Record<string, unknown>;
}

async function loadEmployees(db: Db, companyId: string, ids: string[]): Promise<Emp[]> {
  const unique = [...new Set(ids)];
  const rows = await db.query<Emp>(
    `SELECT id, user_id, "fullName", data FROM employee
      WHERE company_id = $1 AND status <> 3 AND id IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [companyId, JSON.stringify(unique)],
  );
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw notFound(`Employee ${missing} not found`);
  return rows;
}

async function loadRoles(
  db: Db,
  companyId: string,
  ids: string[],
): Promise<{ id: string; module: ModuleName }[]> {
  const unique = [...new Set(ids)];
  const rows = await db.query<{ id: string; module: ModuleName }>(
    `SELECT id, "moduleId" AS module FROM role
      WHERE company_id = $1 AND status = 1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [companyId, JSON.stringify(unique)],
  );
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw badRequest(`Role ${missing} not found`);
  return rows;
}

/** 409 'Assignment exceeds available licenses' when giving `roles` to `userIds` would overfill a module. */
async function assertRoomFor(
  db: Db,
  companyId: string,
  userIds: string[],
  roles: { module: ModuleName }[],
): Promise<void> {
  const usage = await seatUsage(db, companyId);
  for (const module of new Set(roles.map((r) => r.module))) {
    if (module === 'Platform') continue;
    const e = usage.get(module);
    if (!e) continue;
    const holders = new Set([...e.holders, ...userIds]);
    if (holders.size > e.quantity) throw conflict(MASS_ASSIGN_EXCEEDS_MESSAGE);
  }
}

function usersOf(emps: Emp[]): string[] {
  const none = emps.find((e) => !e.user_id);
  if (none) throw badRequest(`Employee ${none.fullName ?? none.id} has no user name: roles need one.`);
  return emps.map((e) => e.user_id!);
}

async function giveRoles(db: Db, companyId: string, userIds: string[], roleIds: string[]): Promise<number> {
  let chunks = 0;
  for (const batch of chunk(userIds, ROLE_BATCH)) {
    for (const part of chunk(batch, ROLE_CHUNK)) {
      await db.query(
        `INSERT INTO user_role (company_id, user_id, role_id)
         SELECT $1, u, r FROM jsonb_array_elements_text($2::jsonb) u, jsonb_array_elements_text($3::jsonb) r
         ON CONFLICT (user_id, role_id) DO NOTHING`,
        [companyId, JSON.stringify(part), JSON.stringify(roleIds)],
      );
      chunks++;
    }
  }
  return chunks;
}

/**
 * Mass assignment (service spec 4, 5, 7 "Mass assignment"), under /api, needing
 * Platform:Edit:EmployeeAccess:
 * - POST /massassign {employeeIds, roleIds, revoke?} -> {success, employees, chunks, licenseAudit}:
 *   gives (or with revoke takes) the roles to the employees' users, 200 per chunk in batches of 400.
 * - POST /massassignemployee/assign {employeeIds, type, permissionSetIds, permissionProfileIds,
 *   payGroupId} -> {success, employees, chunks, licenseAudit}: type 'add' (default), 'replace' or
 *   'remove' combines the lists with each employee's; payGroupId (when present) sets the pay group;
 *   the roles bundled by added profiles are given as well. 100 employees per chunk.
 * Giving roles is checked against the licence seats BEFORE anything is written: 409
 * 'Assignment exceeds available licenses'. Unknown employees are 404, unknown roles, sets, profiles
 * or pay group 400; employees without a user name cannot receive roles (400).
 */
export function registerMassAssignRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const guard = { preHandler: requirePrivilege(PRIV.EmployeeAccessEdit) };

  app.post('/massassign', guard, async (req) => {
    const auth = authOf(req);
    const companyId = auth.companyId!;
    const body = parseBody(MassAssignRequestSchema, req.body);
    const emps = await loadEmployees(db, companyId, body.employeeIds);
    const roles = await loadRoles(db, companyId, body.roleIds);
    const userIds = usersOf(emps);
    const roleIds = roles.map((r) => r.id);
    let chunks = 0;
    await db.transaction(async (tx) => {
      if (body.revoke) {
        for (const batch of chunk(userIds, ROLE_BATCH)) {
          for (const part of chunk(batch, ROLE_CHUNK)) {
            await tx.query(
              `DELETE FROM user_role WHERE company_id = $1
                 AND user_id IN (SELECT jsonb_array_elements_text($2::jsonb))
                 AND role_id IN (SELECT jsonb_array_elements_text($3::jsonb))`,
              [companyId, JSON.stringify(part), JSON.stringify(roleIds)],
            );
            chunks++;
          }
        }
        return;
      }
      await assertRoomFor(tx, companyId, userIds, roles);
      chunks = await giveRoles(tx, companyId, userIds, roleIds);
    });
    return {
      success: true,
      employees: emps.length,
      chunks,
      licenseAudit: await licenseAuditOf(db, companyId),
    };
  });

  app.post('/massassignemployee/assign', guard, async (req) => {
    const auth = authOf(req);
    const companyId = auth.companyId!;
    const body = parseBody(MassAssignEmployeeRequestSchema, req.body);
    const emps = await loadEmployees(db, companyId, body.employeeIds);
    const check = async (table: string, field: string, ids: string[] | undefined) => {
      if (!ids?.length) return;
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM ${table} WHERE company_id = $1 AND status = 1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb))`,
        [companyId, JSON.stringify(ids)],
      );
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.find((id) => !found.has(id));
      if (missing) throw badRequest(`${field}: ${missing} not found`);
    };
    await check('permission_set', 'permissionSetIds', body.permissionSetIds);
    await check('permission_profile', 'permissionProfileIds', body.permissionProfileIds);
    if (body.payGroupId) await check('pay_group', 'payGroupId', [body.payGroupId]);
    const giving = body.type === 'remove' ? [] : (body.permissionProfileIds ?? []);
    const roleIds = await profileRoleIds(db, companyId, giving);
    const roles = roleIds.length ? await loadRoles(db, companyId, roleIds) : [];
    const userIds = roles.length ? usersOf(emps) : [];
    let chunks = 0;
    await db.transaction(async (tx) => {
      if (roles.length) await assertRoomFor(tx, companyId, userIds, roles);
      const combine = (current: unknown, given: string[] | undefined): string[] | undefined => {
        if (given === undefined) return undefined;
        const have = Array.isArray(current) ? (current as string[]) : [];
        if (body.type === 'replace') return [...new Set(given)];
        if (body.type === 'remove') return have.filter((x) => !given.includes(x));
        return [...new Set([...have, ...given])];
      };
      for (const part of chunk(emps, PERMISSION_CHUNK)) {
        const updates = part.map((e) => {
          const patch: Record<string, unknown> = {};
          const sets = combine(e.data.permissionSetIds, body.permissionSetIds);
          const profiles = combine(e.data.permissionProfileIds, body.permissionProfileIds);
          if (sets) patch.permissionSetIds = sets;
          if (profiles) patch.permissionProfileIds = profiles;
          return { id: e.id, patch };
        });
        await tx.query(
          `UPDATE employee e SET data = e.data || u.patch, updated_at = now()
             ${body.payGroupId !== undefined ? ', "payGroup_id" = $3' : ''}
             FROM (SELECT x->>'id' AS id, x->'patch' AS patch FROM jsonb_array_elements($2::jsonb) x) u
            WHERE e.company_id = $1 AND e.id = u.id`,
          body.payGroupId !== undefined
            ? [companyId, JSON.stringify(updates), body.payGroupId]
            : [companyId, JSON.stringify(updates)],
        );
        chunks++;
      }
      if (roles.length)
        await giveRoles(
          tx,
          companyId,
          userIds,
          roles.map((r) => r.id),
        );
    });
    return {
      success: true,
      employees: emps.length,
      chunks,
      licenseAudit: await licenseAuditOf(db, companyId),
    };
  });
}
