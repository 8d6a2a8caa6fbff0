import { Box, Button, Card, ConfirmDialog, useToast } from '@wm/ui';
import { ListView, type ListViewColumn } from '@wm/widgets';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api.js';
import { useListLabels } from '../common/useListLabels.js';
import { downloadEntityCsv } from '../settings/integrations/integrationsApi.js';
import { usePayrollTranslation } from './i18n.js';
import { isDirty } from './listEditor.js';
import * as styles from './ListEditor.css.js';
import type { ListEditorApi } from './useListEditor.js';
import { SelectionAnnouncer } from '../common/SelectionAnnouncer.js';

export type ListEditorProps<D extends { id: string; name?: string | null; status?: number | null }> = {
  /** The list's heading, e.g. 'Pay Group'. */
  title: string;
  /** The entity word of the generic delete confirmation ('pay period'). */
  entityWord: string;
  editor: ListEditorApi<D>;
  /** Columns after Name (Status is added last). */
  columns?: ListViewColumn<D>[];
  /** Save, delete and new need the modules edit key (service spec 6 'edit'). */
  canEdit: boolean;
  /** Overrides of the delete confirmation (pay group: its own title and text). */
  deleteTitle?: string;
  deleteMessage?: string;
  /** The detail panel's fields for the draft. */
  children: (draft: D) => ReactNode;
  /** Entity of the list ('PayGroup'): shows 'Export CSV' (GET /api/{entity}/exportcsv, every status). */
  entity?: string;
};

/**
 * A payroll list with its detail panel (service spec 2 "Payroll and service list editors"): the
 * records (inactive ones greyed) and a panel with Save, Delete and Cancel. Delete asks first: the
 * generic 'Are you sure you want to delete this {entity}?' unless `deleteTitle`/`deleteMessage`
 * are given (pay group, service spec 8), buttons 'Yes, Delete' and 'Cancel'. Opening another record
 * (or a new one) while the open one has unsaved changes asks first.
 */
export function ListEditor<D extends { id: string; name?: string | null; status?: number | null }>({
  title,
  entityWord,
  editor,
  columns = [],
  canEdit,
  deleteTitle,
  deleteMessage,
  children,
  entity,
}: ListEditorProps<D>) {
  const { t } = usePayrollTranslation();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (name: string) => {
    setExporting(true);
    try {
      const file = `${name}-${new Date().toISOString().slice(0, 10)}`;
      await downloadEntityCsv(name, { includeInactiveData: true }, file);
      toast.success(t('export.done', { file: `${file}.csv` }));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setExporting(false);
    }
  };
  const listLabels = useListLabels();
  const [confirm, setConfirm] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  /** Runs `action` now, or after confirming when the open record has unsaved changes. */
  const guard = (action: () => void) => {
    if (isDirty(editor.state)) setPending(() => action);
    else action();
  };
  const { state, rows } = editor;
  const draft = state.draft;
  const cols: ListViewColumn<D>[] = [
    { id: 'name', header: t('payroll.col.name'), value: (r) => r.name ?? '', width: 190 },
    ...columns,
    { id: 'status', header: t('payroll.col.status'), value: (r) => t(`status.${r.status ?? 1}`), width: 90 },
  ];
  // Column widths, borders and a vertical scroll bar: the list's natural width.
  const listWidth = cols.reduce((sum, c) => sum + (c.width ?? 160), 0) + 20;
  return (
    <div className={styles.layout} style={{ '--wm-list-width': `${listWidth}px` } as CSSProperties}>
      <section className={styles.pane} aria-label={title}>
        <div className={styles.paneHeader}>
          <h2>{title}</h2>
          <span className={styles.spacer} />
          {entity ? (
            <Button size="sm" onClick={() => void exportCsv(entity)} loading={exporting}>
              {t('export.csv')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button variant="primary" size="sm" onClick={() => guard(editor.add)} disabled={state.isNew}>
              {t('payroll.new')}
            </Button>
          ) : null}
        </div>
        {editor.list.error ? <p role="alert">{editor.list.error.message}</p> : null}
        <ListView<D>
          data={rows}
          columns={cols}
          getRowId={(r) => r.id}
          getRowStatus={(r) => r.status}
          label={title}
          showSearch={rows.length > 8}
          pageSize={0}
          height={420}
          labels={listLabels}
          onRowClick={(r) => {
            if (draft?.id === r.id) return;
            const record = editor.records.find((x) => x.id === r.id);
            if (record) guard(() => editor.select(record));
          }}
        />
      </section>
      <section className={styles.pane}>
        <SelectionAnnouncer what={entityWord} name={draft && !state.isNew ? draft.name : null} />
        {draft ? (
          <Card
            title={
              draft.name?.trim()
                ? draft.name
                : state.isNew
                  ? t('payroll.newRecord', { entity: title })
                  : title
            }
            footer={
              <div className={styles.footer}>
                <Button variant="secondary" onClick={editor.cancel} disabled={editor.saving}>
                  {t('common.cancel')}
                </Button>
                {canEdit ? (
                  <>
                    <Button
                      variant="danger"
                      onClick={() => setConfirm(true)}
                      disabled={editor.saving || state.isNew}
                    >
                      {t('common.delete')}
                    </Button>
                    <Button variant="primary" onClick={() => void editor.save()} loading={editor.saving}>
                      {t('common.save')}
                    </Button>
                  </>
                ) : null}
              </div>
            }
          >
            <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <div className={styles.form}>{children(draft)}</div>
            </fieldset>
          </Card>
        ) : (
          <Box className={styles.empty}>{t('payroll.selectHint', { entity: title })}</Box>
        )}
      </section>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => {
          if (!o) setPending(null);
        }}
        title={t('payroll.discardTitle')}
        message={t('payroll.discardMessage')}
        confirmLabel={t('common.ok')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          const action = pending;
          setPending(null);
          action?.();
        }}
      />
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        variant="delete"
        entity={entityWord}
        title={deleteTitle ?? t('confirm.deleteTitle')}
        message={deleteMessage ?? t('confirm.deleteOne', { entity: entityWord })}
        confirmLabel={t('confirm.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={editor.remove}
      />
    </div>
  );
}
