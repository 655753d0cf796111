import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens, media } from '../theme/tokens';
import { PlainLink, type LinkComponent } from '../Sidebar';
import { Skeleton } from '../Skeleton';

export type StatTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface StatCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is counted, e.g. "Total Rides"; also names the card (role="group"). */
  label: string;
  /** The figure, already formatted by the caller. */
  value: ReactNode;
  /** Show a skeleton instead of the value and mark the card busy. */
  loading?: boolean;
  /** Small decorative icon at the top right (rendered aria-hidden). */
  icon?: ReactNode;
  /** Colour of the icon chip (or of the dot before the label when there is no icon). */
  tone?: StatTone;
  /** When given, a line `${comparisonLabel} ${comparison}` is shown, e.g. "vs last 24hrs: 0". */
  comparison?: number | string;
  /** Text before the comparison value. */
  comparisonLabel?: string;
  /**
   * The change against the comparison, shown after it, e.g. "+12.5%": its tone says whether the
   * change is good (`success`) or bad (`danger`); the arrow follows `direction`.
   */
  change?: StatChange;
  /** The list this card counts: the label becomes a link and the whole card opens it. */
  href?: string;
  /** Link element for `href` (a router link); defaults to a plain `<a>`. */
  linkComponent?: LinkComponent;
}

export interface StatChange {
  /** The change as read, sign included, e.g. "+12.5%", "−₦1,200.00", "No change". */
  text: string;
  direction: 'up' | 'down' | 'flat';
  tone: 'success' | 'danger' | 'neutral';
}

export const DEFAULT_COMPARISON_LABEL = 'vs last 24hrs:';

const Root = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas: 'label icon' 'value icon' 'cmp cmp';
  align-items: start;
  column-gap: ${tokens.space[3]};
  min-width: 0;
  padding: ${tokens.space[4]};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.sm};
  /* The value's size follows the card's width, so long amounts never break inside a figure. */
  container-type: inline-size;

  ${media.mobile} { padding: ${tokens.space[3]} 14px; column-gap: ${tokens.space[2]}; }

  /* A card with a link: the label's link covers the whole card (one Tab stop, named by the label). */
  &[data-linked='true'] { position: relative; transition: border-color ${tokens.motion.fast}; }
  &[data-linked='true']:hover { border-color: ${tokens.color.accent}; }
  .k-stat-link { color: inherit; text-decoration: none; }
  .k-stat-link::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  .k-stat-link:hover { text-decoration: underline; text-underline-offset: 2px; }
  .k-stat-link:focus-visible { outline: none; }
  .k-stat-link:focus-visible::after { outline: 2px solid ${tokens.color.focus}; outline-offset: 2px; }
`;

const Label = styled.span`
  grid-area: label;
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  color: ${tokens.color.textMuted};
  line-height: ${tokens.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
`;

const Value = styled.span`
  grid-area: value;
  display: block;
  margin-top: ${tokens.space[2]};
  min-height: 34px;
  font-size: clamp(14px, 10.5cqi, ${tokens.font.size['2xl']});
  font-weight: ${tokens.font.weight.bold};
  line-height: 34px;
  font-variant-numeric: tabular-nums;
  color: ${tokens.color.text};
  white-space: nowrap;
`;

const Icon = styled.span`
  grid-area: icon;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${tokens.radius.md};
  svg { width: 20px; height: 20px; }

  ${media.mobile} {
    width: 30px;
    height: 30px;
    svg { width: 18px; height: 18px; }
  }
`;

const Comparison = styled.span`
  grid-area: cmp;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[1]} ${tokens.space[2]};
  margin-top: ${tokens.space[2]};
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

// Figures never break inside: the comparison and the change each stay on one line.
const ComparisonText = styled.span`
  white-space: nowrap;
`;

const Change = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 1px 6px;
  border-radius: ${tokens.radius.pill};
  font-weight: ${tokens.font.weight.semibold};
  white-space: nowrap;
  &[data-tone='success'] { background: ${tokens.color.successSoft}; color: ${tokens.color.success}; }
  &[data-tone='danger'] { background: ${tokens.color.dangerSoft}; color: ${tokens.color.danger}; }
  &[data-tone='neutral'] { background: ${tokens.color.neutralSoft}; color: ${tokens.color.text}; }
`;

const Arrow = styled.span`
  font-size: 0.8em;
`;

const ARROWS = { up: '▲', down: '▼', flat: '■' } as const;

// Tone colours: a static rule per tone, chosen by data-tone on the chip or dot.
const ToneStyles = styled.div`
  display: contents;
  [data-tone='neutral'] { background: ${tokens.color.neutralSoft}; color: ${tokens.color.text}; }
  [data-tone='accent'] { background: ${tokens.color.accentSoft}; color: ${tokens.color.accentText}; }
  [data-tone='success'] { background: ${tokens.color.successSoft}; color: ${tokens.color.success}; }
  [data-tone='warning'] { background: ${tokens.color.warningSoft}; color: ${tokens.color.warning}; }
  [data-tone='danger'] { background: ${tokens.color.dangerSoft}; color: ${tokens.color.danger}; }
  [data-tone='info'] { background: ${tokens.color.infoSoft}; color: ${tokens.color.info}; }
  ${Dot}[data-tone='neutral'] { background: ${tokens.color.textMuted}; }
  ${Dot}[data-tone='accent'] { background: ${tokens.color.accent}; }
  ${Dot}[data-tone='success'] { background: ${tokens.color.success}; }
  ${Dot}[data-tone='warning'] { background: ${tokens.color.warning}; }
  ${Dot}[data-tone='danger'] { background: ${tokens.color.danger}; }
  ${Dot}[data-tone='info'] { background: ${tokens.color.info}; }
