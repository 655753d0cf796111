import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { gapRules, type Space } from './space';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Space between children, a step of `tokens.space`. Default 4 (16px). */
  gap?: Space;
  /** Cross-axis alignment. Default `stretch` (children as wide as the stack). */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** Element to render. Default `div`. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${gapRules}

  &[data-align='start'] { align-items: flex-start; }
  &[data-align='center'] { align-items: center; }
  &[data-align='end'] { align-items: flex-end; }
`;

/** Children one under the other with even space between them (a page's sections, a form's fields). */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack({ gap = 4, align = 'stretch', as, ...rest }, ref) {
  return <Root ref={ref} as={as} data-gap={gap} data-align={align === 'stretch' ? undefined : align} {...rest} />;
});
