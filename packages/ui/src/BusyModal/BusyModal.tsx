import { Dialog as RDialog } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import * as styles from '../Dialog/Dialog.css';
import { Spinner } from '../Spinner/Spinner';
import { useThemeClass } from '../theme/ThemeProvider';

export type BusyModalProps = {
  /** While true the modal shows and cannot be closed by the user. */
  open: boolean;
  /** Heading; default 'Please wait'. */
  title?: ReactNode;
  /** What is happening, e.g. 'Processing time...'. */
  message?: ReactNode;
  /** Shown when the user tries to close it (Escape or outside click); default is the spec text. */
  busyNotice?: string;
};

/**
 * A modal that blocks the page during long work and cannot be closed: Escape and outside clicks
 * are refused and show 'In progress, please wait for it to be completed.' (spec service 8).
 * The host closes it by setting `open` to false.
 */
export function BusyModal({
  open,
  title = 'Please wait',
  message,
  busyNotice = 'In progress, please wait for it to be completed.',
}: BusyModalProps) {
  const themeCls = useThemeClass();
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    if (!open) setAttempted(false);
  }, [open]);
  const refuse = (event: Event) => {
    event.preventDefault();
    setAttempted(true);
  };
  return (
    <RDialog.Root open={open}>
      <RDialog.Portal>
        <div className={themeCls}>
          <RDialog.Overlay className={styles.overlay} />
          <RDialog.Content
            className={styles.content({ size: 'sm' })}
            aria-busy="true"
            onEscapeKeyDown={refuse}
            onPointerDownOutside={refuse}
            onInteractOutside={(e) => e.preventDefault()}
            {...(message ? {} : { 'aria-describedby': undefined })}
          >
            <RDialog.Title className={styles.title}>{title}</RDialog.Title>
            <div className={styles.busyBody}>
              <Spinner size="lg" label="" />
              {message ? <RDialog.Description>{message}</RDialog.Description> : null}
            </div>
            {attempted ? (
              <p className={styles.notice} role="alert">
                {busyNotice}
              </p>
            ) : null}
          </RDialog.Content>
        </div>
      </RDialog.Portal>
    </RDialog.Root>
  );
}
