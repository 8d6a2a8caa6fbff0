import { randomUUID } from 'node:crypto';
import { isValidTimeZone, PRIV, SHIFT_EDIT_MESSAGES, validateShiftTimes } from '@wm/domain';
import type { Auth } from '../../platform/auth/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { EntityContext, EntityDefinition, EntityRecord } from '../../platform/entities/types.js';
import { currentTrustedTimeWrite } from './time.context.js';
import { insertTimeAudit, isBatchApproved, timeRecordHasNotes } from './time.queries.js';
import { TimeNoteSchema, TimeRecordSchema } from './time.schemas.js';
import { SIGN_OFF_FIELDS } from './time.signoff.js';

/** Real columns of time_record (migration 0101), named as the API fields. */
export const TIME_COLUMNS = {
  employee_id: 'string',
  location_id: 'string',
  task_id: 'string',
  device_id: 'string',
  assetIds: 'json',
  inTimeStamp: 'datetime',
  outTimeStamp: 'datetime',
  inTimeZone: 'string',
  outTimeZone: 'string',
  inTimeStampServer: 'datetime',
  outTimeStampServer: 'datetime',
  inTimeStampRaw: 'datetime',
  outTimeStampRaw: 'datetime',
  inLat: 'number',
  inLon: 'number',
  outLat: 'number',
  outLon: 'number',
  source: 'string',
  compileState: 'string',
  state: 'string',
  payType: 'number',
  units: 'number',
  totalSeconds: 'number',
  bypassAutoLunch: 'boolean',
  wasManuallyEdited: 'boolean',
  timeBatch_id: 'string',
} as const;

/** Refusal of an editor save on a record of an approved batch without notes (time spec 4 "Indicator rules"). */
export const APPROVED_BATCH_EDIT = 'A batched shift already approved cannot be edited unless it has notes.';

/** Fields only the server sets; an editor's values for them are ignored. */
const SERVER_OWNED_TIME_FIELDS = ['inTimeStampServer', 'outTimeStampServer', 'source'] as const;

const has = (auth: Auth, priv: string) => auth.privileges.has(priv);

/** ISO UTC string of an instant, null for empty, undefined when unparsable. */
export function isoOrNull(value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * Refuses an editor change of `employeeId`'s time without the matching privilege (time spec 6:
 * "Without others-time edit a user can create time only for self"). 403 names what is missing.
 */
export function requireTimeEdit(auth: Auth, employeeId: string | null | undefined): void {
  const own = !!employeeId && employeeId === auth.employeeId;
  if (own && !has(auth, PRIV.MyTimeEdit)) {
    throw forbidden(`Not authorized: editing your own time requires ${PRIV.MyTimeEdit}`);
  }
  if (!own && !has(auth, PRIV.OthersTimeEdit)) {
    throw forbidden(`Not authorized: editing other employees' time requires ${PRIV.OthersTimeEdit}`);
  }
}

/**
 * Refuses deleting `employeeId`'s time without the matching privilege (time spec 6: "Delete is
 * refused if the selection includes own time without my-time delete, or others' time without
 * others-time delete"). 403 names what is missing.
 */
export function requireTimeDelete(auth: Auth, employeeId: string | null | undefined): void {
  const own = !!employeeId && employeeId === auth.employeeId;
  if (own && !has(auth, PRIV.MyTimeDelete)) {
    throw forbidden(`Not authorized: deleting your own time requires ${PRIV.MyTimeDelete}`);
  }
  if (!own && !has(auth, PRIV.OthersTimeDelete)) {
    throw forbidden(`Not authorized: deleting other employees' time requires ${PRIV.OthersTimeDelete}`);
  }
}

/**
 * Refuses a timesheet entry (time spec 2 "Timesheet") for `employeeId` unless the caller enters their
 * own hours with Time:Execute:SheetEntryWeb (or Time:Edit:MyTime), or holds Time:Edit:OthersTime.
 */
