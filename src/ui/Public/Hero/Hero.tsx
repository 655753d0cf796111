import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { ActionsRow, Container, Eyebrow, MediaFrame, publicMedia } from '../shared';

export interface HeroProps {
  /** Short label above the title. */
  eyebrow?: ReactNode;
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  /** Buttons and links. */
  actions?: ReactNode;
  /** Illustration beside the text on wide screens, under it on narrow ones. Give images width and height. */
  media?: ReactNode;
  /** Content under the text and actions (e.g. a StatCounterGroup), full width. */
  children?: ReactNode;
  /** `compact` for text pages (smaller title, less padding). */
  size?: 'default' | 'compact';
}

const Root = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${tokens.space[10]} ${tokens.space[12]};
  background:
    radial-gradient(ellipse 70% 60% at 85% 10%, ${tokens.color.accentSoft}, transparent 70%),
    linear-gradient(180deg, ${tokens.color.surfaceMuted}, ${tokens.color.surface});

  &[data-size='compact'] { padding-block: ${tokens.space[10]} ${tokens.space[12]}; }

  ${publicMedia.wide} {
    padding-block: ${tokens.space[16]};
    &[data-size='compact'] { padding-block: ${tokens.space[12]} ${tokens.space[16]}; }
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${tokens.space[10]};
  align-items: center;

  ${publicMedia.wide} {
    &[data-media='true'] { grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr); gap: ${tokens.space[12]}; }
  }
`;

const Text = styled.div`
  max-width: 640px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2.15rem, 1.4rem + 3.4vw, 3.6rem);
  line-height: 1.08;
  letter-spacing: -0.025em;
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text};
  text-wrap: balance;

  [data-size='compact'] & { font-size: clamp(2rem, 1.5rem + 2vw, 2.75rem); }
`;

const Lead = styled.p`
  margin: ${tokens.space[5]} 0 0;
  font-size: clamp(1.05rem, 1rem + 0.3vw, 1.2rem);
  line-height: 1.6;
  color: ${tokens.color.textMuted};
  text-wrap: pretty;
`;

const Media = styled(MediaFrame)`
  --media-max: 560px;
`;

const Below = styled.div`
  margin-top: ${tokens.space[12]};
`;

/** Top section of a public page: the page's `<h1>`, a lead, actions and an optional illustration. */
export function Hero({ eyebrow, title, lead, actions, media, children, size = 'default' }: HeroProps) {
  const titleId = `${useId().replace(/:/g, '')}-hero`;
  return (
    <Root aria-labelledby={titleId} data-size={size}>
      <Container>
        <Grid data-media={Boolean(media)}>
          <Text>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <Title id={titleId}>{title}</Title>
            {lead && <Lead>{lead}</Lead>}
            {actions && <ActionsRow>{actions}</ActionsRow>}
          </Text>
          {media && <Media>{media}</Media>}
        </Grid>
        {children && <Below>{children}</Below>}
      </Container>
    </Root>
  );
}
