import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { tokens } from '../theme/tokens';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span`
  display: block;
  max-width: 100%;
  border-radius: ${tokens.radius.sm};
  background: linear-gradient(
    90deg,
    ${tokens.color.surfaceMuted} 25%,
    ${tokens.color.neutralSoft} 37%,
    ${tokens.color.surfaceMuted} 63%
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;

  &[data-shape='text'] { height: 0.9em; border-radius: ${tokens.radius.sm}; }
  &[data-shape='circle'] { border-radius: 50%; }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${tokens.color.surfaceMuted};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.55em;
  width: 100%;
`;

export interface SkeletonProps {
  /** `block` (a box), `text` (one or more lines of text height), `circle` (avatar). */
  variant?: 'block' | 'text' | 'circle';
  /** CSS width; text lines default to 100%, blocks to 100%. */
  width?: number | string;
  /** CSS height; blocks default to 16px, circles to their width. */
  height?: number | string;
  /** Number of text lines (the last one shorter). Only for `text`. */
  lines?: number;
  className?: string;
  style?: CSSProperties;
}

const px = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A placeholder shape while content loads. Hidden from assistive technology: the loading region says
 * it is busy (aria-busy) or shows a status text. The shimmer stops when reduced motion is asked for.
 */
export function Skeleton({ variant = 'block', width, height, lines = 1, className, style }: SkeletonProps) {
  if (variant === 'text' && lines > 1) {
    return (
      <Lines aria-hidden="true" className={className} style={{ width: px(width), ...style }}>
        {Array.from({ length: lines }, (_, i) => (
          <Block key={i} data-shape="text" style={{ width: i === lines - 1 ? '60%' : '100%' }} />
        ))}
      </Lines>
    );
  }
  const size: CSSProperties =
    variant === 'circle'
      ? { width: px(width ?? 32), height: px(height ?? width ?? 32) }
      : { width: px(width ?? '100%'), height: variant === 'block' ? px(height ?? 16) : px(height) };
  return <Block aria-hidden="true" data-shape={variant} className={className} style={{ ...size, ...style }} />;
}
