import { ConfirmDialog } from '@wm/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateF as CommonDateF } from '../../common/formFields.js';
import { dateOfIso, isoOfDate } from './employeeModel.js';

export { CheckF, ReadOnly, SelectF, TextF } from '../../common/formFields.js';

/** A date field stored as 'YYYY-MM-DD' (null when empty); Enter commits, never submits. */
export function DateF(props: { name: string; label: ReactNode; disabled?: boolean }) {
  return <CommonDateF<string> {...props} toDate={dateOfIso} fromDate={isoOfDate} />;
}

/**
 * A promise-returning confirmation: `ask(title, message)` opens the ConfirmDialog and resolves true
 * on Ok, false on Cancel/Escape. Render `dialog` once.
 */
export function useAsk() {
  const { t } = useTranslation();
  const [state, setState] = useState<{ title: string; message: string } | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
  };
  const ask = useCallback((title: string, message: string) => {
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setState({ title, message });
    });
  }, []);
  const dialog = (
    <ConfirmDialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) {
          settle(false);
          setState(null);
        }
      }}
      title={state?.title}
      message={state?.message}
      confirmLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { ask, dialog };
}
