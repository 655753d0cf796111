import { useMemo } from 'react';
import { DateRangeField } from '../../ui/DateRangeField';
import { Select } from '../../ui/Select';
import { Tabs } from '../../ui/Tabs';
import { isAllTime } from '../../lib/dateRange';
import { useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';
import { formatNaira, formatNumber } from '../../lib/format';
import type { Role } from '../../lib/role';
import type { Transaction } from '../../lib/schemas';
import { useListExport } from '../../shared/export/useServerCsvExport';
import { ListScreen, type ListCard } from '../../shared/list/ListScreen';
import { DisplaySwitchBar } from '../../shared/table/DisplaySwitchBar';
import { useTableUrlState } from '../../shared/url/useUrlState';
import type { ListQuery } from '../../lib/listQuery';
import { querySort, useListRecord } from '../../shared/data/useListQuery';
import {
  fetchTransactions,
  serviceFor,
  TRANSACTIONS_KEY,
  TRANSACTIONS_MESSAGES,
  TRANSACTIONS_PAGE_SIZE as PAGE_SIZE,
  TRANSACTIONS_URL,
  transactionsQueryOf,
  useTransactions,
  type TransactionsData,
} from './api';
import { transactionColumns } from './columns';
import {
  SERVICE_TABS,
  STATUS_OPTIONS,
  STATUS_VALUES,
  transactionFilter,
  lagosRecords,
  type ServiceFilter,
  type StatusFilter,
} from './model';
import { withRange } from './range';
import { TransactionDetails } from './TransactionDetails';
import { useDateRange } from './useDateRange';
import { useHeldFigures } from './useHeldFigures';
import { VolumeChart } from './VolumeChart';
import { naira } from '../../lib/money';

const EMPTY: readonly Transaction[] = [];
const SWITCHES: readonly DisplaySwitch[] = ['commissions', 'email'];
const SERIAL = { header: 'S/N' };
const TABS_STYLE = { marginBottom: 16 };

const getRowId = (t: Transaction, index: number) => t._id ?? `row-${index}`;
const recordId = (t: Transaction) => t._id;
const pageRows = (d: TransactionsData) => d.transactions;
/**
 * Transactions Management (docs/product.md §2), and its lagos variant "Lagos Commission Transactions": cards from
 * the response, service tabs, a status dropdown and a search that combine, a sortable 25-row table and
 * the "Transaction Details" dialog. Tab, status, search, sort and page live in the URL.
 */
export default function TransactionsPage({ role }: { role: Role }) {
  const admin = role === 'admin';
  const title = admin ? 'Transactions Management' : 'Lagos Commission Transactions';

  const [switches] = useDisplaySwitches();
  const { table, state, setState } = useTableUrlState(TRANSACTIONS_URL);
  const status: StatusFilter = state.status;
  const service: ServiceFilter = serviceFor(role, state.service);
  const dates = useDateRange(state.from, state.to, setState);
  const { range } = dates;
  const inRange = !isAllTime(range);

  const columns = useMemo(
    () => transactionColumns({ role, showEmail: switches.email, showCommissions: switches.commissions }),
    [role, switches.email, switches.commissions],
  );
  // The table's query (docs/api.md, "Paged lists"): a paging backend answers it; client mode holds the
  // ledger. The same function makes the console's early read of this screen (startTransactionsEarly).
  const urlQuery = transactionsQueryOf(state, role);
  const query: ListQuery = { ...urlQuery, sort: querySort(columns, urlQuery.sort) };
  const read = useTransactions(query);
  const { data, server } = read;

  const all = data?.transactions ?? EMPTY;
  // Lagos sees only records that carry a Lagos commission (docs/product.md §2, §6); a paging backend sends only those.
  const records = useMemo(() => (admin || server ? all : lagosRecords(all)), [admin, server, all]);

  // Client mode: the table filters by tab, status and range itself, caching per filter: its search index
  // and sort orders are built once for all tabs (60,000 rows at VITE_MOCK_SCALE=100).
  const rowFilter = useMemo(() => (server ? null : withRange(transactionFilter(service, status), range)), [server, service, status, range.from, range.to]); // eslint-disable-line react-hooks/exhaustive-deps

  // The cards and the chart count exactly the records the table holds (tab, status, search, date range;
  // docs/product.md, "The ledger's figures"): the server's figures, or in client mode the same sums over
  // the rows the table reports (its own filter and search), made in background slices after the rows.
  const held = useHeldFigures(range, role);
  const figures = server ? (data?.figures ?? null) : held.figures;
  // "filtered" by the search the figures shown answer (client mode's lag a moment behind the keys).
  const figuresSearch = server ? table.search : held.search;
  const filtered = service !== 'all' || status !== 'all' || figuresSearch.trim() !== '';
  // The toolbar's filters away from their defaults: the phones' "Filters · n" (the range's default is its preset).
  const filterCount = (status === 'all' ? 0 : 1) + (state.from || state.to ? 1 : 0);

  const record = useListRecord({
    key: TRANSACTIONS_KEY,
    fetcher: fetchTransactions,
    rowsOf: pageRows,
    data,
    server,
    openId: state.open,
    setUrl: setState,
    records,
    getId: recordId,
  });
  // Server mode: the file walks the query's pages (docs/product.md, "Export").
  const exporter = useListExport('transactions', 'transactions', fetchTransactions, pageRows, query, server);

  const { open } = record;
  const onRowClick = useMemo(
    () => (t: Transaction) => {
      if (t._id) open(t._id);
    },
    [open],
  );
  // The toolbar's controls change with their own values only, not with each keystroke or sort.
  const { presets, preset, today, choosePreset, setFrom, setTo } = dates;
  const toolbar = useMemo(
    () => (
      <>
        <DateRangeField
          presets={presets}
          preset={preset}
          from={range.from}
          to={range.to}
          max={today}
          onPresetChange={choosePreset}
          onFromChange={setFrom}
          onToChange={setTo}
        />
        <Select
          label="Status"
          hideLabel
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => {
            const v = e.target.value as StatusFilter;
            if (STATUS_VALUES.includes(v)) setState({ status: v, page: 1 }, { urgent: server });
          }}
        />
        <DisplaySwitchBar keys={SWITCHES} />
      </>
    ),
    [presets, preset, range.from, range.to, today, choosePreset, setFrom, setTo, status, setState, server],
  );
  // The table's props change with their own inputs only: new figures re-render the cards and the chart, not the table.
  const { onRowsChange } = held;
  const tableProps = useMemo(
    () => ({
      ...table,
      data: records,
      rowFilter,
      columns,
      getRowId,
      caption: title,
      emptyText: 'No transactions found for the selected filters',
      onRowClick,
      pageSize: PAGE_SIZE,
      serialColumn: SERIAL,
      toolbar,
      filterCount,
      onRowsChange: server ? undefined : onRowsChange,
    }),
    [table, records, rowFilter, columns, title, onRowClick, toolbar, filterCount, server, onRowsChange],
  );
  // The service tabs change with the service only, not with each page of rows.
  const tabs = useMemo(
    () =>
      admin && (
        <Tabs aria-label="Transaction services" items={SERVICE_TABS} value={service} onChange={(v) => setState({ service: v, page: 1 }, { urgent: server })} style={TABS_STYLE} />
      ),
    [admin, service, setState, server],
  );
  const suffix = `${inRange ? ' in range' : ''}${filtered ? ' · filtered' : ''}`;
  // The figures are sums of naira amounts (the server's, or useHeldFigures' over the rows the table holds).
  const figure = (v: number | undefined) => (figures && v !== undefined ? naira(v) : undefined);
  const count: ListCard = { label: `Total Transactions${suffix}`, value: formatNumber(figure(figures?.count)), tone: 'accent' };
  const lagos: ListCard = { label: `Total Lagos Commission${suffix}`, value: formatNaira(figure(figures?.lagosCommission)), tone: 'warning' };
  const cards: ListCard[] = admin
    ? [
        count,
        { label: `Total Amount${suffix}`, value: formatNaira(figure(figures?.amount)), tone: 'info' },
        { label: `Total Kero Commission${suffix}`, value: formatNaira(figure(figures?.keroCommission)), tone: 'success' },
        lagos,
      ]
    : [count, lagos];

  return (
    <ListScreen
      title={title}
      screen="transactions"
      noun="transactions"
      list={read}
      cards={cards}
      chart={data && <VolumeChart volume={figures?.volume ?? null} unreadable={server && figures === null} range={range} admin={admin} />}
      errorFallback={TRANSACTIONS_MESSAGES.error}
      exporter={exporter}
      table={tableProps}
      // The service tabs head the table, not the error panel.
      frame={(list, failed) => (
        <div>
          {!failed && tabs}
          {list}
        </div>
      )}
      record={{ ...record, kind: 'transaction' }}
      details={
        <TransactionDetails
          transaction={record.record}
          onClose={record.close}
          link={record.link}
          role={role}
          showEmail={switches.email}
          showCommissions={switches.commissions}
        />
      }
    />
  );
}
