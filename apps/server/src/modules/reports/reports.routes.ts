import { REPORT_EXPORT_FORMATS, type ReportExportFormat, type ReportField } from '@wm/api/schemas';
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../../platform/auth/context.js';
import { resolveAuth, SESSION_COOKIE } from '../../platform/auth/session.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { authOf } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { filesFromEnv, readStoredFile } from '../files/files.routes.js';
import { EXPORT_PAGING, exportPagesStream, exportReportStream } from './reports.export.js';
import { registerReportFavorites } from './reports.favorites.js';
import { localizeReport, type ReportLang } from './reports.i18n.js';
import { catalogPrivilege, getReport, listReports, type ReportDefinition } from './reports.registry.js';
import { registerScheduledReports } from './reports.scheduled.js';
import { parseReportCriteria, runReport, runReportPages } from './reports.service.js';

/** How long a download link of an export stays valid (ms): the console follows it at once. */
export const REPORT_DOWNLOAD_TTL_MS = 2 * 60_000;

/** Messages of GET /report/download/{token}. */
export const REPORT_DOWNLOAD_MESSAGES = {
  gone: 'This download link has expired or was already used; export the report again.',
  otherCompany: 'This download link belongs to another company.',
  otherUser: 'This download link was made for another user.',
};

/** What is stored of a download token: its sha256 (base64url). */
const downloadHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The privilege of a report key (a registered report's, else the catalogue's). */
export function reportPrivilege(key: string): string | null {
  return getReport(key)?.privilege ?? catalogPrivilege(key);
}

/**
 * The company logo for PDF headers (company.logo_id, a stored PNG or JPEG up to 2 MB), or null when
 * there is none or it cannot be read (the PDF is then made without it).
 */
export async function companyLogo(
  platform: Platform,
  companyId: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  try {
    const rows = await platform.db.query<{ logo: string | null }>(
      `SELECT data->>'logo_id' AS logo FROM company WHERE id = $1`,
      [companyId],
    );
    const id = rows[0]?.logo;
    if (!id) return null;
    const got = await readStoredFile(platform, filesFromEnv(), companyId, id, 2_000_000);
    if (!got || !/^image\/(png|jpeg)$/.test(got.row.mimeType)) return null;
    return { bytes: got.bytes, type: got.row.mimeType };
  } catch {
    return null;
  }
}

/** Most images one PDF export embeds (sign-in sheet signatures); the rest print as text. */
const MAX_PDF_IMAGES = 500;

/**
 * The stored images (PNG or JPEG up to 1 MB each, at most MAX_PDF_IMAGES) that the columns with an
 * `imageField` name in `records`, by file id, for the PDF export. Files that are missing, of
 * another type or unreadable are left out (their cells print the column's text).
 */
export async function reportImages(
  platform: Platform,
  companyId: string,
  fields: readonly ReportField[],
  records: readonly Record<string, unknown>[],
): Promise<Map<string, { bytes: Buffer; type: string }>> {
  const out = new Map<string, { bytes: Buffer; type: string }>();
  const imageFields = fields.flatMap((f) => (f.imageField ? [f.imageField] : []));
  if (imageFields.length === 0) return out;
  const ids = new Set<string>();
  for (const r of records)
    for (const name of imageFields) {
      const v = r[name];
      if (typeof v === 'string' && v && ids.size < MAX_PDF_IMAGES) ids.add(v);
    }
  for (const id of ids) {
    try {
      const got = await readStoredFile(platform, filesFromEnv(), companyId, id, 1_000_000);
      if (got && /^image\/(png|jpeg)$/.test(got.row.mimeType))
        out.set(id, { bytes: got.bytes, type: got.row.mimeType });
    } catch {
      // Too large or unreadable: printed as text.
    }
  }
  return out;
}

/** The definition of `key` for this caller: 404 unknown, 403 without the report's privilege. */
export function guardReport(auth: Auth, key: string): ReportDefinition {
  const def = getReport(key);
  if (!def) throw notFound(`Unknown report '${key}'`);
  if (!auth.companyId || !auth.privileges.has(def.privilege))
    throw forbidden(`Not authorized: requires ${def.privilege}`);
  return def;
}

