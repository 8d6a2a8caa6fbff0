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
