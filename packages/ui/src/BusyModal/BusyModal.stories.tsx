import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText, storyTextArgs } from '../../../../.storybook/storyArgs';
import { BusyModal } from './BusyModal';

/** The refusal notice (the `busyNotice` prop's English default). */
const BUSY = 'In progress, please wait for it to be completed.';

/** The samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = {
  'Please wait': 'Espere, por favor',
  'Processing time for 42 employees...': 'Procesando el tiempo de 42 empleados...',
  [BUSY]: 'En curso, espere a que se complete.',
};

const meta = {
  title: 'ui/BusyModal',
  component: BusyModal,
  args: { open: true, title: 'Please wait', message: 'Processing time for 42 employees...' },
  render: (args, context) => (
    <BusyModal busyNotice={storyText(context, ES)(BUSY)} {...storyTextArgs(context, args, ES)} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Blocks the page while long work runs (closing a pay period, importing). It cannot be closed: Escape or ' +
          "a click outside shows 'In progress, please wait for it to be completed.' The host closes it by setting " +
          "`open` false. Do say what is happening; don't use it for work under a second (use a Button's loading state).",
      },
    },
  },
} satisfies Meta<typeof BusyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RefusesToClose: Story = {
  play: async ({ canvasElement, globals }) => {
    const s = storyText({ globals }, ES);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: s('Please wait') });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(await body.findByRole('alert')).toHaveTextContent(s(BUSY));
  },
};

export const OpenDark: Story = { globals: { theme: 'dark' } };
export const OpenHighContrast: Story = { ...RefusesToClose, globals: { theme: 'highContrast' } };
