import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { defaultFloatingWindowLabels, FloatingWindow } from './FloatingWindow';

const meta = {
  title: 'widgets/FloatingWindow',
  component: FloatingWindow,
  args: {
    title: 'Ticket #1042 notes',
    children: <p>Replace the compressor belt; customer on site after 2 pm.</p>,
    onModeChange: fn(),
    onClose: fn(),
    initialPosition: { x: 40, y: 40 },
  },
} satisfies Meta<typeof FloatingWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

const win = () => within(document.body).getByRole('dialog', { name: 'Ticket #1042 notes' });

export const Default: Story = {
  play: async () => {
    await expect(win()).toHaveAttribute('data-mode', 'window');
    await expect(within(win()).getByText(/compressor belt/)).toBeInTheDocument();
  },
};

export const Minimized: Story = {
  play: async (context) => {
    const { args } = context;
    const l = storyLabels(context, defaultFloatingWindowLabels);
    await userEvent.click(within(win()).getByRole('button', { name: l.minimize }));
    await expect(win()).toHaveAttribute('data-mode', 'minimized');
    await expect(within(win()).queryByText(/compressor belt/)).toBeNull();
    await expect(args.onModeChange).toHaveBeenLastCalledWith('minimized');
    await userEvent.click(within(win()).getByRole('button', { name: l.restore }));
    await expect(win()).toHaveAttribute('data-mode', 'window');
  },
};

export const Fullscreen: Story = {
  play: async (context) => {
    const l = storyLabels(context, defaultFloatingWindowLabels);
    await userEvent.click(within(win()).getByRole('button', { name: l.fullscreen }));
    await expect(win()).toHaveAttribute('data-mode', 'fullscreen');
    await expect(win().getBoundingClientRect().left).toBe(0);
  },
};

export const KeyboardMove: Story = {
  play: async () => {
    within(win()).getByText('Ticket #1042 notes').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(win().style.left).toBe('50px');
    await expect(win().style.top).toBe('50px');
  },
};

export const Popout: Story = {
  parameters: { screenshot: { disable: true } },
  play: async (context) => {
    const { args } = context;
    const l = storyLabels(context, defaultFloatingWindowLabels);
    await userEvent.click(within(win()).getByRole('button', { name: l.popout }));
    await expect(args.onModeChange).toHaveBeenCalledWith('popout');
    // Either the pop-out opened (placeholder text here) or the browser blocked it (back to window).
    await expect(['popout', 'window']).toContain(win().getAttribute('data-mode'));
  },
};

export const Closable: Story = {
  play: async (context) => {
    const { args } = context;
    const l = storyLabels(context, defaultFloatingWindowLabels);
    await userEvent.click(within(win()).getByRole('button', { name: l.close }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <FloatingWindow {...args} defaultMode="minimized" />,
};
