import { randomBytes } from 'node:crypto';
import { BillingRecordSchema, DiscountCodeSchema, PartnerSchema } from '@wm/api/schemas';
import { type DiscountCode, DISCOUNT_CODE_MESSAGES, PRIV, validateDiscountCodes } from '@wm/domain';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import type { EntityDefinition, EntityRecord } from '../../platform/entities/types.js';

/** A new partner's sign-up token: 16 URL-safe random characters. */
export const newPartnerToken = () => randomBytes(12).toString('base64url');

/** The discount code fields of a stored row, as the domain reads them. */
export function discountCodeOf(r: Record<string, unknown>): DiscountCode {
  return {
    id: r.id as string,
    code: String(r.code ?? ''),
    status: Number(r.status ?? 1),
    isSingleUse: r.isSingleUse === true,
    startTimeStamp: (r.startTimeStamp as string | null) ?? null,
    endTimeStamp: (r.endTimeStamp as string | null) ?? null,
    percentDiscount: Number(r.percentDiscount ?? 0),
    usedTimeStamp: (r.usedTimeStamp as string | null) ?? null,
  };
}

/**
 * Partner (service spec 3 "Partner"; tenant 'partner-self': global administrators every partner, a
 * partner administrator only its own, company users nothing). Pricing (products with licence
 * options, packages, offers) is kept in the record. New partners start active with a fresh token and
 * country US (service spec 4). A partner administrator cannot change its own status or token.
 * discountCodes / singleUseDiscounts / timedDiscounts are read from DiscountCode (upserts omit them).
 */
export const PartnerEntity: EntityDefinition = {
  name: 'Partner',
  table: 'partner',
  tenant: 'partner-self',
  columns: { name: 'string', token: 'string', contactEmail: 'string' },
  virtualFields: ['discountCodes', 'singleUseDiscounts', 'timedDiscounts'],
  schema: PartnerSchema,
  view: [],
  edit: [],
  defaultOrderBy: 'name asc',
  hooks: {
    async beforeSave(ctx, record, existing) {
      if (!existing) {
        record.token ??= newPartnerToken();
        const address = (record.address as Record<string, unknown> | null | undefined) ?? {};
        record.address = { ...address, country: address.country || 'US' };
        record.status ??= 1;
      } else if (!ctx.auth.isGlobal) {
        record.status = existing.status;
        record.token = existing.token;
      }
      const taken = await ctx.db.query('SELECT 1 FROM partner WHERE token = $1 AND id <> $2', [
        record.token,
        record.id,
      ]);
      if (taken.length > 0) throw conflict(`The token ${String(record.token)} is taken.`);
      for (const product of (record.products as {
        productId: string;
        licenseOptions: { product_id: string }[];
      }[]) ?? [])
        for (const o of product.licenseOptions)
          if (o.product_id !== product.productId)
            throw badRequest(`products: a licence option of ${product.productId} names ${o.product_id}`);
      return record;
    },
    async afterLoad(ctx, records) {
      if (records.length === 0) return;
      const rows = await ctx.db.query<Record<string, unknown>>(
        `SELECT id, partner_id, status, code, "isSingleUse", "startTimeStamp", "endTimeStamp", "usedTimeStamp",
                data->'percentDiscount' AS "percentDiscount", created_at
           FROM discount_code WHERE status <> 3 AND partner_id = ANY($1::text[]) ORDER BY code`,
        [records.map((r) => r.id)],
      );
      for (const r of records) {
        const codes = rows
          .filter((c) => c.partner_id === r.id)
          .map((c) => ({
            ...discountCodeOf(c),
            startTimeStamp: iso(c.startTimeStamp),
            endTimeStamp: iso(c.endTimeStamp),
            usedTimeStamp: iso(c.usedTimeStamp),
            createdTimeStamp: iso(c.created_at),
          }));
        r.discountCodes = codes;
        r.singleUseDiscounts = codes.filter((c) => c.isSingleUse);
        r.timedDiscounts = codes.filter((c) => c.startTimeStamp !== null);
      }
    },
    async beforeDelete(ctx) {
      if (!ctx.auth.isGlobal) throw forbidden('Not authorized: only global administrators delete partners');
    },
  },
};

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : ((v as string | null) ?? null));

