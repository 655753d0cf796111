import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { gapRules, type Space } from './space';

export interface InlineProps extends HTMLAttributes<HTMLDivElement> {
  /** Space between children, a step of `tokens.space`. Default 2 (8px). */
  gap?: Space;
  /** Main-axis placement. Default `start`; `end` for a row's actions, `between` for a title and its tools. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Cross-axis alignment. Default `center`. */
  align?: 'center' | 'start' | 'end' | 'baseline' | 'stretch';
  /** Wrap onto more lines when there is no room. Default true. */
  wrap?: boolean;
  as?: 'div' | 'span' | 'ul' | 'nav';
}

const Root = styled.div`
  display: flex;
  flex-direction: row;
  align-items: center;
  flex-wrap: wrap;
  min-width: 0;
  ${gapRules}

  &[data-nowrap] { flex-wrap: nowrap; }
  &[data-justify='center'] { justify-content: center; }
  &[data-justify='end'] { justify-content: flex-end; }
  &[data-justify='between'] { justify-content: space-between; }
  &[data-align='start'] { align-items: flex-start; }
  &[data-align='end'] { align-items: flex-end; }
  &[data-align='baseline'] { align-items: baseline; }
  &[data-align='stretch'] { align-items: stretch; }
`;

/** Children side by side with even space between them (buttons, badges, a toolbar). */
export const Inline = forwardRef<HTMLDivElement, InlineProps>(function Inline(
  { gap = 2, justify = 'start', align = 'center', wrap = true, as, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      as={as}
      data-gap={gap}
      data-justify={justify === 'start' ? undefined : justify}
      data-align={align === 'center' ? undefined : align}
      data-nowrap={wrap ? undefined : ''}
      {...rest}
    />
  );
});
