import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { TimePicker, type TimePickerProps } from './TimePicker';
import { expectNoSidewaysScroll, PHONE_GLOBALS } from '../internal/phone';

function Host(props: TimePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TimePicker
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
const MATRIX_ES: Record<string, string> = { 'End time': 'Hora de fin' };

const meta = {
  title: 'widgets/TimePicker',
  component: TimePicker,
  args: { label: 'Start time', value: 9 * 3600, onChange: fn(), onError: fn() },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof TimePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    await expect(within(canvasElement).getByLabelText(label)).toHaveValue('9:00 AM');
  },
};

export const TypeValidTime: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    const input = within(canvasElement).getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, '1:30 pm{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(13 * 3600 + 30 * 60);
    await expect(input).toHaveValue('1:30 PM');
  },
};

export const InvalidTime: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    const c = within(canvasElement);
    const input = c.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, '13:00');
    await userEvent.tab();
    await expect(c.getByRole('alert')).toHaveTextContent('Invalid Time');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onError).toHaveBeenLastCalledWith('Invalid Time');
  },
};

export const MinuteStep: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    const input = within(canvasElement).getByLabelText(label);
    input.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(input).toHaveValue('9:01 AM');
    await expect(args.onChange).toHaveBeenLastCalledWith(9 * 3600 + 60);
  },
};

export const Empty: Story = { args: { value: null } };
export const Disabled: Story = { args: { disabled: true } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args, context) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <TimePicker {...args} />
      <TimePicker {...args} label={storyText(context, MATRIX_ES)('End time')} value={null} />
    </div>
  ),
};

/** At phone size (field staff enter their times on a phone): the field fits the width. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async (context) => {
    const { canvasElement } = context;
    const label = storyArgs<{ label: string }>(context).label;
    await expect(within(canvasElement).getByLabelText(label)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
