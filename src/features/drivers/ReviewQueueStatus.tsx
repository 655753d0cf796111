import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';
import { formatNumber } from '../../lib/format';
import type { ReviewQueueState } from './reviewQueue';

/** What the review did: "12 approved, 3 rejected, 2 skipped". */
export function reviewSummary(state: ReviewQueueState): string {
  const decisions = Object.values(state.decisions);
  const approved = decisions.filter((d) => d === 'approve').length;
  const rejected = decisions.length - approved;
  const skipped = Math.max(0, state.total - decisions.length);
  return `${formatNumber(approved)} approved, ${formatNumber(rejected)} rejected, ${formatNumber(skipped)} skipped.`;
}

export interface ReviewQueueStatusProps {
  state: ReviewQueueState;
  done: boolean;
  onClose: () => void;
  onRetry: () => void;
  onPrevious: () => void;
}

/**
 * Review mode between submissions (docs/product.md §2, "KYC review mode"): the next page being read
 * (server mode), a read that failed, or the queue done with what was decided.
 */
export function ReviewQueueStatus({ state, done, onClose, onRetry, onPrevious }: ReviewQueueStatusProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="KYC review"
      size="sm"
      shortcuts={done && state.total > 0 ? { k: onPrevious } : undefined}
      footer={
        <Button variant={done ? 'primary' : 'secondary'} onClick={onClose}>
          {done ? 'Done' : 'End review'}
        </Button>
      }
    >
      {state.readError ? (
        <ErrorPanel size="compact" headingLevel={3} title="The queue could not be read" message="Check the connection, then try again." onRetry={onRetry} />
      ) : done ? (
        <EmptyState
          size="compact"
          role="status"
          title={state.total === 0 ? 'No KYC submissions are waiting.' : 'The review queue is done.'}
          description={state.total === 0 ? undefined : reviewSummary(state)}
        />
      ) : (
        <Spinner size={24} label="Loading the next submission" />
      )}
    </Dialog>
  );
}
