import { ServiceCategoryProblemSchema, TICKET_DERIVED_FIELDS, TicketSchema } from '@wm/api/schemas';
import {
  isFlagged,
  isOverdue,
  isUnassigned,
  normalizeTicket,
  overlappingEmployees,
  PRIORITY_LABELS,
  PRIV,
  type ServiceTicket,
  scheduledEndMs,
  ticketConflictMessage,
  type TicketPriorityValue,
  validateTicketSave,
} from '@wm/domain';
import { type Auth, holdsAny } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import type { EntityDefinition, EntityRecord } from '../../platform/entities/types.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import type { Clock } from '../../platform/jobs/clock.js';

/** "Now" for the derived `overdue` field; the module's routes() points it at platform.clock. */
export const serviceClock: { clock: Clock | null } = { clock: null };
const now = () => serviceClock.clock?.now() ?? new Date();

const idList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

const canAll = (auth: Auth, priv: string) => auth.isAdministrator || holdsAny(auth, [priv]);

/** Ids in `ids` that are not active-or-inactive rows of `table` in the caller's company. */
async function missingIds(
  db: Db,
  table: string,
  companyId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE company_id = $1 AND id = ANY($2::text[]) AND status <> 3`,
    [companyId, ids],
  );
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** The next ticket number of a company (a per-company sequence, gap-free per transaction). */
async function nextTicketNumber(db: Db, companyId: string): Promise<number> {
  const rows = await db.query<{ last: string | number }>(
    `INSERT INTO ticket_counter (company_id, last)
       VALUES ($1, COALESCE((SELECT MAX("ticketNumber") FROM ticket WHERE company_id = $1), 0) + 1)
     ON CONFLICT (company_id) DO UPDATE SET last = ticket_counter.last + 1
     RETURNING last`,
    [companyId],
  );
  return Number(rows[0]!.last);
}

/** An employee row's display name in SQL: the full name, else first and last name. */
const EMPLOYEE_NAME_SQL = `COALESCE(NULLIF("fullName", ''), TRIM(COALESCE("firstName", '') || ' ' || COALESCE("lastName", '')))`;

/** The longest ticket (TicketSchema: estimatedDurationMinutes at most 20160, 14 days). */
const MAX_TICKET_MINUTES = 20160;

/**
 * The first id, in the order given (field by field, then the list's order), that is not an
 * active-or-inactive row of its table in the company: one statement for every reference list of a
 * ticket save. Null when all exist. `refs` are [field, table, ids]; tables are trusted names.
 */
async function firstMissingRef(
  db: Db,
  companyId: string,
  refs: readonly [field: string, table: string, ids: readonly string[]][],
): Promise<{ field: string; table: string; id: string } | null> {
  const params: unknown[] = [companyId];
  const parts: string[] = [];
  refs.forEach(([, table, ids], i) => {
    if (ids.length === 0) return;
    params.push(ids);
    parts.push(
      `SELECT ${i} AS k, x.n, x.id FROM unnest($${params.length}::text[]) WITH ORDINALITY AS x(id, n)
        WHERE NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.company_id = $1 AND r.id = x.id AND r.status <> 3)`,
    );
  });
  if (parts.length === 0) return null;
  const rows = await db.query<{ k: number; id: string }>(
    `${parts.join(' UNION ALL ')} ORDER BY k, n LIMIT 1`,
    params,
  );
  const row = rows[0];
  if (!row) return null;
  const [field, table] = refs[Number(row.k)]!;
  return { field, table, id: row.id };
}

/** Full names of employees by id (company-scoped). */
async function employeeNames(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string | null }>(
    `SELECT id, ${EMPLOYEE_NAME_SQL} AS name
       FROM employee WHERE company_id = $1 AND id = ANY($2::text[])`,
    [companyId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.name ?? r.id]));
}

/**
 * Ticket (service spec 3; issue 10). Read with Service:View:Ticket; a user without it (a field
 * employee) reads only the tickets they are assigned to. Saved with Service:Edit:Ticket; creating
 * needs Service:Execute:CreateTicket and changing the employees Service:Execute:AssignToTicket.
 * Every 'Ticket save' rule of service spec 5 is enforced with the domain's functions and exact
 * messages (400), the per-employee overlap with '{names} has a conflicting appointment at the
 * selected time. Please update your Ticket.' (409). The server sets ticketNumber (per-company
 * sequence), scheduledTimeStamp and scheduledEndTimeStamp, and clears an actual zone whose time is
 * empty. Derived display fields are added on every read.
 */
export const TicketEntity: EntityDefinition = {
  name: 'Ticket',
  table: 'ticket',
  tenant: 'company',
  columns: {
    ticketNumber: 'number',
    name: 'string',
    location_id: 'string',
    serviceStatus: 'string',
    priority: 'number',
    estimatedDurationMinutes: 'number',
    scheduledTimeStamp: 'datetime',
    scheduledEndTimeStamp: 'datetime',
    scheduledDate: 'string',
    scheduledTimeZone: 'string',
    callTimeStamp: 'datetime',
    actualStartTimeStamp: 'datetime',
    actualEndTimeStamp: 'datetime',
    employeeIds: 'json',
  },
  virtualFields: [...TICKET_DERIVED_FIELDS],
  // expand=media adds each media item's File record to its `file` (Ticket, expand schedule and media;
  // the schedule is stored inline with the ticket, so it is always there).
  expandItems: { media: { entity: 'File', idPath: 'file.id', into: 'file' } },
  schema: TicketSchema,
  view: [PRIV.TicketView],
  viewOwn: true,
  edit: [PRIV.TicketEdit],
  defaultOrderBy: 'scheduledTimeStamp asc, ticketNumber asc',
  // No afterSave: the row the write returns (afterLoad applied) is the answer, not a second read.
  savedRowFinal: true,
  // beforeSave reads only stored fields of `existing` (employeeIds, ticketNumber).
  existingUndecorated: true,
  hooks: {
    scope(auth, p) {
      if (holdsAny(auth, [PRIV.TicketView])) return null;
      if (!auth.employeeId) return 'false';
      return `t."employeeIds" ? ${p(auth.employeeId)}`;
    },
    async beforeSave(ctx, input, existing) {
      const { auth, db } = ctx;
      const companyId = auth.companyId!;
      if (!existing && !canAll(auth, PRIV.CreateTicket)) {
        throw forbidden(`Not authorized: requires ${PRIV.CreateTicket}`);
      }
      const employees = idList(input.employeeIds);
      if (!sameSet(employees, idList(existing?.employeeIds)) && !canAll(auth, PRIV.AssignToTicket)) {
        throw forbidden(`Not authorized: requires ${PRIV.AssignToTicket}`);
      }
      const record = normalizeTicket({ ...input, employeeIds: employees } as Record<string, unknown> &
        ServiceTicket) as Record<string, unknown> & ServiceTicket;
      for (const f of TICKET_DERIVED_FIELDS) delete record[f];
      record.ticketNumber = existing
        ? (existing.ticketNumber as number)
        : await nextTicketNumber(db, companyId);
      const end = scheduledEndMs(record);
      record.scheduledEndTimeStamp = Number.isNaN(end) ? null : new Date(end).toISOString();
      if (record.status === 3) return record;

      const failed = validateTicketSave(record);
      if (failed) throw badRequest(failed.message);
      const missing = await firstMissingRef(db, companyId, [
        ['location_id', 'location', record.location_id ? [record.location_id] : []],
        ['employeeIds', 'employee', employees],
        ['skillSetIds', 'skill', idList(record.skillSetIds)],
        ['assetIds', 'asset', idList(record.assetIds)],
        ['formIds', 'form', idList(record.formIds)],
        ['serviceCategoryProblemIds', 'service_category_problem', idList(record.serviceCategoryProblemIds)],
      ]);
      if (missing)
        throw badRequest(`${missing.field}: no such ${missing.table.replace(/_/g, ' ')} '${missing.id}'`);

      // Per-employee overlap with the company's other active tickets (service spec 5, page 3): only
      // the rows of those employees that start inside the window a clash can start in (no ticket
      // lasts longer than MAX_TICKET_MINUTES), so the (company_id, status, scheduledTimeStamp)
      // index bounds the read on both sides whatever the size of the company's history.
      if (record.status !== 2 && employees.length > 0 && record.scheduledTimeStamp) {
        await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ticket-overlap:${companyId}`]);
        const others = await db.query<{
          id: string;
          employeeIds: string[];
          scheduledTimeStamp: Date | string;
          estimatedDurationMinutes: number | null;
        }>(
          `SELECT id, "employeeIds", "scheduledTimeStamp", "estimatedDurationMinutes" FROM ticket
            WHERE company_id = $1 AND status = 1 AND id <> $2 AND "employeeIds" ?| $3::text[]
              AND "scheduledTimeStamp" < $4 AND "scheduledEndTimeStamp" > $5
              AND "scheduledTimeStamp" > $5::timestamptz - make_interval(mins => $6)`,
          [
            companyId,
            record.id,
            employees,
            record.scheduledEndTimeStamp,
            record.scheduledTimeStamp,
            MAX_TICKET_MINUTES,
          ],
        );
        const clash = overlappingEmployees(
          record,
          others.map((o) => ({
            id: o.id,
            employeeIds: o.employeeIds,
            scheduledTimeStamp: new Date(o.scheduledTimeStamp).toISOString(),
            estimatedDurationMinutes: o.estimatedDurationMinutes,
          })),
        );
        if (clash.length > 0) {
          const names = await employeeNames(db, companyId, clash);
          throw conflict(ticketConflictMessage(clash.map((id) => names.get(id) ?? id)));
        }
      }
      return record;
    },
    async afterLoad(ctx, records) {
      if (records.length === 0) return;
      const companyId = ctx.auth.companyId!;
      const locIds = [
        ...new Set(records.map((r) => r.location_id).filter((x): x is string => typeof x === 'string')),
      ];
      const empIds = [...new Set(records.flatMap((r) => idList(r.employeeIds)))];
      // One round trip for the three lookups (location names, employee names, filled forms).
      const [found] = await ctx.db.query<{
        locations: [string, string | null][] | null;
        employees: [string, string | null][] | null;
        filled: [string, string][] | null;
      }>(
        `SELECT
           (SELECT json_agg(json_build_array(id, name)) FROM location
             WHERE company_id = $1 AND id = ANY($2::text[])) AS locations,
           (SELECT json_agg(json_build_array(id, ${EMPLOYEE_NAME_SQL})) FROM employee
             WHERE company_id = $1 AND id = ANY($3::text[])) AS employees,
           (SELECT json_agg(json_build_array(ticket_id, form_id)) FROM (
              SELECT DISTINCT ticket_id, form_id FROM form_submission
               WHERE company_id = $1 AND status = 1 AND "submissionStatus" = 'completed'
                 AND ticket_id = ANY($4::text[])) f) AS filled`,
        [companyId, locIds, empIds, records.map((r) => String(r.id))],
      );
      const locNames = new Map(found?.locations ?? []);
      const empNames = new Map((found?.employees ?? []).map(([id, name]) => [id, name ?? id]));
      const filled = new Map<string, Set<string>>();
      for (const [ticketId, formId] of found?.filled ?? []) {
        const set = filled.get(ticketId) ?? new Set<string>();
        set.add(formId);
        filled.set(ticketId, set);
      }
      const at = now();
      for (const r of records as (EntityRecord & ServiceTicket)[]) {
        const media = Array.isArray(r.media) ? (r.media as { type?: number | null }[]) : [];
        const start = Date.parse(String(r.actualStartTimeStamp ?? ''));
        const stop = Date.parse(String(r.actualEndTimeStamp ?? ''));
        Object.assign(r, {
          locationLabel: (r.location_id && locNames.get(r.location_id)) ?? null,
          employeesLabel: idList(r.employeeIds)
            .map((id) => empNames.get(id) ?? id)
            .join(', '),
          priorityLabel: PRIORITY_LABELS[(r.priority ?? 1) as TicketPriorityValue] ?? 'Low',
          overdue: isOverdue(r, at),
          unassigned: isUnassigned(r),
          flagged: isFlagged(r),
          totalTime: Number.isNaN(start) || Number.isNaN(stop) ? null : Math.round((stop - start) / 60_000),
          hasPhoto: media.some((m) => m.type === 4),
          hasVideo: media.some((m) => m.type === 6),
          completedFormIds: idList(r.formIds).filter((id) => filled.get(String(r.id))?.has(id)),
          hasCompletedForm: (filled.get(String(r.id))?.size ?? 0) > 0,
        });
      }
    },
  },
};

