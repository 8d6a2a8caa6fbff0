import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Badge, Tag } from './Badge';

const tones = ['neutral', 'info', 'success', 'warn', 'error'] as const;

const meta = {
  title: 'ui/Badge',
  component: Badge,
  args: { children: 'Open', tone: 'info', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A short status label (Badge) or a removable chip (Tag). Do use tone to back up the text, never instead ' +
          "of it; don't put sentences in a badge.",
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RemovableTag: Story = {
  render: () => {
    const [tags, setTags] = useState(['Denver', 'Boulder', 'Aurora']);
    return (
      <Box display="flex" gap="xs">
        {tags.map((t) => (
          <Tag key={t} tone="neutral" onRemove={() => setTags(tags.filter((x) => x !== t))}>
            {t}
          </Tag>
        ))}
      </Box>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Boulder' }));
    await expect(canvas.queryByText('Boulder')).toBeNull();
    await expect(canvas.getByText('Denver')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      {(['sm', 'md'] as const).map((size) => (
        <Box key={size} display="flex" gap="sm">
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
          <Tag tone="info" size={size} onRemove={() => {}}>
            tag
          </Tag>
        </Box>
      ))}
    </Box>
  ),
};
