import styled, { keyframes } from 'styled-components';
import { ScrollShadow } from '../ScrollShadow';
import { media, tokens } from '../theme/tokens';

// Every style here is static: row and cell variants go through data-* attributes, so rendering
// 25 rows (or re-rendering after a sort) generates no CSS at runtime.

// Phones: every row becomes a card of "label: value" lines (the label is the column header, from
// data-label), the primary field first and the actions last. Sortable headers stay as a row of sort
// buttons above the cards; the others are left to screen readers.
const phoneCards = `
  ${media.phone} {
    table { display: block; min-width: 0; }
    thead, tbody { display: block; }
    thead tr { display: flex; flex-wrap: wrap; align-items: center; gap: ${tokens.space[1]} ${tokens.space[3]}; padding: ${tokens.space[2]} ${tokens.space[3]}; background: ${tokens.color.surfaceMuted}; border-bottom: 1px solid ${tokens.color.border}; }
    thead tr::before { content: 'Sort by'; content: 'Sort by' / ''; font-size: ${tokens.font.size.xs}; color: ${tokens.color.textMuted}; }
    thead th { position: static; display: block; height: auto; padding: 0; background: none; box-shadow: none; text-align: start; }
    /* Sort buttons as a row of chips, each its own width (not the column's desktop width). */
    thead th[style] { width: auto !important; }
    thead th button { max-width: none; margin: 0; padding: 2px ${tokens.space[2]}; white-space: nowrap; border: 1px solid ${tokens.color.border}; border-radius: ${tokens.radius.pill}; background: ${tokens.color.surface}; }
    thead th[data-align='end'] svg[data-place='start'] { display: none; }
    thead th[data-align='end'] svg:not([data-place]) { display: inline; }
    thead th:not([aria-sort]) { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    tbody tr { display: flex; flex-direction: column; gap: ${tokens.space[2]}; margin: ${tokens.space[2]}; padding: ${tokens.space[3]}; border: 1px solid ${tokens.color.border}; border-radius: ${tokens.radius.md}; }
    tbody tr:nth-child(even) { background: ${tokens.color.surface}; }
    tbody tr > td, tbody tr:last-child > td { border: 0; }
    tbody td { display: grid; grid-template-columns: minmax(6.5em, 38%) minmax(0, 1fr); gap: ${tokens.space[3]}; align-items: baseline; height: auto; padding: 0; overflow: visible; white-space: normal; overflow-wrap: anywhere; text-align: start; }
    tbody td[data-align='end'] { text-align: start; }
    tbody td > * { justify-self: start; }
    tbody td::before { content: attr(data-label); content: attr(data-label) / ''; color: ${tokens.color.textMuted}; font-size: ${tokens.font.size.sm}; }
    tbody td[data-card='primary'] { order: -1; display: block; font-size: ${tokens.font.size.lg}; font-weight: ${tokens.font.weight.semibold}; }
    tbody td[data-card='actions'] { order: 1; display: flex; flex-wrap: wrap; gap: ${tokens.space[2]}; padding-top: ${tokens.space[2]}; border-top: 1px solid ${tokens.color.border}; }
    tbody td[data-card]::before { content: none; }
    tbody tr:has(> td[colspan]) { margin: 0; padding: 0; border: 0; }
    tbody td[colspan] { display: block; }
    tbody td[colspan]::before { content: none; }
    tbody td[colspan] > div { position: static; width: auto; }
    /* The checkbox column (selection): the row's box at the card's top corner, the page's select-all first among the chips. */
    tbody tr:has(> td[data-select]) { position: relative; }
    tbody td[data-select] { position: absolute; top: ${tokens.space[1]}; inset-inline-end: ${tokens.space[1]}; display: block; }
    tbody td[data-select]::before { content: none; }
    tbody tr:has(> td[data-select]) > td[data-card='primary'] { padding-inline-end: 40px; }
    thead th[data-select] { position: static; order: -1; width: auto; height: auto; margin: 0; overflow: visible; clip: auto; }
    /* Column layout tools (resize handle, column menu) are for desktop tables only. */
    thead [data-col-tool] { display: none; }
    /* The collapsed filter bar: filters, switches and sort chips hide behind "Filters" (TableToolbar). */
    &[data-filters='closed'] [data-filter-region], &[data-filters='closed'] thead { display: none; }
  }
`;

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.sm};

  ${phoneCards}
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

// Phones: the search box and the "Filters" toggle share one line; wider screens have no toggle and the
// row dissolves (display: contents), so their toolbar lays out exactly as before.
export const SearchRow = styled.div`
  display: contents;
  [data-filter-toggle] { display: none; }
  ${media.mobile} { & > * { max-width: none; } }

  ${media.phone} {
    display: flex;
    align-items: center;
    gap: ${tokens.space[2]};
    width: 100%;
    & > :first-child { flex: 1 1 auto; max-width: none; }
    [data-filter-toggle] { display: inline-flex; flex: none; }
  }
`;

