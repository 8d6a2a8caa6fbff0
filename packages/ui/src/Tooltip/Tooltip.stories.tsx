import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyT, storyText } from '../../../../.storybook/storyArgs';
import { IconButton } from '../IconButton';
import { MenuIcon } from '../internal/icons';
import { Tooltip } from './Tooltip';

/** The tooltip's sample text in Spanish (toolbar "Language", storyArgs.ts). */
const ES: Record<string, string> = { 'Column settings': 'Configuración de las columnas' };

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: {
    content: 'Column settings',
    children: <IconButton label="Columns" icon={<MenuIcon />} variant="secondary" />,
    delay: 0,
  },
  // The button is the list's column organiser (the console's 'list.organiser'), in the story's language.
  render: (args, context) => (
    <div style={{ padding: 48 }}>
      <Tooltip
        {...args}
        content={typeof args.content === 'string' ? storyText(context, ES)(args.content) : args.content}
      >
        <IconButton label={storyT(context)('list.organiser')} icon={<MenuIcon />} variant="secondary" />
      </Tooltip>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A short hint shown on hover and keyboard focus. Do use it for extra detail on icon buttons; ' +
          "don't put essential information or interactive content in a tooltip (touch users may never see it).",
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsOnFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.tab();
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent(storyText({ globals }, ES)('Column settings'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};

export const ShowsOnHover: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.hover(canvas.getByRole('button', { name: storyT({ globals })('list.organiser') }));
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  },
};

export const Dark: Story = { ...ShowsOnHover, globals: { theme: 'dark' } };
export const HighContrast: Story = { ...ShowsOnHover, globals: { theme: 'highContrast' } };
