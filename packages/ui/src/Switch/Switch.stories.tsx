import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATE_ES, storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Switch } from './Switch';

const meta = {
  title: 'ui/Switch',
  component: Switch,
  args: { label: 'Show inactive records', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that takes effect at once (filters, preferences). Do label the "on" state; ' +
          "don't use it in a form that needs Save (use Checkbox).",
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    const sw = canvas.getByRole('switch', { name: text });
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(sw).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: { description: 'Includes records with status inactive.', defaultChecked: true },
};

export const Disabled: Story = { args: { disabled: true } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => {
    const s = storyText(context, STATE_ES);
    return (
      <Box display="flex" gap="lg">
        <Switch label={s('Off')} checked={false} />
        <Switch label={s('On')} checked />
        <Switch label={s('Disabled')} disabled />
      </Box>
    );
  },
};
