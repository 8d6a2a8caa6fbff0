import { ReportCriteriaSchema } from '@wm/api/schemas';
import { REPORTS } from '@wm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { authOf, parseBody } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { REPORT_DEFINITIONS, type ReportDefinition, runReport } from './reports.service.js';

/** The privilege of a report key (REPORTS of @wm/domain, platform access). */
export function reportPrivilege(key: string): string | null {
  for (const group of Object.values(REPORTS)) {
    const p = (group as Record<string, string>)[key];
    if (p) return p;
  }
  return null;
}

/** The definition of `key` for this caller: 404 unknown, 403 without the report's privilege. */
function guard(req: FastifyRequest<{ Params: { key: string } }>): ReportDefinition {
  const auth = authOf(req);
  const key = req.params.key;
  const priv = reportPrivilege(key);
  const def = REPORT_DEFINITIONS.get(key);
  if (!priv || !def) throw notFound(`Unknown report '${key}'`);
  if (!auth.companyId || !auth.privileges.has(priv)) throw forbidden(`Not authorized: requires ${priv}`);
  return def;
}

/**
 * Report routes (time spec 7 "Reports"), under /api:
 * - POST /report/{key} criteria -> {fields:[{name,type,label}], records, dateRange:{from,to}}
 * - GET /report/{key}?fromDate=&toDate=&employeeIds=a,b&... (or ?criteria=<JSON>) -> the same plus name
 * Keys: payroll-summary, payroll-detail, employee-time-card, time-audit-log; each needs its report
 * privilege (403); 400 {message} for 'From Date is required.', 'Field not found' and bad dates.
 */
export function registerReportRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  app.post<{ Params: { key: string } }>('/report/:key', async (req) => {
    const def = guard(req);
    const criteria = parseBody(ReportCriteriaSchema, req.body ?? {});
    const { name: _name, ...out } = await runReport(db, authOf(req), def, criteria);
    return out;
  });
  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>('/report/:key', async (req) => {
    const def = guard(req);
    let raw: Record<string, unknown> = { ...(req.query ?? {}) };
    if (typeof raw.criteria === 'string') {
      try {
        raw = { ...raw, ...JSON.parse(raw.criteria) };
      } catch {
        throw badRequest('criteria must be JSON.');
      }
      delete raw.criteria;
    }
    const criteria = parseBody(ReportCriteriaSchema, raw);
    return runReport(db, authOf(req), def, criteria);
  });
}
