import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyArgs } from '../../../../.storybook/storyArgs';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Demo(props: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { buttonText?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{props.buttonText ?? 'Ask'}</Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), onCancel: fn() },
  render: (args) => <Demo {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "Asks before an action. Defaults are the spec's: 'Are Your Sure?' with Ok/Cancel; the delete variant says " +
          "'Are you sure you want to delete this {entity}?' or 'these N {entity}(s)?' with 'Yes, Delete'. Focus starts on " +
          "Cancel and Escape cancels. Do name the consequence in the message; don't use it for undoable actions.",
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's buttons in the toolbar language (storyArgs.ts), English defaults otherwise. */
function buttons(context: Parameters<typeof storyArgs>[0]) {
  const a = storyArgs<Partial<ConfirmDialogProps>>(context);
  return {
    cancel: a.cancelLabel ?? 'Cancel',
    ok: a.confirmLabel ?? (a.variant === 'delete' ? 'Yes, Delete' : 'Ok'),
  };
}

const open = async (canvasElement: HTMLElement, name = 'Ask') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(canvasElement.ownerDocument.body).findByRole('alertdialog');
};

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = buttons(context);
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent('Are Your Sure?');
    await expect(within(dialog).getByRole('button', { name: l.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: l.ok }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
    );
  },
};

export const CancelWithEscape: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Focus goes back to the button that opened it (WCAG 2.4.3), not to the page body.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Ask' })).toHaveFocus());
  },
};

export const DeleteMany: Story = {
  args: { variant: 'delete', count: 3, entity: 'form' },
  play: async (context) => {
    const { canvasElement } = context;
    const l = buttons(context);
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent('Are you sure you want to delete these 3 form(s)?');
    await expect(within(dialog).getByRole('button', { name: l.ok })).toBeInTheDocument();
  },
};

export const DeleteOne: Story = {
  args: { variant: 'delete', count: 1, entity: 'pay group', title: 'Confirm Delete Pay Group' },
  play: async (context) => {
    const { canvasElement } = context;
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this pay group?');
  },
};

// The story's onConfirm promise is settled by the play function, so the check does not race a timer.
let releaseConfirm: (() => void) | undefined;

/** onConfirm returns a promise: the button spins and the dialog stays until it settles. */
export const AsyncConfirm: Story = {
  args: {
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          releaseConfirm = resolve;
        }),
    ),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = buttons(context);
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: l.ok }));
    await expect(within(dialog).getByRole('button', { name: l.ok })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toBeInTheDocument();
    releaseConfirm?.();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
    );
  },
};

export const OpenDark: Story = {
  args: { variant: 'delete', count: 2, entity: 'ticket' },
  globals: { theme: 'dark' },
  play: async (context) => {
    const { canvasElement } = context;
    await open(canvasElement);
  },
};

export const OpenHighContrast: Story = { ...OpenDark, globals: { theme: 'highContrast' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: () => (
    <Box display="flex" gap="sm">
      <Demo onConfirm={() => {}} buttonText="Confirm" />
      <Demo onConfirm={() => {}} variant="delete" count={2} buttonText="Delete" />
    </Box>
  ),
};
