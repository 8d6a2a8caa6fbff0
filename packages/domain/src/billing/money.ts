/**
 * Money and calendar helpers of the billing rules (service spec 3 "Licences and billing", 4
 * "Licences, companies and sign-up"). Every amount is an integer number of cents (USD, spec 9); no
 * floating-point money is ever kept.
 *
 * Rounding rule (one rule everywhere): a share of an amount (a percentage, or a fraction of days) is
 * computed exactly in integers and rounded half up to the cent (0.5 cent goes up). Percentages are
 * handled in basis points (1 % = 100 bp), so 12.5 % is exact.
 */

/** Throws when `cents` is not a whole, non-negative, safe number of cents. */
export function assertCents(cents: number, what = 'amount'): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${what} must be a whole number of cents >= 0 (got ${cents})`);
}

/** A percentage (0..100, at most 2 decimals) as basis points; throws for anything else. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError(`percent must be 0..100 (got ${percent})`);
  const bp = Math.round(percent * 100);
  if (Math.abs(bp - percent * 100) > 1e-6)
    throw new RangeError(`percent may have at most 2 decimals (got ${percent})`);
  return bp;
}

/**
 * `numerator/denominator` of `cents`, rounded half up to the cent, in integers only.
 * Throws RangeError when an intermediate product is not a safe integer.
 */
export function shareOf(cents: number, numerator: number, denominator: number): number {
  assertCents(cents);
  if (
    !Number.isSafeInteger(numerator) ||
    numerator < 0 ||
    !Number.isSafeInteger(denominator) ||
    denominator <= 0
  )
    throw new RangeError(`invalid share ${numerator}/${denominator}`);
  const scaled = cents * numerator * 2 + denominator;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('amount too large');
  return Math.floor(scaled / (2 * denominator));
}

/** `percent` % of `cents`, rounded half up to the cent (e.g. 10 % of 999 = 100). */
export function percentOf(cents: number, percent: number): number {
  return shareOf(cents, percentToBasisPoints(percent), 10000);
}

/** `cents` less `percent` % of it (the discount rounded half up first, so the price rounds down). */
export function lessPercent(cents: number, percent: number): number {
  return cents - percentOf(cents, percent);
}

/** Cents as a plain decimal string without symbol ('1234.50' for 123450; spec 9 "currency without symbol"). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/**
 * Parses a price typed in dollars ('12', '12.5', '12.50') to cents; null for anything else
 * (negative, more than 2 decimals, not a number). No floating point is involved.
 */
export function parseDollars(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A calendar date 'YYYY-MM-DD' (UTC calendar, no time). */
export type IsoDate = string;

const DAY_MS = 86_400_000;

function parseIsoDate(date: IsoDate): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a date YYYY-MM-DD: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`not a calendar date: ${date}`);
  return ms;
}

/** True when `date` is a valid 'YYYY-MM-DD' calendar date. */
export function isIsoDate(date: unknown): date is IsoDate {
  if (typeof date !== 'string') return false;
  try {
    parseIsoDate(date);
    return true;
  } catch {
    return false;
  }
}

/** The UTC calendar date of an instant (Date or ISO string). */
export function isoDateOf(instant: Date | string): IsoDate {
  return new Date(instant).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parseIsoDate(to) - parseIsoDate(from)) / DAY_MS);
}

/** `date` plus `days` days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(parseIsoDate(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `date` plus `months` months, the day clamped to the month's end (2026-01-31 + 1 = 2026-02-28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = new Date(parseIsoDate(date));
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last))).toISOString().slice(0, 10);
}
