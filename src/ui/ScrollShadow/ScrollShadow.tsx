import { useRef, type HTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { useScrollEdges } from './useScrollEdges';

export interface ScrollShadowProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * `shadow` (default): a soft shadow falls over the content at each edge that hides more (tables).
   * `fade`: the content itself fades out at those edges, whatever the background (tab bars, chips).
   */
  variant?: 'shadow' | 'fade';
  /** Class of the outer frame (the scroll box itself takes `className`). */
  frameClassName?: string;
  /** The scroll box. */
  ref?: Ref<HTMLDivElement>;
}

const EDGE = '20px';
const shade = `color-mix(in srgb, ${tokens.color.text} 16%, transparent)`;

const Frame = styled.div`
  position: relative;
  min-width: 0;

  &[data-variant='shadow']::before,
  &[data-variant='shadow']::after {
    content: '';
    position: absolute;
    z-index: 3;
    top: 0;
    bottom: 0;
    width: ${EDGE};
    pointer-events: none;
    opacity: 0;
    transition: opacity ${tokens.motion.fast};
  }
  &[data-variant='shadow']::before { inset-inline-start: 0; background: linear-gradient(to right, ${shade}, transparent); }
  &[data-variant='shadow']::after { inset-inline-end: 0; background: linear-gradient(to left, ${shade}, transparent); }
  &[data-variant='shadow']:dir(rtl)::before { background: linear-gradient(to left, ${shade}, transparent); }
  &[data-variant='shadow']:dir(rtl)::after { background: linear-gradient(to right, ${shade}, transparent); }
  &[data-scroll-start='true']::before, &[data-scroll-end='true']::after { opacity: 1; }
`;

const Box = styled.div`
  overflow-x: auto;
  min-width: 0;
  overscroll-behavior-x: contain;

  [data-variant='fade'] > & { --k-fade-start: black; --k-fade-end: black; mask-image: linear-gradient(to right, var(--k-fade-start), black ${EDGE}, black calc(100% - ${EDGE}), var(--k-fade-end)); }
  [data-variant='fade'][data-scroll-start='true'] > & { --k-fade-start: transparent; }
  [data-variant='fade'][data-scroll-end='true'] > & { --k-fade-end: transparent; }
`;

/**
 * A horizontally scrolling box that shows where content is hidden: a shadow (or a fade) appears on
 * each edge beyond which there is more, and goes when that edge is reached. Props go to the scroll box
 * (give it `role="region"`, a name and `tabIndex={0}` when its content has nothing focusable).
 */
export function ScrollShadow({ variant = 'shadow', frameClassName, className, children, ref, ...rest }: ScrollShadowProps) {
  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useScrollEdges(box, frame);
  return (
    <Frame ref={frame} data-variant={variant} className={frameClassName}>
      <Box
        {...rest}
        className={className}
        ref={(el) => {
          box.current = el;
          if (typeof ref === 'function') ref(el);
          else if (ref) ref.current = el;
        }}
      >
        {children}
      </Box>
    </Frame>
  );
}
