import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATE_ES, storyArgs, storyOptions, storyText } from '../../../../.storybook/storyArgs';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Select } from './Select';

/** The Matrix samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = { ...STATE_ES, English: 'Inglés', Spanish: 'Español', French: 'Francés' };

const options = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French', disabled: true },
];

const meta = {
  title: 'ui/Select',
  component: Select,
  args: { label: 'Language', options, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Choose one of a short list (up to ~15 options). Keyboard: Space/Enter/arrows open, type to jump, Enter ' +
          "chooses, Escape closes. Do order options meaningfully; don't use it for long lists (use Combobox) or for 2-3 visible choices (use RadioGroup).",
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChooseWithKeyboard: Story = {
  render: (args) => {
    const [value, setValue] = useState<string>('');
    return (
      <Select
        {...args}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          args.onValueChange?.(v);
        }}
      />
    );
  },
  play: async (context) => {
    const { args, canvas, canvasElement } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    const trigger = canvas.getByRole('combobox', { name: text });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'French' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('es');
    await expect(trigger).toHaveTextContent('Spanish');
  },
};

/**
 * While the listbox is open Radix hides the rest of the page from assistive technology
 * (aria-hidden); the trigger leaves the tab order meanwhile, so axe's aria-hidden-focus rule passes.
 */
export const Open: Story = {
  args: { defaultValue: 'en' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    await userEvent.click(canvas.getByRole('combobox', { name: text }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'Choose a language.', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'en' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => {
    const s = storyText(context, ES);
    const shown = storyOptions(options, s);
    return (
      <Box display="flex" gap="md">
        <Select label={s('Empty')} options={shown} />
        <Select label={s('Chosen')} options={shown} defaultValue="es" />
        <Select label={s('Error')} options={shown} error={s('Required')} />
        <Select label={s('Disabled')} options={shown} disabled />
      </Box>
    );
  },
};
