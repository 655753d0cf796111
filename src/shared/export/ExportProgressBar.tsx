import { Button } from '../../ui/Button';
import { formatNumber } from '../../lib/format';
import type { ExportProgress } from './useServerCsvExport';

/** Server mode's export under way (docs/product.md, "Export"): "Exporting X of Y" and Cancel. */
export function ExportProgressBar({ progress }: { progress: ExportProgress | null }) {
  if (!progress) return null;
  return (
    <p role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', margin: '0 0 12px' }}>
      {`Exporting ${formatNumber(progress.done)} of ${formatNumber(progress.total)}`}
      <Button size="sm" variant="secondary" onClick={progress.cancel}>
        Cancel
      </Button>
    </p>
  );
}
