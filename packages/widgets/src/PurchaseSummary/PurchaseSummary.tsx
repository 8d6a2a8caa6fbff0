import { type ComputedAmounts, formatCents, LICENSE_TYPES, type LicenseType } from '@wm/domain';
import * as styles from './PurchaseSummary.css';

/** Texts of the summary (English defaults; the console passes translations). */
export interface PurchaseSummaryLabels {
  title: string;
  types: Record<LicenseType, string>;
  offers: string;
  subTotal: string;
  savings: string;
  grandTotal: string;
  prorated: string;
  refund: string;
  billAmount: string;
  contractExpiry: string;
  empty: string;
  /** Currency display of cents (default '$1,234.50'). */
  money?: (cents: number) => string;
}

export const defaultPurchaseSummaryLabels: PurchaseSummaryLabels = {
  title: 'Order summary',
  types: { time: 'Time', assets: 'Assets', forms: 'Forms', insight: 'Insight' },
  offers: 'Other offers',
  subTotal: 'Subtotal',
  savings: 'Savings',
  grandTotal: 'Total for the term',
  prorated: 'Prorated to the contract end',
  refund: 'Refund of the unused month',
  billAmount: 'Amount due now',
  contractExpiry: 'Contract expiry',
  empty: 'Choose quantities to see the price.',
};

/** '$1,234.50' from cents (USD, spec 9). */
export const dollars = (cents: number) => {
  const [whole, frac] = formatCents(cents).split('.');
  return `${cents < 0 ? '-' : ''}$${whole!.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

export interface PurchaseSummaryProps {
  /** The server's computed amounts (integer cents), or null while none are computed. */
  amounts: ComputedAmounts | null;
  labels?: Partial<PurchaseSummaryLabels>;
  /** Shows a busy state while the amounts are being recomputed. */
  busy?: boolean;
  /** Formats the contract expiry date ('YYYY-MM-DD'); default as is. */
  formatDate?: (date: string) => string;
}

/**
 * The computed amounts of a purchase (service spec 3 "Computed amounts response"): per licence type
 * the total and, when discounted, the discounted total; offers; subtotal, savings, the term's grand
 * total; when prorated or an upgrade, the prorated amounts and the refund; the amount due now and the
 * contract expiry. Displays what the server computed; it computes nothing itself.
 */
export function PurchaseSummary({
  amounts,
  labels,
  busy = false,
  formatDate = (d) => d,
}: PurchaseSummaryProps) {
  const l = { ...defaultPurchaseSummaryLabels, ...labels };
  const money = l.money ?? dollars;
  const cap = (t: LicenseType) => `${t[0]!.toUpperCase()}${t.slice(1)}` as Capitalize<LicenseType>;
  return (
    <section className={styles.root} aria-label={l.title} aria-busy={busy}>
      <h3>{l.title}</h3>
      {!amounts ? (
        <p className={styles.muted}>{l.empty}</p>
      ) : (
        <table className={styles.table}>
          <tbody>
            {LICENSE_TYPES.filter((t) => amounts[`${t}Total`] > 0).map((t) => (
              <tr key={t}>
                <td className={styles.cell}>{l.types[t]}</td>
                <td className={`${styles.cell} ${styles.amount}`} data-testid={`amount-${t}`}>
                  {amounts[`discounted${cap(t)}Total`] !== amounts[`${t}Total`] ? (
                    <>
                      <s className={styles.muted}>{money(amounts[`${t}Total`])}</s>{' '}
                      {money(amounts[`discounted${cap(t)}Total`])}
                    </>
                  ) : (
                    money(amounts[`${t}Total`])
                  )}
                </td>
              </tr>
            ))}
            {amounts.offersTotal > 0 ? (
              <tr>
                <td className={styles.cell}>{l.offers}</td>
                <td className={`${styles.cell} ${styles.amount}`}>{money(amounts.offersTotal)}</td>
              </tr>
            ) : null}
            <tr className={styles.total}>
              <td className={styles.cell}>{l.subTotal}</td>
              <td className={`${styles.cell} ${styles.amount}`}>{money(amounts.subTotal)}</td>
            </tr>
            {amounts.savings > 0 ? (
              <tr>
                <td className={styles.cell}>{l.savings}</td>
                <td className={`${styles.cell} ${styles.amount}`} data-testid="amount-savings">
                  -{money(amounts.savings)}
                </td>
              </tr>
            ) : null}
            <tr>
              <td className={styles.cell}>{l.grandTotal}</td>
              <td className={`${styles.cell} ${styles.amount}`} data-testid="amount-grand">
                {money(amounts.grandTotal)}
              </td>
            </tr>
            {amounts.isProRated ? (
              <tr>
                <td className={styles.cell}>{l.prorated}</td>
                <td className={`${styles.cell} ${styles.amount}`} data-testid="amount-prorated">
                  {money(LICENSE_TYPES.reduce((s, t) => s + amounts[`prorated${cap(t)}Total`], 0))}
                </td>
              </tr>
            ) : null}
            {amounts.refundTotal > 0 ? (
              <tr>
                <td className={styles.cell}>{l.refund}</td>
                <td className={`${styles.cell} ${styles.amount}`}>-{money(amounts.refundTotal)}</td>
              </tr>
            ) : null}
            <tr className={`${styles.total} ${styles.bill}`}>
              <td className={styles.cell}>{l.billAmount}</td>
              <td className={`${styles.cell} ${styles.amount}`} data-testid="amount-bill">
                {money(amounts.billAmount)}
              </td>
            </tr>
            <tr>
              <td className={`${styles.cell} ${styles.muted}`}>{l.contractExpiry}</td>
              <td className={`${styles.cell} ${styles.amount} ${styles.muted}`}>
                {formatDate(amounts.contractExpiry)}
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  );
}
