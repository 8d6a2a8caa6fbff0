import { DomainError } from '../errors.js';
import {
  addDays,
  addMonths,
  assertCents,
  daysBetween,
  type IsoDate,
  isIsoDate,
  lessPercent,
  percentToBasisPoints,
  shareOf,
} from './money.js';

/**
 * Licences, pricing, discount codes and the computed amounts of a purchase (service spec 3
 * "Licences and billing", "Partner", "Company sign-up payload"; 4 "Licences, companies and sign-up";
 * 5 "Discount codes", "Sign-up and purchase"). All amounts are integer cents; rounding is half up to
 * the cent on every share (see money.ts). The spec names no sales tax, so none is added.
 */

/** Licence types of the sign-up payload, in the spec's product order (Time, Assets, Forms, Insight). */
export const LICENSE_TYPES = ['time', 'assets', 'forms', 'insight'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/** Product id of each licence type (service spec 3 "Product"). */
export const PRODUCT_IDS: Readonly<Record<LicenseType, string>> = {
  time: 'system-Time',
  assets: 'system-Assets',
  forms: 'system-Forms',
  insight: 'system-Insight',
};

/** Licence type of a product id ('system-Time' -> 'time'), or undefined. */
export function licenseTypeOf(productId: string): LicenseType | undefined {
  return LICENSE_TYPES.find((t) => PRODUCT_IDS[t] === productId);
}

/** Billing period types (service spec 4): 1 Monthly, 2 Annual, 3 24 Month, 4 36 Month. */
export const BillingPeriod = { Monthly: 1, Annual: 2, Months24: 3, Months36: 4 } as const;
export type BillingPeriodValue = (typeof BillingPeriod)[keyof typeof BillingPeriod];
/** Months of each billing period type. */
export const PERIOD_MONTHS: Readonly<Record<BillingPeriodValue, number>> = { 1: 1, 2: 12, 3: 24, 4: 36 };
/** English names of the period types (the console translates them). */
export const PERIOD_NAMES: Readonly<Record<BillingPeriodValue, string>> = {
  1: 'Monthly',
  2: 'Annual',
  3: '24 Month',
  4: '36 Month',
};

/** True when `p` is one of the four period types. */
export function isBillingPeriod(p: unknown): p is BillingPeriodValue {
  return p === 1 || p === 2 || p === 3 || p === 4;
}

/** A product's price for one period: `price` cents per seat per period. */
export interface LicenseOption {
  id: string;
  product_id: string;
  period: number;
  price: number;
  status?: number;
}

/** A product of a partner's base pricing with its licence options (service spec 3 "Product"). */
export interface PartnerProduct {
  productId: string;
  status?: number;
  licenseOptions: readonly LicenseOption[];
}

/** A package offering: products sold together with `percentDiscount` % off (service spec 3 "Package"). */
export interface PricingPackage {
  id: string;
  name: string;
  products: readonly string[];
  percentDiscount: number;
  status?: number;
}

/** Another offer, priced per item (`pricePerItem` cents). */
export interface Offer {
  id: string;
  name: string;
  pricePerItem: number;
  status?: number;
}

/** A discount code (service spec 3): timed when it has dates, single-use when `isSingleUse`. */
export interface DiscountCode {
  id?: string;
  code: string;
  status: number;
  isSingleUse: boolean;
  startTimeStamp?: string | null;
  endTimeStamp?: string | null;
  createdTimeStamp?: string | null;
  percentDiscount: number;
  /** When a single-use code was spent (it is then no longer valid). */
  usedTimeStamp?: string | null;
}

const active = (s: number | undefined) => s === undefined || s === 1;

/** The active licence option of a product for a period, or undefined. */
export function licenseOptionFor(
  products: readonly PartnerProduct[],
  productId: string,
  period: number,
): LicenseOption | undefined {
  const product = products.find((p) => p.productId === productId && active(p.status));
  return product?.licenseOptions.find((o) => o.period === period && active(o.status));
}

/**
 * Package price per seat set (service spec 4): the sum of the active selected products' prices for
 * the period, less `percentDiscount` % (the discount rounded half up to the cent).
 */
export function packagePrice(
  pkg: PricingPackage,
  products: readonly PartnerProduct[],
  period: number,
): number {
  let sum = 0;
  for (const productId of pkg.products) {
    const option = licenseOptionFor(products, productId, period);
    if (option) sum += option.price;
  }
  return lessPercent(sum, pkg.percentDiscount);
}

/** The discount-code messages of service spec 5. */
export const DISCOUNT_CODE_MESSAGES = {
  bothDates: (code: string) => `Please provide both the start date and end date for ${code}`,
  invalidDates: (code: string) => `Invalid start date and end date for ${code}`,
  duplicate: (code: string) => `${code} already exist.`,
} as const;

/**
 * Checks a partner's discount codes before a save (service spec 5 "Discount codes"); deleted codes
 * (status 3) are ignored. Returns the messages, first problem of each code, in list order: a code with
 * only one date ('Please provide both the start date and end date for X'), start after end ('Invalid
 * start date and end date for X'), a code used twice, compared trimmed and case-insensitively ('X
 * already exist.'). Also refuses an empty code and a percentDiscount outside 0..100.
 */
export function validateDiscountCodes(codes: readonly DiscountCode[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of codes) {
    if (c.status === 3) continue;
    const code = c.code.trim();
    if (code === '') {
      out.push('A discount code needs a code.');
      continue;
    }
    const start = c.startTimeStamp || null;
    const end = c.endTimeStamp || null;
    if ((start === null) !== (end === null)) out.push(DISCOUNT_CODE_MESSAGES.bothDates(code));
    else if (start !== null && end !== null && Date.parse(start) > Date.parse(end))
      out.push(DISCOUNT_CODE_MESSAGES.invalidDates(code));
    else if (start !== null && (Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end!))))
      out.push(DISCOUNT_CODE_MESSAGES.invalidDates(code));
    const key = code.toLowerCase();
    if (seen.has(key)) out.push(DISCOUNT_CODE_MESSAGES.duplicate(code));
    seen.add(key);
    try {
      percentToBasisPoints(c.percentDiscount);
    } catch {
      out.push(`The discount of ${code} must be 0 to 100 percent.`);
    }
  }
  return out;
}

