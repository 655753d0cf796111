import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText, emailOrNull, emailParts } from './EmailText';

describe('emailParts', () => {
  it('cuts after every @ and . and nowhere else', () => {
    expect(emailParts('tomiloba.akerele@gmail.com')).toEqual(['tomiloba.', 'akerele@', 'gmail.', 'com']);
    expect(emailParts('admin@kero.ng')).toEqual(['admin@', 'kero.', 'ng']);
    expect(emailParts('nodots')).toEqual(['nodots']);
    expect(emailParts('a..b@@c.')).toEqual(['a.', '.', 'b@', '@', 'c.']);
  });

  it('loses no character', () => {
    for (const s of ['x@y.z', 'olaoluwa.emmanuel@gmail.com', '@.', '<b>@x.y</b>']) expect(emailParts(s).join('')).toBe(s);
  });
});

describe('EmailText', () => {
  it('puts a break opportunity after each @ and . and reads as the address', () => {
    const { container } = render(<EmailText text="sname.adeniyan@gmail.com" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span.textContent).toBe('sname.adeniyan@gmail.com');
    expect(span.querySelectorAll('wbr')).toHaveLength(3);
    // Each <wbr> follows an "@" or a "." (the one between the name and the domain follows the name's span).
    for (const wbr of span.querySelectorAll('wbr')) expect(wbr.previousSibling?.textContent).toMatch(/[@.]$/);
    expect(Array.from(span.querySelectorAll(':scope > span'), (c) => c.textContent)).toEqual(['sname.adeniyan@', 'gmail.com']);
    expect(getComputedStyle(span).overflowWrap).toBe('normal');
    expect(getComputedStyle(span).wordBreak).toBe('normal');
  });

  it('shows markup in an address as text', () => {
    const { container } = render(<EmailText text={'<img src=x onerror=alert(1)>@x.ng'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>@x.ng');
  });

  it('emailOrNull gives null for no address, so a detail list shows its placeholder', () => {
    expect(emailOrNull(null)).toBeNull();
    expect(emailOrNull(undefined)).toBeNull();
    expect(emailOrNull('  ')).toBeNull();
    expect(emailOrNull('a@b.c')).not.toBeNull();
  });
});
