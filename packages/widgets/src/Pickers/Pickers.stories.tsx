import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { MultiSelectPicker, SingleSelect, type SingleSelectProps } from './Pickers';
import type { PickerItem } from './pickerOptions';

const locations: PickerItem[] = [
  { id: 'l1', name: 'Austin yard' },
  { id: 'l2', name: 'Boston office' },
  { id: 'l3', name: 'Chicago depot', status: 2 },
  { id: 'l4', name: 'Denver site' },
  { id: 'l5', name: 'El Paso (closed)', status: 3 },
];

function SingleHost(props: SingleSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SingleSelect
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

function MultiHost(
  props: Omit<SingleSelectProps, 'value' | 'onChange'> & { value: string[]; onChange: (v: string[]) => void },
) {
  const [value, setValue] = useState(props.value);
  return (
    <MultiSelectPicker
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

/** A fake server: the active locations whose name contains every typed word, after 100 ms. */
function fakeSearch(text: string): Promise<PickerItem[]> {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const found = locations.filter((l) => !l.status && words.every((w) => l.name.toLowerCase().includes(w)));
  return new Promise((resolve) => setTimeout(() => resolve(found), 100));
}

/** A MultiSelectPicker fed by `fakeSearch` as the user types, the chosen items kept among the items. */
function ServerSearchHost({ onChange }: { onChange: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['l1']);
  const [text, setText] = useState('');
  const [found, setFound] = useState<PickerItem[] | null>(null);
  useEffect(() => {
    let live = true;
    setFound(null);
    fakeSearch(text).then((items) => live && setFound(items));
    return () => {
      live = false;
    };
  }, [text]);
  const chosen = locations.filter((l) => value.includes(l.id) && !found?.some((f) => f.id === l.id));
  return (
    <MultiSelectPicker
      label="Locations"
      items={[...chosen, ...(found ?? [])]}
      loading={found === null}
      onSearchChange={setText}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

/** The Matrix story's own labels in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const MATRIX_ES: Record<string, string> = { Locations: 'Ubicaciones' };

const meta = {
  title: 'widgets/Pickers',
  component: SingleSelect,
  args: { label: 'Location', items: locations, value: null, onChange: fn() },
  render: (args) => <SingleHost {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Lookup pickers. Pass the lookup error as `lookupError`: "Not authorized to module" hides the picker, as the ' +
          'spec requires; inactive or deleted items appear only when already chosen, marked unavailable.',
      },
    },
  },
} satisfies Meta<typeof SingleSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const a = storyArgs<SingleSelectProps>(context);
    const c = within(canvasElement);
    const input = c.getByRole('combobox', { name: a.label });
    await userEvent.type(input, 'den');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('l4');
  },
};

export const HiddenWithoutModuleAccess: Story = {
  args: { lookupError: 'Not authorized to module' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const OtherLookupError: Story = {
  args: { lookupError: 'Entity X is not a lookup. Please use wmQueryManager instead.', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/is not a lookup/)).toBeInTheDocument();
  },
};

export const ChosenUnavailable: Story = { args: { value: 'l3' } };

export const Multi: Story = {
  render: (args) => (
    <MultiHost
      {...args}
      label="Locations"
      value={['l1', 'l5']}
      onChange={args.onChange as (v: string[]) => void}
    />
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const a = storyArgs<SingleSelectProps>(context);
    await expect(
      within(canvasElement).getByText(`El Paso (closed) ${a.unavailableSuffix ?? '(Unavailable)'}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  },
};

export const MultiHiddenWithoutModuleAccess: Story = {
  render: (args) => (
    <MultiHost
      {...args}
      label="Locations"
      value={[]}
      lookupError="Not authorized to module"
      onChange={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Locations')).toBeNull();
  },
};

/** The items come from a (fake) server as the user types: 'den' brings Denver site. */
export const ServerSearch: Story = {
  render: (args) => <ServerSearchHost onChange={args.onChange as (v: string[]) => void} />,
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /Locations/ }));
    const panel = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Locations' }),
    );
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search' }), 'den');
    await waitFor(() => expect(panel.queryByRole('checkbox', { name: 'Boston office' })).toBeNull());
    await userEvent.click(await panel.findByRole('checkbox', { name: 'Denver site' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['l1', 'l4']);
    await userEvent.keyboard('{Escape}');
    await expect(c.getByText('Denver site')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args, context) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <SingleSelect {...args} value="l2" />
      <MultiSelectPicker
        {...args}
        label={storyText(context, MATRIX_ES)('Locations')}
        value={['l1', 'l3']}
        onChange={() => {}}
      />
    </div>
  ),
};
