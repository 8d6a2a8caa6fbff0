import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SampleEmployee, sampleEmployees } from '../internal/fixtures';
import type { ColumnLayout } from './columnLayout';
import { numbered, storyLabels, storyText } from '../../../../.storybook/storyArgs';
import { defaultPaginationLabels } from '../Pagination/Pagination';
import { ListView } from './ListView';
import { defaultListViewLabels, type ListViewColumn, type ListViewLabels, type ListViewProps } from './types';
import { expectNoSidewaysScroll, PHONE_GLOBALS } from '../internal/phone';

const columns: ListViewColumn<SampleEmployee>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, width: 180 },
  { id: 'code', header: 'Code', value: (r) => r.code, width: 110 },
  { id: 'city', header: 'City', value: (r) => r.city, width: 120 },
  {
    id: 'hours',
    header: 'Hours',
    value: (r) => r.hours,
    cell: (r) => r.hours.toFixed(1),
    width: 90,
    align: 'end',
  },
  {
    id: 'start',
    header: 'Start',
    value: (r) => r.start,
    cell: (r) => r.start.toISOString().slice(0, 10),
    width: 120,
    filterable: false,
  },
];

const small = sampleEmployees(60);
const tenThousand = sampleEmployees(10000);

const base: ListViewProps<SampleEmployee> = {
  label: 'Employees',
  data: small,
  columns,
  getRowId: (r) => r.id,
  height: 300,
};

/** The Matrix story's own labels in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const MATRIX_ES: Record<string, string> = { Employees: 'Empleados', 'Empty list': 'Lista vacía' };

const meta = {
  title: 'widgets/ListView',
  component: ListView<SampleEmployee>,
  args: { ...base, onRowClick: fn(), onActivate: fn(), onSelectionChange: fn(), onColumnLayoutChange: fn() },
  argTypes: {
    data: { control: false },
    columns: { control: false },
    getRowId: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The list of records used on every admin and editor screen: sorting, search and column filters, a ' +
          'column organiser whose layout the host saves, selection with select-all, paging (default 1000 per page) ' +
          'and keyboard use. Rows are virtualised, so 100,000 rows keep the DOM small. Do pass translated labels ' +
          'and a stable `getRowId`; do not pre-sort or pre-filter the data.',
      },
    },
  },
} satisfies Meta<typeof ListView<SampleEmployee>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The labels the list shows in the toolbar language, its pager's included (storyArgs.ts). */
function listLabels(context: Parameters<typeof storyLabels>[0]) {
  const l = storyLabels<ListViewLabels>(context, defaultListViewLabels);
  return { ...l, pager: { ...defaultPaginationLabels, ...l.pager } };
}

const grid = (c: HTMLElement) => within(c).getByRole('grid', { name: 'Employees' });
const bodyRows = (c: HTMLElement) => within(grid(c)).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const g = grid(canvasElement);
    await expect(g).toHaveAttribute('aria-rowcount', '61');
    const rows = bodyRows(canvasElement);
    await expect(rows.length).toBeGreaterThan(3);
    await expect(rows.length).toBeLessThan(30);
    await expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^Hours/ }));
    const header = c.getByRole('columnheader', { name: /^Hours/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(
      within(bodyRows(canvasElement)[0] as HTMLElement).getByText(
        Math.min(...small.map((r) => r.hours)).toFixed(1),
      ),
    ).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: /^Hours/ }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(
      within(bodyRows(canvasElement)[0] as HTMLElement).getByText(
        Math.max(...small.map((r) => r.hours)).toFixed(1),
      ),
    ).toBeInTheDocument();
  },
};

export const Filtering: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = listLabels(context);
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: l.search }), 'boston');
    await waitFor(() =>
      expect(grid(canvasElement)).toHaveAttribute(
        'aria-rowcount',
        String(1 + small.filter((r) => r.city === 'Boston').length),
      ),
    );
    await userEvent.clear(c.getByRole('searchbox', { name: l.search }));
    await userEvent.type(c.getByRole('searchbox', { name: l.search }), 'no such name');
    await expect(c.getByText(l.empty)).toBeInTheDocument();
  },
};

export const ColumnFilters: Story = {
  args: { showColumnFilters: true },
  play: async (context) => {
    const { canvasElement } = context;
    const l = listLabels(context);
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: l.filterColumn('City') }), 'den');
    await expect(grid(canvasElement)).toHaveAttribute(
      'aria-rowcount',
      String(1 + small.filter((r) => r.city === 'Denver').length),
    );
    await expect(c.queryByRole('searchbox', { name: l.filterColumn('Start') })).toBeNull();
  },
};

