import styled, { keyframes } from 'styled-components';
import { media, tokens } from '../theme/tokens';

// Every style here is static: row and cell variants go through data-* attributes, so rendering
// 25 rows (or re-rendering after a sort) generates no CSS at runtime.

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.sm};
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  border-bottom: 1px solid ${tokens.color.border};

  ${media.mobile} {
    padding: ${tokens.space[3]};
    & > * { max-width: none; }
  }
`;

export const ToolbarExtra = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${tokens.space[2]} ${tokens.space[3]};
`;

export const Scroller = styled.div`
  /* Contains visually hidden text (mask labels) so it cannot widen the page from an off-screen column. */
  position: relative;
  overflow-x: auto;
  min-width: 0;
  -webkit-overflow-scrolling: touch;

  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: -2px; }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  color: ${tokens.color.text};
  transition: opacity ${tokens.motion.fast};

  &[data-pending='true'] tbody { opacity: 0.6; }

  caption:not(.k-visually-hidden) {
    caption-side: top;
    padding: ${tokens.space[4]} ${tokens.space[4]} ${tokens.space[2]};
    text-align: start;
    font-size: ${tokens.font.size.lg};
    font-weight: ${tokens.font.weight.semibold};
  }
`;

export const HeadCell = styled.th`
  padding: 0 ${tokens.space[3]};
  height: 40px;
  background: ${tokens.color.surfaceMuted};
  border-bottom: 1px solid ${tokens.color.border};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.semibold};
  text-align: start;
  white-space: nowrap;
  vertical-align: middle;

  &[data-align='end'] { text-align: end; }
  &[data-align='end'] > button { flex-direction: row-reverse; }
  &[data-serial='true'] { width: 56px; }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  margin: 0 -${tokens.space[2]};
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  white-space: nowrap;

  &:hover { color: ${tokens.color.text}; background: ${tokens.color.border}; }
  &[data-active='true'] { color: ${tokens.color.text}; }
  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 0; }
`;

export const SortIcon = styled.svg`
  flex: none;
  fill: currentColor;

  .up, .down { opacity: 0.35; }
  &[data-dir='asc'] .up, &[data-dir='desc'] .down { opacity: 1; fill: ${tokens.color.accentText}; }
  &[data-dir='asc'] .down, &[data-dir='desc'] .up { opacity: 0.2; }
`;

export const Body = styled.tbody``;

export const TableRow = styled.tr`
  border-bottom: 1px solid ${tokens.color.border};

  &:last-child { border-bottom: 0; }
  &:nth-child(even) { background: color-mix(in srgb, ${tokens.color.surfaceMuted} 45%, ${tokens.color.surface}); }
  &[data-clickable='true'] { cursor: pointer; }
  &[data-clickable='true']:hover { background: ${tokens.color.accentSoft}; }
  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: -2px; background: ${tokens.color.accentSoft}; }
`;

export const Cell = styled.td`
  padding: ${tokens.space[2]} ${tokens.space[3]};
  height: 40px;
  white-space: nowrap;
  vertical-align: middle;

  &[data-align='end'] { text-align: end; font-variant-numeric: tabular-nums; }
  &[data-serial='true'] { color: ${tokens.color.textMuted}; font-variant-numeric: tabular-nums; }
`;

export const Empty = styled.td`
  padding: ${tokens.space[10]} ${tokens.space[4]};
  text-align: center;
  color: ${tokens.color.textMuted};
`;

export const Mask = styled.span`
  color: ${tokens.color.textMuted};
  letter-spacing: 0.12em;
`;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

export const SkeletonBar = styled.span`
  display: block;
  height: 12px;
  width: 70%;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.border};
  animation: ${shimmer} 1.4s ease-in-out infinite;

  &[data-w='1'] { width: 45%; }
  &[data-w='2'] { width: 85%; }
`;
