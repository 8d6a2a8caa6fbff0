import { EntityListQuerySchema } from '@wm/api/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden } from '../../platform/errors.js';
import { authOf, parseBody, requireAuth } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { isoOrNull } from './time.entities.js';
import {
  ClockOutRequestSchema,
  ClockRequestSchema,
  DeleteTimeRequestSchema,
  MAX_DELETE_PER_REQUEST,
} from './time.schemas.js';
import {
  KioskClockSchema,
  KioskIdentifySchema,
  kioskClock,
  kioskIdentify,
  PinAttempts,
} from './time.kiosk.js';
import { clockableEmployees, clockOutEmployees, clockRealTime, deleteTimeRecords } from './time.service.js';
import { TimeFilterQuerySchema, timeFilterExpression } from './time.filters.js';
import { EmployeePrefsRequestSchema, readPrefs, savePrefs, UserDefinedFiltersSchema } from './time.prefs.js';
import { timeHistory } from './time.history.js';
import { SignOffRequestSchema, signOffsOf, signOffTime } from './time.signoff.js';
import { receiveClockQueue } from './time.queue.js';
import { ClockQueueRequestSchema } from './time.schemas.js';

/**
 * Time routes (time spec 7; contract.md), registered under /api:
 * - POST /time/real [records] -> saved Time records (clock IN/OUT, see clockRealTime); it and the
 *   kiosk's clock act at platform.clock.now() (the system time unless a test pinned it)
 * - POST /time/clockout {timeZone, clockOutTimeModels} -> {status:'success'} | {status:'error', message, failed}
 * - GET /Time?from=&to= plus filter, orderby, top, include* -> records whose IN lies in [from, to]
 * - POST /Time record | record[] -> saved record(s) (editor rules in the Time entity hooks)
 * - GET /time/employees -> [{id, fullName, firstName, lastName, code, permissionSetIds}] the caller may clock
 * - POST /time/kiosk/identify {pin}; POST /time/kiosk/clock {pin, action, location_id, task_id, timeZone}
 *   (Time:Execute:KioskClock; see kioskIdentify and kioskClock)
 * - DELETE /Time/{id} -> the deleted record; DELETE /Time [{id,inTimeStamp,outTimeStamp}] (<= 150) -> records
 * - GET /Time also takes the editor's filter panel: locationIds, taskIds, assetIds (comma-separated),
 *   state (all|complete|incomplete|edited|unedited), myLocations, myAssets (true: the caller's saved
 *   userDefinedFilters); see timeFilterExpression
 * - POST /time/signoff {type, signature_id, timeIds?, batchIds?} -> the sign-off (see signOffTime);
 *   GET /time/{id}/signoffs -> the record's sign-offs
 * - GET /time/{id}/history -> the record's audit trail (when, who, changed fields; see timeHistory)
 * - GET /EmployeePrefs -> the caller's preferences; POST /EmployeePrefs {preferences} -> merged preferences
 * - POST /time/queue {events:[{clientEventId, record, gpsAccuracy?}]} -> {receivedAt, results} (the
 *   offline clock queue, issue 16; see receiveClockQueue)
 */
/** The entity list options plus the IN range (ISO 8601 instants). */
const TimeListQuerySchema = EntityListQuerySchema.extend({
  from: z.string().max(64).optional(),
  to: z.string().max(64).optional(),
}).extend(TimeFilterQuerySchema.shape);

