import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { Container, Eyebrow, SectionBand, SectionTitle, headingTag, type HeadingLevel } from '../shared';

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

const Head = styled.div`
  max-width: 720px;
  margin-bottom: ${tokens.space[10]};

  [data-align='center'] & { margin-inline: auto; text-align: center; }
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
    <SectionBand id={id} aria-labelledby={titleId} data-tone={tone} data-align={align}>
      <Container>
        <Head>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <SectionTitle as={headingTag(headingLevel)} id={titleId}>
            {title}
          </SectionTitle>
          {intro && <Intro>{intro}</Intro>}
        </Head>
        {children}
      </Container>
    </SectionBand>
  );
}