`;

/** One figure on a card: label, value (or skeleton), optional icon and a comparison line. */
export function StatCard({
  label,
  value,
  loading = false,
  icon,
  tone,
  comparison,
  comparisonLabel = DEFAULT_COMPARISON_LABEL,
  change,
  href,
  linkComponent: Link = PlainLink,
  ...rest
}: StatCardProps) {
  const labelId = useId();
  return (
    <Root role="group" aria-labelledby={labelId} aria-busy={loading || undefined} data-linked={href ? 'true' : undefined} {...rest}>
      <ToneStyles>
        <Label id={labelId}>
          {tone && !icon && <Dot data-tone={tone} aria-hidden="true" />}
          {href ? (
            <Link href={href} className="k-stat-link">
              {label}
            </Link>
          ) : (
            label
          )}
        </Label>
        {icon && (
          <Icon data-tone={tone ?? 'accent'} aria-hidden="true">
            {icon}
          </Icon>
        )}
      </ToneStyles>
      <Value>
        {loading ? (
          <>
            <Skeleton width="60%" height={28} style={{ marginTop: 3 }} />
            <span className="k-visually-hidden">Loading</span>
          </>
        ) : (
          value
        )}
      </Value>
      {comparison !== undefined && (
        <Comparison>
          <ComparisonText>{`${comparisonLabel} ${comparison}`}</ComparisonText>
          {change && !loading && (
            <Change data-tone={change.tone}>
              <Arrow aria-hidden="true">{ARROWS[change.direction]}</Arrow>
              {change.text}
            </Change>
          )}
        </Comparison>
      )}
    </Root>
  );
}

export interface StatGridProps extends HTMLAttributes<HTMLDivElement> {
  /** Most cards in one row (wide screens); fewer as the space narrows, down to one on small phones. */
  columns?: 2 | 3 | 4 | 5 | 6;
  /**
   * On phones, small cards (less padding, a smaller figure) so a list's first record still shows on the
   * first screen (docs/product.md, "Lists on phones"). Wider screens are unchanged.
   */
  compactOnPhone?: boolean;
  children: ReactNode;
}

const Grid = styled.div`
  --k-stat-cols: 4;
  --k-stat-gap: ${tokens.space[4]};
  display: grid;
  gap: var(--k-stat-gap);
  /* At most --k-stat-cols tracks, each at least 150px: wraps on its own, no breakpoints needed. */
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(150px, calc((100% - (var(--k-stat-cols) - 1) * var(--k-stat-gap)) / var(--k-stat-cols))), 1fr)
  );

  &[data-columns='2'] { --k-stat-cols: 2; }
  &[data-columns='3'] { --k-stat-cols: 3; }
  &[data-columns='5'] { --k-stat-cols: 5; }
  &[data-columns='6'] { --k-stat-cols: 6; }

  @media (max-width: ${tokens.breakpoint.mobileMax}px) {
    --k-stat-gap: ${tokens.space[3]};
  }

  ${media.phone} {
    &[data-compact='phone'] {
      --k-stat-gap: ${tokens.space[2]};
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &[data-compact='phone'] > ${Root} { padding: ${tokens.space[2]} ${tokens.space[3]}; border-radius: ${tokens.radius.md}; box-shadow: none; }
    &[data-compact='phone'] ${Label} { font-size: ${tokens.font.size.xs}; }
    &[data-compact='phone'] ${Value} { margin-top: 2px; min-height: 24px; line-height: 24px; font-size: clamp(14px, 9cqi, ${tokens.font.size.xl}); }
  }
`;

/** A responsive grid of StatCards: `columns` in a row when there is room, wrapping on phones. */
export function StatGrid({ columns = 4, compactOnPhone = false, children, ...rest }: StatGridProps) {
  return (
    <Grid data-columns={columns} data-compact={compactOnPhone ? 'phone' : undefined} {...rest}>
      {children}
    </Grid>
  );
}

export interface StatPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Panel heading, e.g. "Ride Statistics". */
  title: ReactNode;
  /** Heading level (2 under a page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Short text under the title. */
  description?: ReactNode;
  /** Controls at the right of the title. */
  actions?: ReactNode;
  columns?: StatGridProps['columns'];
  children: ReactNode;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${tokens.space[2]} ${tokens.space[4]};
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.semibold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const PanelDescription = styled.p`
  margin: ${tokens.space[1]} 0 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};
`;

/** A titled section of StatCards, e.g. "Ride Statistics". */
export function StatPanel({ title, headingLevel = 2, description, actions, columns = 4, children, ...rest }: StatPanelProps) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} {...rest}>
      <PanelHead>
        <div>
          <PanelTitle as={`h${headingLevel}`} id={titleId}>
            {title}
          </PanelTitle>
          {description && <PanelDescription>{description}</PanelDescription>}
        </div>
        {actions}
      </PanelHead>
      <StatGrid columns={columns}>{children}</StatGrid>
    </Panel>
  );
}
