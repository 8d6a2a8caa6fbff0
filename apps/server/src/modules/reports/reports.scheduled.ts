import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ReportCriteriaSchema,
  type ScheduledReport,
  type ScheduledReportInput,
  ScheduledReportInputSchema,
} from '@wm/api/schemas';
import {
  effectivePrivileges,
  isoDateOfDayNumber,
  localDayNumber,
  nextOccurrence,
  type PayPeriod,
  type ReportDateSpan,
  reportDateSpan,
  type Schedule,
} from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../platform/auth/context.js';
import { licensedModules } from '../../platform/auth/session.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { authOf, parseBody } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { fileUrlSecret } from '../files/files.queries.js';
import { exportReport } from './reports.export.js';
import { localizeReport, type ReportLang, reportText } from './reports.i18n.js';
import { loadCompanyInfo } from './reports.queries.js';
import { getReport } from './reports.registry.js';
import { companyLogo, guardReport } from './reports.routes.js';
import { runReport } from './reports.service.js';

/** Periodic task name and job kind of scheduled reports. */
export const SCHEDULED_TASK = 'reports.scheduled';
export const SCHEDULED_JOB = 'reports.scheduled.run';

interface Row {
  id: string;
  company_id: string;
  owner_id: string;
  name: string;
  reportKey: string;
  format: 'pdf' | 'csv' | 'xlsx';
  dateSpan: ReportDateSpan;
  lang: ReportLang;
  criteria: Record<string, unknown>;
  /** payPeriod_id (the 'last-pay-period' span's pay period). */
  data: { payPeriod_id?: string | null } | null;
  subscribers: { email: string; employee_id: string | null; optedOut: boolean }[];
  nextRunAt: string | Date | null;
  lastRunAt: string | Date | null;
  status: number;
  type: 1 | 2 | 3;
  hours: number | null;
  weekDays: number | null;
  monthDays: number | null;
  months: number | null;
  weeks: number | null;
  timeZone: string | null;
}

const SELECT = `SELECT r.*, s.type, s.hours, s."weekDays", s."monthDays", s.months, s.weeks, s."timeZone"
  FROM scheduled_report r JOIN schedule s ON s.id = r.schedule_id AND s.company_id = r.company_id`;

/**
 * A pay period of the company (not deleted) as the pay period rules take it (service spec 3
 * "PayPeriod": type and factors), or null.
 */
async function loadPayPeriod(db: Db, companyId: string, id: string): Promise<PayPeriod | null> {
  const rows = await db.query<{ id: string; name: string; status: number; type: number; data: object }>(
    'SELECT id, name, status, type, data FROM pay_period WHERE company_id = $1 AND id = $2 AND status <> 3',
    [companyId, id],
  );
  const r = rows[0];
  return r
    ? ({ ...r.data, id: r.id, name: r.name, status: Number(r.status), type: Number(r.type) } as PayPeriod)
    : null;
}

const isoOf = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toApi(r: Row): ScheduledReport {
  return {
    id: r.id,
    name: r.name,
    reportKey: r.reportKey,
    format: r.format,
    dateSpan: r.dateSpan,
    payPeriod_id: r.data?.payPeriod_id ?? null,
    lang: r.lang,
    criteria: r.criteria,
    schedule: {
      type: Number(r.type) as 1 | 2 | 3,
      hours: num(r.hours),
      weekDays: num(r.weekDays),
      monthDays: num(r.monthDays),
      months: num(r.months),
      weeks: num(r.weeks),
    },
    subscribers: r.subscribers,
    nextRunAt: isoOf(r.nextRunAt),
    lastRunAt: isoOf(r.lastRunAt),
  };
}

function scheduleOf(
  r: Pick<Row, 'type' | 'hours' | 'weekDays' | 'monthDays' | 'months' | 'weeks'>,
): Schedule {
  return {
    type: Number(r.type) as 1 | 2 | 3,
    hours: num(r.hours) ?? undefined,
    weekDays: num(r.weekDays) ?? undefined,
    monthDays: num(r.monthDays) ?? undefined,
    months: num(r.months) ?? undefined,
    weeks: num(r.weeks) ?? undefined,
  } as Schedule;
}

