import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { BarChart, BudgetDonut, type BudgetDonutProps, LineChart, PieChart } from './Charts';

/** The budget donut's band names in the toolbar language (English defaults), see .storybook/locale.tsx. */
type BandArgs = { bandLabels?: BudgetDonutProps['bandLabels'] };
const BANDS = { under90: 'Under 90 %', from90to100: '90-100 %', over100: 'Over 100 %' };

/** The Matrix story's own labels in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const MATRIX_ES: Record<string, string> = { Budgets: 'Presupuestos' };

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];

const meta = {
  title: 'widgets/Charts',
  component: BarChart,
  args: {
    title: 'Location hours',
    labels: weeks,
    series: [
      { name: 'Regular', values: [320, 298, 341, 310] },
      { name: 'Overtime', values: [22, 35, 18, 40] },
    ],
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'Location hours' })).toBeInTheDocument();
    await expect(c.getByRole('table', { name: 'Location hours' })).toHaveTextContent('Overtime');
  },
};

export const Stacked: Story = { args: { stacked: true } };

export const Line: Story = { render: (args) => <LineChart {...args} title="Hours per week" /> };

export const Pie: Story = {
  render: () => (
    <PieChart title="Time by task" labels={['Install', 'Repair', 'Travel']} values={[42, 31, 12]} />
  ),
};

export const BudgetBands: Story = {
  render: (args) => (
    <BudgetDonut
      title="Location budgets"
      percents={[45, 80, 91, 99, 100, 104, 150, null]}
      labelHeader={args.labelHeader}
      bandLabels={(args as BandArgs).bandLabels}
    />
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const bands = { ...BANDS, ...storyArgs<BandArgs>(context).bandLabels };
    const table = within(canvasElement).getByRole('table', { name: 'Location budgets' });
    await expect(table).toHaveTextContent(`${bands.under90}3`);
    await expect(table).toHaveTextContent(`${bands.from90to100}3`);
    await expect(table).toHaveTextContent(`${bands.over100}2`);
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args, context) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <BarChart {...args} height={160} />
      <BudgetDonut
        title={storyText(context, MATRIX_ES)('Budgets')}
        percents={[50, 95, 120]}
        height={160}
        labelHeader={args.labelHeader}
        bandLabels={(args as BandArgs).bandLabels}
      />
    </div>
  ),
};

/** Inside a card that shows the title already: the chart keeps it for screen readers only. */
export const HiddenTitle: Story = {
  args: { hideTitle: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'Location hours' })).toBeInTheDocument();
    const caption = canvasElement.querySelector('figcaption')!;
    await expect(caption).toHaveTextContent('Location hours');
    await expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