const guard = (req: FastifyRequest<{ Params: { key: string } }>) => guardReport(authOf(req), req.params.key);

/** The export options carried next to the criteria: lang ('en' | 'es'), timeFormat, oneItemPerpage. */
export function exportOptionsOf(body: Record<string, unknown>) {
  const lang: ReportLang = body.lang === 'es' ? 'es' : 'en';
  const timeFormat = body.timeFormat === 'hours:minutes' ? ('hours:minutes' as const) : ('decimal' as const);
  return { lang, timeFormat, oneItemPerPage: body.oneItemPerpage === true || body.oneItemPerPage === true };
}

/**
 * Report routes (time spec 7 "Reports"), under /api, for every report registered with
 * registerReport (reports.registry.ts):
 * - GET /report -> the caller's permitted registered reports [{key, name, title, criteria, requiresFromDate}]
 * - POST /report/{key} criteria -> {fields:[{name,type,label,hidden?,aggregate?}], records,
 *   dateRange:{from,to}, title, splitBy, splitLabel, groupBy}
 *   With `pageSize` (1-1000) and `page` (from 1): one page, plus `paging` {page, pageSize, pages,
 *   items, rows, by} and `totals` (hours columns over every page); payroll-detail,
 *   employee-time-card and location-detailed-hours page by employee in SQL, the others by row.
 * - GET /report/{key}?fromDate=&toDate=&employeeIds=a,b&... (or ?criteria=<JSON>) -> the same plus name
 * - POST /report/{key}/export/{pdf|csv|xlsx} criteria (+ lang, timeFormat, oneItemPerpage) -> the file
 *   as an attachment; CSV streamed (chunked) as it is formatted. CSV and XLSX of payroll-detail and
 *   employee-time-card (not sorted or grouped by another field than the sort key) are run and
 *   streamed page by page of EXPORT_PAGING.employees employees (runReportPages): the same file, the
 *   first byte after page 1; a failure after the first byte aborts the response (logged).
 * - POST /report/{key}/export/{format}/link criteria -> {url, expiresAt}: the criteria are checked
 *   (400 as above) and kept behind a one-time link valid REPORT_DOWNLOAD_TTL_MS (2 minutes);
 *   GET url (the same session) -> the file as the POST above, for the browser to save as it arrives.
 *   404 expired or already used, 403 a link of another company or user, 403 without the privilege.
 * - GET/POST /report-favorites -> the caller's favourite report keys (reports.favorites.ts)
 * Each needs the report's privilege (403); 400 {message} for 'From Date is required.', 'Field not
 * found', bad dates and criteria of the wrong type ('{field}: {problem}').
 */
