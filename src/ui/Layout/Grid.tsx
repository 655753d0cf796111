import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { gapRules, type Space } from './space';

export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** Space between cells, a step of `tokens.space`. Default 4 (16px). */
  gap?: Space;
  /**
   * Narrowest a column may be, e.g. `220px`: as many columns as fit, each at least this wide, stretched
   * to fill the row (one column on a phone). Default `200px`.
   */
  minColumnWidth?: string;
  as?: 'div' | 'section' | 'ul' | 'dl';
}

const Root = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(var(--grid-min), 100%), 1fr));
  min-width: 0;
  ${gapRules}
`;

/** Equal columns that wrap to fit the width (cards, fields side by side). */
export const Grid = forwardRef<HTMLDivElement, GridProps>(function Grid({ gap = 4, minColumnWidth = '200px', as, style, ...rest }, ref) {
  return <Root ref={ref} as={as} data-gap={gap} style={{ '--grid-min': minColumnWidth, ...style } as CSSProperties} {...rest} />;
});
