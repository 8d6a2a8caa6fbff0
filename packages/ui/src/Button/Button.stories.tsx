import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyArgs, storyLocale } from '../../../../.storybook/storyArgs';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from './Button';

const variants = ['primary', 'secondary', 'danger', 'ghost'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Save', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Triggers an action. Use **primary** for the one main action of a view, **secondary** for the others, ' +
          '**danger** for destructive actions (usually behind a ConfirmDialog) and **ghost** in toolbars. ' +
          "Do write verbs ('Save', 'Close batch'). Don't put two primary buttons side by side, and don't use a " +
          'button for navigation (use a link).',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const text = String(storyArgs<{ children?: unknown }>(context).children);
    // In Spanish and long labels the button says the console's 'common.save', not 'Save'.
    if (storyLocale(context) !== 'en') await expect(text).not.toBe('Save');
    await userEvent.click(canvas.getByRole('button', { name: text }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'More' } };

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async (context) => {
    const { args, canvas } = context;
    const button = canvas.getByRole('button', { name: /Saving/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = { args: { fullWidth: true } };

export const KeyboardActivation: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const text = String(storyArgs<{ children?: unknown }>(context).children);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every variant and size, in light, dark and high contrast. */
export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      {sizes.map((size) => (
        <Box key={size} display="flex" gap="sm" alignItems="center">
          {variants.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button size={size} disabled>
            disabled
          </Button>
        </Box>
      ))}
    </Box>
  ),
};
