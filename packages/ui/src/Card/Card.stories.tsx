import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { useTheme } from '../theme';
import { Card } from './Card';

const meta = {
  title: 'ui/Card',
  component: Card,
  args: {
    title: 'Open time',
    children: '12 employees have open time records.',
    variant: 'outlined',
    padding: 'md',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outlined', 'elevated'] },
    padding: { control: 'inline-radio', options: ['none', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Groups related content on a page (dashboard tiles, settings sections). With a title it is a labelled ' +
          "region. Do keep one subject per card; don't nest cards.",
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Open time' })).toBeInTheDocument();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: <Button size="sm">Refresh</Button>,
    footer: <Button variant="primary">Close time</Button>,
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: () => {
    // Titled cards are region landmarks; the theme in the title keeps their names unique on the page.
    const theme = useTheme();
    return (
      <Box display="flex" gap="md">
        <Card title={`Outlined ${theme}`}>Body</Card>
        <Card title={`Elevated ${theme}`} variant="elevated" footer={<Button size="sm">Ok</Button>}>
          Body
        </Card>
        <Card padding="lg">No title, large padding</Card>
      </Box>
    );
  },
};
