import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Stripe } from '@stripe/stripe-js';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import {
  type CardSetupConfirmer,
  type CardTokenizer,
  defaultPaymentCardFieldLabels,
  PaymentCardField,
} from './PaymentCardField';

/*
 * The Stripe card field (issue 13). No network: the configured story gets a stand-in for Stripe.js
 * (what loadStripe resolves to) whose card element draws a plain box and whose createPaymentMethod
 * answers like Stripe's recorded response (and confirmCardSetup like a succeeded SetupIntent).
 */

/** A minimal Stripe.js stand-in: Elements mounts a box; createPaymentMethod returns pm_card_visa. */
function fakeStripe(): Stripe {
  const element = {
    mount(el: HTMLElement | string) {
      const host = typeof el === 'string' ? document.querySelector(el) : el;
      if (host) host.textContent = '4242 4242 4242 4242   12 / 34   123';
    },
    on: () => element,
    off: () => element,
    once: () => element,
    update: () => undefined,
    destroy: () => undefined,
    unmount: () => undefined,
    focus: () => undefined,
    blur: () => undefined,
    clear: () => undefined,
  };
  const elements = {
    create: () => element,
    getElement: () => element,
    update: () => undefined,
    fetchUpdates: async () => ({}),
    submit: async () => ({}),
  };
  return {
    elements: () => elements,
    createToken: async () => ({}),
    createPaymentMethod: async () => ({ paymentMethod: { id: 'pm_card_visa', object: 'payment_method' } }),
    confirmCardPayment: async () => ({}),
    confirmCardSetup: async () => ({
      setupIntent: { id: 'seti_1RecSetupNorthwind', object: 'setup_intent', status: 'succeeded' },
    }),
    registerAppInfo: () => undefined,
    _registerWrapper: () => undefined,
  } as unknown as Stripe;
}

const onTokenizer = fn<(t: CardTokenizer | null) => void>();
const onSetupConfirmer = fn<(c: CardSetupConfirmer | null) => void>();

const meta = {
  title: 'widgets/PaymentCardField',
  component: PaymentCardField,
  args: { stripe: null, onTokenizer },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentCardField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without STRIPE_PUBLISHABLE_KEY: the 'not configured' state, Stripe.js is never loaded. */
export const NotConfigured: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultPaymentCardFieldLabels);
    await expect(within(canvasElement).getByTestId('payment-not-configured')).toHaveTextContent(
      l.notConfigured,
    );
  },
};

/** With Stripe: the hosted card field; the tokenizer turns the card into a payment method id. */
export const Configured: Story = {
  args: { stripe: fakeStripe() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('card-field')).toBeVisible();
    await waitFor(() => expect(onTokenizer.mock.calls.some(([t]) => typeof t === 'function')).toBe(true));
    const tokenize = onTokenizer.mock.calls.map(([t]) => t).findLast((t) => typeof t === 'function')!;
    await expect(await tokenize()).toBe('pm_card_visa');
  },
};

/**
 * A saved card (masked): an empty field keeps it (the tokenizer gives null, 'unchanged card'), and
 * the SetupIntent confirmer keeps a new card for renewals.
 */
export const SavedCard: Story = {
  args: { stripe: fakeStripe(), savedCard: 'Visa •••• 4242', onSetupConfirmer },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('saved-card')).toHaveTextContent('Visa •••• 4242');
    await waitFor(() =>
      expect(onSetupConfirmer.mock.calls.some(([c]) => typeof c === 'function')).toBe(true),
    );
    const tokenize = onTokenizer.mock.calls.map(([t]) => t).findLast((t) => typeof t === 'function')!;
    await expect(await tokenize()).toBeNull();
    const confirm = onSetupConfirmer.mock.calls.map(([c]) => c).findLast((c) => typeof c === 'function')!;
    await expect(await confirm('seti_1RecSetupNorthwind_secret_RecClientSecret0001')).toBe(
      'seti_1RecSetupNorthwind',
    );
  },
};
