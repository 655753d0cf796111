import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar, type NavLinkProps } from './Sidebar';

const items = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Rides', href: '/dashboard/rides' },
  { label: 'Logout', href: '/dashboard/logout' },
];

/** Pretend the viewport is a phone: the drawer query matches. */
function mockPhone(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function Link({ href, onClick, children, className, 'aria-current': current }: NavLinkProps) {
  return (
    <a href={href} className={className} aria-current={current} onClick={(e) => { e.preventDefault(); onClick?.(e); }}>
      {children}
    </a>
  );
}

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button aria-expanded={open} onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Sidebar
        id="nav"
        label="Admin menu"
        items={items}
        currentPath="/dashboard/rides"
        linkComponent={Link}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('Sidebar (jsdom)', () => {
  afterEach(() => vi.restoreAllMocks());

  describe('wide screens', () => {
    beforeEach(() => mockPhone(false));
    it('marks the current item with aria-current="page" and uses a plain <a> by default', () => {
      render(<Sidebar label="Admin menu" items={items} currentPath="/dashboard/rides" />);
      const nav = screen.getByRole('navigation', { name: 'Admin menu' });
      expect(nav).not.toHaveAttribute('inert');
      expect(screen.getByRole('link', { name: 'Rides' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Rides' })).toHaveAttribute('href', '/dashboard/rides');
      expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    });
  });

  describe('phones', () => {
    beforeEach(() => mockPhone(true));

    it('is inert until opened, then focuses the current item; Escape closes and refocuses the opener', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Harness onClose={onClose} />);
      const nav = document.getElementById('nav')!;
      expect(nav).toHaveAttribute('inert');
      const opener = screen.getByRole('button', { name: 'Open menu' });
      await user.click(opener);
      expect(nav).not.toHaveAttribute('inert');
      expect(screen.getByRole('link', { name: 'Rides' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(nav).toHaveAttribute('inert');
      expect(opener).toHaveFocus();
    });

    it('closes from the Close menu button, the backdrop and after choosing an item', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Harness onClose={onClose} />);
      const opener = screen.getByRole('button', { name: 'Open menu' });
      await user.click(opener);
      await user.click(screen.getByRole('button', { name: 'Close menu' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      await user.click(opener);
      await user.click(document.querySelector('[data-sidebar-backdrop]') as HTMLElement);
      expect(onClose).toHaveBeenCalledTimes(2);
      await user.click(opener);
      await user.click(screen.getByRole('link', { name: 'Dashboard' }));
      expect(onClose).toHaveBeenCalledTimes(3);
      expect(opener).toHaveAttribute('aria-expanded', 'false');
    });

    it('keeps Tab inside the open drawer', async () => {
      const user = userEvent.setup();
      render(<Harness onClose={() => {}} />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const nav = document.getElementById('nav')!;
      for (let i = 0; i < 6; i += 1) {
        await user.tab();
        expect(nav).toContainElement(document.activeElement as HTMLElement);
      }
    });
  });
});
