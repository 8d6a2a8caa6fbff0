import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyText } from '../../../../.storybook/storyArgs';
import { Tabs } from './Tabs';

/** The samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = {
  'Company settings': 'Configuración de la empresa',
  General: 'General',
  'Company name, time zone and labels.': 'Nombre de la empresa, zona horaria y etiquetas.',
  'Pay rules': 'Reglas de pago',
  'Overtime and rounding rules.': 'Reglas de horas extra y de redondeo.',
  Billing: 'Facturación',
  'Licences and invoices.': 'Licencias y facturas.',
  Devices: 'Dispositivos',
  'Registered clocks and phones.': 'Relojes y teléfonos registrados.',
};

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
  render: (args, context) => {
    const s = storyText(context, ES);
    const text = <T,>(v: T) => (typeof v === 'string' ? s(v) : v);
    const localItems = args.items.map((i) => ({ ...i, label: text(i.label), content: text(i.content) }));
    return <Tabs {...args} label={s(args.label)} items={localItems} />;
  },
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
  play: async ({ args, canvas, globals }) => {
    const s = storyText({ globals }, ES);
    await userEvent.click(canvas.getByRole('tab', { name: s('Pay rules') }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(s('Overtime and rounding rules.'));
    await expect(args.onValueChange).toHaveBeenCalledWith('pay');
  },
};

export const KeyboardSkipsDisabled: Story = {
  play: async ({ canvas, globals }) => {
    const s = storyText({ globals }, ES);
    await userEvent.click(canvas.getByRole('tab', { name: s('Pay rules') }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: s('Devices') })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: s('Devices') })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: s('General') })).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas, globals }) => {
    const s = storyText({ globals }, ES);
    await userEvent.click(canvas.getByRole('tab', { name: s('General') }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: s('Pay rules') })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: s('Pay rules') })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  args: { defaultValue: 'pay' },
};
