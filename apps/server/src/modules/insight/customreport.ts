import { randomUUID } from 'node:crypto';
import type { ReportField } from '@wm/api/schemas';
import { CustomReportDefinitionSchema, CustomReportPreviewSchema } from '@wm/api/schemas';
import {
  type CustomColumn,
  type CustomReportDefinition,
  type CustomReportEntity,
  customColumn,
  customReportProblems,
  PRIV,
} from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Auth, holdsAny } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { authOf, parseBody, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { registerReport } from '../reports/index.js';
import { dateRangeOf } from '../reports/reports.criteria.js';
import { loadCompanyInfo } from '../reports/reports.queries.js';

/**
 * Custom reports (issue 11 "Custom reports", /insight/customreport/): saved definitions in
 * custom_report (migration 0610), checked by customReportProblems of @wm/domain (400 with its
 * message, which the console translates by code), computed in SQL for the caller's company, and
 * run through the report framework as report key 'custom-report' ({customReportId, fromDate,
 * toDate}), so the report view, exports and scheduled e-mails work for them too.
 */

export const CUSTOM_REPORT_EDIT = 'Insight:Edit:CustomReport';
/** The privilege an entity's rows need beside Insight:View:CustomReport. */
export const ENTITY_PRIVILEGE: Record<CustomReportEntity, string> = {
  time: PRIV.OthersTimeView,
  assets: PRIV.AssetView,
  tickets: PRIV.TicketView,
  forms: PRIV.FormSubmissionView,
};
/** Most rows a custom report returns (a preview: 200). */
export const CUSTOM_REPORT_MAX_ROWS = 10_000;

const NAME = (a: string) => `coalesce(${a}."fullName", concat_ws(' ', ${a}."firstName", ${a}."lastName"))`;

/**
 * The base query of an entity: one row per record with every catalogue column under its name.
 * `$1` company, `$2` time zone, `$3`/`$4` the range [from, toExclusive) (nullable).
 */
const BASE: Record<CustomReportEntity, string> = {
  time: `SELECT ${NAME('e')} AS "Employee", e.code AS "EmployeeCode", l.name AS "Location", k.name AS "Task",
                to_char(t."inTimeStamp" AT TIME ZONE $2, 'YYYY-MM-DD') AS "Date", t."inTimeStamp" AS "InTime",
                t."outTimeStamp" AS "OutTime",
                (EXTRACT(EPOCH FROM (t."outTimeStamp" - t."inTimeStamp")) / 3600)::float8 AS "Hours",
                t.units::float8 AS "Units", CASE WHEN t."timeBatch_id" IS NULL THEN 'No' ELSE 'Yes' END AS "Batched"
           FROM time_record t
           LEFT JOIN employee e ON e.id = t.employee_id AND e.company_id = t.company_id
           LEFT JOIN location l ON l.id = t.location_id AND l.company_id = t.company_id
           LEFT JOIN task k ON k.id = t.task_id AND k.company_id = t.company_id
          WHERE t.company_id = $1 AND t.status = 1 AND t."inTimeStamp" IS NOT NULL
            AND ($3::timestamptz IS NULL OR t."inTimeStamp" >= $3::timestamptz)
            AND ($4::timestamptz IS NULL OR t."inTimeStamp" < $4::timestamptz)`,
  assets: `SELECT a.name AS "Asset", a.code AS "AssetCode", CASE WHEN a.status = 1 THEN 'Active' ELSE 'Inactive' END AS "Status",
                  a.condition::float8 AS "Condition", v.name AS "Vendor",
                  CASE WHEN a.vendor_id IS NULL THEN 'Owned' ELSE 'Rented' END AS "Rented",
                  CASE WHEN jsonb_typeof(a.data->'year') = 'number' THEN (a.data->>'year')::float8 END AS "Year",
                  CASE WHEN jsonb_typeof(a.data->'currentMileage') = 'number' THEN (a.data->>'currentMileage')::float8 END AS "CurrentMileage",
                  ${NAME('e')} AS "AssignedTo", l.name AS "Location"
             FROM asset a
             LEFT JOIN vendor v ON v.id = a.vendor_id AND v.company_id = a.company_id
             LEFT JOIN (SELECT DISTINCT ON (asset_id) asset_id, assignee_id, location_id FROM asset_assignment
                         WHERE company_id = $1 AND status = 1
                         ORDER BY asset_id, "assignedTimeStamp" DESC NULLS LAST, created_at DESC) c ON c.asset_id = a.id
             LEFT JOIN employee e ON e.id = c.assignee_id AND e.company_id = a.company_id
             LEFT JOIN location l ON l.id = c.location_id AND l.company_id = a.company_id
            WHERE a.company_id = $1 AND a.status IN (1, 2) AND $2::text IS NOT NULL
              AND ($3::text IS NULL OR true) AND ($4::text IS NULL OR true)`,
  tickets: `SELECT t."ticketNumber"::float8 AS "TicketNumber", t.name AS "Name", l.name AS "Location",
                   t."serviceStatus" AS "ServiceStatus", t.priority::float8 AS "Priority", t."scheduledTimeStamp" AS "Scheduled",
                   to_char(t."scheduledTimeStamp" AT TIME ZONE $2, 'YYYY-MM-DD') AS "Date",
                   (t."estimatedDurationMinutes" / 60.0)::float8 AS "EstimatedHours",
                   (EXTRACT(EPOCH FROM (t."actualEndTimeStamp" - t."actualStartTimeStamp")) / 3600)::float8 AS "ActualHours"
              FROM ticket t
              LEFT JOIN location l ON l.id = t.location_id AND l.company_id = t.company_id
             WHERE t.company_id = $1 AND t.status = 1
               AND ($3::timestamptz IS NULL OR t."scheduledTimeStamp" >= $3::timestamptz)
               AND ($4::timestamptz IS NULL OR t."scheduledTimeStamp" < $4::timestamptz)`,
  forms: `SELECT f.name AS "Form", ${NAME('e')} AS "Employee", l.name AS "Location", s."submissionStatus" AS "SubmissionStatus",
                 to_char(s.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS "Date", s.created_at AS "Created"
            FROM form_submission s
            JOIN form f ON f.id = s.form_id AND f.company_id = s.company_id
            LEFT JOIN employee e ON e.id = s.employee_id AND e.company_id = s.company_id
            LEFT JOIN location l ON l.id = s.location_id AND l.company_id = s.company_id
           WHERE s.company_id = $1 AND s.status = 1 AND s.parent_id IS NULL
             AND ($3::timestamptz IS NULL OR s.created_at >= $3::timestamptz)
             AND ($4::timestamptz IS NULL OR s.created_at < $4::timestamptz)`,
};

const AGG_SQL = { sum: 'SUM', average: 'AVG', min: 'MIN', max: 'MAX' } as const;
const AGG_LABEL = { sum: 'Sum', average: 'Average', min: 'Min', max: 'Max' } as const;

/** 400 with the first problem's message (the console reads it back with customReportProblemOf). */
export function checkDefinition(def: CustomReportDefinition): void {
  const problems = customReportProblems(def);
  if (problems.length) throw badRequest(problems[0]!.message);
}

/** 403 unless the caller may read the entity's rows. */
function checkEntityAccess(auth: Auth, entity: CustomReportEntity): void {
  const priv = ENTITY_PRIVILEGE[entity];
  if (!auth.isAdministrator && !holdsAny(auth, [priv])) throw forbidden(`Not authorized: requires ${priv}`);
}

/**
 * Computes a checked definition for `companyId` over [from, toExclusive) (ISO instants or null):
 * the selected columns (rows ordered by them), or with a grouping one row per group value with its
 * Count and the aggregates (SumOfHours ...). Returns report fields and records (hours rounded to
 * two decimals, instants ISO).
 */
export async function runCustomReport(
  db: Db,
  companyId: string,
  timeZone: string,
  def: CustomReportDefinition,
  range: { from: string | null; toExclusive: string | null },
  limit = CUSTOM_REPORT_MAX_ROWS,
): Promise<{ fields: ReportField[]; records: Record<string, unknown>[] }> {
  const values: unknown[] = [companyId, timeZone, range.from, range.toExclusive];
  const p = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const col = (name: string) => customColumn(def.entity, name) as CustomColumn;
  const q = (name: string) => `b."${name.replace(/"/g, '')}"`;
  const where: string[] = [];
  for (const f of def.filters) {
    const c = col(f.column);
    const x = c.type === 'datetime' ? `to_char(${q(c.name)} AT TIME ZONE $2, 'YYYY-MM-DD')` : q(c.name);
    const numeric = c.type === 'number' || c.type === 'hours';
    const v = () => (numeric ? `${p(Number(f.value))}::float8` : `${p(String(f.value))}::text`);
    const text = c.type === 'string';
    switch (f.op) {
      case 'empty':
        where.push(`(${q(c.name)} IS NULL${text ? ` OR ${q(c.name)} = ''` : ''})`);
        break;
      case 'notEmpty':
        where.push(`(${q(c.name)} IS NOT NULL${text ? ` AND ${q(c.name)} <> ''` : ''})`);
        break;
      case 'contains':
        where.push(`strpos(lower(${x}), lower(${v()})) > 0`);
        break;
      case 'eq':
        where.push(text ? `lower(${x}) = lower(${v()})` : `${x} = ${v()}`);
        break;
      case 'ne':
        where.push(text ? `lower(${x}) IS DISTINCT FROM lower(${v()})` : `${x} IS DISTINCT FROM ${v()}`);
        break;
      default: {
        const op = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[f.op];
        where.push(`${x} ${op} ${v()}`);
      }
    }
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const fields: ReportField[] = [];
  let sql: string;
  if (def.groupBy) {
    const g = col(def.groupBy);
    const parts = [`${q(g.name)} AS "${g.name}"`, 'COUNT(*)::int AS "Count"'];
    fields.push(
      { name: g.name, type: g.type, label: g.label },
      { name: 'Count', type: 'number', label: 'Count', aggregate: 'sum' },
    );
    for (const a of def.aggregates) {
      const c = col(a.column);
      const name = `${AGG_LABEL[a.fn]}Of${c.name}`;
      parts.push(`${AGG_SQL[a.fn]}(${q(c.name)}) AS "${name}"`);
      const type = a.fn === 'min' || a.fn === 'max' ? c.type : c.type === 'hours' ? 'hours' : 'number';
      fields.push({
        name,
        type,
        label: `${AGG_LABEL[a.fn]} of ${c.label}`,
        ...(type === 'number' && (a.fn === 'sum' || a.fn === 'average') ? { aggregate: a.fn } : {}),
      });
    }
    sql = `SELECT ${parts.join(', ')} FROM (${BASE[def.entity]}) b ${whereSql}
            GROUP BY ${q(g.name)} ORDER BY ${q(g.name)} NULLS LAST LIMIT ${Math.floor(limit)}`;
  } else {
    for (const name of def.columns) {
      const c = col(name);
      fields.push({ name: c.name, type: c.type, label: c.label });
    }
    const order = def.columns.map((n) => `${q(n)} NULLS LAST`).join(', ');
    sql = `SELECT ${def.columns.map((n) => q(n)).join(', ')} FROM (${BASE[def.entity]}) b ${whereSql}
            ORDER BY ${order} LIMIT ${Math.floor(limit)}`;
  }
  const rows = await db.query<Record<string, unknown>>(sql, values);
  const types = new Map(fields.map((f) => [f.name, f.type]));
  const records = rows.map((r) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r)) {
      const type = types.get(k);
      if (v === null || v === undefined) out[k] = null;
      else if (type === 'datetime') out[k] = new Date(v as string).toISOString();
      else if (type === 'hours') out[k] = Math.round(Number(v) * 100) / 100;
      else if (type === 'number') out[k] = Math.round(Number(v) * 100) / 100;
      else out[k] = v;
    }
    return out;
  });
  return { fields, records };
}

