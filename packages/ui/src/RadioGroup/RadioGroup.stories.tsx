import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { STATE_ES, storyOptions, storyText } from '../../../../.storybook/storyArgs';
import { Box } from '../Box';
import { RadioGroup } from './RadioGroup';

/** The Matrix samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = {
  ...STATE_ES,
  'Decimal (7.50)': 'Decimal (7,50)',
  'Hours and minutes (7:30)': 'Horas y minutos (7:30)',
  Seconds: 'Segundos',
};

const options = [
  { value: '1', label: 'Decimal (7.50)' },
  { value: '2', label: 'Hours and minutes (7:30)' },
  { value: '3', label: 'Seconds', disabled: true },
];

const meta = {
  title: 'ui/RadioGroup',
  component: RadioGroup,
  args: { label: 'Time format', options, defaultValue: '1', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  parameters: {
    docs: {
      description: {
        component:
          'One choice among 2-5 options that should all be visible. Arrow keys move and choose. Do preselect a ' +
          "sensible default; don't use it for long lists (Select) or on/off (Checkbox/Switch).",
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Hours and minutes (7:30)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('radio', { name: 'Decimal (7.50)' }).focus();
    // Hold the key like a person does: Radix checks the radio that gets focus while an arrow is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Hours and minutes (7:30)' })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithError: Story = { args: { defaultValue: undefined, error: 'Choose a time format.' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => {
    const s = storyText(context, ES);
    const shown = storyOptions(options, s);
    return (
      <Box display="flex" gap="xl">
        <RadioGroup label={s('Vertical')} options={shown} defaultValue="2" />
        <RadioGroup label={s('Horizontal')} options={shown} orientation="horizontal" defaultValue="1" />
      </Box>
    );
  },
};
