import { useState } from 'react';
import { type CsvImportResult, CSV_ONLY_MESSAGE, isCsvFileName } from './csv';

/** Steps of the CSV import popup: choose a file, importing, result; `extensionError` shows the Error dialog. */
export function useCsvImportState(onImport: (file: File) => Promise<CsvImportResult>) {
  const [file, setFile] = useState<File | null>(null);
  const [extensionError, setExtensionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    file,
    busy,
    result,
    failure,
    extensionError,
    choose: (f: File | null) => {
      setResult(null);
      setFailure(null);
      if (f && !isCsvFileName(f.name)) {
        setFile(null);
        setExtensionError(CSV_ONLY_MESSAGE);
        return;
      }
      setFile(f);
    },
    closeExtensionError: () => setExtensionError(null),
    run: async () => {
      if (!file) return;
      setBusy(true);
      setFailure(null);
      try {
        setResult(await onImport(file));
      } catch (e) {
        setFailure(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    },
    reset: () => {
      setFile(null);
      setResult(null);
      setFailure(null);
      setExtensionError(null);
    },
  };
}
