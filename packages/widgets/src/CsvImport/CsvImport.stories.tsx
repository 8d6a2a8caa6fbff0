import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { CsvImport, defaultCsvImportLabels } from './CsvImport';
import type { CsvImportResult } from './csv';

const result: CsvImportResult = {
  created: 12,
  updated: 3,
  errors: [
    { row: 4, column: 'Email', message: 'Email is invalid.' },
    { row: 9, column: 'PIN', message: 'Pin 1234 is already assigned' },
  ],
};

const meta = {
  title: 'widgets/CsvImport',
  component: CsvImport,
  args: {
    onImport: fn(async () => result),
    onDone: fn(),
    columns: ['EmployeeId', 'Code', 'FirstName', 'MiddleName', 'LastName', 'Email', 'PIN'],
  },
} satisfies Meta<typeof CsvImport>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultCsvImportLabels);
    await userEvent.click(within(canvasElement).getByRole('button', { name: l.trigger }));
    await expect(body().getByRole('dialog', { name: l.title })).toBeInTheDocument();
  },
};

export const ImportWithRowErrors: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultCsvImportLabels);
    await userEvent.click(within(canvasElement).getByRole('button', { name: l.trigger }));
    const file = new File(['EmployeeId,Code\n1,A'], 'employees.csv', { type: 'text/csv' });
    await userEvent.upload(body().getByLabelText(l.file), file);
    await userEvent.click(body().getByRole('button', { name: l.import }));
    await waitFor(() => expect(body().getByText(l.created(12))).toBeInTheDocument());
    await expect(args.onImport).toHaveBeenCalledWith(file);
    await expect(body().getByRole('table', { name: l.errorsTitle })).toHaveTextContent(
      'Pin 1234 is already assigned',
    );
  },
};

export const NotCsv: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultCsvImportLabels);
    await userEvent.click(within(canvasElement).getByRole('button', { name: l.trigger }));
    await userEvent.upload(body().getByLabelText(l.file), new File(['x'], 'employees.xlsx'), {
      applyAccept: false,
    });
    const alert = await body().findByRole('alertdialog', { name: 'Error' });
    await expect(alert).toHaveTextContent('Only files with the file extension CSV are allowed');
    await userEvent.click(within(alert).getByRole('button', { name: l.ok }));
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

export const ImportFails: Story = {
  args: { onImport: fn(async () => Promise.reject(new Error('Table Upload Error'))) },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultCsvImportLabels);
    await userEvent.click(within(canvasElement).getByRole('button', { name: l.trigger }));
    await userEvent.upload(body().getByLabelText(l.file), new File(['a'], 'x.CSV', { type: 'text/csv' }));
    await userEvent.click(body().getByRole('button', { name: l.import }));
    await waitFor(() => expect(body().getByRole('alert')).toHaveTextContent('Table Upload Error'));
  },
};

export const CleanImport: Story = {
  args: { onImport: fn(async () => ({ created: 2, updated: 0, errors: [] })) },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultCsvImportLabels);
    await userEvent.click(within(canvasElement).getByRole('button', { name: l.trigger }));
    await userEvent.upload(body().getByLabelText(l.file), new File(['a'], 'tasks.csv', { type: 'text/csv' }));
    await userEvent.click(body().getByRole('button', { name: l.import }));
    await waitFor(() => expect(body().getByText(l.noErrors)).toBeInTheDocument());
    await userEvent.click(body().getByRole('button', { name: l.close }));
    await expect(args.onDone).toHaveBeenCalledWith({ created: 2, updated: 0, errors: [] });
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true, screenshot: { disable: true } },
};
