import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { CustomReportBuilder, defaultCustomReportBuilderLabels } from './CustomReportBuilder';

const meta = {
  title: 'widgets/CustomReportBuilder',
  component: CustomReportBuilder,
  args: { onPreview: fn(), onSave: fn(), timeZone: 'America/Denver' },
} satisfies Meta<typeof CustomReportBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

const hoursByTask = {
  name: 'Hours by task',
  entity: 'time' as const,
  columns: ['Task', 'Hours'],
  filters: [{ column: 'Hours', op: 'gte' as const, value: '1' }],
  groupBy: 'Task',
  aggregates: [{ column: 'Hours', fn: 'sum' as const }],
};

/** A new report: nothing selected, Save disabled. */
export const New: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultCustomReportBuilderLabels, 'text');
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: l.save })).toBeDisabled();
    await expect(c.getByRole('button', { name: l.preview })).toBeDisabled();
  },
};

/** Builds a grouped report with an aggregate and saves it. */
export const BuildAndSave: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultCustomReportBuilderLabels, 'text');
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: l.name }), 'Hours by task');
    await userEvent.click(c.getByRole('checkbox', { name: l.column('time', 'Task', 'Task') }));
    await userEvent.click(c.getByRole('checkbox', { name: l.column('time', 'Hours', 'Hours') }));
    await userEvent.selectOptions(c.getByRole('combobox', { name: l.groupBy }), 'Task');
    await userEvent.click(c.getByRole('button', { name: l.addAggregate }));
    await userEvent.click(c.getByRole('button', { name: l.save }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Hours by task',
      entity: 'time',
      columns: ['Task', 'Hours'],
      filters: [],
      groupBy: 'Task',
      aggregates: [{ column: 'Hours', fn: 'sum' }],
    });
  },
};

/** A rule broken in the browser is listed with the server's message, and Save stays off. */
export const Problems: Story = {
  args: { initial: { ...hoursByTask, filters: [{ column: 'Hours', op: 'gt', value: 'lots' }] } },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultCustomReportBuilderLabels, 'text');
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(
      l.problem({
        code: 'numberRequired',
        params: { column: 'Hours' },
        message: "Filter on 'Hours' needs a number.",
      }),
    );
    await expect(c.getByRole('button', { name: l.save })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: l.removeFilter }));
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.getByRole('button', { name: l.save })).toBeEnabled();
  },
};

/** The preview answer rendered as a report document. */
export const WithPreview: Story = {
  args: {
    initial: hoursByTask,
    preview: {
      fields: [
        { name: 'Task', type: 'string', label: 'Task' },
        { name: 'Count', type: 'number', label: 'Count', aggregate: 'sum' },
        { name: 'SumOfHours', type: 'hours', label: 'Sum of Hours' },
      ],
      records: [
        { Task: 'Excavation', Count: 3, SumOfHours: 21.5 },
        { Task: 'Framing', Count: 2, SumOfHours: 9.25 },
      ],
    },
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultCustomReportBuilderLabels, 'text');
    const c = within(canvasElement);
    await expect(c.getByText('Excavation')).toBeInTheDocument();
    await expect(c.getByText(l.previewRows(2))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: l.preview }));
    await expect(args.onPreview).toHaveBeenCalledWith(hoursByTask, { fromDate: '', toDate: '' });
  },
};

/** Spanish texts from the host. */
export const Spanish: Story = {
  args: {
    initial: hoursByTask,
    text: {
      name: 'Nombre del informe',
      save: 'Guardar',
      preview: 'Vista previa',
      column: (_e, n, fb) => ({ Task: 'Tarea', Hours: 'Horas' })[n] ?? fb,
    },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultCustomReportBuilderLabels, 'text');
    const c = within(canvasElement);
    await expect(c.getByRole('checkbox', { name: l.column('time', 'Task', 'Task') })).toBeChecked();
    await expect(c.getByRole('button', { name: l.save })).toBeEnabled();
  },
};
