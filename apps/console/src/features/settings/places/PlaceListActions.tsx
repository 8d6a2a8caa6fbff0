import type { CsvImportEntity } from '@wm/api';
import { Button, useToast } from '@wm/ui';
import { CsvImport } from '@wm/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { useSession } from '../../shell/SessionContext.js';
import { downloadEntityCsv } from '../integrations/integrationsApi.js';
import { ListExportToIntegration } from '../integrations/ListExportToIntegration.js';

export interface PlaceListActionsProps {
  /** Entity of the generic API ('Location', 'Task', 'Device'). */
  entity: string;
  /** Page heading (the company's label), used in the import title and the integration message. */
  title: string;
  includeInactive: boolean;
  /** Id of the open record: what 'Export to integration' sends. */
  selectedId: string | null;
  /** Import columns (service spec 5 "CSV import") for Location and Task; none for Device. */
  importColumns?: readonly string[];
  canEdit: boolean;
  /** After an import changed records. */
  onImported: () => void;
}

/**
 * List actions of the Locations, Tasks and Devices screens: Export CSV (GET /api/{Entity}/exportcsv
 * of the listed query), export of the open record to an outbound integration (service spec 4
 * "Integration export and run") and, for locations and tasks, Import CSV (upload, then
 * POST /api/{Entity}/importcsv; a successful import reloads the list and the lookups).
 */
export function PlaceListActions({
  entity,
  title,
  includeInactive,
  selectedId,
  importColumns,
  canEdit,
  onImported,
}: PlaceListActionsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { can } = useSession();
  const [exporting, setExporting] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      const file = `${entity}-${new Date().toISOString().slice(0, 10)}`;
      await downloadEntityCsv(
        entity,
        { orderby: 'name', includeInactiveData: includeInactive || undefined },
        file,
      );
      toast.success(t('export.done', { file: `${file}.csv` }));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      {can('/settings/integrations/') ? (
        <ListExportToIntegration
          recordType={entity}
          entityName={title}
          selectedIds={selectedId ? [selectedId] : []}
        />
      ) : null}
      <Button variant="secondary" onClick={() => void exportList()} loading={exporting}>
        {t('export.csv')}
      </Button>
      {importColumns && canEdit ? (
        <>
          <Button variant="secondary" onClick={() => setImportOpen(true)}>
            {t('import.button')}
          </Button>
          <CsvImport
            open={importOpen}
            onOpenChange={setImportOpen}
            columns={importColumns}
            onImport={async (file) => {
              const stored = await apiClient.files.upload(file, file.name);
              const result = await apiClient.files.importCsv(entity as CsvImportEntity, file.name, stored.id);
              if (result.created + result.updated > 0) {
                apiClient.lookups.invalidate(entity);
                onImported();
              }
              return result;
            }}
            labels={{
              trigger: t('import.button'),
              title: t('import.title', { entity: title }),
              file: t('import.file'),
              columns: t('import.columns'),
              import: t('import.run'),
              close: t('common.close'),
              ok: t('common.ok'),
              created: (n: number) => t('import.created', { count: n }),
              updated: (n: number) => t('import.updated', { count: n }),
              errorsTitle: t('import.errorsTitle'),
              row: t('import.row'),
              column: t('import.column'),
              message: t('import.message'),
              noErrors: t('import.noErrors'),
            }}
          />
        </>
      ) : null}
    </>
  );
}
