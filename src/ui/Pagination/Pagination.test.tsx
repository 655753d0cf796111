import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('groups thousands in "Showing X of Y results"', () => {
    render(<Pagination variant="results" page={1} pageCount={1600} pageRowCount={25} rowCount={40000} onPageChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 25 of 40,000 results');
  });

  it('groups thousands in "Showing x of y pages"', () => {
    render(<Pagination variant="pages" page={1234} pageCount={2400} pageRowCount={25} rowCount={60000} onPageChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 1,234 of 2,400 pages');
  });

  it('leaves small numbers alone', () => {
    render(<Pagination variant="results" page={1} pageCount={9} pageRowCount={10} rowCount={83} onPageChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 10 of 83 results');
  });

  it('shows the page position beside the results text, which stays exactly as it was', () => {
    render(<Pagination variant="results" page={2} pageCount={16} pageRowCount={25} rowCount={400} onPageChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 25 of 400 results');
    expect(screen.getByText('Page 2 of 16')).toBeInTheDocument();
  });

  it('shows no position for a single page, nor twice in the pages variant', () => {
    const { unmount } = render(<Pagination variant="results" page={1} pageCount={1} pageRowCount={8} rowCount={8} onPageChange={vi.fn()} />);
    expect(screen.queryByText(/^Page /)).toBeNull();
    unmount();
    render(<Pagination variant="pages" page={2} pageCount={9} pageRowCount={10} rowCount={83} onPageChange={vi.fn()} />);
    expect(screen.queryByText(/^Page /)).toBeNull();
  });
});
