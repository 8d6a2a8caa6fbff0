import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { authOf, requireAuth } from '../http.js';

/**
 * Live updates (design.md 'Live updates', issue 10 section 4): "entity changed" events per company.
 * A change is announced with PostgreSQL's `pg_notify` inside the saving transaction, so it is sent
 * only when the change commits and it reaches every server process listening on the same database
 * (PGlite: the one process). Each process keeps one LISTEN (LiveHub) and fans events out to the
 * signed-in consoles of that company (GET /api/live, server-sent events). Events name the entity,
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

  private deliver(payload: string): void {
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

/** A stream lives at most this long; the browser's EventSource reconnects (and the session is re-checked). */
export const LIVE_STREAM_MS = 10 * 60_000;
/** Comment lines keep proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * GET /api/live: the signed-in user's company's change events as server-sent events
 * (`event: change`, `data: {"entity","ids","op"}`), a heartbeat comment every 25 s, closed after
 * 10 minutes so the EventSource reconnects with the session checked again. 401 without a session,
 * 403 without a company (global and partner administrators choose one with X-Company-Id).
 */
export function registerLiveRoutes(app: FastifyInstance, hub: LiveHub): void {
  app.get('/live', { preHandler: requireAuth }, async (req, reply) => {
    const auth = authOf(req);
    if (!auth.companyId) return reply.code(403).send({ message: 'Not authorized: no company' });
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const unsubscribe = hub.subscribe(auth.companyId, (e) => {
      res.write(`event: change\ndata: ${JSON.stringify({ entity: e.entity, ids: e.ids, op: e.op })}\n\n`);
    });
    const beat = setInterval(() => res.write(': keep-alive\n\n'), LIVE_HEARTBEAT_MS);
    const end = setTimeout(() => res.end(), LIVE_STREAM_MS);
    const done = () => {
      clearInterval(beat);
      clearTimeout(end);
      unsubscribe();
    };
    res.on('close', done);
    req.raw.on('close', done);
  });
}