/** Answer of the discount check (service spec 3 "DiscountCheck response"). */
export interface DiscountCheck {
  isValid: boolean;
  percentDiscount: number;
  discountCode: string;
}

/**
 * Whether `code` is usable at instant `now` (ISO): a code of the list (trimmed, case-insensitive)
 * with status 1; a timed code only from its start to its end (both inclusive); a single-use code
 * only while unspent. An invalid answer has percentDiscount 0.
 */
export function checkDiscountCode(codes: readonly DiscountCode[], code: string, now: string): DiscountCheck {
  const wanted = code.trim();
  const found = codes.find((c) => c.status === 1 && c.code.trim().toLowerCase() === wanted.toLowerCase());
  const invalid = { isValid: false, percentDiscount: 0, discountCode: wanted };
  if (!found || wanted === '') return invalid;
  const t = Date.parse(now);
  if (found.startTimeStamp && t < Date.parse(found.startTimeStamp)) return invalid;
  if (found.endTimeStamp && t > Date.parse(found.endTimeStamp)) return invalid;
  if (found.isSingleUse && found.usedTimeStamp) return invalid;
  return { isValid: true, percentDiscount: found.percentDiscount, discountCode: found.code.trim() };
}

/** The sign-up and purchase messages of service spec 5 and 8. */
export const SIGNUP_MESSAGES = {
  quantityRequired: 'Quantity is required.',
  tokenRequired: 'A token is required to visit this page.',
  checkForm: 'Please check the form for errors.',
  purchaseCompleted: 'Purchase completed.',
  upgradedToAnnual: 'Your account has been upgraded to Annual',
} as const;

/** Seats asked for per licence type (missing = 0). */
export type Quantities = Partial<Record<LicenseType, number>>;

/** An offer line of a purchase. */
export interface OfferLine {
  itemId: string;
  quantity: number;
}

