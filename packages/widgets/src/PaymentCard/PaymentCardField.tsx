import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The 'pure' entry loads Stripe.js only when loadStripe is called (the main entry injects its script
// on import, which the CSP refuses when Stripe is not configured).
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import * as styles from './PaymentCardField.css';

/**
 * Loads Stripe.js for `publishableKey` (from js.stripe.com; the server's CSP allows it only when
 * STRIPE_PUBLISHABLE_KEY is set). Null key: null (not configured).
 */
export function loadStripeJs(publishableKey: string | null | undefined): Promise<Stripe | null> | null {
  return publishableKey ? loadStripe(publishableKey) : null;
}

/** Turns the card typed into the hosted field into a Stripe payment method id ('pm_...'). */
export type CardTokenizer = () => Promise<string>;

/** Texts of PaymentCardField (English defaults; the console passes its translations). */
export interface PaymentCardFieldLabels {
  label: string;
  notConfigured: string;
  incomplete: string;
}
export const defaultPaymentCardFieldLabels: PaymentCardFieldLabels = {
  label: 'Card',
  notConfigured: 'Card payments are not configured: purchases are recorded as invoices to be paid.',
  incomplete: 'Please complete the card details.',
};

export interface PaymentCardFieldProps {
  /** Stripe.js (loadStripeJs(publishableKey)); null when payments are not configured. */
  stripe: Promise<Stripe | null> | Stripe | null;
  /** Receives the tokenizer once the field is ready (null while it is not). */
  onTokenizer: (tokenize: CardTokenizer | null) => void;
  labels?: Partial<PaymentCardFieldLabels>;
}

function CardInner({
  onTokenizer,
  labels,
}: {
  onTokenizer: PaymentCardFieldProps['onTokenizer'];
  labels: PaymentCardFieldLabels;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!stripe || !elements) {
      onTokenizer(null);
      return;
    }
    onTokenizer(async () => {
      const card = elements.getElement(CardElement);
      if (!card) throw new Error(labels.incomplete);
      const { paymentMethod, error: e } = await stripe.createPaymentMethod({ type: 'card', card });
      if (e || !paymentMethod) throw new Error(e?.message ?? labels.incomplete);
      return paymentMethod.id;
    });
    return () => onTokenizer(null);
  }, [stripe, elements, onTokenizer, labels.incomplete]);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{labels.label}</span>
      <div className={styles.box} data-testid="card-field">
        <CardElement
          options={{ hidePostalCode: false }}
          onChange={(e) => setError(e.error?.message ?? null)}
        />
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The card field of sign-up and purchase (issue 13 section 3): Stripe's hosted card element
 * (Stripe.js + Elements), so the card number never reaches our server; `onTokenizer` hands the
 * caller a function that creates the payment method ('pm_...') to send with the purchase, and
 * throws an Error with Stripe's message for a bad card. Without Stripe (`stripe` null) it shows the
 * 'not configured' state (data-testid payment-not-configured) and never loads Stripe.js.
 */
export function PaymentCardField({ stripe, onTokenizer, labels }: PaymentCardFieldProps) {
  const l = { ...defaultPaymentCardFieldLabels, ...labels };
  if (!stripe)
    return (
      <p className={styles.notConfigured} data-testid="payment-not-configured">
        {l.notConfigured}
      </p>
    );
  return (
    <Elements stripe={stripe}>
      <CardInner onTokenizer={onTokenizer} labels={l} />
    </Elements>
  );
}
