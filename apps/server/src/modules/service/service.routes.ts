import { type TicketOccurrenceRecord, TicketOccurrencesQuerySchema } from '@wm/api/schemas';
import { type Schedule, type ServiceTicket, ticketOccurrences } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { authOf, parseBody, requireAuth } from '../../platform/http.js';
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
}
