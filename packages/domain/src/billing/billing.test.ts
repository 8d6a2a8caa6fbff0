import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors.js';
import {
  type AmountsRequest,
  cardExpiryYears,
  checkDiscountCode,
  computeAmounts,
  type DiscountCode,
  earliestRenewalDate,
  expiryAfterCanceling,
  isMonthlyToAnnual,
  isUnchangedCard,
  licenseTypeOf,
  type PartnerProduct,
  packagePrice,
  renewalDateProblem,
  signupVariantOf,
  validateDiscountCodes,
} from './billing.js';
import {
  addMonths,
  daysBetween,
  formatCents,
  lessPercent,
  parseDollars,
  percentOf,
  shareOf,
} from './money.js';

const opt = (product: string, period: number, price: number) => ({
  id: `${product}-${period}`,
  product_id: `system-${product}`,
  period,
  price,
});
const PRODUCTS: PartnerProduct[] = ['Time', 'Assets', 'Forms', 'Insight'].map((p, i) => ({
  productId: `system-${p}`,
  licenseOptions: [opt(p, 1, 999 + i * 100), opt(p, 2, 9999 + i * 1000)],
}));
// Time 9.99/month or 99.99/year; Assets 10.99 / 109.99; Forms 11.99 / 119.99; Insight 12.99 / 129.99.

const base = (over: Partial<AmountsRequest> = {}): AmountsRequest => ({
  products: PRODUCTS,
  period: 1,
  quantities: {},
  today: '2026-03-10',
  ...over,
});

function domainError(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (e) {
    if (isDomainError(e)) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('expected a DomainError');
}

describe('money', () => {
  it('rounds shares half up to the cent in integers', () => {
    expect(percentOf(999, 10)).toBe(100); // 99.9 -> 100
    expect(percentOf(1005, 10)).toBe(101); // 100.5 -> 101
    expect(percentOf(1004, 10)).toBe(100); // 100.4 -> 100
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(lessPercent(999, 10)).toBe(899);
    expect(shareOf(3100, 1, 3)).toBe(1033);
    expect(shareOf(3100, 2, 3)).toBe(2067);
    expect(shareOf(1, 1, 2)).toBe(1);
    // 0.1 + 0.2 style trouble cannot happen: every step is integer
    expect(percentOf(2_000_000_000, 33.33)).toBe(666_600_000);
  });
  it('refuses fractions of cents, negative amounts and bad percentages', () => {
    expect(() => percentOf(10.5, 10)).toThrow(/whole number of cents/);
    expect(() => percentOf(-1, 10)).toThrow(/whole number of cents/);
    expect(() => percentOf(100, 101)).toThrow(/0..100/);
    expect(() => percentOf(100, 1.234)).toThrow(/2 decimals/);
  });
  it('parses and formats dollars without floating point', () => {
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars('0.07')).toBe(7);
    expect(parseDollars('12')).toBe(1200);
    expect(parseDollars('1.234')).toBeNull();
    expect(parseDollars('-1')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
    expect(formatCents(123450)).toBe('1234.50');
    expect(formatCents(7)).toBe('0.07');
  });
  it('counts calendar days and adds months clamped to the month end', () => {
    expect(daysBetween('2026-03-10', '2026-04-01')).toBe(22);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30); // across the US DST change: UTC days
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-10', 12)).toBe('2027-03-10');
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(/calendar date/);
  });
});

describe('products and packages', () => {
  it('maps product ids to licence types', () => {
    expect(licenseTypeOf('system-Insight')).toBe('insight');
    expect(licenseTypeOf('system-Service')).toBeUndefined();
  });
  it('prices a package as the sum of its active products for the period less percentDiscount', () => {
    const pkg = {
      id: 'p',
      name: 'Time+Assets',
      products: ['system-Time', 'system-Assets'],
      percentDiscount: 15,
    };
    // (9999 + 10999) = 20998, 15 % = 3149.7 -> 3150, price 17848
    expect(packagePrice(pkg, PRODUCTS, 2)).toBe(17848);
    const inactive = PRODUCTS.map((p) => (p.productId === 'system-Assets' ? { ...p, status: 2 } : p));
    expect(packagePrice(pkg, inactive, 2)).toBe(lessPercent(9999, 15));
  });
});

