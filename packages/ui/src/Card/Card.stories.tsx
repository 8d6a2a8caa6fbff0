import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyT, storyText, storyTextArgs } from '../../../../.storybook/storyArgs';
import { Box } from '../Box';
import { Button } from '../Button';
import { useTheme } from '../theme';
import { Card } from './Card';

/** The samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = {
  'Open time': 'Tiempo abierto',
  '12 employees have open time records.': '12 empleados tienen registros de tiempo abiertos.',
  'Close time': 'Cerrar tiempo',
  Outlined: 'Con borde',
  Elevated: 'Elevada',
  Body: 'Contenido',
  'No title, large padding': 'Sin título, margen grande',
};

const meta = {
  title: 'ui/Card',
  component: Card,
  args: {
    title: 'Open time',
    children: '12 employees have open time records.',
    variant: 'outlined',
    padding: 'md',
  },
  render: (args, context) => <Card {...storyTextArgs(context, args, ES)} />,
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
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('region', { name: storyText({ globals }, ES)('Open time') }),
    ).toBeInTheDocument();
  },
};

export const WithActionsAndFooter: Story = {
  render: (args, context) => (
    <Card
      {...storyTextArgs(context, args, ES)}
      actions={<Button size="sm">{storyT(context)('common.refresh')}</Button>}
      footer={<Button variant="primary">{storyText(context, ES)('Close time')}</Button>}
    />
  ),
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => {
    // Titled cards are region landmarks; the theme in the title keeps their names unique on the page.
    const theme = useTheme();
    const s = storyText(context, ES);
    return (
      <Box display="flex" gap="md">
        <Card title={`${s('Outlined')} ${theme}`}>{s('Body')}</Card>
        <Card
          title={`${s('Elevated')} ${theme}`}
          variant="elevated"
          footer={<Button size="sm">{storyT(context)('common.ok')}</Button>}
        >
          {s('Body')}
        </Card>
        <Card padding="lg">{s('No title, large padding')}</Card>
      </Box>
    );
  },
};
