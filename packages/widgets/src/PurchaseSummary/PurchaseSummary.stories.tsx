import type { Meta, StoryObj } from '@storybook/react-vite';
import { computeAmounts, type PartnerProduct } from '@wm/domain';
import { expect, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { defaultPurchaseSummaryLabels, PurchaseSummary } from './PurchaseSummary';

const products: PartnerProduct[] = ['Time', 'Assets', 'Forms', 'Insight'].map((p) => ({
  productId: `system-${p}`,
  licenseOptions: [
    { id: `${p}-1`, product_id: `system-${p}`, period: 1, price: 800 },
    { id: `${p}-2`, product_id: `system-${p}`, period: 2, price: 8000 },
  ],
}));

const newContract = computeAmounts({
  products,
  period: 2,
  quantities: { time: 10, forms: 2 },
  pkg: { id: 'p', name: 'Field Suite', products: ['system-Time', 'system-Forms'], percentDiscount: 10 },
  discountPercent: 20,
  offers: [{ id: 'o', name: 'Onboarding', pricePerItem: 15000 }],
  offerLines: [{ itemId: 'o', quantity: 1 }],
  today: '2026-07-01',
});

const prorated = computeAmounts({
  products,
  period: 2,
  quantities: { time: 5 },
  today: '2026-07-01',
  contract: {
    period: 2,
    start: '2026-01-01',
    expiry: '2027-01-01',
    quantities: { time: 25 },
    termAmount: 200000,
  },
});

const meta = {
  title: 'widgets/PurchaseSummary',
  component: PurchaseSummary,
  args: { amounts: newContract },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PurchaseSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new annual contract with a package, a discount code and an offer. */
export const NewContract: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // 10 x 80.00 = 800.00, -10 % = 720.00, -20 % = 576.00
    await expect(c.getByTestId('amount-time')).toHaveTextContent('$800.00 $576.00');
    await expect(c.getByTestId('amount-grand')).toHaveTextContent(
      `$${(newContract.grandTotal / 100).toFixed(2)}`,
    );
    await expect(c.getByTestId('amount-bill')).toHaveTextContent('$811.20');
    await expect(c.getByTestId('amount-savings')).toBeVisible();
  },
};

/** Five seats added mid-contract: prorated to the day. */
export const Prorated: Story = {
  args: { amounts: prorated },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('amount-prorated')).toHaveTextContent('$201.64');
    await expect(c.getByTestId('amount-bill')).toHaveTextContent('$201.64');
  },
};

/** Nothing chosen yet. */
export const Empty: Story = {
  args: { amounts: null },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultPurchaseSummaryLabels);
    await expect(within(canvasElement).getByText(l.empty)).toBeVisible();
  },
};

/** Spanish labels. */
export const Spanish: Story = {
  args: {
    labels: {
      title: 'Resumen del pedido',
      billAmount: 'Importe a pagar ahora',
      types: { time: 'Tiempo', assets: 'Activos', forms: 'Formularios', insight: 'Análisis' },
    },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultPurchaseSummaryLabels);
    await expect(within(canvasElement).getByText(l.billAmount)).toBeVisible();
    await expect(within(canvasElement).getByText(l.types.time)).toBeVisible();
  },
};
