import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type Ref, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { ColumnMenuButton, ColumnMenuItem, ColumnMenuList, ResizeHandle } from './DataTable.styles';

/** Narrowest and widest a column may be resized to (px). */
export const RESIZE_MIN = 48;
export const RESIZE_MAX = 640;
/** px a press of ← or → moves a column's edge; Shift moves it four times as far. */
export const RESIZE_STEP = 16;

export interface ColumnResizeHandleProps {
  /** The column's header text: the handle is named "Resize <header>". */
  header: string;
  /** Current width in px. */
  width: number;
  /** While a pointer drags this handle. */
  resizing: boolean;
  /** A new width from the keyboard (already clamped). */
  onResize: (width: number) => void;
  /** Pointer drag start (TanStack's resize handler: it follows the pointer until release). */
  onDragStart: (event: MouseEvent | TouchEvent) => void;
  /** Double click: back to the column's default width. */
  onReset: () => void;
  ref?: Ref<HTMLDivElement>;
}

const clamp = (n: number) => Math.min(RESIZE_MAX, Math.max(RESIZE_MIN, Math.round(n)));

/**
 * The edge of a resizable header: dragged with the pointer, or focused (a vertical `separator` whose
 * value is the width in px) and moved with ←/→ (Shift for more), Home/End for the narrowest/widest.
 * Not a Tab stop of its own (a header would cost three): its column menu's "Resize column" focuses it,
 * and Escape or Enter give the focus back to that menu's button.
 */
export function ColumnResizeHandle({ header, width, resizing, onResize, onDragStart, onReset, ref }: ColumnResizeHandleProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' || e.key === 'Enter') {
      const button = e.currentTarget.closest('th')?.querySelector<HTMLElement>('[data-col-menu]');
      if (!button) return;
      e.preventDefault();
      e.stopPropagation();
      button.focus();
      return;
    }
    const step = e.shiftKey ? RESIZE_STEP * 4 : RESIZE_STEP;
    const next =
      e.key === 'ArrowRight' ? width + step : e.key === 'ArrowLeft' ? width - step : e.key === 'Home' ? RESIZE_MIN : e.key === 'End' ? RESIZE_MAX : null;
    if (next === null) return;
    e.preventDefault();
    e.stopPropagation();
    if (clamp(next) !== width) onResize(clamp(next));
  };
  return (
    <ResizeHandle
      ref={ref}
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${header}`}
      aria-valuenow={Math.round(width)}
      aria-valuemin={RESIZE_MIN}
      aria-valuemax={RESIZE_MAX}
      tabIndex={-1}
      data-col-tool=""
      data-resizing={resizing || undefined}
      onKeyDown={onKeyDown}
      onMouseDown={onDragStart}
      onTouchStart={onDragStart}
      onDoubleClick={onReset}
      // A drag must not also sort (the handle sits inside the header).
      onClick={(e) => e.stopPropagation()}
    />
  );
}

export interface ColumnMenuProps {
  /** The column's header text: the button is named "<header> column options". */
  header: string;
  /** Which side of the header the button sits on (the side away from the text of end-aligned headers). */
  side: 'start' | 'end';
  canMoveLeft: boolean;
  canMoveRight: boolean;
  onMoveLeft: () => void;
  onMoveRight: () => void;
  onReset: () => void;
  /** "Resize column": focus the column's resize handle (its keys then resize it). */
  onResizeKeys: () => void;
}

interface Item {
  label: string;
  disabled: boolean;
  run: () => void;
}

/**
 * A header's column menu: "Move left", "Move right" (disabled at the ends), "Resize column" (focuses the
 * column's resize handle) and "Reset columns". The
 * list is drawn in a portal at the button (the table's scroll box would cut it off), with menu keys:
 * ↑/↓, Home/End, Enter/Space, Escape (focus back on the button), Tab (closes, and goes on from the button).
 */
export function ColumnMenu({ header, side, canMoveLeft, canMoveRight, onMoveLeft, onMoveRight, onReset, onResizeKeys }: ColumnMenuProps) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const items: Item[] = [
    { label: 'Move left', disabled: !canMoveLeft, run: onMoveLeft },
    { label: 'Move right', disabled: !canMoveRight, run: onMoveRight },
    { label: 'Resize column', disabled: false, run: onResizeKeys },
    { label: 'Reset columns', disabled: false, run: onReset },
  ];

  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }, []);

  const show = () => {
    const r = button.current?.getBoundingClientRect();
    const width = 176;
    setPlace(r ? { top: r.bottom + 4, left: Math.max(8, Math.min(r.right - width, window.innerWidth - width - 8)) } : { top: 0, left: 0 });
    setOpen(true);
  };

  // Focus the first enabled item when the menu opens.
  useLayoutEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }, [open]);

  // A press outside, a scroll or a resize closes it (it is placed once, at the button).
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      const t = e.target as Node;
      if (!list.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    const away = (e: Event) => {
      if (!(e.target instanceof Node) || !list.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('scroll', away, true);
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('scroll', away, true);
      window.removeEventListener('resize', away);
    };
  }, [open]);

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(all.length - 1);
    else if (e.key === 'Escape') close(true);
    // Tab closes it and goes on from its button (the list sits at the end of the page, in a portal): the
    // focus is put back on the button here, and the browser's own Tab then moves from there.
    else if (e.key === 'Tab') return void close(true);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const choose = (item: Item) => {
    if (item.disabled) return;
    // Back on the button (a menu button's item done); a move then takes the focus to the moved column's.
    close(true);
    item.run();
  };

  return (
    <>
      <ColumnMenuButton
        ref={button}
        type="button"
        aria-label={`${header} column options`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-col-tool=""
        data-col-menu=""
        data-side={side}
        onClick={(e) => {
          e.stopPropagation();
          if (open) close(false);
          else show();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            show();
          }
        }}
      >
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <circle cx="7" cy="3" r="1.3" />
          <circle cx="7" cy="7" r="1.3" />
          <circle cx="7" cy="11" r="1.3" />
        </svg>
      </ColumnMenuButton>
      {open &&
        place &&
        createPortal(
          <ColumnMenuList ref={list} id={menuId} role="menu" aria-label={`${header} column options`} style={{ top: place.top, left: place.left }} onKeyDown={onMenuKey}>
            {items.map((item) => (
              <ColumnMenuItem key={item.label} type="button" role="menuitem" tabIndex={-1} aria-disabled={item.disabled || undefined} onClick={() => choose(item)}>
                {item.label}
              </ColumnMenuItem>
            ))}
          </ColumnMenuList>,
          document.body,
        )}
    </>
  );
}
