import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyT, storyText } from '../../../../.storybook/storyArgs';
import { Box } from '../Box';
import { Button } from '../Button';
import { Switch } from '../Switch';
import { Popover } from './Popover';

/** The filters' sample texts in Spanish (toolbar "Language", storyArgs.ts). */
const ES: Record<string, string> = {
  'Only open records': 'Solo registros abiertos',
  'Include inactive': 'Incluir inactivos',
};

/** 'Filters' is the console's (the time editor's filter panel, 'timeeditor.filters'). */
const filters = (context: Parameters<typeof storyT>[0]) => storyT(context)('timeeditor.filters');

const meta = {
  title: 'ui/Popover',
  component: Popover,
  args: {
    label: 'Filters',
    trigger: <Button>Filters</Button>,
    children: (
      <Box display="flex" flexDirection="column" gap="sm">
        <Switch label="Only open records" />
        <Switch label="Include inactive" />
      </Box>
    ),
  },
  render: (args, context) => {
    const s = storyText(context, ES);
    // The meta's English label is the console's; a label typed into the control stays as typed.
    const label = args.label === 'Filters' ? filters(context) : args.label;
    return (
      <Popover {...args} label={label} trigger={<Button>{label}</Button>}>
        <Box display="flex" flexDirection="column" gap="sm">
          <Switch label={s('Only open records')} />
          <Switch label={s('Include inactive')} />
        </Box>
      </Popover>
    );
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A small non-modal panel next to its trigger for filters and quick edits. Escape or a click outside ' +
          "closes it and focus returns to the trigger. Do keep it small; don't put a long form in it (use Dialog).",
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const trigger = canvas.getByRole('button', { name: filters({ globals }) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: filters({ globals }) });
    await expect(panel).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: filters({ globals }) }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: filters({ globals }) });
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
export const OpenHighContrast: Story = { ...Open, globals: { theme: 'highContrast' } };