export const ToolbarExtra = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${tokens.space[2]} ${tokens.space[3]};
`;

/** Height of the sticky header row; focus scrolled into view inside the scroller stops below it. */
const HEAD_HEIGHT = '48px';

// The scroll box (with a shadow on each edge that hides columns). It scrolls both ways, never taller
// than the window below the fixed header, so its header row can stay in sight (sticky) inside it.
export const Scroller = styled(ScrollShadow)`
  /* Contains visually hidden text (mask labels) so it cannot widen the page from an off-screen column. */
  position: relative;
  overflow: auto;
  max-height: calc(100dvh - ${tokens.layout.headerHeight} - ${tokens.space[4]});
  scroll-padding-top: ${HEAD_HEIGHT};
  -webkit-overflow-scrolling: touch;
  container: k-table / inline-size;

  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: -2px; }

  ${media.phone} { max-height: none; scroll-padding-top: 0; }
`;

export const Table = styled.table`
  /* Fixed layout: column widths come from the columns' own widths, never from the rows, so the header
     wraps the same under skeleton rows and real ones; below --k-table-min-width the box scrolls. */
  table-layout: fixed;
  width: 100%;
  min-width: var(--k-table-min-width, 0px);
  border-collapse: separate;
  border-spacing: 0;
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
const dense = `@container k-table (max-width: 1240px) { padding-inline: ${tokens.space[2]}; }`;

// Header labels wrap onto a second line when the table runs out of width (ten ride columns beside the
// sidebar at 1366px), so a long label never sets a column's width; cells stay on one line.
export const HeadCell = styled.th`
  position: sticky;
  top: 0;
  z-index: 2;
  padding: ${tokens.space[1]} ${tokens.space[3]};
  height: 40px;
  background: ${tokens.color.surfaceMuted};
  box-shadow: inset 0 -1px 0 ${tokens.color.border};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.semibold};
  line-height: ${tokens.font.lineHeight.tight};
  text-align: start;
  white-space: normal;
  vertical-align: middle;

  &[data-align='end'] { text-align: end; }
  ${dense}
  &[data-select='true'] { padding-inline: ${tokens.space[1]}; }
`;

/**
 * A resizable header's edge: a wide invisible target with a thin line in it, seen on hover, gold-brown
 * while dragged or focused (docs/product.md, "Column layout").
 */
export const ResizeHandle = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  inset-inline-end: 0;
  z-index: 1;
  width: 8px;
  cursor: col-resize;
  touch-action: none;
  user-select: none;

  &::after {
    content: '';
    position: absolute;
    top: 8px;
    bottom: 8px;
    inset-inline-end: 2px;
    width: 2px;
    border-radius: 1px;
    background: transparent;
  }
  th:hover > &::after { background: ${tokens.color.border}; }
  &:hover::after { background: ${tokens.color.textMuted}; }
  &:focus-visible { outline: none; }
  &:focus-visible::after, &[data-resizing='true']::after { top: 0; bottom: 0; width: 3px; background: ${tokens.color.accent}; }
`;

/** A header's column-menu button: hidden until the header is hovered or the button has focus. */
export const ColumnMenuButton = styled.button`
  position: absolute;
  top: 50%;
  inset-inline-end: 10px;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  transform: translateY(-50%);
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.textMuted};
  fill: currentColor;
  cursor: pointer;
  opacity: 0;

  &[data-side='start'] { inset-inline: 4px auto; }
  th:hover > &, &:focus-visible, &[aria-expanded='true'] { opacity: 1; }
  &:hover { color: ${tokens.color.text}; }
  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 0; }
`;

/** The column menu's list, drawn above everything at its button. */
export const ColumnMenuList = styled.div`
  position: fixed;
  z-index: ${tokens.z.dialog - 10};
  display: flex;
  flex-direction: column;
  width: 176px;
  padding: ${tokens.space[1]};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  box-shadow: ${tokens.shadow.lg};
