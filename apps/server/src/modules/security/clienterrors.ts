import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, forbidden } from '../../platform/errors.js';
import { authOf, parseBody } from '../../platform/http.js';

/** Largest body of POST /api/client-errors (bytes). */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;
/** Reports one address may send per window; more are refused with 429. */
export const CLIENT_ERROR_LIMIT = 10;
export const CLIENT_ERROR_WINDOW_MS = 60_000;
/** Reports kept in memory for administrators (GET /api/client-errors). */
const KEEP = 50;

/** A render error the console reports (its route error boundary). */
export const ClientErrorReportSchema = z.strictObject({
  message: z.string().max(2000),
  path: z.string().max(500),
  stack: z.string().max(8000).nullable().optional(),
  componentStack: z.string().max(8000).nullable().optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

/** A stored report: what the console sent, who sent it and when. */
export interface StoredClientError extends ClientErrorReport {
  at: string;
  userId: string | null;
  companyId: string | null;
}

/**
 * POST /api/client-errors {message, path, stack?, componentStack?} -> 204: a console page failed to
 * render; the report goes to the server log (warn, 'client error') and to a short in-memory list an
 * administrator reads at GET /api/client-errors. Anyone may report (a page may fail before sign-in),
 * so it is limited: 16 KB per body (413), strict fields (400), 10 reports per address a minute (429).
 */
export function registerClientErrorRoutes(app: FastifyInstance, now: () => number = Date.now): void {
  const recent: StoredClientError[] = [];
  const byAddress = new Map<string, number[]>();
  app.post('/client-errors', { bodyLimit: CLIENT_ERROR_BODY_LIMIT }, async (req, reply) => {
    const t = now();
    const times = (byAddress.get(req.ip) ?? []).filter((x) => t - x < CLIENT_ERROR_WINDOW_MS);
    if (times.length >= CLIENT_ERROR_LIMIT)
      throw new HttpError(429, 'Too many error reports; try again later.');
    times.push(t);
    byAddress.set(req.ip, times);
    if (byAddress.size > 10_000) byAddress.clear();
    const report = parseBody(ClientErrorReportSchema, req.body);
    const stored: StoredClientError = {
      ...report,
      at: new Date(t).toISOString(),
      userId: req.auth?.userId ?? null,
      companyId: req.auth?.companyId ?? null,
    };
    req.log.warn({ clientError: stored }, 'client error');
    recent.unshift(stored);
    recent.length = Math.min(recent.length, KEEP);
    return reply.code(204).send();
  });
  app.get('/client-errors', async (req) => {
    const auth = authOf(req);
    if (!auth.isAdministrator && !auth.isGlobal) throw forbidden('Not authorized: administrators only');
    // An administrator sees the reports of their own company's users (a global one sees all).
    return auth.isGlobal ? recent : recent.filter((r) => r.companyId === auth.companyId);
  });
}
