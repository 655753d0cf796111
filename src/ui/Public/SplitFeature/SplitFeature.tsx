import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { ActionsRow, CheckIcon, Container, Eyebrow, MediaFrame, SectionBand, SectionTitle, publicMedia, headingTag, type HeadingLevel } from '../shared';

export interface SplitFeatureProps {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  /** Short benefits, each with a check mark. */
  points?: ReactNode[];
  actions?: ReactNode;
  /** Illustration (give images width, height and, below the fold, loading="lazy"). */
  media: ReactNode;
  /** Put the illustration on the left on wide screens. */
  reverse?: boolean;
  tone?: 'default' | 'muted';
  headingLevel?: HeadingLevel;
}

const Grid = styled.div`
  display: grid;
  gap: ${tokens.space[10]};
  align-items: center;

  ${publicMedia.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${tokens.space[16]};

    [data-reverse='true'] & > :first-child { order: 2; }
  }
`;

const Body = styled.div`
  margin-top: ${tokens.space[4]};
  font-size: ${tokens.font.size.lg};
  line-height: 1.65;
  color: ${tokens.color.textMuted};

  p { margin: 0; }
  p + p { margin-top: ${tokens.space[3]}; }
`;

const Points = styled.ul`
  list-style: none;
  margin: ${tokens.space[6]} 0 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space[3]};

  li {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr);
    gap: ${tokens.space[3]};
    align-items: start;
    line-height: 1.5;
    color: ${tokens.color.text};
  }
`;

const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.accentSoft};
  color: ${tokens.color.accentText};
`;

/** Text beside an illustration: a promo for one audience, with benefits and actions. */
export function SplitFeature({ id, eyebrow, title, body, points, actions, media, reverse = false, tone = 'default', headingLevel = 2 }: SplitFeatureProps) {
  const titleId = `${useId().replace(/:/g, '')}-split`;
  return (
    <SectionBand id={id} aria-labelledby={titleId} data-tone={tone} data-reverse={reverse}>
      <Container>
        <Grid>
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <SectionTitle as={headingTag(headingLevel)} id={titleId}>
              {title}
            </SectionTitle>
            {body && <Body>{body}</Body>}
            {points && points.length > 0 && (
              <Points>
                {points.map((p, i) => (
                  <li key={i}>
                    <Tick aria-hidden="true">
                      <CheckIcon size={14} />
                    </Tick>
                    <span>{p}</span>
                  </li>
                ))}
              </Points>
            )}
            {actions && <ActionsRow>{actions}</ActionsRow>}
          </div>
          <MediaFrame>{media}</MediaFrame>
        </Grid>
      </Container>
    </SectionBand>
  );
}