/** The company's current contract, for seats added mid-contract and the monthly-to-annual upgrade. */
export interface CurrentContract {
  period: number;
  /** First day of the current term. */
  start: IsoDate;
  /** Contract expiry: the first day no longer paid for. */
  expiry: IsoDate;
  /** Seats held now per type. */
  quantities: Quantities;
  /** What the current term cost (cents), for the upgrade's refund of its unused days. */
  termAmount: number;
}

/** What to price (service spec 7 "GET ComputedAmounts"). */
export interface AmountsRequest {
  products: readonly PartnerProduct[];
  offers?: readonly Offer[];
  /** Selected period type. */
  period: number;
  /** Seats to buy (for an active contract: seats added to it). */
  quantities: Quantities;
  offerLines?: readonly OfferLine[];
  /** The chosen package, when any: its products get its percentDiscount. */
  pkg?: PricingPackage | null;
  /** percentDiscount of a valid discount code (0 or absent for none). */
  discountPercent?: number;
  /** Today's date (the billing calendar is UTC). */
  today: IsoDate;
  contract?: CurrentContract | null;
}

/** Computed amounts (service spec 3): totals in cents per licence type and overall. */
export interface ComputedAmounts {
  isSuccess: boolean;
  timeTotal: number;
  assetsTotal: number;
  formsTotal: number;
  insightTotal: number;
  offersTotal: number;
  /** List price of everything for a whole term. */
  subTotal: number;
  /** Package and discount-code savings on subTotal. */
  savings: number;
  /** subTotal less savings: a whole term after discounts. */
  grandTotal: number;
  /** True when licences are billed for part of a term (seats added mid-contract). */
  isProRated: boolean;
  /** What is charged now. */
  billAmount: number;
  /** Credit for the unused days of a monthly term upgraded to annual. */
  refundTotal: number;
  discountedTimeTotal: number;
  discountedAssetsTotal: number;
  discountedFormsTotal: number;
  discountedInsightTotal: number;
  proratedTimeTotal: number;
  proratedAssetsTotal: number;
  proratedFormsTotal: number;
  proratedInsightTotal: number;
  /** Contract expiry after the purchase ('YYYY-MM-DD'). */
  contractExpiry: IsoDate;
  /** True for a monthly contract upgraded to 12 months. */
  monthlyToAnnual: boolean;
}

const cap = (t: LicenseType) => `${t[0]!.toUpperCase()}${t.slice(1)}` as Capitalize<LicenseType>;

/** Largest seat count of one licence type in one purchase. */
export const MAX_SEATS = 100_000;

/**
 * True for a monthly-to-annual upgrade (service spec 4): the current contract is monthly (period 1)
 * and the selected period is 12 months (period 2).
 */
export function isMonthlyToAnnual(contract: CurrentContract | null | undefined, period: number): boolean {
  return contract?.period === BillingPeriod.Monthly && period === BillingPeriod.Annual;
}

/**
 * Checks the quantities of a purchase: whole numbers 0..100000 (DomainError 'quantity', field the
 * type), and at least one seat or offer unless it is a monthly-to-annual upgrade: 'Quantity is
 * required.' (service spec 5).
 */
export function validatePurchaseQuantities(
  quantities: Quantities,
  offerLines: readonly OfferLine[],
  monthlyToAnnual: boolean,
): void {
  for (const t of LICENSE_TYPES) {
    const q = quantities[t] ?? 0;
    if (!Number.isInteger(q) || q < 0 || q > MAX_SEATS)
      throw new DomainError('quantity', `The ${t} quantity must be a whole number from 0 to ${MAX_SEATS}.`, {
        field: t,
      });
  }
  for (const o of offerLines)
    if (!Number.isInteger(o.quantity) || o.quantity < 0 || o.quantity > MAX_SEATS)
      throw new DomainError(
        'quantity',
        `The quantity of offer ${o.itemId} must be a whole number from 0 to ${MAX_SEATS}.`,
        {
          field: 'offers',
        },
      );
  const any = LICENSE_TYPES.some((t) => (quantities[t] ?? 0) > 0) || offerLines.some((o) => o.quantity > 0);
  if (!any && !monthlyToAnnual) throw new DomainError('quantityRequired', SIGNUP_MESSAGES.quantityRequired);
}

