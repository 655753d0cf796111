import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The query parameter naming the record whose details dialog is open: `?open=<id>`. */
export const OPEN_PARAM = 'open';

export interface OpenRecordInput<T> {
  /** The `open` value from the screen's URL state (declare `open: ''` in `useTableUrlState`). */
  openId: string;
  /**
   * The screen's URL setter (`setState` of `useTableUrlState`): the open record joins the same update
   * chain as search, filters and page, so a click right after a keystroke loses neither.
   */
  setUrl: (patch: { open: string }, options?: { replace?: boolean }) => void;
  /** Every record of the list (not just the filtered view): a link opens its record whatever the tab. */
  records: readonly T[];
  getId: (record: T) => string | null | undefined;
  /** The list has loaded: before that an unknown id is not yet "not found". */
  ready: boolean;
}

export interface OpenRecord<T> {
  /** The id in the URL, '' when no dialog is open. */
  openId: string;
  /** The open record, once the list holds it (fresh after every refresh: it is looked up by id). */
  record: T | null;
  /** The list has loaded and holds no record with this id. */
  notFound: boolean;
  /** Opens a record: pushes `?open=<id>` so Back closes the dialog. */
  open: (id: string) => void;
  /** Closes the dialog: steps Back over the entry `open` pushed, else drops `open` from the URL. */
  close: () => void;
  /** The absolute address of the open record's dialog, for "Copy link". */
  link: string;
}

/**
 * A details dialog with its own address (docs/product.md, "Links to one record"): opening a record
 * adds `?open=<id>` to the list's URL, Back closes it, and loading that URL opens the dialog as soon as
 * the list is there, or says the record is not in it.
 */
export function useOpenRecord<T>({ openId, setUrl, records, getId, ready }: OpenRecordInput<T>): OpenRecord<T> {
  const location = useLocation();
  const navigate = useNavigate();

  // The history entry our own `open` pushed: closing steps back over it instead of stacking another.
  const pending = useRef<string | null>(null);
  const openedKey = useRef<string | null>(null);
  useEffect(() => {
    if (openId && pending.current === openId) {
      openedKey.current = location.key;
      pending.current = null;
    }
    if (!openId) openedKey.current = null;
  }, [openId, location.key]);

  const byId = useMemo(() => {
    if (!openId) return null;
    for (const r of records) if (getId(r) === openId) return r;
    return null;
    // getId is a pure accessor per screen.
  }, [openId, records]); // eslint-disable-line react-hooks/exhaustive-deps

  const open = useCallback(
    (id: string) => {
      if (!id) return;
      pending.current = id;
      setUrl({ open: id });
    },
    [setUrl],
  );

  const close = useCallback(() => {
    if (openedKey.current !== null && openedKey.current === location.key) {
      openedKey.current = null;
      navigate(-1);
    } else {
      setUrl({ open: '' }, { replace: true });
    }
  }, [location.key, navigate, setUrl]);

  const link = openId ? recordUrl(location.pathname, openId) : '';
  return { openId, record: byId, notFound: !!openId && ready && byId === null, open, close, link };
}

/** Absolute address of a list screen with one record's dialog open. */
export function recordUrl(pathname: string, id: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${pathname}?${OPEN_PARAM}=${encodeURIComponent(id)}`;
}
