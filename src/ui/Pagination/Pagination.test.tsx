import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('groups thousands in "Showing X of Y results"', () => {
    render(<Pagination variant="results" page={1} pageCount={1600} pageRowCount={25} rowCount={40000} onPageChange={vi.fn()} />);
    expect(within(screen.getByRole('status')).getByText('Showing 25 of 40,000 results')).toBeInTheDocument();
  });

  it('groups thousands in "Showing x of y pages"', () => {
    render(<Pagination variant="pages" page={1234} pageCount={2400} pageRowCount={25} rowCount={60000} onPageChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 1,234 of 2,400 pages');
  });

  it('leaves small numbers alone', () => {
    render(<Pagination variant="results" page={1} pageCount={9} pageRowCount={10} rowCount={83} onPageChange={vi.fn()} />);
    expect(within(screen.getByRole('status')).getByText('Showing 10 of 83 results')).toBeInTheDocument();
  });

  it('shows the page position beside the results text, which stays exactly as it was, both in the live region', () => {
    const { rerender } = render(<Pagination variant="results" page={2} pageCount={16} pageRowCount={25} rowCount={400} onPageChange={vi.fn()} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('Showing 25 of 400 results')).toBeInTheDocument();
    expect(within(status).getByText('Page 2 of 16')).toBeInTheDocument();
    // "Next" on pages of 25 keeps the "Showing" text: the region still changes, so the press is announced.
    rerender(<Pagination variant="results" page={3} pageCount={16} pageRowCount={25} rowCount={400} onPageChange={vi.fn()} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(within(status).getByText('Page 3 of 16')).toBeInTheDocument();
  });

  it('with no pages keeps only its live region, visually hidden, and no buttons to Tab to', () => {
    const { rerender } = render(<Pagination variant="results" page={1} pageCount={0} pageRowCount={0} rowCount={0} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveClass('k-visually-hidden');
    expect(screen.getByRole('status').textContent).toBe('Showing 0 of 0 results');
    // The buttons are display: none there (jsdom computes the rule): out of the Tab order and the tree.
    for (const b of screen.queryAllByRole('button', { hidden: true })) expect(getComputedStyle(b.parentElement!).display).toBe('none');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(<Pagination variant="results" page={1} pageCount={3} pageRowCount={25} rowCount={60} onPageChange={vi.fn()} />);
    expect(nav).not.toHaveClass('k-visually-hidden');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('shows no position for a single page, nor twice in the pages variant', () => {
    const { unmount } = render(<Pagination variant="results" page={1} pageCount={1} pageRowCount={8} rowCount={8} onPageChange={vi.fn()} />);
    expect(screen.queryByText(/^Page /)).toBeNull();
    unmount();
    render(<Pagination variant="pages" page={2} pageCount={9} pageRowCount={10} rowCount={83} onPageChange={vi.fn()} />);
    expect(screen.queryByText(/^Page /)).toBeNull();
  });
});
