import { useEffect, type RefObject } from 'react';

/** Edges of a scroll box beyond which content is hidden. */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
  top: boolean;
  bottom: boolean;
}

// Sub-pixel widths (zoom, fractional layouts) leave scrollLeft a fraction short of the end.
const SLACK = 1;

/** Which edges of `el` hide content, for its current size and scroll position. */
export function scrollEdges(el: Pick<HTMLElement, 'scrollLeft' | 'scrollTop' | 'scrollWidth' | 'scrollHeight' | 'clientWidth' | 'clientHeight'>): ScrollEdges {
  // In right-to-left boxes scrollLeft runs from 0 down to negative values: its size is the distance from the start.
  const left = Math.abs(el.scrollLeft);
  return {
    start: left > SLACK,
    end: el.scrollWidth - el.clientWidth - left > SLACK,
    top: el.scrollTop > SLACK,
    bottom: el.scrollHeight - el.clientHeight - el.scrollTop > SLACK,
  };
}

/**
 * Marks the element `ref` points at with `data-scroll-start`, `-end`, `-top` and `-bottom` while
 * content is hidden beyond that edge, and keeps them current on scroll and resize. Attributes, not
 * state: scrolling re-renders nothing. `target` receives the attributes (default: the element itself).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, target?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const mark = target?.current ?? el;
    let frame = 0;
    const update = () => {
      frame = 0;
      const edges = scrollEdges(el);
      for (const key of ['start', 'end', 'top', 'bottom'] as const) {
        if (edges[key]) mark.setAttribute(`data-scroll-${key}`, 'true');
        else mark.removeAttribute(`data-scroll-${key}`);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    el.addEventListener('scroll', schedule, { passive: true });
    // The box and its content both change size (rows arrive, the window narrows).
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    ro?.observe(el);
    if (el.firstElementChild) ro?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', schedule);
      ro?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, target]);
}
