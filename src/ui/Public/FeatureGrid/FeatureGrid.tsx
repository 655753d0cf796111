import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { ItemTitle, publicMedia, headingTag, type HeadingLevel } from '../shared';

export interface FeatureItem {
  /** Decorative icon or image (aria-hidden / alt=""), shown in a tinted tile. */
  icon?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
}

export interface FeatureGridProps {
  items: FeatureItem[];
  /** Columns on wide screens (one column on phones, two on tablets). */
  columns?: 2 | 3 | 4;
  /** `card`: bordered tiles; `plain`: text only, for dense lists. */
  variant?: 'card' | 'plain';
  /** Show 01, 02… in place of icons (for values, principles). */
  numbered?: boolean;
  /** Level of each item's heading; one below the enclosing section's. */
  headingLevel?: HeadingLevel;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space[5]};

  ${publicMedia.medium} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${publicMedia.wide} {
    &[data-columns='3'] { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    &[data-columns='4'] { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  }
  &[data-variant='plain'] { gap: ${tokens.space[8]} ${tokens.space[8]}; }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;

  [data-variant='card'] > & {
    padding: ${tokens.space[6]};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.surface};
  }

  /* Plain items put the icon or number beside the text, for long lists such as values. */
  [data-variant='plain'] > &[data-icon='true'] {
    display: grid;
    grid-template-columns: 44px minmax(0, 1fr);
    align-content: start;
    gap: ${tokens.space[1]} ${tokens.space[4]};

    > :first-child { grid-row: span 2; }
    > h2, > h3, > h4 { align-self: center; min-height: 44px; display: flex; align-items: center; }
  }
`;

const Icon = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.accentSoft};
  color: ${tokens.color.accentText};
  font-weight: ${tokens.font.weight.bold};
  font-variant-numeric: tabular-nums;

  img, svg { display: block; width: 24px; height: 24px; }
`;

const Body = styled.div`
  color: ${tokens.color.textMuted};
  line-height: 1.6;

  p { margin: 0; }
  p + p { margin-top: ${tokens.space[2]}; }
`;

/** A responsive grid of short items (benefits, requirements, values), each with a heading. */
export function FeatureGrid({ items, columns = 3, variant = 'card', numbered = false, headingLevel = 3 }: FeatureGridProps) {
  const tag = headingTag(headingLevel);
  return (
    <List data-columns={columns} data-variant={variant}>
      {items.map((item, i) => (
        <Item key={i} data-icon={numbered || Boolean(item.icon)}>
          {numbered ? (
            <Icon aria-hidden="true">{String(i + 1).padStart(2, '0')}</Icon>
          ) : (
            item.icon && <Icon aria-hidden="true">{item.icon}</Icon>
          )}
          <ItemTitle as={tag}>{item.title}</ItemTitle>
          {item.body && <Body>{item.body}</Body>}
        </Item>
      ))}
    </List>
  );
}
