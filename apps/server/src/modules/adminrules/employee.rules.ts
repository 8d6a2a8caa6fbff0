import { EmployeeReviewSchema } from '@wm/api/schemas';
import { PRIV } from '@wm/domain';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import type { EntityHooks } from '../../platform/entities/types.js';

export const HIRE_DATE_MESSAGE = 'Hire Date must be earlier than Last Raise Date.';
export const REVIEW_DATE_MESSAGE = 'Date is required.';
/** Spec text, typo included (service spec 5 "Employee"). */
export const REVIEW_WRITER_MESSAGE = 'Writted by is required.';
export const pinTaken = (value: string) => `Pin ${value} is already assigned`;

const dateOf = (field: string, v: unknown): number | null => {
  if (v === undefined || v === null || v === '') return null;
  const t = typeof v === 'string' ? Date.parse(v) : Number.NaN;
  if (Number.isNaN(t)) throw badRequest(`${field}: not a date`);
  return t;
};

/**
 * Employee rules (service spec 5 "Employee", 6): Hire Date before Last Raise Date; every review
 * with a date and a writer; code unique among the company's employees ('Pin {code} is already
 * assigned', the spec's one message for PIN and code); changing `externalId` of a stored employee
 * needs Platform:Edit:ExternalId (403); `extIdLocked`/`emailLocked` are kept as sent.
 */
export const employeeRules: EntityHooks = {
  async beforeSave(ctx, record, existing) {
    const hire = dateOf('hireDate', record.hireDate);
    const raise = dateOf('lastRaiseDate', record.lastRaiseDate);
    if (hire !== null && raise !== null && hire >= raise) throw badRequest(HIRE_DATE_MESSAGE);
    if (record.reviews !== undefined && record.reviews !== null) {
      if (!Array.isArray(record.reviews)) throw badRequest('reviews: must be an array');
      for (const r of record.reviews) {
        const review = EmployeeReviewSchema.safeParse(r);
        if (!review.success) throw badRequest('reviews: each review must be an object');
        if (review.data.status === 3) continue;
        if (!review.data.date || Number.isNaN(Date.parse(review.data.date)))
          throw badRequest(REVIEW_DATE_MESSAGE);
        if (!review.data.writtenBy?.trim()) throw badRequest(REVIEW_WRITER_MESSAGE);
      }
      const changed = JSON.stringify(record.reviews) !== JSON.stringify(existing?.reviews ?? []);
      if (changed && existing && !ctx.auth.isAdministrator && !ctx.auth.privileges.has(PRIV.ReviewEdit))
        throw forbidden(`Not authorized: requires ${PRIV.ReviewEdit}`);
    }
    if (typeof record.code === 'string' && record.code.trim()) {
      const dup = await ctx.db.query(
        'SELECT 1 FROM employee WHERE company_id = $1 AND lower(code) = lower($2) AND id <> $3 AND status <> 3',
        [ctx.auth.companyId, record.code.trim(), record.id],
      );
      if (dup.length > 0) throw conflict(pinTaken(record.code.trim()));
    }
    if (existing) {
      const before = (existing.externalId ?? null) as unknown;
      const after = (record.externalId ?? null) as unknown;
      if (before !== after && !ctx.auth.privileges.has(PRIV.ExternalIdEdit))
        throw forbidden(`Not authorized: requires ${PRIV.ExternalIdEdit}`);
    }
    return record;
  },
};
