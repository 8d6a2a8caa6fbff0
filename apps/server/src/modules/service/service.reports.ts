import {
  laborAnalysisByProblem,
  type NamedRef,
  type ReportTicket,
  technicianCallAnalysis,
  technicianList,
  workOrderStatus,
} from '@wm/domain';
import type { Db } from '../../platform/db/db.js';
import { type ReportContext, registerReport } from '../reports/index.js';
import { f, hideIds } from '../reports/reports.service.js';

/**
 * The service reports of the catalogue (time spec 3, Service; issue 10 section 4), computed on the
 * server: the tickets whose scheduled time (else call time) falls in the range, filtered by
 * employees and locations, go through the domain's report figures (packages/domain
 * service/reports.ts). Tenancy: every query takes the caller's company.
 */

const CRITERIA = ['fromDate', 'toDate', 'employeeIds', 'locationIds'] as const;

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** The company's tickets of the report's range and filters (deleted ones left out). */
async function loadTickets(ctx: ReportContext): Promise<ReportTicket[]> {
  const params: unknown[] = [ctx.auth.companyId];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const at = 'coalesce(t."scheduledTimeStamp", t."callTimeStamp")';
  const where = ['t.company_id = $1', 't.status <> 3'];
  if (ctx.range.from) where.push(`${at} >= ${p(ctx.range.from)}::timestamptz`);
  if (ctx.range.toExclusive) where.push(`${at} < ${p(ctx.range.toExclusive)}::timestamptz`);
  if (ctx.criteria.employeeIds?.length)
    where.push(`t."employeeIds" ?| ${p(ctx.criteria.employeeIds)}::text[]`);
  if (ctx.criteria.locationIds?.length)
    where.push(`t.location_id = ANY(${p(ctx.criteria.locationIds)}::text[])`);
  const rows = await ctx.db.query<Record<string, unknown>>(
    `SELECT t.id, t.status, t."ticketNumber", t.name, t.location_id, t."serviceStatus", t.priority,
            t."estimatedDurationMinutes", t."scheduledTimeStamp", t."callTimeStamp", t."actualStartTimeStamp",
            t."actualEndTimeStamp", t."employeeIds", t.data->'serviceCategoryProblemIds' AS problems
       FROM ticket t WHERE ${where.join(' AND ')} ORDER BY ${at}, t."ticketNumber" LIMIT 50000`,
    params,
  );
  return rows.map((r) => ({
    id: r.id as string,
    status: Number(r.status),
    ticketNumber: r.ticketNumber === null ? null : Number(r.ticketNumber),
    name: (r.name as string | null) ?? null,
    location_id: (r.location_id as string | null) ?? null,
    serviceStatus: (r.serviceStatus as ReportTicket['serviceStatus']) ?? null,
    priority: r.priority === null ? null : Number(r.priority),
    estimatedDurationMinutes: r.estimatedDurationMinutes === null ? null : Number(r.estimatedDurationMinutes),
    scheduledTimeStamp: iso(r.scheduledTimeStamp),
    callTimeStamp: iso(r.callTimeStamp),
    actualStartTimeStamp: iso(r.actualStartTimeStamp),
    actualEndTimeStamp: iso(r.actualEndTimeStamp),
    employeeIds: Array.isArray(r.employeeIds) ? (r.employeeIds as string[]) : [],
    serviceCategoryProblemIds: Array.isArray(r.problems) ? (r.problems as string[]) : [],
  }));
}

/** Names (and codes) of a company's rows of `table` by id. */
async function names(
  db: Db,
  companyId: string,
  table: 'employee' | 'location' | 'service_category_problem',
  ids: string[],
) {
  if (ids.length === 0) return new Map<string, NamedRef>();
  const name =
    table === 'employee'
      ? `coalesce(NULLIF("fullName", ''), concat_ws(' ', "firstName", "lastName"))`
      : 'name';
  const code = table === 'service_category_problem' ? 'NULL' : 'code';
  const rows = await db.query<{ id: string; name: string | null; code: string | null }>(
    `SELECT id, ${name} AS name, ${code} AS code FROM ${table} WHERE company_id = $1 AND id = ANY($2::text[])`,
    [companyId, ids],
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name ?? r.id, code: r.code }]));
}

/**
 * The technicians a report lists: the chosen employees, else the company's active technicians plus
 * anyone assigned to a ticket of the range.
 */
async function technicians(ctx: ReportContext, tickets: readonly ReportTicket[]): Promise<NamedRef[]> {
  const companyId = ctx.auth.companyId!;
  let ids: string[];
  if (ctx.criteria.employeeIds?.length) ids = [...ctx.criteria.employeeIds];
  else {
    const techs = await ctx.db.query<{ id: string }>(
      `SELECT id FROM employee WHERE company_id = $1 AND status = 1 AND (data->>'isTechnician')::boolean IS TRUE`,
      [companyId],
    );
    ids = [...new Set([...techs.map((r) => r.id), ...tickets.flatMap((t) => t.employeeIds ?? [])])];
  }
  return [...(await names(ctx.db, companyId, 'employee', ids)).values()];
}

