import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyT, storyText, storyTextArgs } from '../../../../.storybook/storyArgs';
import { Box } from '../Box';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose } from './Dialog';

/** The samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = {
  'Edit location': 'Editar ubicación',
  'Changes apply to new time records.': 'Los cambios se aplican a los nuevos registros de tiempo.',
  'New time record': 'Nuevo registro de tiempo',
  Size: 'Tamaño',
  Open: 'Abrir',
};

type Ctx = Parameters<typeof storyT>[0];

/**
 * The meta's args in the story's language: title and description from the samples, the form's
 * field and buttons the console's ('places.field.name', 'common.cancel', 'common.save').
 */
function localArgs(args: React.ComponentProps<typeof Dialog>, context: Ctx) {
  const s = storyText(context, ES);
  const t = storyT(context);
  return {
    ...storyTextArgs(context, args, ES),
    trigger: <Button>{s('Edit location')}</Button>,
    children: <TextField label={t('places.field.name')} defaultValue="Denver yard" />,
    footer: (
      <>
        <DialogClose>
          <Button>{t('common.cancel')}</Button>
        </DialogClose>
        <DialogClose>
          <Button variant="primary">{t('common.save')}</Button>
        </DialogClose>
      </>
    ),
  };
}

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: {
    title: 'Edit location',
    description: 'Changes apply to new time records.',
    trigger: <Button>Edit location</Button>,
    size: 'md',
    children: <TextField label="Name" defaultValue="Denver yard" />,
    footer: (
      <>
        <DialogClose>
          <Button>Cancel</Button>
        </DialogClose>
        <DialogClose>
          <Button variant="primary">Save</Button>
        </DialogClose>
      </>
    ),
  },
  render: (args, context) => <Dialog {...localArgs(args, context)} />,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A modal window for a focused task. Focus moves into it and is trapped; Escape, the close button and an ' +
          "outside click close it and focus returns to the trigger. Do give it a title that names the task; don't stack dialogs.",
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenAndClose: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const s = storyText({ globals }, ES);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: s('Edit location') });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: s('Edit location') });
    await expect(dialog).toHaveAccessibleDescription(s('Changes apply to new time records.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

function ControlledHost({ context, ...args }: React.ComponentProps<typeof Dialog> & { context: Ctx }) {
  const [open, setOpen] = useState(false);
  const title = storyText(context, ES)('New time record');
  return (
    <>
      <Button onClick={() => setOpen(true)}>{title}</Button>
      <Dialog
        {...localArgs(args, context)}
        trigger={undefined}
        title={title}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

/**
 * A dialog opened by a button's onClick (controlled `open`, no trigger) gives focus back to that
 * button on Escape and on Cancel (WCAG 2.4.3, issue 21).
 */
export const ControlledReturnsFocus: Story = {
  render: (args, context) => <ControlledHost {...args} context={{ globals: context.globals }} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: storyText({ globals }, ES)('New time record') });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: storyText({ globals }, ES)('New time record') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(await body.findByRole('button', { name: storyT({ globals })('common.cancel') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyText({ globals }, ES)('Edit location') }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
export const OpenHighContrast: Story = { ...Open, globals: { theme: 'highContrast' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => {
    const s = storyText(context, ES);
    return (
      <Box display="flex" gap="sm">
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Dialog
            key={size}
            title={`${s('Size')} ${size}`}
            size={size}
            trigger={
              <Button>
                {s('Open')} {size}
              </Button>
            }
          />
        ))}
      </Box>
    );
  },
};
