import type { CsvImportEntity } from '@wm/api';
import { CsvImport } from '@wm/widgets';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api.js';

export interface EntityCsvImportProps {
  entity: CsvImportEntity;
  /** The list's title with the company's label ('Employees'), used in the popup's heading. */
  title: string;
  /** Column names the import takes (service spec 5 "CSV import"), shown as a hint. */
  columns: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after an import that created or updated records (the entity's lookups are already reset). */
  onImported: () => void;
}

/**
 * The CSV import popup of an entity list (service spec 5 "CSV import"): uploads the file (POST
 * /api/file), imports it (POST /api/{Entity}/importcsv {filename, fileId}) and shows the created and
 * updated counts and every row error, in the user's language.
 */
export function EntityCsvImport({
  entity,
  title,
  columns,
  open,
  onOpenChange,
  onImported,
}: EntityCsvImportProps) {
  const { t } = useTranslation();
  return (
    <CsvImport
      open={open}
      onOpenChange={onOpenChange}
      columns={columns}
      onImport={async (file) => {
        const stored = await apiClient.files.upload(file, file.name, undefined, 'import');
        const result = await apiClient.files.importCsv(entity, file.name, stored.id);
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
  );
}
