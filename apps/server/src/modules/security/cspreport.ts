import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../platform/errors.js';

/** Reports one address may send a minute; more are dropped (204 all the same). */
const PER_MINUTE = 30;
/** Reports kept in memory for the test-only listing. */
const KEEP = 200;

/** One Content Security Policy violation as the browser reports it (the fields that matter). */
export interface CspViolation {
  at: string;
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
  sourceFile: string | null;
  lineNumber: number | null;
}

const str = (v: unknown, max = 500) => (typeof v === 'string' ? v.slice(0, max) : '');

/** The violations of a report body: the legacy `{"csp-report": {...}}` or the Reporting API's array. */
export function violationsOf(body: unknown, now: Date): CspViolation[] {
  const items: Record<string, unknown>[] = [];
  if (Array.isArray(body)) {
    for (const r of body.slice(0, 20))
      if (r && typeof r === 'object' && (r as { type?: unknown }).type === 'csp-violation')
        items.push(((r as { body?: unknown }).body ?? {}) as Record<string, unknown>);
  } else if (body && typeof body === 'object' && 'csp-report' in body) {
    items.push(((body as Record<string, unknown>)['csp-report'] ?? {}) as Record<string, unknown>);
  }
  return items.map((r) => ({
    at: now.toISOString(),
    documentUri: str(r['document-uri'] ?? r.documentURL),
    violatedDirective: str(r['violated-directive'] ?? r.effectiveDirective, 200),
    blockedUri: str(r['blocked-uri'] ?? r.blockedURL),
    sourceFile: str(r['source-file'] ?? r.sourceFile) || null,
    lineNumber:
      typeof (r['line-number'] ?? r.lineNumber) === 'number'
        ? Number(r['line-number'] ?? r.lineNumber)
        : null,
  }));
}

/**
 * POST /csp-report (outside /api: browsers send it without the X-Requested-With header): the CSP's
 * report-uri. Each violation is logged (warn, 'csp violation'); at most 8 KB a report and 30 a
 * minute per address. With WM_TEST_ROUTES=1, GET /csp-report lists what arrived, so the
 * end-to-end suite fails on a violation (tests/e2e/zz-csp.spec.ts).
 */
export function registerCspReportRoutes(app: FastifyInstance, testRoutes: boolean): void {
  const recent: CspViolation[] = [];
  const byAddress = new Map<string, number[]>();
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new HttpError(400, 'A CSP report must be JSON.'), undefined);
      }
    },
  );
  app.post('/csp-report', { bodyLimit: 8 * 1024 }, async (req, reply) => {
    const t = Date.now();
    const times = (byAddress.get(req.ip) ?? []).filter((x) => t - x < 60_000);
    if (times.length >= PER_MINUTE) return reply.code(204).send();
    times.push(t);
    byAddress.set(req.ip, times);
    if (byAddress.size > 10_000) byAddress.clear();
    for (const v of violationsOf(req.body, new Date(t))) {
      req.log.warn({ cspViolation: v }, 'csp violation');
      recent.unshift(v);
    }
    recent.length = Math.min(recent.length, KEEP);
    return reply.code(204).send();
  });
  if (testRoutes) app.get('/csp-report', async () => recent);
}