export function requireTimesheetEntry(auth: Auth, employeeId: string | null | undefined): void {
  const own = !!employeeId && employeeId === auth.employeeId;
  if (own && !has(auth, PRIV.SheetEntryWeb) && !has(auth, PRIV.MyTimeEdit)) {
    throw forbidden(`Not authorized: entering your own timesheet requires ${PRIV.SheetEntryWeb}`);
  }
  if (!own && !has(auth, PRIV.OthersTimeEdit)) {
    throw forbidden(`Not authorized: editing other employees' time requires ${PRIV.OthersTimeEdit}`);
  }
}

/**
 * Fields of a time record grouped by the per-field edit privilege that guards them (time spec 6:
 * "own and others' time records with per-field edit privileges"): `Time:Edit:MyTime{Group}` for
 * the caller's own records, `Time:Edit:OthersTime{Group}` for others'. Fields not listed need only
 * the record's edit privilege.
 */
export const TIME_FIELD_PRIVILEGES: readonly { group: string; label: string; fields: readonly string[] }[] = [
  {
    group: 'Time',
    label: 'the In/Out time',
    fields: ['inTimeStamp', 'outTimeStamp', 'inTimeZone', 'outTimeZone'],
  },
  { group: 'Location', label: 'the location', fields: ['location_id'] },
  { group: 'Task', label: 'the task', fields: ['task_id'] },
  { group: 'Asset', label: 'the assets', fields: ['assetIds'] },
  {
    group: 'CustomList',
    label: 'the custom lists',
    fields: ['customList1Option_id', 'customList2Option_id', 'customList3Option_id'],
  },
  { group: 'PayType', label: 'the pay type', fields: ['payType', 'payCode'] },
  { group: 'CustomField', label: 'the custom fields', fields: ['customFields'] },
  {
    group: 'Misc',
    label: 'the other fields (units, device, bypass flags)',
    fields: ['units', 'device_id', 'bypassAutoLunch', 'bypassForceInTime', 'bypassForceOutTime'],
  },
];

const BOOLEAN_FIELDS = new Set(['bypassAutoLunch', 'bypassForceInTime', 'bypassForceOutTime']);
const INSTANT_FIELDS = new Set(['inTimeStamp', 'outTimeStamp']);

/** A comparable form of a field value: empty values alike, instants as ISO, arrays as sorted sets, objects by key. */
function comparable(field: string, value: unknown): string {
  if (BOOLEAN_FIELDS.has(field)) return String(value === true);
  if (value === undefined || value === null || value === '') return 'null';
  if (INSTANT_FIELDS.has(field)) return String(isoOrNull(value));
  if (Array.isArray(value)) return JSON.stringify(value.map((v) => JSON.stringify(v)).sort());
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return JSON.stringify(
      Object.keys(o)
        .sort()
        .map((k) => [k, comparable(k, o[k])]),
    );
  }
  return JSON.stringify(value);
}

/**
 * Refuses an editor update that changes a guarded field group without its per-field privilege
 * (403 naming it, e.g. "Not authorized: changing the task of other employees' time requires
 * Time:Edit:OthersTimeTask"). Only fields present in `input` and different from `existing` count.
 */
export function requireFieldEdits(auth: Auth, existing: EntityRecord, input: Record<string, unknown>): void {
  const own = !!existing.employee_id && existing.employee_id === auth.employeeId;
  for (const g of TIME_FIELD_PRIVILEGES) {
    const changed = g.fields.some(
      (f) => f in input && comparable(f, input[f]) !== comparable(f, existing[f]),
    );
    if (!changed) continue;
    const priv = `Time:Edit:${own ? 'MyTime' : 'OthersTime'}${g.group}`;
    if (!has(auth, priv)) {
      throw forbidden(
        `Not authorized: changing ${g.label} of ${own ? 'your own' : "other employees'"} time requires ${priv}`,
      );
    }
  }
}

const sameInstant = (a: unknown, b: unknown) => isoOrNull(a) === isoOrNull(b);

