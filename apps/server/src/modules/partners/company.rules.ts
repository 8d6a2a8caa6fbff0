import { isoDateOf, renewalDateProblem } from '@wm/domain';
import { badRequest, forbidden } from '../../platform/errors.js';
import type { EntityHooks } from '../../platform/entities/types.js';

/** Company fields of the contract: set by global and partner administrators and by purchases only. */
export const CONTRACT_FIELDS = ['contractExpirationDate', 'licensePeriod', 'isCanceling'] as const;

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * Company contract rules (service spec 4 "Licences, companies and sign-up"), added to the Company
 * entity: only global and partner administrators change contractExpirationDate, licensePeriod or
 * isCanceling (a company administrator gets 403: a contract is bought, never typed); a new
 * renewal date is tomorrow at the earliest and the 1st of a month for monthly licences (400 with
 * the reason); ticking
 * isCanceling clears the expiry date and keeps it aside, un-ticking restores that prior date.
 */
export const companyContractRules: EntityHooks = {
  async beforeSave(ctx, record, existing) {
    if (!existing) return record;
    const changed = CONTRACT_FIELDS.filter((f) => !same(record[f], existing[f]));
    if (changed.length === 0) return record;
    if (!ctx.auth.isGlobal && !ctx.auth.isPartner)
      throw forbidden(
        `Not authorized: ${changed.join(', ')} change only through a purchase or the customer's partner`,
      );
    const expiry = record.contractExpirationDate;
    if (typeof expiry === 'string' && expiry !== '' && !same(expiry, existing.contractExpirationDate)) {
      const problem = renewalDateProblem(
        expiry.slice(0, 10),
        isoDateOf(new Date()),
        Number(record.licensePeriod ?? 2),
      );
      if (problem) throw badRequest(`contractExpirationDate: ${problem}`);
      record.contractExpirationDate = expiry.slice(0, 10);
    }
    const wasCanceling = existing.isCanceling === true;
    const canceling = record.isCanceling === true;
    if (canceling && !wasCanceling) {
      const prior = (record.contractExpirationDate ?? existing.contractExpirationDate ?? null) as
        | string
        | null;
      await ctx.db.query(
        `INSERT INTO company_contract_prior (company_id, "contractExpirationDate") VALUES ($1, $2)
         ON CONFLICT (company_id) DO UPDATE SET "contractExpirationDate" = EXCLUDED."contractExpirationDate"`,
        [existing.id, prior],
      );
      record.contractExpirationDate = null;
    } else if (canceling) {
      record.contractExpirationDate = null;
    } else if (wasCanceling && !canceling && !record.contractExpirationDate) {
      const rows = await ctx.db.query<{ contractExpirationDate: string | null }>(
        'SELECT "contractExpirationDate" FROM company_contract_prior WHERE company_id = $1',
        [existing.id],
      );
      record.contractExpirationDate = rows[0]?.contractExpirationDate ?? null;
    }
    return record;
  },
};
