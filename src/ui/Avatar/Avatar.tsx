import { useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The person's name: gives the initials and the default accessible names. */
  name: string | null | undefined;
  /** Photo URL. Missing, not http(s)/blob/data:image, or failing to load: the initials show instead. */
  src?: string | null;
  /** Alt text of the photo. Default "Photo of {name}" ("Photo" without a name). */
  alt?: string;
  /** What screen readers hear when the initials show. Default "{name} (no photo)" ("No photo" without a name). */
  fallbackLabel?: string;
  /** `sm` 36px (header, table rows), `md` 64px, `lg` 112px (details dialogs). Default `md`. */
  size?: AvatarSize;
  /** Hidden from assistive tech, for an avatar next to the name it shows (the header). */
  decorative?: boolean;
  className?: string;
}

const Root = styled.span`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  box-shadow: inset 0 0 0 1px ${tokens.color.border};
  background: ${tokens.color.accentSoft};
  color: ${tokens.color.accentText};
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
  vertical-align: middle;

  &[data-size='sm'] { width: 36px; height: 36px; font-size: ${tokens.font.size.sm}; }
  &[data-size='lg'] { width: 112px; height: 112px; font-size: ${tokens.font.size['3xl']}; }
`;

// Drawn over the initials, which show through until the photo has loaded.
const Photo = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: ${tokens.color.surfaceMuted};
`;

const PX: Record<AvatarSize, number> = { sm: 36, md: 64, lg: 112 };

/** Up to two initials: first and last word ("Chioma Ngozi Eze" → "CE"), "?" without a name. */
export function initialsOf(name: string | null | undefined): string {
  const firstLetter = (word: string) => /[\p{L}\p{N}]/u.exec(word)?.[0];
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .map(firstLetter)
    .filter((c): c is string => !!c);
  const picked = letters.length > 1 ? [letters[0]!, letters[letters.length - 1]!] : letters;
  return picked.join('').toLocaleUpperCase('en-NG') || '?';
}

/** Only images from http(s), blob: and data:image/ URLs load; anything else (javascript:, junk) shows initials. */
export function avatarSrc(src: string | null | undefined): string | null {
  const value = src?.trim();
  if (!value) return null;
  if (/^data:image\//i.test(value)) return value;
  try {
    const url = new URL(value, window.location.href);
    return ['http:', 'https:', 'blob:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A person's photo in a circle, or their initials when there is no photo or it fails to load.
 *
 * @example
 * <Avatar name={rider.fullname} src={rider.profileImage} size="lg" />
 */
export function Avatar({ name, src, alt, fallbackLabel, size = 'md', decorative = false, className }: AvatarProps) {
  const url = avatarSrc(src);
  // Keyed on the URL, so a new photo gets a fresh try.
  const [failed, setFailed] = useState<string | null>(null);
  const who = name?.trim() || '';
  const showPhoto = url !== null && failed !== url;
  const label = fallbackLabel ?? (who ? `${who} (no photo)` : 'No photo');
  const px = PX[size];

  return (
    <Root
      className={className}
      data-size={size}
      role={showPhoto || decorative ? undefined : 'img'}
      aria-label={showPhoto || decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
      {showPhoto && (
        <Photo
          key={url}
          src={url}
          alt={decorative ? '' : (alt ?? (who ? `Photo of ${who}` : 'Photo'))}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(url)}
        />
      )}
    </Root>
  );
}