/** The next due instant of a schedule after `after` in `zone`, or null when it selects no dates. */
function nextRun(schedule: Schedule, after: Date, zone: string): string | null {
  try {
    return nextOccurrence(schedule, after, zone)?.start ?? null;
  } catch {
    return null;
  }
}

/** The signature of an opt-out link: HMAC-SHA256 of '{scheduledReport}.{subscriber}'. */
export async function optOutToken(db: Db, scheduledReport: string, subscriber: string): Promise<string> {
  const secret = await fileUrlSecret(db);
  return createHmac('sha256', `optout:${secret}`)
    .update(`${scheduledReport}.${subscriber.toLowerCase()}`)
    .digest('base64url');
}

/** The opt-out page address of a subscriber ('/reports/optout?scheduledReport=..&subscriber=..&token=..'). */
export async function optOutLink(platform: Platform, id: string, email: string): Promise<string> {
  const token = await optOutToken(platform.db, id, email);
  const q = new URLSearchParams({ scheduledReport: id, subscriber: email, token });
  return `${platform.publicUrl}/reports/optout?${q.toString()}`;
}

/** The Auth of a company user for a scheduled run (their roles and administrator flag), or null. */
async function userAuth(db: Db, userId: string, companyId: string): Promise<Auth | null> {
  const u = await db.query<{ userName: string; status: number }>(
    'SELECT "userName", status FROM app_user WHERE id = $1 AND company_id = $2',
    [userId, companyId],
  );
  if (!u[0] || Number(u[0].status) !== 1) return null;
  const emp = await db.query<{ id: string; isAdministrator: boolean }>(
    'SELECT id, "isAdministrator" FROM employee WHERE user_id = $1 AND company_id = $2 AND status <> 3',
    [userId, companyId],
  );
  const roles = await db.query<{ privileges: string[] }>(
    `SELECT r.privileges FROM user_role ur JOIN role r ON r.id = ur.role_id AND r.company_id = ur.company_id
      WHERE ur.user_id = $1 AND r.company_id = $2 AND r.status = 1`,
    [userId, companyId],
  );
  const rolePrivileges = [
    ...new Set(roles.flatMap((r) => (Array.isArray(r.privileges) ? r.privileges : []))),
  ];
  const modules = await licensedModules(db, companyId);
  const isAdministrator = emp[0]?.isAdministrator ?? false;
  return {
    sessionId: `scheduled:${userId}`,
    userId,
    userName: u[0].userName,
    employeeId: emp[0]?.id ?? null,
    companyId,
    homeCompanyId: companyId,
    partnerId: null,
    isGlobal: false,
    isPartner: false,
    isAdministrator,
    licensedModules: modules,
    rolePrivileges,
    privileges: effectivePrivileges({
      privileges: rolePrivileges,
      isAdministrator,
      isGlobal: false,
      isPartner: false,
      hasCompany: true,
      licensedModules: modules,
    }),
  };
}

/** Subscribers of the input as stored: employees resolved to their e-mail (400 when they have none). */
async function resolveSubscribers(
  db: Db,
  companyId: string,
  input: ScheduledReportInput['subscribers'],
  previous: Row['subscribers'],
) {
  const out: Row['subscribers'] = [];
  const ids = input.flatMap((s) => ('employee_id' in s ? [s.employee_id] : []));
  const emps = ids.length
    ? await db.query<{ id: string; email: string | null; name: string }>(
        `SELECT id, email, coalesce("fullName", concat_ws(' ', "firstName", "lastName")) AS name
           FROM employee WHERE company_id = $1 AND id = ANY($2::text[]) AND status <> 3`,
        [companyId, ids],
      )
    : [];
  const byId = new Map(emps.map((e) => [e.id, e]));
  for (const s of input) {
    let email: string;
    let employeeId: string | null = null;
    if ('employee_id' in s) {
      const e = byId.get(s.employee_id);
      if (!e) throw badRequest(`subscribers: unknown employee '${s.employee_id}'.`);
      if (!e.email) throw badRequest(`subscribers: ${e.name} has no e-mail address.`);
      email = e.email.toLowerCase();
      employeeId = e.id;
    } else email = s.email.toLowerCase();
    if (out.some((o) => o.email === email)) continue;
    const was = previous.find((p) => p.email === email);
    out.push({ email, employee_id: employeeId, optedOut: was?.optedOut ?? false });
  }
  return out;
}

