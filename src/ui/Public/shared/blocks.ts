import styled, { css } from 'styled-components';
import { tokens } from '../../theme/tokens';
import { publicMedia } from './layout';

/**
 * Styled parts several public sections share, so a band's padding, a section heading or an actions row
 * reads the same on every page.
 */

/** A full-width band of a page (`data-tone="muted"` for the alternate background). */
export const SectionBand = styled.section`
  padding-block: ${tokens.space[12]} ${tokens.space[16]};
  background: ${tokens.color.surface};
  scroll-margin-top: 72px;

  &[data-tone='muted'] { background: ${tokens.color.surfaceMuted}; }

  ${publicMedia.medium} { padding-block: ${tokens.space[16]}; }
  ${publicMedia.wide} { padding-block: calc(${tokens.space[16]} + ${tokens.space[4]}); }
`;

/** A section's heading (h2 by default; pass `as` for another level). */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: clamp(1.7rem, 1.3rem + 1.6vw, 2.4rem);
  line-height: 1.15;
  letter-spacing: -0.02em;
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text};
  text-wrap: balance;
`;

/** The heading of one item in a grid or list of cards. */
export const ItemTitle = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.semibold};
  line-height: 1.35;
  color: ${tokens.color.text};
`;

/** A row of call-to-action buttons under a text. */
export const ActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  margin-top: ${tokens.space[8]};
`;

/** Centres an illustration; its width is capped by `--media-max` (set by the part that uses it). */
export const MediaFrame = styled.div`
  display: flex;
  justify-content: center;

  img, svg { display: block; width: 100%; max-width: var(--media-max, 520px); height: auto; }
`;

/** Small uppercase label over a group of links or a table of contents. */
export const groupLabel = css`
  margin: 0 0 ${tokens.space[3]};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${tokens.color.textMuted};
`;
