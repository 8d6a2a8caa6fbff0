/** Customer list rules of service spec 2 "Companies" (no React, for tests). */

/** A customer company as GET /api/Company answers it. */
export interface CustomerRow {
  id: string;
  name: string;
  status: number;
  partner_id?: string | null;
  licensePeriod?: number | null;
  contractExpirationDate?: string | null;
  isCanceling?: boolean;
  priorExpirationDate?: string | null;
  licenses?: { productId: string; module: string; quantity: number }[];
  paymentContact?: { name?: string; email?: string; phone?: string } | null;
}

export interface Filters {
  text: string;
  status: string;
  partner: string;
  period: string;
  billing: string;
  from: string;
  to: string;
}

export const ALL = 'all';
/** Columns of the users' role matrix (service spec 6: roles belong to modules). */
export const MATRIX_MODULES = ['Platform', 'Time', 'Assets', 'Forms', 'Insight', 'Service'] as const;
export interface MatrixEmployee {
  id: string;
  fullName?: string | null;
  isAdministrator?: boolean;
  roleIds?: string[];
}
export const day = (v: string | null | undefined) => (v ? v.slice(0, 10) : '');

/**
 * The customers shown by the filters of service spec 2 "Companies": free text (name), status (default
 * active; 2 Paused, 3 Previous Customer), partner, licence period (monthly or 12-month only), billing
 * status (canceling or renewing) and a contract-expiry range.
 */
export function filterCustomers(rows: readonly CustomerRow[], f: Filters): CustomerRow[] {
  const text = f.text.trim().toLowerCase();
  return rows.filter(
    (c) =>
      (f.status === ALL || String(c.status) === f.status) &&
      (f.partner === ALL || c.partner_id === f.partner) &&
      (f.period === ALL || String(c.licensePeriod ?? '') === f.period) &&
      (f.billing === ALL || (f.billing === 'canceling') === Boolean(c.isCanceling)) &&
      (!text || c.name.toLowerCase().includes(text)) &&
      (!f.from || (day(c.contractExpirationDate) !== '' && day(c.contractExpirationDate) >= f.from)) &&
      (!f.to || (day(c.contractExpirationDate) !== '' && day(c.contractExpirationDate) <= f.to)),
  );
}

/**
 * A saved card as the page shows it: 'Visa •••• 4242, 12/2030' (brand capitalised; `unknownBrand`
 * when the provider gave none; expiry month/year when known). Built from the provider's brand, last
 * four digits and expiry only: a card number is never available to the console.
 */
export function maskedCard(
  card: { brand: string | null; last4: string | null; expMonth: number | null; expYear: number | null },
  unknownBrand: string,
): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : unknownBrand;
  const expiry =
    card.expMonth && card.expYear ? `, ${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : '';
  return `${brand} •••• ${card.last4 ?? '????'}${expiry}`;
}

/** True when a contract expiring on `expiry` (ISO date or timestamp) is due to renew on `today`. */
export function renewalDue(expiry: string | null | undefined, today: string): boolean {
  return Boolean(expiry) && expiry!.slice(0, 10) <= today;
}
