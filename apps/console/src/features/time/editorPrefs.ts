import type { ColumnLayout } from '@wm/widgets';

/** One saved column (time spec 3 "Employee preferences": timeEditor columns name, sort, visible). */
export interface PrefColumn {
  name: string;
  visible: boolean;
  sort?: 'asc' | 'desc' | null;
  htmlcolname?: string;
  /** Width in CSS px. */
  width?: number;
}

/** The user-defined filters of the time editor (time spec 2: filterMyLocations, filterMyAssets). */
export interface UserDefinedFilters {
  filterMyLocations?: boolean;
  filterMyAssets?: boolean;
  myLocationIds?: string[];
  myAssetIds?: string[];
}

/** The preferences the editor reads and writes through EmployeePrefs. */
export interface EditorPrefs {
  timeEditor?: { columns?: PrefColumn[] };
  userDefinedFilters?: UserDefinedFilters;
  [key: string]: unknown;
}

/**
 * A ListView layout from saved columns: their order, the hidden ones (visible false) and widths.
 * Undefined when nothing is saved (the list keeps its declared layout). Unknown names are left to
 * the ListView, which drops them (a column removed since the layout was saved).
 */
export function layoutFromColumns(columns: readonly PrefColumn[] | undefined): ColumnLayout | undefined {
  if (!columns || columns.length === 0) return undefined;
  const widths: Record<string, number> = {};
  for (const c of columns) if (typeof c.width === 'number') widths[c.name] = c.width;
  return {
    order: columns.map((c) => c.name),
    hidden: columns.filter((c) => !c.visible).map((c) => c.name),
    widths,
  };
}

/** Saved columns from a ListView layout: every column in display order with visible and width. */
export function columnsFromLayout(layout: ColumnLayout): PrefColumn[] {
  return layout.order.map((name) => {
    const width = layout.widths[name];
    return {
      name,
      visible: !layout.hidden.includes(name),
      ...(typeof width === 'number' ? { width: Math.round(width) } : {}),
    };
  });
}

/** The editor's filter panel (time spec 2: Time, Asset, Location, Task) and the user-defined switches. */
export interface EditorFilters {
  /** Record state: all, complete, incomplete, edited (manually added/edited), unedited. */
  state: 'all' | 'complete' | 'incomplete' | 'edited' | 'unedited';
  locationIds: string[];
  taskIds: string[];
  assetIds: string[];
  myLocations: boolean;
  myAssets: boolean;
}

export const NO_FILTERS: EditorFilters = {
  state: 'all',
  locationIds: [],
  taskIds: [],
  assetIds: [],
  myLocations: false,
  myAssets: false,
};

/** Query parameters of GET /Time for the filters (only those set), applied by the server. */
export function filterParams(f: EditorFilters): Record<string, string> {
  const p: Record<string, string> = {};
  if (f.state !== 'all') p.state = f.state;
  if (f.locationIds.length) p.locationIds = f.locationIds.join(',');
  if (f.taskIds.length) p.taskIds = f.taskIds.join(',');
  if (f.assetIds.length) p.assetIds = f.assetIds.join(',');
  if (f.myLocations) p.myLocations = 'true';
  if (f.myAssets) p.myAssets = 'true';
  return p;
}

/** How many filters are active (the filter button's count). */
export function activeFilterCount(f: EditorFilters): number {
  return (
    (f.state !== 'all' ? 1 : 0) +
    (f.locationIds.length ? 1 : 0) +
    (f.taskIds.length ? 1 : 0) +
    (f.assetIds.length ? 1 : 0) +
    (f.myLocations ? 1 : 0) +
    (f.myAssets ? 1 : 0)
  );
}