export const Selection: Story = {
  args: { selectable: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = listLabels(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: l.selectRow(small[0]?.name as string) }));
    await expect(c.getByText(l.selectedCount(1))).toBeInTheDocument();
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(c.getByRole('checkbox', { name: l.selectAll }));
    await expect(c.getByText(l.selectedCount(60))).toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(expect.arrayContaining(['e1', 'e60']));
    await userEvent.click(c.getByRole('checkbox', { name: l.selectAll }));
    await expect(c.getByText(l.selectedCount(0))).toBeInTheDocument();
  },
};

export const SelectAllFiltered: Story = {
  args: { selectable: true },
  play: async (context) => {
    const { canvasElement } = context;
    const l = listLabels(context);
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: l.search }), 'austin');
    await userEvent.click(c.getByRole('checkbox', { name: l.selectAll }));
    const n = small.filter((r) => r.city === 'Austin').length;
    await expect(c.getByText(l.selectedCount(n))).toBeInTheDocument();
  },
};

export const KeyboardNavigation: Story = {
  args: { selectable: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = listLabels(context);
    const c = within(canvasElement);
    c.getByRole('searchbox', { name: l.search }).focus();
    await userEvent.tab();
    await userEvent.tab();
    const g = grid(canvasElement);
    await expect(g).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const activeId = g.getAttribute('aria-activedescendant');
    await expect(activeId).toBeTruthy();
    await expect(document.getElementById(activeId as string)).toHaveAttribute('aria-rowindex', '4');
    await userEvent.keyboard('{Enter}');
    await expect(args.onActivate).toHaveBeenCalledWith(small[2]);
    await userEvent.keyboard(' ');
    await expect(c.getByText(l.selectedCount(1))).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await expect(document.getElementById(g.getAttribute('aria-activedescendant') as string)).toHaveAttribute(
      'aria-rowindex',
      '61',
    );
  },
};

/**
 * A list that opens its record on click (Employees, Devices, Integrations, the list editors) opens
 * it on Enter too: arrows pick the row, Enter does the click (WCAG 2.1.1, issue 21).
 */
export const EnterOpensLikeClick: Story = {
  args: { onActivate: undefined },
  play: async ({ args, canvasElement }) => {
    const g = grid(canvasElement);
    g.focus();
    await expect(g).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);
    await expect(args.onRowClick).toHaveBeenCalledWith(small[2]);
  },
};

export const RowClick: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(bodyRows(canvasElement)[1] as HTMLElement).getByText(small[1]?.code as string),
    );
    await expect(args.onRowClick).toHaveBeenCalledWith(small[1]);
    await userEvent.dblClick(
      within(bodyRows(canvasElement)[1] as HTMLElement).getByText(small[1]?.code as string),
    );
    await expect(args.onActivate).toHaveBeenCalledWith(small[1]);
  },
};

export const ColumnOrganiser: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = listLabels(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.organiser }));
    await userEvent.click(c.getByRole('checkbox', { name: 'Code' }));
    await expect(c.queryByRole('columnheader', { name: /^Code/ })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: l.moveLeft('City') }));
    await expect(args.onColumnLayoutChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ order: ['name', 'city', 'code', 'hours', 'start'], hidden: ['code'] }),
    );
    const headers = c.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, '').trim());
    await expect(headers).toEqual(['Name', 'City', 'Hours', 'Start']);
  },
};

export const ColumnResize: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = listLabels(context);
    const c = within(canvasElement);
    const handle = c.getByRole('separator', { name: l.resize('Code') });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onColumnLayoutChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ widths: expect.objectContaining({ code: 120 }) }),
    );
    for (let i = 0; i < 6; i++) await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '75');
  },
};

function SavedLayoutHost(props: ListViewProps<SampleEmployee>) {
  const [layout, setLayout] = useState<ColumnLayout>({
    order: ['code', 'name', 'hours', 'city', 'start'],
    hidden: ['start'],
    widths: { code: 90, name: 220 },
  });
  return (
    <div>
      <ListView {...props} columnLayout={layout} onColumnLayoutChange={setLayout} />
      <pre data-testid="saved-layout">{JSON.stringify(layout)}</pre>
    </div>
  );
}

export const SavedLayout: Story = {
  render: (args) => <SavedLayoutHost {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const headers = c.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    await expect(headers).toEqual(['Code', 'Name', 'Hours', 'City']);
  },
};

