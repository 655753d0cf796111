import { BulkProgress } from '../BulkProgress';

export function Usage({ onRetry, onDismiss }: { onRetry: () => void; onDismiss: () => void }) {
  return (
    <BulkProgress
      label="Bulk review"
      state={{ phase: 'done', summary: '10 of 12 drivers approved', failures: [{ id: 'd7', label: 'Chioma Eze', message: 'Driver not found' }] }}
      onRetry={onRetry}
      onDismiss={onDismiss}
    />
  );
}
