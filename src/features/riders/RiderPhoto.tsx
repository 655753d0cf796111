import { useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../../ui/theme/tokens';

const SIZE = 96;

const Img = styled.img`
  display: block;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: 50%;
  object-fit: cover;
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: 50%;
  background: ${tokens.color.accentSoft};
  color: ${tokens.color.accentText};
  font-size: ${tokens.font.size['2xl']};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.04em;
`;

/** Up to two initials of a name ("Chioma Eze" → "CE"), "?" when there is no name. */
export function initialsOf(name: string | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts.slice(0, 1);
  const out = letters.map((p) => Array.from(p)[0]!.toUpperCase()).join('');
  return out === '' ? '?' : out;
}

/** Only http(s) images are loaded; anything else goes straight to the initials. */
function imageUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The rider's profile photo, or their initials when there is none or it fails to load. */
export function RiderPhoto({ src, name }: { src: string | null; name: string | null }) {
  const url = imageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const label = name ? `Profile photo of ${name}` : 'Profile photo';
  if (!url || failed === url) {
    return (
      <Initials role="img" aria-label={name ? `${name} (no photo)` : 'No photo'}>
        {initialsOf(name)}
      </Initials>
    );
  }
  return <Img src={url} alt={label} width={SIZE} height={SIZE} onError={() => setFailed(url)} />;
}
