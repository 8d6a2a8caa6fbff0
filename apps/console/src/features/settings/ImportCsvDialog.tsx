import type { CsvImportEntity, ImportCsvResult } from '@wm/api';
import { Button, Dialog } from '@wm/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../lib/api.js';
import * as styles from './SettingsList.css.js';

export type ImportCsvDialogProps = {
  entity: CsvImportEntity;
  /** The entity's (plural) label for the title. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after an import that created or updated records. */
  onImported: (result: ImportCsvResult) => void;
};

/**
 * CSV import popup (glue until @wm/widgets' CsvImport lands): pick a .csv file, upload it
 * (POST /api/file), import it (POST /api/{Entity}/importcsv {filename, fileId}) and show
 * {created, updated, errors} with each error's row, column and message.
 */
export function ImportCsvDialog({ entity, title, open, onOpenChange, onImported }: ImportCsvDialogProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportCsvResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setResult(null);
    setFailure(null);
  };

  const run = async () => {
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) {
      setFailure(t('import.notCsv', { name: file.name }));
      return;
    }
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const stored = await apiClient.files.upload(file, file.name);
      const r = await apiClient.files.importCsv(entity, file.name, stored.id);
      setResult(r);
      if ((r.created ?? 0) + (r.updated ?? 0) > 0) onImported(r);
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        if (!o) reset();
        onOpenChange(o);
      }}
      title={t('import.title', { entity: title })}
      description={t('import.description')}
      closeLabel={t('common.close')}
      size="md"
      footer={
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
          >
            {t('common.close')}
          </Button>
          <Button variant="primary" disabled={!file} loading={busy} onClick={() => void run()}>
            {t('import.run')}
          </Button>
        </>
      }
    >
      <div className={styles.importBody}>
        <label htmlFor={inputId} className={styles.fileLabel}>
          {t('import.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setResult(null);
            setFailure(null);
          }}
        />
        {failure ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
        {result ? (
          <div role="status" className={styles.result}>
            <p>
              {t('import.summary', {
                created: result.created ?? 0,
                updated: result.updated ?? 0,
                errors: result.errors?.length ?? 0,
              })}
            </p>
            {result.errors?.length ? (
              <table className={styles.errorTable}>
                <thead>
                  <tr>
                    <th>{t('import.row')}</th>
                    <th>{t('import.column')}</th>
                    <th>{t('import.message')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.errors.slice(0, 200).map((err, i) => (
                    <tr key={i}>
                      <td>{err.row}</td>
                      <td>{err.column}</td>
                      <td>{err.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
