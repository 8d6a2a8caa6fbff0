import { type Instant, toMillis } from '../time/instant.js';
import { isOverdue, isUnassigned, type ServiceTicket } from './ticket.js';

/**
 * The service reports of the catalogue (time spec 3 'Report catalogue by key', Service:
 * labor-analysis-problem, technician-list, work-order-status, technician-call-analysis), as pure
 * figures over tickets; the server loads the tickets of the range and the names. Hours are decimal
 * hours rounded to 2 places.
 */

/** A ticket as the service reports read it. */
export type ReportTicket = ServiceTicket & { id: string; ticketNumber?: number | null };

/** A named record (employee, problem, location): id, display name, optional code. */
export interface NamedRef {
  id: string;
  name: string;
  code?: string | null;
}

const h2 = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const ms = (v: string | null | undefined) => toMillis(v ?? null);

/** Minutes between the actual start and end, or null when either is missing or the end is first. */
export function actualMinutes(t: ServiceTicket): number | null {
  const a = ms(t.actualStartTimeStamp);
  const b = ms(t.actualEndTimeStamp);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return null;
  return (b - a) / 60_000;
}

/** Minutes from the call to the actual start (the response time), or null. */
export function responseMinutes(t: ServiceTicket): number | null {
  const a = ms(t.callTimeStamp);
  const b = ms(t.actualStartTimeStamp);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return null;
  return (b - a) / 60_000;
}

const active = (tickets: readonly ReportTicket[]) => tickets.filter((t) => t.status !== 3);

/**
 * Labor analysis by problem: per category problem, the tickets about it, how many are completed,
 * the estimated and actual hours and the average actual hours of the completed ones, and actual
 * minus estimated. A ticket about several problems shares its hours evenly among them, so the
 * totals equal the tickets' hours. Tickets without a problem are under '(none)'. By problem name.
 */
export function laborAnalysisByProblem(tickets: readonly ReportTicket[], problems: readonly NamedRef[]) {
  const names = new Map(problems.map((p) => [p.id, p.name]));
  const acc = new Map<
    string,
    { tickets: number; completed: number; est: number; act: number; actCount: number }
  >();
  for (const t of active(tickets)) {
    const ids = t.serviceCategoryProblemIds?.length ? t.serviceCategoryProblemIds : [''];
    const share = 1 / ids.length;
    const actual = t.serviceStatus === 'completed' ? actualMinutes(t) : null;
    for (const id of ids) {
      const a = acc.get(id) ?? { tickets: 0, completed: 0, est: 0, act: 0, actCount: 0 };
      a.tickets += 1;
      if (t.serviceStatus === 'completed') a.completed += 1;
      a.est += (t.estimatedDurationMinutes ?? 0) * share;
      if (actual !== null) {
        a.act += actual * share;
        a.actCount += 1;
      }
      acc.set(id, a);
    }
  }
  return [...acc.entries()]
    .map(([id, a]) => ({
      ProblemId: id || null,
      Problem: id ? (names.get(id) ?? id) : '(none)',
      Tickets: a.tickets,
      Completed: a.completed,
      EstimatedHours: h2(a.est),
      ActualHours: h2(a.act),
      AverageActualHours: a.actCount ? h2(a.act / a.actCount) : 0,
      VarianceHours: h2(a.act - a.est),
    }))
    .sort((x, y) => x.Problem.localeCompare(y.Problem));
}

/**
 * Technician list: every technician (given) with their tickets in the range: assigned, open (not
 * completed), completed, overdue at `now`, and scheduled hours (estimated durations). By name.
 */
export function technicianList(
  tickets: readonly ReportTicket[],
  technicians: readonly NamedRef[],
  now: Instant,
) {
  return technicians
    .map((e) => {
      const mine = active(tickets).filter((t) => (t.employeeIds ?? []).includes(e.id));
      const completed = mine.filter((t) => t.serviceStatus === 'completed').length;
      return {
        EmployeeId: e.id,
        Employee: e.name,
        Code: e.code ?? null,
        Tickets: mine.length,
        Open: mine.length - completed,
        Completed: completed,
        Overdue: mine.filter((t) => isOverdue(t, now)).length,
        ScheduledHours: h2(mine.reduce((s, t) => s + (t.estimatedDurationMinutes ?? 0), 0)),
      };
    })
    .sort((a, b) => a.Employee.localeCompare(b.Employee));
}

/**
 * Work order status: one row per ticket (by scheduled time, then number): number, name, location,
 * employees, service status, priority, scheduled start, estimated and actual hours, and whether it
 * is overdue or unassigned at `now`.
 */
export function workOrderStatus(
  tickets: readonly ReportTicket[],
  names: { locations: ReadonlyMap<string, string>; employees: ReadonlyMap<string, string> },
  now: Instant,
) {
  const at = (t: ReportTicket) => {
    const v = ms(t.scheduledTimeStamp);
    return Number.isNaN(v) ? Number.POSITIVE_INFINITY : v;
  };
  return [...active(tickets)]
    .sort((a, b) => at(a) - at(b) || (a.ticketNumber ?? 0) - (b.ticketNumber ?? 0))
    .map((t) => {
      const actual = actualMinutes(t);
      return {
        TicketId: t.id,
        'Ticket #': t.ticketNumber ?? null,
        Name: t.name ?? '',
        Location: t.location_id ? (names.locations.get(t.location_id) ?? '') : '',
        Employees: (t.employeeIds ?? []).map((id) => names.employees.get(id) ?? id).join(', '),
        Status: t.serviceStatus ?? 'notAccepted',
        Priority: t.priority ?? 1,
        Scheduled: t.scheduledTimeStamp ?? null,
        EstimatedHours: h2(t.estimatedDurationMinutes ?? 0),
        ActualHours: actual === null ? null : h2(actual),
        Overdue: isOverdue(t, now) ? 'Yes' : '',
        Unassigned: isUnassigned(t) ? 'Yes' : '',
      };
    });
}

/**
 * Technician call analysis: per technician with tickets in the range, the calls (tickets), how many
 * of high, medium and low priority, the average response time in hours (call to actual start, of
 * the tickets started), the actual hours worked and the completed share in percent (whole). By name.
 */
export function technicianCallAnalysis(tickets: readonly ReportTicket[], technicians: readonly NamedRef[]) {
  const out = [];
  for (const e of technicians) {
    const mine = active(tickets).filter((t) => (t.employeeIds ?? []).includes(e.id));
    if (mine.length === 0) continue;
    const responses = mine.map(responseMinutes).filter((m): m is number => m !== null);
    const completed = mine.filter((t) => t.serviceStatus === 'completed').length;
    out.push({
      EmployeeId: e.id,
      Employee: e.name,
      Calls: mine.length,
      High: mine.filter((t) => t.priority === 3).length,
      Medium: mine.filter((t) => t.priority === 2).length,
      Low: mine.filter((t) => (t.priority ?? 1) === 1).length,
      AverageResponseHours: responses.length
        ? h2(responses.reduce((s, m) => s + m, 0) / responses.length)
        : null,
      ActualHours: h2(mine.reduce((s, t) => s + (actualMinutes(t) ?? 0), 0)),
      CompletedPercent: Math.round((completed / mine.length) * 100),
    });
  }
  return out.sort((a, b) => a.Employee.localeCompare(b.Employee));
}