const employeeField = (ctx: ReportContext) => f('Employee', 'string', ctx.label('employee', 'Employee'));

registerReport({
  key: 'labor-analysis-problem',
  name: 'Labor Analysis by Problem',
  criteria: [...CRITERIA],
  async run(ctx) {
    const tickets = await loadTickets(ctx);
    const ids = [...new Set(tickets.flatMap((t) => t.serviceCategoryProblemIds ?? []))];
    const problems = await names(ctx.db, ctx.auth.companyId!, 'service_category_problem', ids);
    return {
      fields: [
        f('ProblemId', 'string', 'Problem Id', true),
        f('Problem', 'string', 'Category Problem'),
        f('Tickets', 'number', 'Tickets'),
        f('Completed', 'number', 'Completed'),
        f('EstimatedHours', 'hours', 'Estimated Hours'),
        f('ActualHours', 'hours', 'Actual Hours'),
        { ...f('AverageActualHours', 'hours', 'Average Actual Hours'), aggregate: 'average' },
        f('VarianceHours', 'hours', 'Variance (Hours)'),
      ],
      records: laborAnalysisByProblem(tickets, [...problems.values()]),
    };
  },
});

registerReport({
  key: 'technician-list',
  name: 'Technician List',
  criteria: [...CRITERIA],
  async run(ctx) {
    const tickets = await loadTickets(ctx);
    return {
      fields: hideIds([
        f('EmployeeId', 'string', `${ctx.label('employee', 'Employee')} Id`),
        employeeField(ctx),
        f('Code', 'string', 'Code'),
        f('Tickets', 'number', 'Tickets'),
        f('Open', 'number', 'Open'),
        f('Completed', 'number', 'Completed'),
        f('Overdue', 'number', 'Overdue'),
        f('ScheduledHours', 'hours', 'Scheduled Hours'),
      ]),
      records: technicianList(tickets, await technicians(ctx, tickets), new Date()),
    };
  },
});

const STATUS: Record<string, string> = {
  notAccepted: 'Not accepted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  inProgress: 'In progress',
  completed: 'Completed',
};
const PRIORITY: Record<number, string> = { 1: 'Low', 2: 'Medium', 3: 'High' };

registerReport({
  key: 'work-order-status',
  name: 'Work Order Status',
  criteria: [...CRITERIA],
  async run(ctx) {
    const companyId = ctx.auth.companyId!;
    const tickets = await loadTickets(ctx);
    const locations = await names(ctx.db, companyId, 'location', [
      ...new Set(tickets.map((t) => t.location_id).filter((x): x is string => !!x)),
    ]);
    const employees = await names(ctx.db, companyId, 'employee', [
      ...new Set(tickets.flatMap((t) => t.employeeIds ?? [])),
    ]);
    const rows = workOrderStatus(
      tickets,
      {
        locations: new Map([...locations].map(([id, r]) => [id, r.name])),
        employees: new Map([...employees].map(([id, r]) => [id, r.name])),
      },
      new Date(),
    );
    return {
      fields: [
        f('TicketId', 'string', 'Ticket Id', true),
        f('Ticket #', 'number', 'Ticket #'),
        f('Name', 'string', 'Name'),
        f('Location', 'string', ctx.label('location', 'Location')),
        f('Employees', 'string', 'Assigned To'),
        f('Status', 'string', 'Status'),
        f('Priority', 'string', 'Priority'),
        f('Scheduled', 'datetime', 'Scheduled'),
        f('EstimatedHours', 'hours', 'Estimated Hours'),
        f('ActualHours', 'hours', 'Actual Hours'),
        f('Overdue', 'string', 'Overdue'),
        f('Unassigned', 'string', 'Unassigned'),
      ],
      records: rows.map((r) => ({
        ...r,
        Status: STATUS[r.Status] ?? r.Status,
        Priority: PRIORITY[r.Priority] ?? String(r.Priority),
      })),
    };
  },
});

registerReport({
  key: 'technician-call-analysis',
  name: 'Technician Call Analysis',
  criteria: [...CRITERIA],
  async run(ctx) {
    const tickets = await loadTickets(ctx);
    return {
      fields: hideIds([
        f('EmployeeId', 'string', `${ctx.label('employee', 'Employee')} Id`),
        employeeField(ctx),
        f('Calls', 'number', 'Calls'),
        f('High', 'number', 'High'),
        f('Medium', 'number', 'Medium'),
        f('Low', 'number', 'Low'),
        { ...f('AverageResponseHours', 'hours', 'Average Response (Hours)'), aggregate: 'average' },
        f('ActualHours', 'hours', 'Actual Hours'),
        { ...f('CompletedPercent', 'number', 'Completed %'), aggregate: 'average' },
      ]),
      records: technicianCallAnalysis(tickets, await technicians(ctx, tickets)),
    };
  },
});
