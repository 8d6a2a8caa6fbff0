import { type CsvImportEntity, useEntityList } from '@wm/api';
import { Box, Button, Checkbox, ConfirmDialog, useToast } from '@wm/ui';
import { ListView, type ListViewColumn } from '@wm/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../lib/api.js';
import { EntityCsvImport } from '../common/EntityCsvImport.js';
import { useListLabels } from '../common/useListLabels.js';
import { useSession } from '../shell/SessionContext.js';
import { downloadEntityCsv } from './integrations/integrationsApi.js';
import { ListExportToIntegration } from './integrations/ListExportToIntegration.js';
import * as styles from './SettingsList.css.js';

export type EntityListPageProps<T> = {
  entity: CsvImportEntity;
  /** Page heading (already translated, with the company's label). */
  title: string;
  columns: ListViewColumn<T>[];
  orderby: string;
  /** Column names the import accepts (shown as a hint in the popup). */
  importColumns: readonly string[];
  /** Shows 'Export CSV' (GET /api/{Entity}/exportcsv of the listed query); default true. */
  exportCsv?: boolean;
  /**
   * Selection checkboxes and the export-to-integration button (service spec 4, 8), shown to users
   * who manage integrations; `entityName` is the singular word of 'No {entity name} Integrations
   * are configured.'. Default off.
   */
  integrationExport?: { entityName: string };
  /**
   * Selection checkboxes and Delete (status 3, to the recycle bin) for users with this access
   * (path and key of useSession().can). A parent with children in the list asks 'Deleting this
   * parent {entity} will also delete all children. Are you sure you want to proceed?'; otherwise the
   * generic delete confirmation. `entityWord` is the lower-case word in those sentences.
   */
  deletable?: { path: string; key?: string; entityWord: string };
  /** Called after an import or delete changed the entity's records (e.g. to reload related data). */
  onChanged?: () => void;
};

/**
 * A settings list page (service spec 2 "Employees", "Locations", "Other admin screens"): the
 * entity's records in the ListView (active by default, inactive on request; greyed when inactive)
 * with Export CSV (a downloaded file of the listed records) and Import CSV; a successful import
 * reloads the list and the entity's lookups. Optional: export of the selected records to an
 * integration, and Delete with the parent-children warning.
 */
export function EntityListPage<T extends { id: string; status?: number | null }>({
  entity,
  title,
  columns,
  orderby,
  importColumns,
  exportCsv = true,
  integrationExport,
  deletable,
  onChanged,
}: EntityListPageProps<T>) {
  const { t } = useTranslation();
  const toast = useToast();
  const { can } = useSession();
  const listLabels = useListLabels();
  const [includeInactive, setIncludeInactive] = useState(false);
  const list = useEntityList<T>(entity, { orderby, includeInactiveData: includeInactive || undefined });
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const canExportToIntegration = Boolean(integrationExport) && can('/settings/integrations/');
  const canDelete = Boolean(deletable) && can(deletable!.path, deletable!.key);
  const rows = list.data ?? [];
  const selected = rows.filter((r) => selectedIds.includes(r.id));
  const isParent = selected.some((s) =>
    rows.some((r) => (r as { parent_id?: string | null }).parent_id === s.id),
  );
  const word = deletable?.entityWord ?? '';

  const exportList = async () => {
    setExporting(true);
    try {
      const file = `${entity}-${new Date().toISOString().slice(0, 10)}`;
      await downloadEntityCsv(entity, { orderby, includeInactiveData: includeInactive || undefined }, file);
      toast.success(t('export.done', { file: `${file}.csv` }));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setExporting(false);
    }
  };

  const remove = async () => {
    try {
      for (const r of selected) await apiClient.remove(entity, r.id);
      toast.success(t('common.deleted'));
      setSelectedIds([]);
      apiClient.lookups.invalidate(entity);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      void list.mutate();
      onChanged?.();
    }
  };
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <div className={styles.header}>
        <h1>{title}</h1>
        <span className={styles.spacer} />
        <Checkbox
          label={t('settings.includeInactive')}
          checked={includeInactive}
          onCheckedChange={(c) => setIncludeInactive(c === true)}
        />
        <Button variant="secondary" onClick={() => void list.mutate()} loading={list.isValidating}>
          {t('common.refresh')}
        </Button>
        {canExportToIntegration ? (
          <ListExportToIntegration
            recordType={entity}
            entityName={integrationExport!.entityName}
            selectedIds={selectedIds}
          />
        ) : null}
        {canDelete ? (
          <Button variant="danger" disabled={selected.length === 0} onClick={() => setConfirmDelete(true)}>
            {t('common.delete')}
          </Button>
        ) : null}
        {exportCsv ? (
          <Button variant="secondary" onClick={() => void exportList()} loading={exporting}>
            {t('export.csv')}
          </Button>
        ) : null}
        <Button variant="primary" onClick={() => setImportOpen(true)}>
          {t('import.button')}
        </Button>
      </div>
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      <ListView<T>
        data={list.data ?? []}
        columns={columns}
        getRowId={(r) => r.id}
        getRowStatus={(r) => r.status}
        selectable={canExportToIntegration || canDelete}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        label={title}
        showColumnFilters
        height={560}
        pageSize={0}
        labels={listLabels}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        variant="delete"
        count={selected.length || 1}
        entity={word}
        title={t('confirm.deleteTitle')}
        message={
          isParent
            ? t('recycleBin.parentWarning', { entity: word })
            : selected.length === 1
              ? t('confirm.deleteOne', { entity: word })
              : t('confirm.deleteMany', { count: selected.length, entity: word })
        }
        confirmLabel={t('confirm.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={remove}
      />
      <EntityCsvImport
        entity={entity}
        title={title}
        columns={importColumns}
        open={importOpen}
        onOpenChange={setImportOpen}
        onImported={() => {
          void list.mutate();
          onChanged?.();
        }}
      />
    </Box>
  );
}
