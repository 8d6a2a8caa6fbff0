import type { CsvImportEntity } from '@wm/api';
import { Button, useToast } from '@wm/ui';
import { EntityCsvImport } from '../../common/EntityCsvImport.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.js';
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
          <EntityCsvImport
            entity={entity as CsvImportEntity}
            title={title}
            columns={importColumns}
            open={importOpen}
            onOpenChange={setImportOpen}
            onImported={onImported}
          />
        </>
      ) : null}
    </>
  );
}
