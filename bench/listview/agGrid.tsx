import {
  AllCommunityModule,
  type ColDef,
  type GridApi,
  ModuleRegistry,
  type ValueFormatterParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { createRoot } from 'react-dom/client';
import type { BenchRow } from './main.tsx';

ModuleRegistry.registerModules([AllCommunityModule]);

const columnDefs: ColDef<BenchRow>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'code', headerName: 'Code', width: 120 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'hours', headerName: 'Hours', width: 100, type: 'numericColumn' },
  {
    field: 'start',
    headerName: 'Start',
    width: 130,
    valueFormatter: (p: ValueFormatterParams<BenchRow, Date>) =>
      p.value ? p.value.toISOString().slice(0, 10) : '',
  },
];

/**
 * Renders `data` in AG Grid Community (client-side row model, row selection by checkbox, a
 * floating filter per column, sortable columns: the features our ListView shows in the bench) at
 * 600 px high, and calls `onReady(api)` once the first rows are drawn.
 */
export function renderAgGrid(el: HTMLElement, data: BenchRow[], onReady: (api: GridApi<BenchRow>) => void) {
  createRoot(el).render(
    <div style={{ height: 600, width: 1200 }}>
      <AgGridReact<BenchRow>
        rowData={data}
        columnDefs={columnDefs}
        defaultColDef={{ sortable: true, filter: true, floatingFilter: true }}
        getRowId={(p) => p.data.id}
        rowSelection={{ mode: 'multiRow' }}
        onFirstDataRendered={(e) => onReady(e.api)}
      />
    </div>,
  );
}
