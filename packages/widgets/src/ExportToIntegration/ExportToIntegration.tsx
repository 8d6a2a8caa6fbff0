import { Button, Dialog, DropdownMenu } from '@wm/ui';
import { useState } from 'react';
import * as styles from './ExportToIntegration.css';
import {
  type ExportToIntegrationStateOptions,
  integrationMessages,
  useExportToIntegrationState,
} from './useExportToIntegrationState';

export interface ExportToIntegrationProps extends ExportToIntegrationStateOptions {
  /** Called with the log id when the user presses Log (the host opens the settings integrations page). */
  onLog?: (logId: string | null | undefined) => void;
  labels?: { button?: string; ok?: string; log?: string };
}

/**
 * Export-to-integration button (service spec 4 "Integration export and run", 8 "Export and
 * integration errors"): sends the selected ids of a list to an outbound integration chosen from a
 * menu. Shows 'Running integration ...', then 'Integration complete.' and '{n} record(s)
 * exported.'; 'No {entity name} Integrations are configured.' when there are none; failures open the
 * confirm 'Integration completed with issues.' with Ok and Log. With no selected ids it does nothing.
 */
export function ExportToIntegration({ onLog, labels, ...o }: ExportToIntegrationProps) {
  const s = useExportToIntegrationState(o);
  const m = integrationMessages(o.messages);
  const [menuOpen, setMenuOpen] = useState(false);
  const buttonText = labels?.button ?? 'Export';
  const disabled = o.selectedIds.length === 0 || s.status === 'running';
  return (
    <div className={styles.root}>
      {o.integrations.length > 0 && o.selectedIds.length > 0 ? (
        <DropdownMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          trigger={
            <Button disabled={disabled} loading={s.status === 'running'}>
              {buttonText}
            </Button>
          }
          items={o.integrations.map((i) => ({ id: i.id, label: i.name, onSelect: () => void s.exportTo(i) }))}
        />
      ) : (
        <Button disabled={disabled} onClick={() => s.start()}>
          {buttonText}
        </Button>
      )}
      <span role="status" className={styles.status}>
        {s.message}
      </span>
      <Dialog
        open={Boolean(s.failure)}
        onOpenChange={(open) => {
          if (!open) s.closeIssues();
        }}
        role="alertdialog"
        title={m.issuesTitle}
        size="sm"
        hideClose
        footer={
          <>
            <Button
              onClick={() => {
                const logId = s.failure?.logId;
                s.closeIssues();
                onLog?.(logId);
              }}
            >
              {labels?.log ?? 'Log'}
            </Button>
            <Button variant="primary" onClick={s.closeIssues}>
              {labels?.ok ?? 'Ok'}
            </Button>
          </>
        }
      >
        <p className={styles.failure}>{s.failure?.text}</p>
        <p>{m.clickLog}</p>
      </Dialog>
    </div>
  );
}
