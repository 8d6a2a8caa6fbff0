import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATE_ES, storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { NumberField, type NumberFieldProps } from './NumberField';

/** The Matrix samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = { ...STATE_ES, Decimal: 'Decimal', Fixed: 'Sin decimales' };

function Controlled(props: Omit<NumberFieldProps, 'value' | 'onValueChange'> & Partial<NumberFieldProps>) {
  const [text, setText] = useState(props.value ?? '');
  return (
    <NumberField
      {...props}
      value={text}
      onValueChange={(t, n) => {
        setText(t);
        props.onValueChange?.(t, n);
      }}
    />
  );
}

const meta = {
  title: 'ui/NumberField',
  component: NumberField,
  args: { label: 'Hours', value: '', onValueChange: fn(), fixed: false },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A number-only text field: only digits, navigation keys and one decimal point can be typed (no point when ' +
          "`fixed`); pasted text is cleaned. Do state the unit in the label ('Hours', 'Miles'); don't use it for " +
          'codes that merely look numeric (ZIP, PIN) when leading zeros or letters may appear.',
      },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    const input = canvas.getByLabelText(text);
    await userEvent.type(input, '1a2.5.x7');
    await expect(input).toHaveValue('12.57');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12.57', 12.57);
  },
};

export const NavigationKeys: Story = {
  args: { value: '125' },
  play: async (context) => {
    const { canvas } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    const input = canvas.getByLabelText(text);
    await userEvent.click(input);
    await userEvent.keyboard('{End}{ArrowLeft}{Backspace}{Home}9');
    await expect(input).toHaveValue('915');
  },
};

export const FixedIntegers: Story = {
  args: { label: 'Cardinality', fixed: true },
  play: async (context) => {
    const { canvas } = context;
    const input = canvas.getByLabelText('Cardinality');
    await userEvent.type(input, '4.5');
    await expect(input).toHaveValue('45');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const PasteIsCleaned: Story = {
  play: async (context) => {
    const { canvas } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    const input = canvas.getByLabelText(text);
    await userEvent.click(input);
    await userEvent.paste('$1,234.50.1');
    await expect(input).toHaveValue('1234.501');
    // The cleaned paste says why characters went missing (issue 19).
    await expect(canvas.getByText('Only digits and a decimal point can be typed.')).toBeVisible();
  },
};

/** A refused key (a letter, a minus) says what can be typed; the next digit clears the message. */
export const RefusedKey: Story = {
  play: async (context) => {
    const { canvas } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    const input = canvas.getByLabelText(text);
    await userEvent.click(input);
    await userEvent.keyboard('-');
    await expect(canvas.getByText('Only digits and a decimal point can be typed.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('2');
    await expect(canvas.queryByText('Only digits and a decimal point can be typed.')).toBeNull();
  },
};

export const WithError: Story = { args: { value: '0', error: 'Must be a valid number.' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => {
    const s = storyText(context, ES);
    return (
      <Box display="flex" gap="md">
        <NumberField label={s('Decimal')} value="7.5" onValueChange={() => {}} />
        <NumberField label={s('Fixed')} value="12" fixed onValueChange={() => {}} />
        <NumberField label={s('Error')} value="" error={s('Required')} onValueChange={() => {}} />
        <NumberField label={s('Disabled')} value="3" disabled onValueChange={() => {}} />
      </Box>
    );
  },
};
