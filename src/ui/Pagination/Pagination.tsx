import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens, media } from '../theme/tokens';

export type PaginationVariant = 'pages' | 'results';

export interface PaginationProps {
  /**
   * `pages`: First, Previous, Next, Last and "Showing 2 of 9 pages" (riders).
   * `results`: Previous, Next, "Showing 10 of 83 results" (drivers, admin users) and, beside it
   * when there is more than one page, "Page 2 of 9".
   * Numbers are grouped the Nigerian way: "Showing 25 of 40,000 results".
   */
  variant: PaginationVariant;
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (0 when there are no rows). */
  pageCount: number;
  /** Rows on the current page (the X of "Showing X of Y results"). */
  pageRowCount: number;
  /** Rows across all pages (the Y of "Showing X of Y results"). */
  rowCount: number;
  /** Called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. Default "Pagination". */
  label?: string;
  className?: string;
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${tokens.space[2]} ${tokens.space[4]};
  padding: ${tokens.space[3]} ${tokens.space[4]};
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};

  ${media.mobile} {
    padding: ${tokens.space[3]};
  }

  /* No rows: the table says so; the pager stays only as its live region ("Showing 0 of 0 results"), so a
     search that finds nothing is announced, and the next count after it is a change the region reports. */
  &[data-empty] > :not([role='status']) {
    display: none;
  }
`;

const Status = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.space[1]} ${tokens.space[3]};
`;

/** "Page 2 of 16": where the operator is, beside docs/product.md §2's own "Showing…" text. */
const Position = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  color: ${tokens.color.text};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${tokens.space[2]};
  flex-wrap: wrap;
`;

const PageButtonBase = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[1]};
  min-height: 32px;
  min-width: 32px;
  padding: 0 ${tokens.space[3]};
  border: 1px solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  cursor: pointer;
  transition: background ${tokens.motion.fast}, border-color ${tokens.motion.fast};

  &:hover:not([aria-disabled='true']) { background: ${tokens.color.accentSoft}; border-color: ${tokens.color.accent}; }
  &[aria-disabled='true'] { color: ${tokens.color.textMuted}; background: ${tokens.color.surfaceMuted}; border-color: ${tokens.color.border}; cursor: not-allowed; opacity: 0.75; }
`;

/**
 * A pager button, unavailable at its end through `aria-disabled`, not `disabled`: "Previous" pressed to page 1
 * (or "Next" to the last) would otherwise lose the keyboard focus to the page's body, and the browser lays
 * the page out at once to move it (about 4 ms a click, measured). It stays focusable and announced as
 * unavailable; a press does nothing.
 */
function PageButton({ off, onPress, children }: { off: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <PageButtonBase type="button" aria-disabled={off || undefined} onClick={off ? undefined : onPress}>
      {children}
    </PageButtonBase>
  );
}

const count = new Intl.NumberFormat('en-NG');

/**
 * The two pagers of the console. Buttons are unavailable at the ends; the "Showing…" text and the page's
 * position are one polite live region. With no pages (no rows) only that region is left, visually hidden.
 */
export function Pagination({ variant, page, pageCount, pageRowCount, rowCount, onPageChange, label = 'Pagination', className }: PaginationProps) {
  const current = pageCount === 0 ? 0 : Math.min(Math.max(page, 1), pageCount);
  const atStart = current <= 1;
  const atEnd = current >= pageCount;
  const text =
    variant === 'pages'
      ? `Showing ${count.format(current)} of ${count.format(pageCount)} pages`
      : `Showing ${count.format(pageRowCount)} of ${count.format(rowCount)} results`;

  return (
    <Nav aria-label={label} className={pageCount === 0 ? `${className ?? ''} k-visually-hidden` : className} data-empty={pageCount === 0 || undefined}>
      {/* One polite live region for both texts: "Next" on a list of 25-row pages keeps "Showing 25 of 400
          results", so the page's position must be announced with it, or a press says nothing. */}
      <Summary role="status" aria-live="polite">
        <Status>{text}</Status>
        {/* The pages variant already names the page; "Showing X of Y results" (docs/product.md §2) stays exactly as it is. */}
        {variant === 'results' && pageCount > 1 && <Position>{`Page ${count.format(current)} of ${count.format(pageCount)}`}</Position>}
      </Summary>
      <Buttons>
        {variant === 'pages' && (
          <PageButton off={atStart} onPress={() => onPageChange(1)}>
            First
          </PageButton>
        )}
        <PageButton off={atStart} onPress={() => onPageChange(current - 1)}>
          Previous
        </PageButton>
        <PageButton off={atEnd} onPress={() => onPageChange(current + 1)}>
          Next
        </PageButton>
        {variant === 'pages' && (
          <PageButton off={atEnd} onPress={() => onPageChange(pageCount)}>
            Last
          </PageButton>
        )}
      </Buttons>
    </Nav>
  );
}
