import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyArgs } from '../../../../.storybook/storyArgs';
import { SignaturePad } from './SignaturePad';
import { expectNoSidewaysScroll, PHONE_GLOBALS } from '../internal/phone';

const meta = {
  title: 'widgets/SignaturePad',
  component: SignaturePad,
  args: { label: 'Employee signature', onChange: fn() },
} satisfies Meta<typeof SignaturePad>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pad's name and its Clear button's text in the toolbar language (storyArgs.ts). */
function padTexts(context: Parameters<typeof storyArgs>[0]) {
  const a = storyArgs<{ label: string; labels?: { clear?: string } }>(context);
  return { label: a.label, clear: a.labels?.clear ?? 'Clear' };
}

async function drawOn(canvas: HTMLElement) {
  const r = canvas.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    clientX: r.left + x,
    clientY: r.top + y,
    pointerId: 1,
    bubbles: true,
  });
  canvas.dispatchEvent(new PointerEvent('pointerdown', at(40, 100)));
  for (let i = 1; i <= 10; i++)
    canvas.dispatchEvent(new PointerEvent('pointermove', at(40 + i * 20, 100 - (i % 3) * 20)));
  canvas.dispatchEvent(new PointerEvent('pointerup', at(240, 90)));
}

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = padTexts(context);
    const canvas = within(canvasElement).getByRole('img', { name: l.label });
    await expect(canvas).toHaveAttribute('width', '500');
    await expect(canvas).toHaveAttribute('height', '150');
  },
};

export const DrawAndExport: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = padTexts(context);
    const c = within(canvasElement);
    await drawOn(c.getByRole('img', { name: l.label }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const url = (args.onChange as unknown as { mock: { calls: [string][] } }).mock.calls.at(
      -1,
    )?.[0] as string;
    await expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const img = new Image();
    img.src = url;
    await img.decode();
    await expect([img.naturalWidth, img.naturalHeight]).toEqual([500, 150]);
    await userEvent.click(c.getByRole('button', { name: l.clear }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Editing: Story = {
  args: { editing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('width', '300');
  },
};

export const MinimumHeight: Story = {
  args: { height: 80 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('height', '150');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <SignaturePad {...args} editing />,
};

/** At phone size (an employee signs with a finger): the pad fits the width. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async (context) => {
    const { canvasElement } = context;
    const l = padTexts(context);
    await expect(within(canvasElement).getByRole('button', { name: l.clear })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
