import type { Meta, StoryObj } from '@storybook/react-vite';
import { encodeBits, type Schedule } from '@wm/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { defaultSchedulePickerLabels, SchedulePicker, type SchedulePickerProps } from './SchedulePicker';

function Host(props: SchedulePickerProps) {
  const [value, setValue] = useState<Schedule>(props.value);
  return (
    <SchedulePicker
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'widgets/SchedulePicker',
  component: SchedulePicker,
  args: {
    value: { type: 1, weekDays: encodeBits([1, 3, 5], 'weekDays'), hours: encodeBits([9, 17], 'hours') },
    onChange: fn(),
  },
  render: (args) => <Host {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Recurring-schedule picker for service tickets. The host stores the schedule as returned (bit sums); do ' +
          'not decode lists yourself, use @wm/domain decodeSchedule when needed.',
      },
    },
  },
} satisfies Meta<typeof SchedulePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultSchedulePickerLabels);
    const c = within(canvasElement);
    await expect(
      c.getByRole('checkbox', { name: `${l.fields.weekDays} ${l.weekDayNames[1]}` }),
    ).toBeChecked();
    await userEvent.click(c.getByRole('checkbox', { name: `${l.fields.weekDays} ${l.weekDayNames[0]}` }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ weekDays: 1 + 2 + 8 + 32 }),
    );
  },
};

export const HourlyByWeekday: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultSchedulePickerLabels);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: `${l.fields.hours} ${l.hour(0)}` }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ hours: 1 + 512 + 131072 }),
    );
  },
};

export const WeeksAndWeekdays: Story = {
  args: { value: { type: 2, weeks: encodeBits([1, 52], 'weeks'), weekDays: encodeBits([0], 'weekDays') } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultSchedulePickerLabels);
    const c = within(canvasElement);
    await expect(c.getByRole('checkbox', { name: `${l.fields.weeks} 52` })).toBeChecked();
    await userEvent.click(c.getByRole('button', { name: `${l.clear} ${l.fields.weeks}` }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ weeks: 0 }));
  },
};

export const MonthsAndDays: Story = {
  args: {
    value: { type: 3, months: encodeBits([1, 12], 'months'), monthDays: encodeBits([15], 'monthDays') },
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultSchedulePickerLabels);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: `${l.selectAll} ${l.fields.months}` }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ months: 4095 }));
  },
};

export const SwitchType: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultSchedulePickerLabels);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: l.types[3] }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 3 }));
    await expect(c.getByRole('group', { name: l.fields.monthDays })).toBeInTheDocument();
  },
};

export const InvalidStoredBits: Story = {
  args: { value: { type: 1, weekDays: 1000, hours: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('weekDays');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Each type, in light, dark and high contrast. */
export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <SchedulePicker {...args} types={[1]} />
      <SchedulePicker {...args} types={[3]} value={{ type: 3, months: 5, monthDays: 3 }} />
    </div>
  ),
};
