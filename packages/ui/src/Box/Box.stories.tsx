import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'ui/Box',
  component: Box,
  args: {
    display: 'flex',
    gap: 'md',
    padding: 'lg',
    background: 'surface',
    borderRadius: 'md',
    boxShadow: 'sm',
    children: 'Box',
  },
  parameters: {
    docs: {
      description: {
        component:
          'The layout primitive: spacing, flex, colour, radius and shadow through theme tokens (sprinkles), ' +
          "responsive with `{ mobile, tablet, desktop }`. Do use it instead of ad-hoc CSS for layout; don't use it for component looks (write a recipe).",
      },
    },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsElement: Story = {
  args: { as: 'section', 'aria-label': 'Summary', children: 'A section' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: () => (
    <Box display="flex" gap="sm">
      {(['page', 'surface', 'raised', 'sunken', 'primary'] as const).map((bg) => (
        <Box
          key={bg}
          background={bg}
          color={bg === 'primary' ? 'inverse' : 'text'}
          padding="md"
          borderRadius="md"
          boxShadow="sm"
        >
          {bg}
        </Box>
      ))}
    </Box>
  ),
};
