import { useEffect, useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { useScrollEdges } from '../ScrollShadow';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A small count after the label (the tab's accessible description, not part of its name). */
  count?: number | string;
  disabled?: boolean;
}

const safe = (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, '_');

/** Id of the tab for `value` in the Tabs whose `id` is `baseId` (a panel's aria-labelledby). */
export function tabId(baseId: string, value: string): string {
  return `${safe(baseId)}-tab-${safe(value)}`;
}

/** Id of the panel for `value`; pass `controlsPanel` to Tabs to point aria-controls at it. */
export function panelId(baseId: string, value: string): string {
  return `${safe(baseId)}-panel-${safe(value)}`;
}

export interface TabsProps<V extends string = string> extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'id'> {
  items: readonly TabItem<V>[];
  /** The selected tab's value (controlled). */
  value: V;
  onChange: (value: V) => void;
  /** Names the tab list, e.g. "Driver stages". */
  'aria-label': string;
  /** Base of the tab ids (`tabId(id, value)`); needed when the screen renders a panel. */
  id?: string;
  /** `automatic` (default): arrow keys select too. `manual`: arrows move focus, Enter/Space select. */
  activation?: 'automatic' | 'manual';
  /** Point each tab's aria-controls at `panelId(id, value)`; only when the screen renders that panel. */
  controlsPanel?: boolean;
}

// The bar scrolls sideways on phones; the tabs fade out at each edge that hides more of them (a mask,
// so the fade works on any background), and the selected tab is kept in view.
const FADE = '28px';
const List = styled.div`
  --k-fade-start: black;
  --k-fade-end: black;
  position: relative;
  display: flex;
  gap: ${tokens.space[1]};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  /* Room past the last tab: scrolled to the end, a tab of fractional width is not cut by a sliver. */
  padding-inline-end: ${tokens.space[1]};
  scrollbar-width: thin;
  border-bottom: 1px solid ${tokens.color.border};
  mask-image: linear-gradient(to right, var(--k-fade-start), black ${FADE}, black calc(100% - ${FADE}), var(--k-fade-end));

  &[data-scroll-start='true'] { --k-fade-start: transparent; }
  &[data-scroll-end='true'] { --k-fade-end: transparent; }
`;

const Tab = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  flex: none;
  min-height: 40px;
  padding: 0 ${tokens.space[3]};
  border: 0;
  border-radius: ${tokens.radius.sm} ${tokens.radius.sm} 0 0;
  background: transparent;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    left: ${tokens.space[2]};
    right: ${tokens.space[2]};
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }
  &:hover:not(:disabled) { color: ${tokens.color.text}; background: ${tokens.color.surfaceMuted}; }
  &:focus-visible { outline-offset: -2px; }
  &[aria-selected='true'] { color: ${tokens.color.accentText}; font-weight: ${tokens.font.weight.semibold}; }
  &[aria-selected='true']::after { background: ${tokens.color.accent}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const Count = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.neutralSoft};
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.semibold};
  line-height: 18px;
  text-align: center;
  font-variant-numeric: tabular-nums;

  [aria-selected='true'] > & { background: ${tokens.color.accentSoft}; color: ${tokens.color.accentText}; }
