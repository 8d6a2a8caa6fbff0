import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyArgs } from '../../../../.storybook/storyArgs';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Spinner } from './Spinner';

const meta = {
  title: 'ui/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          'Shows that something is loading when the time is unknown. Do give it a label unless text next to it ' +
          "already says what happens; don't use it for work with known progress (use ProgressBar).",
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const label = storyArgs<{ label: string }>(context).label;
    await expect(canvas.getByRole('status', { name: label })).toBeInTheDocument();
  },
};

export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: () => (
    <Box display="flex" gap="lg" alignItems="center">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </Box>
  ),
};
