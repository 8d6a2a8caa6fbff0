import type { ComputedAmounts, DiscountCheck, LicenseType, Offer, PricingPackage } from '@wm/domain';
import { BillingPeriod, LICENSE_TYPES } from '@wm/domain';
import { Select, TextField } from '@wm/ui';
import { dollars, PurchaseSummary } from '@wm/widgets';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api.js';
import * as styles from './Partners.css.js';

/** Discount check debounce and amount recalculation delay (service spec 5, 9). */
export const DISCOUNT_DEBOUNCE_MS = 800;
export const RECALC_DELAY_MS = 1000;

/** What the purchase form sends to the server (no prices: the server prices it). */
export interface PurchaseChoice {
  period: 1 | 2;
  packageId: string | null;
  discountCode: string;
  quantities: Record<LicenseType, string>;
  offers: Record<string, string>;
}

/** The request body of a choice (quantities as whole numbers; blank = 0). */
export function purchaseBody(c: PurchaseChoice) {
  return {
    period: c.period,
    packageId: c.packageId,
    ...(c.discountCode.trim() ? { discountCode: c.discountCode.trim() } : {}),
    licenses: LICENSE_TYPES.map((ltype) => ({ ltype, quantity: Number(c.quantities[ltype] || 0) })).filter(
      (l) => l.quantity > 0,
    ),
    offers: Object.entries(c.offers)
      .map(([itemId, q]) => ({ itemId, quantity: Number(q || 0) }))
      .filter((o) => o.quantity > 0),
  };
}

/** A new, empty choice. */
export const emptyChoice = (period: 1 | 2): PurchaseChoice => ({
  period,
  packageId: null,
  discountCode: '',
  quantities: { time: '', assets: '', forms: '', insight: '' },
  offers: {},
});

/**
 * Step 1 of sign-up and the buy-more-seats screen (service spec 4 "Sign-up flow", 5 "Sign-up and
 * purchase"): the period (fixed on the monthly variant), a package, seats per licence type, other
 * offers and a discount code; the code is checked 800 ms after typing stops, the amounts recomputed
 * by the server 1000 ms after the last change and shown with PurchaseSummary.
 */
export function PurchaseForm({
  choice,
  onChange,
  packages,
  offers,
  fixedPeriod,
  compute,
  checkCode,
  onAmounts,
}: {
  choice: PurchaseChoice;
  onChange: (c: PurchaseChoice) => void;
  packages: PricingPackage[];
  offers: Offer[];
  fixedPeriod?: boolean;
  compute: (body: ReturnType<typeof purchaseBody>) => Promise<ComputedAmounts>;
  checkCode?: (code: string) => Promise<DiscountCheck>;
  onAmounts?: (a: ComputedAmounts | null) => void;
}) {
  const { t } = useTranslation();
  const [amounts, setAmounts] = useState<ComputedAmounts | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [codeState, setCodeState] = useState<DiscountCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const seq = useRef(0);
  const body = purchaseBody(choice);
  const bodyKey = JSON.stringify({
    ...body,
    discountCode: codeState?.isValid ? codeState.discountCode : undefined,
  });

  useEffect(() => {
    const code = choice.discountCode.trim();
    if (!code || !checkCode) {
      setCodeState(null);
      return;
    }
    const timer = setTimeout(() => {
      checkCode(code).then(setCodeState, () =>
        setCodeState({ isValid: false, percentDiscount: 0, discountCode: code }),
      );
    }, DISCOUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [choice.discountCode, checkCode]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: recompute only when what is sent changes
  useEffect(() => {
    const n = ++seq.current;
    const send = JSON.parse(bodyKey) as ReturnType<typeof purchaseBody>;
    if (send.licenses.length === 0 && send.offers.length === 0) {
      setAmounts(null);
      onAmounts?.(null);
      setProblem(null);
      return;
    }
    setBusy(true);
    const timer = setTimeout(() => {
      compute(send).then(
        (a) => {
          if (n !== seq.current) return;
          setAmounts(a);
          onAmounts?.(a);
          setProblem(null);
          setBusy(false);
        },
        (e) => {
          if (n !== seq.current) return;
          setAmounts(null);
          onAmounts?.(null);
          setProblem(errorMessage(e));
          setBusy(false);
        },
      );
    }, RECALC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bodyKey]);

  const setQty = (type: LicenseType, v: string) =>
    onChange({ ...choice, quantities: { ...choice.quantities, [type]: v.replace(/[^0-9]/g, '') } });

  return (
    <div className={styles.steps}>
      <div className={styles.detail}>
        {!fixedPeriod ? (
          <Select
            label={t('signup.period')}
            value={String(choice.period)}
            onValueChange={(v) => onChange({ ...choice, period: Number(v) === 1 ? 1 : 2 })}
            options={[
              { value: String(BillingPeriod.Monthly), label: t('partners.period.1') },
              { value: String(BillingPeriod.Annual), label: t('partners.period.2') },
            ]}
          />
        ) : null}
        {packages.length > 0 ? (
          <Select
            label={t('signup.package')}
            value={choice.packageId ?? 'none'}
            onValueChange={(v) => onChange({ ...choice, packageId: v === 'none' ? null : v })}
            options={[
              { value: 'none', label: t('signup.noPackage') },
              ...packages.map((p) => ({ value: p.id, label: `${p.name} (-${p.percentDiscount}%)` })),
            ]}
          />
        ) : null}
        <div className={styles.grid}>
          {LICENSE_TYPES.map((type) => (
            <TextField
              key={type}
              label={t('signup.seats', { type: t(`partners.type.${type}`) })}
              inputMode="numeric"
              value={choice.quantities[type]}
              onChange={(e) => setQty(type, e.target.value)}
            />
          ))}
          {offers.map((o) => (
            <TextField
              key={o.id}
              label={`${o.name} (${dollars(o.pricePerItem)})`}
              inputMode="numeric"
              value={choice.offers[o.id] ?? ''}
              onChange={(e) =>
                onChange({
                  ...choice,
                  offers: { ...choice.offers, [o.id]: e.target.value.replace(/[^0-9]/g, '') },
                })
              }
            />
          ))}
        </div>
        {checkCode ? (
          <TextField
            label={t('signup.discountCode')}
            value={choice.discountCode}
            onChange={(e) => onChange({ ...choice, discountCode: e.target.value })}
            description={
              codeState?.isValid ? t('signup.codeValid', { percent: codeState.percentDiscount }) : undefined
            }
            error={codeState && !codeState.isValid ? t('signup.codeInvalid') : undefined}
          />
        ) : null}
        {problem ? <p role="alert">{problem}</p> : null}
      </div>
      <PurchaseSummary
        amounts={amounts}
        busy={busy}
        labels={{
          title: t('signup.summary'),
          types: {
            time: t('partners.type.time'),
            assets: t('partners.type.assets'),
            forms: t('partners.type.forms'),
            insight: t('partners.type.insight'),
          },
          offers: t('partners.otherOffers'),
          subTotal: t('signup.subTotal'),
          savings: t('signup.savings'),
          grandTotal: t('signup.grandTotal'),
          prorated: t('signup.prorated'),
          refund: t('signup.refund'),
          billAmount: t('signup.billAmount'),
          contractExpiry: t('signup.contractExpiry'),
          empty: t('signup.empty'),
        }}
      />
    </div>
  );
}
