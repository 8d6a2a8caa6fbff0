import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Load shedding (issue 18, section 3): past the knee a request gets a quick 503 with Retry-After
 * instead of queueing for seconds. Two signals, each off when 0:
 * - the event loop (@fastify/under-pressure): its mean delay over the last sample, and its
 *   utilisation over the last sample (the embedded database runs inside this loop, so this is
 *   where PGlite saturates);
 * - requests in flight in this process (PostgreSQL saturates outside the loop: requests wait for a
 *   pooled connection while the loop stays idle);
 * - the median time of the /api answers of the last second (a queue that grows behind a slow
 *   database or a starved CPU shows here first; one long import does not move the median).
 * Only /api calls are shed, never GET /api/health nor the console's files. A new live-update
 * WebSocket may be refused (the console retries with backoff); open sockets are never closed.
 */
export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) above which requests are shed; 0 = off. Default 200. */
  maxEventLoopDelayMs?: number;
  /** Event-loop utilisation (0..1, over the last sample) above which requests are shed; 0 = off (default). */
  maxEventLoopUtilization?: number;
  /** /api requests in flight in this process above which a new one is shed; 0 = off. Default 256. */
  maxInFlight?: number;
  /**
   * Median duration (ms) of the /api answers completed in the last `latencyWindowMs` (at least 10
   * of them) above which requests are shed; 0 = off. Default 1000.
   */
  maxMedianLatencyMs?: number;
  /** The window of maxMedianLatencyMs. Default 1000. */
  latencyWindowMs?: number;
  /** Seconds sent in Retry-After. Default 2. */
  retryAfterSeconds?: number;
  /** How often (ms) the event-loop figures are sampled. Default 250. */
  sampleIntervalMs?: number;
}

/** The message of a shed request's 503 answer ({message}). */
export const SERVER_BUSY_MESSAGE = 'The server is busy; please try again in a moment.';

/**
 * Reads the load-shedding settings from the environment: LOAD_SHEDDING=0 turns it off (null);
 * LOAD_MAX_EVENT_LOOP_DELAY_MS, LOAD_MAX_EVENT_LOOP_UTILIZATION, LOAD_MAX_IN_FLIGHT,
 * LOAD_MAX_MEDIAN_MS, LOAD_RETRY_AFTER_S override the defaults of LoadSheddingOptions.
 */
export function loadSheddingFromEnv(env: NodeJS.ProcessEnv): LoadSheddingOptions | null {
  if (env.LOAD_SHEDDING === '0') return null;
  const num = (v: string | undefined) =>
    v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;
  const o: LoadSheddingOptions = {};
  const d = num(env.LOAD_MAX_EVENT_LOOP_DELAY_MS);
  if (d !== undefined) o.maxEventLoopDelayMs = d;
  const u = num(env.LOAD_MAX_EVENT_LOOP_UTILIZATION);
  if (u !== undefined) o.maxEventLoopUtilization = u;
  const f = num(env.LOAD_MAX_IN_FLIGHT);
  if (f !== undefined) o.maxInFlight = f;
  const m = num(env.LOAD_MAX_MEDIAN_MS);
  if (m !== undefined) o.maxMedianLatencyMs = m;
  const r = num(env.LOAD_RETRY_AFTER_S);
  if (r !== undefined) o.retryAfterSeconds = r;
  return o;
}

const shed = (req: FastifyRequest): boolean => {
  const path = req.url.split('?')[0]!;
  return (path === '/api' || path.startsWith('/api/')) && path !== '/api/health';
};

/** The live-update WebSocket (platform/live): a handshake that then stays open. */
const isLiveSocket = (req: FastifyRequest): boolean =>
  req.url.split('?')[0] === '/api/live' && req.headers.upgrade?.toLowerCase() === 'websocket';

/**
 * Registers load shedding on the root instance (before the routes). A shed request answers
 * 503 {message: SERVER_BUSY_MESSAGE} with `Retry-After: <retryAfterSeconds>`.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions = {},
): Promise<void> {
  const retryAfter = Math.max(1, Math.round(options.retryAfterSeconds ?? 2));
  const busy = (reply: FastifyReply) => {
    reply.code(503).header('retry-after', String(retryAfter));
    return { message: SERVER_BUSY_MESSAGE };
  };
  const maxDelay = options.maxEventLoopDelayMs ?? 200;
  const maxElu = options.maxEventLoopUtilization ?? 0;
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelay,
    maxEventLoopUtilization: maxElu,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: options.sampleIntervalMs ?? 250,
    retryAfter,
    // Returning undefined lets the request through (not an /api call); an object is sent as the answer.
    // (The plugin sends what the handler returns; its types say void.)
    pressureHandler: ((req: FastifyRequest, reply: FastifyReply) =>
      shed(req) ? busy(reply) : undefined) as unknown as (req: FastifyRequest, reply: FastifyReply) => void,
  });
  const maxInFlight = options.maxInFlight ?? 256;
  const maxMedian = options.maxMedianLatencyMs ?? 1000;
  const windowMs = options.latencyWindowMs ?? 1000;
  if (maxInFlight <= 0 && maxMedian <= 0) return;
  let inFlight = 0;
  const started = new WeakMap<FastifyRequest, number>();
  // Answers of the last window: [end, duration] in completion order (oldest first).
  const recent: [number, number][] = [];
  let verdictAt = 0;
  let slow = false;
  const tooSlow = (now: number): boolean => {
    if (maxMedian <= 0) return false;
    if (now - verdictAt < 50) return slow;
    verdictAt = now;
    while (recent.length && recent[0]![0] < now - windowMs) recent.shift();
    if (recent.length < 10) {
      slow = false;
    } else {
      const d = recent.map((r) => r[1]).sort((a, b) => a - b);
      slow = d[Math.floor(d.length / 2)]! > maxMedian;
    }
    return slow;
  };
  app.addHook('onRequest', async (req, reply) => {
    if (!shed(req)) return;
    const now = performance.now();
    if ((maxInFlight > 0 && inFlight >= maxInFlight) || tooSlow(now)) return reply.send(busy(reply));
    // A live-update socket stays open for as long as the console: it is neither a request in
    // flight nor an answer time (a new one may be refused above; an open one is never cut).
    if (isLiveSocket(req)) return;
    inFlight++;
    started.set(req, now);
  });
  const done = async (req: FastifyRequest) => {
    const t = started.get(req);
    if (t === undefined) return;
    started.delete(req);
    inFlight--;
    const now = performance.now();
    recent.push([now, now - t]);
    if (recent.length > 5000) recent.splice(0, recent.length - 5000);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}
