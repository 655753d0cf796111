import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FormHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { ErrorBoundary } from '../ErrorBoundary';
import { ErrorPanel } from '../ErrorPanel';
import { media, tokens } from '../theme/tokens';
import { isInForeignLayer, tabbables } from './focus';

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
  /** Element to focus on open; by default the first focusable element of the body, then footer, then Close. */
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
  /** Test hook / styling hook on the panel. */
  'data-testid'?: string;
}

// Open dialogs, bottom to top: only the top one handles keys and guards focus.
const stack: symbol[] = [];
const isTop = (token: symbol) => stack[stack.length - 1] === token;

// Body scroll lock shared by stacked dialogs.
let locks = 0;
let savedBody: { overflow: string; paddingRight: string } | null = null;
function lockScroll() {
  if (locks++ > 0) return;
  const { body, documentElement } = document;
  savedBody = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}
function unlockScroll() {
  if (--locks > 0 || !savedBody) return;
  document.body.style.overflow = savedBody.overflow;
  document.body.style.paddingRight = savedBody.paddingRight;
  savedBody = null;
}

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${tokens.z.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${tokens.space[8]} ${tokens.space[4]};
  background: ${tokens.color.backdrop};
  animation: ${fadeIn} ${tokens.motion.fast} ease-out;

  ${media.mobile} {
    align-items: flex-end;
    padding: ${tokens.space[3]} 0 0;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 560px;
  max-height: calc(100dvh - 2 * ${tokens.space[8]});
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.lg};
  animation: ${rise} ${tokens.motion.base} ${tokens.motion.easing};
  outline: none;
  /* Flush content (maps) keeps the rounded corners. */
  overflow: hidden;

  &[data-size='sm'] { max-width: 420px; }
  &[data-size='lg'] { max-width: 760px; }
  &[data-size='xl'] { max-width: 1040px; }

  ${media.mobile} {
    &&& { max-width: none; }
    max-height: calc(100dvh - ${tokens.space[3]});
    border-radius: ${tokens.radius.xl} ${tokens.radius.xl} 0 0;
    border-bottom: 0;
  }
`;

const Content = styled.form`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  margin: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[5]} ${tokens.space[5]} ${tokens.space[4]} ${tokens.space[6]};
  border-bottom: 1px solid ${tokens.color.border};

  ${media.mobile} { padding: ${tokens.space[4]} ${tokens.space[3]} ${tokens.space[3]} ${tokens.space[4]}; }
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${tokens.space[1]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.semibold};
  line-height: ${tokens.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: ${tokens.space[1]} 0 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.md};
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: ${tokens.color.textMuted};
  cursor: pointer;
  transition: background ${tokens.motion.fast}, color ${tokens.motion.fast};

  &:hover:not(:disabled) { background: ${tokens.color.surfaceMuted}; color: ${tokens.color.text}; }
  &:disabled { opacity: 0.45; cursor: not-allowed; }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  padding: ${tokens.space[5]} ${tokens.space[6]};

  &[data-fixed='true'] {
    flex: 0 1 auto;
    height: var(--k-dialog-body-height);
  }
  &[data-flush='true'] { padding: 0; }

  ${media.mobile} { padding: ${tokens.space[4]}; }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[4]} ${tokens.space[6]};
  border-top: 1px solid ${tokens.color.border};

  ${media.mobile} {
    padding: ${tokens.space[3]} ${tokens.space[4]} calc(${tokens.space[3]} + env(safe-area-inset-bottom));
    flex-direction: column-reverse;
    & > * { width: 100%; }
  }
`;

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
  'data-testid': testId,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const downOnBackdrop = useRef(false);
  const scrollable = useScrollable(bodyRef);

  // Read through refs so the document listeners below are set once per opening.
  const latest = useRef({ onClose, dismissible });
  useEffect(() => {
    latest.current = { onClose, dismissible };
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const token = Symbol('dialog');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(token);
    lockScroll();

    // Initial focus, unless a child already took it (autoFocus).
    if (!panel.contains(document.activeElement)) {
      const target =
        initialFocusRef?.current ??
        (bodyRef.current && tabbables(bodyRef.current)[0]) ??
        (footerRef.current && tabbables(footerRef.current)[0]) ??
        (closeRef.current && !closeRef.current.disabled ? closeRef.current : null) ??
        panel;
      target.focus();
    }

    const onKeyDown = (e: KeyboardEvent) => {
      if (!isTop(token) || e.defaultPrevented || isInForeignLayer(e.target)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        if (latest.current.dismissible) latest.current.onClose();
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
            <Title id={titleId}>{title}</Title>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
          </Titles>
          <CloseButton ref={closeRef} type="button" aria-label="Close" onClick={onClose} disabled={!dismissible}>
            <CloseIcon />
          </CloseButton>
        </Head>
        {formProps ? <Content {...formProps}>{bodyAndFooter}</Content> : bodyAndFooter}
      </Panel>
    </Overlay>,
    document.body,
  );
}
