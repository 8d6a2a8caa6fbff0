import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { SESSION_COOKIE, resolveAuth } from '../auth/session.js';
import { authOf, requireAuth } from '../http.js';

/**
 * Live updates (design.md 'Live updates', issue 10 section 4): "entity changed" events per company.
 * A change is announced with PostgreSQL's `pg_notify` inside the saving transaction, so it is sent
 * only when the change commits and it reaches every server process listening on the same database
 * (PGlite: the one process). Each process keeps one LISTEN (LiveHub) and fans events out to the
 * signed-in consoles of that company (GET /api/live, one WebSocket per console). Events name the entity,
 * the ids and the operation, never the data: a console reloads what it shows through the normal,
 * privilege- and scope-checked API.
 */
export interface LiveEvent {
  companyId: string;
  /** Entity name ('Ticket', 'Time', ...). */
  entity: string;
  ids: string[];
  op: 'save' | 'remove';
}

/** The notification channel of a database (its schema in the name: channels are database-wide). */
export function liveChannel(db: Pick<Db, 'namespace'>): string {
  return db.namespace ? `wm_live_${db.namespace}` : 'wm_live';
}

/** At most this many ids go into one event (pg_notify payloads are limited to 8000 bytes). */
const MAX_IDS = 100;

/**
 * Announces a change of `entity` rows in `companyId` on `tx` (a transaction: delivered at commit).
 * More than 100 ids are sent as none (a console then reloads the whole entity).
 */
export async function publishLive(tx: Db, event: LiveEvent): Promise<void> {
  const payload: LiveEvent = { ...event, ids: event.ids.length > MAX_IDS ? [] : event.ids };
  await tx.query('SELECT pg_notify($1, $2)', [liveChannel(tx), JSON.stringify(payload)]);
}

type Listener = (event: LiveEvent) => void;

/** One process's subscription to the live channel, fanned out per company. */
export class LiveHub {
  private readonly byCompany = new Map<string, Set<Listener>>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly db: Db) {}

  /** Starts listening (once); a database without LISTEN support leaves the hub silent. */
  async start(): Promise<void> {
    if (this.stop || !this.db.listen) return;
    this.stop = await this.db.listen(liveChannel(this.db), (payload) => this.deliver(payload));
  }

  /** Stops listening and drops every subscriber. */
  async close(): Promise<void> {
    const stop = this.stop;
    this.stop = null;
    this.byCompany.clear();
    await stop?.();
  }

  /** Calls `fn` with every event of `companyId` (and no other company's) until the answer is called. */
  subscribe(companyId: string, fn: Listener): () => void {
    let set = this.byCompany.get(companyId);
    if (!set) {
      set = new Set();
      this.byCompany.set(companyId, set);
    }
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0 && this.byCompany.get(companyId) === set) this.byCompany.delete(companyId);
    };
  }

  /** Subscribers of a company (for tests and the stream's clean-up). */
  subscriberCount(companyId: string): number {
    return this.byCompany.get(companyId)?.size ?? 0;
  }

  /**
   * Hands a notification to the company's subscribers on the next turn of the event loop (issue 10
   * section 6): PGlite announces a commit while the saving request is still being answered, and the
   * fan-out to the consoles' sockets must not delay that answer.
   */
  private deliver(payload: string): void {
    setImmediate(() => this.fanOut(payload));
  }

  private fanOut(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    if (typeof event?.companyId !== 'string' || typeof event.entity !== 'string') return;
    for (const fn of this.byCompany.get(event.companyId) ?? []) fn(event);
  }
}

/** Every this many ms a console's socket is pinged; one that did not answer the last ping is dropped. */
export const LIVE_HEARTBEAT_MS = 25_000;
/**
 * Every this many ms the session of an open socket is checked again (without counting as activity,
 * so an open console does not keep an idle session alive); an ended session closes the socket.
 */
export const LIVE_RECHECK_MS = 2 * 60_000;
/** Close code of a socket whose session ended (or lost its company): the console signs in again. */
export const LIVE_CLOSE_SESSION_ENDED = 4401;

/**
 * True when a browser's `Origin` names the host the handshake was sent to (Host, or X-Forwarded-Host
 * behind a proxy such as the console's dev server): a page of another site cannot open a socket
 * with the user's cookie (cross-site WebSocket hijacking). No Origin (not a browser) passes.
 */
export function sameOriginUpgrade(headers: Record<string, string | string[] | undefined>): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (typeof origin !== 'string') return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const first = (v: string | string[] | undefined) =>
    (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim().toLowerCase();
  return host === first(headers.host) || host === first(headers['x-forwarded-host']);
}

/**
 * GET /api/live (a WebSocket upgrade; design.md 'Live updates'): one socket per signed-in console,
 * over which the server sends the user's company's change events as JSON text messages
 * `{"type":"change","entity":"Ticket","ids":[...],"op":"save"}` (never another company's). The
 * upgrade is refused with 401 without a session cookie, 403 without a company (global and partner
 * administrators name the supported company with `?company=<id>`, as X-Company-Id elsewhere), 403
 * from another site's page and 400 when it is not a WebSocket handshake. The server pings every
 * 25 s and drops a socket that stopped answering, re-checks the session every `recheckMs` (2
 * minutes) and closes with 4401 when it ended; the console reconnects with backoff. Messages from the console are ignored.
 */
export function registerLiveRoutes(
  app: FastifyInstance,
  hub: LiveHub,
  db: Db,
  recheckMs: number = LIVE_RECHECK_MS,
): void {
  app.get<{ Querystring: { company?: string } }>(
    '/live',
    {
      websocket: true,
      preHandler: [
        requireAuth,
        async (req, reply) => {
          if (!req.ws) return reply.code(400).send({ message: 'GET /api/live needs a WebSocket handshake' });
          if (!sameOriginUpgrade(req.headers))
            return reply.code(403).send({ message: 'Not authorized: another origin' });
          const company = req.query.company;
          if (typeof company === 'string' && company !== '' && !req.headers['x-company-id']) {
            if (company.length > 64) return reply.code(400).send({ message: 'company: too long' });
            req.auth = await resolveAuth(db, req.cookies[SESSION_COOKIE], company);
            authOf(req);
          }
          if (!authOf(req).companyId) return reply.code(403).send({ message: 'Not authorized: no company' });
        },
      ],
    },
    (socket, req) => {
      const auth = authOf(req);
      const companyId = auth.companyId!;
      const token = req.cookies[SESSION_COOKIE];
      const company = req.headers['x-company-id'] ?? req.query.company;
      const unsubscribe = hub.subscribe(companyId, (e) => {
        if (socket.readyState === socket.OPEN)
          socket.send(JSON.stringify({ type: 'change', entity: e.entity, ids: e.ids, op: e.op }));
      });
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const beat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, LIVE_HEARTBEAT_MS);
      const recheck = setInterval(() => {
        resolveAuth(db, token, typeof company === 'string' ? company : undefined, false)
          .then((now) => {
            if (!now || now.companyId !== companyId) socket.close(LIVE_CLOSE_SESSION_ENDED, 'Session ended');
          })
          .catch((err: unknown) => req.log.warn({ err }, 'live: session re-check failed'));
      }, recheckMs);
      socket.on('close', () => {
        clearInterval(beat);
        clearInterval(recheck);
        unsubscribe();
      });
    },
  );
}