describe('discount codes', () => {
  const code = (over: Partial<DiscountCode>): DiscountCode => ({
    code: 'SPRING',
    status: 1,
    isSingleUse: false,
    percentDiscount: 10,
    ...over,
  });
  it('gives the three messages of the spec', () => {
    expect(validateDiscountCodes([code({ startTimeStamp: '2026-03-01T00:00:00Z' })])).toEqual([
      'Please provide both the start date and end date for SPRING',
    ]);
    expect(
      validateDiscountCodes([
        code({ startTimeStamp: '2026-04-01T00:00:00Z', endTimeStamp: '2026-03-01T00:00:00Z' }),
      ]),
    ).toEqual(['Invalid start date and end date for SPRING']);
    expect(validateDiscountCodes([code({}), code({ code: 'spring ' })])).toEqual(['spring already exist.']);
  });
  it('ignores deleted codes and accepts good ones', () => {
    expect(validateDiscountCodes([code({ status: 3 }), code({})])).toEqual([]);
    expect(
      validateDiscountCodes([
        code({ startTimeStamp: '2026-03-01T00:00:00Z', endTimeStamp: '2026-03-31T00:00:00Z' }),
      ]),
    ).toEqual([]);
  });
  it('refuses a discount outside 0..100 percent and an empty code', () => {
    expect(validateDiscountCodes([code({ percentDiscount: 120 })])).toEqual([
      'The discount of SPRING must be 0 to 100 percent.',
    ]);
    expect(validateDiscountCodes([code({ code: ' ' })])).toEqual(['A discount code needs a code.']);
  });
  it('checks a code: active, inside its dates, unspent when single-use', () => {
    const codes = [
      code({}),
      code({ code: 'TIMED', startTimeStamp: '2026-03-01T00:00:00Z', endTimeStamp: '2026-03-31T23:59:59Z' }),
      code({ code: 'ONCE', isSingleUse: true, percentDiscount: 25 }),
      code({ code: 'SPENT', isSingleUse: true, usedTimeStamp: '2026-03-02T00:00:00Z' }),
      code({ code: 'OFF', status: 2 }),
    ];
    const now = '2026-03-10T12:00:00Z';
    expect(checkDiscountCode(codes, ' spring ', now)).toEqual({
      isValid: true,
      percentDiscount: 10,
      discountCode: 'SPRING',
    });
    expect(checkDiscountCode(codes, 'TIMED', now).isValid).toBe(true);
    expect(checkDiscountCode(codes, 'TIMED', '2026-04-01T00:00:00Z').isValid).toBe(false);
    expect(checkDiscountCode(codes, 'TIMED', '2026-02-28T23:59:59Z').isValid).toBe(false);
    expect(checkDiscountCode(codes, 'ONCE', now).percentDiscount).toBe(25);
    expect(checkDiscountCode(codes, 'SPENT', now)).toEqual({
      isValid: false,
      percentDiscount: 0,
      discountCode: 'SPENT',
    });
    expect(checkDiscountCode(codes, 'OFF', now).isValid).toBe(false);
    expect(checkDiscountCode(codes, 'NOPE', now).isValid).toBe(false);
    expect(checkDiscountCode(codes, '', now).isValid).toBe(false);
  });
});

