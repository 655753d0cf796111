import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { ItemTitle, publicMedia, headingTag, type HeadingLevel } from '../shared';

export interface Step {
  title: ReactNode;
  body?: ReactNode;
  /** A short status label shown as a pill (e.g. the state the step leads to). */
  tag?: ReactNode;
}

export interface StepListProps {
  steps: Step[];
  /** `auto`: a vertical timeline on narrow screens, a row on wide ones; `vertical`: always a timeline. */
  layout?: 'auto' | 'vertical';
  /** Level of each step's heading. */
  headingLevel?: HeadingLevel;
  /** Accessible name of the list, e.g. "Steps to get approved". */
  label?: string;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space[8]};
  counter-reset: step;

  &[data-layout='auto'] {
    ${publicMedia.wide} {
      grid-auto-flow: column;
      grid-auto-columns: minmax(0, 1fr);
      gap: ${tokens.space[6]};
    }
  }
`;

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  align-content: start;
  gap: ${tokens.space[4]};
  counter-increment: step;

  /* The line joining one step's number to the next. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 21px;
    top: 52px;
    bottom: calc(-1 * ${tokens.space[8]} + 8px);
    width: 2px;
    border-radius: 1px;
    background: ${tokens.color.border};
  }

  [data-layout='auto'] > & {
    ${publicMedia.wide} {
      grid-template-columns: minmax(0, 1fr);
      &:not(:last-child)::after {
        left: 56px;
        right: calc(-1 * ${tokens.space[6]} + 12px);
        top: 21px;
        bottom: auto;
        width: auto;
        height: 2px;
      }
    }
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.accent};
  color: ${tokens.color.onAccent};
  font-weight: ${tokens.font.weight.bold};
  font-size: ${tokens.font.size.lg};

  &::before { content: counter(step); }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space[2]};
  padding-top: ${tokens.space[2]};
`;

const Body = styled.div`
  color: ${tokens.color.textMuted};
  line-height: 1.6;

  p { margin: 0; }
`;

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  padding: 2px ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.accentSoft};
  color: ${tokens.color.accentText};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.semibold};
  letter-spacing: 0.02em;
`;

/** Numbered steps of a process, joined by a line; the numbers come from the ordered list. */
export function StepList({ steps, layout = 'auto', headingLevel = 3, label }: StepListProps) {
  const tag = headingTag(headingLevel);
  return (
    <List data-layout={layout} aria-label={label}>
      {steps.map((s, i) => (
        <Item key={i}>
          <StepNumber aria-hidden="true" />
          <Content>
            <ItemTitle as={tag}>{s.title}</ItemTitle>
            {s.body && <Body>{s.body}</Body>}
            {s.tag && <Tag>{s.tag}</Tag>}
          </Content>
        </Item>
      ))}
    </List>
  );
}