/**
 * Runs one due scheduled report: the owner's report with the saved criteria and the date span
 * relative to the due day (company zone), exported in its format and e-mailed as an attachment to
 * every subscriber who has not opted out, each with an unsubscribe link. Idempotent: one e-mail per
 * subscriber per due run (mail dedupe key scheduled-report:{id}:{dueAt}:{email}).
 */
export async function sendScheduledReport(platform: Platform, id: string, dueAt: string): Promise<number> {
  const rows = await platform.db.query<Row>(`${SELECT} WHERE r.id = $1`, [id]);
  const r = rows[0];
  if (!r || Number(r.status) !== 1) return 0;
  const def = getReport(r.reportKey);
  const auth = await userAuth(platform.db, r.owner_id, r.company_id);
  if (!def || !auth?.privileges.has(def.privilege)) return 0;
  const info = await loadCompanyInfo(platform.db, r.company_id);
  const day = isoDateOfDayNumber(localDayNumber(Date.parse(dueAt), info.timeZone));
  let period: PayPeriod | null = null;
  if (r.dateSpan === 'last-pay-period') {
    // The pay period was deleted since: nothing to send (the schedule stays, showing it).
    period = r.data?.payPeriod_id
      ? await loadPayPeriod(platform.db, r.company_id, r.data.payPeriod_id)
      : null;
    if (!period) return 0;
  }
  const span = reportDateSpan(r.dateSpan, day, period && { period, timeZone: info.timeZone });
  const run = await runReport(platform.db, auth, def, { ...r.criteria, ...span });
  const local = localizeReport(def.key, run.title, run.fields, r.lang, run.company.labels);
  const logo = r.format === 'pdf' ? await companyLogo(platform, r.company_id) : null;
  const file = await exportReport({ ...run, ...local }, def.key, r.format, { lang: r.lang, logo });
  const t = reportText(r.lang);
  const range = `${span.fromDate} - ${span.toDate}`;
  let sent = 0;
  for (const s of r.subscribers) {
    if (s.optedOut) continue;
    const link = await optOutLink(platform, r.id, s.email);
    const out = await platform.mail.send(
      {
        to: s.email,
        subject: t.mailSubject(r.name),
        body: t.mailBody(r.name, range, link),
        companyId: r.company_id,
        attachments: [{ fileName: file.fileName, contentType: file.contentType, content: file.content }],
      },
      { dedupeKey: `scheduled-report:${r.id}:${dueAt}:${s.email}` },
    );
    if (out !== null) sent++;
  }
  await platform.db.query('UPDATE scheduled_report SET "lastRunAt" = $2 WHERE id = $1', [r.id, dueAt]);
  return sent;
}

/**
 * Finds due scheduled reports (nextRunAt <= now) and enqueues one run each (dedupe key
 * scheduled-report:{id}:{dueAt}: exactly once across processes), then moves nextRunAt to the next
 * occurrence after now, so a run missed while the server was down is sent once when it is back.
 */
