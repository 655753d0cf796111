import { ExportButton } from '../ExportButton';

export function Usage({ exportCsv }: { exportCsv: () => Promise<void> }) {
  // Busy (and not clickable again) until the promise settles.
  return <ExportButton onExport={exportCsv} />;
}
