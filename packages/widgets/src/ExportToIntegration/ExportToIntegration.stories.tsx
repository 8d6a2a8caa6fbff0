import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportToIntegration } from './ExportToIntegration';
import type { IntegrationRunResult } from './useExportToIntegrationState';

type Run = (id: string, ids: string[]) => Promise<IntegrationRunResult>;

const meta = {
  title: 'widgets/ExportToIntegration',
  component: ExportToIntegration,
  args: {
    entityName: 'Employee',
    selectedIds: ['e1', 'e2', 'e3'],
    integrations: [
      { id: 'i1', name: 'Payroll export', connectorId: 'c-pay' },
      { id: 'i2', name: 'Accounting', connectorId: 'c-acc' },
    ],
    run: fn<Run>(async (_id, ids) => ({ ok: true, exported: ids.length })),
    notify: fn(),
    openOAuth: fn(),
    onLog: fn(),
  },
} satisfies Meta<typeof ExportToIntegration>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Export' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Payroll export' }));
    await waitFor(() =>
      expect(c.getByRole('status')).toHaveTextContent('Integration complete. 3 record(s) exported.'),
    );
    await expect(args.run).toHaveBeenCalledWith('i1', ['e1', 'e2', 'e3']);
    await expect(args.notify).toHaveBeenCalledWith('info', 'Running integration ...');
  },
};

export const Running: Story = {
  args: { run: fn<Run>(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Export' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Accounting' }));
    await expect(c.getByRole('status')).toHaveTextContent('Running integration ...');
  },
};

export const NoIntegrations: Story = {
  args: { integrations: [] },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Export' }));
    await expect(c.getByRole('status')).toHaveTextContent('No Employee Integrations are configured.');
    await expect(args.notify).toHaveBeenCalledWith('warn', 'No Employee Integrations are configured.');
  },
};

/** Translated texts (the console passes its i18n strings). */
export const Translated: Story = {
  args: {
    integrations: [],
    labels: { button: 'Exportar' },
    messages: { noIntegrations: (e) => `No hay integraciones de ${e} configuradas.` },
    entityName: 'Empleado',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Exportar' }));
    await expect(c.getByRole('status')).toHaveTextContent('No hay integraciones de Empleado configuradas.');
  },
};

export const NothingSelected: Story = {
  args: { selectedIds: [] },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(args.run).not.toHaveBeenCalled();
  },
};

export const CompletedWithIssues: Story = {
  args: {
    run: fn<Run>(async () => ({
      ok: false,
      failure: '2 records were rejected by the connector.',
      logId: 'log-9',
    })),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Payroll export' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Integration completed with issues.' });
    await expect(dialog).toHaveTextContent('2 records were rejected by the connector.');
    await expect(dialog).toHaveTextContent('Click Log for details.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log' }));
    await expect(args.onLog).toHaveBeenCalledWith('log-9');
  },
};

export const InvalidToken: Story = {
  args: { run: fn<Run>(async () => ({ ok: false, failure: 'invalid-token' })) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Accounting' }));
    await waitFor(() => expect(args.openOAuth).toHaveBeenCalledWith('c-acc'));
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <ExportToIntegration {...args} />
      <ExportToIntegration {...args} selectedIds={[]} />
    </div>
  ),
};
