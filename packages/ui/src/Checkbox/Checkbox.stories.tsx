import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyText, storyTextArgs } from '../../../../.storybook/storyArgs';
import { Box } from '../Box';
import { type CheckedState, Checkbox } from './Checkbox';

/** The samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = {
  'Send me the weekly report': 'Enviarme el informe semanal',
  'Sent on Mondays.': 'Se envía los lunes.',
  'You must accept to continue.': 'Debe aceptar para continuar.',
  Time: 'Tiempo',
  'View time': 'Ver tiempo',
  'Edit time': 'Editar tiempo',
  'Delete time': 'Eliminar tiempo',
  'Select Ana Garcia': 'Seleccionar a Ana Garcia',
  Off: 'Desactivada',
  On: 'Activada',
  Some: 'Algunas',
  Disabled: 'Deshabilitada',
  'Disabled on': 'Deshabilitada y activada',
};

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { label: 'Send me the weekly report', onCheckedChange: fn() },
  render: (args, context) => <Checkbox {...storyTextArgs(context, args, ES)} />,
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
  play: async ({ args, canvas, globals }) => {
    const s = storyText({ globals }, ES);
    const box = canvas.getByRole('checkbox', { name: s('Send me the weekly report') });
    await userEvent.click(canvas.getByText(s('Send me the weekly report')));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

/** A parent toggle over three children: the parent is indeterminate while some children are on. */
export const TriState: Story = {
  render: (_, context) => {
    const s = storyText(context, ES);
    const [children, setChildren] = useState([true, false, false]);
    const names = ['View time', 'Edit time', 'Delete time'].map(s);
    const all = children.every(Boolean);
    const some = children.some(Boolean);
    const parent: CheckedState = all ? true : some ? 'indeterminate' : false;
    return (
      <Box display="flex" flexDirection="column" gap="sm">
        <Checkbox
          label={s('Time')}
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
  play: async ({ canvas, globals }) => {
    const s = storyText({ globals }, ES);
    const parent = canvas.getByRole('checkbox', { name: s('Time') });
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(parent);
    await expect(parent).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: s('Delete time') })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: s('Edit time') }));
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const WithDescriptionAndError: Story = {
  args: { description: 'Sent on Mondays.', error: 'You must accept to continue.' },
};

/** For row selection in tables: the name is there for screen readers, the box stands alone. */
export const HiddenLabel: Story = {
  args: { label: 'Select Ana Garcia', hideLabel: true },
  play: async ({ canvas, globals }) => {
    const s = storyText({ globals }, ES);
    await expect(canvas.getByRole('checkbox', { name: s('Select Ana Garcia') })).toBeInTheDocument();
    await expect(canvas.getByText(s('Select Ana Garcia'))).toHaveStyle({
      position: 'absolute',
      width: '1px',
    });
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => {
    const s = storyText(context, ES);
    return (
      <Box display="flex" gap="lg">
        <Checkbox label={s('Off')} checked={false} />
        <Checkbox label={s('On')} checked />
        <Checkbox label={s('Some')} checked="indeterminate" />
        <Checkbox label={s('Disabled')} disabled />
        <Checkbox label={s('Disabled on')} disabled checked />
      </Box>
    );
  },
};
