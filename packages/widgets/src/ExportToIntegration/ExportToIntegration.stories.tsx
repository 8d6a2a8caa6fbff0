import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyArgs } from '../../../../.storybook/storyArgs';
import { ExportToIntegration, type ExportToIntegrationProps } from './ExportToIntegration';
import { INTEGRATION_MESSAGES, type IntegrationRunResult } from './useExportToIntegrationState';

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

/** The button's and the flow's texts in the toolbar language (storyArgs.ts), English by default. */
function exportTexts(context: Parameters<typeof storyArgs>[0]) {
  const a = storyArgs<Partial<ExportToIntegrationProps>>(context);
  return {
    button: 'Export',
    ok: 'Ok',
    log: 'Log',
    ...a.labels,
    m: { ...INTEGRATION_MESSAGES, ...a.messages },
  };
}

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = exportTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.button }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Payroll export' }));
    await waitFor(() =>
      expect(c.getByRole('status')).toHaveTextContent(`${l.m.complete} ${l.m.exported(3)}`),
    );
    await expect(args.run).toHaveBeenCalledWith('i1', ['e1', 'e2', 'e3']);
    await expect(args.notify).toHaveBeenCalledWith('info', l.m.running);
  },
};

export const Running: Story = {
  args: { run: fn<Run>(() => new Promise<never>(() => {})) },
  play: async (context) => {
    const { canvasElement } = context;
    const l = exportTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.button }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Accounting' }));
    await expect(c.getByRole('status')).toHaveTextContent(l.m.running);
  },
};

export const NoIntegrations: Story = {
  args: { integrations: [] },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = exportTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.button }));
    await expect(c.getByRole('status')).toHaveTextContent(l.m.noIntegrations('Employee'));
    await expect(args.notify).toHaveBeenCalledWith('warn', l.m.noIntegrations('Employee'));
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
  play: async (context) => {
    const { canvasElement } = context;
    const l = exportTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.button }));
    await expect(c.getByRole('status')).toHaveTextContent(l.m.noIntegrations('Empleado'));
  },
};

export const NothingSelected: Story = {
  args: { selectedIds: [] },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = exportTexts(context);
    await expect(within(canvasElement).getByRole('button', { name: l.button })).toBeDisabled();
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = exportTexts(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: l.button }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Payroll export' }));
    const dialog = await body().findByRole('alertdialog', { name: l.m.issuesTitle });
    await expect(dialog).toHaveTextContent('2 records were rejected by the connector.');
    await expect(dialog).toHaveTextContent(l.m.clickLog);
    await userEvent.click(within(dialog).getByRole('button', { name: l.log }));
    await expect(args.onLog).toHaveBeenCalledWith('log-9');
  },
};

export const InvalidToken: Story = {
  args: { run: fn<Run>(async () => ({ ok: false, failure: 'invalid-token' })) },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = exportTexts(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: l.button }));
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
