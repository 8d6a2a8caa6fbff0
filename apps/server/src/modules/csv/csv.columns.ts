/**
 * CSV import columns per entity, exactly as service spec 5 "CSV import" lists them.
 */

/** Entities that take a CSV import. */
export type ImportEntity = 'Employee' | 'Location' | 'Task' | 'Asset';

/** What a column holds; decides its validation. */
export type ImportColumnKind = 'id' | 'parent' | 'text' | 'email' | 'pin' | 'country';

/** One import column. */
export interface ImportColumn {
  /** Header text as the spec writes it (matched ignoring case, spaces and underscores). */
  name: string;
  kind: ImportColumnKind;
  /** A non-blank value is required on every row. */
  required?: boolean;
  /** Longest accepted value in characters. */
  maxLength: number;
}

/** The import definition of one entity. */
export interface ImportSpec {
  entity: ImportEntity;
  /** The column whose value identifies the row (matched to a record's id or external id). */
  idColumn: string;
  columns: readonly ImportColumn[];
  /**
   * Columns without which the file is rejected as a whole: only the name columns (issue 19). Without
   * the id column every row is a new record; other missing columns are left unchanged on updates.
   */
  essential: readonly string[];
}

const text = (name: string, maxLength = 200, required = false): ImportColumn => ({
  name,
  kind: 'text',
  maxLength,
  required,
});
const idCol = (name: string): ImportColumn => ({ name, kind: 'id', maxLength: 100 });
const parentCol: ImportColumn = { name: 'ParentId', kind: 'parent', maxLength: 100 };
const addressCols: ImportColumn[] = [
  text('Address'),
  text('City', 100),
  text('State', 100),
  text('Zip', 20),
  { name: 'Country', kind: 'country', maxLength: 100 },
];

/** Import definitions by entity (service spec 5 "CSV import"). */
export const IMPORT_SPECS: Readonly<Record<ImportEntity, ImportSpec>> = {
  Employee: {
    entity: 'Employee',
    idColumn: 'EmployeeId',
    columns: [
      idCol('EmployeeId'),
      text('Code', 50),
      text('FirstName', 100, true),
      text('MiddleName', 100),
      text('LastName', 100, true),
      { name: 'Email', kind: 'email', maxLength: 254 },
      { name: 'PIN', kind: 'pin', maxLength: 10 },
      text('Cell', 30),
      ...addressCols,
    ],
    essential: ['FirstName', 'LastName'],
  },
  Location: {
    entity: 'Location',
    idColumn: 'LocationId',
    columns: [
      idCol('LocationId'),
      parentCol,
      text('Code', 50),
      text('Name', 200, true),
      text('Description', 2000),
      ...addressCols,
    ],
    essential: ['Name'],
  },
  Task: {
    entity: 'Task',
    idColumn: 'TaskId',
    columns: [idCol('TaskId'), text('Name', 200, true), text('Code', 50), parentCol],
    essential: ['Name'],
  },
  Asset: {
    entity: 'Asset',
    idColumn: 'AssetId',
    columns: [idCol('AssetId'), parentCol, text('Code', 50), text('Name', 200, true)],
    essential: ['Name'],
  },
};

/** The import definition for an entity name as it appears in the URL (case-insensitive), or null. */
export function importSpecFor(entity: string): ImportSpec | null {
  const key = (Object.keys(IMPORT_SPECS) as ImportEntity[]).find(
    (k) => k.toLowerCase() === entity.toLowerCase(),
  );
  return key ? IMPORT_SPECS[key] : null;
}

/** Header matching key: lower case without spaces, underscores or dashes ('Employee Id' = 'EmployeeId'). */
export function headerKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}