export const TagsAndUnavailable: Story = {
  args: {
    getRowStatus: (r) => r.status,
    getRowTags: (r) => [
      ...(r.exported ? [{ id: 'x', label: 'EXP', title: 'Exported', tone: 'success' as const }] : []),
      ...(r.hours > 30 ? [{ id: 'ot', label: 'OT', title: 'Overtime', tone: 'warn' as const }] : []),
    ],
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = listLabels(context);
    const c = within(canvasElement);
    await expect(c.getAllByTitle('Exported').length).toBeGreaterThan(0);
    const inactive = bodyRows(canvasElement)[10] as HTMLElement;
    await expect(inactive).toHaveAttribute('aria-disabled', 'true');
    await expect(within(inactive).getByText(`(${l.unavailable})`)).toBeInTheDocument();
  },
};

export const Paging: Story = {
  args: { pageSize: 10, pageSizeOptions: [10, 25, 50, 100], maxPageLinks: 5 },
  play: async (context) => {
    const { canvasElement } = context;
    const l = listLabels(context);
    const c = within(canvasElement);
    await expect(c.getByText(l.pager.range(1, 10, 60))).toBeInTheDocument();
    await expect(c.getAllByRole('button', { name: numbered(l.pager.page) })).toHaveLength(5);
    await userEvent.click(c.getByRole('button', { name: l.pager.page(2) }));
    await expect(c.getByText(l.pager.range(11, 20, 60))).toBeInTheDocument();
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '12');
    await userEvent.selectOptions(c.getByRole('combobox', { name: l.pager.pageSize }), '25');
    await expect(c.getByText(l.pager.range(1, 25, 60))).toBeInTheDocument();
  },
};

export const DefaultPaging: Story = {
  args: { data: sampleEmployees(1200) },
  play: async (context) => {
    const { canvasElement } = context;
    const l = listLabels(context);
    await expect(within(canvasElement).getByText(l.pager.range(1, 1000, 1200))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [], labels: { empty: 'No employees yet.' } },
  play: async (context) => {
    const { canvasElement } = context;
    const l = listLabels(context);
    await expect(within(canvasElement).getByText(l.empty)).toBeInTheDocument();
  },
};

/** 10,000 rows, not paged: the DOM holds only the rows in view. */
export const TenThousandRows: Story = {
  args: { data: tenThousand, pageSize: 0, selectable: true, height: 400 },
  play: async ({ canvasElement }) => {
    const g = grid(canvasElement);
    await expect(g).toHaveAttribute('aria-rowcount', '10001');
    await expect(bodyRows(canvasElement).length).toBeLessThan(40);
    g.scrollTop = 36 * 5000;
    await waitFor(() =>
      expect(bodyRows(canvasElement).some((r) => r.getAttribute('aria-rowindex') === '5002')).toBe(true),
    );
    await expect(bodyRows(canvasElement).length).toBeLessThan(40);
  },
};

/** Plain, selectable, tagged and empty lists in light, dark and high contrast. */
/**
 * Phones (below 768 px; `cardLayout: 'always'` here): each record is a card of the `cardColumns`
 * with its tags; a tap selects just that card, its checkbox adds to the selection.
 */
export const Cards: Story = {
  args: {
    data: small.slice(0, 4),
    selectable: true,
    cardColumns: ['name', 'city', 'hours', 'start'],
    cardLayout: 'always',
    getRowTags: (r) =>
      r.exported ? [{ id: 'x', label: 'EXP', title: 'Exported', tone: 'success' as const }] : [],
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = listLabels(context);
    const c = within(canvasElement);
    const cards = within(c.getByRole('list', { name: 'Employees' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(within(cards[0] as HTMLElement).getByText('City')).toBeVisible();
    await userEvent.click(cards[1] as HTMLElement);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([small[1]!.id]);
    await expect(args.onRowClick).toHaveBeenCalledWith(small[1]);
    await userEvent.click(c.getByRole('checkbox', { name: l.selectRow(small[2]!.name) }));
    await expect(c.getByText(l.selectedCount(2))).toBeVisible();
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args, context) => {
    const s = storyText(context, MATRIX_ES);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <ListView
          {...args}
          label={s('Employees')}
          data={small.slice(0, 12)}
          height={180}
          selectable
          selectedIds={['e2', 'e3']}
          getRowStatus={(r) => r.status}
          getRowTags={(r) => (r.exported ? [{ id: 'x', label: 'EXP', tone: 'success' }] : [])}
        />
        <ListView {...args} label={s('Empty list')} data={[]} height={100} showSearch={false} />
      </div>
    );
  },
};

/** At phone size with `cardColumns`: one card per record (automatic below 768 px), no sideways scroll. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  args: { data: small.slice(0, 6), selectable: true, cardColumns: ['name', 'city', 'hours', 'start'] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(c.getByRole('list', { name: 'Employees' })).getAllByRole('listitem')).toHaveLength(6);
    await expectNoSidewaysScroll(canvasElement);
  },
};
