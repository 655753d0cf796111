import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { ActionsRow, Container, MediaFrame, publicMedia, headingTag, type HeadingLevel } from '../shared';

export interface CallToActionProps {
  title: ReactNode;
  body?: ReactNode;
  /** Buttons and links. On the accent band use Button variant "secondary" or links styled for it. */
  actions?: ReactNode;
  /** Decorative illustration on the right on wide screens (hidden on phones). */
  media?: ReactNode;
  headingLevel?: HeadingLevel;
}

const Outer = styled.section`
  padding-block: ${tokens.space[12]} ${tokens.space[16]};
  background: ${tokens.color.surface};
`;

const Band = styled.div`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: ${tokens.space[8]};
  align-items: center;
  padding: ${tokens.space[10]} ${tokens.space[6]};
  border-radius: ${tokens.radius.xl};
  background:
    radial-gradient(circle at 100% 0%, color-mix(in srgb, ${tokens.color.onAccent} 14%, transparent), transparent 55%),
    ${tokens.color.accent};
  color: ${tokens.color.onAccent};

  /* Without an illustration the text is centred, so the wide band does not look half empty. */
  &[data-media='false'] { text-align: center; justify-items: center; }
  &[data-media='false'] p { margin-inline: auto; }
  &[data-media='false'] [data-actions] { justify-content: center; }

  ${publicMedia.medium} { padding: ${tokens.space[12]}; }
  ${publicMedia.wide} {
    &[data-media='true'] { grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); }
    padding: ${tokens.space[16]};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: clamp(1.8rem, 1.3rem + 2vw, 2.6rem);
  line-height: 1.12;
  letter-spacing: -0.02em;
  font-weight: ${tokens.font.weight.bold};
  text-wrap: balance;
`;

const Body = styled.p`
  margin: ${tokens.space[4]} 0 0;
  max-width: 560px;
  font-size: ${tokens.font.size.lg};
  line-height: 1.6;

  a { color: inherit; font-weight: ${tokens.font.weight.semibold}; text-underline-offset: 3px; }
  a:focus-visible { outline-color: currentColor; }
`;

const Media = styled(MediaFrame)`
  --media-max: 340px;
  display: none;

  ${publicMedia.wide} { display: flex; }
`;

/** The closing invitation of a page: a rounded accent band with a heading, a line and actions. */
export function CallToAction({ title, body, actions, media, headingLevel = 2 }: CallToActionProps) {
  const titleId = `${useId().replace(/:/g, '')}-cta`;
  return (
    <Outer aria-labelledby={titleId}>
      <Container>
        <Band data-media={Boolean(media)}>
          <div>
            <Title as={headingTag(headingLevel)} id={titleId}>
              {title}
            </Title>
            {body && <Body>{body}</Body>}
            {actions && <ActionsRow data-actions>{actions}</ActionsRow>}
          </div>
          {media && <Media>{media}</Media>}
        </Band>
      </Container>
    </Outer>
  );
}