export function registerReportRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  registerScheduledReports(app, platform);
  registerReportFavorites(app, db);
  app.get('/report', async (req) => {
    const auth = authOf(req);
    return listReports()
      .filter((d) => auth.privileges.has(d.privilege))
      .map((d) => ({
        key: d.key,
        name: d.name,
        criteria: d.criteria,
        requiresFromDate: d.requiresFromDate === true,
      }));
  });
  app.post<{ Params: { key: string } }>('/report/:key', async (req) => {
    const def = guard(req);
    const {
      name: _name,
      company: _c,
      criteria: _cr,
      ...out
    } = await runReport(db, authOf(req), def, req.body, { paging: true });
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
    const {
      company: _c,
      criteria: _cr,
      ...out
    } = await runReport(db, authOf(req), def, raw, { paging: true });
    return out;
  });
  /** Runs report `def` on `body` and answers with the file as an attachment (CSV streamed). */
  const sendExport = async (
    auth: Auth,
    def: ReportDefinition,
    format: ReportExportFormat,
    body: Record<string, unknown>,
    reply: FastifyReply,
  ) => {
    const options = exportOptionsOf(body);
    // CSV and XLSX of a report paged by employee: run and written page by page (page 1 now, so a
    // bad criterion is still a 400), the first byte leaving after page 1.
    const paged =
      format === 'pdf' || EXPORT_PAGING.employees <= 0
        ? null
        : await runReportPages(db, auth, def, body, EXPORT_PAGING.employees);
    if (paged) {
      const { first } = paged;
      const local = localizeReport(def.key, first.title, first.fields, options.lang, first.company.labels);
      const file = exportPagesStream(paged, local, def.key, format as 'csv' | 'xlsx', options);
      // After the first byte the status cannot change: the response is aborted (Fastify destroys
      // it), not ended as a complete file.
      (file.body as Readable).once('error', (err) =>
        reply.log.error({ err, report: def.key, format }, 'report export failed after the first byte'),
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    }
    const run = await runReport(db, auth, def, body);
    const local = localizeReport(def.key, run.title, run.fields, options.lang, run.company.labels);
    const logo = format === 'pdf' ? await companyLogo(platform, run.company.id) : null;
    const images =
      format === 'pdf' ? await reportImages(platform, run.company.id, run.fields, run.records) : undefined;
    // CSV is streamed: formatted batch by batch while the response drains (exportReportStream).
    const file = await exportReportStream({ ...run, ...local }, def.key, format, {
      ...options,
      logo,
      images,
    });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  };
  /** The format and criteria object of an export request (400 for another format or a non-object body). */
  const exportRequest = (req: FastifyRequest<{ Params: { key: string; format: string } }>) => {
    const def = guard(req);
    const format = req.params.format as ReportExportFormat;
    if (!REPORT_EXPORT_FORMATS.includes(format)) throw badRequest('format must be pdf, csv or xlsx.');
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('criteria must be an object.');
    return { def, format, body };
  };
  app.post<{ Params: { key: string; format: string } }>('/report/:key/export/:format', async (req, reply) => {
    const { def, format, body } = exportRequest(req);
    return sendExport(authOf(req), def, format, body, reply);
  });
  app.post<{ Params: { key: string; format: string } }>('/report/:key/export/:format/link', async (req) => {
    const { def, format, body } = exportRequest(req);
    const auth = authOf(req);
    parseReportCriteria(def, body); // 400 now, not when the browser follows the link
    const token = randomBytes(32).toString('base64url');
    await db.query('DELETE FROM report_download WHERE expires_at < now()');
    const expiresAt = new Date(Date.now() + REPORT_DOWNLOAD_TTL_MS).toISOString();
    await db.query(
      `INSERT INTO report_download (token_hash, company_id, user_id, report_key, format, body, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [downloadHash(token), auth.companyId, auth.userId, def.key, format, JSON.stringify(body), expiresAt],
    );
    return { url: `/api/report/download/${token}`, expiresAt };
  });
  app.get<{ Params: { token: string } }>('/report/download/:token', async (req, reply) => {
    let auth = authOf(req);
    const hash = downloadHash(req.params.token);
    const rows = await db.query<{ company_id: string; user_id: string; expired: boolean }>(
      'SELECT company_id, user_id, expires_at < now() AS expired FROM report_download WHERE token_hash = $1',
      [hash],
    );
    const link = rows[0];
    if (!link || link.expired) throw notFound(REPORT_DOWNLOAD_MESSAGES.gone);
    if (link.company_id !== auth.companyId) {
      // A global or partner administrator made the link acting on a company (X-Company-Id, which a
      // navigation does not send): the session is resolved again for that company, with the usual checks.
      const again = await resolveAuth(db, req.cookies[SESSION_COOKIE], link.company_id, false);
      if (!again || again.companyId !== link.company_id)
        throw forbidden(REPORT_DOWNLOAD_MESSAGES.otherCompany);
      auth = again;
    }
    if (link.user_id !== auth.userId) throw forbidden(REPORT_DOWNLOAD_MESSAGES.otherUser);
    // A HEAD (a download manager probing the link) answers without using the link up.
    if (req.method === 'HEAD') return reply.code(200).send();
    // Claimed once: a second GET of the same link (or a concurrent one) finds no row.
    const claimed = await db.query<{ report_key: string; format: ReportExportFormat; body: unknown }>(
      'DELETE FROM report_download WHERE token_hash = $1 AND expires_at >= now() RETURNING report_key, format, body',
      [hash],
    );
    const row = claimed[0];
    if (!row) throw notFound(REPORT_DOWNLOAD_MESSAGES.gone);
    // The privilege is checked again: it may have been taken away since the link was made.
    const def = guardReport(auth, row.report_key);
    const body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as Record<string, unknown>;
    return sendExport(auth, def, row.format, body, reply);
  });
}
