import {
  useEffect,
  useLayoutEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FormHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from '../ErrorBoundary';
import { ErrorPanel } from '../ErrorPanel';
import { Overlay, Panel, Content, Head, Titles, Title, Description, CloseButton, Body, Footer } from './Dialog.styles';
import { isTop, lockScroll, stack, unlockScroll } from './stack';
import { isField, isInForeignLayer, isTextEntry, tabbables } from './focus';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogProps {
  /** Shows the dialog. While false nothing is rendered. */
  open: boolean;
  /** Called on Escape, backdrop click and the Close button (never while `dismissible` is false). */
  onClose: () => void;
  /** Visible heading; it also names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Optional line under the title; it describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (right-aligned; full-width stack on phones). */
  footer?: ReactNode;
  /** Panel width: sm 420px, md 560px, lg 760px, xl 1040px (all full-width on phones). */
  size?: DialogSize;
  /** Fixed height of the body (e.g. `500` for the ride map); content scrolls or fills it. */
  bodyHeight?: number | string;
  /** Remove the body's padding (maps, media that should touch the edges). */
  flushBody?: boolean;
  /**
   * Element to focus on open. By default the body's first form field, else the title: a details dialog
   * opens at its top (its first line in view) and Tab goes on to Close, the body's links and the footer.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False while busy: Escape, backdrop click and the Close button do nothing. */
  dismissible?: boolean;
  /** id of the dialog element. */
  id?: string;
  /**
   * Make body and footer one `<form>` with these props (FormDialog uses it), so footer submit buttons
   * and Enter in a field submit it.
   */
  formProps?: FormHTMLAttributes<HTMLFormElement>;
  /**
   * Single-key shortcuts, e.g. `{ a: approve, j: next }` (keys lower-case): they run while this dialog is
   * the top one and focus is not in a text field, for keys pressed without Ctrl, Alt or Meta.
   */
  shortcuts?: Readonly<Record<string, () => void>>;
  /** Test hook / styling hook on the panel. */
  'data-testid'?: string;
}

const contentError = ({ reset }: { reset: () => void }) => (
  <Body>
    <ErrorPanel size="compact" headingLevel={3} title="This dialog could not be shown" message="Something in this record could not be displayed. Try again, or close the dialog." onRetry={reset} />
  </Body>
);

/** True while the element's content overflows it. */
function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrollable(el.scrollHeight > el.clientHeight + 1);
    const ro = new ResizeObserver(check);
    ro.observe(el);
    for (const child of Array.from(el.children)) ro.observe(child);
    check();
    return () => ro.disconnect();
  }, [ref]);
  return scrollable;
}

function CloseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/**
 * A modal dialog in a portal on `<body>` (not the native `<dialog>`, so react-toastify toasts and
 * sweetalert2 popups stay above it). Traps Tab, closes on Escape / backdrop / Close, returns focus to
 * the opener and locks page scroll. Dialogs can be stacked; the top one owns the keyboard.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  bodyHeight,
  flushBody = false,
  initialFocusRef,
  dismissible = true,
  id,
  formProps,
  shortcuts,
  'data-testid': testId,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const downOnBackdrop = useRef(false);
  const scrollable = useScrollable(bodyRef);

  // Read through refs so the document listeners below are set once per opening.
  const latest = useRef({ onClose, dismissible, shortcuts });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible, shortcuts };
  });

  // The keyboard and the scroll lock are the dialog's from the commit that shows it (a layout effect), so a key
  // pressed as it appears (a deep-linked dialog, a shortcut typed fast) is never lost to a passive effect.
  // The initial focus stays in the passive effect below: moved into the commit, it did not take in
  // Storybook's preview (the story tests of FormDialog, Dialog and CommandMenu found the body focused).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const token = Symbol('dialog');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(token);
    lockScroll();

    const onKeyDown = (e: KeyboardEvent) => {
      if (!isTop(token) || e.defaultPrevented || isInForeignLayer(e.target)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        if (latest.current.dismissible) latest.current.onClose();
        return;
      }
      const shortcut = latest.current.shortcuts?.[e.key.toLowerCase()];
      if (shortcut && !e.ctrlKey && !e.altKey && !e.metaKey && !e.repeat && !isTextEntry(e.target)) {
        e.preventDefault();
        shortcut();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = tabbables(panel);
      const active = document.activeElement;
      if (items.length === 0) {
        e.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const outside = !panel.contains(active);
      if (e.shiftKey && (active === first || active === panel || outside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || outside)) {
        e.preventDefault();
        first.focus();
      }
    };
    // Focus that lands behind the top dialog (programmatic, assistive tech) is pulled back in.
    const onFocusIn = (e: FocusEvent) => {
      if (!isTop(token) || isInForeignLayer(e.target) || panel.contains(e.target as Node)) return;
      (tabbables(panel)[0] ?? panel).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const i = stack.lastIndexOf(token);
      if (i >= 0) stack.splice(i, 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Initial focus, unless a child already took it (autoFocus).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || panel.contains(document.activeElement)) return;
    const target =
      initialFocusRef?.current ?? (bodyRef.current && tabbables(bodyRef.current).find(isField)) ?? titleRef.current ?? panel;
    target.focus({ preventScroll: true });
    // initialFocusRef is read once, at opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const style =
    bodyHeight === undefined
      ? undefined
      : ({ '--k-dialog-body-height': typeof bodyHeight === 'number' ? `${bodyHeight}px` : bodyHeight } as CSSProperties);

  const bodyAndFooter = (
    // A render error in the content shows a panel in the body; the title and Close keep working.
    <ErrorBoundary fallback={contentError}>
      <Body
        ref={bodyRef}
        // A scrolling body must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
        tabIndex={scrollable ? 0 : undefined}
        data-fixed={bodyHeight !== undefined}
        data-flush={flushBody}
      >
        {children}
      </Body>
      {footer ? <Footer ref={footerRef}>{footer}</Footer> : null}
    </ErrorBoundary>
  );

  return createPortal(
    <Overlay
      data-k-dialog-overlay=""
      onMouseDown={(e) => {
        downOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (downOnBackdrop.current && e.target === e.currentTarget && dismissible) onClose();
        downOnBackdrop.current = false;
      }}
    >
      <Panel
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-size={size}
        data-testid={testId}
        style={style}
      >
        <Head>
          <Titles>
            {/* Focus target on open (never a Tab stop): screen readers start at the name, the body stays at its top. */}
            <Title id={titleId} ref={titleRef} tabIndex={-1}>
              {title}
            </Title>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
          </Titles>
          <CloseButton type="button" aria-label="Close" onClick={onClose} disabled={!dismissible}>
            <CloseIcon />
          </CloseButton>
        </Head>
        {formProps ? <Content {...formProps}>{bodyAndFooter}</Content> : bodyAndFooter}
      </Panel>
    </Overlay>,
    document.body,
  );
}
