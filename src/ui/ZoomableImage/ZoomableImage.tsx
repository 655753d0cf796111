import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { tokens } from '../theme/tokens';

export interface ZoomableImageProps {
  /** Image address; only http(s), data:image and same-origin paths are shown, anything else counts as missing. */
  src: string | null | undefined;
  /** What the image shows, e.g. "Driver licence of Ada Obi": the thumbnail's alt text, the viewer's title. */
  alt: string;
  /** Short caption under the thumbnail, e.g. "Driver licence". */
  caption?: ReactNode;
  /** Placeholder text when there is no image. Default "No image provided". */
  missingText?: string;
  /** Placeholder text when the image fails to load. Default "Image could not be loaded". */
  brokenText?: string;
  /** Link kept beside the preview (the original file in a new tab), e.g. a "View driver licence" anchor. */
  link?: ReactNode;
  className?: string;
}

const ZOOMS = [1, 1.5, 2, 3] as const;

/** http(s), data:image or a root-relative path; never javascript: or other schemes from server data. */
export function displayableSrc(src: string | null | undefined): string | null {
  const s = src?.trim();
  if (!s) return null;
  if (/^https?:\/\//i.test(s) || /^data:image\//i.test(s) || (s.startsWith('/') && !s.startsWith('//'))) return s;
  return null;
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  margin: 0;
  min-width: 0;
`;

const THUMB_HEIGHT = '132px';

const Thumb = styled.button`
  position: relative;
  display: block;
  width: 100%;
  height: ${THUMB_HEIGHT};
  padding: 0;
  overflow: hidden;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceMuted};
  cursor: zoom-in;

  /* The whole document shows (its title band included), not a crop of its middle. */
  img { display: block; width: 100%; height: 100%; object-fit: contain; }
  &:hover { border-color: ${tokens.color.accent}; }
  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 2px; }
`;

const ZoomHint = styled.span`
  position: absolute;
  right: ${tokens.space[2]};
  bottom: ${tokens.space[2]};
  padding: 2px ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.semibold};
  box-shadow: ${tokens.shadow.sm};
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[1]};
  height: ${THUMB_HEIGHT};
  padding: ${tokens.space[3]};
  border: 1px dashed ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
  text-align: center;

  &[data-kind='broken'] { border-color: ${tokens.color.danger}; color: ${tokens.color.danger}; background: ${tokens.color.dangerSoft}; }
`;

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space[1]} ${tokens.space[3]};
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};

  strong { color: ${tokens.color.text}; font-weight: ${tokens.font.weight.semibold}; }
`;

const Stage = styled.div`
  display: grid;
  place-items: center;
  height: min(70dvh, 640px);
  overflow: auto;
  background: ${tokens.color.surfaceMuted};
  cursor: zoom-in;

  &[data-zoomed='true'] { place-items: start; cursor: zoom-out; }
  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: -2px; }
  img { display: block; max-width: 100%; max-height: 100%; }
  &[data-zoomed='true'] img { max-width: none; max-height: none; }
`;

const ZoomBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  margin-inline-end: auto;
  font-variant-numeric: tabular-nums;
  color: ${tokens.color.textMuted};
`;

function DocIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 16 5-5 4 4 3-3 6 6" />
      <path d="m4 4 16 16" data-slash="true" />
    </svg>
  );
}

/**
 * A document or photo preview: a thumbnail that opens large in a dialog (named by `alt`; Escape, the
 * Close button or a click outside close it) where it can be zoomed (buttons, or a click on the image).
 * No image, or one that fails to load, shows a clear placeholder instead of a broken picture.
 */
export function ZoomableImage({ src, alt, caption, missingText = 'No image provided', brokenText = 'Image could not be loaded', link, className }: ZoomableImageProps) {
  const url = displayableSrc(src);
  // Remember which address failed, so a new `src` gets a fresh try.
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState(0);
  const broken = url !== null && failed === url;
  const scale = ZOOMS[zoom] ?? 1;

  return (
    <Figure className={className}>
      {url && !broken ? (
        <Thumb
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            setZoom(0);
            setOpen(true);
          }}
        >
          <img src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(url)} />
          <ZoomHint aria-hidden="true">Enlarge</ZoomHint>
        </Thumb>
      ) : (
        <Placeholder role="img" aria-label={`${alt}: ${broken ? brokenText : missingText}`} data-kind={broken ? 'broken' : 'missing'}>
          <DocIcon />
          <span aria-hidden="true">{broken ? brokenText : missingText}</span>
        </Placeholder>
      )}
      {(caption || link) && (
        <Caption>
          {caption && <strong>{caption}</strong>}
          {link}
        </Caption>
      )}
      {url && !broken && (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title={alt}
          size="xl"
          flushBody
          footer={
            <>
              <ZoomBar>
                <span aria-live="polite">{`${Math.round(scale * 100)}%`}</span>
              </ZoomBar>
              <Button variant="secondary" size="sm" disabled={zoom === 0} onClick={() => setZoom((z) => Math.max(0, z - 1))}>
                Zoom out
              </Button>
              <Button variant="secondary" size="sm" disabled={zoom === ZOOMS.length - 1} onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}>
                Zoom in
              </Button>
            </>
          }
        >
          <Stage
            role="group"
            aria-label={`${alt}, ${Math.round(scale * 100)}%`}
            // Focusable so the keyboard can pan a zoomed image; + and - zoom.
            tabIndex={0}
            data-zoomed={zoom > 0}
            onClick={() => setZoom((z) => (z === 0 ? 1 : 0))}
            onKeyDown={(e) => {
              if (e.key === '+' || e.key === '=') setZoom((z) => Math.min(ZOOMS.length - 1, z + 1));
              else if (e.key === '-') setZoom((z) => Math.max(0, z - 1));
            }}
          >
            <img src={url} alt={alt} style={zoom > 0 ? { width: `${scale * 100}%` } : undefined} onError={() => setFailed(url)} />
          </Stage>
        </Dialog>
      )}
    </Figure>
  );
}