interface Row {
  id: string;
  name: string;
  entity: CustomReportEntity;
  definition: Omit<CustomReportDefinition, 'name' | 'entity'>;
  createdBy_id: string | null;
  updated_at: Date | string;
}
const toRecord = (r: Row) => ({
  id: r.id,
  name: r.name,
  entity: r.entity,
  columns: r.definition.columns ?? [],
  filters: r.definition.filters ?? [],
  groupBy: r.definition.groupBy ?? null,
  aggregates: r.definition.aggregates ?? [],
  createdBy_id: r.createdBy_id,
  updatedOn: new Date(r.updated_at).toISOString(),
});

async function loadDefinition(db: Db, companyId: string, id: string) {
  const rows = await db.query<Row>(
    `SELECT id, name, entity, definition, "createdBy_id", updated_at FROM custom_report
      WHERE company_id = $1 AND id = $2 AND status = 1`,
    [companyId, id],
  );
  if (!rows[0]) throw notFound('Custom report not found.');
  return toRecord(rows[0]);
}

const IdParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id');

/**
 * Routes (all for the caller's company):
 * - GET /api/insight/custom-report (Insight:View:CustomReport): saved definitions by name.
 * - GET /api/insight/custom-report/:id: one definition; 404 'Custom report not found.'
 * - POST /api/insight/custom-report (Insight:Edit:CustomReport): create or update (with id) a
 *   definition; 400 with the first problem of customReportProblems; 403 without the entity's
 *   view privilege.
 * - DELETE /api/insight/custom-report/:id (Insight:Edit:CustomReport).
 * - POST /api/insight/custom-report/preview {definition, fromDate, toDate}: the first 200 rows.
 */
