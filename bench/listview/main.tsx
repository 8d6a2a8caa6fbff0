import { ThemeProvider } from '@wm/ui';
import { ListView, type ListViewColumn } from '@wm/widgets';
import { createRoot } from 'react-dom/client';

/** A synthetic employee record; values are deterministic so runs compare. */
export interface BenchRow {
  id: string;
  name: string;
  code: string;
  city: string;
  hours: number;
  start: Date;
  status: number;
}

const CITIES = ['Austin', 'Boston', 'Chicago', 'Denver', 'El Paso', 'Fresno', 'Garland', 'Houston'];

function makeRows(n: number): BenchRow[] {
  const out: BenchRow[] = new Array(n);
  for (let i = 0; i < n; i++) {
    out[i] = {
      id: `r${i}`,
      name: `Employee ${(i * 7919) % n}`,
      code: `C${String(i).padStart(6, '0')}`,
      city: CITIES[i % CITIES.length] as string,
      hours: ((i * 37) % 1000) / 10,
      start: new Date(Date.UTC(2026, 0, 1) + ((i * 104729) % 31536000) * 1000),
      status: i % 17 === 0 ? 2 : 1,
    };
  }
  return out;
}

const columns: ListViewColumn<BenchRow>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, width: 180 },
  { id: 'code', header: 'Code', value: (r) => r.code, width: 120 },
  { id: 'city', header: 'City', value: (r) => r.city, width: 140 },
  { id: 'hours', header: 'Hours', value: (r) => r.hours, width: 100, align: 'end' },
  {
    id: 'start',
    header: 'Start',
    value: (r) => r.start,
    cell: (r) => r.start.toISOString().slice(0, 10),
    width: 130,
  },
];

const params = new URLSearchParams(location.search);
const n = Number(params.get('rows') ?? 10000);
/** Which grid renders the rows: `ours` (ListView), `ag` (AG Grid Community) or `none` (data only). */
const grid = params.get('grid') ?? 'ours';
const data = makeRows(n);
const w = window as unknown as {
  benchReady: number;
  firstRenderMs: number;
  agApi: unknown;
  benchData: unknown;
};
w.benchData = data;
w.benchReady = performance.now();
const t0 = performance.now();
const el = document.getElementById('root') as HTMLElement;
const markRendered = () =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      w.firstRenderMs = performance.now() - t0;
    }),
  );
if (grid === 'ours') {
  createRoot(el).render(
    <ThemeProvider>
      <ListView
        label="Benchmark rows"
        data={data}
        columns={columns}
        getRowId={(r) => r.id}
        getRowStatus={(r) => r.status}
        selectable
        showColumnFilters
        pageSize={0}
        height={600}
      />
    </ThemeProvider>,
  );
  markRendered();
} else if (grid === 'ag') {
  // AG Grid Community, client-side row model, the same rows and columns; loaded as its own chunk
  // so it never weighs on ours.
  import('./agGrid.tsx').then(({ renderAgGrid }) =>
    renderAgGrid(el, data, (api) => {
      w.agApi = api;
      markRendered();
    }),
  );
} else {
  markRendered();
}
