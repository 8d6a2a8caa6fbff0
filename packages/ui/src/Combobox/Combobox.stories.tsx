import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { STATE_ES, storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { Box } from '../Box';
import { Combobox, type ComboboxProps } from './Combobox';

/** The Matrix samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = { ...STATE_ES, Type: 'Escriba' };

const employees = [
  { value: 'e1', label: 'Ana Garcia' },
  { value: 'e2', label: 'Ben Carter' },
  { value: 'e3', label: 'Chloe Nguyen' },
  { value: 'e4', label: 'David Kim', disabled: true },
  { value: 'e5', label: 'Elena Rossi' },
];

function Controlled(props: ComboboxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Combobox
      {...props}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        props.onValueChange(v);
      }}
    />
  );
}

/** A host whose options come from a fake server (100 ms per answer) as the user types. */
function ServerSearchHost(props: ComboboxProps) {
  const [value, setValue] = useState(props.value);
  const [text, setText] = useState('');
  const [found, setFound] = useState(employees);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      const q = text.trim().toLowerCase();
      setFound(employees.filter((e) => e.label.toLowerCase().includes(q)));
      setLoading(false);
    }, 100);
    return () => clearTimeout(timer);
  }, [text]);
  const chosen = employees.find((e) => e.value === value && !found.includes(e));
  return (
    <Combobox
      {...props}
      options={chosen ? [chosen, ...found] : found}
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

const meta = {
  title: 'ui/Combobox',
  component: Combobox,
  args: {
    label: 'Employee',
    options: employees,
    value: null,
    onValueChange: fn(),
    placeholder: 'Type a name',
  },
  render: (args) => (
    <Box style={{ width: 280 }}>
      <Controlled {...args} />
    </Box>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Choose one item from a long list by typing part of its name (employees, locations). ArrowDown opens ' +
          "and moves, Enter chooses, Escape closes. Do keep labels distinguishable; don't use it for fewer than ~10 options (use Select).",
      },
    },
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FilterAndChoose: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Employee' });
    await userEvent.type(input, 'ch');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('e3');
    await expect(input).toHaveValue('Chloe Nguyen');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Employee' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('e2');
  },
};

export const Open: Story = {
  args: { value: 'e2' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Employee' }));
    await expect(canvas.getByRole('listbox')).toBeVisible();
  },
};

export const NoMatches: Story = {
  play: async (context) => {
    const { canvas } = context;
    const empty = storyArgs<{ emptyText?: string }>(context).emptyText ?? 'No matches';
    await userEvent.type(canvas.getByRole('combobox', { name: 'Employee' }), 'zzz');
    await expect(canvas.getByText(empty)).toBeVisible();
  },
};

export const ClearToNull: Story = {
  args: { value: 'e1' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Employee' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
  },
};

/** `onSearchChange`: the matches come from the (fake) server; 'Searching…' while they are on the way. */
export const ServerSearch: Story = {
  args: { onSearchChange: fn() },
  render: (args) => (
    <Box style={{ width: 280 }}>
      <ServerSearchHost {...args} />
    </Box>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Employee' });
    await userEvent.type(input, 'ros');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ros');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('e5');
    await expect(input).toHaveValue('Elena Rossi');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: ({ emptyText }, context) => {
    const s = storyText(context, ES);
    const common = { options: employees, emptyText, onValueChange: () => {} };
    return (
      <Box display="flex" gap="md">
        <Combobox {...common} label={s('Empty')} value={null} placeholder={s('Type')} />
        <Combobox {...common} label={s('Chosen')} value="e1" />
        <Combobox {...common} label={s('Error')} value={null} error={s('Required')} />
      </Box>
    );
  },
};
