import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: {
    title: 'Edit location',
    description: 'Changes apply to new time records.',
    trigger: <Button>Edit location</Button>,
    size: 'md',
    children: <TextField label="Name" defaultValue="Denver yard" />,
    footer: (
      <>
        <DialogClose>
          <Button>Cancel</Button>
        </DialogClose>
        <DialogClose>
          <Button variant="primary">Save</Button>
        </DialogClose>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A modal window for a focused task. Focus moves into it and is trapped; Escape, the close button and an ' +
          "outside click close it and focus returns to the trigger. Do give it a title that names the task; don't stack dialogs.",
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenAndClose: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Edit location' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit location' });
    await expect(dialog).toHaveAccessibleDescription('Changes apply to new time records.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

function ControlledHost(args: React.ComponentProps<typeof Dialog>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New time record</Button>
      <Dialog {...args} trigger={undefined} title="New time record" open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * A dialog opened by a button's onClick (controlled `open`, no trigger) gives focus back to that
 * button on Escape and on Cancel (WCAG 2.4.3, issue 21).
 */
export const ControlledReturnsFocus: Story = {
  render: (args) => <ControlledHost {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'New time record' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'New time record' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit location' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
export const OpenHighContrast: Story = { ...Open, globals: { theme: 'highContrast' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: () => (
    <Box display="flex" gap="sm">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Dialog key={size} title={`Size ${size}`} size={size} trigger={<Button>Open {size}</Button>} />
      ))}
    </Box>
  ),
};