/**
 * Discount code (service spec 3, 5 "Discount codes"; tenant 'partner'). Saving checks the spec's
 * messages (both dates, start not after end, unique per partner: 409 '[code] already exist.');
 * DELETE sets status 3 (filtered out), deactivating saves status 2. usedTimeStamp is the server's.
 */
export const DiscountCodeEntity: EntityDefinition = {
  name: 'DiscountCode',
  table: 'discount_code',
  tenant: 'partner',
  columns: {
    partner_id: 'string',
    code: 'string',
    isSingleUse: 'boolean',
    startTimeStamp: 'datetime',
    endTimeStamp: 'datetime',
    usedTimeStamp: 'datetime',
  },
  jsonFields: { percentDiscount: 'number' },
  virtualFields: ['createdTimeStamp', 'usedTimeStamp'],
  schema: DiscountCodeSchema,
  view: [],
  edit: [],
  defaultOrderBy: 'code asc',
  hooks: {
    async beforeSave(ctx, record, existing) {
      record.code = String(record.code).trim();
      record.isSingleUse = record.isSingleUse === true;
      record.startTimeStamp = record.startTimeStamp || null;
      record.endTimeStamp = record.endTimeStamp || null;
      if (existing) record.usedTimeStamp = existing.usedTimeStamp ?? null;
      else delete record.usedTimeStamp;
      const problems = validateDiscountCodes([discountCodeOf(record)]);
      if (problems.length > 0) throw badRequest(problems[0]!);
      if (record.status !== 3) {
        const dup = await ctx.db.query(
          'SELECT 1 FROM discount_code WHERE partner_id = $1 AND lower(code) = lower($2) AND status <> 3 AND id <> $3',
          [record.partner_id, record.code, record.id],
        );
        if (dup.length > 0) throw conflict(DISCOUNT_CODE_MESSAGES.duplicate(String(record.code)));
      }
      return record;
    },
    async afterLoad(_ctx, records) {
      for (const r of records) r.createdTimeStamp = r.createdOn;
    },
  },
};

/**
 * Billing record (service spec 3): one purchase of a company: amount (cents billed), licenses,
 * purchasedOffers (itemId, name, price), the computed amounts, paymentStatus ('paid' or 'due' when
 * payments are not configured: an invoice to be paid) and the provider's reference. Written only by
 * the purchase and sign-up routes: the generic POST and DELETE refuse (403). Read by the company's
 * account holders (Platform:View:Account / Edit:Account, administrators) and by global and partner
 * administrators acting on the company.
 */
export const BillingRecordEntity: EntityDefinition = {
  name: 'BillingRecord',
  aliases: ['Billing'],
  table: 'billing_record',
  tenant: 'company',
  columns: { amount: 'number', createdTimeStamp: 'datetime', paymentStatus: 'string' },
  schema: BillingRecordSchema,
  view: [PRIV.AccountView, PRIV.AccountEdit],
  edit: [PRIV.AccountEdit],
  defaultOrderBy: 'createdTimeStamp desc',
  hooks: {
    beforeSave() {
      throw forbidden('Billing records are written by purchases only');
    },
    async beforeDelete() {
      throw forbidden('Billing records are written by purchases only');
    },
  },
};

/** The module's entities. */
export const PARTNER_ENTITIES: EntityDefinition[] = [PartnerEntity, DiscountCodeEntity, BillingRecordEntity];

/** Narrow a loaded record's pricing lists (stored by PartnerSchema, so their shape is known). */
export function pricingOf(partner: EntityRecord | Record<string, unknown>) {
  return {
    products: (partner.products as import('@wm/domain').PartnerProduct[] | undefined) ?? [],
    packages: (partner.packages as import('@wm/domain').PricingPackage[] | undefined) ?? [],
    offers: (partner.offers as import('@wm/domain').Offer[] | undefined) ?? [],
  };
}
