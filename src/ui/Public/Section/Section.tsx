import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { Container, Eyebrow, publicMedia, headingTag, type HeadingLevel } from '../shared';

export interface SectionProps {
  /** Anchor target (`#how-it-works`). */
  id?: string;
  eyebrow?: ReactNode;
  /** Section heading (an `<h2>` unless `headingLevel` says otherwise). */
  title: ReactNode;
  /** Paragraph under the heading. */
  intro?: ReactNode;
  /** Background: page surface, a muted band, or none (inherits). */
  tone?: 'default' | 'muted';
  /** Heading alignment. */
  align?: 'start' | 'center';
  headingLevel?: HeadingLevel;
  children?: ReactNode;
}

const Root = styled.section`
  padding-block: ${tokens.space[12]} ${tokens.space[16]};
  background: ${tokens.color.surface};
  scroll-margin-top: 72px;

  &[data-tone='muted'] { background: ${tokens.color.surfaceMuted}; }

  ${publicMedia.medium} { padding-block: ${tokens.space[16]}; }
  ${publicMedia.wide} { padding-block: calc(${tokens.space[16]} + ${tokens.space[4]}); }
`;

const Head = styled.div`
  max-width: 720px;
  margin-bottom: ${tokens.space[10]};

  [data-align='center'] & { margin-inline: auto; text-align: center; }
`;

const Title = styled.h2`
  margin: 0;
  font-size: clamp(1.7rem, 1.3rem + 1.6vw, 2.4rem);
  line-height: 1.15;
  letter-spacing: -0.02em;
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text};
  text-wrap: balance;
`;

const Intro = styled.p`
  margin: ${tokens.space[4]} 0 0;
  font-size: ${tokens.font.size.lg};
  line-height: 1.65;
  color: ${tokens.color.textMuted};
  text-wrap: pretty;
`;

/** A full-width band with a heading, an optional intro and any content, inside the content column. */
export function Section({ id, eyebrow, title, intro, tone = 'default', align = 'start', headingLevel = 2, children }: SectionProps) {
  const titleId = `${useId().replace(/:/g, '')}-section`;
  return (
    <Root id={id} aria-labelledby={titleId} data-tone={tone} data-align={align}>
      <Container>
        <Head>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Title as={headingTag(headingLevel)} id={titleId}>
            {title}
          </Title>
          {intro && <Intro>{intro}</Intro>}
        </Head>
        {children}
      </Container>
    </Root>
  );
}
