import { Button, Dialog } from '@wm/ui';
import { useId } from 'react';
import { CSV_ONLY_TITLE, type CsvImportResult } from './csv';
import * as styles from './CsvImport.css';
import { useCsvImportState } from './useCsvImportState';

export interface CsvImportLabels {
  trigger: string;
  title: string;
  file: string;
  columns: string;
  import: string;
  close: string;
  ok: string;
  created: (n: number) => string;
  updated: (n: number) => string;
  errorsTitle: string;
  row: string;
  column: string;
  message: string;
  noErrors: string;
}

export const defaultCsvImportLabels: CsvImportLabels = {
  trigger: 'Import CSV',
  title: 'Import from CSV',
  file: 'CSV file',
  columns: 'Columns',
  import: 'Import',
  close: 'Close',
  ok: 'Ok',
  created: (n) => `${n} created`,
  updated: (n) => `${n} updated`,
  errorsTitle: 'Rows with errors',
  row: 'Row',
  column: 'Column',
  message: 'Message',
  noErrors: 'No errors.',
};

export interface CsvImportProps {
  /** Imports the file (the host uploads it and calls {Entity}/importcsv). */
  onImport: (file: File) => Promise<CsvImportResult>;
  /** Expected columns, shown as a hint (service spec 5 "CSV import" lists them per entity). */
  columns?: ReadonlyArray<string>;
  /** Controlled open state; without it the popup opens from its own trigger button. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called when the popup closes after a successful import (the host reloads lookups). */
  onDone?: (result: CsvImportResult) => void;
  labels?: Partial<CsvImportLabels>;
}

/**
 * CSV import popup (service spec 2 "CSV import popup", 5 "CSV import"): choose a .csv file (any other
 * extension opens the dialog titled 'Error' with 'Only files with the file extension CSV are
 * allowed'), import it through `onImport`, and see the summary: created, updated, and the rows
 * with errors (row, column, message).
 */
export function CsvImport({ onImport, columns, open, onOpenChange, onDone, labels: lp }: CsvImportProps) {
  const l = { ...defaultCsvImportLabels, ...lp };
  const s = useCsvImportState(onImport);
  const inputId = useId();
  const close = (o: boolean) => {
    if (!o) {
      if (s.result) onDone?.(s.result);
      s.reset();
    }
    onOpenChange?.(o);
  };
  const controlled = open !== undefined;
  return (
    <>
      <Dialog
        {...(controlled ? { open } : {})}
        onOpenChange={close}
        title={l.title}
        hideClose
        trigger={controlled ? undefined : <Button>{l.trigger}</Button>}
        footer={
          <>
            <Button onClick={() => close(false)}>{l.close}</Button>
            <Button
              variant="primary"
              onClick={s.run}
              disabled={!s.file || Boolean(s.result)}
              loading={s.busy}
            >
              {l.import}
            </Button>
          </>
        }
      >
        <div className={styles.body}>
          <div>
            <label htmlFor={inputId}>{l.file}</label>{' '}
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                s.choose(e.target.files?.[0] ?? null);
                if (!e.target.files?.[0] || !/\.csv$/i.test(e.target.files[0].name)) e.target.value = '';
              }}
            />
          </div>
          {columns?.length ? (
            <p className={styles.columns}>
              {l.columns}: {columns.join(', ')}
            </p>
          ) : null}
          {s.failure ? (
            <p role="alert" className={styles.error}>
              {s.failure}
            </p>
          ) : null}
          {s.result ? <ResultSummary result={s.result} l={l} /> : null}
        </div>
      </Dialog>
      <Dialog
        open={Boolean(s.extensionError)}
        onOpenChange={(o) => {
          if (!o) s.closeExtensionError();
        }}
        role="alertdialog"
        title={CSV_ONLY_TITLE}
        description={s.extensionError ?? ''}
        size="sm"
        hideClose
        footer={
          <Button variant="primary" onClick={s.closeExtensionError}>
            {l.ok}
          </Button>
        }
      />
    </>
  );
}

function ResultSummary({ result, l }: { result: CsvImportResult; l: CsvImportLabels }) {
  return (
    <div role="status">
      <p className={styles.summary}>
        <span>{l.created(result.created)}</span>
        <span>{l.updated(result.updated)}</span>
      </p>
      {result.errors.length === 0 ? (
        <p>{l.noErrors}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{l.errorsTitle}</caption>
            <thead>
              <tr>
                <th className={styles.th}>{l.row}</th>
                <th className={styles.th}>{l.column}</th>
                <th className={styles.th}>{l.message}</th>
              </tr>
            </thead>
            <tbody>
              {result.errors.map((e, i) => (
                <tr key={`${e.row}-${e.column}-${i}`}>
                  <td className={styles.td}>{e.row}</td>
                  <td className={styles.td}>{e.column}</td>
                  <td className={styles.td}>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
