import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The 'pure' entry loads Stripe.js only when loadStripe is called (the main entry injects its script
// on import, which the CSP refuses when Stripe is not configured).
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import * as styles from './PaymentCardField.css';

/**
 * Loads Stripe.js for `publishableKey` (from js.stripe.com; the server's CSP allows it only when
 * STRIPE_PUBLISHABLE_KEY is set). Null key: null (not configured).
 */
export function loadStripeJs(publishableKey: string | null | undefined): Promise<Stripe | null> | null {
  return publishableKey ? loadStripe(publishableKey) : null;
}

/**
 * Turns the card typed into the hosted field into a Stripe payment method id ('pm_...'). Null when
 * the field is left empty while a saved card is shown (the spec's masked number: 'unchanged card').
 */
export type CardTokenizer = () => Promise<string | null>;

/**
 * Confirms a SetupIntent (its client secret from the server) with the card typed into the hosted
 * field (Stripe.js confirmCardSetup), so the provider keeps the card for renewals; resolves to the
 * SetupIntent id ('seti_...') and throws an Error with Stripe's message for a bad card.
 */
export type CardSetupConfirmer = (clientSecret: string) => Promise<string>;

/** Texts of PaymentCardField (English defaults; the console passes its translations). */
export interface PaymentCardFieldLabels {
  label: string;
  notConfigured: string;
  incomplete: string;
  /** Shown under a saved card: leaving the field empty keeps it. */
  keepSaved: string;
}
export const defaultPaymentCardFieldLabels: PaymentCardFieldLabels = {
  label: 'Card',
  notConfigured: 'Card payments are not configured: purchases are recorded as invoices to be paid.',
  incomplete: 'Please complete the card details.',
  keepSaved: 'Leave the card empty to use the saved card.',
};

export interface PaymentCardFieldProps {
  /** Stripe.js (loadStripeJs(publishableKey)); null when payments are not configured. */
  stripe: Promise<Stripe | null> | Stripe | null;
  /** Receives the tokenizer once the field is ready (null while it is not). */
  onTokenizer: (tokenize: CardTokenizer | null) => void;
  /** Receives the SetupIntent confirmer once the field is ready (null while it is not). */
  onSetupConfirmer?: (confirm: CardSetupConfirmer | null) => void;
  /**
   * The saved card, masked as the caller words it (e.g. 'Visa •••• 4242'; never a number): shown
   * above the field, and an empty field then tokenizes to null ('unchanged card').
   */
  savedCard?: string | null;
  labels?: Partial<PaymentCardFieldLabels>;
}

function CardInner({
  onTokenizer,
  onSetupConfirmer,
  savedCard,
  labels,
}: {
  onTokenizer: PaymentCardFieldProps['onTokenizer'];
  onSetupConfirmer: PaymentCardFieldProps['onSetupConfirmer'];
  savedCard: string | null;
  labels: PaymentCardFieldLabels;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  // Stripe reports whether the field is empty on each change; it starts empty.
  const empty = useRef(true);
  useEffect(() => {
    if (!stripe || !elements) {
      onTokenizer(null);
      onSetupConfirmer?.(null);
      return;
    }
    onTokenizer(async () => {
      if (savedCard && empty.current) return null;
      const card = elements.getElement(CardElement);
      if (!card) throw new Error(labels.incomplete);
      const { paymentMethod, error: e } = await stripe.createPaymentMethod({ type: 'card', card });
      if (e || !paymentMethod) throw new Error(e?.message ?? labels.incomplete);
      return paymentMethod.id;
    });
    onSetupConfirmer?.(async (clientSecret) => {
      const card = elements.getElement(CardElement);
      if (!card) throw new Error(labels.incomplete);
      const { setupIntent, error: e } = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card },
      });
      if (e || !setupIntent) throw new Error(e?.message ?? labels.incomplete);
      return setupIntent.id;
    });
    return () => {
      onTokenizer(null);
      onSetupConfirmer?.(null);
    };
  }, [stripe, elements, onTokenizer, onSetupConfirmer, savedCard, labels.incomplete]);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{labels.label}</span>
      {savedCard ? (
        <p className={styles.saved} data-testid="saved-card">
          {savedCard}. {labels.keepSaved}
        </p>
      ) : null}
      <div className={styles.box} data-testid="card-field">
        <CardElement
          options={{ hidePostalCode: false }}
          onChange={(e) => {
            empty.current = e.empty;
            setError(e.error?.message ?? null);
          }}
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
 * throws an Error with Stripe's message for a bad card; `onSetupConfirmer` one that confirms a
 * SetupIntent to keep the card for renewals. With `savedCard` the masked card is shown and an empty
 * field means 'unchanged card' (the tokenizer gives null). Without Stripe (`stripe` null) it shows
 * the 'not configured' state (data-testid payment-not-configured) and never loads Stripe.js.
 */
export function PaymentCardField({
  stripe,
  onTokenizer,
  onSetupConfirmer,
  savedCard,
  labels,
}: PaymentCardFieldProps) {
  const l = { ...defaultPaymentCardFieldLabels, ...labels };
  if (!stripe)
    return (
      <p className={styles.notConfigured} data-testid="payment-not-configured">
        {l.notConfigured}
      </p>
    );
  return (
    <Elements stripe={stripe}>
      <CardInner
        onTokenizer={onTokenizer}
        onSetupConfirmer={onSetupConfirmer}
        savedCard={savedCard ?? null}
        labels={l}
      />
    </Elements>
  );
}