`;

export const ColumnMenuItem = styled.button`
  min-height: 32px;
  padding: 0 ${tokens.space[3]};
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${tokens.font.size.sm};
  text-align: start;
  cursor: pointer;

  &:hover, &:focus-visible { background: ${tokens.color.accentSoft}; outline: none; }
  &:focus-visible { box-shadow: inset 0 0 0 2px ${tokens.color.focus}; }
  &[aria-disabled='true'] { color: ${tokens.color.textMuted}; cursor: not-allowed; background: transparent; }
  &[aria-disabled='true']:focus-visible { box-shadow: inset 0 0 0 2px ${tokens.color.focus}; }
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

  th[data-align='end'] &[data-place='start'] { margin-inline: 0 ${tokens.space[1]}; }
  /* End-aligned headers show their icon before the text; phones' chips show it after (phoneCards). */
  th[data-align='end'] &:not([data-place]) { display: none; }

  .up, .down { opacity: 0.35; }
  &[data-dir='asc'] .up, &[data-dir='desc'] .down { opacity: 1; fill: ${tokens.color.accentText}; }
  &[data-dir='asc'] .down, &[data-dir='desc'] .up { opacity: 0.2; }
`;

/**
 * The class of a body row (BodyRow, SkeletonRows). Rows and cells are plain `<tr>` and `<td>` styled from
 * the body, not a styled component each: a page of 25 rows of 12 cells is 325 fewer components to render
 * at every sort, page or key (docs/performance.md, "Lighter rows"). The selectors keep the specificity a
 * styled row (one class) and cell (one class) had, through `:where()`, so the phone cards' rules above
 * still win where they won before.
 */
export const BODY_ROW = 'k-row';

export const Body = styled.tbody`
  /* A row. */
  & > :where(tr.${BODY_ROW}) > td { border-bottom: 1px solid ${tokens.color.border}; }
  & > :where(tr.${BODY_ROW}):last-child > td { border-bottom: 0; }
  & > :where(tr.${BODY_ROW}):nth-child(even) { background: color-mix(in srgb, ${tokens.color.surfaceMuted} 45%, ${tokens.color.surface}); }
  & > :where(tr.${BODY_ROW})[data-clickable='true'] { cursor: pointer; }
  & > :where(tr.${BODY_ROW})[data-clickable='true']:hover { background: ${tokens.color.accentSoft}; }
  & > :where(tr.${BODY_ROW})[data-selected='true'] { background: color-mix(in srgb, ${tokens.color.accentSoft} 60%, ${tokens.color.surface}); }
  & > :where(tr.${BODY_ROW}):focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: -2px; background: ${tokens.color.accentSoft}; }

  /* A cell: one line cut with an ellipsis (the whole text on hover), unless the column wraps; action
     buttons keep their focus ring visible. */
  & > :where(tr.${BODY_ROW}) > :where(td) {
    padding: ${tokens.space[2]} ${tokens.space[3]};
    height: 40px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: middle;
    ${dense}
  }
  & > :where(tr.${BODY_ROW}) > :where(td)[data-align='end'] { text-align: end; font-variant-numeric: tabular-nums; }
  & > :where(tr.${BODY_ROW}) > :where(td)[data-serial='true'] { color: ${tokens.color.textMuted}; font-variant-numeric: tabular-nums; }
  & > :where(tr.${BODY_ROW}) > :where(td)[data-wrap='true'] { white-space: normal; overflow-wrap: anywhere; }
  & > :where(tr.${BODY_ROW}) > :where(td)[data-card='actions'] { overflow: visible; }
  & > :where(tr.${BODY_ROW}) > :where(td)[data-select='true'] { padding-inline: ${tokens.space[1]}; overflow: visible; }
`;

/** Clips a cell's content to its column's `maxWidth` (set inline) with an ellipsis. */
export const Clip = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;

  /* One clipped line: Chromium would still break at a <wbr> (EmailText) under nowrap, so none counts here. */
  wbr { display: none; }

  /* Keyboard focus on the row shows the whole text, as the hover title does for the pointer. */
  tr:focus-visible & { white-space: normal; overflow-wrap: anywhere; }
  tr:focus-visible & wbr { display: inline; }

  /* A card has room for the whole text. */
  ${media.phone} { &&[style] { max-width: none !important; white-space: normal; } &&[style] wbr { display: inline; } }
`;

/** The label around a selection box: the whole cell takes the click (a 40px target on phones). */
export const SelectTarget = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  margin: -${tokens.space[1]} 0;
  cursor: pointer;

  ${media.phone} { min-width: 40px; min-height: 40px; margin: 0; }
`;

export const SelectBox = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${tokens.color.accent};
  cursor: pointer;

  &:disabled { cursor: not-allowed; opacity: 0.55; }
  &:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 2px; }
`;

export const Empty = styled.td`
  padding: 0;
  color: ${tokens.color.textMuted};
`;

/** The empty message: as wide as the visible box (not the whole scrolling table), and it wraps. */
export const EmptyText = styled.div`
  position: sticky;
  inset-inline-start: 0;
  width: 100cqi;
  padding: ${tokens.space[10]} ${tokens.space[4]};
  text-align: center;
  white-space: normal;
  overflow-wrap: anywhere;
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

