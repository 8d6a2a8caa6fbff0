import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { DurationInput, type DurationInputProps } from './DurationInput';
import { expectNoSidewaysScroll, PHONE_GLOBALS } from '../internal/phone';

function Host(props: DurationInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DurationInput
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

/** The Matrix story's own labels in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const MATRIX_ES: Record<string, string> = { 'Hours (decimal)': 'Horas (decimales)' };

const meta = {
  title: 'widgets/DurationInput',
  component: DurationInput,
  args: { label: 'Duration', value: 150, mode: 1, onChange: fn(), onError: fn() },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof DurationInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    await expect(within(canvasElement).getByLabelText(label)).toHaveValue('2h 30m');
  },
};

export const HoursAndMinutes: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    const input = within(canvasElement).getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, '1h 45m{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(105);
  },
};

export const MissingMarkers: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    const c = within(canvasElement);
    const input = c.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, '230{Enter}');
    await expect(c.getByRole('alert')).toHaveTextContent(
      'Hours and/or minutes identifiers must be specified.',
    );
  },
};

export const FractionalHours: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    const c = within(canvasElement);
    const input = c.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, '1.5h{Enter}');
    await expect(c.getByRole('alert')).toHaveTextContent('Hours must be a whole number.');
  },
};

export const DecimalMode: Story = {
  args: { mode: 2, value: 90 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    const c = within(canvasElement);
    const input = c.getByLabelText(label);
    await expect(input).toHaveValue('1.5');
    await userEvent.clear(input);
    await userEvent.type(input, '2h{Enter}');
    await expect(c.getByRole('alert')).toHaveTextContent(
      'Invalid character. Only numbers and a decimal point are valid.',
    );
    await userEvent.clear(input);
    await userEvent.type(input, '0.25{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
  },
};

export const WithDescription: Story = { args: { description: 'Hours and minutes, for example 2h 30m' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args, context) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <DurationInput {...args} />
      <DurationInput {...args} label={storyText(context, MATRIX_ES)('Hours (decimal)')} mode={2} />
    </div>
  ),
};

/** At phone size (field staff enter durations on a phone): the field fits the width. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async (context) => {
    const { canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    await expect(within(canvasElement).getByLabelText(label)).toHaveValue('2h 30m');
    await expectNoSidewaysScroll(canvasElement);
  },
};