export function registerTimeRoutes(app: FastifyInstance, platform: Platform): void {
  const deps = { db: platform.db, entities: platform.entities };

  app.post('/time/real', { preHandler: requireAuth }, async (req) => {
    const records = parseBody(ClockRequestSchema, req.body);
    return clockRealTime(deps, authOf(req), records, platform.clock.now());
  });

  app.post('/time/clockout', { preHandler: requireAuth }, async (req) => {
    const body = parseBody(ClockOutRequestSchema, req.body);
    return clockOutEmployees(deps, authOf(req), body);
  });

  app.post('/time/queue', { preHandler: requireAuth }, async (req) => {
    const { events } = parseBody(ClockQueueRequestSchema, req.body);
    return receiveClockQueue(deps, authOf(req), events);
  });

  app.get('/time/employees', { preHandler: requireAuth }, async (req) =>
    clockableEmployees(deps, authOf(req)),
  );

  const attempts = new PinAttempts();
  app.post('/time/kiosk/identify', { preHandler: requireAuth }, async (req) => {
    const { pin } = parseBody(KioskIdentifySchema, req.body);
    return kioskIdentify(deps, authOf(req), pin, attempts);
  });

  app.post('/time/kiosk/clock', { preHandler: requireAuth }, async (req) => {
    const body = parseBody(KioskClockSchema, req.body);
    return kioskClock(deps, authOf(req), body, attempts, platform.clock.now());
  });

  app.get('/Time', { preHandler: requireAuth }, async (req) => {
    const auth = authOf(req);
    const query = parseBody(TimeListQuerySchema, req.query ?? {});
    const parts: string[] = [];
    for (const [key, op] of [
      ['from', 'ge'],
      ['to', 'le'],
    ] as const) {
      const raw = query[key];
      if (raw === undefined || raw === '') continue;
      const iso = isoOrNull(raw);
      if (!iso) throw badRequest(`${key} must be an ISO 8601 date and time, got '${raw}'.`);
      parts.push(`inTimeStamp ${op} ${iso}`);
    }
    if (query.filter?.trim()) parts.push(`(${query.filter})`);
    const mine =
      query.myLocations || query.myAssets
        ? UserDefinedFiltersSchema.safeParse((await readPrefs(platform.db, auth)).userDefinedFilters ?? {})
        : null;
    const panel = timeFilterExpression(query, mine?.success ? mine.data : {});
    if (panel) parts.push(panel);
    return platform.entities.repository('Time', auth, platform.db).list({
      filter: parts.join(' and ') || undefined,
      orderby: query.orderby,
      top: query.top,
      expand: query.expand,
      includeInactiveData: query.includeInactiveData,
      includeDeletedData: query.includeDeletedData,
      includeSensitiveData: query.includeSensitiveData,
    });
  });

  app.post('/Time', { preHandler: requireAuth }, async (req) => {
    const auth = authOf(req);
    if (!auth.companyId) throw forbidden('Not authorized: no company selected');
    const body = req.body;
    const many = Array.isArray(body);
    const records = many ? body : [body];
    if (records.length === 0) throw badRequest('At least one time record is required.');
    if (records.length > 500) throw badRequest('At most 500 time records can be saved at once.');
    const saved = await platform.db.transaction(async (tx) => {
      const repo = platform.entities.repository('Time', auth, tx);
      const out = [];
      for (const r of records) out.push(await repo.save(r as Record<string, unknown>));
      return out;
    });
    return many ? saved : saved[0];
  });

  app.post('/time/signoff', { preHandler: requireAuth }, async (req) => {
    const body = parseBody(SignOffRequestSchema, req.body);
    return signOffTime(deps, authOf(req), body);
  });

  app.get<{ Params: { id: string } }>('/time/:id/signoffs', { preHandler: requireAuth }, async (req) =>
    signOffsOf(deps, authOf(req), req.params.id),
  );

  app.get<{ Params: { id: string } }>('/time/:id/history', { preHandler: requireAuth }, async (req) =>
    timeHistory(deps, authOf(req), req.params.id),
  );

  app.get('/EmployeePrefs', { preHandler: requireAuth }, async (req) => readPrefs(platform.db, authOf(req)));

  app.post('/EmployeePrefs', { preHandler: requireAuth }, async (req) => {
    const { preferences } = parseBody(EmployeePrefsRequestSchema, req.body);
    return savePrefs(platform.db, authOf(req), preferences);
  });

  app.delete<{ Params: { id: string } }>('/Time/:id', { preHandler: requireAuth }, async (req) => {
    const [deleted] = await deleteTimeRecords(deps, authOf(req), [{ id: req.params.id }]);
    return deleted;
  });

  app.delete('/Time', { preHandler: requireAuth }, async (req) => {
    if (Array.isArray(req.body) && req.body.length > MAX_DELETE_PER_REQUEST) {
      throw badRequest(`At most ${MAX_DELETE_PER_REQUEST} records can be deleted per request.`);
    }
    const items = parseBody(DeleteTimeRequestSchema, req.body);
    return deleteTimeRecords(deps, authOf(req), items);
  });
}
