import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { value: 'general', label: 'General', content: 'Company name, time zone and labels.' },
  { value: 'pay', label: 'Pay rules', content: 'Overtime and rounding rules.' },
  { value: 'billing', label: 'Billing', content: 'Licences and invoices.', disabled: true },
  { value: 'devices', label: 'Devices', content: 'Registered clocks and phones.' },
];

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: { label: 'Company settings', items, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Switches between views of one subject. Arrow keys move between tabs, Home/End jump. Do keep tab ' +
          "labels short and parallel; don't use tabs for steps of a process (use a wizard).",
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Pay rules' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Overtime and rounding rules.');
    await expect(args.onValueChange).toHaveBeenCalledWith('pay');
  },
};

export const KeyboardSkipsDisabled: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Pay rules' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Devices' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Devices' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pay rules' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Pay rules' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  args: { defaultValue: 'pay' },
};
