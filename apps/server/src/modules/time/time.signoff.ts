import { randomUUID } from 'node:crypto';
import { PRIV } from '@wm/domain';
import { z } from 'zod';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { EntityRecord } from '../../platform/entities/types.js';
import { insertTimeAudit } from './time.queries.js';
import type { TimeServiceDeps } from './time.service.js';

/** The four sign-offs of a time record (time spec 3 "Time", 6). */
export const SIGN_OFF_TYPES = ['employee', 'fieldManager', 'officeOne', 'officeTwo'] as const;
export type SignOffType = (typeof SIGN_OFF_TYPES)[number];

/** Per type: the privilege that bounds it and the time record field that points at it. */
export const SIGN_OFF_RULES: Record<SignOffType, { privilege: string; field: string }> = {
  employee: { privilege: PRIV.EmployeeSignOff, field: 'employeeSignOff_id' },
  fieldManager: { privilege: PRIV.ManagerSignOff, field: 'fieldManagerSignOff_id' },
  officeOne: { privilege: PRIV.OfficeSignOffOne, field: 'officeSignOffOne_id' },
  officeTwo: { privilege: PRIV.OfficeSignOffTwo, field: 'officeSignOffTwo_id' },
};

/** Time record fields only the sign-off call sets (an editor save keeps what is stored). */
export const SIGN_OFF_FIELDS = SIGN_OFF_TYPES.map((t) => SIGN_OFF_RULES[t].field);

/** Most records one sign-off covers. */
export const MAX_SIGN_OFF_RECORDS = 500;