describe('computeAmounts: a new contract', () => {
  it('totals per type, subtotal, grand total and expiry one period on', () => {
    const a = computeAmounts(base({ period: 2, quantities: { time: 10, assets: 2 } }));
    expect(a).toMatchObject({
      isSuccess: true,
      timeTotal: 99990,
      assetsTotal: 21998,
      formsTotal: 0,
      insightTotal: 0,
      subTotal: 121988,
      savings: 0,
      grandTotal: 121988,
      isProRated: false,
      billAmount: 121988,
      refundTotal: 0,
      contractExpiry: '2027-03-10',
    });
  });
  it('takes the package discount on its products, then the code discount on everything', () => {
    const pkg = { id: 'pk', name: 'Time only', products: ['system-Time'], percentDiscount: 20 };
    const a = computeAmounts(
      base({
        quantities: { time: 3, forms: 1 },
        pkg,
        discountPercent: 10,
        offers: [{ id: 'o1', name: 'Setup', pricePerItem: 4999 }],
        offerLines: [{ itemId: 'o1', quantity: 2 }],
      }),
    );
    // time 3 x 999 = 2997, -20 % (599.4 -> 599) = 2398, -10 % (239.8 -> 240) = 2158
    expect(a.timeTotal).toBe(2997);
    expect(a.discountedTimeTotal).toBe(2158);
    // forms 1199, -10 % (119.9 -> 120) = 1079
    expect(a.discountedFormsTotal).toBe(1079);
    // offers 9998, -10 % (999.8 -> 1000) = 8998
    expect(a.offersTotal).toBe(9998);
    expect(a.subTotal).toBe(2997 + 1199 + 9998);
    expect(a.grandTotal).toBe(2158 + 1079 + 8998);
    expect(a.savings).toBe(a.subTotal - a.grandTotal);
    expect(a.billAmount).toBe(a.grandTotal);
    expect(a.contractExpiry).toBe('2026-04-10');
  });
  it("says 'Quantity is required.' when nothing is bought", () => {
    expect(domainError(() => computeAmounts(base({ quantities: { time: 0 } })))).toEqual({
      code: 'quantityRequired',
      message: 'Quantity is required.',
    });
  });
  it('refuses fractional, negative and huge quantities, unknown periods, offers and missing prices', () => {
    expect(domainError(() => computeAmounts(base({ quantities: { time: 1.5 } }))).code).toBe('quantity');
    expect(domainError(() => computeAmounts(base({ quantities: { time: -1 } }))).code).toBe('quantity');
    expect(domainError(() => computeAmounts(base({ quantities: { time: 100001 } }))).code).toBe('quantity');
    expect(domainError(() => computeAmounts(base({ period: 5, quantities: { time: 1 } }))).code).toBe(
      'period',
    );
    expect(domainError(() => computeAmounts(base({ period: 3, quantities: { time: 1 } })))).toEqual({
      code: 'price',
      message: 'There is no 24 Month price for Time.',
    });
    expect(domainError(() => computeAmounts(base({ offerLines: [{ itemId: 'x', quantity: 1 }] }))).code).toBe(
      'offer',
    );
  });
});

describe('computeAmounts: seats added mid-contract', () => {
  const contract = {
    period: 2,
    start: '2026-01-01',
    expiry: '2027-01-01',
    quantities: { time: 10 },
    termAmount: 99990,
  };
  it('prorates each type to the day, remaining over term days, half up', () => {
    const a = computeAmounts(base({ period: 2, quantities: { time: 5 }, contract, today: '2026-07-01' }));
    // 5 x 9999 = 49995 for the whole term; 184 of 365 days remain: 49995 x 184 / 365 = 25202.96 -> 25203
    expect(daysBetween('2026-07-01', '2027-01-01')).toBe(184);
    expect(a.grandTotal).toBe(49995);
    expect(a.proratedTimeTotal).toBe(25203);
    expect(a.isProRated).toBe(true);
    expect(a.billAmount).toBe(25203);
    expect(a.contractExpiry).toBe('2027-01-01');
  });
  it('bills the whole term on its first day, and a new term after expiry', () => {
    expect(
      computeAmounts(base({ period: 2, quantities: { time: 1 }, contract, today: '2026-01-01' })),
    ).toMatchObject({ isProRated: false, billAmount: 9999 });
    const after = computeAmounts(base({ period: 1, quantities: { time: 1 }, contract, today: '2027-01-01' }));
    expect(after).toMatchObject({ isProRated: false, billAmount: 999, contractExpiry: '2027-02-01' });
  });
  it('adds offers whole, not prorated', () => {
    const a = computeAmounts(
      base({
        period: 2,
        quantities: {},
        offers: [{ id: 'o', name: 'Training', pricePerItem: 2500 }],
        offerLines: [{ itemId: 'o', quantity: 1 }],
        contract,
        today: '2026-07-01',
      }),
    );
    expect(a.billAmount).toBe(2500);
  });
  it('refuses another period than the contract (other than the upgrade)', () => {
    expect(
      domainError(() => computeAmounts(base({ period: 1, quantities: { time: 1 }, contract }))).code,
    ).toBe('period');
  });
});