/**
 * ServiceCategoryProblem (service spec 3): name, isRequired, estimated duration, priority and the
 * skills, assets and forms a ticket about it needs. Read by every company user (the ticket wizard
 * looks them up); edited with Platform:Edit:Modules like the other service lists.
 */
export const ServiceCategoryProblemEntity: EntityDefinition = {
  name: 'ServiceCategoryProblem',
  table: 'service_category_problem',
  tenant: 'company',
  columns: {
    name: 'string',
    priority: 'number',
    isRequired: 'boolean',
    estimatedDurationMinutes: 'number',
  },
  schema: ServiceCategoryProblemSchema,
  view: [],
  edit: [PRIV.ModulesEdit],
  defaultOrderBy: 'name asc',
  hooks: {
    async beforeSave(ctx, record) {
      const companyId = ctx.auth.companyId!;
      const refs: [string, string][] = [
        ['skillSetIds', 'skill'],
        ['assetIds', 'asset'],
        ['formIds', 'form'],
      ];
      for (const [field, table] of refs) {
        const missing = await missingIds(ctx.db, table, companyId, idList(record[field]));
        if (missing.length > 0) throw badRequest(`${field}: no such ${table} '${missing[0]}'`);
      }
      record.isRequired = record.isRequired === true;
      return record;
    },
  },
};
