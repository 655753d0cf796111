import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ onClose = () => {}, dismissible = true }: { onClose?: () => void; dismissible?: boolean }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button onClick={() => setOuter(true)}>Open</button>
      <Dialog
        open={outer}
        onClose={() => {
          onClose();
          setOuter(false);
        }}
        title="Ride Details"
        description="Trip summary"
        dismissible={dismissible}
        footer={<button onClick={() => setInner(true)}>View Ride on Map</button>}
      >
        <input aria-label="Note" />
      </Dialog>
      <Dialog open={inner} onClose={() => setInner(false)} title="Ride Path" bodyHeight={500}>
        map
      </Dialog>
    </>
  );
}

describe('Dialog (jsdom)', () => {
  it('is a named, described modal that takes focus and gives it back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Ride Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Trip summary');
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('traps Tab and Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    const close = screen.getByRole('button', { name: 'Close' });
    const map = screen.getByRole('button', { name: 'View Ride on Map' });
    await user.tab();
    expect(map).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(note).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('stacks: Escape closes only the top dialog and focus returns into the one below', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const mapButton = screen.getByRole('button', { name: 'View Ride on Map' });
    await user.click(mapButton);
    expect(screen.getByRole('dialog', { name: 'Ride Path' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Ride Path' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ride Details' })).toBeInTheDocument();
    expect(mapButton).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('ignores Escape, backdrop and Close while not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog', { name: 'Ride Details' });
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Ride Details' });
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('runs single-key shortcuts only while on top, outside text fields and without modifiers', async () => {
    const user = userEvent.setup();
    const approve = vi.fn();
    const inner = vi.fn();
    function Keys() {
      const [top, setTop] = useState(false);
      return (
        <>
          <Dialog open onClose={() => {}} title="Review" shortcuts={{ a: approve }} footer={<button onClick={() => setTop(true)}>More</button>}>
            <input aria-label="Reason" />
            <input type="checkbox" aria-label="Flag" />
          </Dialog>
          <Dialog open={top} onClose={() => setTop(false)} title="Zoom" shortcuts={{ z: inner }}>
            zoomed
          </Dialog>
        </>
      );
    }
    render(<Keys />);
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await user.keyboard('a');
    expect(approve).not.toHaveBeenCalled();
    expect(reason).toHaveValue('a');
    screen.getByRole('checkbox', { name: 'Flag' }).focus();
    await user.keyboard('{Control>}a{/Control}');
    expect(approve).not.toHaveBeenCalled();
    await user.keyboard('A');
    expect(approve).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.keyboard('a');
    expect(approve).toHaveBeenCalledTimes(1);
    await user.keyboard('z');
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('owns the keyboard from the commit that shows it, before any passive effect runs', async () => {
    // Outside act(): React runs layout effects in the commit and passive effects in a later task. A key
    // dispatched from a microtask right after the dialog enters the DOM (a key pressed on its first paint)
    // must already reach it.
    const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnv.IS_REACT_ACT_ENVIRONMENT;
    actEnv.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const onClose = vi.fn();
    let escapedAt: 'before-effects' | null = null;
    const seen = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"]')) return;
        observer.disconnect();
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        escapedAt = 'before-effects';
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    try {
      root.render(
        <Dialog open onClose={onClose} title="Ride Details">
          body
        </Dialog>,
      );
      await seen;
      expect(escapedAt).toBe('before-effects');
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      root.unmount();
      host.remove();
      actEnv.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });
});
