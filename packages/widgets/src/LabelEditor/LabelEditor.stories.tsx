import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { defaultLabelEditorLabels, LabelEditor } from './LabelEditor';

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
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultLabelEditorLabels, 'text');
    await expect(within(canvasElement).getByRole('textbox', { name: l.edit('location') })).toHaveValue(
      'Job site',
    );
  },
};

export const EditAndSave: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultLabelEditorLabels, 'text');
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: l.edit('task') }), 'Job');
    await userEvent.click(c.getByRole('button', { name: l.reset('asset') }));
    await expect(c.getByText(l.changed(2))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: l.save }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: l.confirmLabel }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { key: 'task', value: 'Job' },
      { key: 'asset', value: '' },
    ]);
  },
};

/** Translated confirmation buttons. */
export const TranslatedConfirmation: Story = {
  args: { text: { confirmLabel: 'Aceptar', cancelLabel: 'Cancelar', save: 'Guardar' } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultLabelEditorLabels, 'text');
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: l.edit('task') }), 'Obra');
    await userEvent.click(c.getByRole('button', { name: l.save }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: l.cancelLabel }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: l.save }));
    const again = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: l.confirmLabel }));
    await expect(args.onSave).toHaveBeenCalledWith([{ key: 'task', value: 'Obra' }]);
  },
};

export const Filter: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultLabelEditorLabels, 'text');
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: l.filter }), 'equip');
    await expect(c.getAllByRole('row')).toHaveLength(2);
  },
};

export const WithoutConfirmation: Story = {
  args: { confirm: false },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultLabelEditorLabels, 'text');
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: l.edit('employee') }), 'Crew member');
    await userEvent.click(c.getByRole('button', { name: l.save }));
    await expect(args.onSave).toHaveBeenCalledWith([{ key: 'employee', value: 'Crew member' }]);
  },
};

export const Matrix: Story = { parameters: { themeMatrix: true } };
