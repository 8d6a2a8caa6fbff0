import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyArgs } from '../../../../.storybook/storyArgs';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { type DateRange, DatePicker, type DatePickerProps, DateRangePicker } from './DatePicker';

// A fixed "today" keeps the calendar (and its screenshot) the same every day.
const today = new Date(2026, 10, 18);

function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DatePicker
      {...props}
      value={value}
      onValueChange={(d) => {
        setValue(d);
        props.onValueChange(d);
      }}
    />
  );
}

/** The field's texts in the toolbar language (storyArgs.ts), English defaults otherwise. */
function dateTexts(context: Parameters<typeof storyArgs>[0]) {
  const a = storyArgs<Partial<DatePickerProps>>(context);
  return {
    label: String(a.label ?? 'Start date'),
    choose: a.chooseDateLabel ?? 'Choose date',
    invalid: a.invalidText ?? 'Enter a date as MM/DD/YYYY.',
  };
}

const meta = {
  title: 'ui/DatePicker',
  component: DatePicker,
  args: { label: 'Start date', value: new Date(2026, 10, 9), onValueChange: fn(), today },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A date typed as MM/DD/YYYY or picked from a calendar (arrows, PageUp/PageDown, Home/End, Enter). ' +
          'The model is a Date (local day) or null; anything else throws `DatePicker value must be a Date or null, got <what>.` ' +
          "(spec: the date picker throws if the model is not a date). Do set min/max for bounded choices; don't pass date strings.",
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TypeADate: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const l = dateTexts(context);
    const input = canvas.getByLabelText(l.label);
    await userEvent.clear(input);
    await userEvent.type(input, '12/01/2026{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 11, 1));
    await expect(input).toHaveValue('12/01/2026');
  },
};

/**
 * A Spanish console: `format="DD/MM/YYYY"` writes and reads the day first, and the calendar's names
 * follow `locale` (the console passes its translated placeholder and messages too).
 */
export const DayMonthYear: Story = {
  args: {
    label: 'Fecha',
    value: new Date(2026, 10, 28),
    format: 'DD/MM/YYYY',
    locale: 'es-ES',
    placeholder: 'DD/MM/AAAA',
    invalidText: 'Introduzca una fecha como DD/MM/AAAA.',
    chooseDateLabel: 'Elegir fecha',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Fecha');
    await expect(input).toHaveValue('28/11/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '01/12/2026{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 11, 1));
    await expect(input).toHaveValue('01/12/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '12/31/2026{Enter}');
    await expect(canvas.getByText('Introduzca una fecha como DD/MM/AAAA.')).toBeVisible();
  },
};

/** Enter commits the typed date and does not submit the form around the field. */
export const EnterInAForm: Story = {
  render: (args) => (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submitted();
      }}
    >
      <Controlled {...args} />
      <button type="submit">Save</button>
    </form>
  ),
  play: async (context) => {
    const { args, canvas } = context;
    const l = dateTexts(context);
    submitted.mockClear();
    const input = canvas.getByLabelText(l.label);
    await userEvent.clear(input);
    await userEvent.type(input, '12/02/2026{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 11, 2));
    await expect(submitted).not.toHaveBeenCalled();
  },
};
const submitted = fn();

export const InvalidText: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const l = dateTexts(context);
    const input = canvas.getByLabelText(l.label);
    await userEvent.clear(input);
    await userEvent.type(input, '02/30/2026');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(l.invalid);
    await expect(input).toBeInvalid();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const PickFromCalendar: Story = {
  play: async (context) => {
    const { args, canvas, canvasElement } = context;
    const l = dateTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: l.choose }));
    const body = within(canvasElement.ownerDocument.body);
    const grid = await body.findByRole('grid', { name: 'November 2026' });
    await expect(within(grid).getByRole('button', { name: 'Monday, November 9, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 10, 17));
    await expect(canvas.getByLabelText(l.label)).toHaveValue('11/17/2026');
  },
};

export const CalendarKeyboard: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const l = dateTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: l.choose }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('grid', { name: 'November 2026' });
    await userEvent.keyboard('{PageDown}');
    await expect(await body.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    await expect(body.getByRole('button', { name: 'Sunday, December 6, 2026' })).toHaveFocus();
  },
};

/** Only the 1st of a month from tomorrow on (the licence renewal rule of the spec). */
export const RestrictedDays: Story = {
  args: {
    label: 'Renewal date',
    value: null,
    min: new Date(2026, 10, 19),
    isDateDisabled: (d: Date) => d.getDate() !== 1,
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Tuesday, November 17, 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ThrowsOnNonDate: Story = {
  parameters: { screenshot: { disable: true } },
  render: () => {
    let message = '';
    try {
      DatePicker({ label: 'x', value: '2026-11-18' as unknown as Date, onValueChange: () => {} });
    } catch (e) {
      message = (e as Error).message;
    }
    return <p>{message}</p>;
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('DatePicker value must be a Date or null, got the string "2026-11-18".'),
    ).toBeVisible();
  },
};

export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
export const OpenHighContrast: Story = { args: { defaultOpen: true }, globals: { theme: 'highContrast' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: () => (
    <Box display="flex" gap="md">
      <DatePicker label="Empty" value={null} onValueChange={() => {}} />
      <DatePicker label="Chosen" value={today} onValueChange={() => {}} />
      <DatePicker label="Error" value={null} error="Required" onValueChange={() => {}} />
      <DatePicker label="Disabled" value={today} disabled onValueChange={() => {}} />
    </Box>
  ),
};

/** The range's texts (the decorator's translations in Spanish and long labels). */
type RangeTexts = { rangeLabel?: string; startLabel?: string; endLabel?: string; rangeErrorText?: string };

function RangeDemo({ rangeLabel = 'Date range', startLabel, endLabel, rangeErrorText }: RangeTexts) {
  const texts = { startLabel, endLabel, rangeErrorText };
  const [value, setValue] = useState<DateRange>({ start: new Date(2026, 9, 18), end: today });
  return (
    <DateRangePicker {...texts} label={rangeLabel} value={value} onValueChange={setValue} today={today} />
  );
}

/** DateRangePicker: the end cannot precede the start. */
export const Range: Story = {
  render: (args) => <RangeDemo {...(args as RangeTexts)} />,
  play: async (context) => {
    const { canvas } = context;
    const t = storyArgs<RangeTexts>(context);
    const end = canvas.getByLabelText(t.endLabel ?? 'To');
    await userEvent.clear(end);
    await userEvent.type(end, '10/01/2026{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t.rangeErrorText ?? 'The end date cannot precede the start date.',
    );
    await expect(canvas.getByRole('group', { name: t.rangeLabel ?? 'Date range' })).toBeInTheDocument();
  },
};