describe('computeAmounts: monthly to annual', () => {
  const monthly = {
    period: 1,
    start: '2026-03-01',
    expiry: '2026-04-01',
    quantities: { time: 4 },
    termAmount: 3996,
  };
  it('is detected from a monthly contract and a 12-month choice', () => {
    expect(isMonthlyToAnnual(monthly, 2)).toBe(true);
    expect(isMonthlyToAnnual(monthly, 1)).toBe(false);
    expect(isMonthlyToAnnual(null, 2)).toBe(false);
  });
  it('needs no quantity, prices the held seats for 12 months and refunds the unused days', () => {
    const a = computeAmounts(base({ period: 2, quantities: {}, contract: monthly, today: '2026-03-10' }));
    // 4 x 9999 = 39996; 22 of 31 days unused: 3996 x 22 / 31 = 2835.87 -> 2836
    expect(a.monthlyToAnnual).toBe(true);
    expect(a.grandTotal).toBe(39996);
    expect(a.refundTotal).toBe(2836);
    expect(a.billAmount).toBe(39996 - 2836);
    expect(a.contractExpiry).toBe('2027-03-10');
    expect(a.isProRated).toBe(false);
  });
  it('adds seats bought with the upgrade', () => {
    const a = computeAmounts(
      base({ period: 2, quantities: { time: 1 }, contract: monthly, today: '2026-03-10' }),
    );
    expect(a.timeTotal).toBe(5 * 9999);
  });
});

describe('renewal dates, cancelling, sign-up paths and cards', () => {
  it('renews tomorrow at the earliest, monthly only on the 1st', () => {
    expect(earliestRenewalDate('2026-03-10', 2)).toBe('2026-03-11');
    expect(earliestRenewalDate('2026-03-10', 1)).toBe('2026-04-01');
    expect(earliestRenewalDate('2026-03-31', 1)).toBe('2026-04-01');
    expect(earliestRenewalDate('2026-12-15', 1)).toBe('2027-01-01');
    expect(renewalDateProblem('2026-03-10', '2026-03-10', 2)).toBe(
      'The renewal date must be tomorrow or later.',
    );
    expect(renewalDateProblem('2026-03-11', '2026-03-10', 2)).toBeNull();
    expect(renewalDateProblem('2026-03-11', '2026-03-10', 1)).toBe(
      'Monthly licences renew on the 1st of a month.',
    );
    expect(renewalDateProblem('2026-04-01', '2026-03-10', 1)).toBeNull();
    expect(renewalDateProblem('soon', '2026-03-10', 1)).toBe('The renewal date is not a date.');
  });
  it('clears the expiry while cancelling and restores it after', () => {
    expect(expiryAfterCanceling(true, '2027-01-01', null)).toBeNull();
    expect(expiryAfterCanceling(false, null, '2027-01-01')).toBe('2027-01-01');
  });
  it('reads the create-account variants', () => {
    expect(signupVariantOf('/create-account/abc123')).toEqual({
      monthly: false,
      promotion: false,
      token: 'abc123',
    });
    expect(signupVariantOf('/create-account/abc123/monthlypromotion')).toEqual({
      monthly: true,
      promotion: true,
      token: 'abc123',
    });
    expect(signupVariantOf('/create-account/promotion')).toEqual({
      monthly: false,
      promotion: true,
      token: null,
    });
    expect(signupVariantOf('/create-account/monthly/')).toEqual({
      monthly: true,
      promotion: false,
      token: null,
    });
  });
  it('treats 4 characters or 12 asterisks as an unchanged card', () => {
    expect(isUnchangedCard('4242')).toBe(true);
    expect(isUnchangedCard('************4242')).toBe(true);
    expect(isUnchangedCard('4242424242424242')).toBe(false);
    expect(cardExpiryYears(2026)).toHaveLength(10);
  });
});
