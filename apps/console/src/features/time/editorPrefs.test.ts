import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  columnsFromLayout,
  filterParams,
  layoutFromColumns,
  NO_FILTERS,
} from './editorPrefs.js';

describe('column settings <-> EmployeePrefs', () => {
  it('round-trips order, hidden columns and widths', () => {
    const layout = {
      order: ['task', 'employee', 'in'],
      hidden: ['employee'],
      widths: { task: 130, in: 160 },
    };
    const cols = columnsFromLayout(layout);
    expect(cols).toEqual([
      { name: 'task', visible: true, width: 130 },
      { name: 'employee', visible: false },
      { name: 'in', visible: true, width: 160 },
    ]);
    expect(layoutFromColumns(cols)).toEqual({ ...layout, widths: { task: 130, in: 160 } });
  });
  it('gives no layout when nothing is saved', () => {
    expect(layoutFromColumns(undefined)).toBeUndefined();
    expect(layoutFromColumns([])).toBeUndefined();
  });
});

describe('filter panel parameters', () => {
  it('sends only what is set', () => {
    expect(filterParams(NO_FILTERS)).toEqual({});
    expect(
      filterParams({
        state: 'incomplete',
        locationIds: ['l1', 'l2'],
        taskIds: [],
        assetIds: ['a'],
        myLocations: true,
        myAssets: false,
      }),
    ).toEqual({ state: 'incomplete', locationIds: 'l1,l2', assetIds: 'a', myLocations: 'true' });
  });
  it('counts active filters', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, taskIds: ['t'], myAssets: true })).toBe(2);
  });
});