/**
 * The computed amounts of a purchase (service spec 3 "Computed amounts response"):
 *
 * - per type: total = seats x the period's licence price; discounted = total less the package's
 *   percentDiscount (types in the package) and then less the discount code's percent; offers: items
 *   x pricePerItem, less the code's percent. subTotal = sum of totals, grandTotal = sum of discounted,
 *   savings = subTotal - grandTotal.
 * - new contract (none, or expired by `today`): billAmount = grandTotal, contractExpiry = today + the
 *   period's months.
 * - seats added to an active contract of the same period: each type's discounted total is prorated to
 *   the day, remaining days (today to expiry) / term days (start to expiry), rounded half up;
 *   billAmount = prorated licences + offers; the expiry stays.
 * - monthly-to-annual upgrade: the 12-month price covers the seats held plus those added; the unused
 *   days of the monthly term are refunded (termAmount x remaining/term days, half up), billAmount =
 *   grandTotal - refundTotal (never below 0), contractExpiry = today + 12 months.
 *
 * Throws DomainError: 'Quantity is required.' (nothing bought, not an upgrade); 'quantity' for a
 * non-whole or out-of-range count; 'period' for an unknown period or one unlike the contract's
 * (other than the upgrade); 'price' when a bought type or offer has no active price; 'offer' for an
 * unknown offer.
 */
export function computeAmounts(req: AmountsRequest): ComputedAmounts {
  if (!isBillingPeriod(req.period))
    throw new DomainError('period', `Unknown licence period ${String(req.period)}.`, { field: 'period' });
  if (!isIsoDate(req.today)) throw new RangeError(`today must be YYYY-MM-DD (got ${req.today})`);
  const offerLines = req.offerLines ?? [];
  const contract = req.contract && daysBetween(req.today, req.contract.expiry) > 0 ? req.contract : null;
  const upgrade = isMonthlyToAnnual(contract, req.period);
  validatePurchaseQuantities(req.quantities, offerLines, upgrade);
  if (contract && !upgrade && contract.period !== req.period)
    throw new DomainError(
      'period',
      `Seats added to a ${PERIOD_NAMES[contract.period as BillingPeriodValue] ?? contract.period} contract use its period.`,
      { field: 'period' },
    );
  const codePercent = req.discountPercent ?? 0;
  percentToBasisPoints(codePercent);
  const pkg = req.pkg && active(req.pkg.status) ? req.pkg : null;

  const seats = (t: LicenseType) => (req.quantities[t] ?? 0) + (upgrade ? (contract!.quantities[t] ?? 0) : 0);
  const out = {
    isSuccess: true,
    offersTotal: 0,
    subTotal: 0,
    savings: 0,
    grandTotal: 0,
    isProRated: false,
    billAmount: 0,
    refundTotal: 0,
    monthlyToAnnual: upgrade,
  } as ComputedAmounts;
  let licencesDiscounted = 0;
  let licencesProrated = 0;
  const remaining = contract ? daysBetween(req.today, contract.expiry) : 0;
  const term = contract ? Math.max(daysBetween(contract.start, contract.expiry), remaining) : 0;
  for (const t of LICENSE_TYPES) {
    const n = seats(t);
    let total = 0;
    let discounted = 0;
    if (n > 0) {
      const option = licenseOptionFor(req.products, PRODUCT_IDS[t], req.period);
      if (!option)
        throw new DomainError('price', `There is no ${PERIOD_NAMES[req.period]} price for ${cap(t)}.`, {
          field: t,
        });
      assertCents(option.price, `price of ${t}`);
      total = option.price * n;
      discounted = total;
      if (pkg?.products.includes(PRODUCT_IDS[t])) discounted = lessPercent(discounted, pkg.percentDiscount);
      discounted = lessPercent(discounted, codePercent);
    }
    const prorated = contract && !upgrade ? shareOf(discounted, remaining, term) : discounted;
    out[`${t}Total`] = total;
    out[`discounted${cap(t)}Total`] = discounted;
    out[`prorated${cap(t)}Total`] = prorated;
    out.subTotal += total;
    licencesDiscounted += discounted;
    licencesProrated += prorated;
  }
  let offersDiscounted = 0;
  for (const line of offerLines) {
    if (line.quantity === 0) continue;
    const offer = (req.offers ?? []).find((o) => o.id === line.itemId);
    if (!offer) throw new DomainError('offer', `Unknown offer ${line.itemId}.`, { field: 'offers' });
    if (!active(offer.status))
      throw new DomainError('price', `${offer.name} is no longer offered.`, { field: 'offers' });
    assertCents(offer.pricePerItem, `price of ${offer.name}`);
    out.offersTotal += offer.pricePerItem * line.quantity;
  }
  offersDiscounted = lessPercent(out.offersTotal, codePercent);
  out.subTotal += out.offersTotal;
  out.grandTotal = licencesDiscounted + offersDiscounted;
  out.savings = out.subTotal - out.grandTotal;
  if (upgrade) {
    assertCents(contract!.termAmount, 'termAmount');
    out.refundTotal = shareOf(contract!.termAmount, remaining, term);
    out.billAmount = Math.max(0, out.grandTotal - out.refundTotal);
    out.contractExpiry = addMonths(req.today, PERIOD_MONTHS[BillingPeriod.Annual]);
  } else if (contract) {
    out.isProRated = remaining < term;
    out.billAmount = licencesProrated + offersDiscounted;
    out.contractExpiry = contract.expiry;
  } else {
    out.billAmount = out.grandTotal;
    out.contractExpiry = addMonths(req.today, PERIOD_MONTHS[req.period]);
  }
  return out;
}

