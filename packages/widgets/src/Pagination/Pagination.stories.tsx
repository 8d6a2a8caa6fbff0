import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { numbered, storyLabels, storyLocale } from '../../../../.storybook/storyArgs';
import { defaultPaginationLabels, PAGER_DEFAULTS, Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'widgets/Pagination',
  component: Pagination,
  args: {
    pageIndex: 0,
    pageCount: 30,
    pageSize: 10,
    totalCount: 295,
    pageSizeOptions: [...PAGER_DEFAULTS.pageSizeOptions],
    maxPageLinks: PAGER_DEFAULTS.maxPageLinks,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation for lists (platform default 10 per page, options 10, 25, 50, 75, 100, at most 20 page ' +
          'links). Controlled: keep pageIndex (0-based) in the host. Do show the range text when the total is known.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Host(props: PaginationProps) {
  const [pageIndex, setPageIndex] = useState(props.pageIndex);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 10);
  const total = props.totalCount ?? 0;
  return (
    <Pagination
      {...props}
      pageIndex={pageIndex}
      pageSize={pageSize}
      pageCount={Math.max(1, Math.ceil(total / pageSize))}
      onPageChange={(p) => {
        setPageIndex(p);
        props.onPageChange(p);
      }}
      onPageSizeChange={(s) => {
        setPageSize(s);
        setPageIndex(0);
        props.onPageSizeChange?.(s);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Host {...args} />,
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultPaginationLabels);
    // In Spanish and long labels the pager shows the console's strings, not its English defaults.
    if (storyLocale(context) !== 'en') await expect(l.next).not.toBe(defaultPaginationLabels.next);
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: l.page(1) })).toHaveAttribute('aria-current', 'page');
    await expect(c.getAllByRole('button', { name: numbered(l.page) })).toHaveLength(20);
    await userEvent.click(c.getByRole('button', { name: l.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(c.getByText(l.range(11, 20, 295))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: l.last }));
    await expect(c.getByText(l.range(291, 295, 295))).toBeInTheDocument();
    await expect(c.getByRole('button', { name: l.next })).toBeDisabled();
  },
};

export const FewLinks: Story = {
  args: { maxPageLinks: 5, pageIndex: 12 },
  render: (args) => <Host {...args} />,
  play: async (context) => {
    const l = storyLabels(context, defaultPaginationLabels);
    const links = within(context.canvasElement).getAllByRole('button', { name: numbered(l.page) });
    await expect(links.map((l) => l.textContent)).toEqual(['11', '12', '13', '14', '15']);
  },
};

export const PageSize: Story = {
  render: (args) => <Host {...args} />,
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultPaginationLabels);
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByRole('combobox', { name: l.pageSize }), '75');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(75);
    await expect(c.getByText(l.range(1, 75, 295))).toBeInTheDocument();
    await expect(c.getAllByRole('button', { name: numbered(l.page) })).toHaveLength(4);
  },
};

export const KeyboardFlow: Story = {
  render: (args) => <Host {...args} />,
  play: async (context) => {
    const l = storyLabels(context, defaultPaginationLabels);
    const c = within(context.canvasElement);
    c.getByRole('button', { name: l.page(1) }).focus();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: l.page(2) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('button', { name: l.page(2) })).toHaveAttribute('aria-current', 'page');
  },
};

export const SinglePage: Story = { args: { pageCount: 1, totalCount: 4 } };

export const WithoutSizeChooser: Story = { args: { pageSizeOptions: undefined, totalCount: undefined } };

/** First, middle and last page, in light, dark and high contrast. */
export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[0, 14, 29].map((p) => (
        <Pagination key={p} {...args} pageIndex={p} maxPageLinks={7} landmark={false} />
      ))}
    </div>
  ),
};
