import {
  type TechnicianPosition,
  TechnicianPositionsQuerySchema,
  type TicketOccurrenceRecord,
  TicketOccurrencesQuerySchema,
} from '@wm/api/schemas';
import { PRIV, type Schedule, type ServiceTicket, ticketOccurrences } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { authOf, parseBody, requireAuth, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';

/**
 * GET /api/Ticket/occurrences?from=&to= (issue 10: recurrence expansion): the occurrences of the
 * caller's visible recurring tickets (active, with a `schedule`) that start in [from, to] (at most
 * 62 days), by start. Each ticket's own scheduled start is not repeated (it is the ticket itself).
 * Tickets are read through the Ticket repository, so tenancy and the field employee's scope apply.
 */
export function registerServiceRoutes(app: FastifyInstance, platform: Platform): void {
  app.get('/Ticket/occurrences', { preHandler: requireAuth }, async (req) => {
    const auth = authOf(req);
    const q = parseBody(TicketOccurrencesQuerySchema, req.query);
    const rows = await platform.db.query<{ id: string }>(
      `SELECT id FROM ticket WHERE company_id = $1 AND status = 1
          AND jsonb_typeof(data->'schedule') = 'object' AND "scheduledTimeStamp" <= $2`,
      [auth.companyId, q.to],
    );
    const tickets = await platform.repo(auth, 'Ticket').getMany(rows.map((r) => r.id));
    const out: TicketOccurrenceRecord[] = [];
    for (const t of tickets as unknown as (ServiceTicket & { id: string; schedule: Schedule })[]) {
      if (t.status !== 1) continue;
      for (const occ of ticketOccurrences(t, q.from, q.to)) {
        if (occ.start === t.scheduledTimeStamp) continue;
        out.push({ ticketId: t.id, ticketNumber: t.ticketNumber ?? 0, ...occ });
      }
    }
    return out.sort((a, b) => a.start.localeCompare(b.start) || a.ticketNumber - b.ticketNumber);
  });

  /**
   * GET /api/Ticket/technician-positions?before= (service spec 2 'GPS view'): each employee's last
   * GPS fix (clock IN or OUT coordinates of an active time record, the -1000 'no GPS' value and
   * out-of-range values skipped) at or before `before` (default now), as TechnicianPosition[] by
   * employee id. Needs Service:View:Ticket (403 'Not authorized: requires Service:View:Ticket');
   * only employees the caller may see (the Employee repository's tenancy and scope) are listed.
   */
  app.get('/Ticket/technician-positions', { preHandler: requirePrivilege(PRIV.TicketView) }, async (req) => {
    const auth = authOf(req);
    const q = parseBody(TechnicianPositionsQuerySchema, req.query);
    const before = q.before ?? platform.clock.now().toISOString();
    const rows = await platform.db.query<{
      employee_id: string;
      lat: number;
      lon: number;
      at: Date | string;
      punch: 'in' | 'out';
    }>(
      `SELECT DISTINCT ON (employee_id) employee_id, lat, lon, at, punch FROM (
           SELECT employee_id, "inLat" AS lat, "inLon" AS lon, "inTimeStamp" AS at, 'in' AS punch
             FROM time_record
            WHERE company_id = $1 AND status = 1 AND "inTimeStamp" <= $2
              AND "inLat" BETWEEN -90 AND 90 AND "inLon" BETWEEN -180 AND 180
           UNION ALL
           SELECT employee_id, "outLat", "outLon", "outTimeStamp", 'out'
             FROM time_record
            WHERE company_id = $1 AND status = 1 AND "outTimeStamp" <= $2
              AND "outLat" BETWEEN -90 AND 90 AND "outLon" BETWEEN -180 AND 180
         ) fix
         ORDER BY employee_id, at DESC`,
      [auth.companyId, before],
    );
    const visible = new Set(
      (await platform.repo(auth, 'Employee').getMany(rows.map((r) => r.employee_id))).map((e) => e.id),
    );
    const out: TechnicianPosition[] = rows
      .filter((r) => visible.has(r.employee_id))
      .map((r) => ({
        employeeId: r.employee_id,
        lat: Number(r.lat),
        lon: Number(r.lon),
        at: r.at instanceof Date ? r.at.toISOString() : new Date(r.at).toISOString(),
        punch: r.punch,
      }));
    return out;
  });
}
