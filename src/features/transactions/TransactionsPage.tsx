import { useMemo } from 'react';
import { DataTable } from '../../ui/DataTable';
import { DateRangeField } from '../../ui/DateRangeField';
import { RefreshStatus } from '../../ui/RefreshStatus';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import { StatCard, StatGrid } from '../../ui/StatCard';
import { Tabs } from '../../ui/Tabs';
import { errorMessage } from '../../lib/api/client';
import { isAllTime } from '../../lib/dateRange';
import { useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';
import { formatNaira, formatNumber } from '../../lib/format';
import type { Role } from '../../lib/role';
import type { Transaction } from '../../lib/schemas';
import { useCsvExport } from '../../shared/export/useCsvExport';
import { RecordNotFound } from '../../shared/records/RecordNotFound';
import { useOpenRecord } from '../../shared/records/useOpenRecord';
import { DisplaySwitchBar } from '../../shared/table/DisplaySwitchBar';
import { oneOf, useTableUrlState } from '../../shared/url/useUrlState';
import { useTransactions } from './api';
import { transactionColumns } from './columns';
import {
  SERVICE_TABS,
  SERVICE_VALUES,
  STATUS_OPTIONS,
  STATUS_VALUES,
  transactionFilter,
  lagosRecords,
  sumLagosCommission,
  type ServiceFilter,
  type StatusFilter,
} from './model';
import { rangeFigures, recordsInRange, withRange } from './range';
import { TransactionDetails } from './TransactionDetails';
import { useDateRange } from './useDateRange';
import { VolumeChart } from './VolumeChart';

const EMPTY: readonly Transaction[] = [];
const PAGE_SIZE = 25;
const SWITCHES: readonly DisplaySwitch[] = ['commissions', 'email'];

const getRowId = (t: Transaction, index: number) => t._id ?? `row-${index}`;
const recordId = (t: Transaction) => t._id;

/**
 * Transactions Management (docs/product.md §2), and its lagos variant "Lagos Commission Transactions": cards from
 * the response, service tabs, a status dropdown and a search that combine, a sortable 25-row table and
 * the "Transaction Details" dialog. Tab, status, search, sort and page live in the URL.
 */
export default function TransactionsPage({ role }: { role: Role }) {
  const admin = role === 'admin';
  const title = admin ? 'Transactions Management' : 'Lagos Commission Transactions';

  const { data, error, isLoading, mutate, updatedAt, refresh, refreshing } = useTransactions();
  const [switches] = useDisplaySwitches();
  const { table, state, setState } = useTableUrlState({
    service: oneOf(SERVICE_VALUES, 'all'),
    status: oneOf(STATUS_VALUES, 'all'),
    from: '',
    to: '',
    open: '',
  });
  const status: StatusFilter = state.status;
  // Lagos has no service tabs: a service left in a shared link must not filter its view.
  const service: ServiceFilter = admin ? state.service : 'all';
  const dates = useDateRange(state.from, state.to, setState);
  const { range } = dates;
  const inRange = !isAllTime(range);

  const all = data?.transactions ?? EMPTY;
  // Lagos sees only records that carry a Lagos commission (docs/product.md §2, §6).
  const records = useMemo(() => (admin ? all : lagosRecords(all)), [admin, all]);

  // The table filters by tab and status itself, caching per filter: its search index and sort orders are
  // built once for all tabs (60,000 rows at VITE_MOCK_SCALE=100).
  const rowFilter = useMemo(() => withRange(transactionFilter(service, status), range), [service, status, range.from, range.to]); // eslint-disable-line react-hooks/exhaustive-deps

  // With a range set the cards show the range's own figures, summed over its rows (docs/product.md, "Date range").
  const ranged = useMemo(() => (inRange ? rangeFigures(recordsInRange(records, range)) : null), [inRange, records, range.from, range.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const record = useOpenRecord({ openId: state.open, setUrl: setState, records, getId: recordId, ready: !!data });
  const onExport = useCsvExport<Transaction>('transactions');

  const columns = useMemo(
    () => transactionColumns({ role, showEmail: switches.email, showCommissions: switches.commissions }),
    [role, switches.email, switches.commissions],
  );

  // Lagos card: the sum over the records it shows, not totals.totalLagosCommission. The server's total
  // covers the whole ledger and may include records the lagos view drops (zero, negative or unreadable
  // commission), so only the sum matches the rows on screen.
  const lagosTotal = useMemo(() => (admin ? null : sumLagosCommission(records)), [admin, records]);

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
            if (STATUS_VALUES.includes(v)) setState({ status: v, page: 1 });
          }}
        />
        <DisplaySwitchBar keys={SWITCHES} />
      </>
    ),
    [presets, preset, range.from, range.to, today, choosePreset, setFrom, setTo, status, setState],
  );
  const loading = isLoading && !data;
  const failed = !!error && !data;
  const totals = data?.totals;
  const suffix = inRange ? ' in range' : '';

  return (
    <>
      <title>{`${title} · Kero`}</title>
      <PageHeader title={title} actions={<RefreshStatus updatedAt={updatedAt} onRefresh={() => void refresh()} refreshing={refreshing} />} />

      <StatGrid columns={admin ? 4 : 2} style={{ marginBottom: 24 }}>
        <StatCard
          label={`Total Transactions${suffix}`}
          value={data ? formatNumber(ranged ? ranged.count : records.length) : '—'}
          loading={loading}
          tone="accent"
        />
        {admin ? (
          <>
            <StatCard label={`Total Amount${suffix}`} value={formatNaira(ranged ? ranged.amount : totals?.totalAmount)} loading={loading} tone="info" />
            <StatCard
              label={`Total Kero Commission${suffix}`}
              value={formatNaira(ranged ? ranged.keroCommission : totals?.totalKeroCommission)}
              loading={loading}
              tone="success"
            />
            <StatCard
              label={`Total Lagos Commission${suffix}`}
              value={formatNaira(ranged ? ranged.lagosCommission : totals?.totalLagosCommission)}
              loading={loading}
              tone="warning"
            />
          </>
        ) : (
          <StatCard label={`Total Lagos Commission${suffix}`} value={data ? formatNaira(ranged ? ranged.lagosCommission : lagosTotal) : '—'} loading={loading} tone="warning" />
        )}
      </StatGrid>
      {data && (
        <div style={{ marginBottom: 24 }}>
          <VolumeChart records={records} range={range} admin={admin} />
        </div>
      )}

      {failed ? (
        <ErrorPanel
          title="Transactions could not be loaded"
          message={errorMessage(error, 'Error fetching transactions data')}
          onRetry={() => void mutate()}
        />
      ) : (
        <>
          {admin && (
            <Tabs
              aria-label="Transaction services"
              items={SERVICE_TABS}
              value={service}
              onChange={(v) => setState({ service: v, page: 1 })}
              style={{ marginBottom: 16 }}
            />
          )}
          <DataTable
            {...table}
            data={records}
            rowFilter={rowFilter}
            columns={columns}
            getRowId={getRowId}
            caption={title}
            loading={loading}
            emptyText="No transactions found for the selected filters"
            onRowClick={onRowClick}
            onExport={onExport}
            pageSize={PAGE_SIZE}
            serialColumn={{ header: 'S/N' }}
            searchPlaceholder="Search transactions..."
            searchLabel="Search transactions"
            toolbar={toolbar}
          />
        </>
      )}

      {record.notFound && <RecordNotFound kind="transaction" id={record.openId} onClose={record.close} />}
      <TransactionDetails
        transaction={record.record}
        onClose={record.close}
        link={record.link}
        role={role}
        showEmail={switches.email}
        showCommissions={switches.commissions}
      />
    </>
  );
}