/** Editor rules of time spec 5 "Shift and segment edit" and the server-owned fields. */
async function applyEditorRules(
  ctx: EntityContext,
  record: Record<string, unknown>,
  existing: EntityRecord | null,
  input: Record<string, unknown>,
): Promise<void> {
  const { auth, db } = ctx;
  if (existing && existing.status === 3) throw notFound(`Time ${existing.id} not found`);
  const employeeId = typeof record.employee_id === 'string' ? record.employee_id : null;
  if (!employeeId) throw badRequest('employee_id is required.');
  // A timesheet entry stays one (time spec 2 "Timesheet"); an editor save never turns a record into one.
  const timesheet = existing ? existing.source === 'timesheet' : input.source === 'timesheet';
  const check = timesheet ? requireTimesheetEntry : requireTimeEdit;
  check(auth, employeeId);
  if (existing && existing.employee_id !== employeeId) check(auth, existing.employee_id as string);
  if (existing && !timesheet) requireFieldEdits(auth, existing, input);
  if (
    existing &&
    typeof existing.timeBatch_id === 'string' &&
    (await isBatchApproved(db, auth.companyId!, existing.timeBatch_id)) &&
    !(await timeRecordHasNotes(db, auth.companyId!, existing.id, existing.noteIds))
  ) {
    throw conflict(APPROVED_BATCH_EDIT);
  }
  if (!existing || existing.employee_id !== employeeId) {
    const found = await db.query('SELECT 1 FROM employee WHERE company_id = $1 AND id = $2 AND status <> 3', [
      auth.companyId,
      employeeId,
    ]);
    if (found.length === 0) throw badRequest(`Employee ${employeeId} not found.`);
  }

  const inTime = isoOrNull(record.inTimeStamp);
  const outTime = isoOrNull(record.outTimeStamp);
  if (!inTime) throw badRequest(SHIFT_EDIT_MESSAGES.invalidTimestamp);
  if (outTime === undefined) throw badRequest(SHIFT_EDIT_MESSAGES.invalidOutTimestamp);
  const err = validateShiftTimes(inTime, outTime);
  if (err) throw badRequest(err.message);
  record.inTimeStamp = inTime;
  record.outTimeStamp = outTime;

  // Status changes go through DELETE (which checks the delete privileges), not through a save.
  record.status = existing ? existing.status : 1;
  for (const f of SERVER_OWNED_TIME_FIELDS) record[f] = existing ? (existing[f] ?? null) : null;
  if (timesheet) {
    // Entered hours, not an edit of clocked time: the entry is its own raw record.
    record.source = 'timesheet';
    record.wasManuallyEdited = false;
    record.compileState = 'raw';
    record.inTimeStampRaw = inTime;
    record.outTimeStampRaw = outTime;
  } else if (!existing) {
    record.source = 'editor';
    record.wasManuallyEdited = true;
    record.compileState = 'edit';
    record.inTimeStampRaw = inTime;
    record.outTimeStampRaw = outTime;
  } else {
    // The raw stamps keep what was first entered (clock or editor), whatever edits follow.
    record.inTimeStampRaw = existing.inTimeStampRaw ?? existing.inTimeStamp ?? null;
    record.outTimeStampRaw = existing.outTimeStampRaw ?? existing.outTimeStamp ?? null;
    if (!sameInstant(existing.inTimeStamp, inTime) || !sameInstant(existing.outTimeStamp, outTime)) {
      record.wasManuallyEdited = true;
      record.compileState = 'edit';
    }
  }
}