`;

/** Index of the next enabled item from `from` in direction `step` (wrapping), or -1. */
function nextEnabled<V extends string>(items: readonly TabItem<V>[], from: number, step: 1 | -1): number {
  for (let i = 1; i <= items.length; i++) {
    const j = (from + step * i + items.length * i) % items.length;
    if (!items[j]?.disabled) return j;
  }
  return -1;
}

/**
 * An accessible tab list (role tablist/tab, aria-selected, roving tabindex; arrows, Home and End).
 * It renders only the tabs; the screen renders the content, optionally in a `TabPanel`.
 */
export function Tabs<V extends string = string>({
  items,
  value,
  onChange,
  id,
  activation = 'automatic',
  controlsPanel = false,
  ...rest
}: TabsProps<V>) {
  const auto = useId();
  const baseId = id ?? auto;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  useScrollEdges(listRef);
  const selectedIndex = items.findIndex((t) => t.value === value);
  // Roving tabindex: the selected tab, or the first enabled one when none is selected.
  const tabbable = selectedIndex >= 0 && !items[selectedIndex]?.disabled ? selectedIndex : nextEnabled(items, -1, 1);

  // The tabs' widths: counts arriving after the data loads widen them and can push the selected tab out.
  const widths = items.map((t) => String(t.count ?? '')).join('|');
  // On narrow screens the list scrolls sideways: keep the selected tab in view (without scrolling the page).
  // Measured in the next animation frame, when the DOM is final for that frame: measured in the effect, the
  // tab change's own task laid the page out once more before the screen's other updates (8–15 ms in a
  // server-mode filter tab: docs/performance.md, "Server mode: a click in its event").
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const tab = refs.current.get(value);
      if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
      const left = tab.offsetLeft;
      const right = left + tab.offsetWidth;
      // Clear of the edge fade, so the selected tab is never the faded one.
      if (left < list.scrollLeft + 28) list.scrollLeft = left - 32;
      else if (right > list.scrollLeft + list.clientWidth - 28) list.scrollLeft = right - list.clientWidth + 32;
    });
    return () => cancelAnimationFrame(frame);
  }, [value, widths]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((t) => refs.current.get(t.value) === document.activeElement);
    if (current < 0) return;
    let target = -1;
    if (e.key === 'ArrowRight') target = nextEnabled(items, current, 1);
    else if (e.key === 'ArrowLeft') target = nextEnabled(items, current, -1);
    else if (e.key === 'Home') target = nextEnabled(items, -1, 1);
    else if (e.key === 'End') target = nextEnabled(items, 0, -1);
    else return;
    e.preventDefault();
    if (target < 0) return;
    const item = items[target];
    if (!item) return;
    refs.current.get(item.value)?.focus();
    if (activation === 'automatic' && item.value !== value) onChange(item.value);
  }

  return (
    <List ref={listRef} role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown} {...rest}>
      {items.map((t, i) => {
        const selected = t.value === value;
        const countId = `${tabId(baseId, t.value)}-count`;
        const hasCount = t.count !== undefined && t.count !== null && t.count !== '';
        return (
          <Tab
            key={t.value}
            ref={(el) => {
              if (el) refs.current.set(t.value, el);
              else refs.current.delete(t.value);
            }}
            type="button"
            role="tab"
            id={tabId(baseId, t.value)}
            aria-selected={selected}
            aria-controls={controlsPanel ? panelId(baseId, t.value) : undefined}
            aria-describedby={hasCount ? countId : undefined}
            tabIndex={i === tabbable ? 0 : -1}
            disabled={t.disabled}
            onClick={() => {
              if (!selected) onChange(t.value);
            }}
          >
            {t.label}
            {hasCount && (
              <Count id={countId} aria-hidden="true">
                {t.count}
              </Count>
            )}
          </Tab>
        );
      })}
    </List>
  );
}

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The `id` given to Tabs. */
  baseId: string;
  /** The selected value this panel shows. */
  value: string;
  children: ReactNode;
}

/** The content region of the selected tab: role="tabpanel", labelled by its tab, focusable. */
export function TabPanel({ baseId, value, children, ...rest }: TabPanelProps) {
  return (
    <div role="tabpanel" id={panelId(baseId, value)} aria-labelledby={tabId(baseId, value)} tabIndex={0} {...rest}>
      {children}
    </div>
  );
}

export interface SegmentedControlProps<V extends string = string> extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Names the group, e.g. "Filter rides by status". */
  'aria-label': string;
  size?: 'sm' | 'md';
}

const Segments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
`;

const Segment = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-height: 36px;
  padding: 0 ${tokens.space[3]};
  border: 1px solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${tokens.motion.fast}, border-color ${tokens.motion.fast}, color ${tokens.motion.fast};

  &[data-size='sm'] { min-height: 30px; padding: 0 ${tokens.space[3]}; font-size: ${tokens.font.size.xs}; }
  &:hover:not(:disabled) { background: ${tokens.color.surfaceMuted}; }
  &[aria-pressed='true'] { background: ${tokens.color.accent}; border-color: ${tokens.color.accent}; color: ${tokens.color.onAccent}; }
  &[aria-pressed='true']:hover:not(:disabled) { background: ${tokens.color.accentHover}; }
  &[aria-pressed='true'] > span { background: ${tokens.color.onAccent}; color: ${tokens.color.accentText}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/** A row of toggle buttons (aria-pressed), one pressed at a time: filter buttons such as "All Rides / Completed". */
export function SegmentedControl<V extends string = string>({ items, value, onChange, size = 'md', ...rest }: SegmentedControlProps<V>) {
  const baseId = useId();
  return (
    <Segments role="group" {...rest}>
      {items.map((t) => {
        const pressed = t.value === value;
        const countId = `${tabId(baseId, t.value)}-count`;
        const hasCount = t.count !== undefined && t.count !== null && t.count !== '';
        return (
          <Segment
            key={t.value}
            type="button"
            data-size={size}
            aria-pressed={pressed}
            aria-describedby={hasCount ? countId : undefined}
            disabled={t.disabled}
            onClick={() => {
              if (!pressed) onChange(t.value);
            }}
          >
            {t.label}
            {hasCount && (
              <Count id={countId} aria-hidden="true">
                {t.count}
              </Count>
            )}
          </Segment>
        );
      })}
    </Segments>
  );
}
