import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

/** Widest content column of the public site. */
export const contentMaxWidth = '1180px';

/** Public-site breakpoints (content-driven; the console's sidebar breakpoints live in tokens). */
export const publicMedia = {
  /** Two-column layouts start here. */
  wide: '@media (min-width: 900px)',
  /** Multi-column grids start here. */
  medium: '@media (min-width: 600px)',
} as const;

/** Centred column with side gutters: every public section puts its content in one. */
export const Container = styled.div`
  width: 100%;
  max-width: calc(${contentMaxWidth} + 2 * ${tokens.space[8]});
  margin-inline: auto;
  padding-inline: ${tokens.space[5]};

  ${publicMedia.medium} {
    padding-inline: ${tokens.space[8]};
  }
`;

/** Small uppercase label above a heading. */
export const Eyebrow = styled.p`
  margin: 0 0 ${tokens.space[3]};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${tokens.color.accentText};
`;

/** Heading levels a public part may be told to use, so pages keep a correct outline. */
export type HeadingLevel = 2 | 3 | 4;

export function headingTag(level: HeadingLevel): 'h2' | 'h3' | 'h4' {
  return level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
}
