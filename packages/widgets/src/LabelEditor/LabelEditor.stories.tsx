import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LabelEditor } from './LabelEditor';

const meta = {
  title: 'widgets/LabelEditor',
  component: LabelEditor,
  args: {
    labels: [
      { key: 'location', defaultValue: 'Location', value: 'Job site' },
      { key: 'task', defaultValue: 'Task' },
      { key: 'asset', defaultValue: 'Asset', value: 'Equipment' },
      { key: 'employee', defaultValue: 'Employee' },
    ],
    onSave: fn(),
  },
} satisfies Meta<typeof LabelEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Label for location' })).toHaveValue(
      'Job site',
    );
  },
};

export const EditAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Label for task' }), 'Job');
    await userEvent.click(c.getByRole('button', { name: 'Use the default for asset' }));
    await expect(c.getByText('2 changed')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { key: 'task', value: 'Job' },
      { key: 'asset', value: '' },
    ]);
  },
};

/** Translated confirmation buttons. */
export const TranslatedConfirmation: Story = {
  args: { text: { confirmLabel: 'Aceptar', cancelLabel: 'Cancelar', save: 'Guardar' } },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Label for task' }), 'Obra');
    await userEvent.click(c.getByRole('button', { name: 'Guardar' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Guardar' }));
    const again = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Aceptar' }));
    await expect(args.onSave).toHaveBeenCalledWith([{ key: 'task', value: 'Obra' }]);
  },
};

export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: 'Filter labels' }), 'equip');
    await expect(c.getAllByRole('row')).toHaveLength(2);
  },
};

export const WithoutConfirmation: Story = {
  args: { confirm: false },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Label for employee' }), 'Crew member');
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([{ key: 'employee', value: 'Crew member' }]);
  },
};

export const Matrix: Story = { parameters: { themeMatrix: true } };
