import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyText, storyTextArgs } from '../../../../.storybook/storyArgs';
import { Box } from '../Box';
import { Button } from '../Button';
import { ProgressBar } from './ProgressBar';

/** The samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = { Uploading: 'Subiendo', Finish: 'Terminar', Step: 'Paso' };

const meta = {
  title: 'ui/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading', value: 40, max: 100, onHidden: fn() },
  render: (args, context) => (
    <Box style={{ width: 320 }}>
      <ProgressBar {...storyTextArgs(context, args, ES)} />
    </Box>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Progress of work with a known size (uploads, imports). When the value reaches `max` the bar hides ' +
          "after 600 ms (spec timing). Do label what is progressing; don't use it when the total is unknown (use Spinner).",
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: storyText({ globals }, ES)('Uploading') });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  },
};

export const HidesAfterCompletion: Story = {
  render: (args, context) => {
    const [value, setValue] = useState(80);
    const s = storyText(context, ES);
    return (
      <Box display="flex" flexDirection="column" gap="sm" style={{ width: 320 }}>
        <ProgressBar {...storyTextArgs(context, args, ES)} value={value} />
        <Button onClick={() => setValue(100)}>{s('Finish')}</Button>
      </Box>
    );
  },
  play: async ({ args, canvas, canvasElement, globals }) => {
    // Times come from DOM mutations, so a slow machine cannot skew the measured delay.
    const times: Record<string, number> = {};
    const observer = new MutationObserver(() => {
      const bar = canvasElement.querySelector('[role="progressbar"]');
      if (bar?.getAttribute('aria-valuenow') === '100' && times.complete === undefined)
        times.complete = performance.now();
      if (!bar && times.complete !== undefined && times.hidden === undefined)
        times.hidden = performance.now();
    });
    observer.observe(canvasElement, { childList: true, subtree: true, attributes: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: storyText({ globals }, ES)('Finish') }));
      await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
      await expect(times.hidden! - times.complete!).toBeGreaterThanOrEqual(595);
      await expect(args.onHidden).toHaveBeenCalledOnce();
    } finally {
      observer.disconnect();
    }
  },
};

export const ClampsOutOfRange: Story = {
  args: { value: 140, hideDelay: 60_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => (
    <Box display="flex" gap="lg">
      {[0, 35, 70, 99].map((v) => (
        <Box key={v} style={{ width: 160 }}>
          <ProgressBar label={`${storyText(context, ES)('Step')} ${v}`} value={v} />
        </Box>
      ))}
    </Box>
  ),
};
