import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyArgs, storyLocale, storyT, storyText } from '../../../../.storybook/storyArgs';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** The samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = {
  Ask: 'Preguntar',
  Confirm: 'Confirmar',
  Delete: 'Eliminar',
  'Are Your Sure?': '¿Está seguro?',
  item: 'elemento',
  form: 'formulario',
  'pay group': 'grupo de pago',
  ticket: 'ticket',
  'Confirm Delete Pay Group': 'Confirmar eliminación del grupo de pago',
};

type Ctx = Parameters<typeof storyT>[0];
type DemoProps = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { buttonText?: string };

/**
 * The dialog's texts in the story's language, as the console words its confirmations
 * (features/payroll/ListEditor.tsx): the delete title, message and buttons are the console's
 * ('confirm.deleteTitle', 'confirm.deleteOne'/'confirm.deleteMany', 'confirm.yesDelete',
 * 'common.ok', 'common.cancel'; in English the component's own defaults say the same), the entity
 * words and the plain confirmation the story's samples. A story's own texts win.
 */
function localTexts(props: DemoProps, context: Ctx) {
  const s = storyText(context, ES);
  const t = storyT(context);
  const isDelete = props.variant === 'delete';
  const count = props.count ?? 1;
  const entity = s(props.entity ?? 'item');
  const own = (v: ConfirmDialogProps['title']) => (typeof v === 'string' ? s(v) : v);
  return {
    title: props.title !== undefined ? own(props.title) : isDelete ? t('confirm.deleteTitle') : s('Confirm'),
    message:
      props.message !== undefined
        ? own(props.message)
        : !isDelete
          ? s('Are Your Sure?')
          : count === 1
            ? t('confirm.deleteOne', { entity })
            : t('confirm.deleteMany', { count, entity }),
    cancelLabel: props.cancelLabel ?? t('common.cancel'),
    confirmLabel: props.confirmLabel ?? (isDelete ? t('confirm.yesDelete') : t('common.ok')),
    buttonText: s(props.buttonText ?? 'Ask'),
  };
}

function Demo({ context, ...props }: DemoProps & { context: Ctx }) {
  const [open, setOpen] = useState(false);
  const { buttonText, ...texts } = localTexts(props, context);
  // English shows the component's own defaults (what the English tests check); they say the same.
  const local = storyLocale(context) === 'en' ? {} : texts;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{buttonText}</Button>
      <ConfirmDialog {...props} {...local} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), onCancel: fn() },
  render: (args, context) => <Demo {...args} context={{ globals: context.globals }} />,
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

/** What the dialog shows in the story's language (the decorator's args over the story's own). */
function texts(context: Parameters<typeof storyArgs>[0] & Ctx) {
  const { buttonText, ...l } = localTexts(storyArgs<DemoProps>(context), context);
  return { ...l, ask: buttonText, cancel: l.cancelLabel, ok: l.confirmLabel };
}

const open = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(canvasElement.ownerDocument.body).findByRole('alertdialog');
};

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = texts(context);
    const dialog = await open(canvasElement, l.ask);
    // 'Are Your Sure?' in English (the component's default).
    await expect(dialog).toHaveTextContent(String(l.message));
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
    const l = texts(context);
    await open(canvasElement, l.ask);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Focus goes back to the button that opened it (WCAG 2.4.3), not to the page body.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: l.ask })).toHaveFocus());
  },
};

export const DeleteMany: Story = {
  args: { variant: 'delete', count: 3, entity: 'form' },
  play: async (context) => {
    const { canvasElement } = context;
    const l = texts(context);
    const dialog = await open(canvasElement, l.ask);
    // 'Are you sure you want to delete these 3 form(s)?' in English.
    await expect(dialog).toHaveTextContent(String(l.message));
    if (storyLocale(context) === 'en') {
      await expect(dialog).toHaveTextContent('Are you sure you want to delete these 3 form(s)?');
    }
    await expect(within(dialog).getByRole('button', { name: l.ok })).toBeInTheDocument();
  },
};

export const DeleteOne: Story = {
  args: { variant: 'delete', count: 1, entity: 'pay group', title: 'Confirm Delete Pay Group' },
  play: async (context) => {
    const { canvasElement } = context;
    const l = texts(context);
    const dialog = await open(canvasElement, l.ask);
    await expect(dialog).toHaveTextContent(String(l.message));
    // In the document, not 'visible': the built Storybook fades the dialog in (motion not reduced).
    await expect(within(dialog).getByRole('heading', { name: String(l.title) })).toBeInTheDocument();
    if (storyLocale(context) === 'en') {
      await expect(dialog).toHaveTextContent('Are you sure you want to delete this pay group?');
    }
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
    const l = texts(context);
    const dialog = await open(canvasElement, l.ask);
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
    await open(context.canvasElement, texts(context).ask);
  },
};

export const OpenHighContrast: Story = { ...OpenDark, globals: { theme: 'highContrast' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => (
    <Box display="flex" gap="sm">
      <Demo onConfirm={() => {}} buttonText="Confirm" context={{ globals: context.globals }} />
      <Demo
        onConfirm={() => {}}
        variant="delete"
        count={2}
        buttonText="Delete"
        context={{ globals: context.globals }}
      />
    </Box>
  ),
};
