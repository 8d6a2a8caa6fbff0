import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MediaItem } from './media';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { defaultMediaUploaderLabels, MediaUploader, type MediaUploaderProps } from './MediaUploader';

const items: MediaItem[] = [
  { id: 'm1', fileName: 'site-photo.jpg', mimeType: 'image/jpeg' },
  { id: 'm2', fileName: 'permit.pdf', mimeType: 'application/pdf', url: '#permit' },
  { id: 'm3', fileName: 'walkthrough.mp4', mimeType: 'video/mp4', processing: true },
  { id: 'm4', fileName: 'memo.txt', mimeType: 'text/plain' },
  { id: 'm5', fileName: 'voice.m4a', mimeType: 'audio/mp4' },
  { id: 'm6', fileName: 'blob.bin', mimeType: '' },
];

/** A fake chunked upload: three chunks, progress after each, resolves with a stored item. */
const fakeUpload = async (file: File, onProgress: (f: number) => void): Promise<MediaItem> => {
  for (let i = 1; i <= 3; i++) {
    await new Promise((r) => setTimeout(r, 20));
    onProgress(i / 3);
  }
  return { id: `up-${file.name}`, fileName: file.name, mimeType: file.type };
};

function Host(props: MediaUploaderProps) {
  const [list, setList] = useState(props.items);
  return (
    <MediaUploader
      {...props}
      items={list}
      onChange={(v) => {
        setList(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'widgets/MediaUploader',
  component: MediaUploader,
  args: {
    label: 'Location media',
    items,
    onChange: fn(),
    upload: fakeUpload,
    allowedExtensions: ['jpg', 'png', 'pdf', 'mp4'],
  },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof MediaUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultMediaUploaderLabels);
    const c = within(canvasElement);
    await expect(c.getByText('walkthrough.mp4').closest('li')).toHaveAttribute('data-kind', 'video');
    await expect(c.getByText(l.processing)).toBeInTheDocument();
    await expect(c.getByText('blob.bin').closest('li')).toHaveAttribute('data-kind', 'unknown');
  },
};

export const Upload: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultMediaUploaderLabels);
    const c = within(canvasElement);
    const file = new File(['x'], 'new-photo.png', { type: 'image/png' });
    await userEvent.upload(c.getByLabelText(l.choose), file);
    await waitFor(() => expect(c.getByText('new-photo.png')).toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: 'up-new-photo.png' })]),
    );
  },
};

export const InvalidExtension: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultMediaUploaderLabels);
    const c = within(canvasElement);
    await userEvent.upload(c.getByLabelText(l.choose), new File(['x'], 'tool.exe'), {
      applyAccept: false,
    });
    await expect(c.getByRole('alert')).toHaveTextContent(
      'Invalid File Extension tool.exe did not have the proper extension (allowed extensions: [jpg, png, pdf, mp4])',
    );
  },
};

export const FailedUpload: Story = {
  args: { upload: async () => Promise.reject(new Error('Upload failed')) },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultMediaUploaderLabels);
    const c = within(canvasElement);
    await userEvent.upload(c.getByLabelText(l.choose), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(c.getByRole('alert')).toHaveTextContent('a.jpg: Upload failed'));
  },
};

export const DeleteAndUndo: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultMediaUploaderLabels);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.remove('permit.pdf') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: 'm2', deleted: true })]),
    );
    await userEvent.click(c.getByRole('button', { name: l.undo('permit.pdf') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: 'm2', deleted: false })]),
    );
  },
};

export const VideoProcessingPoll: Story = {
  args: {
    pollMs: 50,
    refresh: async (it: MediaItem) => ({ ...it, processing: false, url: '#video' }),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultMediaUploaderLabels);
    const c = within(canvasElement);
    await waitFor(() => expect(c.queryByText(l.processing)).toBeNull());
  },
};

export const Empty: Story = { args: { items: [] } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <MediaUploader {...args} items={items.slice(1, 4).map((i, k) => ({ ...i, deleted: k === 2 }))} />
  ),
};
