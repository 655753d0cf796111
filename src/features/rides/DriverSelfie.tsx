import { useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../../ui/theme';

const Photo = styled.img`
  width: 112px;
  height: 112px;
  && { border-radius: 50%; }
  object-fit: cover;
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 112px;
  height: 112px;
  border-radius: 50%;
  border: 1px solid ${tokens.color.border};
  background: ${tokens.color.accentSoft};
  color: ${tokens.color.accentText};
  font-size: ${tokens.font.size['3xl']};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.02em;
`;

export function initialsOf(name: string | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  const s = letters.map((p) => Array.from(p)[0]!.toUpperCase()).join('');
  return s || '?';
}

/** Only http(s) images are loaded; anything else (javascript:, data: blobs, junk) shows initials. */
function safeSrc(src: string | null): string | null {
  if (!src) return null;
  try {
    const u = new URL(src, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** The driver's selfie, or their initials when there is none or it fails to load. */
export function DriverSelfie({ src, name }: { src: string | null; name: string | null }) {
  const url = safeSrc(src);
  const [failed, setFailed] = useState<string | null>(null);
  const who = name?.trim() || 'the driver';
  if (!url || failed === url) {
    return (
      <Initials role="img" aria-label={`No photo of ${who}`}>
        <span aria-hidden="true">{initialsOf(name)}</span>
      </Initials>
    );
  }
  return <Photo src={url} alt={`Selfie of ${who}`} width={112} height={112} loading="lazy" decoding="async" onError={() => setFailed(url)} />;
}