export async function enqueueDueReports(platform: Platform, now: Date): Promise<void> {
  const due = await platform.db.query<Row>(
    `${SELECT} WHERE r.status = 1 AND r."nextRunAt" IS NOT NULL AND r."nextRunAt" <= $1 ORDER BY r."nextRunAt" LIMIT 1000`,
    [now.toISOString()],
  );
  for (const r of due) {
    const dueAt = new Date(r.nextRunAt!).toISOString();
    await platform.jobs.enqueue(
      SCHEDULED_JOB,
      { id: r.id, dueAt },
      { companyId: r.company_id, dedupeKey: `scheduled-report:${r.id}:${dueAt}` },
    );
    const info = await loadCompanyInfo(platform.db, r.company_id);
    const next = nextRun(scheduleOf(r), now, r.timeZone || info.timeZone);
    await platform.db.query(
      'UPDATE scheduled_report SET "nextRunAt" = $3, updated_at = now() WHERE id = $1 AND "nextRunAt" = $2',
      [r.id, dueAt, next],
    );
  }
}

/**
 * Scheduled reports (issue 12; time spec 2 "Scheduled Reports", /reports/optout), under /api:
 * - GET /scheduled-report -> the caller's scheduled reports (an administrator sees the company's)
 * - POST /scheduled-report ScheduledReportInput -> saved (criteria checked by running the report's
 *   validation; 400 '{field}: {problem}'); the schedule is a Schedule row in the company's zone
 * - DELETE /scheduled-report/{id}
 * - POST /report-optout {scheduledReport, subscriber, token} (anonymous) -> {name, success}
 * The periodic task 'reports.scheduled' (every minute) enqueues due runs; job 'reports.scheduled.run'
 * e-mails them.
 */