/** Defaults, zone checks and the derived totalSeconds, for every write. */
function normalizeTimeRecord(record: Record<string, unknown>): void {
  for (const f of ['inTimeStamp', 'outTimeStamp', 'inTimeStampRaw', 'outTimeStampRaw'] as const) {
    const v = isoOrNull(record[f]);
    if (v === undefined) throw badRequest(`${f} is not a valid date and time.`);
    record[f] = v;
  }
  for (const f of ['inTimeZone', 'outTimeZone'] as const) {
    const z = record[f];
    if (z === undefined || z === null || z === '') record[f] = null;
    else if (typeof z !== 'string' || !isValidTimeZone(z))
      throw badRequest(`Unknown time zone '${String(z)}'.`);
  }
  if (record.outTimeStamp && !record.outTimeZone) record.outTimeZone = record.inTimeZone ?? null;
  const a = record.inTimeStamp ? Date.parse(record.inTimeStamp as string) : Number.NaN;
  const b = record.outTimeStamp ? Date.parse(record.outTimeStamp as string) : Number.NaN;
  record.totalSeconds = Number.isNaN(a) || Number.isNaN(b) ? null : Math.round((b - a) / 1000);
  record.bypassAutoLunch = record.bypassAutoLunch === true;
  record.wasManuallyEdited = record.wasManuallyEdited === true;
  if (!Array.isArray(record.assetIds)) record.assetIds = [];
}

/**
 * Fields kept as stored on every save (editor, clock or system): the sign-offs (set only by POST
 * /time/signoff) and noteIds (kept in step with TimeNote rows), so a save of a whole record read
 * earlier can neither forge nor drop them.
 */
const PROTECTED_TIME_FIELDS = [...SIGN_OFF_FIELDS, 'noteIds'] as const;

function keepProtectedFields(record: Record<string, unknown>, existing: EntityRecord | null): void {
  for (const f of PROTECTED_TIME_FIELDS) {
    if (existing && existing[f] !== undefined) record[f] = existing[f];
    else delete record[f];
  }
}

async function audit(
  ctx: EntityContext,
  action: 'clock-in' | 'clock-out' | 'create' | 'update' | 'delete' | 'note',
  timeId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  // The audit row is only written, never read back in the transaction: it rides on the COMMIT
  // (issue 18: one round trip less per clock call on PostgreSQL).
  await insertTimeAudit(
    ctx.db,
    randomUUID(),
    {
      companyId: ctx.auth.companyId!,
      timeId,
      action,
      userId: ctx.auth.userId,
      employeeId: ctx.auth.employeeId,
      before,
      after,
    },
    { atCommit: true },
  );
}

/**
 * The Time entity (time spec 3 "Time"; contract.md "Time record") for the generic entity API.
 * Reading: others' records need Time:View:OthersTime (or Edit); otherwise a user sees only their own
 * records, and only with Time:View:MyTime, a clock or a timesheet privilege. Timesheet entries
 * (source 'timesheet') need Time:Execute:SheetEntryWeb for one's own hours. Saving and deleting outside a
 * trusted write (clock) apply the editor's privileges and rules ('Out Time must be later than In
 * Time.', 'Record must not exceed 24 hours.'). Every change writes a `time_audit` row.
 */
export const timeEntity: EntityDefinition = {
  name: 'Time',
  table: 'time_record',
  tenant: 'company',
  columns: { ...TIME_COLUMNS },
  // The asset list as text, for the editor's asset filter: contains(assetIdsText, '"<id>"').
  extraFields: { assetIdsText: { sql: 't."assetIds"::text', type: 'string' } },
  schema: TimeRecordSchema,
  view: [PRIV.MyTimeView, PRIV.OthersTimeView],
  // Clock and timesheet users read their own records without Time:View:MyTime; the scope decides.
  viewOwn: true,
  edit: [PRIV.MyTimeEdit, PRIV.OthersTimeEdit],
  defaultOrderBy: 'inTimeStamp desc',
  // afterSave only writes the audit row.
  savedRowFinal: true,
  hooks: {
    scope(auth, p) {
      if (currentTrustedTimeWrite()) return null;
      if (has(auth, PRIV.OthersTimeView) || has(auth, PRIV.OthersTimeEdit)) return null;
      const own = [
        PRIV.MyTimeView,
        PRIV.MyTimeEdit,
        PRIV.RealTimeEntryWeb,
        PRIV.SheetEntryWeb,
        PRIV.TimeTracking,
        PRIV.KioskClock,
      ].some((x) => has(auth, x));
      return own && auth.employeeId ? `t.employee_id = ${p(auth.employeeId)}` : 'FALSE';
    },
    async beforeSave(ctx, record, existing, input) {
      if (!currentTrustedTimeWrite()) await applyEditorRules(ctx, record, existing, input);
      keepProtectedFields(record, existing);
      normalizeTimeRecord(record);
      return record;
    },
    async afterSave(ctx, saved, _input, existing) {
      const trusted = currentTrustedTimeWrite();
      const action =
        trusted && trusted.action !== 'system'
          ? trusted.action
          : existing
            ? ('update' as const)
            : ('create' as const);
      await audit(ctx, action, saved.id, existing, saved);
    },
    async beforeDelete(ctx, existing) {
      if (!currentTrustedTimeWrite()) requireTimeDelete(ctx.auth, existing.employee_id as string);
      await audit(ctx, 'delete', existing.id, existing, { ...existing, status: 3 });
    },
  },
};

