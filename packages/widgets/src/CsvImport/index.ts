export { CsvImport, type CsvImportLabels, type CsvImportProps, defaultCsvImportLabels } from './CsvImport';
export { CSV_ONLY_MESSAGE, CSV_ONLY_TITLE, type CsvImportResult, isCsvFileName } from './csv';
export { useCsvImportState } from './useCsvImportState';
