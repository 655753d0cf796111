import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../ui/Badge';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { PageHeader } from '../../ui/PageHeader';
import { StatCard, StatGrid } from '../../ui/StatCard';
import { Switch, SwitchGroup } from '../../ui/Switch';
import { tokens } from '../../ui/theme/tokens';
import { errorMessage } from '../../lib/api/client';
import { DISPLAY_SWITCH_LABELS, permissionsFor, useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';
import { formatDate, formatKobo, formatNumber, PLACEHOLDER } from '../../lib/format';
import type { Rider } from '../../lib/schemas';
import { useTableUrlState } from '../../shared/url/useUrlState';
import { RIDERS_MESSAGES, useRiders } from './api';
import { TextCell } from './cells';
import { RiderDetails } from './RiderDetails';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[6]};
`;

const EMPTY: Rider[] = [];

function yesNo(value: boolean | null, yes: string, no: string) {
  if (value === null) return PLACEHOLDER;
  return value ? (
    <Badge tone="success">
      {yes}
    </Badge>
  ) : (
    <Badge tone="warning">
      {no}
    </Badge>
  );
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : null);
const flagRank = (v: boolean | null) => (v === null ? null : v ? 1 : 0);

function riderColumns(switches: Record<DisplaySwitch, boolean>, walletBalance: boolean): DataTableColumn<Rider>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (r) => <TextCell value={r.fullname} />,
      sortValue: (r) => r.fullname,
      searchValue: (r) => r.fullname ?? '',
    },
    {
      id: 'email',
      header: 'Email',
      cell: (r) => <TextCell value={r.email} />,
      sortValue: (r) => r.email,
      searchValue: (r) => r.email ?? '',
      masked: !switches.email,
    },
    {
      id: 'phone',
      header: 'Phone',
      cell: (r) => <TextCell value={r.phone} />,
      sortValue: (r) => r.phone,
      searchValue: (r) => r.phone ?? '',
      masked: !switches.phone,
    },
    { id: 'verified', header: 'Verified', cell: (r) => yesNo(r.isVerified, 'Verified', 'Unverified'), sortValue: (r) => flagRank(r.isVerified) },
    {
      id: 'profile',
      header: 'Profile Complete',
      cell: (r) => yesNo(r.isCompleted, 'Complete', 'Incomplete'),
      sortValue: (r) => flagRank(r.isCompleted),
    },
    {
      id: 'balance',
      header: 'Balance',
      cell: (r) => formatKobo(r.walletBalance),
      sortValue: (r) => r.walletBalance,
      align: 'end',
      masked: !switches.walletBalance,
      hidden: !walletBalance,
    },
    { id: 'joined', header: 'Joined Date', cell: (r) => formatDate(r.createdAt), sortValue: (r) => time(r.createdAt) },
  ];
}

/** Spec §2 Riders: cards, display switches, a searchable, sortable table and the "Rider Details" dialog. */
export default function RidersPage({ role }: { role: 'admin' | 'lagos' }) {
  const permissions = permissionsFor(role);
  const { data, error, isLoading, mutate } = useRiders();
  const [switches, setSwitch] = useDisplaySwitches();
  const { table } = useTableUrlState();
  const [selected, setSelected] = useState<Rider | null>(null);

  const riders = data ?? EMPTY;
  const columns = useMemo(() => riderColumns(switches, permissions.walletBalance), [switches, permissions.walletBalance]);

  const counts = useMemo(() => {
    let verified = 0;
    let completed = 0;
    for (const r of riders) {
      if (r.isVerified === true) verified++;
      if (r.isCompleted === true) completed++;
    }
    return { total: riders.length, verified, unverified: riders.length - verified, completed };
  }, [riders]);

  const shown = (n: number) => (data ? formatNumber(n) : PLACEHOLDER);
  const switchKeys: DisplaySwitch[] = permissions.walletBalance ? ['email', 'phone', 'walletBalance'] : ['email', 'phone'];

  return (
    <>
      <title>{'Riders · Kero'}</title>
      <PageHeader title="Riders" description={role === 'lagos' ? 'Riders using Kero in Lagos' : 'Everyone who rides with Kero'} />
      <Stack>
        <StatGrid columns={4}>
          <StatCard label="Total Riders" value={shown(counts.total)} loading={isLoading} tone="accent" />
          <StatCard label="Verified Riders" value={shown(counts.verified)} loading={isLoading} tone="success" />
          <StatCard label="Unverified Riders" value={shown(counts.unverified)} loading={isLoading} tone="warning" />
          <StatCard label="Completed Profiles" value={shown(counts.completed)} loading={isLoading} tone="info" />
        </StatGrid>
        {error && !data ? (
          <ErrorPanel
            title="Riders could not be loaded"
            message={errorMessage(error, RIDERS_MESSAGES.error)}
            onRetry={() => void mutate()}
          />
        ) : (
          <DataTable
            {...table}
            data={riders}
            columns={columns}
            getRowId={(r, i) => r._id ?? `row-${i}`}
            caption="Riders"
            loading={isLoading}
            emptyText="No riders found"
            pageSize={10}
            pagination="pages"
            serialColumn={{ header: 'S/N' }}
            searchPlaceholder="Search riders..."
            searchLabel="Search riders"
            onRowClick={setSelected}
            toolbar={
              <SwitchGroup label="Show columns">
                {switchKeys.map((k) => (
                  <Switch key={k} size="sm" label={DISPLAY_SWITCH_LABELS[k]} checked={switches[k]} onChange={(on) => setSwitch(k, on)} />
                ))}
              </SwitchGroup>
            }
          />
        )}
      </Stack>
      <RiderDetails
        rider={selected}
        onClose={() => setSelected(null)}
        showWalletBalance={permissions.walletBalance}
        switches={switches}
      />
    </>
  );
}
