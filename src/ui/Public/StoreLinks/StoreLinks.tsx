import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { StoreIcon, headingTag, type HeadingLevel, type StorePlatform } from '../shared';

export interface StoreLink {
  platform: StorePlatform;
  /** Store page address; opens in a new tab. */
  href: string;
  /** Small line above the store name, e.g. "Get it on". */
  caption: string;
  /** Store name, e.g. "Google Play". */
  store: string;
}

export interface StoreLinkGroup {
  /** The app, e.g. "Rider app". Also prefixed (for screen readers) to each link's name. */
  title: string;
  description?: ReactNode;
  links: StoreLink[];
}

export interface StoreLinksProps {
  groups: StoreLinkGroup[];
  headingLevel?: HeadingLevel;
  /** Read after each link's name, e.g. "(opens in a new tab)". */
  newTabHint?: string;
}

const Groups = styled.div`
  display: grid;
  gap: ${tokens.space[6]};
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.semibold};
  color: ${tokens.color.text};
`;

const Description = styled.p`
  margin: -${tokens.space[2]} 0 0;
  color: ${tokens.color.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${tokens.space[3]};
`;

const Anchor = styled.a`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 60px;
  padding: ${tokens.space[2]} ${tokens.space[3]} ${tokens.space[2]} ${tokens.space[4]};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.text};
  color: ${tokens.color.surface};
  text-decoration: none;
  transition: transform ${tokens.motion.fast}, box-shadow ${tokens.motion.fast};

  &:hover { box-shadow: ${tokens.shadow.md}; transform: translateY(-1px); }
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.15;
`;

const Caption = styled.span`
  font-size: ${tokens.font.size.xs};
  opacity: 0.85;
`;

const Store = styled.span`
  white-space: nowrap;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.semibold};
`;

/** App-store buttons grouped by app (e.g. rider and driver apps, each for Android and iOS). */
export function StoreLinks({ groups, headingLevel = 3, newTabHint = '(opens in a new tab)' }: StoreLinksProps) {
  const tag = headingTag(headingLevel);
  return (
    <Groups>
      {groups.map((g) => (
        <Group key={g.title}>
          <Title as={tag}>{g.title}</Title>
          {g.description && <Description>{g.description}</Description>}
          <List>
            {g.links.map((l) => (
              <li key={l.platform}>
                <Anchor href={l.href} target="_blank" rel="noopener noreferrer" data-platform={l.platform}>
                  <StoreIcon platform={l.platform} />
                  <Words>
                    <span className="k-visually-hidden">{g.title}: </span>
                    <Caption>{l.caption}</Caption>{' '}
                    <Store>{l.store}</Store>
                    <span className="k-visually-hidden"> {newTabHint}</span>
                  </Words>
                </Anchor>
              </li>
            ))}
          </List>
        </Group>
      ))}
    </Groups>
  );
}