/**
 * TimeNote (time spec 3, 6): notes on time records; reading needs Time:View:Notes, saving
 * Time:Edit:Notes, and the record must be one the caller can read (own or others' time, 400 when
 * not). Author and time are stamped by the server; a note cannot move to another record. Every
 * added, changed or deleted note writes a 'note' row to the record's time_audit and keeps the
 * record's noteIds in step (an approved batched shift may be edited only when it has notes).
 */
export const timeNoteEntity: EntityDefinition = {
  name: 'TimeNote',
  table: 'time_note',
  tenant: 'company',
  columns: { time_id: 'string', author_id: 'string', note: 'string', noteTimeStamp: 'datetime' },
  schema: TimeNoteSchema,
  view: [PRIV.NotesView, PRIV.NotesEdit],
  edit: [PRIV.NotesEdit],
  defaultOrderBy: 'noteTimeStamp desc',
  hooks: {
    async beforeSave(ctx, record, existing) {
      const timeId = record.time_id as string;
      if (existing && existing.time_id !== timeId)
        throw badRequest('A note cannot be moved to another time record.');
      if (existing && existing.status === 3) throw notFound(`TimeNote ${existing.id} not found`);
      const rec = await ctx.repo('Time').get(timeId);
      if (!rec || rec.status === 3) throw badRequest(`Time ${timeId} not found.`);
      if (typeof record.note !== 'string' || record.note.trim() === '')
        throw badRequest('A note must not be empty.');
      record.note = record.note.trim();
      record.author_id = existing ? existing.author_id : ctx.auth.employeeId;
      record.noteTimeStamp = existing ? existing.noteTimeStamp : new Date().toISOString();
      return record;
    },
    async afterSave(ctx, saved, _input, existing) {
      await syncNoteIds(ctx, saved.time_id as string);
      await audit(ctx, 'note', saved.time_id as string, existing ? { note: existing } : null, {
        note: saved,
      });
    },
    async beforeDelete(ctx, existing) {
      await syncNoteIds(ctx, existing.time_id as string, existing.id);
      await audit(ctx, 'note', existing.time_id as string, { note: existing }, null);
    },
  },
};

/** Sets the record's noteIds to its notes that are not deleted, leaving out `leaving` (a note being deleted). */
async function syncNoteIds(ctx: EntityContext, timeId: string, leaving: string | null = null): Promise<void> {
  await ctx.db.query(
    `UPDATE time_record SET data = jsonb_set(data, '{noteIds}', COALESCE(
        (SELECT jsonb_agg(n.id ORDER BY n."noteTimeStamp") FROM time_note n
          WHERE n.company_id = $1 AND n.time_id = $2 AND n.status <> 3
            AND ($3::text IS NULL OR n.id <> $3)), '[]'::jsonb))
      WHERE company_id = $1 AND id = $2`,
    [ctx.auth.companyId, timeId, leaving],
  );
}
