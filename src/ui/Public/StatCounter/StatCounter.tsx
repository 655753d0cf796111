import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { publicMedia } from '../shared';

export interface StatCounterProps {
  /** The figure as shown, e.g. "100k+". */
  value: ReactNode;
  /** What it counts. */
  label: ReactNode;
}

export interface StatCounterGroupProps {
  stats: StatCounterProps[];
  /** Accessible name of the list. */
  label?: string;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space[3]};

  ${publicMedia.medium} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    gap: ${tokens.space[4]};
  }
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  height: 100%;
  padding: ${tokens.space[5]} ${tokens.space[6]};
  border: 1px solid ${tokens.color.border};
  border-left: 4px solid ${tokens.color.accent};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.sm};
`;

const Value = styled.span`
  font-size: clamp(2rem, 1.6rem + 1.4vw, 2.6rem);
  line-height: 1;
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  color: ${tokens.color.accentText};
`;

const Label = styled.span`
  color: ${tokens.color.textMuted};
  font-weight: ${tokens.font.weight.medium};
`;

/** One headline figure over its label, read in that order ("100k+ Dedicated riders"). */
export function StatCounter({ value, label }: StatCounterProps) {
  return (
    <Root>
      <Value>{value}</Value>
      <Label>{label}</Label>
    </Root>
  );
}

/** A row of StatCounters (one column on phones). */
export function StatCounterGroup({ stats, label }: StatCounterGroupProps) {
  return (
    <List aria-label={label}>
      {stats.map((s, i) => (
        <li key={i}>
          <StatCounter {...s} />
        </li>
      ))}
    </List>
  );
}
