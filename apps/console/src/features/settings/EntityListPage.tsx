import { type CsvImportEntity, useEntityList } from '@wm/api';
import { Box, Button, Checkbox } from '@wm/ui';
import { CsvImport, ListView, type ListViewColumn } from '@wm/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api.js';
import { useListLabels } from '../common/useListLabels.js';
import * as styles from './SettingsList.css.js';

export type EntityListPageProps<T> = {
  entity: CsvImportEntity;
  /** Page heading (already translated, with the company's label). */
  title: string;
  columns: ListViewColumn<T>[];
  orderby: string;
  /** Column names the import accepts (shown as a hint in the popup). */
  importColumns: readonly string[];
};

/**
 * A settings list page (service spec 2 "Employees", "Locations", "Other admin screens"): the
 * entity's records in the ListView (active by default, inactive on request; greyed when inactive)
 * with an Import CSV button; a successful import reloads the list and the entity's lookups.
 */
export function EntityListPage<T extends { id: string; status?: number | null }>({
  entity,
  title,
  columns,
  orderby,
  importColumns,
}: EntityListPageProps<T>) {
  const { t } = useTranslation();
  const listLabels = useListLabels();
  const [includeInactive, setIncludeInactive] = useState(false);
  const list = useEntityList<T>(entity, { orderby, includeInactiveData: includeInactive || undefined });
  const [importOpen, setImportOpen] = useState(false);
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
        label={title}
        showColumnFilters
        height={560}
        pageSize={0}
        labels={listLabels}
      />
      <CsvImport
        open={importOpen}
        onOpenChange={setImportOpen}
        columns={importColumns}
        onImport={async (file) => {
          // Upload (POST /api/file), then import (POST /api/{Entity}/importcsv {filename, fileId}).
          const stored = await apiClient.files.upload(file, file.name);
          const result = await apiClient.files.importCsv(entity, file.name, stored.id);
          if (result.created + result.updated > 0) {
            apiClient.lookups.invalidate(entity);
            void list.mutate();
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
    </Box>
  );
}
