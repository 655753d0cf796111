import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSlashToSearch } from './useSlashToSearch';

function Screen({ dialog = false }: { dialog?: boolean }) {
  useSlashToSearch();
  return (
    <>
      <button type="button">Menu</button>
      <main>
        <input type="search" aria-label="Search rides" />
        <input type="text" aria-label="Note" />
      </main>
      {dialog && <div role="dialog" aria-modal="true" aria-label="Details" />}
    </>
  );
}

describe('useSlashToSearch', () => {
  it('focuses the screen search box when / is pressed outside a text field', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.keyboard('/');
    const box = screen.getByRole('searchbox', { name: 'Search rides' });
    expect(box).toHaveFocus();
    // The slash itself is not typed into the box.
    expect(box).toHaveValue('');
  });

  it('leaves / alone in a text field', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('a/b');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('a/b');
  });

  it('does nothing while a modal dialog is open', async () => {
    const user = userEvent.setup();
    render(<Screen dialog />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search rides' })).not.toHaveFocus();
  });
});
