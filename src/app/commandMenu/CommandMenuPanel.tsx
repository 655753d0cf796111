import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { CommandMenu, type CommandGroup, type CommandItem } from '../../ui/CommandMenu';
import { recentRecords, rememberRecord, type RecentRecord } from '../../lib/recentRecords';
import { useThrottled, SEARCH_SPACING_MS } from '../../shared/data/useListQuery';
import { useScreenActions } from '../../shared/commands/screenActions';
import { recordPath } from '../../shared/records/RecordLink';
import { adminMenu, lagosMenu } from '../consoleMenus';
import type { ConsoleArea } from '../guards';
import { searchRecords, type FoundRecord, type ListCache } from './recordSearch';

/** Record search starts at this many characters. */
export const MIN_QUERY = 2;

const SCREEN_NAMES: Record<RecentRecord['screen'], string> = { rides: 'Rides', riders: 'Riders', drivers: 'Drivers', transactions: 'Transactions' };

function matches(q: string, ...texts: (string | undefined)[]): boolean {
  if (!q) return true;
  return texts.some((t) => t?.toLowerCase().includes(q));
}

interface Props {
  area: ConsoleArea;
  open: boolean;
  onClose: () => void;
  onShowShortcuts: () => void;
}

/**
 * The command menu's content (docs/product.md, "Command menu"): recently opened records, the screens of
 * the area's menu, the open screen's actions (src/shared/commands) and records found across rides,
 * riders, drivers and transactions.
 */
export default function CommandMenuPanel({ area, open, onClose, onShowShortcuts }: Props) {
  const navigate = useNavigate();
  const { cache, mutate } = useSWRConfig();
  const actions = useScreenActions();
  const recents = useSyncExternalStore(recentRecords.subscribe, recentRecords.read, recentRecords.read);
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  // The lists' typing rule: the first key of a spell at once, then at most one search per SEARCH_SPACING_MS.
  const settled = useThrottled(search.trim(), SEARCH_SPACING_MS);
  const [result, setResult] = useState<{ q: string; records: FoundRecord[]; failed: string[] } | null>(null);

  // Each opening starts with an empty box.
  useEffect(() => {
    if (open) setSearch('');
  }, [open]);

  const listCache = useMemo<ListCache>(
    () => ({
      get: (key) => (cache.get(key) as { data?: unknown } | undefined)?.data,
      set: (key, data) => void mutate(key, data, { revalidate: false }),
      reading: new Map(),
    }),
    [cache, mutate],
  );

  const searching = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!open || settled.length < MIN_QUERY) return;
    searching.current?.abort();
    const own = new AbortController();
    searching.current = own;
    searchRecords(settled, area, listCache, own.signal).then(
      (r) => {
        if (!own.signal.aborted) setResult({ q: settled, ...r });
      },
      () => {
        if (!own.signal.aborted) setResult({ q: settled, records: [], failed: ['records'] });
      },
    );
    return () => own.abort();
  }, [open, settled, area, listCache]);

  const close = () => onClose();
  const goTo = (href: string) => {
    close();
    navigate(href);
  };
  const openRecord = (r: RecentRecord) => {
    rememberRecord(r);
    goTo(recordPath(area, r.screen, r.id));
  };

  const recordItem = (r: RecentRecord, prefix: string, hint?: string): CommandItem => ({
    id: `${prefix}:${r.screen}:${r.id}`,
    label: r.label,
    detail: r.detail,
    hint,
    onSelect: () => openRecord(r),
  });

  const menu = area === 'lagos' ? lagosMenu : adminMenu;
  const recentShown = recents.filter((r) => matches(q, r.label, r.detail, r.id));
  const recentKeys = new Set(recentShown.map((r) => `${r.screen}:${r.id}`));
  const current = result && result.q === search.trim() && search.trim().length >= MIN_QUERY ? result : null;
  const groups: CommandGroup[] = [
    { heading: 'Recently opened', items: recentShown.map((r) => recordItem(r, 'recent', 'Recent')) },
    {
      heading: 'Go to',
      items: menu
        .filter((m) => !m.href.endsWith('/logout') && matches(q, m.label))
        .map((m) => ({ id: `go:${m.href}`, label: m.label, detail: m.href, onSelect: () => goTo(m.href) })),
    },
    {
      heading: 'Actions',
      items: [
        ...actions
          .filter((a) => matches(q, a.label))
          .map((a) => ({
            id: `action:${a.id}`,
            label: a.label,
            detail: a.unavailable,
            disabled: a.unavailable !== undefined,
            onSelect: () => {
              close();
              a.run();
            },
          })),
        ...(matches(q, 'Keyboard shortcuts') ? [{ id: 'action:shortcuts', label: 'Keyboard shortcuts', hint: '?', onSelect: onShowShortcuts }] : []),
      ],
    },
    {
      heading: 'Records',
      items: (current?.records ?? [])
        .filter((r) => !recentKeys.has(`${r.screen}:${r.id}`))
        .map((r) => recordItem({ screen: r.screen, id: r.id, label: r.label, detail: r.detail }, 'record', SCREEN_NAMES[r.screen])),
    },
  ];
  const loading = search.trim().length >= MIN_QUERY && current === null;
  const failed = current?.failed.length ? `Could not search ${current.failed.join(', ')}: try again.` : undefined;

  return (
    <CommandMenu
      open={open}
      onClose={close}
      search={search}
      onSearchChange={setSearch}
      groups={groups}
      loading={loading}
      emptyText={search.trim().length >= MIN_QUERY ? 'No screen, action or record matches' : 'No results'}
      footer={failed}
    />
  );
}
