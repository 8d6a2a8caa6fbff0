import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyArgs } from '../../../../.storybook/storyArgs';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { useEffect } from 'react';
import { useTheme } from '../theme';
import { ToastProvider, type ToastProviderProps, type ToastType, useToast } from './Toast';

function ShowAll() {
  const toast = useToast();
  useEffect(() => {
    toast.success('Saved');
    toast.info('Running integration ...');
    toast.warn('Some records were skipped.');
    toast.error('Payroll validation failed.');
  }, [toast]);
  return null;
}

function Triggers({ message }: { message?: string }) {
  const toast = useToast();
  const types: ToastType[] = ['success', 'info', 'warn', 'error'];
  return (
    <Box display="flex" gap="sm">
      {types.map((t) => (
        <Button key={t} onClick={() => toast.show(t, message ?? `${t} message`)}>
          Show {t}
        </Button>
      ))}
    </Box>
  );
}

/** The provider's texts in the toolbar language (storyArgs.ts), English defaults otherwise. */
function toastTexts(context: Parameters<typeof storyArgs>[0]) {
  const a = storyArgs<ToastProviderProps>(context);
  return {
    region: a.regionLabel ?? 'Notifications',
    dismiss: a.dismissLabel ?? 'Dismiss',
    error: a.typeLabels?.error ?? 'Error',
  };
}

const meta = {
  title: 'ui/Toast',
  component: ToastProvider,
  args: { duration: 6000 },
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Short notices after an action: `useToast().success("Saved")`, `.error(...)`, `.info(...)`, `.warn(...)`. ' +
          'Toasts close after 6 seconds or on click; the same message of the same type is not shown twice at once. ' +
          "Errors are announced at once (role alert). Do keep them to one sentence; don't put the only copy of " +
          'important information or actions in a toast.',
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const l = toastTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: l.region });
    await expect(within(region).getByRole('status')).toHaveTextContent('success message');
  },
};

export const AllTypes: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const l = toastTexts(context);
    for (const t of ['success', 'info', 'warn', 'error']) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${t}` }));
    }
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: l.region });
    await expect(within(region).getAllByRole('status')).toHaveLength(3);
    await expect(within(region).getByRole('alert')).toHaveTextContent(`${l.error}:error message`);
    // Keyboard users dismiss with the close button inside the toast.
    within(region).getAllByRole('button', { name: l.dismiss })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(region).getAllByRole('status')).toHaveLength(2);
  },
};

export const DuplicatesSuppressed: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const l = toastTexts(context);
    const button = canvas.getByRole('button', { name: 'Show info' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: l.region });
    await expect(within(region).getAllByRole('status')).toHaveLength(1);
  },
};

export const ClickToDismiss: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const l = toastTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Show warn' }));
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: l.region });
    await userEvent.click(within(region).getByRole('status'));
    await expect(within(region).queryByRole('status')).toBeNull();
  },
};

/**
 * The default is 6 s (TOAST_DURATION_MS); this story shortens it to 300 ms to show auto-dismiss.
 * Appearance and removal times come from DOM mutations, so a slow machine cannot skew them.
 */
export const AutoDismiss: Story = {
  args: { duration: 300 },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const l = toastTexts(context);
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { name: l.region });
    const regionEl = region;
    const times: Record<string, number> = {};
    const observer = new MutationObserver(() => {
      const shown = regionEl.querySelector('[role="status"]') !== null;
      if (shown && times.shown === undefined) times.shown = performance.now();
      if (!shown && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
    });
    observer.observe(regionEl, { childList: true, subtree: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
      await waitFor(() => expect(times.gone).toBeDefined(), { timeout: 3000 });
      await expect(times.gone! - times.shown!).toBeGreaterThanOrEqual(295);
      await expect(within(region).queryByRole('status')).toBeNull();
    } finally {
      observer.disconnect();
    }
  },
};

/** Every type, placed inline, in each theme (the region label names the theme to keep landmarks unique). */
export const Matrix: Story = {
  parameters: { themeMatrix: true },
  args: { duration: 0, placement: 'inline' },
  render: (args) => {
    const theme = useTheme();
    return (
      <ToastProvider {...args} regionLabel={`Notifications (${theme})`}>
        <ShowAll />
      </ToastProvider>
    );
  },
};

export const AllTypesDark: Story = { ...AllTypes, globals: { theme: 'dark' } };
export const AllTypesHighContrast: Story = { ...AllTypes, globals: { theme: 'highContrast' } };
