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
  container: k-table / inline-size;

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

// Cells pad less when the table is narrower than its columns want (ten ride columns beside the
// sidebar at 1366px), measured on the table's own box so it holds wherever the table sits.
const dense = `@container k-table (max-width: 1140px) { padding-inline: ${tokens.space[2]}; }`;

// Header labels wrap onto a second line when the table runs out of width (ten ride columns beside the
// sidebar at 1366px), so a long label never sets a column's width; cells stay on one line.
export const HeadCell = styled.th`
  padding: ${tokens.space[1]} ${tokens.space[3]};
  height: 40px;
  background: ${tokens.color.surfaceMuted};
  border-bottom: 1px solid ${tokens.color.border};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.semibold};
  line-height: ${tokens.font.lineHeight.tight};
  text-align: start;
  white-space: normal;
  vertical-align: middle;

  &[data-align='end'] { text-align: end; }
  &[data-serial='true'] { width: 56px; }
  ${dense}
`;

/** A header's text: wraps between words, never wider than a couple of words. */
export const HeadLabel = styled.span`
  display: inline-block;
  max-width: 12em;
`;

/** The sort icon and the word it sits beside never part. */
export const NoWrap = styled.span`
  white-space: nowrap;
`;

export const SortButton = styled.button`
  display: inline-block;
  max-width: calc(12em + 30px);
  margin: 0 -${tokens.space[2]};
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: inherit;
  text-align: inherit;
  cursor: pointer;

  &:hover { color: ${tokens.color.text}; background: ${tokens.color.border}; }
  &[data-active='true'] { color: ${tokens.color.text}; }
  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 0; }
`;

export const SortIcon = styled.svg`
  margin-inline-start: ${tokens.space[1]};
  vertical-align: -2px;
  fill: currentColor;

  th[data-align='end'] & { margin-inline: 0 ${tokens.space[1]}; }

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
  ${dense}
`;

/** Clips a cell's content to its column's `maxWidth` (set inline) with an ellipsis. */
export const Clip = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
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
