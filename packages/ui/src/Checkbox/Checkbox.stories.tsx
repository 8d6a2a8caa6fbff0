import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { type CheckedState, Checkbox } from './Checkbox';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { label: 'Send me the weekly report', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "An on/off choice inside a form, with a tri-state 'indeterminate' look for parents whose children are " +
          "partly on (privilege editors). Do phrase the label positively; don't use it for settings that apply at once (use Switch).",
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me the weekly report' });
    await userEvent.click(canvas.getByText('Send me the weekly report'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

/** A parent toggle over three children: the parent is indeterminate while some children are on. */
export const TriState: Story = {
  render: () => {
    const [children, setChildren] = useState([true, false, false]);
    const names = ['View time', 'Edit time', 'Delete time'];
    const all = children.every(Boolean);
    const some = children.some(Boolean);
    const parent: CheckedState = all ? true : some ? 'indeterminate' : false;
    return (
      <Box display="flex" flexDirection="column" gap="sm">
        <Checkbox
          label="Time"
          checked={parent}
          onCheckedChange={() => setChildren(children.map(() => !all))}
        />
        <Box display="flex" flexDirection="column" gap="sm" paddingLeft="xl">
          {names.map((n, i) => (
            <Checkbox
              key={n}
              label={n}
              checked={children[i]}
              onCheckedChange={(c) => setChildren(children.map((v, j) => (j === i ? c === true : v)))}
            />
          ))}
        </Box>
      </Box>
    );
  },
  play: async ({ canvas }) => {
    const parent = canvas.getByRole('checkbox', { name: 'Time' });
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(parent);
    await expect(parent).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Delete time' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Edit time' }));
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const WithDescriptionAndError: Story = {
  args: { description: 'Sent on Mondays.', error: 'You must accept to continue.' },
};

/** For row selection in tables: the name is there for screen readers, the box stands alone. */
export const HiddenLabel: Story = {
  args: { label: 'Select Ana Garcia', hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select Ana Garcia' })).toBeInTheDocument();
    await expect(canvas.getByText('Select Ana Garcia')).toHaveStyle({ position: 'absolute', width: '1px' });
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: () => (
    <Box display="flex" gap="lg">
      <Checkbox label="Off" checked={false} />
      <Checkbox label="On" checked />
      <Checkbox label="Some" checked="indeterminate" />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled on" disabled checked />
    </Box>
  ),
};
