import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyArgs } from '../../../../.storybook/storyArgs';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { CloseIcon, MenuIcon } from '../internal/icons';
import { IconButton } from './IconButton';

const variants = ['primary', 'secondary', 'danger', 'ghost'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <MenuIcon />, variant: 'ghost', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A square button with only an icon, for toolbars and compact rows. `label` is required: it is the ' +
          "accessible name and the hover title. Do use a well-known icon; don't use an IconButton for the main action of a page.",
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    const button = canvas.getByRole('button', { name: text });
    await expect(button).toHaveAttribute('title', text);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = { args: { variant: 'danger', label: 'Remove row', icon: <CloseIcon /> } };

export const Disabled: Story = { args: { disabled: true } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      {sizes.map((size) => (
        <Box key={size} display="flex" gap="sm">
          {variants.map((variant) => (
            <IconButton
              key={variant}
              variant={variant}
              size={size}
              label={`${variant} ${size}`}
              icon={<MenuIcon />}
            />
          ))}
        </Box>
      ))}
    </Box>
  ),
};
