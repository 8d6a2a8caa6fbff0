/** Result of an import (service contract: POST /api/{Entity}/importcsv). */
export interface CsvImportResult {
  created: number;
  updated: number;
  errors: { row: number; column: string; message: string }[];
}

/** Message and title when a non-.csv file is chosen (service spec 5 "CSV import"). */
export const CSV_ONLY_MESSAGE = 'Only files with the file extension CSV are allowed';
export const CSV_ONLY_TITLE = 'Error';

/** True when the file name ends in .csv (any case). */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}
