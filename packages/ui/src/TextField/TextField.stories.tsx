import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATE_ES, storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { TextField } from './TextField';

/** The Matrix samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = {
  ...STATE_ES,
  Placeholder: 'Texto indicativo',
  Help: 'Ayuda',
  'Help text': 'Texto de ayuda',
  Value: 'Valor',
};

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'First name', placeholder: 'e.g. Maria', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A single line of text with a label, optional help text and an error. Do keep labels short and put ' +
          "format hints in `description`; don't use the placeholder as the label.",
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    const input = canvas.getByLabelText(text);
    await userEvent.type(input, 'Ana');
    await expect(input).toHaveValue('Ana');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const WithDescription: Story = {
  args: { label: 'Email', description: 'Used to sign in and for password resets.', type: 'email' },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Used to sign in and for password resets.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Code', defaultValue: 'A B', error: 'Only letters and digits are allowed.' },
  play: async (context) => {
    const { canvas } = context;
    const input = canvas.getByLabelText('Code');
    await expect(input).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only letters and digits are allowed.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => {
    const s = storyText(context, ES);
    return (
      <Box display="flex" gap="md">
        <TextField label={s('Plain')} placeholder={s('Placeholder')} />
        <TextField label={s('Help')} description={s('Help text')} defaultValue={s('Value')} />
        <TextField label={s('Error')} error={s('Required')} />
        <TextField label={s('Disabled')} disabled defaultValue={s('Disabled')} />
      </Box>
    );
  },
};
