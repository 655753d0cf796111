import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { DataTable, type DataTableExportView, type DataTableProps } from '../../ui/DataTable';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Stack, usePhoneLayout } from '../../ui/Layout';
import { PageHeader } from '../../ui/PageHeader';
import { StatCard, StatGrid, type StatGridProps, type StatTone } from '../../ui/StatCard';
import { errorMessage } from '../../lib/api/client';
import { ExportProgressBar } from '../export/ExportProgressBar';
import type { ExportProgress } from '../export/useServerCsvExport';
import { RecordNotFound } from '../records/RecordNotFound';
import { useStoredColumnLayout } from '../table/useStoredColumnLayout';
import type { OpenRecord } from '../records/useOpenRecord';
import { ListHeaderActions, type ListHeaderActionsProps } from '../views/ListHeaderActions';

/** One summary card: what it counts, the figure as the screen formats it ("—" when there is none). */
export interface ListCard {
  label: string;
  value: ReactNode;
  tone: StatTone;
  /** The list the card counts: the whole card becomes a link to it. */
  href?: string;
}

/**
 * The list's read as its hook returns it (useListQuery or useApiQuery): the frame takes loading,
 * failure, refresh and retry from it. `total` and `busy` are server mode's (useListQuery).
 */
export interface ListScreenRead {
  data: unknown;
  error: unknown;
  isLoading: boolean;
  updatedAt: number | null;
  refreshing: boolean;
  refresh: () => unknown;
  mutate: () => unknown;
  total?: number | undefined;
  busy?: boolean;
  /** Server mode: the page the answer on screen is (its `paging.page`). */
  page?: number | undefined;
}

/** DataTable's props the screen gives; loading, server paging, export and the search box's texts come from the frame. */
export type ListTableProps<R extends object> = Omit<DataTableProps<R>, 'loading' | 'server' | 'onExport' | 'searchPlaceholder' | 'searchLabel'>;

export interface ListScreenProps<R extends object> {
  /** The page's heading; the document title is "<title> · Kero". */
  title: string;
  description?: string;
  /** The screen's id for its saved views and its stored column layout: 'rides', 'drivers', … */
  screen: string;
  /** The screen's main button (last in the header, offered in the command menu). */
  primary?: ListHeaderActionsProps['primary'];
  /** Slot: header buttons before "Views" and the refresh status. */
  actions?: ReactNode;
  /**
   * What the list holds, plural, lower case ('rides', 'admin users'): the search box says "Search rides..."
   * (its label "Search rides"), the error panel "Rides could not be loaded".
   */
  noun: string;
  /** The list's read. */
  list: ListScreenRead;
  /** Summary cards above the list: skeletons while the first read loads. */
  cards?: readonly ListCard[];
  /** Names the cards' grid as a group. */
  cardsLabel?: string;
  /** Slot: a chart under the cards; on phones it follows the list (docs/product.md, "Lists on phones"). */
  chart?: ReactNode;
  /** The error panel's message when the server sent none (the read's error toast text). */
  errorFallback: string;
  /** The table; its `columnLayout` is the screen's stored one unless given (drivers keep one per stage). */
  table: ListTableProps<R>;
  /** The list's export (useListExport): the table's "Export CSV", server mode's progress and Cancel. */
  exporter?: { onExport: (view: DataTableExportView<R>) => Promise<void>; progress: ExportProgress | null };
  /** Slot: wraps the error panel or the table (tabs, bars above the table); `failed` says which it holds. */
  frame?: (list: ReactNode, failed: boolean) => ReactNode;
  /** The record a link opens (useListRecord), for "<Kind> not found"; `kind` is singular: "ride". */
  record?: Pick<OpenRecord<unknown>, 'openId' | 'notFound' | 'close'> & { kind: string };
  /** Slot: the dialogs (the record's details, forms). */
  details?: ReactNode;
}

const gridColumns = (n: number) => Math.min(6, Math.max(2, n)) as StatGridProps['columns'];

