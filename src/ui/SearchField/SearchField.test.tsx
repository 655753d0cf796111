import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a labelled search input inside a search landmark', () => {
    render(<SearchField value="" onChange={() => {}} placeholder="Search rides..." />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'Search rides...');
    expect(screen.getByRole('search')).toContainElement(box);
  });

  it('does nothing on Escape when already empty (the key reaches the caller)', async () => {
    const onChange = vi.fn();
    const onKeyDown = vi.fn();
    render(<SearchField value="" onChange={onChange} onKeyDown={onKeyDown} />);
    screen.getByRole('searchbox').focus();
    await userEvent.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(onKeyDown).toHaveBeenCalled();
  });
});
