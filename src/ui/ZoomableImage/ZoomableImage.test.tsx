import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { displayableSrc, ZoomableImage } from './ZoomableImage';

describe('displayableSrc', () => {
  it('keeps http(s), data images and same-origin paths, drops other schemes and blanks', () => {
    expect(displayableSrc('https://images.kero.ng/a.jpg')).toBe('https://images.kero.ng/a.jpg');
    expect(displayableSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(displayableSrc('/img/a.png')).toBe('/img/a.png');
    expect(displayableSrc('javascript:alert(1)')).toBeNull();
    expect(displayableSrc('//evil.example/a.png')).toBeNull();
    expect(displayableSrc('  ')).toBeNull();
    expect(displayableSrc(null)).toBeNull();
  });
});

describe('ZoomableImage', () => {
  it('turns a failed image into a placeholder that names it', () => {
    render(<ZoomableImage src="https://images.kero.ng/x.jpg" alt="Hackney permit" />);
    fireEvent.error(screen.getByRole('img', { name: 'Hackney permit' }));
    expect(screen.getByRole('img', { name: 'Hackney permit: Image could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens a named dialog on click', () => {
    render(<ZoomableImage src="https://images.kero.ng/x.jpg" alt="Driver licence" />);
    fireEvent.click(screen.getByRole('button', { name: 'Driver licence' }));
    expect(screen.getByRole('dialog', { name: 'Driver licence' })).toBeInTheDocument();
  });

  // Was the "Open And Zoom" story's play function: an interaction whose end looks like Default, and whose
  // picture the visual layer could not take alike on every run, so it lives here and every story is photographed.
  it('zooms in the viewer, and Escape closes it with focus back on the thumbnail', async () => {
    const user = userEvent.setup();
    render(<ZoomableImage src="https://images.kero.ng/x.jpg" alt="Driver licence of Ada Obi" />);
    const thumb = screen.getByRole('button', { name: 'Driver licence of Ada Obi' });
    await user.click(thumb);
    const view = within(screen.getByRole('dialog', { name: 'Driver licence of Ada Obi' }));
    expect(view.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(view.getByRole('button', { name: 'Zoom in' }));
    expect(view.getByText('150%')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumb).toHaveFocus();
  });
});
