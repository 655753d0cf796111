import { StatCard, StatPanel } from '../StatCard';

export function Usage({ counts }: { counts: { total: number | null; completed: number | null } | undefined }) {
  return (
    <StatPanel title="Ride Statistics" columns={2}>
      <StatCard label="Total Rides" value={counts?.total ?? '—'} loading={!counts} comparison={0} />
      <StatCard label="Completed Rides" value={counts?.completed ?? '—'} loading={!counts} tone="success" comparison={0} />
    </StatPanel>
  );
}
