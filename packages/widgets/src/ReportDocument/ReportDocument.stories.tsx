import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { defaultReportDocumentLabels, ReportDocument } from './ReportDocument';

const fields = [
  { name: 'EmployeeId', type: 'string' as const, label: 'Employee Id', hidden: true },
  { name: 'Employee', type: 'string' as const, label: 'Employee' },
  { name: 'Date', type: 'date' as const, label: 'Date' },
  { name: 'InTime', type: 'datetime' as const, label: 'In' },
  { name: 'Location', type: 'string' as const, label: 'Location' },
  { name: 'RegularTime', type: 'hours' as const, label: 'Regular' },
  { name: 'Overtime', type: 'hours' as const, label: 'Overtime' },
  { name: 'Units', type: 'number' as const, label: 'Units', aggregate: 'average' as const },
];
const records = [
  {
    EmployeeId: 'e1',
    Employee: 'Fiona Fields',
    Date: '2026-10-05',
    InTime: '2026-10-05T13:00:00.000Z',
    Location: 'Depot',
    RegularTime: 8,
    Overtime: 4,
    Units: 3,
  },
  {
    EmployeeId: 'e1',
    Employee: 'Fiona Fields',
    Date: '2026-10-06',
    InTime: '2026-10-06T13:00:00.000Z',
    Location: 'Site 4',
    RegularTime: 8,
    Overtime: 1.5,
    Units: 5,
  },
  {
    EmployeeId: 'e2',
    Employee: 'Gus Green',
    Date: '2026-10-05',
    InTime: '2026-10-05T15:00:00.000Z',
    Location: 'Depot',
    RegularTime: 3,
    Overtime: 0,
    Units: 1,
  },
];

const meta = {
  title: 'widgets/ReportDocument',
  component: ReportDocument,
  args: {
    title: 'Payroll Detail',
    subtitle: 'Northwind Field Services · 10/04/2026 - 10/10/2026',
    fields,
    records,
    timeZone: 'America/Denver',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Renders any report result of POST /api/report/{key}: sections per item (splitBy), grouping rows with ' +
          'subtotals (groupBy), footers (hours sum; other columns declare sum, average, min or max). Do pass the ' +
          "user's time format and zone. Do not format values before passing them: the widget prints hours, dates and instants.",
      },
    },
  },
} satisfies Meta<typeof ReportDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flat table with a total row. */
export const Table: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultReportDocumentLabels);
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Payroll Detail' })).toBeVisible();
    const total = c.getByText(l.total).closest('tr')!;
    await expect(within(total).getByText('19.00')).toBeVisible();
    await expect(within(total).getByText('5.50')).toBeVisible();
    await expect(within(total).getByText('3')).toBeVisible();
    await expect(c.getByText('10/05/2026 7:00 AM')).toBeVisible();
    await expect(c.queryByText('Employee Id')).toBeNull();
  },
};

/** One section per employee (a multi-report) with a grand total. */
export const PerEmployee: Story = {
  args: { splitBy: 'EmployeeId', splitLabel: 'Employee', oneItemPerPage: true },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultReportDocumentLabels);
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Fiona Fields' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Gus Green' })).toBeVisible();
    const grand = c.getByText(l.grandTotal).closest('tr')!;
    await expect(within(grand).getByText('19.00')).toBeVisible();
  },
};

/** Grouped by location, hours as hours:minutes, Spanish headings. */
export const GroupedSpanish: Story = {
  args: {
    groupBy: 'Location',
    timeFormat: 'hours:minutes',
    labels: {
      total: 'Total',
      subtotal: 'Subtotal',
      field: (name, fallback) =>
        ({ Employee: 'Empleado', RegularTime: 'Regular', Overtime: 'Horas extra' })[name] ?? fallback,
    },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultReportDocumentLabels);
    const c = within(canvasElement);
    await expect(
      c.getByRole('columnheader', { name: l.field?.('Overtime', 'Overtime') ?? 'Overtime' }),
    ).toBeVisible();
    await expect([...canvasElement.querySelectorAll('th[scope=colgroup]')].map((t) => t.textContent)).toEqual(
      ['Depot', 'Site 4'],
    );
    await expect(c.getAllByText(l.subtotal)).toHaveLength(2);
    await expect(c.getByText('5:30')).toBeVisible();
  },
};

/** A grouping field that is not a column. */
export const FieldNotFound: Story = {
  args: { groupBy: 'Nope' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Field not found');
  },
};

/** No records. */
export const Empty: Story = {
  args: { records: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultReportDocumentLabels);
    await expect(within(canvasElement).getByText(l.noData)).toBeVisible();
  },
};

const signatureSvg = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="32"><path d="M4 24 C 20 4, 30 30, 46 14 S 70 26, 90 10 S 120 22, 136 12" stroke="#1a3a8a" stroke-width="2" fill="none"/></svg>',
)}`;

/** A sign-in sheet: the Signature column shows the signature image of a signed record (imageField). */
export const SignInSheetSignatures: Story = {
  args: {
    title: 'Location Sign-In Sheet',
    fields: [
      { name: 'LocationId', type: 'string', label: 'Location Id', hidden: true },
      { name: 'Location', type: 'string', label: 'Location' },
      { name: 'Employee', type: 'string', label: 'Employee' },
      { name: 'InTime', type: 'datetime', label: 'In' },
      { name: 'TotalTime', type: 'hours', label: 'Total' },
      { name: 'Signature', type: 'string', label: 'Signature', imageField: 'SignatureFileId' },
      { name: 'SignatureFileId', type: 'string', label: 'Signature File Id', hidden: true },
    ],
    records: [
      {
        LocationId: 'l1',
        Location: 'Depot',
        Employee: 'Fiona Fields',
        InTime: '2026-10-05T13:00:00.000Z',
        TotalTime: 8,
        Signature: '',
        SignatureFileId: 'f-1',
      },
      {
        LocationId: 'l1',
        Location: 'Depot',
        Employee: 'Gus Green',
        InTime: '2026-10-05T15:00:00.000Z',
        TotalTime: 3,
        Signature: '',
        SignatureFileId: null,
      },
    ],
    splitBy: 'LocationId',
    splitLabel: 'Location',
    imageUrl: () => signatureSvg,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Depot' })).toBeVisible();
    const images = c.getAllByRole('img', { name: 'Signature' });
    await expect(images).toHaveLength(1);
    await expect(images[0]!.closest('tr')).toHaveTextContent('Fiona Fields');
  },
};
