import { z } from 'zod';
import { BaseRecordSchema, IdSchema, IsoTimestampSchema, PostalAddressSchema, RefSchema } from './common.js';

/**
 * Partners, pricing, discount codes, billing and sign-up (service spec 3 "Licences and billing",
 * "Partner", "Company sign-up payload"; 7 "Company, partner and billing"). Money is integer cents
 * (see @wm/domain billing); the server recomputes every amount and ignores prices a browser sends
 * for a purchase.
 */

const cents = z.number().int('Prices are whole cents.').min(0, 'Prices cannot be negative.').max(100_000_000);
const percent = z
  .number()
  .min(0, 'A percentage is 0 to 100.')
  .max(100, 'A percentage is 0 to 100.')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'A percentage has at most 2 decimals.');
const period = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: 'The period is 1 (Monthly), 2 (Annual), 3 (24 Month) or 4 (36 Month).',
});
const PRODUCT_IDS = ['system-Time', 'system-Assets', 'system-Forms', 'system-Insight'] as const;
const productId = z.enum(PRODUCT_IDS);

/** A licence option: a product's price (cents per seat) for one period type. */
export const LicenseOptionSchema = z.strictObject({
  id: IdSchema,
  product_id: productId,
  period,
  price: cents,
  status: z.union([z.literal(1), z.literal(2)]).optional(),
});

/** A product of a partner's base pricing (service spec 3 "Product"). */
export const PartnerProductSchema = z.strictObject({
  productId,
  status: z.union([z.literal(1), z.literal(2)]).optional(),
  licenseOptions: z.array(LicenseOptionSchema).max(8),
});

/** A package offering (service spec 3 "Package"). */
export const PackageSchema = z.strictObject({
  id: IdSchema,
  name: z.string().trim().min(1, 'A package needs a name.').max(200),
  products: z.array(productId).min(1, 'A package needs at least one product.').max(4),
  percentDiscount: percent,
  status: z.union([z.literal(1), z.literal(2)]).optional(),
});

/** Another offer, priced per item. */
export const OfferSchema = z.strictObject({
  id: IdSchema,
  name: z.string().trim().min(1, 'An offer needs a name.').max(200),
  pricePerItem: cents,
  status: z.union([z.literal(1), z.literal(2)]).optional(),
});

/**
 * Partner (service spec 3). discountCodes, singleUseDiscounts and timedDiscounts are read-only
 * (DiscountCode is its own entity); token is set by the server on create when absent.
 */
export const PartnerSchema = BaseRecordSchema.extend({
  name: z.string().trim().min(1, 'Name is required.').max(200),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,64}$/, 'The token is 4 to 64 letters, digits, - or _.')
    .optional(),
  contactEmail: z.email('Enter a valid e-mail address.').max(200).nullable().optional(),
  logo_id: RefSchema.optional(),
  address_id: RefSchema.optional(),
  address: PostalAddressSchema.nullable().optional(),
  products: z.array(PartnerProductSchema).max(4).optional(),
  packages: z.array(PackageSchema).max(50).optional(),
  offers: z.array(OfferSchema).max(100).optional(),
});
export type PartnerRecord = z.infer<typeof PartnerSchema>;

/** Discount code (service spec 3). usedTimeStamp is written by the server when a single-use code is spent. */
export const DiscountCodeSchema = BaseRecordSchema.extend({
  partner_id: IdSchema.optional(),
  code: z.string().trim().min(1, 'A discount code needs a code.').max(50),
  isSingleUse: z.boolean().optional(),
  startTimeStamp: IsoTimestampSchema.nullable().optional(),
  endTimeStamp: IsoTimestampSchema.nullable().optional(),
  percentDiscount: percent,
});

/** Billing record (service spec 3): written by purchases only. */
export const BillingRecordSchema = BaseRecordSchema.extend({
  amount: cents.optional(),
});

/** One licence line of a purchase: seats of a licence type. */
export const PurchaseLicenseSchema = z.strictObject({
  ltype: z.enum(['time', 'assets', 'forms', 'insight']),
  quantity: z.number().int('Quantity must be a whole number.').min(0).max(100_000),
  /** The chosen licence option (informative; the server prices from the partner's own options). */
  productLicenseOptionId: IdSchema.optional(),
  /** Accepted and IGNORED: a price the browser shows is never trusted; the server prices the line. */
  price: z.number().optional(),
});

/** One offer line of a purchase. */
export const PurchaseOfferSchema = z.strictObject({
  itemId: IdSchema,
  quantity: z.number().int('Quantity must be a whole number.').min(0).max(100_000),
});

const purchaseFields = {
  period,
  discountCode: z.string().trim().max(50).optional(),
  packageId: IdSchema.nullable().optional(),
  licenses: z.array(PurchaseLicenseSchema).max(4),
  offers: z.array(PurchaseOfferSchema).max(100).optional(),
};

/** POST /api/signup/compute: what a new customer would pay (public; partner by token). */
export const SignupComputeRequestSchema = z.strictObject({
  partnerToken: z.string().min(1, 'A token is required to visit this page.').max(64),
  ...purchaseFields,
});

/** POST /api/Purchase/process and GET-like POST /api/Purchase/compute of a signed-in company. */
export const PurchaseRequestSchema = z.strictObject({
  ...purchaseFields,
  /** Provider payment method (Stripe pm_...) from the hosted card field; absent = invoice. */
  paymentMethodId: z.string().max(200).optional(),
});

/** POST /api/signup (public): a new company, its administrator and its first purchase. */
export const SignupRequestSchema = z.strictObject({
  partnerToken: z.string().min(1, 'A token is required to visit this page.').max(64),
  ...purchaseFields,
  company: z.strictObject({
    name: z.string().trim().min(1, 'Company name is required.').max(200),
    timeZone: z.string().max(64).optional(),
    address: PostalAddressSchema.nullable().optional(),
  }),
  employee: z.strictObject({
    firstName: z.string().trim().min(1, 'First name is required.').max(100),
    lastName: z.string().trim().min(1, 'Last name is required.').max(100),
    email: z.email('Enter a valid e-mail address.').max(200),
    userName: z
      .string()
      .trim()
      .min(3, 'The user name needs at least 3 characters.')
      .max(100)
      .regex(/^[A-Za-z0-9._@-]+$/, 'The user name may contain letters, digits, . _ @ and -.'),
  }),
  paymentMethodId: z.string().max(200).optional(),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/**
 * POST /api/Billing/{companyId}/card: keep the card of a SetupIntent the browser confirmed with
 * Stripe.js (confirmCardSetup) for renewals. Only the provider's id travels, never a card number.
 */
export const SaveCardRequestSchema = z.strictObject({
  setupIntentId: z
    .string({ error: 'A SetupIntent id (seti_...) is required.' })
    .max(200)
    .regex(/^seti_[A-Za-z0-9_]+$/, 'A SetupIntent id (seti_...) is required.'),
});
export type SaveCardRequest = z.infer<typeof SaveCardRequestSchema>;
export type PurchaseRequest = z.infer<typeof PurchaseRequestSchema>;
