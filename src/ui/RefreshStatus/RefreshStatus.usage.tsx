import { RefreshStatus } from '../RefreshStatus';

export function Usage({ loadedAt, reload, loading }: { loadedAt: number | null; reload: () => void; loading: boolean }) {
  // "Updated 2 minutes ago" with a refresh button.
  return <RefreshStatus updatedAt={loadedAt} onRefresh={reload} refreshing={loading} />;
}
