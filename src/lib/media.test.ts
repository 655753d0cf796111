import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media';

describe('mediaUrl', () => {
  it('loads and links https pictures only', () => {
    expect(mediaUrl('https://images.kero.ng/kyc/d1/driver-licence.jpg')).toBe('https://images.kero.ng/kyc/d1/driver-licence.jpg');
    expect(mediaUrl('  https://cdn.kero.ng/a.jpg ')).toBe('https://cdn.kero.ng/a.jpg');
    for (const bad of ['http://images.kero.ng/a.jpg', 'HTTP://images.kero.ng/a.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/a.jpg', '//evil.example/a.jpg', 'not a url', '', null, undefined]) {
      expect(mediaUrl(bad)).toBeNull();
    }
  });

  it('keeps to VITE_MEDIA_ORIGINS when they are set (the CSP img-src names the same origins)', () => {
    const origins = ['https://images.kero.ng'];
    expect(mediaUrl('https://images.kero.ng/a.jpg', origins)).toBe('https://images.kero.ng/a.jpg');
    expect(mediaUrl('https://evil.example/a.jpg', origins)).toBeNull();
    expect(mediaUrl('https://images.kero.ng.evil.example/a.jpg', origins)).toBeNull();
  });
});