export function registerScheduledReports(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  platform.jobs.handle<{ id: string; dueAt: string }>(SCHEDULED_JOB, async (job) => {
    await sendScheduledReport(platform, job.payload.id, job.payload.dueAt);
  });
  platform.jobs.every(SCHEDULED_TASK, 60_000, (now) => enqueueDueReports(platform, now));

  const visible = (auth: Auth) =>
    auth.isAdministrator ? 'r.company_id = $1' : 'r.company_id = $1 AND r.owner_id = $2';

  app.get('/scheduled-report', async (req) => {
    const auth = authOf(req);
    if (!auth.companyId) return [];
    const rows = await db.query<Row>(
      `${SELECT} WHERE ${visible(auth)} AND r.status = 1 ORDER BY lower(r.name), r.id`,
      auth.isAdministrator ? [auth.companyId] : [auth.companyId, auth.userId],
    );
    return rows.map(toApi);
  });

  app.post('/scheduled-report', async (req) => {
    const auth = authOf(req);
    const input = parseBody(ScheduledReportInputSchema, req.body);
    const def = guardReport(auth, input.reportKey);
    const criteria = input.criteria ?? {};
    parseBody(ReportCriteriaSchema, criteria);
    if (def.criteriaSchema) parseBody(def.criteriaSchema, criteria);
    let previous: Row | undefined;
    if (input.id) {
      previous = (
        await db.query<Row>(
          `${SELECT} WHERE ${visible(auth)} AND r.id = $${auth.isAdministrator ? 2 : 3} AND r.status = 1`,
          [auth.companyId, ...(auth.isAdministrator ? [] : [auth.userId]), input.id],
        )
      )[0];
      if (!previous) throw notFound('Scheduled report not found');
    }
    const info = await loadCompanyInfo(db, auth.companyId!);
    let payPeriodId: string | null = null;
    if (input.dateSpan === 'last-pay-period') {
      if (!input.payPeriod_id) throw badRequest('payPeriod_id: the last pay period span needs a pay period.');
      const period = await loadPayPeriod(db, auth.companyId!, input.payPeriod_id);
      if (!period) throw badRequest('payPeriod_id: pay period not found.');
      try {
        reportDateSpan('last-pay-period', '2026-01-01', { period, timeZone: info.timeZone });
      } catch (e) {
        throw badRequest(`payPeriod_id: ${(e as Error).message}`);
      }
      payPeriodId = period.id;
    }
    const schedule = { ...input.schedule } as Schedule;
    const next = nextRun(schedule, platform.clock.now(), info.timeZone);
    if (!next) throw badRequest('The schedule selects no dates.');
    const subscribers = await resolveSubscribers(
      db,
      auth.companyId!,
      input.subscribers,
      previous?.subscribers ?? [],
    );
    const s = input.schedule;
    const id = previous?.id ?? randomUUID();
    await db.transaction(async (tx) => {
      const scheduleId = previous
        ? (
            await tx.query<{ schedule_id: string }>(
              'SELECT schedule_id FROM scheduled_report WHERE id = $1',
              [id],
            )
          )[0]!.schedule_id
        : randomUUID();
      await tx.query(
        `INSERT INTO schedule (id, company_id, type, hours, "weekDays", "monthDays", months, weeks, "timeZone")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (id) DO UPDATE SET type = $3, hours = $4, "weekDays" = $5, "monthDays" = $6, months = $7,
           weeks = $8, "timeZone" = $9, updated_at = now()`,
        [
          scheduleId,
          auth.companyId,
          s.type,
          s.hours ?? null,
          s.weekDays ?? null,
          s.monthDays ?? null,
          s.months ?? null,
          s.weeks ?? null,
          info.timeZone,
        ],
      );
      await tx.query(
        `INSERT INTO scheduled_report (id, company_id, owner_id, name, "reportKey", format, "dateSpan", lang, schedule_id,
           criteria, subscribers, "nextRunAt", data)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13::jsonb)
         ON CONFLICT (id) DO UPDATE SET name = $4, "reportKey" = $5, format = $6, "dateSpan" = $7, lang = $8,
           criteria = $10::jsonb, subscribers = $11::jsonb, "nextRunAt" = $12, data = $13::jsonb, updated_at = now()`,
        [
          id,
          auth.companyId,
          previous?.owner_id ?? auth.userId,
          input.name,
          def.key,
          input.format,
          input.dateSpan,
          input.lang ?? 'en',
          scheduleId,
          JSON.stringify(criteria),
          JSON.stringify(subscribers),
          next,
          JSON.stringify(payPeriodId ? { payPeriod_id: payPeriodId } : {}),
        ],
      );
    });
    const saved = await db.query<Row>(`${SELECT} WHERE r.id = $1`, [id]);
    return toApi(saved[0]!);
  });

  app.delete<{ Params: { id: string } }>('/scheduled-report/:id', async (req) => {
    const auth = authOf(req);
    const params = auth.isAdministrator
      ? [auth.companyId, req.params.id]
      : [auth.companyId, auth.userId, req.params.id];
    const rows = await db.query<{ id: string }>(
      `UPDATE scheduled_report r SET status = 3, updated_at = now() WHERE ${visible(auth)} AND r.id = $${params.length} AND r.status = 1 RETURNING r.id`,
      params,
    );
    if (!rows[0]) throw notFound('Scheduled report not found');
    return { id: rows[0].id };
  });

  app.post('/report-optout', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = typeof body.scheduledReport === 'string' ? body.scheduledReport.slice(0, 64) : '';
    const subscriber =
      typeof body.subscriber === 'string' ? body.subscriber.trim().toLowerCase().slice(0, 320) : '';
    const token = typeof body.token === 'string' ? body.token.slice(0, 100) : '';
    if (!id || !subscriber || !token) throw badRequest('scheduledReport, subscriber and token are required.');
    const expected = Buffer.from(await optOutToken(db, id, subscriber));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { name: null, success: false };
    const rows = await db.query<Row>(`${SELECT} WHERE r.id = $1`, [id]);
    const r = rows[0];
    if (!r?.subscribers.some((s) => s.email === subscriber)) return { name: r?.name ?? null, success: false };
    const next = r.subscribers.map((s) => (s.email === subscriber ? { ...s, optedOut: true } : s));
    await db.query('UPDATE scheduled_report SET subscribers = $2::jsonb, updated_at = now() WHERE id = $1', [
      id,
      JSON.stringify(next),
    ]);
    return { name: r.name, success: true };
  });
}