/** Two card lists that show the same: each card's label, figure, tone and link alike. */
function sameCards(a: readonly ListCard[], b: readonly ListCard[]): boolean {
  return a.length === b.length && a.every((c, i) => {
    const d = b[i]!;
    return c.label === d.label && Object.is(c.value, d.value) && c.tone === d.tone && c.href === d.href;
  });
}

interface ListCardsProps {
  cards: readonly ListCard[];
  label: string | undefined;
  loading: boolean;
}

/**
 * The summary cards. A screen builds its cards in every render; they render again only when what they
 * show changes (a sort or "Next" brings the same figures: docs/performance.md, "Server mode: after the answer").
 */
const ListCards = memo(
  function ListCards({ cards, label, loading }: ListCardsProps) {
    return (
      <StatGrid role={label ? 'group' : undefined} aria-label={label} columns={gridColumns(cards.length)} compactOnPhone>
        {cards.map((c, i) => (
          <StatCard key={i} label={c.label} value={c.value} tone={c.tone} href={c.href} loading={loading} />
        ))}
      </StatGrid>
    );
  },
  (a, b) => a.label === b.label && a.loading === b.loading && sameCards(a.cards, b.cards),
);

/**
 * A list screen's frame (docs/architecture.md, "A list screen"): the title and header (saved views,
 * refresh status, main button), the summary cards, then the error panel with "Try again" where the
 * first read failed, else the export progress and the table; then "not found" for a link's record and
 * the screen's dialogs. One error pattern on every screen: the cards stay (showing "—"), the panel
 * takes the list's place.
 */
export function ListScreen<R extends object>({
  title,
  description,
  screen,
  noun,
  primary,
  actions,
  list,
  cards,
  cardsLabel,
  chart,
  errorFallback,
  table,
  exporter,
  frame,
  record,
  details,
}: ListScreenProps<R>) {
  const { data, error, isLoading, mutate, refresh, total, busy = false, page } = list;
  const loading = isLoading && !data;
  const failed = !!error && !data;
  const server = useMemo(() => (total === undefined ? null : { total, busy, page }), [total, busy, page]);
  const phone = usePhoneLayout();
  const storedLayout = useStoredColumnLayout(screen);

  // The table as an element made once per change of its own inputs: a screen that memoises its `table`
  // props re-renders its header, cards and chart (new figures, a URL change of its own) without the table.
  const onExport = exporter?.onExport;
  const columnLayout = table.columnLayout === undefined ? storedLayout : table.columnLayout;
  const dataTable = useMemo(
    () => (
      <DataTable<R>
        {...table}
        loading={loading}
        server={server}
        onExport={onExport}
        columnLayout={columnLayout}
        searchPlaceholder={`Search ${noun}...`}
        searchLabel={`Search ${noun}`}
      />
    ),
    [table, loading, server, onExport, columnLayout, noun],
  );
  const body = failed ? (
    <ErrorPanel
      title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} could not be loaded`}
      message={errorMessage(error, errorFallback)}
      onRetry={() => void mutate()}
    />
  ) : (
    <>
      {exporter && <ExportProgressBar progress={exporter.progress} />}
      {dataTable}
    </>
  );

  // The header as an element made once per change of its own inputs (the answer's time among them).
  const { updatedAt, refreshing } = list;
  const onRefresh = useCallback(() => void refresh(), [refresh]);
  const exportable = !!exporter;
  const header = useMemo(
    () => (
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {actions}
            <ListHeaderActions screen={screen} exportable={exportable} updatedAt={updatedAt} onRefresh={onRefresh} refreshing={refreshing} primary={primary} />
          </>
        }
      />
    ),
    [title, description, actions, screen, exportable, updatedAt, onRefresh, refreshing, primary],
  );

  return (
    <>
      <title>{`${title} · Kero`}</title>
      {header}
      <Stack gap={6}>
        {cards && <ListCards cards={cards} label={cardsLabel} loading={loading} />}
        {!phone && chart}
        {frame ? frame(body, failed) : body}
        {phone && chart}
      </Stack>
      {record?.notFound && <RecordNotFound kind={record.kind} id={record.openId} onClose={record.close} />}
      {details}
    </>
  );
}