/**
 * The earliest renewal date (service spec 5): tomorrow; for monthly licences the first 1st of a month
 * on or after tomorrow.
 */
export function earliestRenewalDate(today: IsoDate, period: number): IsoDate {
  const tomorrow = addDays(today, 1);
  if (period !== BillingPeriod.Monthly || tomorrow.endsWith('-01')) return tomorrow;
  return `${addMonths(tomorrow, 1).slice(0, 8)}01`;
}

/**
 * Why `date` cannot be a renewal date, or null when it can (service spec 5): not before tomorrow,
 * and the 1st of a month for monthly licences.
 */
export function renewalDateProblem(date: string, today: IsoDate, period: number): string | null {
  if (!isIsoDate(date)) return 'The renewal date is not a date.';
  if (daysBetween(today, date) < 1) return 'The renewal date must be tomorrow or later.';
  if (period === BillingPeriod.Monthly && !date.endsWith('-01'))
    return 'Monthly licences renew on the 1st of a month.';
  return null;
}

/**
 * Contract expiry after `isCanceling` changes (service spec 4): ticking clears the expiry date,
 * un-ticking restores the date it had before (`prior`).
 */
export function expiryAfterCanceling(
  isCanceling: boolean,
  current: string | null,
  prior: string | null,
): string | null {
  return isCanceling ? null : (current ?? prior);
}

/** The sign-up variant of a /create-account path (service spec 2). */
export interface SignupVariant {
  monthly: boolean;
  promotion: boolean;
  token: string | null;
}

/**
 * Reads a /create-account/{token?}[/promotion|/monthly|/monthlypromotion] path: monthly when the path
 * contains 'monthly', promotion when it ends in 'promotion', the token the segment after
 * /create-account/ unless it is one of the variant words.
 */
export function signupVariantOf(path: string): SignupVariant {
  const clean = path.replace(/\/+$/, '');
  const parts = clean.split('/').filter(Boolean);
  const i = parts.indexOf('create-account');
  const rest = i >= 0 ? parts.slice(i + 1) : [];
  const words = new Set(['promotion', 'monthly', 'monthlypromotion']);
  const token = rest[0] && !words.has(rest[0]) ? decodeURIComponent(rest[0]) : null;
  return { monthly: clean.includes('monthly'), promotion: clean.endsWith('promotion'), token };
}

/**
 * True when a typed card number means 'unchanged card' (service spec 5): only 4 characters, or
 * starting with 12 asterisks (the masked number shown back).
 */
export function isUnchangedCard(accountNumber: string): boolean {
  return accountNumber.length === 4 || accountNumber.startsWith('************');
}

/** Card expiry years offered (service spec 5): this year and the next 10 years' worth of choices. */
export function cardExpiryYears(thisYear: number): number[] {
  return Array.from({ length: 10 }, (_, i) => thisYear + i);
}