const Id = z
  .string()
  .min(1, 'id must not be empty')
  .max(64, 'id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'id may contain only letters, digits, - and _');

/** POST /time/signoff body: the type, the signature image (a File id) and the records or batches. */
export const SignOffRequestSchema = z
  .object({
    type: z.enum(SIGN_OFF_TYPES, {
      error: `type must be one of ${SIGN_OFF_TYPES.join(', ')}`,
    }),
    signature_id: Id,
    timeIds: z.array(Id).max(MAX_SIGN_OFF_RECORDS).optional(),
    batchIds: z.array(Id).max(100).optional(),
  })
  .refine((b) => (b.timeIds?.length ?? 0) + (b.batchIds?.length ?? 0) > 0, {
    message: 'Select at least one time record or batch to sign off.',
  });
export type SignOffRequest = z.infer<typeof SignOffRequestSchema>;

/** A stored sign-off as the API returns it. */
export interface SignOff {
  id: string;
  type: SignOffType;
  signature_id: string;
  signedBy_id: string | null;
  signedByName: string | null;
  signOffTimeStamp: string;
  timeIds: string[];
  /** The batches signed off whole (POST with batchIds); [] for a sign-off of single records. */
  batchIds: string[];
}

/** Message when the selection holds a record without IN or OUT. */
export const SIGN_OFF_INCOMPLETE = 'Time Records with incomplete time entries cannot be signed off.';

/**
 * POST /time/signoff (time spec 3, 6): records a sign-off of `type` with the drawn signature (a PNG
 * uploaded through POST /file) on the time records `timeIds` plus every record of the batches
 * `batchIds`. Checks: the type's privilege (403 'Not authorized: the {type} sign-off requires
 * Time:Execute:...'); an employee sign-off covers only the caller's own time (403); every record
 * exists in the caller's read scope and is not deleted (404); records are complete (400
 * SIGN_OFF_INCOMPLETE); the signature is an image file of the company (400). Sets the record's
 * `{type}SignOff_id` (a new sign-off of the same type replaces the earlier one) and writes one
 * 'signoff' time_audit row per record, all in one transaction. Returns the sign-off.
 */
export async function signOffTime(deps: TimeServiceDeps, auth: Auth, req: SignOffRequest): Promise<SignOff> {
  if (!auth.companyId) throw forbidden('Not authorized: no company selected');
  const rule = SIGN_OFF_RULES[req.type];
  if (!auth.privileges.has(rule.privilege)) {
    throw forbidden(`Not authorized: the ${req.type} sign-off requires ${rule.privilege}`);
  }
  const companyId = auth.companyId;
  return deps.db.transaction(async (tx) => {
    const [file] = await tx.query<{ mimeType: string }>(
      `SELECT "mimeType" FROM file WHERE company_id = $1 AND id = $2 AND status <> 3`,
      [companyId, req.signature_id],
    );
    if (!file) throw badRequest(`Signature file ${req.signature_id} not found.`);
    if (!file.mimeType.startsWith('image/')) {
      throw badRequest('The signature must be an image (PNG) file.');
    }
    const ids = new Set(req.timeIds ?? []);
    const batchIds = [...new Set(req.batchIds ?? [])];
    if (batchIds.length) {
      const inBatches = await tx.query<{ id: string }>(
        `SELECT id FROM time_record WHERE company_id = $1 AND "timeBatch_id" = ANY($2::text[]) AND status <> 3`,
        [companyId, batchIds],
      );
      if (inBatches.length === 0) throw notFound('The selected batches hold no time records.');
      for (const r of inBatches) ids.add(r.id);
    }
    if (ids.size > MAX_SIGN_OFF_RECORDS) {
      throw badRequest(`At most ${MAX_SIGN_OFF_RECORDS} time records can be signed off at once.`);
    }
    // Read through the Time repository so that its read scope (own vs others' time) applies.
    const repo = deps.entities.repository('Time', auth, tx);
    const records: EntityRecord[] = [];
    for (const id of ids) {
      const rec = await repo.get(id);
      if (!rec || rec.status === 3) throw notFound(`Time ${id} not found`);
      records.push(rec);
    }
    if (req.type === 'employee' && records.some((r) => r.employee_id !== auth.employeeId)) {
      throw forbidden('Not authorized: an employee sign-off covers only your own time.');
    }
    if (records.some((r) => !r.inTimeStamp || !r.outTimeStamp)) throw badRequest(SIGN_OFF_INCOMPLETE);

    const id = randomUUID();
    const timeIds = records.map((r) => r.id);
    const [row] = await tx.query<{ signOffTimeStamp: Date | string }>(
      `INSERT INTO time_signoff (id, company_id, type, signature_id, "signedBy_id", user_id, "timeIds", "batchIds")
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) RETURNING "signOffTimeStamp"`,
      [
        id,
        companyId,
        req.type,
        req.signature_id,
        auth.employeeId,
        auth.userId,
        JSON.stringify(timeIds),
        JSON.stringify(batchIds),
      ],
    );
    await tx.query(
      `UPDATE time_record SET data = data || jsonb_build_object($3::text, $4::text), updated_at = now()
        WHERE company_id = $1 AND id = ANY($2::text[])`,
      [companyId, timeIds, rule.field, id],
    );
    for (const rec of records) {
      await insertTimeAudit(tx, randomUUID(), {
        companyId,
        timeId: rec.id,
        action: 'signoff',
        userId: auth.userId,
        employeeId: auth.employeeId,
        before: { [rule.field]: rec[rule.field] ?? null },
        after: { [rule.field]: id, type: req.type, signature_id: req.signature_id },
      });
    }
    const name = await employeeName(tx, companyId, auth.employeeId);
    return {
      id,
      type: req.type,
      signature_id: req.signature_id,
      signedBy_id: auth.employeeId,
      signedByName: name,
      signOffTimeStamp: new Date(row!.signOffTimeStamp).toISOString(),
      timeIds,
      batchIds,
    };
  });
}

async function employeeName(db: Db, companyId: string, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [e] = await db.query<{ name: string | null }>(
    `SELECT COALESCE(NULLIF("fullName", ''), concat_ws(' ', "firstName", "lastName")) AS name
       FROM employee WHERE company_id = $1 AND id = $2`,
    [companyId, id],
  );
  return e?.name ?? null;
}

/**
 * GET /time/{id}/signoffs: the sign-offs a time record points at (those of its four fields), each
 * with the signer's name; the signature image is GET /file/{signature_id}. 404 when the record is
 * not in the caller's read scope.
 */
export async function signOffsOf(deps: TimeServiceDeps, auth: Auth, timeId: string): Promise<SignOff[]> {
  if (!auth.companyId) throw forbidden('Not authorized: no company selected');
  const rec = await deps.entities.repository('Time', auth, deps.db).get(timeId);
  if (!rec || rec.status === 3) throw notFound(`Time ${timeId} not found`);
  const ids = SIGN_OFF_FIELDS.map((f) => rec[f]).filter((v): v is string => typeof v === 'string');
  if (ids.length === 0) return [];
  const rows = await deps.db.query<{
    id: string;
    type: SignOffType;
    signature_id: string;
    signedBy_id: string | null;
    signedByName: string | null;
    signOffTimeStamp: Date | string;
    timeIds: string[];
    batchIds: string[];
  }>(
    `SELECT s.id, s.type, s.signature_id, s."signedBy_id", s."signOffTimeStamp", s."timeIds", s."batchIds",
            COALESCE(NULLIF(e."fullName", ''), concat_ws(' ', e."firstName", e."lastName")) AS "signedByName"
       FROM time_signoff s LEFT JOIN employee e ON e.company_id = s.company_id AND e.id = s."signedBy_id"
      WHERE s.company_id = $1 AND s.id = ANY($2::text[])`,
    [auth.companyId, ids],
  );
  return rows
    .map((r) => ({ ...r, signOffTimeStamp: new Date(r.signOffTimeStamp).toISOString() }))
    .sort((a, b) => SIGN_OFF_TYPES.indexOf(a.type) - SIGN_OFF_TYPES.indexOf(b.type));
}
