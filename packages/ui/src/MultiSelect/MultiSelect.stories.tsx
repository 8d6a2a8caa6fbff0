import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STATE_ES, storyArgs, storyOptions, storyText } from '../../../../.storybook/storyArgs';
import { Box } from '../Box';
import { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './MultiSelect';

/** The Matrix samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = {
  ...STATE_ES,
  Monday: 'Lunes',
  Tuesday: 'Martes',
  Wednesday: 'Miércoles',
  Thursday: 'Jueves',
  Friday: 'Viernes',
  Saturday: 'Sábado',
};

const days = [
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday' },
  { value: 'thu', label: 'Thursday' },
  { value: 'fri', label: 'Friday' },
  { value: 'sat', label: 'Saturday', disabled: true },
];

function Controlled(props: MultiSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MultiSelect
      {...props}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        props.onValueChange(v);
      }}
    />
  );
}

/**
 * A host that searches a fake server (100 ms per answer): the shown options are the chosen days
 * plus the days whose name contains the typed text, as a console hook would merge them.
 */
function ServerSearchHost(props: MultiSelectProps) {
  const [value, setValue] = useState(props.value);
  const [text, setText] = useState('');
  const [found, setFound] = useState<MultiSelectOption[]>(days);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      const q = text.trim().toLowerCase();
      setFound(days.filter((d) => d.label.toLowerCase().includes(q)));
      setLoading(false);
    }, 100);
    return () => clearTimeout(timer);
  }, [text]);
  const shown = [...days.filter((d) => value.includes(d.value) && !found.includes(d)), ...found];
  return (
    <MultiSelect
      {...props}
      options={shown}
      loading={loading}
      onSearchChange={(t) => {
        setText(t);
        props.onSearchChange?.(t);
      }}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        props.onValueChange(v);
      }}
    />
  );
}

/** The control's own texts in the toolbar language (storyArgs.ts), English defaults otherwise. */
function multiTexts(context: Parameters<typeof storyArgs>[0]) {
  const a = storyArgs<Partial<MultiSelectProps>>(context);
  return {
    selectAll: a.selectAllLabel ?? 'Select all',
    remove: a.removeLabel ?? 'Remove',
    selected: a.selectedText ?? ((n: number) => `${n} selected`),
  };
}

const meta = {
  title: 'ui/MultiSelect',
  component: MultiSelect,
  args: { label: 'Work days', options: days, value: ['mon'], onValueChange: fn() },
  render: (args) => (
    <Box style={{ width: 300 }}>
      <Controlled {...args} />
    </Box>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Choose several options from a list: a button opens a panel of checkboxes with Select all and Clear; ' +
          "chosen options show as removable tags. Do keep the list short enough to scan; don't use it when only one value is allowed.",
      },
    },
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChooseSeveral: Story = {
  play: async (context) => {
    const { args, canvas, canvasElement } = context;
    const l = multiTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: /Work days/ }));
    const panel = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Work days' }),
    );
    await userEvent.click(panel.getByRole('checkbox', { name: 'Wednesday' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['mon', 'wed']);
    await userEvent.click(panel.getByRole('button', { name: l.selectAll }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['mon', 'tue', 'wed', 'thu', 'fri']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: /Work days/ })).toHaveTextContent(l.selected(5));
  },
};

export const RemoveTag: Story = {
  args: { value: ['mon', 'tue'] },
  play: async (context) => {
    const { args, canvas } = context;
    const l = multiTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: `${l.remove} Tuesday` }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['mon']);
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Work days/ }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Work days' });
  },
};

export const Empty: Story = { args: { value: [], error: 'Choose at least one day.' } };

/** With `onSearchChange` the panel has a search box; the options come from the (fake) server. */
export const ServerSearch: Story = {
  args: { onSearchChange: fn() },
  render: (args) => (
    <Box style={{ width: 300 }}>
      <ServerSearchHost {...args} />
    </Box>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Work days/ }));
    const panel = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Work days' }),
    );
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search' }), 'thu');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('thu');
    await waitFor(() => expect(panel.queryByRole('checkbox', { name: 'Tuesday' })).toBeNull());
    await expect(panel.queryByText('Searching…')).toBeNull();
    await expect(panel.getByRole('checkbox', { name: 'Thursday' })).toBeInTheDocument();
    // Monday is chosen, so it stays listed (and chosen) although it does not match.
    await expect(panel.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await userEvent.click(panel.getByRole('checkbox', { name: 'Thursday' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['mon', 'thu']);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
  },
};

/** `loading`: the list says so while matches are on the way. */
export const Searching: Story = {
  args: { onSearchChange: fn(), loading: true, options: [] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Work days/ }));
    const panel = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Work days' }),
    );
    await expect(panel.getByText('Searching…')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: ({ placeholder, selectedText, selectAllLabel, clearLabel, removeLabel }, context) => {
    const s = storyText(context, ES);
    // The control's own texts are the decorator's in Spanish and long labels (none in English).
    const texts = { placeholder, selectedText, selectAllLabel, clearLabel, removeLabel };
    const common = { ...texts, options: storyOptions(days, s), onValueChange: () => {} };
    return (
      <Box display="flex" gap="md">
        <MultiSelect {...common} label={s('None')} value={[]} />
        <MultiSelect {...common} label={s('Some')} value={['mon', 'fri']} />
        <MultiSelect {...common} label={s('Disabled')} value={['tue']} disabled />
      </Box>
    );
  },
};
