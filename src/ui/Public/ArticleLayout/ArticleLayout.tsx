import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { Container, groupLabel, publicMedia } from '../shared';

export interface ArticleTocItem {
  /** Id of the section's heading element (or the section). */
  id: string;
  label: string;
}

export interface ArticleLayoutProps {
  /** Sections listed in the contents box; omit for no contents. */
  toc?: ArticleTocItem[];
  /** Heading of the contents box (also its landmark name). */
  tocTitle?: string;
  /** The text: `<section>`s with `<h2 id>` headings, paragraphs and lists, styled as long-form prose. */
  children: ReactNode;
}

const Root = styled.div`
  padding-block: ${tokens.space[12]} ${tokens.space[16]};
  background: ${tokens.color.surface};
`;

const Grid = styled.div`
  display: grid;
  gap: ${tokens.space[10]};

  ${publicMedia.wide} {
    &[data-toc='true'] { grid-template-columns: 260px minmax(0, 1fr); gap: ${tokens.space[16]}; }
  }
`;

const Toc = styled.nav`
  align-self: start;
  padding: ${tokens.space[5]};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceMuted};

  ${publicMedia.wide} {
    position: sticky;
    top: calc(68px + ${tokens.space[6]});
    max-height: calc(100vh - 68px - ${tokens.space[12]});
    overflow: auto;
  }

  h2 { ${groupLabel} }

  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }

  a {
    display: block;
    padding: 6px ${tokens.space[2]};
    border-radius: ${tokens.radius.sm};
    color: ${tokens.color.text};
    font-size: ${tokens.font.size.md};
    line-height: 1.4;
    text-decoration: none;
  }
  a:hover { background: ${tokens.color.surface}; color: ${tokens.color.accentText}; }
`;

/** Long-form text styles: headings, paragraphs, lists, links, at a comfortable measure. */
const Prose = styled.article`
  max-width: 72ch;
  font-size: ${tokens.font.size.lg};
  line-height: 1.7;
  color: ${tokens.color.text};
  overflow-wrap: anywhere;

  section { scroll-margin-top: calc(68px + ${tokens.space[4]}); }
  section + section { margin-top: ${tokens.space[12]}; }

  h2 {
    margin: 0 0 ${tokens.space[4]};
    font-size: clamp(1.4rem, 1.2rem + 0.8vw, 1.75rem);
    line-height: 1.25;
    letter-spacing: -0.015em;
  }
  h3 { margin: ${tokens.space[8]} 0 ${tokens.space[2]}; font-size: ${tokens.font.size.xl}; line-height: 1.3; }
  p { margin: 0 0 ${tokens.space[4]}; }
  p, li { color: ${tokens.color.text}; }
  ul, ol { margin: 0 0 ${tokens.space[4]}; padding-left: ${tokens.space[6]}; }
  li + li { margin-top: ${tokens.space[2]}; }
  li::marker { color: ${tokens.color.accentText}; }
  strong { font-weight: ${tokens.font.weight.semibold}; }
  a { color: ${tokens.color.accentText}; text-underline-offset: 3px; }
  > :last-child > :last-child { margin-bottom: 0; }

  aside, .note {
    margin: 0 0 ${tokens.space[4]};
    padding: ${tokens.space[4]} ${tokens.space[5]};
    border-left: 4px solid ${tokens.color.accent};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.accentSoft};
  }
`;

/** A long text (policy, terms) with an optional contents box beside it on wide screens. */
export function ArticleLayout({ toc, tocTitle = 'On this page', children }: ArticleLayoutProps) {
  const hasToc = Boolean(toc && toc.length);
  return (
    <Root>
      <Container>
        <Grid data-toc={hasToc}>
          {hasToc && (
            <Toc aria-label={tocTitle}>
              <h2>{tocTitle}</h2>
              <ol>
                {toc!.map((t) => (
                  <li key={t.id}>
                    <a href={`#${t.id}`}>{t.label}</a>
                  </li>
                ))}
              </ol>
            </Toc>
          )}
          <Prose>{children}</Prose>
        </Grid>
      </Container>
    </Root>
  );
}
