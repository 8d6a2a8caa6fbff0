import { Dialog as RDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../internal/icons';
import { useReturnFocus } from '../internal/returnFocus';
import { useThemeClass } from '../theme/ThemeProvider';
import * as styles from './Dialog.css';

export type DialogProps = {
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Heading (also the accessible name). */
  title: ReactNode;
  /** Text under the title (the accessible description). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** Element that opens the dialog when clicked (rendered as-is via asChild). */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label of the close (x) button; default 'Close'. Set `hideClose` to omit it. */
  closeLabel?: string;
  hideClose?: boolean;
  /** 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * A modal dialog (Radix Dialog: focus trap, Escape and outside click close, focus returns to the
 * trigger, or without one to the control that had focus when it opened: `useReturnFocus`). Portalled under document.body and themed like the nearest ThemeProvider.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  size = 'md',
  closeLabel = 'Close',
  hideClose = false,
  role = 'dialog',
}: DialogProps) {
  const themeCls = useThemeClass();
  const focus = useReturnFocus();
  return (
    <RDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RDialog.Trigger asChild>{trigger}</RDialog.Trigger> : null}
      <RDialog.Portal>
        <div className={themeCls}>
          <RDialog.Overlay className={styles.overlay} />
          <RDialog.Content
            className={styles.content({ size })}
            role={role}
            // With a trigger Radix returns focus to it; without one, to whatever opened the dialog.
            {...(trigger ? {} : focus)}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={styles.header}>
              <RDialog.Title className={styles.title}>{title}</RDialog.Title>
              {hideClose ? null : (
                <RDialog.Close asChild>
                  <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" />
                </RDialog.Close>
              )}
            </div>
            {description ? (
              <RDialog.Description className={styles.description}>{description}</RDialog.Description>
            ) : null}
            {children}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </RDialog.Content>
        </div>
      </RDialog.Portal>
    </RDialog.Root>
  );
}

/** Wrap a footer button so that clicking it closes the enclosing Dialog. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RDialog.Close asChild>{children}</RDialog.Close>;
}
