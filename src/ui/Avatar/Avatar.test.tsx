import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, avatarSrc, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Chioma Eze')).toBe('CE');
    expect(initialsOf('  babatunde olawale fashola ')).toBe('BF');
    expect(initialsOf('Ngozi')).toBe('N');
    expect(initialsOf('Ọlá Àdìgún')).toBe('ỌÀ');
    expect(initialsOf('(Ada) Eze')).toBe('AE');
  });

  it('gives "?" without a usable name', () => {
    expect(initialsOf(null)).toBe('?');
    expect(initialsOf(undefined)).toBe('?');
    expect(initialsOf('   ')).toBe('?');
    expect(initialsOf('— —')).toBe('?');
  });
});

describe('avatarSrc', () => {
  it('loads http(s), relative, blob: and data:image/ URLs only', () => {
    expect(avatarSrc('https://images.kero.ng/a.jpg')).toBe('https://images.kero.ng/a.jpg');
    expect(avatarSrc('/avatars/a.jpg')).toMatch(/^http:\/\/localhost(:\d+)?\/avatars\/a\.jpg$/);
    expect(avatarSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(avatarSrc('javascript:alert(1)')).toBeNull();
    expect(avatarSrc('data:text/html,<script>1</script>')).toBeNull();
    expect(avatarSrc('')).toBeNull();
    expect(avatarSrc(null)).toBeNull();
  });
});

describe('Avatar', () => {
  it('shows the photo with alt text, and the initials when it fails to load', () => {
    const { rerender } = render(<Avatar name="Musa Ibrahim" src="https://images.kero.ng/m.jpg" />);
    const photo = screen.getByRole('img', { name: 'Photo of Musa Ibrahim' });
    expect(photo).toHaveAttribute('src', 'https://images.kero.ng/m.jpg');
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Musa Ibrahim (no photo)' })).toHaveTextContent('MI');
    // A new photo gets a fresh try.
    rerender(<Avatar name="Musa Ibrahim" src="https://images.kero.ng/m2.jpg" />);
    expect(screen.getByRole('img', { name: 'Photo of Musa Ibrahim' })).toHaveAttribute('src', 'https://images.kero.ng/m2.jpg');
  });

  it('takes custom labels and can be decorative', () => {
    const { rerender } = render(<Avatar name="Ada Obi" src="https://x.ng/a.jpg" alt="Selfie of Ada Obi" />);
    expect(screen.getByRole('img', { name: 'Selfie of Ada Obi' })).toBeInTheDocument();
    rerender(<Avatar name="Ada Obi" fallbackLabel="No photo of Ada Obi" />);
    expect(screen.getByRole('img', { name: 'No photo of Ada Obi' })).toHaveTextContent('AO');
    rerender(<Avatar name="Ada Obi" decorative size="sm" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
