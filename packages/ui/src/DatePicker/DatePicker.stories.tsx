import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATE_ES, storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { formatDateText } from '../internal/date';
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

/**
 * The field's texts in the toolbar language (storyArgs.ts), English defaults otherwise; `typed(d)`
 * is `d` written in the field's order (DD/MM/YYYY in Spanish), `month(d)` and `day(d)` the
 * calendar's grid and day-button names in its locale.
 */
function dateTexts(context: Parameters<typeof storyArgs>[0]) {
  const a = storyArgs<Partial<DatePickerProps>>(context);
  const locale = a.locale ?? 'en-US';
  const long = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return {
    label: String(a.label ?? 'Start date'),
    choose: a.chooseDateLabel ?? 'Choose date',
    invalid: a.invalidText ?? 'Enter a date as MM/DD/YYYY.',
    previousMonth: a.previousMonthLabel ?? 'Previous month',
    nextMonth: a.nextMonthLabel ?? 'Next month',
    typed: (d: Date) => formatDateText(d, a.format ?? 'MM/DD/YYYY'),
    month: (d: Date) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(d),
    day: (d: Date) => long.format(d),
    weekStartsOn: a.weekStartsOn ?? 0,
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
    await userEvent.type(input, `${l.typed(new Date(2026, 11, 1))}{Enter}`);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 11, 1));
    await expect(input).toHaveValue(l.typed(new Date(2026, 11, 1)));
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
    previousMonthLabel: 'Mes anterior',
    nextMonthLabel: 'Mes siguiente',
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
    await userEvent.type(input, `${l.typed(new Date(2026, 11, 2))}{Enter}`);
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
    const grid = await body.findByRole('grid', { name: l.month(new Date(2026, 10, 1)) });
    await expect(within(grid).getByRole('button', { name: l.day(new Date(2026, 10, 9)) })).toHaveFocus();
    await expect(body.getByRole('button', { name: l.previousMonth })).toBeVisible();
    await expect(body.getByRole('button', { name: l.nextMonth })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(new Date(2026, 10, 17));
    await expect(canvas.getByLabelText(l.label)).toHaveValue(l.typed(new Date(2026, 10, 17)));
  },
};

export const CalendarKeyboard: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const l = dateTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: l.choose }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('grid', { name: l.month(new Date(2026, 10, 1)) });
    await userEvent.keyboard('{PageDown}');
    await expect(await body.findByRole('grid', { name: l.month(new Date(2026, 11, 1)) })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    // Home goes to the week's first day: Sunday 6 December, or Monday 7 where weeks start on Monday.
    await expect(
      body.getByRole('button', { name: l.day(new Date(2026, 11, 6 + l.weekStartsOn)) }),
    ).toHaveFocus();
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
  play: async (context) => {
    const l = dateTexts(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: l.day(new Date(2026, 10, 17)) })).toHaveAttribute(
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

/** The field's texts the decorator gives in Spanish and long labels (useLocalDateField). */
const FIELD_TEXTS = [
  'format',
  'placeholder',
  'invalidText',
  'unavailableText',
  'chooseDateLabel',
  'previousMonthLabel',
  'nextMonthLabel',
  'locale',
  'weekStartsOn',
] as const;

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args, context) => {
    // The state names in the toolbar language; the field's own texts (typed order, placeholder,
    // calendar locale) are the decorator's, as in the other stories (none in English).
    const s = storyText(context, STATE_ES);
    const field = Object.fromEntries(
      FIELD_TEXTS.filter((k) => args[k] !== undefined).map((k) => [k, args[k]]),
    );
    const common = { ...field, onValueChange: () => {} };
    return (
      <Box display="flex" gap="md">
        <DatePicker {...common} label={s('Empty')} value={null} />
        <DatePicker {...common} label={s('Chosen')} value={today} />
        <DatePicker {...common} label={s('Error')} value={null} error={s('Required')} />
        <DatePicker {...common} label={s('Disabled')} value={today} disabled />
      </Box>
    );
  },
};

/** The range's texts (the decorator's translations in Spanish and long labels). */
type RangeTexts = {
  rangeLabel?: string;
  startLabel?: string;
  endLabel?: string;
  rangeErrorText?: string;
} & Pick<DatePickerProps, (typeof FIELD_TEXTS)[number]>;

const RANGE_TEXTS = ['startLabel', 'endLabel', 'rangeErrorText', ...FIELD_TEXTS] as const;

function RangeDemo({ rangeLabel = 'Date range', ...args }: RangeTexts) {
  const texts = Object.fromEntries(RANGE_TEXTS.map((k) => [k, args[k]]));
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
    await userEvent.type(end, `${dateTexts(context).typed(new Date(2026, 9, 1))}{Enter}`);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t.rangeErrorText ?? 'The end date cannot precede the start date.',
    );
    await expect(canvas.getByRole('group', { name: t.rangeLabel ?? 'Date range' })).toBeInTheDocument();
  },
};
