import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TreeNode } from './treeModel';
import { numbered, storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { defaultPaginationLabels } from '../Pagination/Pagination';
import { TreePicker, TreeView, type TreePickerProps, type TreeViewProps } from './TreeView';
import { expectNoSidewaysScroll, PHONE_GLOBALS } from '../internal/phone';

const nodes: TreeNode[] = [
  {
    id: 'tx',
    label: 'Texas',
    children: [
      { id: 'aus', label: 'Austin', children: [{ id: 'aus-y', label: 'Austin yard' }] },
      { id: 'hou', label: 'Houston', status: 2 },
    ],
  },
  { id: 'co', label: 'Colorado', children: [{ id: 'den', label: 'Denver' }] },
  { id: 'ma', label: 'Massachusetts' },
];
const many: TreeNode[] = Array.from({ length: 140 }, (_, i) => ({
  id: `n${i + 1}`,
  label: `Location ${i + 1}`,
}));

function Host(props: TreeViewProps & { picker?: boolean }) {
  const [ids, setIds] = useState(props.selectedIds);
  const Comp = props.picker ? TreePicker : TreeView;
  return (
    <Comp
      {...props}
      selectedIds={ids}
      onSelectionChange={(v) => {
        setIds(v);
        props.onSelectionChange(v);
      }}
    />
  );
}

/**
 * The texts the tree shows in the toolbar language: the decorator's translations (storyArgs.ts) or
 * the widget's English defaults.
 */
function treeTexts(context: Parameters<typeof storyArgs>[0]) {
  const a = storyArgs<Partial<TreePickerProps>>(context);
  return {
    expand: a.expandLabel ?? ((label: string) => `Expand ${label}`),
    placeholder: a.placeholder ?? 'Select...',
    pager: { ...defaultPaginationLabels, ...a.paginationLabels },
  };
}

/** The Matrix story's own labels in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const MATRIX_ES: Record<string, string> = { 'Locations (multiple)': 'Ubicaciones (varias)' };

const meta = {
  title: 'widgets/TreeView',
  component: TreeView,
  args: { label: 'Locations', nodes, selectedIds: [], onSelectionChange: fn() },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof TreeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('treeitem', { name: /Colorado/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['co']);
  },
};

export const Children: Story = {
  args: { defaultExpandedIds: ['tx'] },
  play: async (context) => {
    const { canvasElement } = context;
    const l = treeTexts(context);
    const c = within(canvasElement);
    await expect(c.getByRole('treeitem', { name: /Austin$/ })).toHaveAttribute('aria-level', '2');
    await userEvent.click(c.getByRole('button', { name: l.expand('Austin') }));
    await expect(c.getByRole('treeitem', { name: 'Austin yard' })).toHaveAttribute('aria-level', '3');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    c.getByRole('treeitem', { name: /Texas/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(c.getByRole('treeitem', { name: /Texas/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['aus']);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(c.getByRole('treeitem', { name: /Texas/ })).toHaveFocus();
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', selectedIds: ['ma'] },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('treeitem', { name: /Colorado/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['ma', 'co']);
    await userEvent.click(c.getByRole('treeitem', { name: /Massachusetts/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['co']);
  },
};

export const Paging: Story = {
  args: { nodes: many },
  play: async (context) => {
    const { canvasElement } = context;
    const l = treeTexts(context);
    const c = within(canvasElement);
    await expect(c.getAllByRole('treeitem')).toHaveLength(10);
    await expect(c.getAllByRole('button', { name: numbered(l.pager.page) })).toHaveLength(5);
    await userEvent.click(c.getByRole('button', { name: l.pager.next }));
    await expect(c.getByRole('treeitem', { name: 'Location 11' })).toBeInTheDocument();
    await userEvent.selectOptions(c.getByRole('combobox', { name: l.pager.pageSize }), '75');
    await expect(c.getAllByRole('treeitem')).toHaveLength(75);
  },
};

export const Unavailable: Story = { args: { defaultExpandedIds: ['tx'] } };

export const Empty: Story = { args: { nodes: [] } };

export const Picker: Story = {
  render: (args) => <Host {...args} picker />,
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = treeTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: `Locations: ${l.placeholder}` }));
    const body = within(document.body);
    await userEvent.click(body.getByRole('treeitem', { name: /Massachusetts/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['ma']);
    await expect(c.getByRole('button', { name: 'Locations: Massachusetts' })).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args, context) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <TreeView {...args} selectedIds={['aus']} defaultExpandedIds={['tx']} />
      <TreeView
        {...args}
        label={storyText(context, MATRIX_ES)('Locations (multiple)')}
        selectionMode="multiple"
        selectedIds={['co', 'ma']}
      />
    </div>
  ),
};

/** Tri-state parents: the caller passes the half-checked ids (Texas has one of its children chosen). */
export const TriState: Story = {
  args: {
    selectionMode: 'multiple',
    selectedIds: ['aus', 'aus-y', 'co', 'den'],
    mixedIds: ['tx'],
    defaultExpandedIds: ['tx', 'co'],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('treeitem', { name: /Texas/ })).toHaveAttribute('aria-checked', 'mixed');
    await expect(c.getByRole('treeitem', { name: /Colorado/ })).toHaveAttribute('aria-checked', 'true');
    await expect(c.getByRole('treeitem', { name: /Houston/ })).toHaveAttribute('aria-checked', 'false');
    const box = c.getByRole('treeitem', { name: /Texas/ }).querySelector('input');
    await expect(box?.indeterminate).toBe(true);
  },
};

/** Read-only: clicks change nothing, nodes still expand. */
export const ReadOnly: Story = {
  args: { selectionMode: 'multiple', selectedIds: ['co'], disabled: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = treeTexts(context);
    const c = within(canvasElement);
    await expect(c.getByRole('tree')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(c.getByRole('treeitem', { name: /Massachusetts/ }));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: l.expand('Texas') }));
    await expect(c.getByRole('treeitem', { name: /Austin$/ })).toBeInTheDocument();
  },
};

/** At phone size: the tree fits the width. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tree')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
