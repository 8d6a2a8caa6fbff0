import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { useReturnFocus } from '../internal/returnFocus';
import * as styles from '../Dialog/Dialog.css';
import { useThemeClass } from '../theme/ThemeProvider';
import { deleteMessage } from './deleteMessage';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called on Ok / Yes, Delete. May return a promise: the button shows a spinner until it settles, then the dialog closes. */
  onConfirm: () => void | Promise<void>;
  /** Called on Cancel or Escape. */
  onCancel?: () => void;
  /** 'confirm' (Ok/Cancel) or 'delete' (danger 'Yes, Delete'/Cancel with a count). */
  variant?: 'confirm' | 'delete';
  /** Default 'Confirm' ('Confirm Delete' for the delete variant). */
  title?: ReactNode;
  /** Default 'Are Your Sure?' (spec 8, kept verbatim); for delete the generic delete sentence. */
  message?: ReactNode;
  /** Number of records a delete affects (delete variant); default 1. */
  count?: number;
  /** Entity name for the generic delete sentence; default 'item'. */
  entity?: string;
  /** Default 'Ok' ('Yes, Delete' for delete). */
  confirmLabel?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
};

/**
 * A confirmation (Radix AlertDialog: focus starts on Cancel, Escape cancels, outside click does
 * nothing; on close focus returns to the control that opened it: `useReturnFocus`). Spec platform 8 / service 8 "Confirmations". Throws the deleteMessage error for a bad count.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  onCancel,
  variant = 'confirm',
  title,
  message,
  count = 1,
  entity = 'item',
  confirmLabel,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  const themeCls = useThemeClass();
  const [pending, setPending] = useState(false);
  const focus = useReturnFocus();
  const isDelete = variant === 'delete';
  const text = message ?? (isDelete ? deleteMessage(count, entity) : 'Are Your Sure?');
  const heading = title ?? (isDelete ? 'Confirm Delete' : 'Confirm');
  const okLabel = confirmLabel ?? (isDelete ? 'Yes, Delete' : 'Ok');

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <div className={themeCls}>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.content({ size: 'sm' })} {...focus}>
            <AlertDialog.Title className={styles.title}>{heading}</AlertDialog.Title>
            <AlertDialog.Description>{text}</AlertDialog.Description>
            <div className={styles.footer}>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={pending}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <Button
                variant={isDelete ? 'danger' : 'primary'}
                loading={pending}
                onClick={confirm}
                data-count={isDelete ? count : undefined}
              >
                {okLabel}
              </Button>
            </div>
          </AlertDialog.Content>
        </div>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