export function registerCustomReportRoutes(app: FastifyInstance, platform: Platform): void {
  const view = { preHandler: requirePrivilege(PRIV.CustomReportView) };
  const edit = { preHandler: requirePrivilege(CUSTOM_REPORT_EDIT) };
  const db = platform.db;

  app.get('/insight/custom-report', view, async (req) => {
    const auth = authOf(req);
    const rows = await db.query<Row>(
      `SELECT id, name, entity, definition, "createdBy_id", updated_at FROM custom_report
        WHERE company_id = $1 AND status = 1 ORDER BY lower(name), id`,
      [auth.companyId],
    );
    return rows.map(toRecord);
  });

  app.get('/insight/custom-report/:id', view, async (req) => {
    const auth = authOf(req);
    const id = parseBody(IdParam, (req.params as { id: string }).id);
    return loadDefinition(db, auth.companyId!, id);
  });

  app.post('/insight/custom-report', edit, async (req) => {
    const auth = authOf(req);
    const body = parseBody(CustomReportDefinitionSchema, req.body);
    const def: CustomReportDefinition = { ...body, groupBy: body.groupBy ?? null };
    checkDefinition(def);
    checkEntityAccess(auth, def.entity);
    const definition = JSON.stringify({
      columns: def.columns,
      filters: def.filters,
      groupBy: def.groupBy,
      aggregates: def.aggregates,
    });
    if (body.id) {
      const done = await db.query<{ id: string }>(
        `UPDATE custom_report SET name = $3, entity = $4, definition = $5::jsonb, updated_at = now()
          WHERE company_id = $1 AND id = $2 AND status = 1 RETURNING id`,
        [auth.companyId, body.id, def.name.trim(), def.entity, definition],
      );
      if (!done[0]) throw notFound('Custom report not found.');
      return loadDefinition(db, auth.companyId!, body.id);
    }
    const id = randomUUID();
    await db.query(
      `INSERT INTO custom_report (id, company_id, name, entity, definition, "createdBy_id")
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
      [id, auth.companyId, def.name.trim(), def.entity, definition, auth.employeeId ?? null],
    );
    return loadDefinition(db, auth.companyId!, id);
  });

  app.delete('/insight/custom-report/:id', edit, async (req) => {
    const auth = authOf(req);
    const id = parseBody(IdParam, (req.params as { id: string }).id);
    const done = await db.query<{ id: string }>(
      `UPDATE custom_report SET status = 3, updated_at = now() WHERE company_id = $1 AND id = $2 AND status = 1 RETURNING id`,
      [auth.companyId, id],
    );
    if (!done[0]) throw notFound('Custom report not found.');
    return { deleted: 1 };
  });

  app.post('/insight/custom-report/preview', view, async (req) => {
    const auth = authOf(req);
    const body = parseBody(CustomReportPreviewSchema, req.body);
    const def: CustomReportDefinition = { ...body.definition, groupBy: body.definition.groupBy ?? null };
    checkDefinition(def);
    checkEntityAccess(auth, def.entity);
    const info = await loadCompanyInfo(db, auth.companyId!);
    const range = dateRangeOf({ fromDate: body.fromDate, toDate: body.toDate }, info.timeZone);
    return runCustomReport(db, auth.companyId!, info.timeZone, def, range, 200);
  });
}

/**
 * Report key 'custom-report' (Insight:View:CustomReport and the entity's view privilege): runs a
 * saved definition, {customReportId, fromDate?, toDate?}; 400 'customReportId: ...' when missing,
 * 404 'Custom report not found.' for another company's or a deleted one.
 */
registerReport({
  key: 'custom-report',
  name: 'Custom Report',
  privilege: PRIV.CustomReportView,
  criteria: ['fromDate', 'toDate'],
  criteriaSchema: z.looseObject({ customReportId: IdParam }),
  async run(ctx) {
    const id = (ctx.criteria as { customReportId?: string }).customReportId;
    if (!id) throw badRequest('customReportId: required');
    const saved = await loadDefinition(ctx.db, ctx.auth.companyId!, id);
    const def: CustomReportDefinition = saved;
    checkDefinition(def);
    checkEntityAccess(ctx.auth, def.entity);
    return runCustomReport(ctx.db, ctx.auth.companyId!, ctx.timeZone, def, ctx.range);
  },
});
