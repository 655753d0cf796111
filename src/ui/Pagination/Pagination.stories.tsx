import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Moves between pages of 83 rows, 10 per page, like a table would. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const size = 10;
  const pageRowCount = Math.max(0, Math.min(size, props.rowCount - (page - 1) * size));
  return (
    <Pagination
      {...props}
      page={page}
      pageRowCount={pageRowCount}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange(p);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { variant: 'pages', page: 1, pageCount: 9, pageRowCount: 10, rowCount: 83, onPageChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['pages', 'results'] } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pages: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Showing 1 of 9 pages');
    await expect(canvas.getByRole('button', { name: 'First' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(status).toHaveTextContent('Showing 2 of 9 pages');
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Results: Story = {
  args: { variant: 'results', page: 8 },
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Showing 10 of 83 results');
    await expect(canvas.getByText('Page 8 of 9')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Showing 3 of 83 results');
    await expect(canvas.getByText('Page 9 of 9')).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // At its end the button keeps the keyboard's focus (a disabled one would drop it to the page), and a
    // press does nothing.
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Page 9 of 9')).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { variant: 'pages', pageCount: 1, rowCount: 4, pageRowCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 of 1 pages');
    for (const name of ['First', 'Previous', 'Next', 'Last']) await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Counts are grouped with thousands separators (en-NG): 40,000 rides at 25 a page. */
export const LargeCounts: Story = {
  args: { variant: 'results', page: 1, pageCount: 1600, pageRowCount: 25, rowCount: 40000 },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 25 of 40,000 results');
  },
};

export const LargePageCount: Story = {
  args: { variant: 'pages', page: 1, pageCount: 2400, pageRowCount: 25, rowCount: 60000 },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Showing 1 of 2,400 pages');
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(status).toHaveTextContent('Showing 2,400 of 2,400 pages');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { page: 3 },
};

export const Playground: Story = {};
